from typing import Literal

InstagramPostMetricsMediaType = Literal["CAROUSEL_ALBUM", "IMAGE", "VIDEO"]

INSTAGRAM_POST_METRICS_MEDIA_TYPE_VALUES: set[InstagramPostMetricsMediaType] = {
    "CAROUSEL_ALBUM",
    "IMAGE",
    "VIDEO",
}


def check_instagram_post_metrics_media_type(
    value: str,
) -> InstagramPostMetricsMediaType:
    if value in INSTAGRAM_POST_METRICS_MEDIA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INSTAGRAM_POST_METRICS_MEDIA_TYPE_VALUES!r}"
    )
