from typing import Literal

SearchHashtagSearchType = Literal["recent", "top"]

SEARCH_HASHTAG_SEARCH_TYPE_VALUES: set[SearchHashtagSearchType] = {
    "recent",
    "top",
}


def check_search_hashtag_search_type(value: str) -> SearchHashtagSearchType:
    if value in SEARCH_HASHTAG_SEARCH_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SEARCH_HASHTAG_SEARCH_TYPE_VALUES!r}"
    )
