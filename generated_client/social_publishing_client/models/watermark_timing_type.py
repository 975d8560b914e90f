from typing import Literal

WatermarkTimingType = Literal["offsetFromEnd", "offsetFromStart"]

WATERMARK_TIMING_TYPE_VALUES: set[WatermarkTimingType] = {
    "offsetFromEnd",
    "offsetFromStart",
}


def check_watermark_timing_type(value: str) -> WatermarkTimingType:
    if value in WATERMARK_TIMING_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WATERMARK_TIMING_TYPE_VALUES!r}")
