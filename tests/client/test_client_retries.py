"""Retries against a real scripted HTTP server: which statuses and methods, how many, how long
(a 429 at most once, whatever the method; a write never after another 4xx).

The reference server never answers 408/409/429/5xx on demand, so these tests script the
answers (`harness.ScriptedServer`) and count the requests that arrive.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from social_publishing_client.api import AsyncSocialPublishing, SocialPublishing
from social_publishing_client.client import RetryPolicy
from social_publishing_client.errors import (
    APIConnectionError,
    InternalServerError,
    RateLimitError,
)
from social_publishing_client.models import PostRequest, WebhookUnregistration

from spec_model.error_codes import ErrorCode
from tests.client.harness import Scripted, ScriptedServer

FAST = RetryPolicy(initial_delay=0.01, max_delay=0.05, jitter=0.01)
HOOKS: dict[str, object] = {"status": "success", "webhooks": []}
ERROR = {"status": "error", "code": ErrorCode.INVALID_REQUEST, "message": "scripted"}


@pytest.fixture
def scripted() -> Iterator[ScriptedServer]:
    with ScriptedServer() as server:
        yield server


def _client(server: ScriptedServer, max_retries: int = 2) -> SocialPublishing:
    return SocialPublishing(
        "key", base_url=server.base_url, retry_policy=FAST, max_retries=max_retries
    )


@pytest.mark.parametrize(
    ("status", "headers"),
    [
        *((status, {}) for status in (400, 401, 403, 404, 410, 413, 422)),
        (429, {"x-ratelimit-max": "200", "x-ratelimit-count": "200"}),  # exhausted, no reset
        (503, {"Retry-After": "3600"}),  # a wait longer than the policy allows
    ],
)
def test_answers_not_retried(
    scripted: ScriptedServer, status: int, headers: dict[str, str]
) -> None:
    scripted.script = [Scripted(status, ERROR, headers), Scripted(200, HOOKS)]
    with _client(scripted) as client:
        assert client.with_raw_response.webhooks.list().status_code == status
    assert len(scripted.received) == 1


def test_two_retries_by_default_configurable_per_client_and_per_call(
    scripted: ScriptedServer,
) -> None:
    scripted.script = [Scripted(503, ERROR)] * 12
    default = SocialPublishing("key", base_url=scripted.base_url, retry_policy=FAST)
    with default as client, pytest.raises(InternalServerError) as raised:
        client.webhooks.list()
    assert len(scripted.received) == 3 and raised.value.status == 503
    scripted.received.clear()
    with _client(scripted, max_retries=4) as client:
        with pytest.raises(InternalServerError):
            client.webhooks.list()
        assert len(scripted.received) == 5
        with pytest.raises(InternalServerError):
            client.webhooks.list(max_retries=0)
        assert len(scripted.received) == 6
        with pytest.raises(InternalServerError):
            client.with_options(max_retries=1).webhooks.list()
        assert len(scripted.received) == 8


def test_a_post_is_never_sent_twice(scripted: ScriptedServer) -> None:
    scripted.script = [Scripted(503, ERROR), Scripted(200, {})]
    with _client(scripted) as client, pytest.raises(InternalServerError):
        client.posts.create(PostRequest(post="once", platforms=["youtube"]))
    assert scripted.received == ["POST"]
    scripted.script = [Scripted(drop=True), Scripted(200, {})]
    with _client(scripted) as client, pytest.raises(APIConnectionError):
        client.posts.create(PostRequest(post="once", platforms=["youtube"]))
    assert scripted.received == ["POST", "POST"]  # one more


def test_a_429_is_retried_at_most_once(scripted: ScriptedServer) -> None:
    scripted.script = [Scripted(429, ERROR), Scripted(200, HOOKS)]
    with _client(scripted, max_retries=5) as client:
        raw = client.with_raw_response.webhooks.list()
    assert raw.ok and raw.retries_taken == 1
    scripted.script = [Scripted(429, ERROR), Scripted(429, ERROR), Scripted(200, HOOKS)]
    with _client(scripted, max_retries=5) as client, pytest.raises(RateLimitError):
        client.webhooks.list()
    assert len(scripted.received) == 2 + 2  # the first call's two, then two: one retry
    # A 5xx before it does not use up the 429's retry; a second 429 still ends the call.
    scripted.script = [Scripted(503, ERROR), Scripted(429, ERROR), Scripted(429, ERROR)]
    with _client(scripted, max_retries=5) as client, pytest.raises(RateLimitError):
        client.webhooks.list()
    assert len(scripted.received) == 4 + 3


def test_a_write_is_retried_after_a_429_only(scripted: ScriptedServer) -> None:
    """A 429 means nothing was done: a POST may be sent again once. After any other 4xx a
    write is never retried, even an idempotent one."""
    scripted.script = [Scripted(429, ERROR), Scripted(200, {"status": "success"})]
    with _client(scripted) as client:
        raw = client.with_raw_response.posts.create(PostRequest(post="x", platforms=["youtube"]))
    assert raw.retries_taken == 1
    assert scripted.received == ["POST", "POST"]
    for status in (408, 409):
        scripted.received.clear()
        scripted.script = [Scripted(status, ERROR), Scripted(200, {"status": "success"})]
        with _client(scripted) as client:
            body = WebhookUnregistration(action="feed")
            refused = client.with_raw_response.webhooks.unregister(body)
        assert not refused.ok and refused.retries_taken == 0
        assert scripted.received == ["DELETE"]


def test_dropped_connections_are_retried(scripted: ScriptedServer) -> None:
    scripted.script = [Scripted(drop=True), Scripted(200, HOOKS)]
    with _client(scripted) as client:
        raw = client.with_raw_response.webhooks.list()
    assert raw.ok and raw.retries_taken == 1
    assert len(scripted.received) == 2


def test_async_twin_retries_the_same_way(scripted: ScriptedServer) -> None:
    scripted.script = [Scripted(502, ERROR), Scripted(drop=True), Scripted(200, HOOKS)]

    async def scenario() -> int:
        async with AsyncSocialPublishing(
            "key", base_url=scripted.base_url, retry_policy=FAST
        ) as client:
            raw = await client.with_raw_response.webhooks.list()
            return raw.retries_taken

    assert asyncio.run(scenario()) == 2
    assert len(scripted.received) == 3
