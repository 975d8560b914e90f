from typing import Literal

YouTubeSocialMetricsPrivacyStatus = Literal["private", "public", "unlisted"]

YOU_TUBE_SOCIAL_METRICS_PRIVACY_STATUS_VALUES: set[YouTubeSocialMetricsPrivacyStatus] = {
    "private",
    "public",
    "unlisted",
}


def check_you_tube_social_metrics_privacy_status(
    value: str,
) -> YouTubeSocialMetricsPrivacyStatus:
    if value in YOU_TUBE_SOCIAL_METRICS_PRIVACY_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {YOU_TUBE_SOCIAL_METRICS_PRIVACY_STATUS_VALUES!r}"
    )
