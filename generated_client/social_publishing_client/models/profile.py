from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..models.profile_status import ProfileStatus, check_profile_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.firestore_time import FirestoreTime


T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """A User Profile as `list_profiles` answers it (never with its key). Source: DOCS
    apis/profiles/get-profiles (response example: `status`, `title`, `displayTitle`,
    `created` as `{_seconds, _nanoseconds}`, `createdUTC`, `refId`, `activeSocialAccounts`
    absent when nothing is linked, `suspended`). The settings fields (`messagingActive`,
    `hideTopHeader`, `topHeader`, `disableSocial`, `tags`) echo what create/update stored and
    are present only when set (inferred).

    """

    status: ProfileStatus
    """ `suspended` when the profile is suspended (DOCS get-profiles). """
    title: str
    created: FirestoreTime
    """ An instant as seconds and nanoseconds since the Unix epoch (DOCS get-profiles: `created`).
     """
    created_utc: str
    """ UTC time with milliseconds, exactly `YYYY-MM-DDThh:mm:ss.sssZ` (DOCS get-profiles:
    `createdUTC`, `lastUpdated`, `nextUpdate`).
     """
    ref_id: str
    """ Reference ID of the profile. """
    display_title: str | Unset = UNSET
    """ A display title, as the docs' example shows on some profiles; its meaning is not
    published and this service does not set it.
     """
    active_social_accounts: list[Platform] | Unset = UNSET
    """ The networks linked to the profile; absent when none is (DOCS get-profiles). """
    suspended: bool | Unset = UNSET
    """ Present (true) on a suspended profile (DOCS get-profiles). """
    messaging_active: bool | Unset = UNSET
    hide_top_header: bool | Unset = UNSET
    top_header: str | Unset = UNSET
    disable_social: list[Platform] | Unset = UNSET
    tags: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        title = self.title

        created = self.created.to_dict()

        created_utc = self.created_utc

        ref_id = self.ref_id

        display_title = self.display_title

        active_social_accounts: list[str] | Unset = UNSET
        if not isinstance(self.active_social_accounts, Unset):
            active_social_accounts = []
            for active_social_accounts_item_data in self.active_social_accounts:
                active_social_accounts_item: str = active_social_accounts_item_data
                active_social_accounts.append(active_social_accounts_item)

        suspended = self.suspended

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "title": title,
                "created": created,
                "createdUTC": created_utc,
                "refId": ref_id,
            }
        )
        if display_title is not UNSET:
            field_dict["displayTitle"] = display_title
        if active_social_accounts is not UNSET:
            field_dict["activeSocialAccounts"] = active_social_accounts
        if suspended is not UNSET:
            field_dict["suspended"] = suspended
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.firestore_time import FirestoreTime

        d = dict(src_dict)
        status = check_profile_status(d.pop("status"))

        title = d.pop("title")

        created = FirestoreTime.from_dict(d.pop("created"))

        created_utc = d.pop("createdUTC")

        ref_id = d.pop("refId")

        display_title = d.pop("displayTitle", UNSET)

        _active_social_accounts = d.pop("activeSocialAccounts", UNSET)
        active_social_accounts: list[Platform] | Unset = UNSET
        if _active_social_accounts is not UNSET:
            active_social_accounts = []
            for active_social_accounts_item_data in _active_social_accounts:
                active_social_accounts_item = check_platform(active_social_accounts_item_data)

                active_social_accounts.append(active_social_accounts_item)

        suspended = d.pop("suspended", UNSET)

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

        profile = cls(
            status=status,
            title=title,
            created=created,
            created_utc=created_utc,
            ref_id=ref_id,
            display_title=display_title,
            active_social_accounts=active_social_accounts,
            suspended=suspended,
            messaging_active=messaging_active,
            hide_top_header=hide_top_header,
            top_header=top_header,
            disable_social=disable_social,
            tags=tags,
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
