from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MediaUploadDataUri")


@_attrs_define
class MediaUploadDataUri:
    """JSON form of `upload_media`."""

    file: str
    """ Data URI `data:<content-type>;base64,<Base64 text>`; the decoded file is at most
    `x-limits.uploadMaxBytes` bytes.
     """
    file_name: str | Unset = UNSET
    """ Name of the file. """
    description: str | Unset = UNSET
    """ Description of the file. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file = self.file

        file_name = self.file_name

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "file": file,
            }
        )
        if file_name is not UNSET:
            field_dict["fileName"] = file_name
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file = d.pop("file")

        file_name = d.pop("fileName", UNSET)

        description = d.pop("description", UNSET)

        media_upload_data_uri = cls(
            file=file,
            file_name=file_name,
            description=description,
        )

        media_upload_data_uri.additional_properties = d
        return media_upload_data_uri

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
