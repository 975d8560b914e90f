from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AutoSchedulePost")


@_attrs_define
class AutoSchedulePost:
    """`autoSchedule` of `create_post` (DOCS auto-schedule overview): with `schedule: true` the
    post is placed in the next free slot of the schedule named `title` (default `default`):
    the first slot after both now and the schedule's `lastScheduleDate`, on a listed day of
    the week, not on an excluded date, and not before `setStartDate`. The post is then a
    scheduled post with that `scheduleDate` (a `scheduleDate` sent with it is ignored).

    """

    schedule: bool
    """ True to place the post by the schedule (false is ignored). """
    title: str | Unset = UNSET
    """ The schedule's name (default `default`). ONE: "alphanumeric only; special characters like
    *, ~, /, [, ] are not allowed"; the docs' own example title "Instagram Schedule" has a
    space, so spaces, `_` and `-` are accepted too (inferred).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        schedule = self.schedule

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "schedule": schedule,
            }
        )
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        schedule = d.pop("schedule")

        title = d.pop("title", UNSET)

        auto_schedule_post = cls(
            schedule=schedule,
            title=title,
        )

        auto_schedule_post.additional_properties = d
        return auto_schedule_post

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
