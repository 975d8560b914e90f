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
    suspend_after: int | None | Unset = UNSET
    """ 429 answers within `x-rate-limit.suspension.withinHours` hours that suspend the
    acting User Profile (null: `x-rate-limit.suspension.after` again). Sent for
    the Primary Profile, which is never suspended, it is refused (101).
     """

    def to_dict(self) -> dict[str, Any]:
        max_: int | None
        max_ = self.max

        calling_address_only = self.calling_address_only

        suspend_after: int | None | Unset
        if isinstance(self.suspend_after, Unset):
            suspend_after = UNSET
        else:
            suspend_after = self.suspend_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max": max_,
            }
        )
        if calling_address_only is not UNSET:
            field_dict["callingAddressOnly"] = calling_address_only
        if suspend_after is not UNSET:
            field_dict["suspendAfter"] = suspend_after

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

        def _parse_suspend_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        suspend_after = _parse_suspend_after(d.pop("suspendAfter", UNSET))

        rate_limit_change = cls(
            max=max_,
            calling_address_only=calling_address_only,
            suspend_after=suspend_after,
        )

        return rate_limit_change
