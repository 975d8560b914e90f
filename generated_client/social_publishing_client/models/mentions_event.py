from __future__ import annotations

import datetime
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

from ..models.mention_type import MentionType, check_mention_type
from ..models.platform import Platform, check_platform
from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MentionsEvent")


@_attrs_define
class MentionsEvent:
    """A `mentions` event: an account on a network of the `mentions` delivery's `x-networks`
    mentioned the profile's linked account in a post or comment. The action is public (MCP
    webhook actions); no public material shows when it fires or its
    body, so all of the following is inferred: the common event fields, `subAction`
    `mentionCreated`, the network (`platform`), the mentioning post or comment (`mentionId`
    its id on the network, `type`, `text`, `postUrl`) and its author (`username`).

    """

    action: Literal["mentions"]
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    time_stamp: int
    """ Unix time in seconds. """
    hook_id: str
    ref_id: str
    url: str
    """ The address that was called. """
    sub_action: Literal["mentionCreated"]
    """ What happened (inferred). """
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    mention_id: str
    """ The mentioning post's or comment's id on the network. """
    type: MentionType
    """ Where the profile was mentioned (inferred). """
    text: str
    """ The text that mentions the account. """
    username: str
    """ The author's user name on the network. """
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
    post_url: str | Unset = UNSET
    """ Address of the mentioning post (of the post the comment is under). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        time_stamp = self.time_stamp

        hook_id = self.hook_id

        ref_id = self.ref_id

        url = self.url

        sub_action = self.sub_action

        platform: str = self.platform

        mention_id = self.mention_id

        type_: str = self.type

        text = self.text

        username = self.username

        delivery_status: str | Unset = UNSET
        if not isinstance(self.delivery_status, Unset):
            delivery_status = self.delivery_status

        title = self.title

        source = self.source

        post_url = self.post_url

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
                "mentionId": mention_id,
                "type": type_,
                "text": text,
                "username": username,
            }
        )
        if delivery_status is not UNSET:
            field_dict["deliveryStatus"] = delivery_status
        if title is not UNSET:
            field_dict["title"] = title
        if source is not UNSET:
            field_dict["source"] = source
        if post_url is not UNSET:
            field_dict["postUrl"] = post_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["mentions"], d.pop("action"))
        if action != "mentions":
            raise ValueError(f"action must match const 'mentions', got '{action}'")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        time_stamp = d.pop("timeStamp")

        hook_id = d.pop("hookId")

        ref_id = d.pop("refId")

        url = d.pop("url")

        sub_action = cast(Literal["mentionCreated"], d.pop("subAction"))
        if sub_action != "mentionCreated":
            raise ValueError(f"subAction must match const 'mentionCreated', got '{sub_action}'")

        platform = check_platform(d.pop("platform"))

        mention_id = d.pop("mentionId")

        type_ = check_mention_type(d.pop("type"))

        text = d.pop("text")

        username = d.pop("username")

        _delivery_status = d.pop("deliveryStatus", UNSET)
        delivery_status: WebhookDeliveryStatus | Unset
        if isinstance(_delivery_status, Unset):
            delivery_status = UNSET
        else:
            delivery_status = check_webhook_delivery_status(_delivery_status)

        title = d.pop("title", UNSET)

        source = d.pop("source", UNSET)

        post_url = d.pop("postUrl", UNSET)

        mentions_event = cls(
            action=action,
            created=created,
            time_stamp=time_stamp,
            hook_id=hook_id,
            ref_id=ref_id,
            url=url,
            sub_action=sub_action,
            platform=platform,
            mention_id=mention_id,
            type=type_,
            text=text,
            username=username,
            delivery_status=delivery_status,
            title=title,
            source=source,
            post_url=post_url,
        )

        mentions_event.additional_properties = d
        return mentions_event

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
