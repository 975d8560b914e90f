from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.content_message import ContentMessage


T = TypeVar("T", bound="ContentConversation")


@_attrs_define
class ContentConversation:
    """A conversation with one correspondent and its messages, oldest first."""

    sender_id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    messages: list[ContentMessage]
    sender_name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sender_id = self.sender_id

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        sender_name = self.sender_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "senderId": sender_id,
                "messages": messages,
            }
        )
        if sender_name is not UNSET:
            field_dict["senderName"] = sender_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.content_message import ContentMessage

        d = dict(src_dict)
        sender_id = d.pop("senderId")

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = ContentMessage.from_dict(messages_item_data)

            messages.append(messages_item)

        sender_name = d.pop("senderName", UNSET)

        content_conversation = cls(
            sender_id=sender_id,
            messages=messages,
            sender_name=sender_name,
        )

        return content_conversation
