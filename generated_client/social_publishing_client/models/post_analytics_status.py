from typing import Literal

PostAnalyticsStatus = Literal["error", "partial", "success"]

POST_ANALYTICS_STATUS_VALUES: set[PostAnalyticsStatus] = {
    "error",
    "partial",
    "success",
}


def check_post_analytics_status(value: str) -> PostAnalyticsStatus:
    if value in POST_ANALYTICS_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_ANALYTICS_STATUS_VALUES!r}")
