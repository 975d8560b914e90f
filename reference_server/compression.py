"""Response compression as `x-compression` says: over the threshold, only when accepted.

Brotli (the `brotli` package), gzip and deflate (zlib) are chosen in the spec's preference
order among the encodings the client accepts. Streamed responses (media files) pass through.

Cost is bounded per byte: bodies over `LARGE_BODY_BYTES` (long histories) are compressed at a
fast level (for these JSON arrays of alike records Brotli 1 is ~3x faster than 4 and within
~20% of its size), and the last few large compressed bodies are remembered by their content
(`CompressedBodies`), so a history polled again unchanged is not compressed again.
"""

from __future__ import annotations

import gzip
import zlib
from collections.abc import Callable

import brotli
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from spec_model import Compression

from .answer_cache import AnswerCache

#: Bodies larger than this are compressed at the fast levels and cached (see the docstring).
LARGE_BODY_BYTES = 64 * 1024
CODECS: dict[str, Callable[[bytes], bytes]] = {
    "br": lambda data: bytes(brotli.compress(data, quality=4)),
    "gzip": lambda data: gzip.compress(data, compresslevel=6, mtime=0),
    "deflate": lambda data: zlib.compress(data, 6),
}
FAST_CODECS: dict[str, Callable[[bytes], bytes]] = {
    "br": lambda data: bytes(brotli.compress(data, quality=1)),
    "gzip": lambda data: gzip.compress(data, compresslevel=1, mtime=0),
    "deflate": lambda data: zlib.compress(data, 1),
}


class CompressedBodies:
    """The compressed form of the last `entries` large bodies, by coding and content: a hit
    compares the whole body (a hash match alone is never trusted)."""

    def __init__(self, entries: int = 8) -> None:
        self._cache: AnswerCache[tuple[bytes, bytes]] = AnswerCache(entries)

    def compress(self, coding: str, body: bytes) -> bytes:
        if len(body) <= LARGE_BODY_BYTES:
            return CODECS[coding](body)
        key = (coding, hash(body))
        found = self._cache.get(key)
        if found is not None and found[0] == body:
            return found[1]
        compressed = FAST_CODECS[coding](body)
        self._cache.put(key, (body, compressed))
        return compressed


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
        self.bodies = CompressedBodies()

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
                body = self.bodies.compress(coding, body)
                headers["Content-Encoding"] = coding
                headers["Content-Length"] = str(len(body))
            await send(start)
            await send({"type": "http.response.body", "body": body})

        await self.app(scope, receive, send_wrapper)
