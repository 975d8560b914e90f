"""Sandbox control: the reference server's own endpoints under `/_sandbox` (not in the spec).

They let tests drive state the public API cannot: the clock, the plan, linked networks and
webhook history entries. Same auth as the API (`Authorization: Bearer <API key>`; an optional
`Profile-Key` selects the acting profile); errors use the spec's Error shape.

    GET  /_sandbox                  {"sandbox": true, "now": ..., "plan": ...}
    POST /_sandbox/clock            {"advanceSeconds": N} | {"set": "<Timestamp>"} -> {"now"}
    POST /_sandbox/plan             {"plan": "<x-plans value>"} -> {"plan"}
    POST /_sandbox/link             {"platform", "displayName"?, "canManage"? = true}
    POST /_sandbox/unlink           {"platform"}
    POST /_sandbox/webhook-history  {"entries": [<SocialEvent|ScheduledEvent|GenericEvent>]}
    GET  /_sandbox/deliveries       {"deliveries": [...]} (webhook delivery attempts, part 2)
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from jsonschema.exceptions import best_match

from ..errors import ApiError
from ..service import Call, Service
from ..spec import SPEC_URI, format_timestamp, parse_timestamp

Route = Callable[[Service, Call], Awaitable[dict[str, Any]]]

PLATFORM = {"$ref": f"{SPEC_URI}#/components/schemas/Platform"}
CLOCK_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "minProperties": 1,
    "maxProperties": 1,
    "properties": {
        "advanceSeconds": {"type": "number"},
        "set": {"$ref": f"{SPEC_URI}#/components/schemas/Timestamp"},
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
EVENT_SCHEMAS = {"social": "SocialEvent", "scheduled": "ScheduledEvent"}


def _validate(service: Service, schema: dict[str, Any], body: Any, what: str = "Body") -> None:
    error = best_match(service.spec.validator_for(schema).iter_errors(body))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path)
        raise ApiError(110, f"{what}{' ' + where if where else ''}: {error.message[:300]}")


async def status(service: Service, call: Call) -> dict[str, Any]:
    return {"sandbox": True, "now": format_timestamp(service.now()), "plan": service.plan}


async def clock(service: Service, call: Call) -> dict[str, Any]:
    _validate(service, CLOCK_SCHEMA, call.body)
    if "set" in call.body:
        service.clock.set(parse_timestamp(call.body["set"]))
    else:
        service.clock.advance(float(call.body["advanceSeconds"]))
    return {"now": format_timestamp(service.now())}


async def plan(service: Service, call: Call) -> dict[str, Any]:
    schema = {
        "type": "object",
        "additionalProperties": False,
        "required": ["plan"],
        "properties": {"plan": {"enum": service.spec.plans}},
    }
    _validate(service, schema, call.body)
    service.set_plan(call.body["plan"])
    return {"plan": service.plan}


async def link(service: Service, call: Call) -> dict[str, Any]:
    _validate(service, LINK_SCHEMA, call.body)
    platform = call.body["platform"]
    display_name = call.body.get("displayName") or f"{call.profile.title} on {platform}"
    can_manage = bool(call.body.get("canManage", True))
    service.store.link(call.profile.id, platform, display_name, can_manage, service.now_unix())
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
    removed = service.store.unlink(call.profile.id, platform)
    return {"status": "success", "platform": platform, "unlinked": removed}


async def webhook_history(service: Service, call: Call) -> dict[str, Any]:
    _validate(service, HISTORY_SCHEMA, call.body)
    rows: list[tuple[str, int, dict[str, Any]]] = []
    for index, entry in enumerate(call.body["entries"]):
        action = entry.get("action")
        if action not in service.spec.webhook_actions:
            raise ApiError(130, f"Entry {index}: the action {str(action)[:50]!r} is not known.")
        schema_name = EVENT_SCHEMAS.get(action, "GenericEvent")
        _validate(
            service,
            {"$ref": f"{SPEC_URI}#/components/schemas/{schema_name}"},
            entry,
            f"Entry {index}",
        )
        rows.append((action, int(parse_timestamp(entry["created"]).timestamp()), entry))
    service.store.add_history(call.profile.id, rows)
    return {"status": "success", "stored": len(rows)}


async def deliveries(service: Service, call: Call) -> dict[str, Any]:
    return {"deliveries": []}


ROUTES: dict[tuple[str, ...], dict[str, Route]] = {
    (): {"get": status},
    ("clock",): {"post": clock},
    ("plan",): {"post": plan},
    ("link",): {"post": link},
    ("unlink",): {"post": unlink},
    ("webhook-history",): {"post": webhook_history},
    ("deliveries",): {"get": deliveries},
}
