"""The client and the service's rate limit, against a real reference server whose limit the
sandbox control lowers: the headers on responses and errors, a wait of minutes not retried,
and a 429 retried after the wait the server asks for (`Retry-After`)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx
import pytest
from social_publishing_client.api import SocialPublishing
from social_publishing_client.errors import RateLimit, RateLimitError

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from testkit.server import ReferenceServer
from tests.client.harness import API_KEY, Sandbox

RATE = ServiceSpec.load().facts.rate_limit


@pytest.fixture
def limited(sandbox: Sandbox) -> Iterator[Sandbox]:
    """The sandbox; afterwards the server's limit and the real time again."""
    yield sandbox
    sandbox("rate-limit", {"max": None})
    sandbox("clock", {"set": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())})


def _near_window_end(server: ReferenceServer, sandbox: Sandbox) -> None:
    """Start a window with one request, then move the clock to 3 s before it ends."""
    httpx.get(f"{server.base_url}/media", headers={"Authorization": f"Bearer {API_KEY}"})
    sandbox("clock", {"advanceSeconds": RATE.window_seconds - 3})


def test_responses_and_errors_report_the_rate_limit(
    client: SocialPublishing, wire: list[httpx.Request], limited: Sandbox
) -> None:
    first = client.with_raw_response.webhooks.list().rate_limit
    assert first is not None and first.max == RATE.reference_server_max
    assert first.window_seconds == RATE.window_seconds
    limited("rate-limit", {"max": 2})
    windows = [client.with_raw_response.webhooks.list().rate_limit for _ in range(2)]
    assert windows == [RateLimit(2, 1), RateLimit(2, 2)]
    assert windows[1] is not None and windows[1].exhausted and windows[1].remaining == 0
    sent = len(wire)
    with pytest.raises(RateLimitError) as refused:
        client.webhooks.list()
    assert refused.value.code == ErrorCode.RATE_LIMITED and refused.value.status == 429
    assert refused.value.rate_limit == RateLimit(2, 2)
    assert len(wire) == sent + 1  # the server asks for a wait of minutes: not retried


def test_a_429_is_retried_once_after_the_wait(
    server: ReferenceServer, client: SocialPublishing, limited: Sandbox
) -> None:
    limited("rate-limit", {"max": 1})
    _near_window_end(server, limited)
    started = time.monotonic()
    raw = client.with_options(max_retries=5).with_raw_response.webhooks.list()
    assert raw.ok and raw.retries_taken == 1
    assert time.monotonic() - started >= 1.0  # waited for the window to end
    assert raw.rate_limit == RateLimit(1, 1)  # the fresh window's one request
