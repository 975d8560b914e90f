from typing import Literal

PinterestPostMetricsPinterestPinMediaMediaType = Literal["image", "video"]

PINTEREST_POST_METRICS_PINTEREST_PIN_MEDIA_MEDIA_TYPE_VALUES: set[
    PinterestPostMetricsPinterestPinMediaMediaType
] = {
    "image",
    "video",
}


def check_pinterest_post_metrics_pinterest_pin_media_media_type(
    value: str,
) -> PinterestPostMetricsPinterestPinMediaMediaType:
    if value in PINTEREST_POST_METRICS_PINTEREST_PIN_MEDIA_MEDIA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PINTEREST_POST_METRICS_PINTEREST_PIN_MEDIA_MEDIA_TYPE_VALUES!r}"
    )
