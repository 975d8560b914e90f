"""Helpers and data more than one area's faults use."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from reference_server.seams import DeliveryRules, EventRules, LimitRules
from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import JSON_CONTENT_TYPE, SPEC, Request, Response

if TYPE_CHECKING:
    from reference_server.parts import ServerParts

RATE = ServiceSpec.load().facts.rate_limit


def asks(request: Request, method: str, *paths: str) -> bool:
    return request.method == method and request.path in paths


def catalogued_refusal(response: Response, code: ErrorCode) -> Response:
    """``response`` rewritten as the catalogue's refusal ``code``: its status, code and message."""
    entry = SPEC.facts.catalogue[code]
    body = {"status": "error", "code": entry.code, "message": entry.message}
    return response.with_json(body, entry.status)


def refuse_unknown(what: str) -> Response:
    body = {"status": "error", "code": 101, "message": f"Unknown {what}."}
    return Response(400, [("content-type", JSON_CONTENT_TYPE)], json.dumps(body).encode())


def without_query(request: Request, name: str) -> Request:
    return replace(request, query=[(k, v) for k, v in request.query if k != name])


NO_ACCOUNTS = {
    "status": "success",
    "adAccounts": [],
    "count": 0,
    "lastUpdated": "2026-01-01T00:00:00Z",
    "nextUpdate": "2026-01-01T00:10:00Z",
}


def without_body_fields(request: Request, path: str, *names: str) -> Request:
    """The request without the JSON body fields `names` when it is a POST to `path`."""
    body = request.json()
    if asks(request, "POST", path) and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if k not in names})
    return request


# --- through the parts the server is built from (`reference_server.parts.ServerParts`) ---------
EventChange = Callable[[dict[str, Any]], dict[str, Any] | None]


def with_seams(parts: ServerParts, **changes: Any) -> ServerParts:
    """``parts`` with the seams ``changes`` names (`reference_server.seams.Seams` fields)."""
    return replace(parts, seams=replace(parts.seams, **changes))


def change_events(parts: ServerParts, change: EventChange) -> ServerParts:
    """Webhook events are queued as ``change(event)`` makes them (None: not queued at all),
    still signed with the hook's secret as sent (so the HMAC holds)."""
    before = parts.seams.events

    class Changed(EventRules):
        def queued(self, event: dict[str, Any]) -> dict[str, Any] | None:
            queued = before.queued(event)
            return None if queued is None else change(queued)

    return with_seams(parts, events=Changed())


def sent_again_late(parts: ServerParts, where: Callable[[dict[str, Any]], bool]) -> ServerParts:
    """Each queued event body ``where`` selects is queued twice, the second sent 2 s later
    (after any pause a rule could afford)."""

    class Twice(EventRules):
        def delays(self, queued: dict[str, Any]) -> tuple[float, ...]:
            return (0.0, 2.0) if where(queued) else (0.0,)

    return with_seams(parts, events=Twice())


def change_delivery_headers(
    parts: ServerParts, change: Callable[[Any, dict[str, str]], object]
) -> ServerParts:
    """Deliveries are sent with the headers ``change(policy, headers)`` makes of the right
    ones."""
    before = parts.seams.delivery

    class Changed(DeliveryRules):
        def headers(self, policy: Any, **kwargs: Any) -> dict[str, str]:
            found = before.headers(policy, **kwargs)
            change(policy, found)
            return found

    return with_seams(parts, delivery=Changed())


class LimitNeverReached(LimitRules):
    """The limit named `limit` is never reached (any other as the spec says)."""

    def __init__(self, limit: str) -> None:
        self.limit = limit

    def reached(self, limit: str, kept: int, most: int) -> bool:
        return False if limit == self.limit else super().reached(limit, kept, most)


class LimitOneEarly(LimitRules):
    """The limit named `limit` counts one item more than are kept: it is reached one early."""

    def __init__(self, limit: str) -> None:
        self.limit = limit

    def reached(self, limit: str, kept: int, most: int) -> bool:
        return super().reached(limit, kept + (limit == self.limit), most)


def returning(value: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """An override that answers ``value`` whatever it is asked (the point's own function is not
    called)."""
    return lambda original: lambda *args, **kwargs: value
