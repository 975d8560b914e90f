from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_action import WebhookAction, check_webhook_action
from ..types import UNSET, Unset

T = TypeVar("T", bound="GenericEvent")


@_attrs_define
class GenericEvent:
    """An event of an action whose fields are not published (`messages`, `feed`, `batch`,
    `accountActivity`). Only these fields are guaranteed; receivers must accept others.

        Attributes:
            action (WebhookAction): The kinds of webhook event. `accountActivity` is no longer available after the date in
                `x-sunset`; requests naming it are then refused with code 132.
                 Example: scheduled.
            created (datetime.datetime): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example: 2026-11-22T18:00:00Z.
            time_stamp (int): Unix time in seconds. Example: 1795780803.
            hook_id (str | Unset):
            ref_id (str | Unset):
            url (str | Unset):
    """

    action: WebhookAction
    created: datetime.datetime
    time_stamp: int
    hook_id: str | Unset = UNSET
    ref_id: str | Unset = UNSET
    url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        created = self.created.isoformat()

        time_stamp = self.time_stamp

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

        hook_id = d.pop("hookId", UNSET)

        ref_id = d.pop("refId", UNSET)

        url = d.pop("url", UNSET)

        generic_event = cls(
            action=action,
            created=created,
            time_stamp=time_stamp,
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
