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

from ..models.message_platform import MessagePlatform, check_message_platform

T = TypeVar("T", bound="MessagesRead")


@_attrs_define
class MessagesRead:
    """The messages the correspondent read now."""

    status: Literal["success"]
    platform: MessagePlatform
    """ A network of the messages interface (MCP `MESSAGE_PLATFORMS`). """
    conversation_id: str
    """ A conversation, as the network names it (LIVE asserts `conversationId` on each message;
    the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
    Instagram, `<digits>-<digits>` on X).
     """
    message_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        platform: str = self.platform

        conversation_id = self.conversation_id

        message_ids = self.message_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "platform": platform,
                "conversationId": conversation_id,
                "messageIds": message_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        platform = check_message_platform(d.pop("platform"))

        conversation_id = d.pop("conversationId")

        message_ids = cast(list[str], d.pop("messageIds"))

        messages_read = cls(
            status=status,
            platform=platform,
            conversation_id=conversation_id,
            message_ids=message_ids,
        )

        messages_read.additional_properties = d
        return messages_read

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
