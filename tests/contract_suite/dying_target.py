"""A target that dies mid-run: the reference server wrapped so that its process exits, without
answering, on the request after its first :data:`ANSWERED` (``python -m tests.built_server
--wrap tests.contract_suite.dying_target:dies_after_requests``), on the one request of
a test (`dies_on_the_last_test`) or on its first multipart upload (`dies_on_multipart`), or
stops listening on its first multipart upload, holding that request unanswered
(`stops_on_multipart`)."""

from __future__ import annotations

import asyncio
import gc
import os
from typing import Any

from tests.contract_power.faults.exchange import ASGIApp

#: Requests answered before the process exits (the pre-flight is the first).
ANSWERED = 40
#: The exit status of the dying process.
EXIT_STATUS = 7


def dies_after_requests(app: ASGIApp) -> ASGIApp:
    """The server answers ANSWERED HTTP requests, then exits on the next one (no answer)."""
    seen = [0]

    async def wrapped(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            seen[0] += 1
            if seen[0] > ANSWERED:
                os._exit(EXIT_STATUS)
        await app(scope, receive, send)

    return wrapped


def dies_on_the_last_test(app: ASGIApp) -> ASGIApp:
    """The server exits, without answering, on the one request of
    `test_unknown_profile_key_refused` (a made-up Profile-Key, ``PK-...``): a target that dies
    during a run's last test, too few tests in a row for the count of `liveness.py`."""

    async def wrapped(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and any(
            name == b"profile-key" and value.startswith(b"PK-")
            for name, value in scope.get("headers", [])
        ):
            os._exit(EXIT_STATUS)
        await app(scope, receive, send)

    return wrapped


#: Seconds the target holds the request it stops on before its process exits.
HELD_SECONDS = 60.0


def stops_on_multipart(app: ASGIApp) -> ASGIApp:
    """On its first multipart request (an upload, as Prism's multipart parser dies on one) the
    server stops listening and drops every other connection, holds that request without an
    answer for HELD_SECONDS, then exits: the request that killed the target stays in flight, so
    the test that sent it reports nothing while other tests keep sending and get no answer."""
    stopped = [False]

    async def wrapped(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and (stopped[0] or _multipart(scope)):
            if not stopped[0]:
                stopped[0] = True
                _stop_serving(tuple(scope.get("client") or ()))
                await asyncio.sleep(HELD_SECONDS)
            os._exit(EXIT_STATUS)
        await app(scope, receive, send)

    return wrapped


def dies_on_multipart(app: ASGIApp) -> ASGIApp:
    """The server exits, without answering, on its first multipart request (as Prism 5 does
    when its multipart parser throws on a generated upload)."""

    async def wrapped(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and _multipart(scope):
            os._exit(EXIT_STATUS)
        await app(scope, receive, send)

    return wrapped


def _multipart(scope: dict[str, Any]) -> bool:
    return any(
        name == b"content-type" and value.startswith(b"multipart/form-data")
        for name, value in scope.get("headers", [])
    )


def _stop_serving(client: tuple[Any, ...]) -> None:
    """Close the listening sockets (nothing accepts a connection any more) and abort every
    connection but ``client``'s."""
    for found in gc.get_objects():
        if isinstance(found, asyncio.base_events.Server):
            found.close()
        elif isinstance(found, asyncio.Transport) and not found.is_closing():
            peer = found.get_extra_info("peername")
            if peer is not None and tuple(peer[:2]) != client[:2]:
                found.abort()
