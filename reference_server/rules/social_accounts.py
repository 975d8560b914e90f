"""Unlinking a profile's social account: the one owner of the change and its `social` webhook
event, used by the public `unlink_social` operation (its body read as the generated
`SocialUnlinkRequest`) and the sandbox control `unlink_network`; the `SocialEvent` of a link or
unlink (`emit_social_event`, which the control's `link_network` uses too) is built as its
generated model."""

from __future__ import annotations

import sqlite3

from pydantic import TypeAdapter
from social_publishing_models import GenericEvent, SocialEvent, SocialUnlinked, SocialUnlinkRequest
from social_publishing_models.common import Platform

from spec_model.social_events import social_changes

from ..service import Call, Service, own_fields
from ..store import ProfileRow
from . import events

PLATFORM: TypeAdapter[Platform] = TypeAdapter(Platform)


def unlink_network(service: Service, profile: ProfileRow, platform: str) -> bool:
    """Unlink `platform` from `profile`; True when it was linked. When it was, the `social`
    event of the unlink is queued (for the profile's `social` hook) in the same transaction."""
    store = service.store
    with store.transaction() as db:
        link = next((k for k in store.profiles.links(profile.id) if k.platform == platform), None)
        removed = store.profiles.unlink(profile.id, platform)
        if link is not None and removed:
            change = social_changes(service.spec.refs).unlink
            emit_social_event(service, profile, platform, link.display_name, change, db)
    service.delivery.wake()
    return removed


def emit_social_event(
    service: Service,
    profile: ProfileRow,
    platform: str,
    display_name: str,
    change: str,
    db: sqlite3.Connection,
) -> None:
    """Queue the `SocialEvent` of a link or unlink (`change`: one of `social_changes`) in the
    transaction of `db`; the fields every event has (`GenericEvent`'s: the hook's, the time)
    are left to `events.emit`, which fills them in."""
    event = SocialEvent(
        created=service.now(),
        hook_id="",
        ref_id=profile.ref_id,
        url="",
        display_name=display_name,
        platform=PLATFORM.validate_python(platform),
        source=events.SOURCE,  # as emit sets it
        time_stamp=service.now_unix(),
        title=profile.title,  # as emit sets it
        type=change,
    )
    events.emit(service, profile, event.action, own_fields(event, GenericEvent), db)


async def unlink_social(service: Service, call: Call) -> SocialUnlinked:
    """`DELETE /profiles/social`: a network that is not linked answers the same (DOCS)."""
    platform = call.body_as(SocialUnlinkRequest).platform
    unlink_network(service, call.profile, platform)
    return SocialUnlinked(platform=platform, ref_id=call.profile.ref_id)
