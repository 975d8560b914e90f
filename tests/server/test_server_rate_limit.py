"""The per-profile rate limit of `x-rate-limit` on a real reference server, what the contract
rules do not check: a wrong key and the served spec file carry no headers, a refusal carries
Retry-After up to the window's end (the spec leaves it to the server; a refusal's count, not
raised: the rate-limit rules), a clock moved back starts a fresh window (where
a window starts is the server's), the configured limit (a bad one,
and a bad `--auth-failure-max`, stop the server), one count shared by several worker processes,
and the window kept across a restart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import INTERNAL_ERROR_MARK, Api, RunningServer, start_server
from tests.server.spec_check import SpecCheck

RATE = ServiceSpec.load().facts.rate_limit


def window(response: httpx.Response) -> tuple[int, int] | None:
    """(max, count) of an answer's rate-limit headers, None when it has neither."""
    maximum = response.headers.get(RATE.max_header)
    count = response.headers.get(RATE.count_header)
    if maximum is None and count is None:
        return None
    assert maximum is not None and count is not None, dict(response.headers)
    return int(maximum), int(count)


def set_limit(api: Api, limit: int | None) -> int:
    body = api.sandbox("rate-limit", {"max": limit})
    return int(body["max"])


@pytest.fixture
def primary_limit(api: Api) -> Iterator[None]:
    """Give the Primary Profile the server's limit (and a fresh window) again afterwards."""
    yield
    set_limit(api, None)


def test_answers_before_a_profile_is_known_carry_no_headers(api: Api) -> None:
    """A wrong API key (the suite sends none from its own address: it would count a failed
    authentication there) and the served spec file (no operation of the document) carry no
    rate-limit headers. No key and an unknown path:
    test_rules_rate_limit.py::test_answers_before_a_profile_is_known_carry_no_headers."""
    wrong_key = api.get("/media", headers={"Authorization": "Bearer wrong"})
    assert wrong_key.json()["code"] == ErrorCode.INVALID_API_KEY
    assert window(wrong_key) is None
    assert window(api.get("/openapi.yaml")) is None


def test_retry_after_and_a_clock_moved_back(
    api: Api, primary_limit: None, restore_clock: None
) -> None:
    set_limit(api, 1)
    assert window(api.get("/media")) == (1, 1)
    api.sandbox("clock", {"advanceSeconds": RATE.window_seconds - 5})
    late = api.get("/media")
    assert late.status_code == 429 and int(late.headers["Retry-After"]) <= 5
    # A clock moved back before the window's start starts a fresh one.
    api.sandbox("clock", {"advanceSeconds": -3 * RATE.window_seconds})
    assert window(api.get("/media")) == (1, 1)


@pytest.fixture(scope="module")
def limited_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningServer]:
    """Two worker processes sharing one data dir, limit 5 per window by flag."""
    running = start_server(
        tmp_path_factory.mktemp("limited") / "data", "--rate-limit-max", "5", "--workers", "2"
    )
    yield running
    running.stop()
    assert INTERNAL_ERROR_MARK not in running.stderr(), running.stderr()


def test_configured_limit_is_counted_across_workers(
    limited_server: RunningServer, spec_check: SpecCheck
) -> None:
    headers = {"Authorization": f"Bearer {limited_server.api_key}"}
    counts = []
    for _ in range(8):  # a new connection each time, so both workers serve some
        with httpx.Client(base_url=limited_server.url, headers=headers, timeout=30) as client:
            answer = client.get("/media")
            spec_check.check(answer)
            counts.append((answer.status_code, window(answer)))
    assert counts == [(200, (5, n)) for n in range(1, 6)] + [(429, (5, 5))] * 3, counts
    api = Api(limited_server, spec_check)
    try:
        assert set_limit(api, None) == 5  # the configured limit, not the spec's default
        assert window(api.get("/media")) == (5, 1)
    finally:
        api.close()


@pytest.mark.parametrize("flag", [("--rate-limit-max", "-1"), ("--auth-failure-max", "0")])
def test_bad_limit_flag_is_refused(tmp_path: Path, flag: tuple[str, str]) -> None:
    """A negative rate limit, or a failed-authentication limit below one, stops the server."""
    with pytest.raises(AssertionError, match="server did not start"):
        start_server(tmp_path / "data", *flag)


def test_window_survives_a_restart_with_a_lower_limit(
    tmp_path: Path, spec_check: SpecCheck
) -> None:
    """The counts live in the data dir: a restart keeps the window; a lower configured limit
    applies to it at once, and the count reported never exceeds the limit."""
    data = tmp_path / "data"
    first = start_server(data, "--rate-limit-max", "5")
    try:
        api = Api(first, spec_check)
        assert [window(api.get("/media")) for _ in range(4)] == [(5, n) for n in (1, 2, 3, 4)]
        api.close()
    finally:
        first.stop()
    second = start_server(data, "--rate-limit-max", "2")
    try:
        api = Api(second, spec_check)
        refused = api.get("/media")
        assert refused.status_code == 429 and window(refused) == (2, 2)
        api.close()
    finally:
        second.stop()
    assert INTERNAL_ERROR_MARK not in first.stderr() + second.stderr()
