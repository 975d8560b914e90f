"""Fixtures of the client tests: the reference server as a real subprocess on 127.0.0.1.

The server is started through its command line by the contract suite's `ReferenceServer`
(fresh data dir, free port, `--allow-private-targets`) and stopped after the module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from social_publishing_sdk import ServiceClient, connect

from contract_tests.server import ReferenceServer

API_KEY = "client-tests-key"


@pytest.fixture(scope="module")
def server() -> Iterator[ReferenceServer]:
    running = ReferenceServer(api_key=API_KEY)
    running.start()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture
def client(server: ReferenceServer) -> Iterator[ServiceClient]:
    with connect(server.base_url, API_KEY) as service:
        yield service


Sandbox = Callable[[str, dict[str, Any]], Any]


@pytest.fixture
def api_key() -> str:
    return API_KEY


@pytest.fixture
def sandbox(server: ReferenceServer) -> Sandbox:
    """Drive the reference server's sandbox control (not part of the public API)."""

    def call(path: str, body: dict[str, Any]) -> Any:
        response = httpx.post(
            f"{server.base_url}/_sandbox/{path}",
            json=body,
            headers={"Authorization": f"Bearer {API_KEY}"},
        )
        response.raise_for_status()
        return response.json()

    return call
