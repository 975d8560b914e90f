"""The generated client and its companion against the real reference server."""

from __future__ import annotations

import asyncio
import base64
import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from PIL import Image
from social_publishing_client.api.media import list_media, upload_media
from social_publishing_client.api.posts import create_post
from social_publishing_client.api.profiles import create_profile
from social_publishing_client.api.webhooks import (
    get_webhook_history,
    list_webhooks,
    register_webhook,
)
from social_publishing_client.api.you_tube import set_youtube_watermark
from social_publishing_client.models import (
    Error,
    MediaItem,
    PostRequest,
    ProfileCreated,
    ProfileCreation,
    WatermarkSettings,
    WebhookHistory,
    WebhookRegistration,
)
from social_publishing_models.spec_facts import (
    ERROR_CATALOGUE,
    PROFILE_KEY_HEADER,
    TWITTER_API_KEY_HEADER,
    TWITTER_API_SECRET_HEADER,
)
from social_publishing_sdk import (
    ServiceClient,
    ServiceError,
    connect,
    data_uri_body,
    error_of,
    unwrap,
    upload_file,
    upload_file_async,
)

from contract_tests.server import ReferenceServer

Sandbox = Callable[[str, dict[str, Any]], Any]

PIXEL_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)


def _code(name: str) -> int:
    """The catalogue code of an error by its name (no literal codes in tests)."""
    return next(code for code, entry in ERROR_CATALOGUE.items() if entry.name == name)


def test_upload_from_path_streams_multipart_and_lists_it(
    client: ServiceClient, tmp_path: Path
) -> None:
    path = tmp_path / "logo.png"
    path.write_bytes(PIXEL_PNG)
    item = unwrap(upload_file(client, path, description="Square logo"))
    assert isinstance(item, MediaItem)
    assert item.file_name == "logo.png"
    assert item.description == "Square logo"
    assert httpx.get(item.url).content == PIXEL_PNG
    library = unwrap(list_media.sync_detailed(client=client))
    stored = next(m for m in library.media if m.id == item.id)
    assert stored.content_type == "image/png"
    assert stored.size == len(PIXEL_PNG)


def test_upload_survives_bytes_that_look_like_the_old_fixed_boundary(
    client: ServiceClient,
) -> None:
    payload = b"start\r\n--+++\r\nContent-Disposition: form-data\r\n\r\n--+++--\r\nend"
    item = unwrap(upload_file(client, io.BytesIO(payload), file_name="tricky.bin"))
    assert httpx.get(item.url).content == payload


def test_data_uri_upload_keeps_media_type(client: ServiceClient) -> None:
    body = data_uri_body(PIXEL_PNG, file_name="pixel.png", description="one pixel")
    assert body.file.startswith("data:image/png;base64,")
    item = unwrap(upload_media.sync_detailed(client=client, body=body))
    assert httpx.get(item.url).content == PIXEL_PNG


def test_register_hook_then_read_history(client: ServiceClient) -> None:
    registered = unwrap(
        register_webhook.sync_detailed(
            client=client,
            body=WebhookRegistration(
                action="scheduled", url="https://hooks.example.test/s", secret="shh"
            ),
        )
    )
    assert registered.action == "scheduled"
    hooks = unwrap(list_webhooks.sync_detailed(client=client)).webhooks
    assert any(h.action == "scheduled" and h.has_secret for h in hooks)
    history = unwrap(get_webhook_history.sync_detailed(client=client, action="scheduled"))
    assert isinstance(history, WebhookHistory)
    assert history.scheduled == []


def test_error_response_is_the_error_model(client: ServiceClient) -> None:
    response = register_webhook.sync_detailed(
        client=client,
        body=WebhookRegistration(action="social", url="http://not-https.example.test/"),
    )
    assert response.status_code == ERROR_CATALOGUE[_code("webhook_url_not_https")].status
    error = error_of(response)
    assert isinstance(error, Error)
    assert error.code == _code("webhook_url_not_https")
    with pytest.raises(ServiceError) as raised:
        unwrap(response)
    assert raised.value.code == error.code
    assert raised.value.status == response.status_code


