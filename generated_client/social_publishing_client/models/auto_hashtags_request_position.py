from typing import Literal

AutoHashtagsRequestPosition = Literal["auto", "end"]

AUTO_HASHTAGS_REQUEST_POSITION_VALUES: set[AutoHashtagsRequestPosition] = {
    "auto",
    "end",
}


def check_auto_hashtags_request_position(value: str) -> AutoHashtagsRequestPosition:
    if value in AUTO_HASHTAGS_REQUEST_POSITION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUTO_HASHTAGS_REQUEST_POSITION_VALUES!r}"
    )
