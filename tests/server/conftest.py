"""Fixtures of the reference server tests (module-scoped subprocess servers)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from tests.server.server_harness import INTERNAL_ERROR_MARK, Api, RunningServer, start_server
from tests.server.spec_check import SpecCheck


@pytest.fixture(scope="session")
def spec_check() -> SpecCheck:
    return SpecCheck()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningServer]:
    running = start_server(tmp_path_factory.mktemp("server") / "data")
    yield running
    running.stop()
    assert INTERNAL_ERROR_MARK not in running.stderr(), running.stderr()


@pytest.fixture(scope="module")
def api(server: RunningServer, spec_check: SpecCheck) -> Iterator[Api]:
    client = Api(server, spec_check)
    yield client
    client.close()


@pytest.fixture
def restore_clock(api: Api) -> Iterator[None]:
    """Put the sandbox clock back to the real time after the test."""
    yield
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    api.sandbox("clock", {"set": now})
