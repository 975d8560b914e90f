"""A partial server, as a team starting out has one: the reference server wrapped so that only
three operations are offered (``GET /user``, ``GET /media``, ``POST /post``) and everything
else is answered the way a small Starlette app answers what it does not route: 404
``Not Found`` for a path it does not have (the test control under ``/_sandbox`` too), 405 with
``Allow`` for another method on one of its paths (``python -m reference_server --asgi-wrapper
tests.contract_suite.partial_target:three_operations``).

:func:`three_operations_planted` is the same server with one defect planted on one of the three
operations: ``GET /user`` answers without its ``refId`` (a required field of `UserDetails`).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

ASGIApp = Callable[[dict[str, Any], Any, Any], Awaitable[None]]
#: The operations the partial server offers: path -> methods.
OFFERED = {"/user": ("GET",), "/media": ("GET",), "/post": ("POST",)}
OPERATION_IDS = ("get_user", "list_media", "create_post")
#: The field the planted defect leaves out of `get_user`'s answer.
PLANTED_MISSING_FIELD = "refId"


async def _answer(send: Any, status: int, body: bytes, headers: list[tuple[bytes, bytes]]) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"text/plain; charset=utf-8"),
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
        if methods is None:
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


def three_operations_planted(app: ASGIApp) -> ASGIApp:
    """`three_operations` with ``GET /user`` answering without `PLANTED_MISSING_FIELD`."""
    inner = _filtered(app)

    async def wrapped(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or (scope["method"], scope["path"]) != ("GET", "/user"):
            await inner(scope, receive, send)
            return
        start: dict[str, Any] = {}
        chunks: list[bytes] = []

        async def capture(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                start.update(message)
                return
            chunks.append(message.get("body", b""))
            if message.get("more_body"):
                return
            body = b"".join(chunks)
            headers = [(k, v) for k, v in start["headers"] if k.lower() != b"content-length"]
            if start["status"] == 200 and not any(
                k.lower() == b"content-encoding" for k, _ in headers
            ):
                document = json.loads(body)
                if isinstance(document, dict):
                    document.pop(PLANTED_MISSING_FIELD, None)
                body = json.dumps(document).encode()
            headers.append((b"content-length", str(len(body)).encode()))
            await send({**start, "headers": headers})
            await send({"type": "http.response.body", "body": body})

        await inner(scope, receive, capture)

    return wrapped
