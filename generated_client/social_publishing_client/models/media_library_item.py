from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MediaLibraryItem")


@_attrs_define
class MediaLibraryItem:
    """An item of the media library."""

    id: str
    """ Identifier of the uploaded item. """
    url: str
    """ Address of the stored file; usable in `mediaUrls` of `create_post`. """
    file_name: str
    """ Name of the file. """
    description: str
    """ Description of the file (empty when none was given). """
    content_type: str
    """ Media type of the file. """
    size: str
    """ Size of the file in bytes, written as a string of decimal digits (DOCS
    apis/media/get-media-in-gallery: `"size": "223340"`).
     """
    time_created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    expires_at: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        file_name = self.file_name

        description = self.description

        content_type = self.content_type

        size = self.size

        from social_publishing_client.types import datetime_to_wire

        time_created = datetime_to_wire(self.time_created)

        from social_publishing_client.types import datetime_to_wire

        expires_at = datetime_to_wire(self.expires_at)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "fileName": file_name,
                "description": description,
                "contentType": content_type,
                "size": size,
                "timeCreated": time_created,
                "expiresAt": expires_at,
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

        content_type = d.pop("contentType")

        size = d.pop("size")

        time_created = datetime.datetime.fromisoformat(d.pop("timeCreated"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        media_library_item = cls(
            id=id,
            url=url,
            file_name=file_name,
            description=description,
            content_type=content_type,
            size=size,
            time_created=time_created,
            expires_at=expires_at,
        )

        media_library_item.additional_properties = d
        return media_library_item

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
