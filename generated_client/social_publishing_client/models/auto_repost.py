from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AutoRepost")


@_attrs_define
class AutoRepost:
    """Post the same content again every `days` days, `repeat` times (DOCS apis/post/auto-repost;
    the limits are the documented ones). Stored and echoed by the reference server.

    """

    repeat: int
    days: int
    start_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        repeat = self.repeat

        days = self.days

        start_date: str | Unset = UNSET
        if not isinstance(self.start_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            start_date = datetime_to_wire(self.start_date)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "repeat": repeat,
                "days": days,
            }
        )
        if start_date is not UNSET:
            field_dict["startDate"] = start_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        repeat = d.pop("repeat")

        days = d.pop("days")

        _start_date = d.pop("startDate", UNSET)
        start_date: datetime.datetime | Unset
        if isinstance(_start_date, Unset):
            start_date = UNSET
        else:
            start_date = datetime.datetime.fromisoformat(_start_date)

        auto_repost = cls(
            repeat=repeat,
            days=days,
            start_date=start_date,
        )

        auto_repost.additional_properties = d
        return auto_repost

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
