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

from ..models.platform import Platform, check_platform
from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.history_post_id_result import HistoryPostIdResult
    from ..models.post_error import PostError


T = TypeVar("T", bound="ScheduledEvent")


@_attrs_define
class ScheduledEvent:
    """A `scheduled` event (outcome of a scheduled post on one network): the delivery body and
    the history entry.

    """

    action: Literal["scheduled"]
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    errors: list[PostError]
    """ Errors of the post (empty on success). """
    hook_id: str
    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    id_share: str
    """ Network-specific share identifier (empty when the post failed). """
    is_video: bool
    media_urls: list[str]
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    platforms: list[Platform]
    post: str
    """ Text of the post. """
    post_ids: list[HistoryPostIdResult]
    post_url: str
    """ Address of the published post (empty when the post failed). """
    ref_id: str
    source: str
    """ Origin; `user` is the value observed so far (open set). """
    status: str
    """ Outcome; `success` is the value observed so far (open set; failures use `error`). """
    sub_action: str
    """ Network-specific kind, observed as a word ending in `Published` (open set). """
    time_stamp: int
    """ Unix time in seconds. """
    title: str
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

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        hook_id = self.hook_id

        id = self.id

        id_share = self.id_share

        is_video = self.is_video

        media_urls = self.media_urls

        platform: str = self.platform

        platforms = []
        for platforms_item_data in self.platforms:
            platforms_item: str = platforms_item_data
            platforms.append(platforms_item)

        post = self.post

        post_ids = []
        for post_ids_item_data in self.post_ids:
            post_ids_item = post_ids_item_data.to_dict()
            post_ids.append(post_ids_item)

        post_url = self.post_url

        ref_id = self.ref_id

        source = self.source

        status = self.status

        sub_action = self.sub_action

        time_stamp = self.time_stamp

        title = self.title

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
                "errors": errors,
                "hookId": hook_id,
                "id": id,
                "idShare": id_share,
                "isVideo": is_video,
                "mediaUrls": media_urls,
                "platform": platform,
                "platforms": platforms,
                "post": post,
                "postIds": post_ids,
                "postUrl": post_url,
                "refId": ref_id,
                "source": source,
                "status": status,
                "subAction": sub_action,
                "timeStamp": time_stamp,
                "title": title,
                "url": url,
            }
        )
        if delivery_status is not UNSET:
            field_dict["deliveryStatus"] = delivery_status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.history_post_id_result import HistoryPostIdResult
        from ..models.post_error import PostError

        d = dict(src_dict)
        action = cast(Literal["scheduled"], d.pop("action"))
        if action != "scheduled":
            raise ValueError(f"action must match const 'scheduled', got '{action}'")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = PostError.from_dict(errors_item_data)

            errors.append(errors_item)

        hook_id = d.pop("hookId")

        id = d.pop("id")

        id_share = d.pop("idShare")

        is_video = d.pop("isVideo")

        media_urls = cast(list[str], d.pop("mediaUrls"))

        platform = check_platform(d.pop("platform"))

        platforms = []
        _platforms = d.pop("platforms")
        for platforms_item_data in _platforms:
            platforms_item = check_platform(platforms_item_data)

            platforms.append(platforms_item)

        post = d.pop("post")

        post_ids = []
        _post_ids = d.pop("postIds")
        for post_ids_item_data in _post_ids:
            post_ids_item = HistoryPostIdResult.from_dict(post_ids_item_data)

            post_ids.append(post_ids_item)

        post_url = d.pop("postUrl")

        ref_id = d.pop("refId")

        source = d.pop("source")

        status = d.pop("status")

        sub_action = d.pop("subAction")

        time_stamp = d.pop("timeStamp")

        title = d.pop("title")

        url = d.pop("url")

        _delivery_status = d.pop("deliveryStatus", UNSET)
        delivery_status: WebhookDeliveryStatus | Unset
        if isinstance(_delivery_status, Unset):
            delivery_status = UNSET
        else:
            delivery_status = check_webhook_delivery_status(_delivery_status)

        scheduled_event = cls(
            action=action,
            created=created,
            errors=errors,
            hook_id=hook_id,
            id=id,
            id_share=id_share,
            is_video=is_video,
            media_urls=media_urls,
            platform=platform,
            platforms=platforms,
            post=post,
            post_ids=post_ids,
            post_url=post_url,
            ref_id=ref_id,
            source=source,
            status=status,
            sub_action=sub_action,
            time_stamp=time_stamp,
            title=title,
            url=url,
            delivery_status=delivery_status,
        )

        scheduled_event.additional_properties = d
        return scheduled_event

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
