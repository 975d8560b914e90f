from typing import Literal

GetPostHistoryEntryDataType = Literal["posts", "stories"]

GET_POST_HISTORY_ENTRY_DATA_TYPE_VALUES: set[GetPostHistoryEntryDataType] = {
    "posts",
    "stories",
}


def check_get_post_history_entry_data_type(value: str) -> GetPostHistoryEntryDataType:
    if value in GET_POST_HISTORY_ENTRY_DATA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_POST_HISTORY_ENTRY_DATA_TYPE_VALUES!r}"
    )
