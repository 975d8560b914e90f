from typing import Literal

InstagramPostMetricsMediaProductType = Literal["AD", "FEED", "REELS", "STORY"]

INSTAGRAM_POST_METRICS_MEDIA_PRODUCT_TYPE_VALUES: set[InstagramPostMetricsMediaProductType] = {
    "AD",
    "FEED",
    "REELS",
    "STORY",
}


def check_instagram_post_metrics_media_product_type(
    value: str,
) -> InstagramPostMetricsMediaProductType:
    if value in INSTAGRAM_POST_METRICS_MEDIA_PRODUCT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INSTAGRAM_POST_METRICS_MEDIA_PRODUCT_TYPE_VALUES!r}"
    )
