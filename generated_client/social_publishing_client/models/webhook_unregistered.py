from __future__ import annotations

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

from ..models.webhook_action import WebhookAction, check_webhook_action

T = TypeVar("T", bound="WebhookUnregistered")


@_attrs_define
class WebhookUnregistered:
    """Response of `unregister_webhook`."""

    status: Literal["success"]
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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        action: str = self.action

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        action = check_webhook_action(d.pop("action"))

        webhook_unregistered = cls(
            status=status,
            action=action,
        )

        webhook_unregistered.additional_properties = d
        return webhook_unregistered

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
