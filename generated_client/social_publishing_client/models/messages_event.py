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

from ..models.message_platform import MessagePlatform, check_message_platform
from ..models.messages_event_sub_action import (
    MessagesEventSubAction,
    check_messages_event_sub_action,
)
from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sender_details import SenderDetails


T = TypeVar("T", bound="MessagesEvent")


@_attrs_define
class MessagesEvent:
    """A `messages` event: something happened in a direct conversation of the profile on a
    network of the messages interface (MCP webhook actions). `subAction` values are
    public (FR B.8); no public example shows the body, so the fields below are inferred: the
    common event fields and the message as `get_messages` lists it (`messageId` its id).
    `senderId` is the participant who did what the event reports and `recipientId` the other
    one (inferred, as Meta's messaging webhooks name them):

    * `messageCreated`: the new message (`message`, `mediaUrls`, `senderDetails` on X);
    * `messageRead`: `messageId` is the message the profile sent that the correspondent
      (`senderId`) read; no text (inferred);
    * `reactionCreated`: `messageId` is the message reacted to and `reaction` the reaction
      (an emoji; inferred);
    * `messageEdited`: `messageId` is the edited message and `message` its new text
      (inferred).

    """

    action: Literal["messages"]
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    time_stamp: int
    """ Unix time in seconds. """
    hook_id: str
    ref_id: str
    url: str
    """ The address that was called. """
    sub_action: MessagesEventSubAction
    """ What happened (FR B.8). """
    platform: MessagePlatform
    """ A network of the messages interface (MCP `MESSAGE_PLATFORMS`). """
    conversation_id: str
    """ A conversation, as the network names it (LIVE asserts `conversationId` on each message;
    the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
    Instagram, `<digits>-<digits>` on X).
     """
    message_id: str
    sender_id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    recipient_id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    delivery_status: WebhookDeliveryStatus | Unset = UNSET
    """ (inferred) What became of the delivery a history entry records: `delivered` (the receiver
    answered 2xx), `failed` (attempted: every attempt failed, or the receiver's answer is not
    retried) or `refused` (never attempted: the service does not send to the target, e.g. an
    address that is not public). Present in the entries of `get_webhook_history`, never in a
    delivered body. The service's documentation of the history shows no such field; it is
    inferred so that a delivery that was refused or failed is not mistaken for a sent one.
     """
    title: str | Unset = UNSET
    source: str | Unset = UNSET
    message: str | Unset = UNSET
    media_urls: list[str] | Unset = UNSET
    sender_details: SenderDetails | Unset = UNSET
    """ The correspondent on X (LIVE asserts `senderDetails` on X messages; fields inferred). """
    reaction: str | Unset = UNSET
    """ A reaction to a message, an emoji (Messenger and Instagram react with emoji; inferred). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        time_stamp = self.time_stamp

        hook_id = self.hook_id

        ref_id = self.ref_id

        url = self.url

        sub_action: str = self.sub_action

        platform: str = self.platform

        conversation_id = self.conversation_id

        message_id = self.message_id

        sender_id = self.sender_id

        recipient_id = self.recipient_id

        delivery_status: str | Unset = UNSET
        if not isinstance(self.delivery_status, Unset):
            delivery_status = self.delivery_status

        title = self.title

        source = self.source

        message = self.message

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        sender_details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sender_details, Unset):
            sender_details = self.sender_details.to_dict()

        reaction = self.reaction

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "created": created,
                "timeStamp": time_stamp,
                "hookId": hook_id,
                "refId": ref_id,
                "url": url,
                "subAction": sub_action,
                "platform": platform,
                "conversationId": conversation_id,
                "messageId": message_id,
                "senderId": sender_id,
                "recipientId": recipient_id,
            }
        )
        if delivery_status is not UNSET:
            field_dict["deliveryStatus"] = delivery_status
        if title is not UNSET:
            field_dict["title"] = title
        if source is not UNSET:
            field_dict["source"] = source
        if message is not UNSET:
            field_dict["message"] = message
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls
        if sender_details is not UNSET:
            field_dict["senderDetails"] = sender_details
        if reaction is not UNSET:
            field_dict["reaction"] = reaction

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sender_details import SenderDetails

        d = dict(src_dict)
        action = cast(Literal["messages"], d.pop("action"))
        if action != "messages":
            raise ValueError(f"action must match const 'messages', got '{action}'")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        time_stamp = d.pop("timeStamp")

        hook_id = d.pop("hookId")

        ref_id = d.pop("refId")

        url = d.pop("url")

        sub_action = check_messages_event_sub_action(d.pop("subAction"))

        platform = check_message_platform(d.pop("platform"))

        conversation_id = d.pop("conversationId")

        message_id = d.pop("messageId")

        sender_id = d.pop("senderId")

        recipient_id = d.pop("recipientId")

        _delivery_status = d.pop("deliveryStatus", UNSET)
        delivery_status: WebhookDeliveryStatus | Unset
        if isinstance(_delivery_status, Unset):
            delivery_status = UNSET
        else:
            delivery_status = check_webhook_delivery_status(_delivery_status)

        title = d.pop("title", UNSET)

        source = d.pop("source", UNSET)

        message = d.pop("message", UNSET)

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        _sender_details = d.pop("senderDetails", UNSET)
        sender_details: SenderDetails | Unset
        if isinstance(_sender_details, Unset):
            sender_details = UNSET
        else:
            sender_details = SenderDetails.from_dict(_sender_details)

        reaction = d.pop("reaction", UNSET)

        messages_event = cls(
            action=action,
            created=created,
            time_stamp=time_stamp,
            hook_id=hook_id,
            ref_id=ref_id,
            url=url,
            sub_action=sub_action,
            platform=platform,
            conversation_id=conversation_id,
            message_id=message_id,
            sender_id=sender_id,
            recipient_id=recipient_id,
            delivery_status=delivery_status,
            title=title,
            source=source,
            message=message,
            media_urls=media_urls,
            sender_details=sender_details,
            reaction=reaction,
        )

        messages_event.additional_properties = d
        return messages_event

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
