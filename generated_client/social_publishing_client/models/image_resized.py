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

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="ImageResized")


@_attrs_define
class ImageResized:
    """Response of `resize_image` (LIVE `{status, url, platform}`; width and height own)."""

    status: Literal["success"]
    url: str
    """ Address of the resized image in the media library. """
    width: int
    height: int
    platform: Platform | Unset = UNSET
    """ Lower-case name of a supported social network (`twitter` is X). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        url = self.url

        width = self.width

        height = self.height

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "url": url,
                "width": width,
                "height": height,
            }
        )
        if platform is not UNSET:
            field_dict["platform"] = platform

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        url = d.pop("url")

        width = d.pop("width")

        height = d.pop("height")

        _platform = d.pop("platform", UNSET)
        platform: Platform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = check_platform(_platform)

        image_resized = cls(
            status=status,
            url=url,
            width=width,
            height=height,
            platform=platform,
        )

        image_resized.additional_properties = d
        return image_resized

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
