from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.message_platform import MessagePlatform, check_message_platform

T = TypeVar("T", bound="MessagingState")


@_attrs_define
class MessagingState:
    relink_required: list[MessagePlatform]
    active_conversation_limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        relink_required = []
        for relink_required_item_data in self.relink_required:
            relink_required_item: str = relink_required_item_data
            relink_required.append(relink_required_item)

        active_conversation_limit = self.active_conversation_limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "relinkRequired": relink_required,
                "activeConversationLimit": active_conversation_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        relink_required = []
        _relink_required = d.pop("relinkRequired")
        for relink_required_item_data in _relink_required:
            relink_required_item = check_message_platform(relink_required_item_data)

            relink_required.append(relink_required_item)

        active_conversation_limit = d.pop("activeConversationLimit")

        messaging_state = cls(
            relink_required=relink_required,
            active_conversation_limit=active_conversation_limit,
        )

        messaging_state.additional_properties = d
        return messaging_state

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
