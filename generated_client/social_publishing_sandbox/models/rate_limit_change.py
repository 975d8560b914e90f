from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RateLimitChange")


@_attrs_define
class RateLimitChange:
    """The acting profile's requests per window, or null for the server's limit."""

    max: int | None
    """ Requests per window of `x-rate-limit` (0 refuses every request). """
    calling_address_only: bool | Unset = False
    """ The limit is for the acting profile's requests from the calling address only
    (null: remove that address's limit).
     """

    def to_dict(self) -> dict[str, Any]:
        max_: int | None
        max_ = self.max

        calling_address_only = self.calling_address_only

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max": max_,
            }
        )
        if calling_address_only is not UNSET:
            field_dict["callingAddressOnly"] = calling_address_only

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_max_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_ = _parse_max_(d.pop("max"))

        calling_address_only = d.pop("callingAddressOnly", UNSET)

        rate_limit_change = cls(
            max=max_,
            calling_address_only=calling_address_only,
        )

        return rate_limit_change
