"""Unlinking a profile's social account: the one owner of the change and its `social` webhook
event, used by the public `unlink_social` operation (its body read as the generated
`SocialUnlinkRequest`) and the sandbox control `unlink_network`."""

from __future__ import annotations

from social_publishing_models import SocialUnlinked, SocialUnlinkRequest

from ..service import Call, Service
from ..store import ProfileRow
from ..webhooks import events


def unlink_network(service: Service, profile: ProfileRow, platform: str) -> bool:
    """Unlink `platform` from `profile`; True when it was linked. When it was, the `social`
    event of the unlink is queued (for the profile's `social` hook) in the same transaction."""
    store = service.store
    with store.transaction() as db:
        link = next((k for k in store.profiles.links(profile.id) if k.platform == platform), None)
        removed = store.profiles.unlink(profile.id, platform)
        if link is not None and removed:
            fields = events.social_fields(platform, link.display_name, "unlink")
            events.emit(service, profile, "social", fields, db)
    service.delivery.wake()
    return removed


async def unlink_social(service: Service, call: Call) -> SocialUnlinked:
    """`DELETE /profiles/social`: a network that is not linked answers the same (DOCS)."""
    platform = call.body_as(SocialUnlinkRequest).platform
    unlink_network(service, call.profile, platform)
    answer = {"status": "success", "platform": platform, "refId": call.profile.ref_id}
    return SocialUnlinked.model_validate(answer)
