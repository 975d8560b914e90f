from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClockChange")


@_attrs_define
class ClockChange:
    """Exactly one of `advanceSeconds` and `set`."""

    advance_seconds: float | Unset = UNSET
    """ Seconds to move the clock by (negative moves it back). """
    set: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """

    def to_dict(self) -> dict[str, Any]:
        advance_seconds = self.advance_seconds

        set_: str | Unset = UNSET
        if not isinstance(self.set, Unset):
            from social_publishing_sandbox.types import datetime_to_wire

            set_ = datetime_to_wire(self.set)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if advance_seconds is not UNSET:
            field_dict["advanceSeconds"] = advance_seconds
        if set_ is not UNSET:
            field_dict["set"] = set_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        advance_seconds = d.pop("advanceSeconds", UNSET)

        _set_ = d.pop("set", UNSET)
        set_: datetime.datetime | Unset
        if isinstance(_set_, Unset):
            set_ = UNSET
        else:
            set_ = datetime.datetime.fromisoformat(_set_)

        clock_change = cls(
            advance_seconds=advance_seconds,
            set=set_,
        )

        return clock_change
