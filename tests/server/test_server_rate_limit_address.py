"""The test control's address-scoped rate limit (`set_rate_limit` with `callingAddressOnly`)
on a real reference server, with two loopback client addresses (127.0.0.1 and 127.0.0.2):
the limit applies to the acting profile's requests from the calling address only, in their
own window; other addresses and other profiles keep theirs; `max: null` removes it."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import httpx
import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api, RunningServer
from tests.server.spec_check import SpecCheck
from tests.server.test_server_auth_failures import SIDE, side_client
from tests.server.test_server_rate_limit import window

RATE = ServiceSpec.load().facts.rate_limit


@pytest.fixture
def side(server: RunningServer, spec_check: SpecCheck) -> Iterator[httpx.Client]:
    """A client from `SIDE` with the API key; its address limit removed afterwards."""
    client = side_client(server, spec_check)
    client.headers["Authorization"] = f"Bearer {server.api_key}"
    yield client
    client.post("/_sandbox/rate-limit", json={"max": None, "callingAddressOnly": True})
    client.close()


def set_side_limit(side: httpx.Client, limit: int | None) -> dict[str, object]:
    answer = side.post("/_sandbox/rate-limit", json={"max": limit, "callingAddressOnly": True})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def test_limit_applies_to_the_acting_profile_only(api: Api, side: httpx.Client) -> None:
    """Another profile from the limited address keeps its own limit. The limited profile
    refused there and served from the main address: test_rate_limited_on_primary_only_operations."""
    assert set_side_limit(side, 0) == {"max": 0, "address": SIDE}
    assert "Retry-After" in side.get("/media").headers
    created = api.ok("POST", "/profiles", json={"title": f"addr-{uuid.uuid4().hex[:10]}"})
    try:
        other = side.get("/media", headers={"Profile-Key": str(created["profileKey"])})
        assert other.status_code == 200 and window(other) == (RATE.reference_server_max, 1)
    finally:
        api.ok("DELETE", "/profiles", json={"refId": created["refId"]})


def test_address_window_counts_apart_and_null_removes_it(api: Api, side: httpx.Client) -> None:
    before = window(api.get("/media"))
    assert before is not None
    assert set_side_limit(side, 2) == {"max": 2, "address": SIDE}
    assert [window(side.get("/media")) for _ in range(2)] == [(2, 1), (2, 2)]
    assert side.get("/media").status_code == 429
    after = window(api.get("/media"))  # the side's requests did not count for the main one
    assert after == (before[0], before[1] + 1), (before, after)
    removed = set_side_limit(side, None)
    assert removed == {"max": RATE.reference_server_max, "address": SIDE}
    back = side.get("/media")  # counted in the profile's window again
    assert back.status_code == 200 and window(back) == (before[0], before[1] + 2)


def test_profile_limit_is_left_alone_by_the_address_limit(api: Api, side: httpx.Client) -> None:
    set_side_limit(side, 0)
    whole = api.sandbox("rate-limit", {"max": None})  # the profile-wide limit, reset
    assert whole == {"max": RATE.reference_server_max}
    assert side.get("/media").status_code == 429  # the address limit still holds


def test_control_refuses_a_bad_flag(api: Api) -> None:
    for body in ({"max": 0, "callingAddressOnly": "yes"}, {"max": 0, "callingAddressOnly": 1}):
        api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/rate-limit", json=body)
