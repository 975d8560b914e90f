"""Every code of `x-error-catalogue` is produced at least once, with its catalogued status and
the spec's Error shape (one request per code, against a fresh server)."""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta

import pytest

from spec_model import load_document
from tests.server.image_server import ImageServer, image_bytes
from tests.server.server_harness import Api

SPEC = load_document()
CATALOGUE = {int(k): v for k, v in SPEC["x-error-catalogue"].items()}
LIMIT = SPEC["x-limits"]["uploadMaxBytes"]
BODY = {"timingType": "offsetFromStart", "offsetMs": 1, "durationMs": 1}


@pytest.fixture(scope="module")
def images() -> Iterator[ImageServer]:
    server = ImageServer()
    server.files.update({"/wide.png": image_bytes(20, 10), "/a.webp": image_bytes(8, 8, "WEBP")})
    yield server
    server.close()


def test_every_catalogued_code(api: Api, images: ImageServer) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Catalogue"})
    pk = {"Profile-Key": profile["profileKey"]}
    api.sandbox("link", {"platform": "twitter"}, headers=pk)
    api.sandbox("link", {"platform": "youtube"}, headers=pk)
    now = datetime.fromisoformat(api.ok("GET", "/_sandbox")["now"].replace("Z", "+00:00"))
    seen: dict[int, int] = {}

    def expect(code: int, method: str, path: str, **kwargs: object) -> None:
        response = api.error(code, method, path, **kwargs)
        assert response.status_code == CATALOGUE[code]["status"]
        body = response.json()
        if "action" in CATALOGUE[code]:
            assert body["action"] == CATALOGUE[code]["action"]
        seen[code] = response.status_code

    def with_plan(plan: str, action: Callable[[], None]) -> None:
        api.sandbox("plan", {"plan": plan})
        try:
            action()
        finally:
            api.sandbox("plan", {"plan": "Enterprise"})

    expect(101, "GET", "/media", headers={"Authorization": ""})
    expect(102, "GET", "/media", headers={"Authorization": "Bearer wrong"})
    expect(103, "GET", "/media", headers={"Authorization": f"Bearer {profile['profileKey']}"})
    expect(104, "GET", "/media", headers={"Profile-Key": "PK-NOT-A-KEY"})
    with_plan("Premium", lambda: expect(105, "GET", "/profiles"))
    expect(110, "POST", "/profiles", json={"title": ""})
    expect(111, "POST", "/profiles", content=b"title=x", headers={"Content-Type": "text/plain"})
    expect(
        112, "POST", "/profiles", content=b'{"title":', headers={"Content-Type": "application/json"}
    )
    expect(120, "POST", "/media/upload", json={"description": "no file"})
    expect(121, "POST", "/media/upload", json={"file": "data:text/plain;base64,%%%"})
    big = base64.b64encode(b"\x00" * (LIMIT + 1)).decode()
    expect(122, "POST", "/media/upload", json={"file": f"data:text/plain;base64,{big}"})
    expect(130, "POST", "/hook/webhook", json={"action": "likes", "url": "https://a.test"})
    expect(131, "POST", "/hook/webhook", json={"action": "feed", "url": "ftp://a.test"})
    expect(
        132, "POST", "/hook/webhook", json={"action": "accountActivity", "url": "https://a.test"}
    )
    expect(133, "DELETE", "/hook/webhook", json={"action": "batch"}, headers=pk)
    watermark = "/post/youTubeWatermark"
    expect(
        140, "POST", watermark, json={"mediaUrls": [images.url + "/wide.png"], **BODY}, headers=pk
    )
    expect(
        141, "POST", watermark, json={"mediaUrls": [images.url + "/none.png"], **BODY}, headers=pk
    )
    expect(150, "GET", "/post/NoSuchPost", headers=pk)
    expect(151, "POST", "/post", json={"post": "x", "platforms": ["reddit"]}, headers=pk)
    past = (now - timedelta(minutes=5)).strftime("%Y-%m-%dT%H:%M:%SZ")
    expect(
        152,
        "POST",
        "/post",
        json={"post": "x", "platforms": ["youtube"], "scheduleDate": past},
        headers=pk,
    )
    gone = f"{api.server.url}/media/files/{'0' * 32}/x.png"
    expect(
        153,
        "POST",
        "/post",
        json={"post": "x", "platforms": ["youtube"], "mediaUrls": [gone]},
        headers=pk,
    )
    expect(146, "POST", "/profiles", json={"title": "Catalogue"})
    expect(162, "DELETE", "/profiles", json={"refId": "no-such-ref"})
    expect(170, "GET", "/no/such/route")
    expect(171, "TRACE", "/profiles")
    stored = api.ok("POST", "/media/upload", files={"file": ("four.bin", b"1234")})
    expect(172, "GET", stored["url"], headers={"Range": "bytes=10-20"})
    api.sandbox("link", {"platform": "youtube", "canManage": False}, headers=pk)
    expect(250, "POST", watermark, json={"mediaUrls": [images.url + "/a.webp"], **BODY}, headers=pk)
    api.sandbox("link", {"platform": "youtube"}, headers=pk)
    expect(307, "POST", watermark, json={"mediaUrls": [images.url + "/a.webp"], **BODY}, headers=pk)
    expect(419, "POST", "/post", json={"post": "x", "platforms": ["twitter"]}, headers=pk)

    assert sorted(seen) == sorted(CATALOGUE), f"not produced: {set(CATALOGUE) - set(seen)}"
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
