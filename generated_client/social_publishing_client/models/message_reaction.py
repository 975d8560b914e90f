from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MessageReaction")


@_attrs_define
class MessageReaction:
    """A participant's reaction to a message (inferred).

    Example:
        {'senderId': '17841400000000001', 'reaction': '❤️', 'created': '2026-11-22T18:06:00Z'}

    """

    sender_id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    reaction: str
    """ A reaction to a message, an emoji (Messenger and Instagram react with emoji; inferred). """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sender_id = self.sender_id

        reaction = self.reaction

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "senderId": sender_id,
                "reaction": reaction,
                "created": created,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sender_id = d.pop("senderId")

        reaction = d.pop("reaction")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        message_reaction = cls(
            sender_id=sender_id,
            reaction=reaction,
            created=created,
        )

        message_reaction.additional_properties = d
        return message_reaction

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
