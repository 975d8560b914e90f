from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.message_platform import MessagePlatform, check_message_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="MessagingStateChange")


@_attrs_define
class MessagingStateChange:
    relink_required: list[MessagePlatform] | Unset = UNSET
    active_conversation_limit: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        relink_required: list[str] | Unset = UNSET
        if not isinstance(self.relink_required, Unset):
            relink_required = []
            for relink_required_item_data in self.relink_required:
                relink_required_item: str = relink_required_item_data
                relink_required.append(relink_required_item)

        active_conversation_limit = self.active_conversation_limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if relink_required is not UNSET:
            field_dict["relinkRequired"] = relink_required
        if active_conversation_limit is not UNSET:
            field_dict["activeConversationLimit"] = active_conversation_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _relink_required = d.pop("relinkRequired", UNSET)
        relink_required: list[MessagePlatform] | Unset = UNSET
        if _relink_required is not UNSET:
            relink_required = []
            for relink_required_item_data in _relink_required:
                relink_required_item = check_message_platform(relink_required_item_data)

                relink_required.append(relink_required_item)

        active_conversation_limit = d.pop("activeConversationLimit", UNSET)

        messaging_state_change = cls(
            relink_required=relink_required,
            active_conversation_limit=active_conversation_limit,
        )

        return messaging_state_change
