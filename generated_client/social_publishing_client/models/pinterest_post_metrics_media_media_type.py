from typing import Literal

PinterestPostMetricsMediaMediaType = Literal["image", "video"]

PINTEREST_POST_METRICS_MEDIA_MEDIA_TYPE_VALUES: set[PinterestPostMetricsMediaMediaType] = {
    "image",
    "video",
}


def check_pinterest_post_metrics_media_media_type(
    value: str,
) -> PinterestPostMetricsMediaMediaType:
    if value in PINTEREST_POST_METRICS_MEDIA_MEDIA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PINTEREST_POST_METRICS_MEDIA_MEDIA_TYPE_VALUES!r}"
    )
