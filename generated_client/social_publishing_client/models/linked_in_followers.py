from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LinkedInFollowers")


@_attrs_define
class LinkedInFollowers:
    """LinkedIn Page followers (LIVE)."""

    organic_follower_count: int
    paid_follower_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        organic_follower_count = self.organic_follower_count

        paid_follower_count = self.paid_follower_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "organicFollowerCount": organic_follower_count,
                "paidFollowerCount": paid_follower_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        organic_follower_count = d.pop("organicFollowerCount")

        paid_follower_count = d.pop("paidFollowerCount")

        linked_in_followers = cls(
            organic_follower_count=organic_follower_count,
            paid_follower_count=paid_follower_count,
        )

        linked_in_followers.additional_properties = d
        return linked_in_followers

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
