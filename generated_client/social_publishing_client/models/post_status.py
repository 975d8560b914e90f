from typing import Literal

PostStatus = Literal[
    "awaiting approval",
    "deleted",
    "error",
    "paused",
    "pending",
    "processing",
    "success",
]

POST_STATUS_VALUES: set[PostStatus] = {
    "awaiting approval",
    "deleted",
    "error",
    "paused",
    "pending",
    "processing",
    "success",
}


def check_post_status(value: str) -> PostStatus:
    if value in POST_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_STATUS_VALUES!r}")
