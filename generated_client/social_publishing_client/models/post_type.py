from typing import Literal

PostType = Literal["immediate", "scheduled"]

POST_TYPE_VALUES: set[PostType] = {
    "immediate",
    "scheduled",
}


def check_post_type(value: str) -> PostType:
    if value in POST_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_TYPE_VALUES!r}")
