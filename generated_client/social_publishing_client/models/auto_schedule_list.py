from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.auto_schedule_list_schedules import AutoScheduleListSchedules


T = TypeVar("T", bound="AutoScheduleList")


@_attrs_define
class AutoScheduleList:
    """Response of `list_auto_schedules`, schedules by title (DOCS list-schedule)."""

    status: Literal["success"]
    schedules: AutoScheduleListSchedules
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        schedules = self.schedules.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "schedules": schedules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.auto_schedule_list_schedules import AutoScheduleListSchedules

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        schedules = AutoScheduleListSchedules.from_dict(d.pop("schedules"))

        auto_schedule_list = cls(
            status=status,
            schedules=schedules,
        )

        auto_schedule_list.additional_properties = d
        return auto_schedule_list

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
