"""A fault's view of one HTTP exchange with the reference server: the buffered `Request` and
`Response`, `exchange` (a ``handler(request, call)`` made an ASGI wrapper around the server's
app), body encodings, and the spec facts faults read (`SPEC`)."""

from __future__ import annotations

import asyncio
import gzip
import json
import os
import zlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import parse_qsl, urlencode

import brotli

from spec_model import ServiceSpec

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


# --- a buffered view of one HTTP exchange -------------------------------------------------------
@dataclass
class Request:
    method: str
    path: str
    query: list[tuple[str, str]]
    headers: list[tuple[str, str]]
    body: bytes
    #: The client address the app sees (None: the exchange's own).
    client: tuple[str, int] | None = None

    def header(self, name: str) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    def with_header(self, name: str, value: str | None) -> Request:
        headers = [(k, v) for k, v in self.headers if k.lower() != name.lower()]
        if value is not None:
            headers.append((name.lower(), value))
        return replace(self, headers=headers)

    def json(self) -> Any:
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def with_json(self, body: Any) -> Request:
        return replace(self, body=json.dumps(body).encode())


@dataclass
class Response:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""

    def header(self, name: str) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    def with_header(self, name: str, value: str | None) -> Response:
        headers = [(k, v) for k, v in self.headers if k.lower() != name.lower()]
        if value is not None:
            headers.append((name.lower(), value))
        return replace(self, headers=headers)

    def json(self) -> Any:
        """The decoded JSON body (whatever Content-Encoding), or None."""
        try:
            return json.loads(decode(self.body, self.header("content-encoding")))
        except ValueError:
            return None

    def with_json(self, body: Any, status: int | None = None) -> Response:
        """Replace the body, keeping the response's Content-Encoding."""
        raw = json.dumps(body, separators=(",", ":")).encode()
        encoding = self.header("content-encoding")
        result = replace(self, body=encode(raw, encoding), status=status or self.status)
        return result.with_header("content-type", JSON_CONTENT_TYPE)


def decode(body: bytes, encoding: str | None) -> bytes:
    if encoding == "br":
        return bytes(brotli.decompress(body))
    if encoding == "gzip":
        return gzip.decompress(body)
    if encoding == "deflate":
        return zlib.decompress(body)
    return body


def encode(body: bytes, encoding: str | None) -> bytes:
    if encoding == "br":
        return bytes(brotli.compress(body))
    if encoding == "gzip":
        return gzip.compress(body, mtime=0)
    if encoding == "deflate":
        return zlib.compress(body)
    return body


Call = Callable[[Request], Awaitable[Response]]
Handler = Callable[[Request, Call], Awaitable[Response]]


async def call_app(app: ASGIApp, scope: Scope, request: Request) -> Response:
    """Run ``app`` on a buffered request and collect its whole response."""
    scope = dict(scope)
    scope["method"] = request.method
    scope["path"] = request.path
    scope["raw_path"] = request.path.encode()
    scope["query_string"] = urlencode(request.query).encode()
    if request.client is not None:
        scope["client"] = request.client
    headers = [(k, v) for k, v in request.headers if k.lower() != "content-length"]
    headers.append(("content-length", str(len(request.body))))
    scope["headers"] = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers]
    sent = False
    never = asyncio.Event()

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": request.body, "more_body": False}
        await never.wait()
        return {"type": "http.disconnect"}

    response = Response(status=500)
    chunks: list[bytes] = []

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            response.status = int(message["status"])
            response.headers = [
                (k.decode("latin-1"), v.decode("latin-1")) for k, v in message.get("headers", [])
            ]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, send)
    response.body = b"".join(chunks)
    return response


def exchange(handler: Handler) -> Callable[[ASGIApp], ASGIApp]:
    """Turn ``handler(request, call)`` into an ASGI wrapper."""

    def wrap(app: ASGIApp) -> ASGIApp:
        async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
            if scope["type"] != "http":
                await app(scope, receive, send)
                return
            body = b""
            while True:
                message = await receive()
                body += message.get("body", b"")
                if not message.get("more_body"):
                    break
            request = Request(
                method=scope["method"],
                path=scope["path"],
                query=parse_qsl(scope.get("query_string", b"").decode("latin-1"), True),
                headers=[(k.decode("latin-1"), v.decode("latin-1")) for k, v in scope["headers"]],
                body=body,
            )

            async def call(req: Request) -> Response:
                return await call_app(app, scope, req)

            response = await handler(request, call)
            headers = [(k, v) for k, v in response.headers if k.lower() != "content-length"]
            headers.append(("content-length", str(len(response.body))))
            await send(
                {
                    "type": "http.response.start",
                    "status": response.status,
                    "headers": [(k.encode("latin-1"), v.encode("latin-1")) for k, v in headers],
                }
            )
            await send({"type": "http.response.body", "body": response.body})

        return wrapped

    wrap.__name__ = handler.__name__
    wrap.__doc__ = handler.__doc__
    return wrap


def error_code(response: Response) -> Any:
    body = response.json()
    return body.get("code") if isinstance(body, dict) else None


API_KEY = os.environ.get("API_KEY", "dev-api-key")
SPEC = ServiceSpec.load()
#: What the server sends with JSON (`x-conventions.jsonContentType`), kept by rewritten bodies.
JSON_CONTENT_TYPE = SPEC.facts.conventions.json_content_type
