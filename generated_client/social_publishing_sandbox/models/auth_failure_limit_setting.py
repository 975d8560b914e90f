from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AuthFailureLimitSetting")


@_attrs_define
class AuthFailureLimitSetting:
    """The address whose limit was set (its bucket) and its limit now in force."""

    address: str
    """ The client address as the server counts it (an IPv6 prefix for IPv6). """
    max: int
    """ Failed authentications per window of `x-auth-failure-limit`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        max_ = self.max

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "address": address,
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        address = d.pop("address")

        max_ = d.pop("max")

        auth_failure_limit_setting = cls(
            address=address,
            max=max_,
        )

        auth_failure_limit_setting.additional_properties = d
        return auth_failure_limit_setting

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
