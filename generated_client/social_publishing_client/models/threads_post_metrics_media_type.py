from typing import Literal

ThreadsPostMetricsMediaType = Literal["CAROUSEL_ALBUM", "IMAGE", "TEXT_POST", "VIDEO"]

THREADS_POST_METRICS_MEDIA_TYPE_VALUES: set[ThreadsPostMetricsMediaType] = {
    "CAROUSEL_ALBUM",
    "IMAGE",
    "TEXT_POST",
    "VIDEO",
}


def check_threads_post_metrics_media_type(value: str) -> ThreadsPostMetricsMediaType:
    if value in THREADS_POST_METRICS_MEDIA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {THREADS_POST_METRICS_MEDIA_TYPE_VALUES!r}"
    )
