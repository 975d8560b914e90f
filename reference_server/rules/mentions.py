"""Mentions of a profile's linked account on a network: the test control `inject_mention`
stands in for the network, and fires the `mentions` webhook (`mentionCreated`).

No public material shows the event's body, when it fires or on which networks (all inferred in
the spec: `MentionsEvent`, `x-networks` of the `mentions` delivery). The service keeps no record
of mentions beyond the event and its history entry; no operation lists them. The control's
body is read as its generated model (`Call.body_as`: `MentionInjection`); the event's fields
are built as the generated `MentionsEvent` and the answer as `MentionInjected`.
"""

from __future__ import annotations

import secrets
from typing import Any

from pydantic import MISSING
from social_publishing_models import GenericEvent, MentionsEvent
from social_publishing_models.common import Platform
from social_publishing_models.sandbox import MentionInjected, MentionInjection
from social_publishing_models.webhooks import MentionType

from spec_model import enum_values
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Call, Service, model_data, own_fields
from . import events

MENTIONS_DELIVERY = OperationId.DELIVER_MENTIONS_EVENT
DEFAULT_TYPE: MentionType = enum_values.MentionType.POST
#: Where each network shows a post (`{id}`, `{username}`); the sandbox networks' forms.
POST_URLS: dict[Platform, str] = {
    Network.FACEBOOK: "https://www.facebook.com/{id}",
    Network.INSTAGRAM: "https://www.instagram.com/p/{id}",
    Network.TWITTER: "https://x.com/{username}/status/{id}",
}


def mention_networks(service: Service) -> tuple[str, ...]:
    """The networks that report mentions (the `mentions` delivery's x-networks)."""
    return service.spec.operation(MENTIONS_DELIVERY).networks or ()


def inject_mention(service: Service, call: Call) -> dict[str, Any]:
    """`inject_mention` (body validated): 156 when the network is not linked, 157 when it does
    not report mentions; otherwise the mention, queued as a `mentions` event."""
    request = call.body_as(MentionInjection)
    profile = call.profile
    platform = request.platform
    if platform not in {link.platform for link in service.store.profiles.links(profile.id)}:
        raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")
    if platform not in mention_networks(service):
        raise ApiError(ErrorCode.NETWORK_NOT_SUPPORTED, f"{platform} does not report mentions.")
    username = request.username
    mention_id = str(secrets.randbelow(9 * 10**16) + 10**16)
    url = POST_URLS.get(platform, "https://sandbox.invalid/{id}")
    kind = DEFAULT_TYPE if request.type is MISSING else request.type
    post_url = url.format(id=mention_id, username=username)
    event = MentionsEvent(
        # the envelope, which `events.emit` writes (these stand-ins are left out)
        created=service.now(),
        time_stamp=0,
        hook_id="",
        ref_id="",
        url="",
        # the mention's own fields
        platform=platform,
        mention_id=mention_id,
        type=kind,
        text=request.text,
        username=username,
        post_url=post_url,
    )
    action = service.spec.operation(MENTIONS_DELIVERY).path  # the webhook's action
    with service.store.transaction() as db:
        events.emit(service, profile, action, own_fields(event, GenericEvent), db)
    service.delivery.wake()
    answer = MentionInjected(
        platform=platform,
        mention_id=mention_id,
        type=kind,
        text=request.text,
        username=username,
        post_url=post_url,
        created=service.now(),
    )
    return dict(model_data(answer))  # the control's handlers answer JSON data


__all__ = ["inject_mention", "mention_networks"]
