from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_action import WebhookAction, check_webhook_action

T = TypeVar("T", bound="Webhook")


@_attrs_define
class Webhook:
    """A registered hook."""

    hook_id: str
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
    url: str
    ref_id: str
    has_secret: bool
    """ Whether deliveries are signed (the secret itself is never returned). """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hook_id = self.hook_id

        action: str = self.action

        url = self.url

        ref_id = self.ref_id

        has_secret = self.has_secret

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hookId": hook_id,
                "action": action,
                "url": url,
                "refId": ref_id,
                "hasSecret": has_secret,
                "created": created,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hook_id = d.pop("hookId")

        action = check_webhook_action(d.pop("action"))

        url = d.pop("url")

        ref_id = d.pop("refId")

        has_secret = d.pop("hasSecret")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        webhook = cls(
            hook_id=hook_id,
            action=action,
            url=url,
            ref_id=ref_id,
            has_secret=has_secret,
            created=created,
        )

        webhook.additional_properties = d
        return webhook

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
