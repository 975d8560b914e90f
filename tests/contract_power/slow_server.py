"""A reference server that answers slowly, for the tests of inconclusive runs
(`test_inconclusive_runs.py`): ASGI wrappers (``python -m tests.built_server
--wrap tests.contract_power.slow_server:NAME``) that hold every HTTP request `DELAY_SECONDS` before
the app sees it, and answer it then as the correct server does (`answers_slowly`) or as the
`auth_bypass` fault does (`answers_slowly_without_auth`). Slow, not hanging: a run given
enough time judges them as it judges their fast versions. No fault of the registry: nothing
here breaks a rule.
"""

from __future__ import annotations

import asyncio
from typing import Any

from tests.contract_power.faults.auth import auth_bypass
from tests.contract_power.faults.exchange import ASGIApp

#: Seconds each HTTP request waits before the app sees it: more than the tiny per-test limit
#: the tests give a first run, so that run is cut off whatever the machine's speed.
DELAY_SECONDS = 1.5


def answers_slowly(app: ASGIApp) -> ASGIApp:
    """``app``, each HTTP request held DELAY_SECONDS first."""

    async def slowed(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            await asyncio.sleep(DELAY_SECONDS)
        await app(scope, receive, send)

    return slowed


def answers_slowly_without_auth(app: ASGIApp) -> ASGIApp:
    """The `auth_bypass` fault (a request without Authorization served as if the key had
    been sent), each HTTP request held DELAY_SECONDS first."""
    return answers_slowly(auth_bypass(app))
