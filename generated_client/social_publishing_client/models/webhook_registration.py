from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_action import WebhookAction, check_webhook_action
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookRegistration")


@_attrs_define
class WebhookRegistration:
    """Body of `register_webhook`.

    Attributes:
        action (WebhookAction): The kinds of webhook event. `accountActivity` is no longer available after the date in
            `x-sunset`; requests naming it are then refused with code 132.
             Example: scheduled.
        url (str): Address called on the action; a valid URL beginning with `https://`.
        secret (str | Unset): Secret text that keys the HMAC-SHA256 signature of each delivery.
    """

    action: WebhookAction
    url: str
    secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        url = self.url

        secret = self.secret

        field_dict: dict[str, Any] = {}

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

        return webhook_registration
