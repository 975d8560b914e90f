"""Feed rules: add an RSS, Substack or YouTube feed (read at once), list, update and delete
feeds, and the feed schedule that posts new articles. Requests are read as their generated
models (`Call.body_as`: `FeedRequest`, `FeedUpdateRequest`, `FeedDeleteRequest`); a feed is
built, stored (its row's body) and read back as the generated `Feed` (`feed_of`), and the
`feed` event's fields are built as the generated `FeedEvent`.

`check_due_feeds` runs from the scheduler and after every sandbox clock change: each feed
whose `nextCheck` the service clock has reached is claimed (one process wins), read again
through the egress guard (`feed_reader`), and each article not seen before becomes a post on
the profile's linked networks of `x-feed-posting` (the image-only networks only with an image)
and a `feed` webhook event, committed together. The spec's `x-feed-posting` of `add_feed`
holds the interval, the networks and the limits.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import sqlite3
import string
from dataclasses import dataclass, fields, replace
from datetime import UTC, datetime
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    Feed,
    FeedAdded,
    FeedDeleted,
    FeedDeleteRequest,
    FeedEvent,
    FeedImage,
    FeedList,
    FeedRequest,
    FeedUpdated,
    FeedUpdateRequest,
    GenericEvent,
)

from spec_model.error_codes import ErrorCode
from spec_model.operation_facts import required
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..feed_reader import FeedItem, FeedUnreadable, ReadLimits, feed_address, read_feed
from ..service import Call, Service, model_data, own_fields
from ..store.feeds import FeedRow
from . import events, transfer_limits
from .hashtags import chosen_words
from .posts import SUCCESS, linked_platforms, post_now, record_of
from .validate import rules

logger = logging.getLogger(__name__)
FEED_ID_ALPHABET = string.ascii_letters + string.digits + "_-"
FEED_ID_LENGTH = 9
BATCH = 20
FEED_DELIVERY = OperationId.DELIVER_FEED_EVENT
#: The `Feed` fields a feed's row holds in columns of its own (not in its stored body).
ROW_FIELDS = frozenset(f.name for f in fields(FeedRow)) & frozenset(Feed.model_fields)
ROW_ALIASES = frozenset(Feed.model_fields[name].alias or name for name in ROW_FIELDS)


@dataclass(frozen=True)
class Posting:
    """`x-feed-posting` of `add_feed`."""

    check_seconds: int
    networks: tuple[str, ...]
    image_networks: tuple[str, ...]
    max_hashtags: int
    max_feeds: int
    read: ReadLimits


def posting(service: Service) -> Posting:
    """The feed schedule's facts (`x-feed-posting`, as the service's `FeedRules` take them)."""
    facts = required(service.spec.operation_facts.feed_posting, "x-feed-posting on add_feed")
    declared = Posting(
        facts.check_seconds,
        facts.networks,
        facts.networks_needing_image,
        facts.max_hashtags,
        facts.max_feeds_per_profile,
        ReadLimits(
            max_bytes=facts.max_feed_bytes,
            max_items=facts.max_items_per_read,
            max_text=facts.max_text_length,
            max_seconds=transfer_limits.declared(service).feed_read_seconds,
            max_nesting=facts.max_nesting_depth,
        ),
    )
    return service.seams.feeds.posting(declared)


def read_limits(service: Service, rules_: Posting, profile_id: int) -> ReadLimits:
    """What one read of a feed of the profile may cost: `rules_.read` with the read time in
    force for the profile (`transfer_limits`: the declared one unless the control lowered it)."""
    return replace(rules_.read, max_seconds=transfer_limits.feed_read_seconds(service, profile_id))


def _time(seconds: int) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def feed_of(row: FeedRow) -> Feed:
    """The stored feed as the generated `Feed`: its stored facts and settings (the body, by the
    spec's names) with the id and times its row holds."""
    return Feed(
        **row.body,
        id=row.id,
        created=_time(row.created),
        next_check=_time(row.next_check),
        last_checked=MISSING if row.last_checked is None else _time(row.last_checked),
    )


def _body(feed: Feed) -> dict[str, Any]:
    """What a feed's row stores as its body: the `Feed` without what the row's own columns
    hold (the fields named as `FeedRow`'s)."""
    return {k: v for k, v in model_data(feed).items() if k not in ROW_ALIASES}


def _own(service: Service, call: Call, feed_id: str) -> FeedRow:
    with service.store.transaction():
        row = service.store.feeds.get(call.profile.id, feed_id)
    if row is None:
        raise ApiError(ErrorCode.FEED_NOT_FOUND)
    return row


# -- operations -----------------------------------------------------------------------------------


async def add_feed(service: Service, call: Call) -> FeedAdded:
    request = call.body_as(FeedRequest)
    feed_type = request.type or "rss"
    address = feed_address(request.url, feed_type)
    rules_ = posting(service)
    _check_room(service, call, rules_)
    try:
        feed = await read_feed(
            service.settings,
            address,
            read_limits(service, rules_, call.profile.id),
            service.seams.feeds.checks,
            service.seams.feeds.run,
        )
    except FeedUnreadable as exc:
        raise ApiError(ErrorCode.FEED_UNREADABLE, f"The feed cannot be read: {exc}.") from None
    now = service.now_unix()
    auto_hashtag = bool(request.auto_hashtag)
    use_first_image = bool(request.use_first_image)

    def store() -> str:  # in a worker thread: up to maxItemsPerRead inserts
        with service.store.transaction():
            _check_room(service, call, rules_, in_transaction=True)  # the read took a while
            while True:
                feed_id = "".join(secrets.choice(FEED_ID_ALPHABET) for _ in range(FEED_ID_LENGTH))
                added = Feed(
                    id=feed_id,
                    type=feed_type,
                    title=feed.title,
                    link=feed.link,
                    description=feed.description,
                    image=MISSING if feed.image is None else FeedImage.model_validate(feed.image),
                    feed_url=address,
                    auto_hashtag=auto_hashtag,
                    use_first_image=use_first_image,
                    created=_time(now),
                    next_check=_time(now + rules_.check_seconds),
                )
                row = FeedRow(
                    feed_id, call.profile.id, now, now + rules_.check_seconds, now, _body(added)
                )
                if service.store.feeds.add(row):
                    break
            for item in feed.items:  # what the feed holds now is not posted
                service.store.feeds.add_item(feed_id, item.id, now, None)
        return feed_id

    feed_id = await asyncio.to_thread(store)
    return FeedAdded(
        id=feed_id,
        title=feed.title,
        website_link=feed.link,
        feed_url=address,
        type=feed_type,
        auto_hashtag=auto_hashtag,
        use_first_image=use_first_image,
    )


def _check_room(
    service: Service, call: Call, rules_: Posting, *, in_transaction: bool = False
) -> None:
    """ApiError(feed_limit_reached) when the profile keeps `maxFeedsPerProfile` feeds
    (counted in the caller's transaction when `in_transaction`, else in one of its own)."""
    if in_transaction:
        count = service.store.feeds.count_of_profile(call.profile.id)
    else:
        with service.store.transaction():
            count = service.store.feeds.count_of_profile(call.profile.id)
    if service.seams.limits.reached("maxFeedsPerProfile", count, rules_.max_feeds):
        raise ApiError(
            ErrorCode.FEED_LIMIT_REACHED,
            f"The profile keeps {count} feeds, the most it may (x-feed-posting).",
        )


async def get_feeds(service: Service, call: Call) -> FeedList:
    with service.store.transaction():
        rows = service.store.feeds.of_profile(call.profile.id)
    return FeedList(feeds=[feed_of(r) for r in rows])


async def update_feed(service: Service, call: Call) -> FeedUpdated:
    request = call.body_as(FeedUpdateRequest)
    row = _own(service, call, request.id)
    feed = feed_of(row)
    if request.auto_hashtag is not MISSING:
        feed.auto_hashtag = request.auto_hashtag
    if request.use_first_image is not MISSING:
        feed.use_first_image = request.use_first_image
    with service.store.transaction():
        service.store.feeds.set_body(row.id, _body(feed))
    return FeedUpdated(
        id=row.id, auto_hashtag=feed.auto_hashtag, use_first_image=feed.use_first_image
    )


async def delete_feed(service: Service, call: Call) -> FeedDeleted:
    row = _own(service, call, call.body_as(FeedDeleteRequest).id)
    with service.store.transaction():
        service.store.feeds.delete(row.id)
    return FeedDeleted(id=row.id)


# -- the schedule ---------------------------------------------------------------------------------


def post_text(service: Service, item: FeedItem, auto_hashtag: bool, most: int) -> str:
    """The post of an article: its title, a blank line and its link; with `autoHashtag`, up to
    `most` hashtags of the title's words (the `auto_hashtags` word rule)."""
    text = "\n\n".join(p for p in (item.title, item.link) if p) or item.id
    if auto_hashtag and item.title:
        tags = [m.group().lower() for m in chosen_words(item.title, rules(service), most)]
        if tags:
            text += "\n\n" + " ".join("#" + t for t in tags)
    return text


def _post_item(
    service: Service, feed: FeedRow, item: FeedItem, rules_: Posting, db: sqlite3.Connection
) -> str | None:
    """Post one new article (inside the caller's transaction); its Post ID, or None when no
    linked network takes it. Fires the `feed` event."""
    linked = linked_platforms(service, feed.profile_id)
    targets = [p for p in linked if p in rules_.networks]
    if item.image is not None:
        targets += [p for p in linked if p in rules_.image_networks]
    if not targets:
        return None
    needs_image = any(p in rules_.image_networks for p in targets)
    settings = feed_of(feed)
    media = (
        [item.image] if item.image is not None and (settings.use_first_image or needs_image) else []
    )
    text = post_text(service, item, settings.auto_hashtag, rules_.max_hashtags)
    post = record_of(post_now(service, feed.profile_id, text, targets, media))
    profile = service.store.profiles.profile_by_id(feed.profile_id)
    if profile is not None:
        event = FeedEvent(
            created=service.now(),  # the envelope, which `events.emit` writes (left out)
            time_stamp=0,
            sub_action="feedItemPosted",
            feed_id=feed.id,
            feed_url=settings.feed_url,
            item_id=item.id,
            item_title=item.title,
            item_link=item.link,
            id=post.id,
            status=SUCCESS if post.status == SUCCESS else "error",
            platforms=post.platforms,
            post_ids=[model_data(r) for r in post.post_ids],
        )
        action = service.spec.operation(FEED_DELIVERY).path  # the webhook's action
        events.emit(service, profile, action, own_fields(event, GenericEvent), db)
    return post.id


async def check_feed(service: Service, feed_id: str) -> int:
    """Check one due feed (if this process claims it); return how many articles it posted."""
    rules_ = posting(service)
    now = service.now_unix()
    with service.store.transaction():
        if not service.store.feeds.claim(feed_id, now, now + rules_.check_seconds):
            return 0
        feed = service.store.feeds.by_id(feed_id)
    if feed is None:
        return 0
    try:
        limits = read_limits(service, rules_, feed.profile_id)
        parsed = await read_feed(
            service.settings,
            feed_of(feed).feed_url,
            limits,
            service.seams.feeds.checks,
            service.seams.feeds.run,
        )
    except FeedUnreadable as exc:
        logger.info("feed %s: not read (%s); trying again at the next check", feed_id, exc)
        return 0

    def store() -> int:  # in a worker thread: up to maxItemsPerRead articles
        posted = 0
        with service.store.transaction() as db:
            if service.store.feeds.by_id(feed_id) is None or feed is None:
                return 0  # deleted while it was read
            seen = service.store.feeds.seen(feed_id)
            for item in parsed.items:
                if item.id in seen:
                    continue
                post_id = _post_item(service, feed, item, rules_, db)
                service.store.feeds.add_item(feed_id, item.id, now, post_id)
                seen.add(item.id)
                posted += post_id is not None
        return posted

    posted = await asyncio.to_thread(store)
    service.delivery.wake()
    return posted


async def check_due_feeds(service: Service) -> int:
    """Check every feed the service clock has made due; return how many articles were posted."""
    posted = 0
    while True:
        with service.store.transaction():
            due = service.store.feeds.due(service.now_unix(), BATCH)
        for feed_id in due:
            posted += await check_feed(service, feed_id)
        if len(due) < BATCH:
            return posted


__all__ = ["add_feed", "check_due_feeds", "delete_feed", "get_feeds", "update_feed"]
