"""The documented test features (DOCS quickstart, "Testing") where the spec leaves the server
free: `randomPost`, `randomMediaUrl` and `randomComment` predicted from the server's seed
(profile refId, clock second, request body), the stand-in image read back (Pillow) and by the
media operations, an address longer than a client may send kept, `validate_post` checking the
random text. The flags' rules: `contract_tests/test_rules_random_content.py`."""

from __future__ import annotations

import io
import json
from datetime import timedelta
from typing import Any

import httpx
import pytest
from PIL import Image

from reference_server.media.stand_ins import digest
from reference_server.rules import random_content
from spec_model.error_codes import ErrorCode
from tests.server.delivery_helpers import service_now
from tests.server.server_harness import X_HEADERS, Api

#: The official Node SDK's `testPost` (test.cjs), as it sends it.
NODE_SDK_TEST_POST = {
    "randomPost": True,
    "platforms": ["twitter"],
    "randomMediaUrl": True,
    "shortenLinks": True,
}


@pytest.fixture(scope="module")
def acting(api: Api) -> dict[str, str]:
    pk = api.linked_profile("Random content", "twitter", "facebook", "instagram", "bluesky")
    return {**pk, **X_HEADERS}


def expected_seed(ref_id: str, second: int, body: dict[str, Any]) -> bytes:
    """The seed the module docstring of `random_content` documents."""
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return digest("random", ref_id, str(second), text)


def within_one_second(api: Api, send: Any) -> tuple[Any, int] | None:
    """`send()`'s result and the clock second, when the service clock read before and after
    shows the same second; else None."""
    before = int(service_now(api).timestamp())
    result = send()
    after = int(service_now(api).timestamp())
    return (result, before) if before == after else None


def post_in_one_second(api: Api, body: dict[str, Any], headers: dict[str, str]) -> tuple[Any, int]:
    for _ in range(10):
        found = within_one_second(api, lambda: api.create_post(dict(body), headers=headers))
        if found is not None:
            return found
    raise AssertionError("no request of ten fell within one clock second")


def record(api: Api, post_id: str, headers: dict[str, str]) -> Any:
    return api.ok("GET", f"/post/{post_id}", headers=headers)


def test_node_sdk_test_post_gets_a_random_text_and_image(api: Api, acting: dict[str, str]) -> None:
    result, second = post_in_one_second(api, NODE_SDK_TEST_POST, acting)
    assert result["status"] == "success" and result["postIds"], result
    seed = expected_seed(result["refId"], second, NODE_SDK_TEST_POST)
    assert result["post"] == random_content.random_text(seed)
    stored = record(api, result["id"], acting)
    (url,) = stored["mediaUrls"]
    assert url == f"{api.server.url}/media/random/{seed[8:].hex()[:32]}.jpg"
    assert stored["post"] == result["post"] and stored["isVideo"] is False
    # Served by the server itself, without auth, as a passive image.
    fetched = httpx.get(url)
    assert fetched.status_code == 200 and fetched.headers["content-type"] == "image/jpeg"
    assert fetched.headers["x-content-type-options"] == "nosniff"
    with Image.open(io.BytesIO(fetched.content)) as picture:
        assert (picture.format, picture.size) == ("JPEG", (1200, 800))
    head = httpx.head(url)
    assert head.status_code == 200 and head.content == b""
    assert head.headers["content-length"] == str(len(fetched.content))


def test_a_later_clock_or_another_request_writes_another_text(
    api: Api, acting: dict[str, str], restore_clock: None
) -> None:
    body = {"randomPost": True, "platforms": ["facebook"]}
    first = api.create_post(dict(body), headers=acting)
    api.sandbox("clock", {"advanceSeconds": int(timedelta(days=1).total_seconds())})
    later = api.create_post(dict(body), headers=acting)
    other = api.create_post({**body, "platforms": ["bluesky"]}, headers=acting)
    assert len({first["post"], later["post"], other["post"]}) == 3
    assert record(api, first["id"], acting)["mediaUrls"] == []


def test_random_media_is_read_like_other_media(api: Api, acting: dict[str, str]) -> None:
    result = api.create_post({**NODE_SDK_TEST_POST, "platforms": ["facebook"]}, headers=acting)
    (url,) = record(api, result["id"], acting)["mediaUrls"]
    exists = api.ok("POST", "/media/urlExists", json={"mediaUrl": url}, headers=acting)
    assert (exists["exists"], exists["httpStatus"]) == (True, 200)
    assert exists["contentType"] == httpx.head(url, timeout=30).headers["content-type"]
    meta = api.ok("GET", "/media/meta", params={"url": url}, headers=acting)
    assert (meta["contentType"], meta["width"], meta["height"]) == ("image/jpeg", 1200, 800)
    resized = api.ok(
        "POST", "/media/resize", json={"mediaUrl": url, "platform": "instagram"}, headers=acting
    )
    assert (resized["width"], resized["height"]) == (1080, 1080)
    for name in ("nothing.jpg", "0" * 32 + ".png", "0" * 32 + "-square.mp4"):
        api.error(ErrorCode.ROUTE_NOT_FOUND, "GET", f"/media/random/{name}")


def test_a_random_address_longer_than_a_client_may_send_is_kept(
    api: Api, acting: dict[str, str]
) -> None:
    """The random media address is the server's, under the request's Host: a long Host makes
    it longer than the 2,048 characters `mediaUrls` takes from a client. It is kept as made by
    the post, by `validate_post`, and by a copy of the post (made from the stored record)."""
    long_host = {**acting, "Host": "h" * 2100 + ".test"}
    body = {"randomPost": True, "randomMediaUrl": True, "platforms": ["facebook"]}
    result = api.create_post(body, headers=long_host)
    (url,) = record(api, result["id"], acting)["mediaUrls"]
    assert url.startswith("http://" + "h" * 2100) and len(url) > 2048
    answer = api.ok("POST", "/validate/post", json=body, headers=long_host)
    assert answer["valid"] is True
    copy = api.ok(
        "POST",
        "/post/copy",
        json={"postId": result["id"], "platforms": ["facebook"]},
        headers=acting,
    )
    assert copy["copiedFrom"] == result["id"]
    assert record(api, copy["id"], acting)["mediaUrls"] == [url]


def test_validate_post_checks_the_random_text(api: Api, acting: dict[str, str]) -> None:
    body = {"randomPost": True, "platforms": ["twitter", "bluesky"], "randomMediaUrl": True}
    answer = api.ok("POST", "/validate/post", json=body, headers=acting)
    assert answer["valid"] is True and answer["errors"] == []


def test_random_comment(api: Api, acting: dict[str, str]) -> None:
    post = api.create_post({"post": "Comment here", "platforms": ["facebook"]}, headers=acting)
    body = {"id": post["id"], "randomComment": True, "platforms": ["facebook"]}
    for _ in range(10):
        found = within_one_second(
            api, lambda: api.ok("POST", "/comments", json=dict(body), headers=acting)
        )
        if found is not None:
            break
    else:
        raise AssertionError("no request of ten fell within one clock second")
    made, second = found
    expected = random_content.random_comment(expected_seed(post["refId"], second, body))
    assert made["facebook"]["comment"] == expected
