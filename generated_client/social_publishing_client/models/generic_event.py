from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_action import WebhookAction, check_webhook_action
from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GenericEvent")


@_attrs_define
class GenericEvent:
    """An event of an action that is named only (`batch`, `automations`, `suspended`,
    `accountActivity`): no public material shows its body, so only these fields are
    guaranteed and receivers must accept others. The reference server sends only `suspended`
    (inferred: when a User Profile is suspended, `x-rate-limit.suspension`), with `hookId`,
    `refId` and `url`, and never the other actions.

    """

    action: WebhookAction
    """ The kinds of webhook event. `accountActivity` is no longer available after the date in
    `x-sunset`; requests naming it are then refused with code 132.

    Sources: the service description names feed, social, scheduled, batch, messages and
    accountActivity; MCP's webhook actions add mentions, comments and automations; FR lists
    `suspended` where MCP lists accountActivity. This spec accepts the
    union. What each action delivers is the `webhooks` entry of the same name; `batch`,
    `automations`, `suspended` and `accountActivity` are named only (no public material shows
    when they fire or their body: `GenericEvent`). The reference server sends `suspended` when
    a User Profile is suspended (`x-rate-limit.suspension`, inferred) and never the other three
    (their history can only be seeded through the test control).
     """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    time_stamp: int
    """ Unix time in seconds. """
    delivery_status: WebhookDeliveryStatus | Unset = UNSET
    """ (inferred) What became of the delivery a history entry records: `delivered` (the receiver
    answered 2xx), `failed` (attempted: every attempt failed, or the receiver's answer is not
    retried) or `refused` (never attempted: the service does not send to the target, e.g. an
    address that is not public). Present in the entries of `get_webhook_history`, never in a
    delivered body. The service's documentation of the history shows no such field; it is
    inferred so that a delivery that was refused or failed is not mistaken for a sent one.
     """
    hook_id: str | Unset = UNSET
    ref_id: str | Unset = UNSET
    url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        time_stamp = self.time_stamp

        delivery_status: str | Unset = UNSET
        if not isinstance(self.delivery_status, Unset):
            delivery_status = self.delivery_status

        hook_id = self.hook_id

        ref_id = self.ref_id

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "created": created,
                "timeStamp": time_stamp,
            }
        )
        if delivery_status is not UNSET:
            field_dict["deliveryStatus"] = delivery_status
        if hook_id is not UNSET:
            field_dict["hookId"] = hook_id
        if ref_id is not UNSET:
            field_dict["refId"] = ref_id
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = check_webhook_action(d.pop("action"))

        created = datetime.datetime.fromisoformat(d.pop("created"))

        time_stamp = d.pop("timeStamp")

        _delivery_status = d.pop("deliveryStatus", UNSET)
        delivery_status: WebhookDeliveryStatus | Unset
        if isinstance(_delivery_status, Unset):
            delivery_status = UNSET
        else:
            delivery_status = check_webhook_delivery_status(_delivery_status)

        hook_id = d.pop("hookId", UNSET)

        ref_id = d.pop("refId", UNSET)

        url = d.pop("url", UNSET)

        generic_event = cls(
            action=action,
            created=created,
            time_stamp=time_stamp,
            delivery_status=delivery_status,
            hook_id=hook_id,
            ref_id=ref_id,
            url=url,
        )

        generic_event.additional_properties = d
        return generic_event

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
