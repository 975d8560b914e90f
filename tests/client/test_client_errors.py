"""Errors raise by default: a class per status family with the catalogued code by name, the
SDK's own connection and timeout errors, and the non-raising raw-response mode."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from social_publishing_client import (
    APIConnectionError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    AsyncSocialPublishing,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ErrorCode,
    File,
    GoneError,
    InternalServerError,
    NotFoundError,
    PayloadTooLargeError,
    PermissionDeniedError,
    RateLimitError,
    SocialPublishing,
    SocialPublishingError,
    UnprocessableEntityError,
    UnsupportedMediaTypeError,
)
from social_publishing_client.models import (
    Error,
    MediaUploadForm,
    PostRequest,
    PostResult,
    WebhookRegistration,
)
from social_publishing_models.spec_facts import ERROR_CATALOGUE, UPLOAD_MAX_BYTES

from testkit.ports import closed_port_url
from testkit.server import ReferenceServer
from tests.client.harness import Scripted, ScriptedServer


def _check(error: APIStatusError, kind: type[APIStatusError], code: ErrorCode) -> None:
    assert type(error) is kind and isinstance(error, SocialPublishingError)
    assert error.code is code and error.code_name == code.name.lower()
    assert error.status == ERROR_CATALOGUE[code].status == error.response.status_code
    assert isinstance(error.error, Error) and error.message == error.error.message
    assert error.result is None
    assert (
        str(error) == f"HTTP {error.status}, code {code.value} ({error.code_name}): {error.message}"
    )


def _too_large(client: SocialPublishing, tmp_path: Path) -> object:
    path = tmp_path / "too-big.bin"
    with path.open("wb") as handle:
        handle.truncate(UPLOAD_MAX_BYTES + 1)
    return client.media.upload(MediaUploadForm(file=File.from_path(path)))


Call = Callable[[SocialPublishing, Path], object]
RETIRED_HOOK = WebhookRegistration(action="accountActivity", url="https://h.example.test/")
CATALOGUED: list[tuple[type[APIStatusError], ErrorCode, Call]] = [
    # the spec's minimum limit is 1: the server refuses 0
    (BadRequestError, ErrorCode.INVALID_REQUEST, lambda c, _: c.posts.get_history(limit=0)),
    (
        PermissionDeniedError,
        ErrorCode.UNKNOWN_PROFILE_KEY,
        lambda c, _: c.webhooks.list(profile_key="PK-unknown"),
    ),
    (NotFoundError, ErrorCode.POST_NOT_FOUND, lambda c, _: c.posts.get("NoSuchPost")),
    (GoneError, ErrorCode.ACTION_RETIRED, lambda c, _: c.webhooks.register(RETIRED_HOOK)),
    (PayloadTooLargeError, ErrorCode.FILE_TOO_LARGE, _too_large),
]


@pytest.mark.parametrize(
    ("kind", "code", "call"), CATALOGUED, ids=[code.name for _, code, _ in CATALOGUED]
)
def test_a_catalogued_error_raises_its_class_with_the_code_by_name(
    client: SocialPublishing,
    tmp_path: Path,
    kind: type[APIStatusError],
    code: ErrorCode,
    call: Call,
) -> None:
    with pytest.raises(kind) as raised:
        call(client, tmp_path)
    _check(raised.value, kind, code)


def test_a_per_network_refusal_carries_the_post_result(client: SocialPublishing) -> None:
    with pytest.raises(BadRequestError) as raised:
        client.posts.create(PostRequest(post="hi", platforms=["pinterest"]))  # not linked
    assert raised.value.code == ErrorCode.PLATFORM_NOT_LINKED
    assert isinstance(raised.value.result, PostResult)
    assert [e.code for e in raised.value.result.errors] == [ErrorCode.PLATFORM_NOT_LINKED]


def test_raw_responses_do_not_raise(client: SocialPublishing) -> None:
    raw = client.with_raw_response.posts.get("NoSuchPost")
    assert not raw.ok and raw.status_code == 404
    assert raw.error is not None and raw.error.code == ErrorCode.POST_NOT_FOUND
    with pytest.raises(NotFoundError):
        raw.parse()
    fine = client.posts.with_raw_response.get_history()  # the same, from the resource
    assert fine.ok and fine.error is None
    assert fine.headers["content-type"].startswith("application/json")


def test_undocumented_status_with_a_foreign_body_still_raises() -> None:
    with ScriptedServer() as scripted:
        scripted.script = [Scripted(502, "upstream broke", {})] * 3
        with (
            SocialPublishing("k", base_url=scripted.base_url, max_retries=0) as client,
            pytest.raises(InternalServerError) as raised,
        ):
            client.webhooks.list()
    assert raised.value.code is None and raised.value.error is None
    assert "upstream broke" in raised.value.message


FAMILIES: list[tuple[int, type[APIStatusError]]] = [
    (400, BadRequestError),
    (401, AuthenticationError),
    (403, PermissionDeniedError),
    (404, NotFoundError),
    (408, APIStatusError),
    (409, ConflictError),
    (410, GoneError),
    (413, PayloadTooLargeError),
    (415, UnsupportedMediaTypeError),
    (422, UnprocessableEntityError),
    (429, RateLimitError),
    (500, InternalServerError),
    (503, InternalServerError),
]


@pytest.mark.parametrize(("status", "kind"), FAMILIES)
def test_each_status_family_has_its_class(status: int, kind: type[APIStatusError]) -> None:
    body = {
        "status": "error",
        "code": ErrorCode.INVALID_REQUEST,
        "message": "scripted",
        "action": "post",
    }
    with ScriptedServer() as scripted:
        scripted.script = [Scripted(status, body)]
        with (
            SocialPublishing("k", base_url=scripted.base_url, max_retries=0) as client,
            pytest.raises(APIStatusError) as raised,
        ):
            client.webhooks.list()
    assert type(raised.value) is kind
    assert (raised.value.status, raised.value.code, raised.value.action) == (
        status,
        ErrorCode.INVALID_REQUEST,
        "post",
    )
    assert raised.value.response.status_code == status


def test_a_2xx_body_that_breaks_the_contract_is_the_sdks_error() -> None:
    with ScriptedServer() as scripted:
        scripted.script = [Scripted(200, {"webhooks": "not a list"})]
        with (
            SocialPublishing("k", base_url=scripted.base_url) as client,
            pytest.raises(APIResponseValidationError) as raised,
        ):
            client.webhooks.list()
    assert raised.value.status == 200 and "WebhookList" in str(raised.value)
    # attrs from_dict fails on the wrong shape; the SDK error carries it as the cause
    assert isinstance(raised.value.__cause__, KeyError | TypeError | ValueError | AttributeError)


def test_connection_failure_is_the_sdks_error() -> None:
    url = closed_port_url()
    with (
        SocialPublishing("k", base_url=url, max_retries=0) as client,
        pytest.raises(APIConnectionError) as raised,
    ):
        client.webhooks.list()
    assert isinstance(raised.value.__cause__, httpx.ConnectError)
    assert raised.value.request.url.path == "/hook/webhook"


def test_timeout_per_call_is_the_sdks_timeout_error() -> None:
    with ScriptedServer() as slow:
        slow.script = [Scripted(200, {"status": "success", "webhooks": []}, delay=1.0)]
        with (
            SocialPublishing("k", base_url=slow.base_url, max_retries=0) as client,
            pytest.raises(APITimeoutError) as raised,
        ):
            client.webhooks.list(timeout=0.2)
    assert isinstance(raised.value.__cause__, httpx.TimeoutException)
    assert isinstance(raised.value, APIConnectionError)


def test_async_errors_raise_the_same_classes(server: ReferenceServer) -> None:
    async def scenario() -> None:
        async with AsyncSocialPublishing("wrong-key", base_url=server.base_url) as client:
            await client.webhooks.list()

    with pytest.raises(AuthenticationError) as raised:
        asyncio.run(scenario())
    _check(raised.value, AuthenticationError, ErrorCode.INVALID_API_KEY)


def test_missing_api_key_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOCIAL_PUBLISHING_API_KEY", raising=False)
    with pytest.raises(SocialPublishingError, match="SOCIAL_PUBLISHING_API_KEY"):
        SocialPublishing()
