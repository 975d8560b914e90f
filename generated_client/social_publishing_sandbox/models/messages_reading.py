from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.message_platform import MessagePlatform, check_message_platform

T = TypeVar("T", bound="MessagesReading")


@_attrs_define
class MessagesReading:
    """The conversation whose correspondent reads the profile's messages."""

    platform: MessagePlatform
    """ A network of the messages interface (MCP `MESSAGE_PLATFORMS`). """
    conversation_id: str
    """ A conversation, as the network names it (LIVE asserts `conversationId` on each message;
    the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
    Instagram, `<digits>-<digits>` on X).
     """

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        conversation_id = self.conversation_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "platform": platform,
                "conversationId": conversation_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_message_platform(d.pop("platform"))

        conversation_id = d.pop("conversationId")

        messages_reading = cls(
            platform=platform,
            conversation_id=conversation_id,
        )

        return messages_reading
