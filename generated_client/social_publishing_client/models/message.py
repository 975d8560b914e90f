from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.message_action import MessageAction, check_message_action
from ..models.message_platform import MessagePlatform, check_message_platform
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.message_reaction import MessageReaction
    from ..models.sender_details import SenderDetails


T = TypeVar("T", bound="Message")


@_attrs_define
class Message:
    """One message of a conversation (LIVE asserts `id`, `created`, `action`, `message`,
    `conversationId`, `recipientId`, `senderId` on Instagram and `senderDetails` on X).
    `action` is `sent` for messages the account sent and `received` for the correspondent's
    (`received` is inferred).

        Example:
            {'id': 'aWdfZAG1lc3NhZ2UxMjM0NTY3', 'created': '2026-11-22T18:05:00Z', 'action': 'received', 'message': 'Do you
                deliver on Sundays?', 'conversationId': 'aWdfZAGNvbnYxMjM0NTY3ODkw', 'recipientId': '17841400000000000',
                'senderId': '17841400000000001', 'platform': 'instagram'}

    """

    id: str
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    action: MessageAction
    conversation_id: str
    """ A conversation, as the network names it (LIVE asserts `conversationId` on each message;
    the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
    Instagram, `<digits>-<digits>` on X).
     """
    recipient_id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    sender_id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    platform: MessagePlatform
    """ A network of the messages interface (MCP `MESSAGE_PLATFORMS`). """
    message: str | Unset = UNSET
    media_urls: list[str] | Unset = UNSET
    sender_details: SenderDetails | Unset = UNSET
    """ The correspondent on X (LIVE asserts `senderDetails` on X messages; fields inferred). """
    auto_response: bool | Unset = UNSET
    """ Present and true on a message the service sent as the auto-response (inferred). """
    read: bool | Unset = UNSET
    """ Present and true on a message the profile sent once the correspondent has read it
    (the messages webhook's `messageRead`; the field is inferred).
     """
    read_at: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    reactions: list[MessageReaction] | Unset = UNSET
    """ The reactions to the message, at most one per participant (a new reaction replaces
    the participant's earlier one, as on Messenger and Instagram); absent when there are
    none (the messages webhook's `reactionCreated`; the field is inferred).
     """
    edited: bool | Unset = UNSET
    """ Present and true on a message its sender edited; `message` is then the new text (the
    messages webhook's `messageEdited`; the field is inferred).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        action: str = self.action

        conversation_id = self.conversation_id

        recipient_id = self.recipient_id

        sender_id = self.sender_id

        platform: str = self.platform

        message = self.message

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        sender_details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sender_details, Unset):
            sender_details = self.sender_details.to_dict()

        auto_response = self.auto_response

        read = self.read

        read_at: str | Unset = UNSET
        if not isinstance(self.read_at, Unset):
            from social_publishing_client.types import datetime_to_wire

            read_at = datetime_to_wire(self.read_at)

        reactions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reactions, Unset):
            reactions = []
            for reactions_item_data in self.reactions:
                reactions_item = reactions_item_data.to_dict()
                reactions.append(reactions_item)

        edited = self.edited

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "created": created,
                "action": action,
                "conversationId": conversation_id,
                "recipientId": recipient_id,
                "senderId": sender_id,
                "platform": platform,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls
        if sender_details is not UNSET:
            field_dict["senderDetails"] = sender_details
        if auto_response is not UNSET:
            field_dict["autoResponse"] = auto_response
        if read is not UNSET:
            field_dict["read"] = read
        if read_at is not UNSET:
            field_dict["readAt"] = read_at
        if reactions is not UNSET:
            field_dict["reactions"] = reactions
        if edited is not UNSET:
            field_dict["edited"] = edited

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.message_reaction import MessageReaction
        from ..models.sender_details import SenderDetails

        d = dict(src_dict)
        id = d.pop("id")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        action = check_message_action(d.pop("action"))

        conversation_id = d.pop("conversationId")

        recipient_id = d.pop("recipientId")

        sender_id = d.pop("senderId")

        platform = check_message_platform(d.pop("platform"))

        message = d.pop("message", UNSET)

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        _sender_details = d.pop("senderDetails", UNSET)
        sender_details: SenderDetails | Unset
        if isinstance(_sender_details, Unset):
            sender_details = UNSET
        else:
            sender_details = SenderDetails.from_dict(_sender_details)

        auto_response = d.pop("autoResponse", UNSET)

        read = d.pop("read", UNSET)

        _read_at = d.pop("readAt", UNSET)
        read_at: datetime.datetime | Unset
        if isinstance(_read_at, Unset):
            read_at = UNSET
        else:
            read_at = datetime.datetime.fromisoformat(_read_at)

        _reactions = d.pop("reactions", UNSET)
        reactions: list[MessageReaction] | Unset = UNSET
        if _reactions is not UNSET:
            reactions = []
            for reactions_item_data in _reactions:
                reactions_item = MessageReaction.from_dict(reactions_item_data)

                reactions.append(reactions_item)

        edited = d.pop("edited", UNSET)

        message = cls(
            id=id,
            created=created,
            action=action,
            conversation_id=conversation_id,
            recipient_id=recipient_id,
            sender_id=sender_id,
            platform=platform,
            message=message,
            media_urls=media_urls,
            sender_details=sender_details,
            auto_response=auto_response,
            read=read,
            read_at=read_at,
            reactions=reactions,
            edited=edited,
        )

        message.additional_properties = d
        return message

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
