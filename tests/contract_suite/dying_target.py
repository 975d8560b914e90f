"""A target that dies mid-run: the reference server wrapped so that its process exits, without
answering, on the request after its first :data:`ANSWERED` (``python -m reference_server
--asgi-wrapper tests.contract_suite.dying_target:dies_after_requests``)."""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from typing import Any

ASGIApp = Callable[[dict[str, Any], Any, Any], Awaitable[None]]
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
