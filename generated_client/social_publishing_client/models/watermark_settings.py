from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.watermark_timing_type import (
    WatermarkTimingType,
    check_watermark_timing_type,
)

T = TypeVar("T", bound="WatermarkSettings")


@_attrs_define
class WatermarkSettings:
    """Body of `set_youtube_watermark`."""

    media_urls: list[str]
    """ Holds the watermark image address; only the first element is used. """
    timing_type: WatermarkTimingType
    """ `offsetFromStart`: shown starting `offsetMs` after the video begins; `offsetFromEnd`:
    shown starting `offsetMs` before the video ends.
     """
    offset_ms: float
    """ Milliseconds; must be positive. """
    duration_ms: float
    """ Milliseconds the watermark is shown; must be positive. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_urls = self.media_urls

        timing_type: str = self.timing_type

        offset_ms = self.offset_ms

        duration_ms = self.duration_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        watermark_settings.additional_properties = d
        return watermark_settings

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
