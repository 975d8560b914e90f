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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook import Webhook


T = TypeVar("T", bound="WebhookList")


@_attrs_define
class WebhookList:
    """The hooks of the acting profile. DOCS apis/webhooks/list
    (https://www.ayrshare.com/docs/apis/webhooks/list) shows the request only (its stored
    copies show no answer); LIVE (the service makers' own test of `GET /hook/webhook`) asserts
    `status: success`, one key per registered action whose value is the hook's address
    (`feed: https://...`) and `updated`. That is the canonical answer here: `status`, a key
    named after each registered action (one property per `WebhookAction` value) with its
    `url`, and `updated` when at least one hook is registered. `webhooks` (the hooks with
    their `hookId`, `refId`, `hasSecret` and `created`) is this spec's own, kept for
    existing clients.

    """

    status: Literal["success"]
    webhooks: list[Webhook]
    feed: str | Unset = UNSET
    """ The address the `feed` hook calls (present when one is registered). """
    social: str | Unset = UNSET
    """ The address the `social` hook calls (present when one is registered). """
    scheduled: str | Unset = UNSET
    """ The address the `scheduled` hook calls (present when one is registered). """
    batch: str | Unset = UNSET
    """ The address the `batch` hook calls (present when one is registered). """
    messages: str | Unset = UNSET
    """ The address the `messages` hook calls (present when one is registered). """
    account_activity: str | Unset = UNSET
    """ The address the `accountActivity` hook calls (present when one is registered). """
    comments: str | Unset = UNSET
    """ The address the `comments` hook calls (present when one is registered). """
    mentions: str | Unset = UNSET
    """ The address the `mentions` hook calls (present when one is registered). """
    automations: str | Unset = UNSET
    """ The address the `automations` hook calls (present when one is registered). """
    suspended: str | Unset = UNSET
    """ The address the `suspended` hook calls (present when one is registered). """
    updated: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        webhooks = []
        for webhooks_item_data in self.webhooks:
            webhooks_item = webhooks_item_data.to_dict()
            webhooks.append(webhooks_item)

        feed = self.feed

        social = self.social

        scheduled = self.scheduled

        batch = self.batch

        messages = self.messages

        account_activity = self.account_activity

        comments = self.comments

        mentions = self.mentions

        automations = self.automations

        suspended = self.suspended

        updated: str | Unset = UNSET
        if not isinstance(self.updated, Unset):
            from social_publishing_client.types import datetime_to_wire

            updated = datetime_to_wire(self.updated)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "webhooks": webhooks,
            }
        )
        if feed is not UNSET:
            field_dict["feed"] = feed
        if social is not UNSET:
            field_dict["social"] = social
        if scheduled is not UNSET:
            field_dict["scheduled"] = scheduled
        if batch is not UNSET:
            field_dict["batch"] = batch
        if messages is not UNSET:
            field_dict["messages"] = messages
        if account_activity is not UNSET:
            field_dict["accountActivity"] = account_activity
        if comments is not UNSET:
            field_dict["comments"] = comments
        if mentions is not UNSET:
            field_dict["mentions"] = mentions
        if automations is not UNSET:
            field_dict["automations"] = automations
        if suspended is not UNSET:
            field_dict["suspended"] = suspended
        if updated is not UNSET:
            field_dict["updated"] = updated

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook import Webhook

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        webhooks = []
        _webhooks = d.pop("webhooks")
        for webhooks_item_data in _webhooks:
            webhooks_item = Webhook.from_dict(webhooks_item_data)

            webhooks.append(webhooks_item)

        feed = d.pop("feed", UNSET)

        social = d.pop("social", UNSET)

        scheduled = d.pop("scheduled", UNSET)

        batch = d.pop("batch", UNSET)

        messages = d.pop("messages", UNSET)

        account_activity = d.pop("accountActivity", UNSET)

        comments = d.pop("comments", UNSET)

        mentions = d.pop("mentions", UNSET)

        automations = d.pop("automations", UNSET)

        suspended = d.pop("suspended", UNSET)

        _updated = d.pop("updated", UNSET)
        updated: datetime.datetime | Unset
        if isinstance(_updated, Unset):
            updated = UNSET
        else:
            updated = datetime.datetime.fromisoformat(_updated)

        webhook_list = cls(
            status=status,
            webhooks=webhooks,
            feed=feed,
            social=social,
            scheduled=scheduled,
            batch=batch,
            messages=messages,
            account_activity=account_activity,
            comments=comments,
            mentions=mentions,
            automations=automations,
            suspended=suspended,
            updated=updated,
        )

        webhook_list.additional_properties = d
        return webhook_list

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
