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

from ..models.conversation_status import ConversationStatus, check_conversation_status

T = TypeVar("T", bound="ConversationUpdated")


@_attrs_define
class ConversationUpdated:
    """The answer of `update_conversation` (inferred).

    Example:
        {'status': 'success', 'conversationId': 'aWdfZAGNvbnYxMjM0NTY3ODkw', 'conversationStatus': 'archived'}

    """

    status: Literal["success"]
    conversation_id: str
    """ A conversation, as the network names it (LIVE asserts `conversationId` on each message;
    the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
    Instagram, `<digits>-<digits>` on X).
     """
    conversation_status: ConversationStatus
    """ A conversation's state (MCP `status` filter of get messages; ONE archive path). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        conversation_id = self.conversation_id

        conversation_status: str = self.conversation_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "conversationId": conversation_id,
                "conversationStatus": conversation_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        conversation_id = d.pop("conversationId")

        conversation_status = check_conversation_status(d.pop("conversationStatus"))

        conversation_updated = cls(
            status=status,
            conversation_id=conversation_id,
            conversation_status=conversation_status,
        )

        conversation_updated.additional_properties = d
        return conversation_updated

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
