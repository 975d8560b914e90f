from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="ProfileUpdate")


@_attrs_define
class ProfileUpdate:
    """Body of `update_profile`: the title (required by the docs; it may be the current one) and
    the settings to change; settings not sent stay as they are (inferred). The profile is
    named by the `Profile-Key` header or by `profileKey` here (the SDKs' and an earlier
    page's form). Source: DOCS apis/profiles/update-profile.

    """

    title: str
    """ Title of the profile; unique in the account (case-sensitive), shown on the social account
    linking page. A title in use gets code 146.
     """
    messaging_active: bool | Unset = UNSET
    """ Activate messaging for this profile (default false). """
    hide_top_header: bool | Unset = UNSET
    """ Hide the top header on social account linking page. """
    top_header: str | Unset = UNSET
    """ Header of social account linking page (default "Social Accounts for <title>"). """
    disable_social: list[Platform] | Unset = UNSET
    """ Networks disabled for this profile. """
    tags: list[str] | Unset = UNSET
    """ Tags to organise User Profiles (internal to the account). """
    profile_key: str | Unset = UNSET
    """ The Profile Key of the User Profile to update (instead of, or as well as, the
    `Profile-Key` header, which must then name the same profile: code 162).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        messaging_active = self.messaging_active

        hide_top_header = self.hide_top_header

        top_header = self.top_header

        disable_social: list[str] | Unset = UNSET
        if not isinstance(self.disable_social, Unset):
            disable_social = []
            for disable_social_item_data in self.disable_social:
                disable_social_item: str = disable_social_item_data
                disable_social.append(disable_social_item)

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        profile_key = self.profile_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "title": title,
            }
        )
        if messaging_active is not UNSET:
            field_dict["messagingActive"] = messaging_active
        if hide_top_header is not UNSET:
            field_dict["hideTopHeader"] = hide_top_header
        if top_header is not UNSET:
            field_dict["topHeader"] = top_header
        if disable_social is not UNSET:
            field_dict["disableSocial"] = disable_social
        if tags is not UNSET:
            field_dict["tags"] = tags
        if profile_key is not UNSET:
            field_dict["profileKey"] = profile_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title")

        messaging_active = d.pop("messagingActive", UNSET)

        hide_top_header = d.pop("hideTopHeader", UNSET)

        top_header = d.pop("topHeader", UNSET)

        _disable_social = d.pop("disableSocial", UNSET)
        disable_social: list[Platform] | Unset = UNSET
        if _disable_social is not UNSET:
            disable_social = []
            for disable_social_item_data in _disable_social:
                disable_social_item = check_platform(disable_social_item_data)

                disable_social.append(disable_social_item)

        tags = cast(list[str], d.pop("tags", UNSET))

        profile_key = d.pop("profileKey", UNSET)

        profile_update = cls(
            title=title,
            messaging_active=messaging_active,
            hide_top_header=hide_top_header,
            top_header=top_header,
            disable_social=disable_social,
            tags=tags,
            profile_key=profile_key,
        )

        profile_update.additional_properties = d
        return profile_update

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
