from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.watermark_timing_type import (
    WatermarkTimingType,
    check_watermark_timing_type,
)

T = TypeVar("T", bound="WatermarkResult")


@_attrs_define
class WatermarkResult:
    """Response of `set_youtube_watermark`."""

    status: Literal["success"]
    message: str
    media_urls: list[str]
    timing_type: WatermarkTimingType
    """ `offsetFromStart`: shown starting `offsetMs` after the video begins; `offsetFromEnd`:
    shown starting `offsetMs` before the video ends.
     """
    offset_ms: float
    duration_ms: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        message = self.message

        media_urls = self.media_urls

        timing_type: str = self.timing_type

        offset_ms = self.offset_ms

        duration_ms = self.duration_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "message": message,
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
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        message = d.pop("message")

        media_urls = cast(list[str], d.pop("mediaUrls"))

        timing_type = check_watermark_timing_type(d.pop("timingType"))

        offset_ms = d.pop("offsetMs")

        duration_ms = d.pop("durationMs")

        watermark_result = cls(
            status=status,
            message=message,
            media_urls=media_urls,
            timing_type=timing_type,
            offset_ms=offset_ms,
            duration_ms=duration_ms,
        )

        watermark_result.additional_properties = d
        return watermark_result

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
