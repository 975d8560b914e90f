from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_action import WebhookAction, check_webhook_action

T = TypeVar("T", bound="WebhookUnregistration")


@_attrs_define
class WebhookUnregistration:
    """Body of `unregister_webhook`.

    Attributes:
        action (WebhookAction): The kinds of webhook event. `accountActivity` is no longer available after the date in
            `x-sunset`; requests naming it are then refused with code 132.
             Example: scheduled.
    """

    action: WebhookAction

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = check_webhook_action(d.pop("action"))

        webhook_unregistration = cls(
            action=action,
        )

        return webhook_unregistration
