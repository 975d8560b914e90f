from typing import Literal

MediaMetaType = Literal["image", "video"]

MEDIA_META_TYPE_VALUES: set[MediaMetaType] = {
    "image",
    "video",
}


def check_media_meta_type(value: str) -> MediaMetaType:
    if value in MEDIA_META_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MEDIA_META_TYPE_VALUES!r}")
