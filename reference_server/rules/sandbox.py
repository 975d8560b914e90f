"""Sandbox control: the reference server's own endpoints under `/_sandbox` (not in the spec).

They let tests drive state the public API cannot: the clock, the plan, linked networks,
webhook history entries and the delivery settings. Same auth as the API
(`Authorization: Bearer <API key>`; an optional `Profile-Key` selects the acting profile);
errors use the spec's Error shape.

    GET  /_sandbox                  {"sandbox": true, "now": ..., "plan": ...}
    POST /_sandbox/clock            {"advanceSeconds": N} | {"set": "<Timestamp>"} -> {"now"}
    POST /_sandbox/plan             {"plan": "<x-plans value>"} -> {"plan"}
    POST /_sandbox/link             {"platform", "displayName"?, "canManage"? = true}
    POST /_sandbox/unlink           {"platform"}
    POST /_sandbox/webhook-history  {"entries": [<SocialEvent|ScheduledEvent|GenericEvent>]}
    GET  /_sandbox/deliveries       {"deliveries": [...]} (the acting profile's outbox log)
    GET  /_sandbox/delivery         {"retryScale", "caPems"}
    POST /_sandbox/delivery         {"retryScale"?: F, "caPem"?: "<PEM>"} -> the same

Changing the clock publishes the scheduled posts it makes due before answering. Linking and
unlinking emit a `social` event (queued with the change, in one transaction) when the acting
profile has a `social` hook; linking an already linked network changes it without an event.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from jsonschema.exceptions import best_match

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..scheduler import publish_due
from ..service import Call, Service
from ..webhooks import events

Route = Callable[[Service, Call], Awaitable[dict[str, Any]]]

PLATFORM = {"$ref": "#/components/schemas/Platform"}
CLOCK_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "minProperties": 1,
    "maxProperties": 1,
    "properties": {
        "advanceSeconds": {"type": "number"},
        "set": {"$ref": "#/components/schemas/Timestamp"},
    },
}
LINK_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["platform"],
    "properties": {
        "platform": PLATFORM,
        "displayName": {"type": "string", "minLength": 1, "maxLength": 200},
        "canManage": {"type": "boolean"},
    },
}
UNLINK_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["platform"],
    "properties": {"platform": PLATFORM},
}
HISTORY_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["entries"],
    "properties": {"entries": {"type": "array", "items": {"type": "object"}}},
}
DELIVERY_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "minProperties": 1,
    "properties": {
        "retryScale": {"type": "number", "minimum": 0, "maximum": 100},
        "caPem": {"type": "string", "minLength": 1, "maxLength": 1_000_000},
    },
}
EVENT_SCHEMAS = {"social": "SocialEvent", "scheduled": "ScheduledEvent"}


def _validate(service: Service, schema: dict[str, Any], body: Any, what: str = "Body") -> None:
    error = best_match(service.spec.refs.validator_for(schema).iter_errors(body))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path)
        raise ApiError(
            ErrorCode.INVALID_REQUEST,
            f"{what}{' ' + where if where else ''}: {error.message[:300]}",
        )


async def status(service: Service, call: Call) -> dict[str, Any]:
    return {"sandbox": True, "now": format_timestamp(service.now()), "plan": service.plan}


async def clock(service: Service, call: Call) -> dict[str, Any]:
    _validate(service, CLOCK_SCHEMA, call.body)
    if "set" in call.body:
        service.clock.set(parse_timestamp(call.body["set"]))
    else:
        service.clock.advance(float(call.body["advanceSeconds"]))
    publish_due(service)  # other processes see the change at their next poll
    return {"now": format_timestamp(service.now())}


async def plan(service: Service, call: Call) -> dict[str, Any]:
    schema = {
        "type": "object",
        "additionalProperties": False,
        "required": ["plan"],
        "properties": {"plan": {"enum": list(service.spec.facts.plans)}},
    }
    _validate(service, schema, call.body)
    service.set_plan(call.body["plan"])
    return {"plan": service.plan}


async def link(service: Service, call: Call) -> dict[str, Any]:
    _validate(service, LINK_SCHEMA, call.body)
    platform = call.body["platform"]
    display_name = call.body.get("displayName") or f"{call.profile.title} on {platform}"
    can_manage = bool(call.body.get("canManage", True))
    store = service.store
    with store.transaction() as db:
        was_linked = any(link.platform == platform for link in store.links(call.profile.id))
        store.link(call.profile.id, platform, display_name, can_manage, service.now_unix())
        if not was_linked:
            fields = events.social_fields(platform, display_name, "link")
            events.emit(service, call.profile, "social", fields, db)
    service.delivery.wake()
    return {
        "status": "success",
        "platform": platform,
        "displayName": display_name,
        "canManage": can_manage,
        "refId": call.profile.ref_id,
    }


async def unlink(service: Service, call: Call) -> dict[str, Any]:
    _validate(service, UNLINK_SCHEMA, call.body)
    platform = call.body["platform"]
    store = service.store
    with store.transaction() as db:
        link = next((k for k in store.links(call.profile.id) if k.platform == platform), None)
        removed = store.unlink(call.profile.id, platform)
        if link is not None and removed:
            fields = events.social_fields(platform, link.display_name, "unlink")
            events.emit(service, call.profile, "social", fields, db)
    service.delivery.wake()
    return {"status": "success", "platform": platform, "unlinked": removed}


async def webhook_history(service: Service, call: Call) -> dict[str, Any]:
    _validate(service, HISTORY_SCHEMA, call.body)
    rows: list[tuple[str, int, dict[str, Any]]] = []
    for index, entry in enumerate(call.body["entries"]):
        action = entry.get("action")
        if action not in service.spec.facts.webhook_actions:
            raise ApiError(
                ErrorCode.INVALID_WEBHOOK_ACTION,
                f"Entry {index}: the action {str(action)[:50]!r} is not known.",
            )
        schema_name = EVENT_SCHEMAS.get(action, "GenericEvent")
        _validate(
            service,
            {"$ref": f"#/components/schemas/{schema_name}"},
            entry,
            f"Entry {index}",
        )
        rows.append((action, int(parse_timestamp(entry["created"]).timestamp()), entry))
    service.store.add_history(call.profile.id, rows)
    return {"status": "success", "stored": len(rows)}


async def deliveries(service: Service, call: Call) -> dict[str, Any]:
    return {"deliveries": service.delivery.log(call.profile.ref_id)}


async def delivery_settings(service: Service, call: Call) -> dict[str, Any]:
    return service.delivery.config()


async def set_delivery_settings(service: Service, call: Call) -> dict[str, Any]:
    _validate(service, DELIVERY_SCHEMA, call.body)
    retry_scale = call.body.get("retryScale")
    try:
        return service.delivery.set_config(
            float(retry_scale) if retry_scale is not None else None, call.body.get("caPem")
        )
    except ValueError as exc:
        raise ApiError(ErrorCode.INVALID_REQUEST, str(exc)[:300]) from None


ROUTES: dict[tuple[str, ...], dict[str, Route]] = {
    (): {"get": status},
    ("clock",): {"post": clock},
    ("plan",): {"post": plan},
    ("link",): {"post": link},
    ("unlink",): {"post": unlink},
    ("webhook-history",): {"post": webhook_history},
    ("deliveries",): {"get": deliveries},
    ("delivery",): {"get": delivery_settings, "post": set_delivery_settings},
}
