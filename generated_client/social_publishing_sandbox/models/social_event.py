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

from ..models.platform import Platform, check_platform
from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SocialEvent")


@_attrs_define
class SocialEvent:
    """A `social` event (account linked or unlinked): the delivery body and the history entry."""

    action: Literal["social"]
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    display_name: str
    """ Display name of the linked account. """
    hook_id: str
    """ Identifier of the hook. """
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    ref_id: str
    """ Reference ID of the profile. """
    source: str
    """ Origin of the event; `user` is the value observed so far (open set). """
    time_stamp: int
    """ Unix time in seconds. """
    title: str
    """ Profile title (`Primary Profile` for the Primary Profile). """
    type: str
    """ Kind of change; `link` and `unlink` are the values observed so far (open set). """
    url: str
    """ The address that was called. """
    delivery_status: WebhookDeliveryStatus | Unset = UNSET
    """ (inferred) What became of the delivery a history entry records: `delivered` (the receiver
    answered 2xx), `failed` (attempted: every attempt failed, or the receiver's answer is not
    retried) or `refused` (never attempted: the service does not send to the target, e.g. an
    address that is not public). Present in the entries of `get_webhook_history`, never in a
    delivered body. The service's documentation of the history shows no such field; it is
    inferred so that a delivery that was refused or failed is not mistaken for a sent one.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        from social_publishing_sandbox.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        display_name = self.display_name

        hook_id = self.hook_id

        platform: str = self.platform

        ref_id = self.ref_id

        source = self.source

        time_stamp = self.time_stamp

        title = self.title

        type_ = self.type

        url = self.url

        delivery_status: str | Unset = UNSET
        if not isinstance(self.delivery_status, Unset):
            delivery_status = self.delivery_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "created": created,
                "displayName": display_name,
                "hookId": hook_id,
                "platform": platform,
                "refId": ref_id,
                "source": source,
                "timeStamp": time_stamp,
                "title": title,
                "type": type_,
                "url": url,
            }
        )
        if delivery_status is not UNSET:
            field_dict["deliveryStatus"] = delivery_status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["social"], d.pop("action"))
        if action != "social":
            raise ValueError(f"action must match const 'social', got '{action}'")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        display_name = d.pop("displayName")

        hook_id = d.pop("hookId")

        platform = check_platform(d.pop("platform"))

        ref_id = d.pop("refId")

        source = d.pop("source")

        time_stamp = d.pop("timeStamp")

        title = d.pop("title")

        type_ = d.pop("type")

        url = d.pop("url")

        _delivery_status = d.pop("deliveryStatus", UNSET)
        delivery_status: WebhookDeliveryStatus | Unset
        if isinstance(_delivery_status, Unset):
            delivery_status = UNSET
        else:
            delivery_status = check_webhook_delivery_status(_delivery_status)

        social_event = cls(
            action=action,
            created=created,
            display_name=display_name,
            hook_id=hook_id,
            platform=platform,
            ref_id=ref_id,
            source=source,
            time_stamp=time_stamp,
            title=title,
            type=type_,
            url=url,
            delivery_status=delivery_status,
        )

        social_event.additional_properties = d
        return social_event

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
