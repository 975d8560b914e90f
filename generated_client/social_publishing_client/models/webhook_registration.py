from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_action import WebhookAction, check_webhook_action
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookRegistration")


@_attrs_define
class WebhookRegistration:
    """Body of `register_webhook`."""

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
    """ Address called on the action; a valid URL beginning with `https://`. """
    secret: str | Unset = UNSET
    """ Secret text that keys the HMAC-SHA256 signature of each delivery. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        url = self.url

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "url": url,
            }
        )
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = check_webhook_action(d.pop("action"))

        url = d.pop("url")

        secret = d.pop("secret", UNSET)

        webhook_registration = cls(
            action=action,
            url=url,
            secret=secret,
        )

        webhook_registration.additional_properties = d
        return webhook_registration

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
