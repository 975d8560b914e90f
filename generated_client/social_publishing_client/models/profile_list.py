from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.profile import Profile


T = TypeVar("T", bound="ProfileList")


@_attrs_define
class ProfileList:
    """The account's User Profiles (the Primary Profile is not listed). Source: DOCS
    apis/profiles/get-profiles (`profiles`, `count`, `lastUpdated`, `nextUpdate`). `count` is
    the number of profiles listed (inferred). `lastUpdated` is when the list was read and
    `nextUpdate` when a cached copy would be refreshed, 5 minutes later as in the docs'
    example (inferred; this service answers from the current records every time).

    """

    profiles: list[Profile]
    count: int
    last_updated: str
    """ UTC time with milliseconds, exactly `YYYY-MM-DDThh:mm:ss.sssZ` (DOCS get-profiles:
    `createdUTC`, `lastUpdated`, `nextUpdate`).
     """
    next_update: str
    """ UTC time with milliseconds, exactly `YYYY-MM-DDThh:mm:ss.sssZ` (DOCS get-profiles:
    `createdUTC`, `lastUpdated`, `nextUpdate`).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        count = self.count

        last_updated = self.last_updated

        next_update = self.next_update

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "profiles": profiles,
                "count": count,
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.profile import Profile

        d = dict(src_dict)
        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = Profile.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        count = d.pop("count")

        last_updated = d.pop("lastUpdated")

        next_update = d.pop("nextUpdate")

        profile_list = cls(
            profiles=profiles,
            count=count,
            last_updated=last_updated,
            next_update=next_update,
        )

        profile_list.additional_properties = d
        return profile_list

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
