"""Response compression as `x-compression` says: over the threshold, only when accepted.

Brotli (the `brotli` package), gzip and deflate (zlib) are chosen in the spec's preference
order among the encodings the client accepts. Streamed responses (media files) pass through.
"""

from __future__ import annotations

import gzip
import zlib
from collections.abc import Callable

import brotli
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from spec_model import Compression

CODECS: dict[str, Callable[[bytes], bytes]] = {
    "br": lambda data: bytes(brotli.compress(data, quality=4)),
    "gzip": lambda data: gzip.compress(data, compresslevel=6, mtime=0),
    "deflate": lambda data: zlib.compress(data, 6),
}


def accepted_encodings(header: str) -> dict[str, float]:
    """Parse `Accept-Encoding` into {coding: q}."""
    result: dict[str, float] = {}
    for item in header.split(","):
        name, *params = (p.strip() for p in item.split(";"))
        if not name:
            continue
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        result[name.lower()] = q
    return result


def choose_encoding(header: str, preference: list[str]) -> str | None:
    """The first encoding of `preference` that the header accepts (q > 0), if any."""
    accepted = accepted_encodings(header)
    wildcard = accepted.get("*", 0.0)
    for coding in preference:
        if accepted.get(coding, wildcard) > 0 and coding in CODECS:
            return coding
    return None


class CompressionMiddleware:
    """Compress whole (non-streamed) responses larger than the spec's threshold."""

    def __init__(self, app: ASGIApp, config: Compression) -> None:
        self.app = app
        self.threshold = config.threshold_bytes
        self.preference = list(config.preference)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        coding = choose_encoding(Headers(scope=scope).get("accept-encoding", ""), self.preference)
        start: Message | None = None
        passthrough = False

        async def send_wrapper(message: Message) -> None:
            nonlocal start, passthrough
            if message["type"] == "http.response.start":
                start = message
                return
            if message["type"] != "http.response.body" or start is None:
                await send(message)
                return
            if passthrough:
                await send(message)
                return
            body: bytes = message.get("body", b"")
            headers = MutableHeaders(scope=start)
            headers.append("Vary", "Accept-Encoding")
            if message.get("more_body", False) or "content-encoding" in headers:
                passthrough = True
                await send(start)
                await send(message)
                return
            if coding is not None and len(body) > self.threshold:
                body = CODECS[coding](body)
                headers["Content-Encoding"] = coding
                headers["Content-Length"] = str(len(body))
            await send(start)
            await send({"type": "http.response.body", "body": body})

        await self.app(scope, receive, send_wrapper)
