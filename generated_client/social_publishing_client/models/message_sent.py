from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MessageSent")


@_attrs_define
class MessageSent:
    """The answer of `send_message` (LIVE asserts these fields; X only `status` and `messageId`).

    Example:
        {'status': 'success', 'messageId': 'aWdfZAG1lc3NhZ2UxMjM0NTY3', 'recipientId': '17841400000000001',
            'conversationId': 'aWdfZAGNvbnYxMjM0NTY3ODkw', 'message': 'Thanks for reaching out!'}

    """

    status: Literal["success"]
    message_id: str
    """ The new message's id on the network. """
    recipient_id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    conversation_id: str
    """ A conversation, as the network names it (LIVE asserts `conversationId` on each message;
    the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
    Instagram, `<digits>-<digits>` on X).
     """
    message: str | Unset = UNSET
    media_urls: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        message_id = self.message_id

        recipient_id = self.recipient_id

        conversation_id = self.conversation_id

        message = self.message

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "messageId": message_id,
                "recipientId": recipient_id,
                "conversationId": conversation_id,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        message_id = d.pop("messageId")

        recipient_id = d.pop("recipientId")

        conversation_id = d.pop("conversationId")

        message = d.pop("message", UNSET)

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        message_sent = cls(
            status=status,
            message_id=message_id,
            recipient_id=recipient_id,
            conversation_id=conversation_id,
            message=message,
            media_urls=media_urls,
        )

        message_sent.additional_properties = d
        return message_sent

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
