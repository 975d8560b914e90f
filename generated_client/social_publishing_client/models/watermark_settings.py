from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.watermark_timing_type import WatermarkTimingType, check_watermark_timing_type

T = TypeVar("T", bound="WatermarkSettings")


@_attrs_define
class WatermarkSettings:
    """Body of `set_youtube_watermark`.

    Attributes:
        media_urls (list[str]): Holds the watermark image address; only the first element is used.
        timing_type (WatermarkTimingType): `offsetFromStart`: shown starting `offsetMs` after the video begins;
            `offsetFromEnd`:
            shown starting `offsetMs` before the video ends.
        offset_ms (float): Milliseconds; must be positive.
        duration_ms (float): Milliseconds the watermark is shown; must be positive.
    """

    media_urls: list[str]
    timing_type: WatermarkTimingType
    offset_ms: float
    duration_ms: float

    def to_dict(self) -> dict[str, Any]:
        media_urls = self.media_urls

        timing_type: str = self.timing_type

        offset_ms = self.offset_ms

        duration_ms = self.duration_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mediaUrls": media_urls,
                "timingType": timing_type,
                "offsetMs": offset_ms,
                "durationMs": duration_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_urls = cast(list[str], d.pop("mediaUrls"))

        timing_type = check_watermark_timing_type(d.pop("timingType"))

        offset_ms = d.pop("offsetMs")

        duration_ms = d.pop("durationMs")

        watermark_settings = cls(
            media_urls=media_urls,
            timing_type=timing_type,
            offset_ms=offset_ms,
            duration_ms=duration_ms,
        )

        return watermark_settings
