from typing import Literal

PostResultStatus = Literal["awaiting approval", "error", "scheduled", "success"]

POST_RESULT_STATUS_VALUES: set[PostResultStatus] = {
    "awaiting approval",
    "error",
    "scheduled",
    "success",
}


def check_post_result_status(value: str) -> PostResultStatus:
    if value in POST_RESULT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_RESULT_STATUS_VALUES!r}")
