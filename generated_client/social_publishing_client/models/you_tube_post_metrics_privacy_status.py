from typing import Literal

YouTubePostMetricsPrivacyStatus = Literal["private", "public", "unlisted"]

YOU_TUBE_POST_METRICS_PRIVACY_STATUS_VALUES: set[YouTubePostMetricsPrivacyStatus] = {
    "private",
    "public",
    "unlisted",
}


def check_you_tube_post_metrics_privacy_status(
    value: str,
) -> YouTubePostMetricsPrivacyStatus:
    if value in YOU_TUBE_POST_METRICS_PRIVACY_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {YOU_TUBE_POST_METRICS_PRIVACY_STATUS_VALUES!r}"
    )
