from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.message_platform import MessagePlatform, check_message_platform

T = TypeVar("T", bound="MessageReactionInjection")


@_attrs_define
class MessageReactionInjection:
    """The correspondent's reaction to a message of the conversation."""

    platform: MessagePlatform
    """ A network of the messages interface (MCP `MESSAGE_PLATFORMS`). """
    message_id: str
    reaction: str
    """ A reaction to a message, an emoji (Messenger and Instagram react with emoji; inferred). """

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        message_id = self.message_id

        reaction = self.reaction

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "platform": platform,
                "messageId": message_id,
                "reaction": reaction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_message_platform(d.pop("platform"))

        message_id = d.pop("messageId")

        reaction = d.pop("reaction")

        message_reaction_injection = cls(
            platform=platform,
            message_id=message_id,
            reaction=reaction,
        )

        return message_reaction_injection
