from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RateLimitChange")


@_attrs_define
class RateLimitChange:
    """The acting profile's requests per window, or null for the server's limit."""

    max: int | None
    """ Requests per window of `x-rate-limit` (0 refuses every request). """

    def to_dict(self) -> dict[str, Any]:
        max_: int | None
        max_ = self.max

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_max_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_ = _parse_max_(d.pop("max"))

        rate_limit_change = cls(
            max=max_,
        )

        return rate_limit_change