def test_raising_mode_carries_status_code_message_and_action(
    server: ReferenceServer, api_key: str, sandbox: Sandbox, tmp_path: Path
) -> None:
    path = tmp_path / "wide.png"
    Image.new("RGB", (30, 20)).save(path, "PNG")  # 3:2, not square
    with connect(server.base_url, api_key, raise_on_error=True) as client:
        sandbox("link", {"platform": "youtube"})
        item = unwrap(upload_file(client, path))
        with pytest.raises(ServiceError) as raised:
            set_youtube_watermark.sync(
                client=client,
                body=WatermarkSettings(
                    media_urls=[item.url],
                    timing_type="offsetFromStart",
                    offset_ms=1000,
                    duration_ms=5000,
                ),
            )
    error = raised.value
    code = _code("watermark_aspect_ratio")
    assert (error.status, error.code) == (ERROR_CATALOGUE[code].status, code)
    assert error.action == "post"
    assert error.message


def test_profile_key_is_sticky_removable_and_per_call_wins(
    client: ServiceClient,
) -> None:
    created = unwrap(
        create_profile.sync_detailed(client=client, body=ProfileCreation(title="Sticky Bakery"))
    )
    assert isinstance(created, ProfileCreated)
    primary_ref = unwrap(
        register_webhook.sync_detailed(
            client=client, body=WebhookRegistration(action="feed", url="https://h.example.test/")
        )
    ).ref_id

    client.with_profile_key(created.profile_key)
    assert client.sticky_headers[PROFILE_KEY_HEADER] == created.profile_key
    as_profile = unwrap(
        register_webhook.sync_detailed(
            client=client, body=WebhookRegistration(action="feed", url="https://h.example.test/")
        )
    )
    assert as_profile.ref_id == created.ref_id

    bad = list_webhooks.sync_detailed(client=client, profile_key="PK-per-call-wins")
    error = error_of(bad)
    assert error is not None and error.code == _code("unknown_profile_key")

    client.without_profile_key()
    again = unwrap(
        register_webhook.sync_detailed(
            client=client, body=WebhookRegistration(action="feed", url="https://h.example.test/")
        )
    )
    assert again.ref_id == primary_ref != created.ref_id


def test_twitter_byo_headers_are_sent_until_cleared(
    sandbox: Sandbox, client: ServiceClient
) -> None:
    sandbox("link", {"platform": "twitter"})
    body = PostRequest(post="hello X", platforms=["twitter"])
    missing = create_post.sync_detailed(client=client, body=body)
    error = error_of(missing)
    assert error is not None and error.code == _code("twitter_credentials_required")

    seen: list[httpx.Headers] = []
    client.get_httpx_client().event_hooks["request"].append(lambda r: seen.append(r.headers))
    client.set_twitter_byo("consumer-key", "consumer-secret")
    posted = unwrap(create_post.sync_detailed(client=client, body=body))
    assert posted.status == "success"
    assert seen[-1][TWITTER_API_KEY_HEADER] == "consumer-key"
    assert seen[-1][TWITTER_API_SECRET_HEADER] == "consumer-secret"

    client.clear_twitter_byo()
    refused = create_post.sync_detailed(client=client, body=body)
    assert refused.status_code == ERROR_CATALOGUE[_code("twitter_credentials_required")].status
    assert TWITTER_API_KEY_HEADER not in seen[-1]


def test_async_calls_and_async_upload(server: ReferenceServer, api_key: str) -> None:
    async def scenario() -> tuple[MediaItem | Error | None, int]:
        async with connect(server.base_url, api_key) as client:
            uploaded = await upload_file_async(client, io.BytesIO(PIXEL_PNG), file_name="a.png")
            hooks = await list_webhooks.asyncio_detailed(client=client)
            return uploaded.parsed, hooks.status_code

    parsed, status = asyncio.run(scenario())
    assert isinstance(parsed, MediaItem)
    assert status == 200


def test_async_raising_mode(server: ReferenceServer) -> None:
    async def scenario() -> None:
        async with connect(server.base_url, "wrong-key", raise_on_error=True) as client:
            await list_webhooks.asyncio(client=client)

    with pytest.raises(ServiceError) as raised:
        asyncio.run(scenario())
    assert raised.value.code == _code("invalid_api_key")
