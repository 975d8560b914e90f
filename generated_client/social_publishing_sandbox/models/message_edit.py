from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.message_platform import MessagePlatform, check_message_platform

T = TypeVar("T", bound="MessageEdit")


@_attrs_define
class MessageEdit:
    """The correspondent's new text of a message they sent."""

    platform: MessagePlatform
    """ A network of the messages interface (MCP `MESSAGE_PLATFORMS`). """
    message_id: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        message_id = self.message_id

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "platform": platform,
                "messageId": message_id,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_message_platform(d.pop("platform"))

        message_id = d.pop("messageId")

        message = d.pop("message")

        message_edit = cls(
            platform=platform,
            message_id=message_id,
            message=message,
        )

        return message_edit
