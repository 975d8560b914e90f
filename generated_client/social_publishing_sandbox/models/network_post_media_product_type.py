from typing import Literal

NetworkPostMediaProductType = Literal["AD", "FEED", "REELS", "STORY"]

NETWORK_POST_MEDIA_PRODUCT_TYPE_VALUES: set[NetworkPostMediaProductType] = {
    "AD",
    "FEED",
    "REELS",
    "STORY",
}


def check_network_post_media_product_type(value: str) -> NetworkPostMediaProductType:
    if value in NETWORK_POST_MEDIA_PRODUCT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NETWORK_POST_MEDIA_PRODUCT_TYPE_VALUES!r}"
    )
