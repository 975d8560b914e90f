from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RateLimitSetting")


@_attrs_define
class RateLimitSetting:
    """The rate limit in force for the acting profile."""

    max: int
    """ Requests per window of `x-rate-limit`. """
    address: str | Unset = UNSET
    """ With `callingAddressOnly`: the calling address as the server counts it (an IPv6
    prefix for IPv6), whose requests the limit applies to.
     """
    suspend_after: int | Unset = UNSET
    """ With `suspendAfter` in the request, the count that now suspends the profile. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_ = self.max

        address = self.address

        suspend_after = self.suspend_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max": max_,
            }
        )
        if address is not UNSET:
            field_dict["address"] = address
        if suspend_after is not UNSET:
            field_dict["suspendAfter"] = suspend_after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_ = d.pop("max")

        address = d.pop("address", UNSET)

        suspend_after = d.pop("suspendAfter", UNSET)

        rate_limit_setting = cls(
            max=max_,
            address=address,
            suspend_after=suspend_after,
        )

        rate_limit_setting.additional_properties = d
        return rate_limit_setting

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
