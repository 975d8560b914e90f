from typing import Literal

ContentPostDataType = Literal["posts", "stories"]

CONTENT_POST_DATA_TYPE_VALUES: set[ContentPostDataType] = {
    "posts",
    "stories",
}


def check_content_post_data_type(value: str) -> ContentPostDataType:
    if value in CONTENT_POST_DATA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONTENT_POST_DATA_TYPE_VALUES!r}"
    )
