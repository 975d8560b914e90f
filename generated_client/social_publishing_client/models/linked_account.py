from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="LinkedAccount")


@_attrs_define
class LinkedAccount:
    """The account a linked network holds (DOCS profile-details `displayNames`: `created`,
    `displayName`, `id`, `platform`, `profileUrl`, `userImage`, `username`; `pageName` and
    `userId` on Facebook; `usedQuota` on Instagram; `type` on LinkedIn, Telegram and, with
    `instagramDetails`, Instagram (the account type; inferred)).

        Example:
            {'platform': 'linkedin', 'displayName': 'Acme on LinkedIn', 'created': '2026-11-22T18:00:00Z', 'id':
                'urn:li:organization:90412345', 'username': 'acme-sandbox-5e1a', 'profileUrl':
                'https://www.linkedin.com/company/90412345', 'userImage':
                'https://sandbox.invalid/avatars/linkedin/5e1a0c2b3d.png', 'type': 'organization'}

    """

    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    display_name: str
    """ The name the account shows on the network. """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    id: str
    """ The account's id on the network. """
    username: str
    profile_url: str
    """ Address of the account's page on the network. """
    user_image: str
    """ Address of the account's picture. """
    page_name: str | Unset = UNSET
    """ Facebook only, the Page's name. """
    user_id: str | Unset = UNSET
    """ Facebook only, the id of the user who linked the Page. """
    used_quota: int | Unset = UNSET
    """ Instagram with `instagramDetails`: posts published on Instagram in the last 24 hours
    (service clock); Instagram allows 50 per rolling 24 hours (FR).
     """
    type: str | Unset = UNSET
    """ The account type: `business` for Instagram with `instagramDetails` (inferred),
    `organization` for LinkedIn Pages, `channel` for Telegram (inferred values).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        display_name = self.display_name

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        id = self.id

        username = self.username

        profile_url = self.profile_url

        user_image = self.user_image

        page_name = self.page_name

        user_id = self.user_id

        used_quota = self.used_quota

        type_ = self.type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "platform": platform,
                "displayName": display_name,
                "created": created,
                "id": id,
                "username": username,
                "profileUrl": profile_url,
                "userImage": user_image,
            }
        )
        if page_name is not UNSET:
            field_dict["pageName"] = page_name
        if user_id is not UNSET:
            field_dict["userId"] = user_id
        if used_quota is not UNSET:
            field_dict["usedQuota"] = used_quota
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_platform(d.pop("platform"))

        display_name = d.pop("displayName")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        id = d.pop("id")

        username = d.pop("username")

        profile_url = d.pop("profileUrl")

        user_image = d.pop("userImage")

        page_name = d.pop("pageName", UNSET)

        user_id = d.pop("userId", UNSET)

        used_quota = d.pop("usedQuota", UNSET)

        type_ = d.pop("type", UNSET)

        linked_account = cls(
            platform=platform,
            display_name=display_name,
            created=created,
            id=id,
            username=username,
            profile_url=profile_url,
            user_image=user_image,
            page_name=page_name,
            user_id=user_id,
            used_quota=used_quota,
            type=type_,
        )

        linked_account.additional_properties = d
        return linked_account

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
