"""A partial server, as a team starting out has one: the reference server wrapped so that only
three operations are offered (``GET /user``, ``GET /media``, ``POST /post``) and everything
else is answered the way a small Starlette app answers what it does not route: 404
``Not Found`` for a path it does not have (the test control under ``/_sandbox`` too), 405 with
``Allow`` for another method on one of its paths, 501 for a method it does not know (TRACE):
``python -m tests.built_server --wrap tests.contract_suite.partial_target:three_operations``.

:func:`three_operations_planted` is the same server with one defect planted on one of the three
operations: ``POST /post`` answers its documented success (200) where it should refuse with 400,
so every broken request the negative probes send it is accepted.

Both are ASGI wrappers written on the faults' view of one HTTP exchange
(`tests/contract_power/faults/exchange.py`).
"""

from __future__ import annotations

import json

from contract_tests.spec import load_spec
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.exchange import Call, Request, Response, exchange

#: The operations the partial server offers: path -> methods.
OFFERED = {"/user": ("GET",), "/media": ("GET",), "/post": ("POST",)}
OPERATION_IDS = (OperationId.GET_USER, OperationId.LIST_MEDIA, OperationId.CREATE_POST)
#: Methods the partial server knows; any other (TRACE, ...) it answers 501 Not Implemented.
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
TEXT = ("content-type", "text/plain; charset=utf-8")


async def _offered(request: Request, call: Call) -> Response:
    """The app's answer to an offered operation; a plain-text 404, 405 or 501 to the rest."""
    methods = OFFERED.get(request.path.rstrip("/") or "/")
    if request.method not in KNOWN_METHODS:
        return Response(501, [TEXT], b"Not Implemented")
    if methods is None:
        return Response(404, [TEXT], b"Not Found")
    if request.method not in methods:
        return Response(405, [TEXT, ("allow", ", ".join(methods))], b"Method Not Allowed")
    return await call(request)


@exchange
async def three_operations(request: Request, call: Call) -> Response:
    """The reference server offering only `OFFERED` (everything else 404, 405 or 501)."""
    return await _offered(request, call)


def _documented_success() -> bytes:
    """The documented 200 example answer of `create_post` (read from the spec)."""
    spec = load_spec()
    response = spec.resolve(spec.operation(OperationId.CREATE_POST).raw["responses"]["200"])
    return json.dumps(response["content"]["application/json"]["example"]).encode()


@exchange
async def three_operations_planted(request: Request, call: Call) -> Response:
    """`three_operations` with a defect planted on ``POST /post``: where it should refuse a
    request with 400, it answers its documented success (the spec's 200 example) instead."""
    response = await _offered(request, call)
    if (request.method, request.path) == ("POST", "/post") and response.status == 400:
        return Response(200, [("content-type", "application/json")], _documented_success())
    return response
