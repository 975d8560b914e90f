from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pinterest_post_metrics_pinterest_pin_media_media_type import (
    PinterestPostMetricsPinterestPinMediaMediaType,
    check_pinterest_post_metrics_pinterest_pin_media_media_type,
)

T = TypeVar("T", bound="PinterestPostMetricsPinterestPinMedia")


@_attrs_define
class PinterestPostMetricsPinterestPinMedia:
    """The Pin's media."""

    media_type: PinterestPostMetricsPinterestPinMediaMediaType
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_type: str = self.media_type

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaType": media_type,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_type = check_pinterest_post_metrics_pinterest_pin_media_media_type(d.pop("mediaType"))

        url = d.pop("url")

        pinterest_post_metrics_pinterest_pin_media = cls(
            media_type=media_type,
            url=url,
        )

        pinterest_post_metrics_pinterest_pin_media.additional_properties = d
        return pinterest_post_metrics_pinterest_pin_media

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
