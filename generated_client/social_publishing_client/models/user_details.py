from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.firestore_time import FirestoreTime
    from ..models.linked_account import LinkedAccount


T = TypeVar("T", bound="UserDetails")


@_attrs_define
class UserDetails:
    """The user record of the acting profile (DOCS profile-details example, LIVE asserts).
    `activeSocialAccounts` is absent when nothing is linked (DOCS). `monthlyPostCount`
    counts the profile's posts whose publish time (`scheduleDate`, else creation) is in the
    current calendar month (UTC, service clock); the SDK-PY README names a post quota but not
    its field (the name is inferred).
    `validated` answers `validate=true` (inferred name).

    """

    status: Literal["success"]
    title: str
    """ Title of the profile (`Primary Profile` for the account's own, DOCS). """
    ref_id: str
    """ Reference ID of the profile (DOCS). """
    created: FirestoreTime
    """ An instant as seconds and nanoseconds since the Unix epoch (DOCS get-profiles: `created`).
     """
    display_names: list[LinkedAccount]
    """ One entry per linked network, in the order of `activeSocialAccounts`. """
    monthly_post_count: int
    """ The profile's posts published or scheduled in the current calendar month (UTC). """
    active_social_accounts: list[Platform] | Unset = UNSET
    """ The networks linked to the profile; absent when none is (DOCS). """
    validated: bool | Unset = UNSET
    """ Present (true) when `validate=true` found the User Profile (inferred name). """
    messaging_conversation_monthly_count: int | Unset = UNSET
    """ The profile's active conversations in the current billing cycle: the conversations
    it sent a message to (inbound messages alone do not count), the count
    `x-messaging.activeConversationsPerCycle` of `send_message` limits (code 666 once
    reached). The legacy DOCS messages page says the user endpoint reports the
    conversation count; the field's name is the one third-party clients of the service
    read from GET /user (public code on GitHub; not in the official docs' visible part).
    Present when the account has the Messaging add-on (inferred); the sandbox's billing
    cycle is the calendar month (UTC) of the service clock (inferred), as for the limit.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        title = self.title

        ref_id = self.ref_id

        created = self.created.to_dict()

        display_names = []
        for display_names_item_data in self.display_names:
            display_names_item = display_names_item_data.to_dict()
            display_names.append(display_names_item)

        monthly_post_count = self.monthly_post_count

        active_social_accounts: list[str] | Unset = UNSET
        if not isinstance(self.active_social_accounts, Unset):
            active_social_accounts = []
            for active_social_accounts_item_data in self.active_social_accounts:
                active_social_accounts_item: str = active_social_accounts_item_data
                active_social_accounts.append(active_social_accounts_item)

        validated = self.validated

        messaging_conversation_monthly_count = self.messaging_conversation_monthly_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "title": title,
                "refId": ref_id,
                "created": created,
                "displayNames": display_names,
                "monthlyPostCount": monthly_post_count,
            }
        )
        if active_social_accounts is not UNSET:
            field_dict["activeSocialAccounts"] = active_social_accounts
        if validated is not UNSET:
            field_dict["validated"] = validated
        if messaging_conversation_monthly_count is not UNSET:
            field_dict["messagingConversationMonthlyCount"] = messaging_conversation_monthly_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.firestore_time import FirestoreTime
        from ..models.linked_account import LinkedAccount

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        title = d.pop("title")

        ref_id = d.pop("refId")

        created = FirestoreTime.from_dict(d.pop("created"))

        display_names = []
        _display_names = d.pop("displayNames")
        for display_names_item_data in _display_names:
            display_names_item = LinkedAccount.from_dict(display_names_item_data)

            display_names.append(display_names_item)

        monthly_post_count = d.pop("monthlyPostCount")

        _active_social_accounts = d.pop("activeSocialAccounts", UNSET)
        active_social_accounts: list[Platform] | Unset = UNSET
        if _active_social_accounts is not UNSET:
            active_social_accounts = []
            for active_social_accounts_item_data in _active_social_accounts:
                active_social_accounts_item = check_platform(active_social_accounts_item_data)

                active_social_accounts.append(active_social_accounts_item)

        validated = d.pop("validated", UNSET)

        messaging_conversation_monthly_count = d.pop("messagingConversationMonthlyCount", UNSET)

        user_details = cls(
            status=status,
            title=title,
            ref_id=ref_id,
            created=created,
            display_names=display_names,
            monthly_post_count=monthly_post_count,
            active_social_accounts=active_social_accounts,
            validated=validated,
            messaging_conversation_monthly_count=messaging_conversation_monthly_count,
        )

        user_details.additional_properties = d
        return user_details

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
