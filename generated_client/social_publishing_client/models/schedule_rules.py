from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScheduleRules")


@_attrs_define
class ScheduleRules:
    """One schedule as `list_auto_schedules` shows it (DOCS list-schedule)."""

    schedule: list[str]
    days_of_week: list[int] | Unset = UNSET
    """ Days on which posts are placed, 0 = Sunday ... 6 = Saturday (ONE). Absent: every day (ONE
    writes the default as `[0,6]`, read here as the range 0-6 (inferred)).
     """
    exclude_dates: list[str] | Unset = UNSET
    set_start_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    last_schedule_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        schedule = self.schedule

        days_of_week: list[int] | Unset = UNSET
        if not isinstance(self.days_of_week, Unset):
            days_of_week = self.days_of_week

        exclude_dates: list[str] | Unset = UNSET
        if not isinstance(self.exclude_dates, Unset):
            exclude_dates = self.exclude_dates

        set_start_date: str | Unset = UNSET
        if not isinstance(self.set_start_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            set_start_date = datetime_to_wire(self.set_start_date)

        last_schedule_date: str | Unset = UNSET
        if not isinstance(self.last_schedule_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            last_schedule_date = datetime_to_wire(self.last_schedule_date)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "schedule": schedule,
            }
        )
        if days_of_week is not UNSET:
            field_dict["daysOfWeek"] = days_of_week
        if exclude_dates is not UNSET:
            field_dict["excludeDates"] = exclude_dates
        if set_start_date is not UNSET:
            field_dict["setStartDate"] = set_start_date
        if last_schedule_date is not UNSET:
            field_dict["lastScheduleDate"] = last_schedule_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        schedule = cast(list[str], d.pop("schedule"))

        days_of_week = cast(list[int], d.pop("daysOfWeek", UNSET))

        exclude_dates = cast(list[str], d.pop("excludeDates", UNSET))

        _set_start_date = d.pop("setStartDate", UNSET)
        set_start_date: datetime.datetime | Unset
        if isinstance(_set_start_date, Unset):
            set_start_date = UNSET
        else:
            set_start_date = datetime.datetime.fromisoformat(_set_start_date)

        _last_schedule_date = d.pop("lastScheduleDate", UNSET)
        last_schedule_date: datetime.datetime | Unset
        if isinstance(_last_schedule_date, Unset):
            last_schedule_date = UNSET
        else:
            last_schedule_date = datetime.datetime.fromisoformat(_last_schedule_date)

        schedule_rules = cls(
            schedule=schedule,
            days_of_week=days_of_week,
            exclude_dates=exclude_dates,
            set_start_date=set_start_date,
            last_schedule_date=last_schedule_date,
        )

        schedule_rules.additional_properties = d
        return schedule_rules

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
