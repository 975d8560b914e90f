from typing import Literal

BulkPostResultStatus = Literal["error", "success"]

BULK_POST_RESULT_STATUS_VALUES: set[BulkPostResultStatus] = {
    "error",
    "success",
}


def check_bulk_post_result_status(value: str) -> BulkPostResultStatus:
    if value in BULK_POST_RESULT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BULK_POST_RESULT_STATUS_VALUES!r}"
    )
