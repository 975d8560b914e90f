"""Faults the rules of `contract_tests/test_rules_conventions.py` must catch."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks, refuse_unknown
from tests.contract_power.faults.exchange import (
    JSON_CONTENT_TYPE,
    SPEC,
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import write_ignored


def _operation_of(request: Request) -> Any:
    route = SPEC.router.match(request.method.lower(), request.path.split("/")[1:])
    return route.target


def _described_fields(schema: Any) -> set[str]:
    """Top-level property names a body schema describes (through $ref, allOf, oneOf)."""
    node = SPEC.refs.resolve(schema) if isinstance(schema, dict) else {}
    names = set(node.get("properties", {}))
    for key in ("allOf", "oneOf", "anyOf"):
        for part in node.get(key, []):
            names |= _described_fields(part)
    return names


@fault("test_unknown_fields_and_query", "request fields an operation does not describe")
@exchange
async def unknown_body_fields_refused(request: Request, call: Call) -> Response:
    """A JSON body with a top-level field its schema does not describe is refused (101)."""
    operation = _operation_of(request)
    body = request.json()
    schema = operation.body_schemas.get("application/json") if operation else None
    if schema is not None and isinstance(body, dict):
        unknown = set(body) - _described_fields(schema)
        if unknown:
            return refuse_unknown(f"field {sorted(unknown)[0]!r}")
    return await call(request)


@fault("test_unknown_fields_and_query", "query parameters an operation does not describe")
@exchange
async def unknown_query_parameters_refused(request: Request, call: Call) -> Response:
    """A query parameter the operation does not describe is refused (101)."""
    operation = _operation_of(request)
    if operation is not None and request.query:
        names = {p.name for p in operation.parameters if p.location == "query"}
        unknown = {k.split("[", 1)[0] for k, _ in request.query} - names
        if unknown:
            return refuse_unknown(f"query parameter {sorted(unknown)[0]!r}")
    return await call(request)


@fault("test_query_arrays_in_every_form", "array query parameters in the indexed form")
@exchange
async def indexed_query_arrays_ignored(request: Request, call: Call) -> Response:
    """`key[0]=a&key[1]=b` (the official SDK's form) is dropped: the filter is not applied."""
    return await call(replace(request, query=[(k, v) for k, v in request.query if "[" not in k]))


@fault("test_json_answers_carry", "JSON answers are sent as application/json; charset=utf-8")
@exchange
async def json_charset_dropped(request: Request, call: Call) -> Response:
    """JSON answers say `application/json` without the charset."""
    response = await call(request)
    if (response.header("content-type") or "").startswith("application/json"):
        response = response.with_header("content-type", "application/json")
    return response


@fault("test_aliases_do_what", "x-alias-of: DELETE /delete does what delete_post does")
@exchange
async def delete_alias_does_nothing(request: Request, call: Call) -> Response:
    """The SDK's DELETE /delete answers success without deleting anything."""
    body = request.json()
    if asks(request, "DELETE", "/delete") and isinstance(body, dict):
        answer = {"status": "success", "id": body.get("id"), "deleted": [body.get("id")]}
        return Response(200, [("content-type", JSON_CONTENT_TYPE)], json.dumps(answer).encode())
    return await call(request)


# -- writes answered as done and never applied (read-back rules) ---------------------------------
upload_media_legacy_ignored = write_ignored(
    OperationId.UPLOAD_MEDIA_LEGACY,
    caught_by=fault("test_aliases_do_what_their_operation_does", "does what upload_media does"),
)
