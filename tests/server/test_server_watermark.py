"""Watermark where the server reaches out or chooses: other URLs fetched (loopback allowed by
the test flag; refused without it), a JPEG taken, a missing or unresolvable image refused, and
the removal's message. Own media, squareness, webp and other types, the first URL, positive
numbers, every field required, the channel needed (to remove too) and idempotent removal:
`contract_tests/test_rules_watermark.py`."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from spec_model.error_codes import ErrorCode
from tests.server.image_server import ImageServer, image_bytes
from tests.server.server_harness import Api, start_server
from tests.server.spec_check import SpecCheck

BODY = {"timingType": "offsetFromStart", "offsetMs": 1500, "durationMs": 10000}


@pytest.fixture(scope="module")
def images() -> Iterator[ImageServer]:
    server = ImageServer()
    server.files.update(
        {
            "/square.png": image_bytes(64, 64),
            "/square.jpg": image_bytes(32, 32, "JPEG"),
            "/text.txt": b"hello, not an image",
        }
    )
    yield server
    server.close()


def set_watermark(api: Api, body: dict[str, object], pk: dict[str, str], code: int = 0) -> None:
    """Set a watermark: served, or refused with `code` when given."""
    if code:
        api.error(code, "POST", "/post/youTubeWatermark", json=body, headers=pk)
    else:
        api.ok("POST", "/post/youTubeWatermark", json=body, headers=pk)


def test_watermark_fetch(api: Api, images: ImageServer) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Channel"})
    pk = {"Profile-Key": profile["profileKey"]}
    api.sandbox("link", {"platform": "youtube"}, headers=pk)
    for url, code in (
        (images.url + "/square.jpg", 0),
        (images.url + "/missing.png", ErrorCode.WATERMARK_IMAGE_UNAVAILABLE),
        ("http://unresolvable.example/x.png", ErrorCode.WATERMARK_IMAGE_UNAVAILABLE),
    ):
        set_watermark(api, {"mediaUrls": [url], **BODY}, pk, code)
    set_watermark(api, {"mediaUrls": [], **BODY}, pk, ErrorCode.INVALID_REQUEST)  # no probe
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_watermark_removed(api: Api, images: ImageServer) -> None:
    """DELETE answers the message the spec's example shows (the page shows no answer)."""
    profile = api.ok("POST", "/profiles", json={"title": "Channel to clear"})
    pk = {"Profile-Key": profile["profileKey"]}
    api.sandbox("link", {"platform": "youtube"}, headers=pk)
    body = {"mediaUrls": [images.url + "/square.png"], **BODY}
    api.ok("POST", "/post/youTubeWatermark", json=body, headers=pk)
    removed = api.ok("DELETE", "/post/youTubeWatermark", headers=pk)
    message = "Watermark removed from the YouTube channel."
    assert removed == {"status": "success", "message": message}
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_private_targets_refused_without_flag(
    tmp_path_factory: pytest.TempPathFactory, images: ImageServer, spec_check: SpecCheck
) -> None:
    server = start_server(tmp_path_factory.mktemp("noprivate") / "data", allow_private=False)
    client = Api(server, spec_check)
    try:
        client.sandbox("link", {"platform": "youtube"})
        body = client.error(
            141,
            "POST",
            "/post/youTubeWatermark",
            json={"mediaUrls": [images.url + "/square.png"], **BODY},
        ).json()
        assert "private or loopback" in body["message"]
    finally:
        client.close()
        server.stop()
