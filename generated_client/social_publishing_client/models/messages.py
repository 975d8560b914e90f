from __future__ import annotations

import datetime
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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.message import Message


T = TypeVar("T", bound="Messages")


@_attrs_define
class Messages:
    """The answer of `get_messages`: by default `messages` (oldest first) and `messagesCount`;
    with `conversationsOnly=true`, `conversationIds` instead (LIVE asserts both forms). On X
    `next` is the cursor of the following page when more messages remain (MCP: `limit`/`next`
    are X only; the field's name in the answer is inferred). `lastUpdated` is when the answer
    was read, `nextUpdate` `x-refresh-seconds` later.

        Example:
            {'status': 'success', 'messages': [{'id': 'aWdfZAG1lc3NhZ2UxMjM0NTY3', 'created': '2026-11-22T18:05:00Z',
                'action': 'received', 'message': 'Do you deliver on Sundays?', 'conversationId': 'aWdfZAGNvbnYxMjM0NTY3ODkw',
                'recipientId': '17841400000000000', 'senderId': '17841400000000001', 'platform': 'instagram'}], 'messagesCount':
                1, 'lastUpdated': '2026-11-22T18:10:00Z', 'nextUpdate': '2026-11-22T18:20:00Z'}

    """

    status: Literal["success"]
    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    messages: list[Message] | Unset = UNSET
    messages_count: int | Unset = UNSET
    conversation_ids: list[str] | Unset = UNSET
    next: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        messages: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.messages, Unset):
            messages = []
            for messages_item_data in self.messages:
                messages_item = messages_item_data.to_dict()
                messages.append(messages_item)

        messages_count = self.messages_count

        conversation_ids: list[str] | Unset = UNSET
        if not isinstance(self.conversation_ids, Unset):
            conversation_ids = self.conversation_ids

        next_ = self.next

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
            }
        )
        if messages is not UNSET:
            field_dict["messages"] = messages
        if messages_count is not UNSET:
            field_dict["messagesCount"] = messages_count
        if conversation_ids is not UNSET:
            field_dict["conversationIds"] = conversation_ids
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.message import Message

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        _messages = d.pop("messages", UNSET)
        messages: list[Message] | Unset = UNSET
        if _messages is not UNSET:
            messages = []
            for messages_item_data in _messages:
                messages_item = Message.from_dict(messages_item_data)

                messages.append(messages_item)

        messages_count = d.pop("messagesCount", UNSET)

        conversation_ids = cast(list[str], d.pop("conversationIds", UNSET))

        next_ = d.pop("next", UNSET)

        messages = cls(
            status=status,
            last_updated=last_updated,
            next_update=next_update,
            messages=messages,
            messages_count=messages_count,
            conversation_ids=conversation_ids,
            next=next_,
        )

        messages.additional_properties = d
        return messages

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
