"""Helpers and data more than one area's faults use."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import (
    JSON_CONTENT_TYPE,
    SPEC,
    Request,
    Response,
)

if TYPE_CHECKING:
    from reference_server.overrides import Overrides

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


# --- through the server's override points (`reference_server/overrides.py`) --------------------
EventChange = Callable[[dict[str, Any]], dict[str, Any] | None]


def change_events(overrides: Overrides, change: EventChange) -> None:
    """Webhook events are queued as ``change(event)`` makes them (None: not queued at all),
    still signed with the hook's secret as sent (so the HMAC holds)."""

    def make(queue_event: Callable[..., str]) -> Callable[..., str]:
        def changed(
            outbox: Any,
            hook_id: str,
            url: str,
            secret: str | None,
            event: dict[str, Any],
            **rest: Any,
        ) -> str:
            new = change(event)
            if new is None:
                return "not-sent"
            return queue_event(outbox, hook_id, url, secret, new, **rest)

        return changed

    overrides.replace("webhooks.queue_event", make)


def change_delivery_headers(
    overrides: Overrides, change: Callable[[Any, dict[str, str]], object]
) -> None:
    """Deliveries are sent with the headers ``change(policy, headers)`` makes of the right
    ones."""

    def make(delivery_headers: Callable[..., dict[str, str]]) -> Callable[..., dict[str, str]]:
        def changed(policy: Any, **kwargs: Any) -> dict[str, str]:
            found = delivery_headers(policy, **kwargs)
            change(policy, found)
            return found

        return changed

    overrides.replace("delivery.headers", make)


def returning(value: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """An override that answers ``value`` whatever it is asked (the point's own function is not
    called)."""
    return lambda original: lambda *args, **kwargs: value
