from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AutoScheduleTimes")


@_attrs_define
class AutoScheduleTimes:
    schedule: list[str]
    """ The times of day (UTC) posts are placed at. """
    title: str | Unset = UNSET
    """ The schedule's name (default `default`). ONE: "alphanumeric only; special characters like
    *, ~, /, [, ] are not allowed"; the docs' own example title "Instagram Schedule" has a
    space, so spaces, `_` and `-` are accepted too (inferred).
     """
    days_of_week: list[int] | Unset = UNSET
    """ Days on which posts are placed, 0 = Sunday ... 6 = Saturday (ONE). Absent: every day (ONE
    writes the default as `[0,6]`, read here as the range 0-6 (inferred)).
     """
    exclude_dates: list[str] | Unset = UNSET
    """ Dates (UTC) on which no post is placed. """
    set_start_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        schedule = self.schedule

        title = self.title

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "schedule": schedule,
            }
        )
        if title is not UNSET:
            field_dict["title"] = title
        if days_of_week is not UNSET:
            field_dict["daysOfWeek"] = days_of_week
        if exclude_dates is not UNSET:
            field_dict["excludeDates"] = exclude_dates
        if set_start_date is not UNSET:
            field_dict["setStartDate"] = set_start_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        schedule = cast(list[str], d.pop("schedule"))

        title = d.pop("title", UNSET)

        days_of_week = cast(list[int], d.pop("daysOfWeek", UNSET))

        exclude_dates = cast(list[str], d.pop("excludeDates", UNSET))

        _set_start_date = d.pop("setStartDate", UNSET)
        set_start_date: datetime.datetime | Unset
        if isinstance(_set_start_date, Unset):
            set_start_date = UNSET
        else:
            set_start_date = datetime.datetime.fromisoformat(_set_start_date)

        auto_schedule_times = cls(
            schedule=schedule,
            title=title,
            days_of_week=days_of_week,
            exclude_dates=exclude_dates,
            set_start_date=set_start_date,
        )

        auto_schedule_times.additional_properties = d
        return auto_schedule_times

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
