"""Webhook events: the body of a `social` or `scheduled` event for a profile's hook, queued in
the delivery outbox in the caller's transaction.

An event is built only when the profile has a hook for its action; the body carries the
hook's `hookId` and `url` (the spec's `SocialEvent` / `ScheduledEvent`), and its exact bytes are
what is signed, sent and finally recorded as the history entry.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from spec_model import format_timestamp

from ..service import Service
from ..store import PostRow, ProfileRow
from .signing import queue_signed

SOURCE = "user"


def encode(event: dict[str, Any]) -> bytes:
    """The bytes sent (compact, keys sorted, UTF-8)."""
    return json.dumps(event, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def emit(
    service: Service,
    profile: ProfileRow,
    action: str,
    fields: dict[str, Any],
    connection: sqlite3.Connection,
) -> str | None:
    """Queue the event of `action` for the profile's hook, inside the open transaction of
        `connection` (the Store's); return the delivery id, or None when no hook is registered (or
    the service's `EventRules` queue nothing for it). The body is signed by the service's
    `Signer` under the hook's secret (`signing.queue_signed`).

        Call `service.delivery.wake()` after the commit so this process sends it at once.
    """
    hook = service.store.hooks.hook(profile.id, action)
    if hook is None:
        return None
    now = service.now()
    event: dict[str, Any] = {
        "action": action,
        "created": format_timestamp(now),
        "hookId": hook.hook_id,
        "refId": profile.ref_id,
        "source": SOURCE,
        "timeStamp": int(now.timestamp()),
        "title": profile.title,
        "url": hook.url,
        **fields,
    }
    queued = service.seams.events.queued(event)
    if queued is None:
        return None
    return queue_signed(
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
    )


def social_fields(platform: str, display_name: str, change: str) -> dict[str, Any]:
    """The `SocialEvent` fields of a link (`change="link"`) or unlink."""
    return {"platform": platform, "displayName": display_name, "type": change}


def scheduled_fields(post: PostRow, platform: str) -> dict[str, Any]:
    """The `ScheduledEvent` fields of a scheduled post's outcome on one network."""
    body = post.body
    result = next((r for r in body["postIds"] if r["platform"] == platform), None)
    return {
        "errors": body["errors"],
        "id": post.id,
        "idShare": result["idShare"] if result else "",
        "isVideo": body["isVideo"],
        "mediaUrls": body["mediaUrls"],
        "platform": platform,
        "platforms": body["platforms"],
        "post": body["post"],
        "postIds": body["postIds"],
        "postUrl": result["postUrl"] if result else "",
        "status": "success" if result else "error",
        "subAction": f"{platform}Published",
    }
