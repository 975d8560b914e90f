"""Webhook registration rules: register (replacing, which may start a secret rotation), list,
unregister; action sunsets. Requests are read as their generated models (`Call.body_as`)."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from typing import cast

from pydantic import MISSING
from social_publishing_models import (
    Webhook,
    WebhookAction,
    WebhookList,
    WebhookRegistered,
    WebhookRegistration,
    WebhookUnregistered,
    WebhookUnregistration,
)

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..service import Call, Service
from ..store import HookRow


def refuse_retired_action(service: Service, action: str) -> None:
    """Code 132 when `action` is past its `x-sunset` by the service clock."""
    sunset = service.spec.facts.action_sunsets.get(action)
    if sunset is not None and service.now() >= sunset.unavailable_from:
        since = format_timestamp(sunset.unavailable_from)
        raise ApiError(
            ErrorCode(sunset.error_code),
            f"The action {action} is no longer available since {since}.",
        )


def available_actions(service: Service) -> list[str]:
    now = service.now()
    sunsets = service.spec.facts.action_sunsets
    return [
        a
        for a in service.spec.facts.webhook_actions
        if a not in sunsets or now < sunsets[a].unavailable_from
    ]


def rotation(
    service: Service, current: HookRow | None, secret: str | None, now: int
) -> tuple[str | None, int | None]:
    """The (previous secret, rotation end) of a hook registered with `secret` at `now` in place
    of `current`: a different secret replacing one starts a rotation of the spec's
    `rotationWindowSeconds`; the same secret keeps a rotation under way; no secret ends it."""
    if current is None or secret is None or current.secret is None:
        return None, None
    if secret == current.secret:
        return current.previous_secret, current.rotation_until
    window = service.spec.facts.delivery.rotation_window_seconds
    return current.secret, now + int(window)


async def register_webhook(service: Service, call: Call) -> WebhookRegistered:
    request = call.body_as(WebhookRegistration)
    action = request.action
    refuse_retired_action(service, action)
    now = service.now_unix()
    secret = None if request.secret is MISSING else request.secret
    previous, until = rotation(
        service, service.store.hooks.hook(call.profile.id, action), secret, now
    )
    hook = HookRow(
        hook_id=f"h-{secrets.token_hex(8)}",
        action=action,
        url=request.url,
        secret=secret,
        created=now,
        previous_secret=previous,
        rotation_until=until,
    )
    service.store.hooks.put_hook(call.profile.id, hook)
    return WebhookRegistered(
        action=action, url=hook.url, ref_id=call.profile.ref_id, hook_id=hook.hook_id
    )


#: The `WebhookList` attribute of each action's key (`accountActivity` -> `account_activity`).
_ACTION_FIELDS = {f.alias or name: name for name, f in WebhookList.model_fields.items()}


async def list_webhooks(service: Service, call: Call) -> WebhookList:
    """The profile's hooks: a key per registered action with its address, `updated` (the
    newest registration; absent without hooks) and the hooks in full."""
    hooks = service.store.hooks.hooks(call.profile.id)
    listed = WebhookList(
        updated=(
            MISSING if not hooks else datetime.fromtimestamp(max(h.created for h in hooks), UTC)
        ),
        webhooks=[
            Webhook(
                hook_id=h.hook_id,
                action=cast(WebhookAction, h.action),  # validated by the model
                url=h.url,
                ref_id=call.profile.ref_id,
                has_secret=h.secret is not None,
                created=datetime.fromtimestamp(h.created, UTC),
            )
            for h in hooks
        ],
    )
    return listed.model_copy(update={_ACTION_FIELDS[h.action]: h.url for h in hooks})


async def unregister_webhook(service: Service, call: Call) -> WebhookUnregistered:
    action = call.body_as(WebhookUnregistration).action
    if not service.store.hooks.delete_hook(call.profile.id, action):
        raise ApiError(
            ErrorCode.WEBHOOK_NOT_FOUND, f"No webhook is registered for the action {action}."
        )
    return WebhookUnregistered(action=action)
