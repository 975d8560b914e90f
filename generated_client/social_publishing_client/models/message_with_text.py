from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MessageWithText")


@_attrs_define
class MessageWithText:
    message: str
    """ The text (the limit is inferred). """
    media_urls: list[str] | Unset = UNSET
    """ Media files; several on Facebook and Instagram, one on X (the limit of 10 is inferred). """
    recipient_id: str | Unset = UNSET
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    conversation_id: str | Unset = UNSET
    """ A conversation, as the network names it (LIVE asserts `conversationId` on each message;
    the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
    Instagram, `<digits>-<digits>` on X).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        recipient_id = self.recipient_id

        conversation_id = self.conversation_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message": message,
            }
        )
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls
        if recipient_id is not UNSET:
            field_dict["recipientId"] = recipient_id
        if conversation_id is not UNSET:
            field_dict["conversationId"] = conversation_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message = d.pop("message")

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        recipient_id = d.pop("recipientId", UNSET)

        conversation_id = d.pop("conversationId", UNSET)

        message_with_text = cls(
            message=message,
            media_urls=media_urls,
            recipient_id=recipient_id,
            conversation_id=conversation_id,
        )

        message_with_text.additional_properties = d
        return message_with_text

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
