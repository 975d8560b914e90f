from typing import Literal

BulkPostItemStatus = Literal["error", "scheduled"]

BULK_POST_ITEM_STATUS_VALUES: set[BulkPostItemStatus] = {
    "error",
    "scheduled",
}


def check_bulk_post_item_status(value: str) -> BulkPostItemStatus:
    if value in BULK_POST_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BULK_POST_ITEM_STATUS_VALUES!r}")
