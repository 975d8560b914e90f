"""Fixtures of the client tests: the reference server as a real subprocess on 127.0.0.1.

The server is started through its command line by the contract suite's `ReferenceServer`
(fresh data dir, free port, `--allow-private-targets`) and stopped after the module. A second
server delivers webhooks to a real HTTPS receiver (test CA from trustme) for the tests that
need delivery history.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import trustme
from social_publishing_client import SocialPublishing

from testkit.https_receiver import HttpsReceiver
from testkit.server import ReferenceServer
from tests.client.harness import API_KEY, Sandbox, sandbox_of

# What the server prints on stderr for an internal error or a response the spec does not allow.
INTERNAL_ERROR_MARK = "INTERNAL ERROR"


@pytest.fixture(scope="module")
def server() -> Iterator[ReferenceServer]:
    running = ReferenceServer(api_key=API_KEY, extra_args=["--check-responses"])
    running.start()
    try:
        yield running
        assert INTERNAL_ERROR_MARK not in running.output(), running.output()[-3000:]
    finally:
        running.stop()


@pytest.fixture
def client(server: ReferenceServer) -> Iterator[SocialPublishing]:
    with SocialPublishing(API_KEY, base_url=server.base_url) as service:
        yield service


@pytest.fixture
def wire(client: SocialPublishing) -> list[httpx.Request]:
    """Every request `client` sends, as httpx built it (headers and body bytes)."""
    sent: list[httpx.Request] = []
    client.http_client.event_hooks["request"].append(sent.append)
    return sent


@pytest.fixture
def sandbox(server: ReferenceServer) -> Sandbox:
    return sandbox_of(server)


@pytest.fixture(scope="module")
def tls(tmp_path_factory: pytest.TempPathFactory) -> tuple[trustme.CA, Path]:
    ca = trustme.CA()
    path = tmp_path_factory.mktemp("ca") / "ca.pem"
    ca.cert_pem.write_to_path(str(path))
    return ca, path


@pytest.fixture(scope="module")
def receiver(tls: tuple[trustme.CA, Path]) -> Iterator[HttpsReceiver]:
    """The project's HTTPS receiver (answers 200), with a certificate of the test CA."""
    running = HttpsReceiver(tls[0].issue_cert("127.0.0.1")).start()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def delivering_server(tls: tuple[trustme.CA, Path]) -> Iterator[ReferenceServer]:
    """A reference server that trusts the test CA, so it delivers to `receiver`."""
    running = ReferenceServer(
        api_key="receiver-key", extra_args=["--ca-bundle", str(tls[1]), "--check-responses"]
    )
    running.start()
    try:
        yield running
    finally:
        running.stop()
