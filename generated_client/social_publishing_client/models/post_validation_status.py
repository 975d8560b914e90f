from typing import Literal

PostValidationStatus = Literal["error", "success"]

POST_VALIDATION_STATUS_VALUES: set[PostValidationStatus] = {
    "error",
    "success",
}


def check_post_validation_status(value: str) -> PostValidationStatus:
    if value in POST_VALIDATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_VALIDATION_STATUS_VALUES!r}"
    )
