from typing import Literal

YouTubeSocialMetricsLongUploadsStatus = Literal[
    "allowed", "disallowed", "eligible", "longUploadsUnspecified"
]

YOU_TUBE_SOCIAL_METRICS_LONG_UPLOADS_STATUS_VALUES: set[YouTubeSocialMetricsLongUploadsStatus] = {
    "allowed",
    "disallowed",
    "eligible",
    "longUploadsUnspecified",
}


def check_you_tube_social_metrics_long_uploads_status(
    value: str,
) -> YouTubeSocialMetricsLongUploadsStatus:
    if value in YOU_TUBE_SOCIAL_METRICS_LONG_UPLOADS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {YOU_TUBE_SOCIAL_METRICS_LONG_UPLOADS_STATUS_VALUES!r}"
    )
