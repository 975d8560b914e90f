from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """A User Profile (never with its key).

    Attributes:
        title (str):
        ref_id (str):
        created (datetime.datetime): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example: 2026-11-22T18:00:00Z.
        active_social_accounts (list[Platform]): The networks linked to the profile.
    """

    title: str
    ref_id: str
    created: datetime.datetime
    active_social_accounts: list[Platform]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        ref_id = self.ref_id

        created = self.created.isoformat()

        active_social_accounts = []
        for active_social_accounts_item_data in self.active_social_accounts:
            active_social_accounts_item: str = active_social_accounts_item_data
            active_social_accounts.append(active_social_accounts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "title": title,
                "refId": ref_id,
                "created": created,
                "activeSocialAccounts": active_social_accounts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title")

        ref_id = d.pop("refId")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        active_social_accounts = []
        _active_social_accounts = d.pop("activeSocialAccounts")
        for active_social_accounts_item_data in _active_social_accounts:
            active_social_accounts_item = check_platform(active_social_accounts_item_data)

            active_social_accounts.append(active_social_accounts_item)

        profile = cls(
            title=title,
            ref_id=ref_id,
            created=created,
            active_social_accounts=active_social_accounts,
        )

        profile.additional_properties = d
        return profile

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
