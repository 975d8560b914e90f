from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuthFailureLimitChange")


@_attrs_define
class AuthFailureLimitChange:
    """Failed authentications per window for a client address (the calling one unless `address` names another), or null for
    the server's limit.

    """

    max: int | None
    """ Failed authentications per window of `x-auth-failure-limit`. """
    address: str | Unset = UNSET
    """ The client address whose limit is set, an IPv4 or IPv6 address (an IPv6 address names its prefix); without
    it the calling address. """

    def to_dict(self) -> dict[str, Any]:
        max_: int | None
        max_ = self.max

        address = self.address

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max": max_,
            }
        )
        if address is not UNSET:
            field_dict["address"] = address

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_max_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_ = _parse_max_(d.pop("max"))

        address = d.pop("address", UNSET)

        auth_failure_limit_change = cls(
            max=max_,
            address=address,
        )

        return auth_failure_limit_change
