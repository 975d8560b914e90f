from __future__ import annotations

from collections.abc import Mapping
from io import BytesIO
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from .. import types
from ..types import File

T = TypeVar("T", bound="BulkPostForm")


@_attrs_define
class BulkPostForm:
    """Multipart form of `bulk_post` (DOCS apis/post/bulk-post: the `file` part holds the CSV file
    of posts). Other parts are ignored (`x-conventions`).

    """

    file: File
    """ The CSV file (RFC 4180, UTF-8, an optional byte-order mark), at most
    `x-limits.uploadMaxBytes` bytes: a header row naming the columns of the operation's
    `x-bulk-csv.columns` (in any order; other columns are ignored, inferred), then one post
    per row, at most `x-bulk-csv.maxRows` rows.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file = self.file.to_tuple()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "file": file,
            }
        )

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("file", self.file.to_tuple()))

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file = File(payload=BytesIO(d.pop("file")))

        bulk_post_form = cls(
            file=file,
        )

        bulk_post_form.additional_properties = d
        return bulk_post_form

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
