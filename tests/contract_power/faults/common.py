"""Helpers and data more than one area's faults use."""

from __future__ import annotations

import json
from dataclasses import replace

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import (
    JSON_CONTENT_TYPE,
    SPEC,
    Request,
    Response,
)

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
