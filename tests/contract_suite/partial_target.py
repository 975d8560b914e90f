"""A partial server, as a team starting out has one: the reference server wrapped so that only
three operations are offered (``GET /user``, ``GET /media``, ``POST /post``) and everything
else is answered the way a small Starlette app answers what it does not route: 404
``Not Found`` for a path it does not have (the test control under ``/_sandbox`` too), 405 with
``Allow`` for another method on one of its paths, 501 for a method it does not know (TRACE):
``python -m tests.built_server --wrap tests.contract_suite.partial_target:three_operations``.

:func:`three_operations_planted` is the same server with one defect planted on one of the three
operations: ``POST /post`` answers its documented success (200) where it should refuse with 400,
so every broken request the negative probes send it is accepted.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from contract_tests.spec import load_spec
from spec_model.operation_ids import OperationId

ASGIApp = Callable[[dict[str, Any], Any, Any], Awaitable[None]]
#: The operations the partial server offers: path -> methods.
OFFERED = {"/user": ("GET",), "/media": ("GET",), "/post": ("POST",)}
OPERATION_IDS = (OperationId.GET_USER, OperationId.LIST_MEDIA, OperationId.CREATE_POST)
#: Methods the partial server knows; any other (TRACE, ...) it answers 501 Not Implemented.
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


async def _answer(
    send: Any,
    status: int,
    body: bytes,
    headers: list[tuple[bytes, bytes]],
    media_type: bytes = b"text/plain; charset=utf-8",
) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", media_type),
                (b"content-length", str(len(body)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def _filtered(app: ASGIApp) -> ASGIApp:
    async def wrapped(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        path = str(scope["path"]).rstrip("/") or "/"
        methods = OFFERED.get(path)
        if scope["method"] not in KNOWN_METHODS:
            await _answer(send, 501, b"Not Implemented", [])
        elif methods is None:
            await _answer(send, 404, b"Not Found", [])
        elif scope["method"] not in methods:
            allow = ", ".join(methods).encode()
            await _answer(send, 405, b"Method Not Allowed", [(b"allow", allow)])
        else:
            await app(scope, receive, send)

    return wrapped


def three_operations(app: ASGIApp) -> ASGIApp:
    """The reference server offering only `OFFERED` (everything else 404 or 405)."""
    return _filtered(app)


def _documented_success() -> bytes:
    """The documented 200 example answer of `create_post` (read from the spec)."""
    spec = load_spec()
    response = spec.resolve(spec.operation(OperationId.CREATE_POST).raw["responses"]["200"])
    return json.dumps(response["content"]["application/json"]["example"]).encode()


def three_operations_planted(app: ASGIApp) -> ASGIApp:
    """`three_operations` with a defect planted on ``POST /post``: where it should refuse a
    request with 400, it answers its documented success (the spec's 200 example) instead."""
    inner, success = _filtered(app), _documented_success()

    async def wrapped(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or (scope["method"], scope["path"]) != ("POST", "/post"):
            await inner(scope, receive, send)
            return
        refused: list[bool] = []

        async def swallow_refusal(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                refused.append(message["status"] == 400)
                if not refused[0]:
                    await send(message)
            elif not refused[0]:
                await send(message)
            elif not message.get("more_body"):
                await _answer(send, 200, success, [], b"application/json")

        await inner(scope, receive, swallow_refusal)

    return wrapped
