from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MediaUploadDataUri")


@_attrs_define
class MediaUploadDataUri:
    """JSON form of `upload_media`.

    Attributes:
        file (str): Data URI `data:<content-type>;base64,<Base64 text>`; the decoded file is at most
            `x-limits.uploadMaxBytes` bytes.
        file_name (str | Unset): Name of the file.
        description (str | Unset): Description of the file.
    """

    file: str
    file_name: str | Unset = UNSET
    description: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        file = self.file

        file_name = self.file_name

        description = self.description

        field_dict: dict[str, Any] = {}

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

        return media_upload_data_uri
