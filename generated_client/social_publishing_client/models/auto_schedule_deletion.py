from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AutoScheduleDeletion")


@_attrs_define
class AutoScheduleDeletion:
    """Body of `delete_auto_schedule` (ONE): the schedule named by `title` (default `default`) is
    deleted; with `deleteLastScheduleDate: true` only its `lastScheduleDate` is cleared, so new
    posts are placed from now on (the schedule stays, inferred from ONE's wording).

    """

    title: str | Unset = UNSET
    """ The schedule's name (default `default`). ONE: "alphanumeric only; special characters like
    *, ~, /, [, ] are not allowed"; the docs' own example title "Instagram Schedule" has a
    space, so spaces, `_` and `-` are accepted too (inferred).
     """
    delete_last_schedule_date: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        delete_last_schedule_date = self.delete_last_schedule_date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if title is not UNSET:
            field_dict["title"] = title
        if delete_last_schedule_date is not UNSET:
            field_dict["deleteLastScheduleDate"] = delete_last_schedule_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title", UNSET)

        delete_last_schedule_date = d.pop("deleteLastScheduleDate", UNSET)

        auto_schedule_deletion = cls(
            title=title,
            delete_last_schedule_date=delete_last_schedule_date,
        )

        auto_schedule_deletion.additional_properties = d
        return auto_schedule_deletion

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
