from typing import Literal

FeedType = Literal["rss", "substack", "youtube"]

FEED_TYPE_VALUES: set[FeedType] = {
    "rss",
    "substack",
    "youtube",
}


def check_feed_type(value: str) -> FeedType:
    if value in FEED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_TYPE_VALUES!r}")
