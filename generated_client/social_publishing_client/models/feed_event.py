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

from ..models.feed_event_status import FeedEventStatus, check_feed_event_status
from ..models.platform import Platform, check_platform
from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.feed_event_post_ids_item import FeedEventPostIdsItem


T = TypeVar("T", bound="FeedEvent")


@_attrs_define
class FeedEvent:
    """A `feed` event: an article of an added feed (`add_feed`) was posted to the profile's
    linked networks (the action is public: legacy DOCS feed page, MCP webhook actions).
    No public example shows its body, so the fields beyond
    the common ones are inferred: the feed (`feedId`, `feedURL`), the article (`itemTitle`,
    `itemLink`, `itemId`) and the post made from it (`id`, its Post ID; `platforms`,
    `postIds`, `status`). The reference server sends every field; only the common ones are
    required, so entries of older servers (and seeded history) still match.

    """

    action: Literal["feed"]
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
    title: str | Unset = UNSET
    """ The profile's title (as on every event). """
    source: str | Unset = UNSET
    url: str | Unset = UNSET
    """ The address that was called. """
    sub_action: Literal["feedItemPosted"] | Unset = UNSET
    """ What happened (inferred). """
    feed_id: str | Unset = UNSET
    """ The feed's id, made by the service when the feed is added (legacy DOCS `4HZhptaD5`, `_3yhtyd88`). """
    feed_url: str | Unset = UNSET
    """ The address the feed is read from. """
    item_id: str | Unset = UNSET
    """ The article's id in the feed (its GUID or Atom id; else its link). """
    item_title: str | Unset = UNSET
    item_link: str | Unset = UNSET
    id: str | Unset = UNSET
    """ Post ID, made by the service (`x-identifier-kinds`). """
    status: FeedEventStatus | Unset = UNSET
    """ `success` when the post was published on every network it targeted. """
    platforms: list[Platform] | Unset = UNSET
    post_ids: list[FeedEventPostIdsItem] | Unset = UNSET
    """ The post's result on each network (as `create_post` answers it). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        time_stamp = self.time_stamp

        delivery_status: str | Unset = UNSET
        if not isinstance(self.delivery_status, Unset):
            delivery_status = self.delivery_status

        hook_id = self.hook_id

        ref_id = self.ref_id

        title = self.title

        source = self.source

        url = self.url

        sub_action = self.sub_action

        feed_id = self.feed_id

        feed_url = self.feed_url

        item_id = self.item_id

        item_title = self.item_title

        item_link = self.item_link

        id = self.id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        platforms: list[str] | Unset = UNSET
        if not isinstance(self.platforms, Unset):
            platforms = []
            for platforms_item_data in self.platforms:
                platforms_item: str = platforms_item_data
                platforms.append(platforms_item)

        post_ids: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.post_ids, Unset):
            post_ids = []
            for post_ids_item_data in self.post_ids:
                post_ids_item = post_ids_item_data.to_dict()
                post_ids.append(post_ids_item)

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
        if title is not UNSET:
            field_dict["title"] = title
        if source is not UNSET:
            field_dict["source"] = source
        if url is not UNSET:
            field_dict["url"] = url
        if sub_action is not UNSET:
            field_dict["subAction"] = sub_action
        if feed_id is not UNSET:
            field_dict["feedId"] = feed_id
        if feed_url is not UNSET:
            field_dict["feedURL"] = feed_url
        if item_id is not UNSET:
            field_dict["itemId"] = item_id
        if item_title is not UNSET:
            field_dict["itemTitle"] = item_title
        if item_link is not UNSET:
            field_dict["itemLink"] = item_link
        if id is not UNSET:
            field_dict["id"] = id
        if status is not UNSET:
            field_dict["status"] = status
        if platforms is not UNSET:
            field_dict["platforms"] = platforms
        if post_ids is not UNSET:
            field_dict["postIds"] = post_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.feed_event_post_ids_item import FeedEventPostIdsItem

        d = dict(src_dict)
        action = cast(Literal["feed"], d.pop("action"))
        if action != "feed":
            raise ValueError(f"action must match const 'feed', got '{action}'")

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

        title = d.pop("title", UNSET)

        source = d.pop("source", UNSET)

        url = d.pop("url", UNSET)

        sub_action = cast(Literal["feedItemPosted"] | Unset, d.pop("subAction", UNSET))
        if sub_action != "feedItemPosted" and not isinstance(sub_action, Unset):
            raise ValueError(f"subAction must match const 'feedItemPosted', got '{sub_action}'")

        feed_id = d.pop("feedId", UNSET)

        feed_url = d.pop("feedURL", UNSET)

        item_id = d.pop("itemId", UNSET)

        item_title = d.pop("itemTitle", UNSET)

        item_link = d.pop("itemLink", UNSET)

        id = d.pop("id", UNSET)

        _status = d.pop("status", UNSET)
        status: FeedEventStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_feed_event_status(_status)

        _platforms = d.pop("platforms", UNSET)
        platforms: list[Platform] | Unset = UNSET
        if _platforms is not UNSET:
            platforms = []
            for platforms_item_data in _platforms:
                platforms_item = check_platform(platforms_item_data)

                platforms.append(platforms_item)

        _post_ids = d.pop("postIds", UNSET)
        post_ids: list[FeedEventPostIdsItem] | Unset = UNSET
        if _post_ids is not UNSET:
            post_ids = []
            for post_ids_item_data in _post_ids:
                post_ids_item = FeedEventPostIdsItem.from_dict(post_ids_item_data)

                post_ids.append(post_ids_item)

        feed_event = cls(
            action=action,
            created=created,
            time_stamp=time_stamp,
            delivery_status=delivery_status,
            hook_id=hook_id,
            ref_id=ref_id,
            title=title,
            source=source,
            url=url,
            sub_action=sub_action,
            feed_id=feed_id,
            feed_url=feed_url,
            item_id=item_id,
            item_title=item_title,
            item_link=item_link,
            id=id,
            status=status,
            platforms=platforms,
            post_ids=post_ids,
        )

        feed_event.additional_properties = d
        return feed_event

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
