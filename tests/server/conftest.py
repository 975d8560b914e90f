"""Fixtures of the reference server tests (module-scoped subprocess servers)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import trustme

from testkit.https_receiver import HttpsReceiver
from tests.server.delivery_helpers import write_ca
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


@contextmanager
def server_trusting(ca: trustme.CA, root: Path, *args: str) -> Iterator[RunningServer]:
    """A reference server on `root` that trusts `ca` (deliveries to a test receiver, fetches
    from a test HTTPS server), with extra arguments; checked for internal errors at the end."""
    running = start_server(root / "data", *args, env={"SSL_CERT_FILE": str(write_ca(ca, root))})
    try:
        yield running
    finally:
        running.stop()
    assert INTERNAL_ERROR_MARK not in running.stderr(), running.stderr()


@pytest.fixture(scope="module")
def ca() -> trustme.CA:
    """A test CA (a module's servers trust it through `server_trusting`)."""
    return trustme.CA()


@pytest.fixture(scope="module")
def receiver(ca: trustme.CA) -> Iterator[HttpsReceiver]:
    """An HTTPS receiver on 127.0.0.1 with a certificate of the test CA."""
    found = HttpsReceiver(ca.issue_cert("127.0.0.1")).start()
    yield found
    found.stop()


@pytest.fixture(scope="module")
def api(server: RunningServer, spec_check: SpecCheck) -> Iterator[Api]:
    client = Api(server, spec_check)
    yield client
    client.close()


@pytest.fixture
def restore_clock(api: Api) -> Iterator[None]:
    """Put the sandbox clock back to the real time, running, after the test."""
    yield
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    api.sandbox("clock", {"set": now})
    api.sandbox("clock/frozen", {"frozen": False})
