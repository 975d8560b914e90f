from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comments_event import CommentsEvent
    from ..models.feed_event import FeedEvent
    from ..models.generic_event import GenericEvent
    from ..models.mentions_event import MentionsEvent
    from ..models.messages_event import MessagesEvent
    from ..models.scheduled_event import ScheduledEvent
    from ..models.social_event import SocialEvent


T = TypeVar("T", bound="WebhookHistory")


@_attrs_define
class WebhookHistory:
    """Delivery history grouped by action, each array newest first."""

    social: list[SocialEvent] | Unset = UNSET
    scheduled: list[ScheduledEvent] | Unset = UNSET
    messages: list[MessagesEvent] | Unset = UNSET
    feed: list[FeedEvent] | Unset = UNSET
    batch: list[GenericEvent] | Unset = UNSET
    account_activity: list[GenericEvent] | Unset = UNSET
    comments: list[CommentsEvent] | Unset = UNSET
    mentions: list[MentionsEvent] | Unset = UNSET
    automations: list[GenericEvent] | Unset = UNSET
    suspended: list[GenericEvent] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        social: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.social, Unset):
            social = []
            for social_item_data in self.social:
                social_item = social_item_data.to_dict()
                social.append(social_item)

        scheduled: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.scheduled, Unset):
            scheduled = []
            for scheduled_item_data in self.scheduled:
                scheduled_item = scheduled_item_data.to_dict()
                scheduled.append(scheduled_item)

        messages: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.messages, Unset):
            messages = []
            for messages_item_data in self.messages:
                messages_item = messages_item_data.to_dict()
                messages.append(messages_item)

        feed: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.feed, Unset):
            feed = []
            for feed_item_data in self.feed:
                feed_item = feed_item_data.to_dict()
                feed.append(feed_item)

        batch: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.batch, Unset):
            batch = []
            for batch_item_data in self.batch:
                batch_item = batch_item_data.to_dict()
                batch.append(batch_item)

        account_activity: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.account_activity, Unset):
            account_activity = []
            for account_activity_item_data in self.account_activity:
                account_activity_item = account_activity_item_data.to_dict()
                account_activity.append(account_activity_item)

        comments: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.comments, Unset):
            comments = []
            for comments_item_data in self.comments:
                comments_item = comments_item_data.to_dict()
                comments.append(comments_item)

        mentions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.mentions, Unset):
            mentions = []
            for mentions_item_data in self.mentions:
                mentions_item = mentions_item_data.to_dict()
                mentions.append(mentions_item)

        automations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.automations, Unset):
            automations = []
            for automations_item_data in self.automations:
                automations_item = automations_item_data.to_dict()
                automations.append(automations_item)

        suspended: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.suspended, Unset):
            suspended = []
            for suspended_item_data in self.suspended:
                suspended_item = suspended_item_data.to_dict()
                suspended.append(suspended_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if social is not UNSET:
            field_dict["social"] = social
        if scheduled is not UNSET:
            field_dict["scheduled"] = scheduled
        if messages is not UNSET:
            field_dict["messages"] = messages
        if feed is not UNSET:
            field_dict["feed"] = feed
        if batch is not UNSET:
            field_dict["batch"] = batch
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.comments_event import CommentsEvent
        from ..models.feed_event import FeedEvent
        from ..models.generic_event import GenericEvent
        from ..models.mentions_event import MentionsEvent
        from ..models.messages_event import MessagesEvent
        from ..models.scheduled_event import ScheduledEvent
        from ..models.social_event import SocialEvent

        d = dict(src_dict)
        _social = d.pop("social", UNSET)
        social: list[SocialEvent] | Unset = UNSET
        if _social is not UNSET:
            social = []
            for social_item_data in _social:
                social_item = SocialEvent.from_dict(social_item_data)

                social.append(social_item)

        _scheduled = d.pop("scheduled", UNSET)
        scheduled: list[ScheduledEvent] | Unset = UNSET
        if _scheduled is not UNSET:
            scheduled = []
            for scheduled_item_data in _scheduled:
                scheduled_item = ScheduledEvent.from_dict(scheduled_item_data)

                scheduled.append(scheduled_item)

        _messages = d.pop("messages", UNSET)
        messages: list[MessagesEvent] | Unset = UNSET
        if _messages is not UNSET:
            messages = []
            for messages_item_data in _messages:
                messages_item = MessagesEvent.from_dict(messages_item_data)

                messages.append(messages_item)

        _feed = d.pop("feed", UNSET)
        feed: list[FeedEvent] | Unset = UNSET
        if _feed is not UNSET:
            feed = []
            for feed_item_data in _feed:
                feed_item = FeedEvent.from_dict(feed_item_data)

                feed.append(feed_item)

        _batch = d.pop("batch", UNSET)
        batch: list[GenericEvent] | Unset = UNSET
        if _batch is not UNSET:
            batch = []
            for batch_item_data in _batch:
                batch_item = GenericEvent.from_dict(batch_item_data)

                batch.append(batch_item)

        _account_activity = d.pop("accountActivity", UNSET)
        account_activity: list[GenericEvent] | Unset = UNSET
        if _account_activity is not UNSET:
            account_activity = []
            for account_activity_item_data in _account_activity:
                account_activity_item = GenericEvent.from_dict(account_activity_item_data)

                account_activity.append(account_activity_item)

        _comments = d.pop("comments", UNSET)
        comments: list[CommentsEvent] | Unset = UNSET
        if _comments is not UNSET:
            comments = []
            for comments_item_data in _comments:
                comments_item = CommentsEvent.from_dict(comments_item_data)

                comments.append(comments_item)

        _mentions = d.pop("mentions", UNSET)
        mentions: list[MentionsEvent] | Unset = UNSET
        if _mentions is not UNSET:
            mentions = []
            for mentions_item_data in _mentions:
                mentions_item = MentionsEvent.from_dict(mentions_item_data)

                mentions.append(mentions_item)

        _automations = d.pop("automations", UNSET)
        automations: list[GenericEvent] | Unset = UNSET
        if _automations is not UNSET:
            automations = []
            for automations_item_data in _automations:
                automations_item = GenericEvent.from_dict(automations_item_data)

                automations.append(automations_item)

        _suspended = d.pop("suspended", UNSET)
        suspended: list[GenericEvent] | Unset = UNSET
        if _suspended is not UNSET:
            suspended = []
            for suspended_item_data in _suspended:
                suspended_item = GenericEvent.from_dict(suspended_item_data)

                suspended.append(suspended_item)

        webhook_history = cls(
            social=social,
            scheduled=scheduled,
            messages=messages,
            feed=feed,
            batch=batch,
            account_activity=account_activity,
            comments=comments,
            mentions=mentions,
            automations=automations,
            suspended=suspended,
        )

        return webhook_history
