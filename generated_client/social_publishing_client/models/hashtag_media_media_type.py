from typing import Literal

HashtagMediaMediaType = Literal["CAROUSEL_ALBUM", "IMAGE", "VIDEO"]

HASHTAG_MEDIA_MEDIA_TYPE_VALUES: set[HashtagMediaMediaType] = {
    "CAROUSEL_ALBUM",
    "IMAGE",
    "VIDEO",
}


def check_hashtag_media_media_type(value: str) -> HashtagMediaMediaType:
    if value in HASHTAG_MEDIA_MEDIA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {HASHTAG_MEDIA_MEDIA_TYPE_VALUES!r}"
    )
