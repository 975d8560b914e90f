"""The failed-authentication limit of `x-auth-failure-limit` on real reference servers, what the
contract rules do not check, from two loopback client addresses (127.0.0.1 and 127.0.0.2, both
routed to the server's 127.0.0.1): the configured limit (`--auth-failure-max`) is shared by
worker processes (a bad one stops the server: test_server_rate_limit.py); the spec library's
buckets of IPv6 addresses (per /64) and IPv4-mapped ones. Wrong keys sent to the test control,
its refusals during a lockout and the addresses it names:
`contract_tests/test_rules_auth_failures.py`; an unknown Profile-Key with the right API key
counting in the account's Primary Profile window:
test_rules_rate_limit.py::test_unknown_profile_key_counts_in_the_primary_window."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

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
from tests.server.spec_check import SpecCheck

LIMIT = ServiceSpec.load().facts.auth_failure_limit
SIDE = "127.0.0.2"  # another loopback address: Linux routes all of 127/8 to lo
THROTTLED = ErrorCode(LIMIT.error_code)


def side_client(server: RunningServer, spec_check: SpecCheck) -> httpx.Client:
    """A client whose connections come from `SIDE`."""
    return httpx.Client(
        base_url=server.url,
        transport=httpx.HTTPTransport(local_address=SIDE),
        timeout=30,
        event_hooks={"response": [spec_check.check]},
    )


def put_back(server: RunningServer, address: str = SIDE) -> dict[str, Any]:
    """Give `address` the server's limit again and discard its window, from 127.0.0.1 (a
    refused address cannot do it itself: the control refuses it too)."""
    return set_auth_failure_limit(server, None, address=address)


def code_of(response: httpx.Response) -> int:
    return int(response.json()["code"])


@pytest.fixture(scope="module")
def workers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningServer]:
    running = start_server(
        tmp_path_factory.mktemp("throttled") / "data", "--auth-failure-max", "4", "--workers", "2"
    )
    yield running
    running.stop()
    assert INTERNAL_ERROR_MARK not in running.stderr(), running.stderr()


def test_configured_limit_is_counted_across_workers(
    workers: RunningServer, spec_check: SpecCheck
) -> None:
    codes = []
    for _ in range(6):  # a new connection each time, so both workers serve some
        with side_client(workers, spec_check) as client:
            codes.append(code_of(client.get("/user", headers={"Authorization": "Bearer x"})))
    assert codes == [102] * 4 + [int(THROTTLED)] * 2, codes
    assert put_back(workers) == {"address": SIDE, "max": 4}


def test_ipv6_addresses_count_per_prefix_and_mapped_ipv4_as_ipv4() -> None:
    assert LIMIT.client_bucket("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64"
    assert LIMIT.client_bucket("2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64"
    assert LIMIT.client_bucket("2001:db8:1:3::1") != LIMIT.client_bucket("2001:db8:1:2::1")
    assert LIMIT.client_bucket("::ffff:192.0.2.7") == "192.0.2.7"
    assert LIMIT.client_bucket("fe80::1%eth0") == "fe80::/64"
