"""The client address a request counts against is the connection's peer: `X-Forwarded-For`
is trusted only from the proxies the operator names (`--forwarded-allow-ips`, default none).
uvicorn trusted it from 127.0.0.1 and ::1 by default, so a local client could dodge the
failed-authentication limit, lock out any other address, or fill the data file with buckets
named by 12 KB of junk. Even from a named proxy, a bucket is a validated address.

Each test has its own server (one of them locks 127.0.0.1 out)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import (
    INTERNAL_ERROR_MARK,
    RunningServer,
    set_auth_failure_limit,
    start_server,
)

LIMIT = ServiceSpec.load().facts.auth_failure_limit
SPOOFED = "203.0.113.7"
SIDE = "127.0.0.2"  # another loopback address: Linux routes all of 127/8 to lo


@pytest.fixture
def started(tmp_path: Path) -> Iterator[list[RunningServer]]:
    servers: list[RunningServer] = []
    yield servers
    for running in servers:
        running.stop()
        assert INTERNAL_ERROR_MARK not in running.stderr(), running.stderr()


def test_a_forwarded_address_does_not_move_the_bucket(
    tmp_path: Path, started: list[RunningServer]
) -> None:
    server = start_server(tmp_path / "data")
    started.append(server)
    spoof = {"X-Forwarded-For": SPOOFED}
    assert set_auth_failure_limit(server, 3, headers=spoof) == {"address": "127.0.0.1", "max": 3}
    with httpx.Client(base_url=server.url, timeout=30) as client:
        for _ in range(3):
            wrong = client.get("/user", headers={"Authorization": "Bearer wrong", **spoof})
            assert wrong.json()["code"] == ErrorCode.INVALID_API_KEY, wrong.text
        # The failures counted against the peer's address: its right key is refused now,
        # whatever address it claims.
        good = {"Authorization": f"Bearer {server.api_key}"}
        for headers in (good, {**good, **spoof}):
            refused = client.get("/user", headers=headers)
            assert refused.status_code == 429, refused.text
            assert refused.json()["code"] == LIMIT.error_code, refused.text


def test_named_proxies_are_trusted_and_their_addresses_validated(
    tmp_path: Path, started: list[RunningServer]
) -> None:
    server = start_server(tmp_path / "data", "--forwarded-allow-ips", "127.0.0.1")
    started.append(server)
    spoof = {"X-Forwarded-For": SPOOFED}
    assert set_auth_failure_limit(server, 3, headers=spoof)["address"] == SPOOFED
    # A proxy's header that names no address counts in one bucket, never as the text sent.
    junk = {"X-Forwarded-For": "x" * 12_000}
    assert set_auth_failure_limit(server, 3, headers=junk)["address"] == "unidentified"
    # A peer that is not a named proxy is itself the client.
    assert set_auth_failure_limit(server, 3, headers=spoof, local=SIDE)["address"] == SIDE


@pytest.mark.parametrize("value", ["", "proxy.example", "127.0.0.1,not-an-ip"])
def test_a_bad_proxy_list_is_refused_at_start(tmp_path: Path, value: str) -> None:
    with pytest.raises(AssertionError, match="server did not start"):
        start_server(tmp_path / "data", "--forwarded-allow-ips", value)
