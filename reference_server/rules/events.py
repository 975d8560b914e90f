"""Webhook events: the body of a profile's event for its hook, queued in the delivery outbox
in the caller's transaction.

An event is built only when the profile has a hook for its action. Its body is the generated
event model of its action (`SocialEvent`, `ScheduledEvent`, ...): the fields every event has
(`GenericEvent`'s: the action, the time, the hook's `hookId` and `url`, the profile's `refId`)
with the profile's `title` and the `source`, written here, and the event's own fields, given
by the caller (`service.own_fields`). Its exact bytes (`encode`) are what is signed, sent and
finally recorded as the history entry.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from typing import Any

from social_publishing_models import (
    FeedEvent,
    GenericEvent,
    HistoryPostIdResult,
    PostRecord,
    ScheduledEvent,
)

from spec_model import enum_values

from ..service import Service, model_data, own_fields
from ..store import ProfileRow
from ..webhooks.signing import queue_signed

SOURCE = "user"
#: A network's result of a published post, and of one that failed there.
PUBLISHED = enum_values.PostStatus.SUCCESS
FAILED = enum_values.PostStatus.ERROR


def encode(event: dict[str, Any]) -> bytes:
    """The bytes sent (compact, keys sorted, UTF-8)."""
    return json.dumps(event, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def envelope(
    profile: ProfileRow, action: str, hook_id: str, url: str, now: datetime
) -> dict[str, Any]:
    """The fields every event of the profile carries, by their spec names: `GenericEvent`'s
    (at `now`) and the profile's `title` and `source`, which the typed events add to them
    (named through `FeedEvent`, whose other fields are all optional)."""
    common = GenericEvent(
        action=action,  # type: ignore[arg-type]  # one of WebhookAction, validated here
        created=now,
        time_stamp=int(now.timestamp()),
        hook_id=hook_id,
        ref_id=profile.ref_id,
        url=url,
    )
    profile_fields = FeedEvent(created=now, time_stamp=0, title=profile.title, source=SOURCE)
    return {**model_data(common), **own_fields(profile_fields, GenericEvent)}


def emit(
    service: Service,
    profile: ProfileRow,
    action: str,
    fields: dict[str, Any],
    connection: sqlite3.Connection,
) -> str | None:
    """Queue the event of `action` for the profile's hook, inside the open transaction of
    `connection` (the Store's); return the delivery id, or None when no hook is registered (or
    the service's `EventRules` queue nothing for it). `fields` are the event's own
    (`own_fields` of its generated model), added to its `envelope`. The body is signed by the
    service's `Signer` under the hook's secret (`signing.queue_signed`) and queued once per
    delay of the service's `EventRules.delays` (the first delivery's id is returned).

    Call `service.delivery.wake()` after the commit so this process sends it at once.
    """
    hook = service.store.hooks.hook(profile.id, action)
    if hook is None:
        return None
    now = service.now()
    event: dict[str, Any] = {
        **envelope(profile, action, hook.hook_id, hook.url, now),
        **fields,
    }
    queued = service.seams.events.queued(event)
    if queued is None:
        return None
    ids = [
        queue_signed(
            service.delivery.outbox,
            service.seams.signer,
            hook.hook_id,
            hook.url,
            hook.secret,
            encode(queued),
            previous_secret=hook.rotating_from(int(now.timestamp())),
            action=action,
            ref_id=profile.ref_id,
            connection=connection,
            delay_seconds=delay,
        )
        for delay in service.seams.events.delays(queued)
    ]
    return ids[0] if ids else None


def scheduled_fields(
    service: Service, profile: ProfileRow, record: PostRecord, platform: str
) -> dict[str, Any]:
    """The `ScheduledEvent` fields of a scheduled post's outcome on one network (its own: the
    envelope's are left to `emit`)."""
    results = [HistoryPostIdResult.model_validate(model_data(r)) for r in record.post_ids]
    result = next((r for r in results if r.platform == platform), None)
    event = ScheduledEvent(
        created=service.now(),
        errors=record.errors,
        hook_id="",
        id=record.id,
        id_share=result.id_share if result is not None else "",
        is_video=record.is_video,
        media_urls=record.media_urls,
        platform=platform,  # type: ignore[arg-type]  # one of the post's networks
        platforms=record.platforms,
        post=record.post,
        post_ids=results,
        post_url=result.post_url if result is not None else "",
        ref_id=profile.ref_id,
        source=SOURCE,
        status=PUBLISHED if result is not None else FAILED,
        sub_action=f"{platform}Published",
        time_stamp=service.now_unix(),
        title=profile.title,
        url="",
    )
    return own_fields(event, GenericEvent)
