"""Media extras through HTTP: `verify_media_exists` looks up own library URLs (stored, not
expired, named so) and HEAD-checks others through the egress policy (loopback allowed by the
test flag, refused without it; through `--fetch-proxy` when set); `get_media_meta` reads the
stored file or fetches the URL (size-bounded by `x-limits.uploadMaxBytes`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.image_server import ImageServer, image_bytes
from tests.server.server_harness import Api, start_server
from tests.server.spec_check import SpecCheck

LIMITS = ServiceSpec.load().facts.limits
RETENTION_DAYS = LIMITS.media_retention_days


@pytest.fixture(scope="module")
def images() -> Iterator[ImageServer]:
    server = ImageServer()
    server.files["/pic.png"] = image_bytes(40, 30)
    server.files["/pic.gif"] = image_bytes(7, 9, "GIF")
    server.files["/notes.txt"] = b"plain words, not an image"
    # One byte over the upload limit (served lazily would be nicer; 30 MB is fine once).
    server.files["/huge.bin"] = b"\0" * (LIMITS.upload_max_bytes + 1)
    yield server
    server.close()


def exists(api: Api, url: str) -> dict[str, object]:
    answer = api.ok("POST", "/media/urlExists", json={"mediaUrl": url})
    assert answer["status"] == "success" and answer["mediaUrl"] == url, answer
    return dict(answer)


def test_remote_url_is_head_checked(api: Api, images: ImageServer) -> None:
    images.requests.clear()
    found = exists(api, images.url + "/pic.png")
    assert found["exists"] is True and found["httpStatus"] == 200
    missing = exists(api, images.url + "/nothing.png")
    assert missing["exists"] is False and missing["httpStatus"] == 404
    # One HEAD each, no GET (the file is not downloaded).
    assert images.requests == [("HEAD", "/pic.png"), ("HEAD", "/nothing.png")]


def test_unanswered_url_does_not_exist(api: Api, images: ImageServer) -> None:
    closed = ImageServer()
    closed.close()  # nothing listens on its port any more
    refused = exists(api, closed.url + "/pic.png")
    assert refused == {
        "status": "success",
        "mediaUrl": closed.url + "/pic.png",
        "exists": False,
    }
    # --no-external-fetch: a host name is never resolved.
    unresolved = exists(api, "http://media.example.test/pic.png")
    assert unresolved["exists"] is False and "httpStatus" not in unresolved


def test_own_library_url_looked_up(api: Api, restore_clock: None) -> None:
    uploaded = api.ok("POST", "/media/upload", files={"file": ("a b.png", image_bytes(8, 8))})
    url = uploaded["url"]
    own = exists(api, url)
    assert own["exists"] is True and own["httpStatus"] == 200
    # The answer agrees with the file route.
    assert api.request("HEAD", url).status_code == 200
    renamed = url.rsplit("/", 1)[0] + "/other.png"
    assert exists(api, renamed)["exists"] is False
    unknown = url.replace(uploaded["id"], "0" * 32)
    assert api.request("HEAD", unknown).status_code == 404
    assert exists(api, unknown) == {
        "status": "success",
        "mediaUrl": unknown,
        "exists": False,
        "httpStatus": 404,
    }
    api.sandbox("clock", {"advanceSeconds": RETENTION_DAYS * 86400 + 60})
    expired = exists(api, url)
    assert expired["exists"] is False and expired["httpStatus"] == 404


@pytest.mark.parametrize(
    "url", ["ftp://127.0.0.1/pic.png", "file:///etc/passwd", "127.0.0.1/pic.png", "http://"]
)
def test_non_http_url_refused(api: Api, url: str) -> None:
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/media/urlExists", json={"mediaUrl": url})


def test_missing_url_refused(api: Api) -> None:
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/media/urlExists", json={})


@pytest.fixture(scope="module")
def public_only(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Api]:
    """A server without `--allow-private-targets`: loopback targets are not contacted."""
    running = start_server(tmp_path_factory.mktemp("public") / "data", allow_private=False)
    client = Api(running, SpecCheck())
    yield client
    client.close()
    running.stop()


def test_private_target_not_contacted(public_only: Api, images: ImageServer) -> None:
    images.requests.clear()
    answer = exists(public_only, images.url + "/pic.png")
    assert answer["exists"] is False and "httpStatus" not in answer
    assert images.requests == []


def test_head_goes_through_fetch_proxy(tmp_path: Path, images: ImageServer) -> None:
    proxy = ImageServer(default=image_bytes(4, 4))
    running = start_server(tmp_path / "data", "--fetch-proxy", proxy.url)
    client = Api(running, SpecCheck())
    try:
        answer = exists(client, "http://media.example.test/any.png")
        assert answer["exists"] is True and answer["httpStatus"] == 200
        assert proxy.requests == [("HEAD", "/any.png")]
    finally:
        client.close()
        running.stop()
        proxy.close()


def meta(api: Api, url: str) -> dict[str, object]:
    answer = api.ok("GET", "/media/meta", params={"url": url})
    assert answer["status"] == "success" and answer["url"] == url, answer
    return dict(answer)


def test_meta_of_remote_files(api: Api, images: ImageServer) -> None:
    png = image_bytes(40, 30)
    assert meta(api, images.url + "/pic.png") == {
        "status": "success",
        "url": images.url + "/pic.png",
        "contentType": "image/png",  # read from the content (the server says octet-stream)
        "size": len(png),
        "width": 40,
        "height": 30,
    }
    gif = meta(api, images.url + "/pic.gif")
    assert (gif["contentType"], gif["width"], gif["height"]) == ("image/gif", 7, 9)
    text = meta(api, images.url + "/notes.txt")
    assert text["contentType"] == "application/octet-stream"  # as the URL declared it
    assert text["size"] == len(b"plain words, not an image")
    assert "width" not in text and "height" not in text


def test_meta_refuses_unfetchable_files(api: Api, images: ImageServer) -> None:
    missing = api.error(
        ErrorCode.MEDIA_NOT_FETCHABLE, "GET", "/media/meta", params={"url": images.url + "/x"}
    )
    assert "404" in missing.json()["message"]
    huge = api.error(
        ErrorCode.MEDIA_NOT_FETCHABLE,
        "GET",
        "/media/meta",
        params={"url": images.url + "/huge.bin"},
    )
    assert str(LIMITS.upload_max_bytes) in huge.json()["message"]
    api.error(
        ErrorCode.MEDIA_NOT_FETCHABLE,
        "GET",
        "/media/meta",
        params={"url": "http://media.example.test/pic.png"},
    )
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/media/meta", params={"url": "ftp://a/b"})
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/media/meta")


def test_meta_of_library_items(api: Api, restore_clock: None) -> None:
    jpeg = image_bytes(21, 13, "JPEG")
    item = api.ok(
        "POST", "/media/upload", files={"file": ("photo.jpg", jpeg, "application/octet-stream")}
    )
    read = meta(api, item["url"])
    assert (read["contentType"], read["size"], read["width"], read["height"]) == (
        "image/jpeg",
        len(jpeg),
        21,
        13,
    )
    doc = api.ok(
        "POST", "/media/upload", files={"file": ("a.pdf", b"%PDF-1.4 tiny", "application/pdf")}
    )
    assert meta(api, doc["url"]) == {
        "status": "success",
        "url": doc["url"],
        "contentType": "application/pdf",
        "size": len(b"%PDF-1.4 tiny"),
    }
    api.error(
        ErrorCode.MEDIA_UNAVAILABLE,
        "GET",
        "/media/meta",
        params={"url": item["url"].rsplit("/", 1)[0] + "/renamed.jpg"},
    )
    api.sandbox("clock", {"advanceSeconds": RETENTION_DAYS * 86400 + 60})
    api.error(ErrorCode.MEDIA_UNAVAILABLE, "GET", "/media/meta", params={"url": item["url"]})


def test_meta_private_target_not_fetched(public_only: Api, images: ImageServer) -> None:
    images.requests.clear()
    public_only.error(
        ErrorCode.MEDIA_NOT_FETCHABLE, "GET", "/media/meta", params={"url": images.url + "/pic.png"}
    )
    assert images.requests == []
