from typing import Literal

SocialAnalyticsStatus = Literal["error", "partial", "success"]

SOCIAL_ANALYTICS_STATUS_VALUES: set[SocialAnalyticsStatus] = {
    "error",
    "partial",
    "success",
}


def check_social_analytics_status(value: str) -> SocialAnalyticsStatus:
    if value in SOCIAL_ANALYTICS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SOCIAL_ANALYTICS_STATUS_VALUES!r}"
    )
