from typing import Literal

FeedEventStatus = Literal["error", "success"]

FEED_EVENT_STATUS_VALUES: set[FeedEventStatus] = {
    "error",
    "success",
}


def check_feed_event_status(value: str) -> FeedEventStatus:
    if value in FEED_EVENT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_EVENT_STATUS_VALUES!r}")
