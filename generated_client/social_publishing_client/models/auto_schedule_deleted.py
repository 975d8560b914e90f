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

T = TypeVar("T", bound="AutoScheduleDeleted")


@_attrs_define
class AutoScheduleDeleted:
    """Response of `delete_auto_schedule` (inferred; the docs show none)."""

    status: Literal["success"]
    title: str
    """ The schedule's name (default `default`). ONE: "alphanumeric only; special characters like
    *, ~, /, [, ] are not allowed"; the docs' own example title "Instagram Schedule" has a
    space, so spaces, `_` and `-` are accepted too (inferred).
     """
    deleted: bool
    """ True when the schedule was deleted; false when only its lastScheduleDate was cleared. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        title = self.title

        deleted = self.deleted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "title": title,
                "deleted": deleted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        title = d.pop("title")

        deleted = d.pop("deleted")

        auto_schedule_deleted = cls(
            status=status,
            title=title,
            deleted=deleted,
        )

        auto_schedule_deleted.additional_properties = d
        return auto_schedule_deleted

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
