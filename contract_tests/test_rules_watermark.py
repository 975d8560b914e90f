"""Rules of `set_youtube_watermark`: square images only, webp refused, only the first media URL
used, positive numbers, all fields required, a manageable linked channel needed; and of
`remove_youtube_watermark` (DOCS remove-youtube-watermark): the same channel needed, then removed.

Images are uploaded through `upload_media`, so the target fetches them from its own media URLs.
The public API cannot link a network, so the rules about the image (square, type, first URL,
echo) and the unmanageable channel need a channel linked through the test control
(`link_network`). The rest is checked through the public API on a fresh User Profile, which has
no linked network: the missing channel (250), and the body's own rules (positive numbers,
required fields), which are refused before any channel is looked at, as the negative probes
(`test_rules_negative.py`) expect of every operation.
"""

from __future__ import annotations

from typing import Any

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.samples import image_bytes, unique_name
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

_SETTINGS = {"timingType": "offsetFromStart", "offsetMs": 1500, "durationMs": 10000}


def _upload(client: ApiClient, spec: ApiSpec, content: bytes, suffix: str, media_type: str) -> str:
    name = unique_name("watermark", suffix)
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, content, media_type)},
        data={"fileName": name},
    )
    body = client.expect_status(response, 200, "upload_media stores the watermark image")
    return str(body["url"])


@pytest.fixture
def channel(user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec) -> dict[str, str]:
    """A profile with a manageable linked YouTube channel and uploaded images. The image rules
    are applied only once the channel is there, and the public API cannot link one: the tests
    using this fixture need the control."""
    profile_sandbox.link("youtube", display_name="Contract Channel")
    client = user_profile.client
    return {
        "square": _upload(client, spec, image_bytes(120, 120), ".png", "image/png"),
        "wide": _upload(client, spec, image_bytes(150, 100), ".png", "image/png"),
        "webp": _upload(client, spec, image_bytes(120, 120, "WEBP"), ".webp", "image/webp"),
    }


@pytest.fixture
def square(user_profile: UserProfile, spec: ApiSpec) -> str:
    """A square image uploaded by a fresh User Profile (no linked channel: public API only)."""
    return _upload(user_profile.client, spec, image_bytes(100, 100), ".png", "image/png")


def _set(client: ApiClient, spec: ApiSpec, body: dict[str, Any]) -> Any:
    return client.post(spec.operation(OperationId.SET_YOUTUBE_WATERMARK).path, json_body=body)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_square_image_accepted_and_echoed(
    user_profile: UserProfile, channel: dict[str, str], spec: ApiSpec
) -> None:
    """Needs the control: a channel (see `channel`)."""
    client = user_profile.client
    sent = {"mediaUrls": [channel["square"]], **_SETTINGS}
    response = _set(client, spec, sent)
    body = client.expect_status(response, 200, "a square image is set as the watermark")
    echoed = {k: body.get(k) for k in sent}
    if body.get("status") != "success" or echoed != sent:
        client.fail(
            response, "the watermark result echoes the settings", f"sent {sent}, got {body}"
        )


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_non_square_image_refused(
    user_profile: UserProfile, channel: dict[str, str], spec: ApiSpec
) -> None:
    client = user_profile.client
    response = _set(client, spec, {"mediaUrls": [channel["wide"]], **_SETTINGS})
    body = client.expect_error(response, "watermark_aspect_ratio", "the image must be square (1:1)")
    message = str(body.get("message"))
    if "150x100" not in message and "1.50" not in message:
        client.fail(response, "the aspect-ratio message states the actual ratio", message)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_webp_refused(user_profile: UserProfile, channel: dict[str, str], spec: ApiSpec) -> None:
    client = user_profile.client
    response = _set(client, spec, {"mediaUrls": [channel["webp"]], **_SETTINGS})
    client.expect_error(response, "media_type_not_supported", "webp images are refused")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_only_first_media_url_used(
    user_profile: UserProfile, channel: dict[str, str], spec: ApiSpec
) -> None:
    client = user_profile.client
    response = _set(client, spec, {"mediaUrls": [channel["square"], channel["wide"]], **_SETTINGS})
    client.expect_status(response, 200, "only the first media URL is used (square first)")
    response = _set(client, spec, {"mediaUrls": [channel["wide"], channel["square"]], **_SETTINGS})
    client.expect_error(
        response, "watermark_aspect_ratio", "only the first media URL is used (non-square first)"
    )


@pytest.mark.parametrize("field", ["offsetMs", "durationMs"])
@pytest.mark.parametrize("value", [0, -1])
def test_numbers_must_be_positive(
    user_profile: UserProfile, square: str, spec: ApiSpec, field: str, value: int
) -> None:
    client = user_profile.client
    response = _set(client, spec, {"mediaUrls": [square], **_SETTINGS, field: value})
    client.expect_error(response, "invalid_request", f"{field} must be positive")


@pytest.mark.parametrize("field", ["mediaUrls", "timingType", "offsetMs", "durationMs"])
def test_all_fields_required(
    user_profile: UserProfile, square: str, spec: ApiSpec, field: str
) -> None:
    client = user_profile.client
    body = {"mediaUrls": [square], **_SETTINGS}
    del body[field]
    response = _set(client, spec, body)
    client.expect_error(response, "invalid_request", f"{field} is required")


def test_channel_required(user_profile: UserProfile, square: str, spec: ApiSpec) -> None:
    """A fresh User Profile has no linked network: a valid request is refused (250)."""
    client = user_profile.client
    response = _set(client, spec, {"mediaUrls": [square], **_SETTINGS})
    client.expect_error(
        response, "watermark_not_permitted", "set_youtube_watermark needs a linked YouTube channel"
    )


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_unmanageable_channel_refused(
    user_profile: UserProfile, profile_sandbox: Sandbox, square: str, spec: ApiSpec
) -> None:
    """Only the control can link a channel the profile may not manage. Removing is refused
    there too (remove_youtube_watermark, spec/paths/youtube.yaml: "as for setting it")."""
    client = user_profile.client
    profile_sandbox.link("youtube", can_manage=False)
    response = _set(client, spec, {"mediaUrls": [square], **_SETTINGS})
    client.expect_error(response, "watermark_not_permitted", "a channel the profile may not manage")
    rule = "remove: a channel the profile may not manage is refused (250)"
    client.expect_error(_remove(client, spec), "watermark_not_permitted", rule)


def _remove(client: ApiClient, spec: ApiSpec) -> Any:
    return client.delete(spec.operation(OperationId.REMOVE_YOUTUBE_WATERMARK).path)


def test_remove_needs_a_channel(user_profile: UserProfile, spec: ApiSpec) -> None:
    """A fresh User Profile has no linked network: removing a watermark is refused (250)."""
    client = user_profile.client
    response = _remove(client, spec)
    client.expect_error(
        response,
        "watermark_not_permitted",
        "remove_youtube_watermark needs a linked YouTube channel",
    )


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_set_then_remove(user_profile: UserProfile, channel: dict[str, str], spec: ApiSpec) -> None:
    """With a manageable channel the watermark set is removed, and removing again answers the
    same (idempotent, inferred)."""
    client = user_profile.client
    client.expect_status(
        _set(client, spec, {"mediaUrls": [channel["square"]], **_SETTINGS}),
        200,
        "set_youtube_watermark sets a square image",
    )
    for attempt in ("removes the watermark", "answers the same once none is set"):
        client.expect_status(_remove(client, spec), 200, f"remove_youtube_watermark {attempt}")
