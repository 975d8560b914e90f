"""Fixtures of the SDK tests: one reference server subprocess per module (`--check-responses`,
no internal error allowed), the official Python SDK pointed at it, and the sandbox control.

The official Python SDK (PyPI `social-post-api`, class `SocialPost`) returns `r.json()` whatever
the status, so the tests read status fields and error codes from the JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import ayrshare.ayrshare as sdk_module  # type: ignore[import-untyped]
import httpx
import pytest

from testkit.server import ReferenceServer

API_KEY = "official-sdk-tests-key"
TIMEOUT = 10.0
SocialPost = sdk_module.SocialPost
#: `control(path, body, profile_key)`: a sandbox control call for a profile, its JSON answer.
Control = Callable[[str, dict[str, Any], str], Any]


@pytest.fixture(scope="module")
def server() -> Iterator[ReferenceServer]:
    """The reference server; the SDK's module-level base URL points at it meanwhile."""
    running = ReferenceServer(api_key=API_KEY, extra_args=["--check-responses"])
    running.start()
    saved = sdk_module.base
    sdk_module.base = running.base_url + "/"
    try:
        yield running
        assert "INTERNAL ERROR" not in running.output(), running.output()[-3000:]
    finally:
        sdk_module.base = saved
        running.stop()


@pytest.fixture(scope="module")
def control(server: ReferenceServer) -> Control:
    def call(path: str, body: dict[str, Any], profile_key: str) -> Any:
        answer = httpx.post(
            f"{server.base_url}/_sandbox/{path}",
            json=body,
            headers={"Authorization": f"Bearer {API_KEY}", "Profile-Key": profile_key},
            timeout=TIMEOUT,
        )
        assert answer.status_code == 200, answer.text
        return answer.json()

    return call
