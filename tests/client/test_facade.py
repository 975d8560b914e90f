"""The template-rendered façade (`social_publishing_client.api`) against the reference server.

Covers what the façade adds over the openapi-python-client core: typed errors by default (with
per-network result bodies), raw responses as one-line wrappers, dict bodies, client-side
refusals as SDK errors, exact date-times, streamed uploads with a random boundary, sticky
headers, names, retries and the async twin.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from social_publishing_client.api import AsyncSocialPublishing, SocialPublishing
from social_publishing_client.client import APIResponse, RetryPolicy
from social_publishing_client.errors import (
    BadRequestError,
    ErrorCode,
    InvalidRequestError,
    NotFoundError,
    PermissionDeniedError,
    SocialPublishingError,
)
from social_publishing_client.models import (
    FacebookOptions,
    MediaUploadForm,
    PostRequest,
    PostResult,
)
from social_publishing_client.types import File

from testkit.server import ReferenceServer
from tests.client.harness import API_KEY, Sandbox, Scripted, ScriptedServer


@pytest.fixture
def facade(server: ReferenceServer) -> Iterator[SocialPublishing]:
    with SocialPublishing(API_KEY, base_url=server.base_url) as service:
        yield service


@pytest.fixture
def sent(facade: SocialPublishing) -> list[httpx.Request]:
    requests: list[httpx.Request] = []
    facade.http_client.event_hooks["request"].append(requests.append)
    return requests


def test_schedule_sends_the_exact_form_and_reads_the_model(
    facade: SocialPublishing, sent: list[httpx.Request], sandbox: Sandbox
) -> None:
    sandbox("link", {"platform": "facebook"})
    when = datetime.now(UTC).replace(microsecond=123456) + timedelta(days=1)
    result = facade.posts.create(
        PostRequest(
            post="hello",
            platforms=["facebook"],
            schedule_date=when,
            facebook_options=FacebookOptions(),
        )
    )
    assert isinstance(result, PostResult)
    assert when.strftime("%Y-%m-%dT%H:%M:%SZ").encode() in sent[-1].content
    assert b'"faceBookOptions"' in sent[-1].content


def test_naive_datetime_is_an_sdk_error_before_sending(
    facade: SocialPublishing, sent: list[httpx.Request]
) -> None:
    with pytest.raises(InvalidRequestError, match="naive"):
        facade.posts.create(
            PostRequest(post="x", platforms=["facebook"], schedule_date=datetime(2030, 1, 1))
        )
    assert sent == []


def test_dict_body_is_read_with_from_dict(facade: SocialPublishing) -> None:
    hook = facade.webhooks.register(
        {"action": "scheduled", "url": "https://hooks.example.com/a", "secret": "s"}
    )
    assert hook.hook_id


def test_bad_dict_body_and_bad_enum_are_sdk_errors(facade: SocialPublishing) -> None:
    with pytest.raises(InvalidRequestError):
        facade.webhooks.register({"url": "https://hooks.example.com/a"})
    with pytest.raises(InvalidRequestError):
        facade.webhooks.register({"action": "no-such-action", "url": "https://h.example.com/"})
    with pytest.raises(InvalidRequestError):
        facade.webhooks.register(42)  # type: ignore[arg-type]


def test_errors_raise_typed_with_code_by_name(facade: SocialPublishing) -> None:
    with pytest.raises(NotFoundError) as caught:
        facade.posts.get("NoSuchPost")
    error = caught.value
    assert isinstance(error, SocialPublishingError)
    assert error.status == 404 and isinstance(error.code, ErrorCode)
    assert error.code_name and error.message and error.response.status_code == 404


def test_per_network_result_carries_code_and_result(facade: SocialPublishing) -> None:
    with pytest.raises(BadRequestError) as caught:
        facade.posts.create(PostRequest(post="hi", platforms=["pinterest"]))
    error = caught.value
    assert error.code == 156 and error.code_name
    assert isinstance(error.result, PostResult)
    assert error.result.errors[0].code == 156


def test_raw_response_does_not_raise(facade: SocialPublishing) -> None:
    raw = facade.with_raw_response.posts.get("NoSuchPost")
    assert isinstance(raw, APIResponse)
    assert raw.status_code == 404 and not raw.ok and raw.error is not None
    with pytest.raises(NotFoundError):
        raw.parse()
    hooks = facade.posts.with_raw_response.get_history()
    assert hooks.ok and hooks.parse() is not None


def test_upload_streams_a_path_with_a_random_boundary(
    facade: SocialPublishing, sent: list[httpx.Request], tmp_path: Path
) -> None:
    path = tmp_path / "logo.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\r\n--+++\r\n" * 10)
    part = File.from_path(path)
    media = facade.media.upload(MediaUploadForm(file=part, description="logo"))
    assert media.url and part.payload.closed
    assert b"boundary=+++" not in sent[-1].headers["content-type"].encode()
    listed = facade.media.upload(MediaUploadForm(file=File.from_bytes(b"abc", "a.txt")))
    assert listed.url


def test_sticky_profile_key_and_per_call_header(
    facade: SocialPublishing, sent: list[httpx.Request]
) -> None:
    profile = facade.profiles.create({"title": "Sticky"})
    facade.with_profile_key(profile.profile_key)
    facade.webhooks.list()
    assert sent[-1].headers["Profile-Key"] == profile.profile_key
    with pytest.raises(PermissionDeniedError):
        facade.webhooks.list(profile_key="other")
    assert sent[-1].headers["Profile-Key"] == "other"
    facade.without_profile_key().set_twitter_byo("k", "s").webhooks.list()
    assert "Profile-Key" not in sent[-1].headers
    assert sent[-1].headers["X-Twitter-OAuth1-Api-Key"] == "k"


def test_async_twin(server: ReferenceServer) -> None:
    async def main() -> None:
        async with AsyncSocialPublishing(API_KEY, base_url=server.base_url) as client:
            hooks, media = await asyncio.gather(client.webhooks.list(), client.media.list())
            assert hooks.webhooks is not None and isinstance(media, list)
            raw = await client.with_raw_response.posts.get("NoSuchPost")
            assert raw.status_code == 404
            with pytest.raises(NotFoundError):
                await client.posts.get("NoSuchPost")

    asyncio.run(main())


def test_retries_and_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    with ScriptedServer() as scripted:
        scripted.script += [Scripted(503), Scripted(200, {"status": "success", "webhooks": []})]
        monkeypatch.setenv("SOCIAL_PUBLISHING_API_KEY", "env-key")
        monkeypatch.setenv("SOCIAL_PUBLISHING_BASE_URL", scripted.base_url)
        with SocialPublishing(retry_policy=RetryPolicy(initial_delay=0.01, jitter=0)) as client:
            raw = client.with_raw_response.webhooks.list()
        assert raw.ok and raw.retries_taken == 1
        assert [r[1] for r in scripted.received] == ["/hook/webhook", "/hook/webhook"]
        assert scripted.received[-1][2]["Authorization"] == "Bearer env-key"
