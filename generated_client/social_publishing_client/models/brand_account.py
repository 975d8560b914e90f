from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="BrandAccount")


@_attrs_define
class BrandAccount:
    """Public facts of one account on one network (own shape; not published)."""

    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    username: str
    followers_count: int
    """ Followers (sandbox: see `get_brand_by_user`). """
    profile_url: str
    """ Address of the account (sandbox: `x-max-pack.brand.profileUrls`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        username = self.username

        followers_count = self.followers_count

        profile_url = self.profile_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "platform": platform,
                "username": username,
                "followersCount": followers_count,
                "profileUrl": profile_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_platform(d.pop("platform"))

        username = d.pop("username")

        followers_count = d.pop("followersCount")

        profile_url = d.pop("profileUrl")

        brand_account = cls(
            platform=platform,
            username=username,
            followers_count=followers_count,
            profile_url=profile_url,
        )

        brand_account.additional_properties = d
        return brand_account

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
