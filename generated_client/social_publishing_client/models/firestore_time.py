from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FirestoreTime")


@_attrs_define
class FirestoreTime:
    """An instant as seconds and nanoseconds since the Unix epoch (DOCS get-profiles: `created`).

    Example:
        {'_seconds': 1604094099, '_nanoseconds': 530000000}

    """

    field_seconds: int
    field_nanoseconds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field_seconds = self.field_seconds

        field_nanoseconds = self.field_nanoseconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "_seconds": field_seconds,
                "_nanoseconds": field_nanoseconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field_seconds = d.pop("_seconds")

        field_nanoseconds = d.pop("_nanoseconds")

        firestore_time = cls(
            field_seconds=field_seconds,
            field_nanoseconds=field_nanoseconds,
        )

        firestore_time.additional_properties = d
        return firestore_time

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
