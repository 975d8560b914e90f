from typing import Literal

NetworkPostMediaType = Literal["CAROUSEL_ALBUM", "IMAGE", "TEXT", "VIDEO"]

NETWORK_POST_MEDIA_TYPE_VALUES: set[NetworkPostMediaType] = {
    "CAROUSEL_ALBUM",
    "IMAGE",
    "TEXT",
    "VIDEO",
}


def check_network_post_media_type(value: str) -> NetworkPostMediaType:
    if value in NETWORK_POST_MEDIA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NETWORK_POST_MEDIA_TYPE_VALUES!r}"
    )
