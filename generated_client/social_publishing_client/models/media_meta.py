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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MediaMeta")


@_attrs_define
class MediaMeta:
    """Response of `get_media_meta`. Own shape (inferred; the service publishes only "file
    metadata").

    """

    status: Literal["success"]
    url: str
    """ The URL read, as sent. """
    content_type: str
    """ Media type of the file (for an image, read from its content). """
    size: int
    """ Length of the file in bytes. """
    width: int | Unset = UNSET
    """ Width in pixels (images only). """
    height: int | Unset = UNSET
    """ Height in pixels (images only). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        url = self.url

        content_type = self.content_type

        size = self.size

        width = self.width

        height = self.height

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "url": url,
                "contentType": content_type,
                "size": size,
            }
        )
        if width is not UNSET:
            field_dict["width"] = width
        if height is not UNSET:
            field_dict["height"] = height

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        url = d.pop("url")

        content_type = d.pop("contentType")

        size = d.pop("size")

        width = d.pop("width", UNSET)

        height = d.pop("height", UNSET)

        media_meta = cls(
            status=status,
            url=url,
            content_type=content_type,
            size=size,
            width=width,
            height=height,
        )

        media_meta.additional_properties = d
        return media_meta

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
