from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ClockFreeze")


@_attrs_define
class ClockFreeze:
    """Whether the clock stands still from now on."""

    frozen: bool

    def to_dict(self) -> dict[str, Any]:
        frozen = self.frozen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "frozen": frozen,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        frozen = d.pop("frozen")

        clock_freeze = cls(
            frozen=frozen,
        )

        return clock_freeze
