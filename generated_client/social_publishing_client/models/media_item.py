from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MediaItem")


@_attrs_define
class MediaItem:
    """An uploaded media item."""

    id: str
    """ Identifier of the uploaded item. """
    url: str
    """ Address of the stored file; usable in `mediaUrls` of `create_post`. """
    file_name: str
    """ Name of the file. """
    description: str
    """ Description of the file (empty when none was given). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        file_name = self.file_name

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "fileName": file_name,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        file_name = d.pop("fileName")

        description = d.pop("description")

        media_item = cls(
            id=id,
            url=url,
            file_name=file_name,
            description=description,
        )

        media_item.additional_properties = d
        return media_item

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
