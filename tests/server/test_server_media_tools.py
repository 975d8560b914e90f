"""Media tools where no proven rule looks: `verify_media_exists` and `get_media_meta` on other
addresses, through the egress policy (a HEAD only; loopback by the test flag; `--fetch-proxy`;
size-bounded by `x-limits.uploadMaxBytes`), an expired item's meta; `resize_image`'s crop and
modes (pixels read with Pillow), its file's name, a source it cannot fetch, the bounds no
negative probe sends; `get_media_upload_url`'s URLs write the acting profile's library only,
never another's after a deletion, refuse other alterations and methods, stay usable after a
refusal. The rest: `contract_tests/test_rules_media_tools.py`, `test_rules_declared_state.py`,
`test_rules_time_limits.py`."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from PIL import Image

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
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
    # DOCS verify-media-url's contentType: the HEAD answer's media type.
    assert found["contentType"] == "application/octet-stream"
    missing = exists(api, images.url + "/nothing.png")
    assert missing["exists"] is False and missing["httpStatus"] == 404
    assert "contentType" not in missing
    # One HEAD each, no GET (the file is not downloaded).
    assert images.requests == [("HEAD", "/pic.png"), ("HEAD", "/nothing.png")]


@pytest.mark.parametrize(
    ("header", "named"),
    [
        ("image/png", "image/png"),
        ("Text/HTML; charset=UTF-8", "text/html"),
        ("video/mp4 ;codecs=avc1", "video/mp4"),
        ("not a media type", None),
        ("", None),
    ],
)
def test_content_type_is_the_head_answers_media_type(
    api: Api, images: ImageServer, header: str, named: str | None
) -> None:
    path = f"/typed-{abs(hash(header))}.bin"
    images.files[path] = b"some bytes"
    images.types[path] = header
    found = exists(api, images.url + path)
    assert found["exists"] is True
    assert found.get("contentType") == named, found


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
        "filename": images.url + "/pic.png",
        "contentType": "image/png",  # read from the content (the server says octet-stream)
        "size": len(png),
        "type": "image",
        "format": "PNG",
        "width": 40,
        "height": 30,
    }
    gif = meta(api, images.url + "/pic.gif")
    assert (gif["contentType"], gif["width"], gif["height"]) == ("image/gif", 7, 9)
    text = meta(api, images.url + "/notes.txt")
    assert text["contentType"] == "application/octet-stream"  # as the URL declared it
    assert text["size"] == len(b"plain words, not an image")
    assert "width" not in text and "height" not in text


def meta_refused(api: Api, code: int, url: str) -> str:
    """The message of get_media_meta's refusal of `url` with `code`."""
    return str(api.error(code, "GET", "/media/meta", params={"url": url}).json()["message"])


def test_meta_refuses_unfetchable_files(api: Api, images: ImageServer) -> None:
    assert "404" in meta_refused(api, ErrorCode.MEDIA_NOT_FETCHABLE, images.url + "/x")
    huge = meta_refused(api, ErrorCode.MEDIA_NOT_FETCHABLE, images.url + "/huge.bin")
    assert str(LIMITS.upload_max_bytes) in huge
    meta_refused(api, ErrorCode.MEDIA_NOT_FETCHABLE, "http://media.example.test/pic.png")
    meta_refused(api, ErrorCode.INVALID_REQUEST, "ftp://a/b")


def test_meta_of_expired_library_item(api: Api, restore_clock: None) -> None:
    item = api.ok("POST", "/media/upload", files={"file": ("photo.png", image_bytes(21, 13))})
    api.sandbox("clock", {"advanceSeconds": RETENTION_DAYS * 86400 + 60})
    meta_refused(api, ErrorCode.MEDIA_UNAVAILABLE, item["url"])


RESIZE = ServiceSpec.load().operation(OperationId.RESIZE_IMAGE).raw["x-resize"]


def two_halves(width: int, height: int, fmt: str = "PNG") -> bytes:
    """Left half red, right half blue."""
    image = Image.new("RGB", (width, height), (255, 0, 0))
    image.paste((0, 0, 255), (width // 2, 0, width, height))
    out = io.BytesIO()
    image.save(out, format=fmt)
    return out.getvalue()


def rgb(image: Image.Image, x: int, y: int) -> tuple[int, int, int]:
    pixel = image.convert("RGB").getpixel((x, y))
    assert isinstance(pixel, tuple), pixel
    return (int(pixel[0]), int(pixel[1]), int(pixel[2]))


def fetch_image(api: Api, url: str) -> Image.Image:
    served = api.get(url)
    assert served.status_code == 200, served.text
    image = Image.open(io.BytesIO(served.content))
    image.load()
    return image


def test_resize_for_platform_crops_library_image(api: Api) -> None:
    item = api.ok("POST", "/media/upload", files={"file": ("banner.png", two_halves(200, 100))})
    answer = api.ok(
        "POST", "/media/resize", json={"mediaUrl": item["url"], "platform": "instagram"}
    )
    size = RESIZE["platformSizes"]["instagram"]
    image = fetch_image(api, answer["url"])
    # Cropped from the middle: still red on the left, blue on the right, no white bars.
    red, blue = rgb(image, 2, image.height // 2), rgb(image, image.width - 3, 2)
    assert red[0] > 200 > red[2] and blue[2] > 200 > blue[0], (red, blue)
    listed = api.ok("GET", "/media")
    assert any(m["fileName"] == f"banner-{size['width']}x{size['height']}.png" for m in listed)


def test_resize_modes_and_dimensions(api: Api, images: ImageServer) -> None:
    images.files["/halves.jpg"] = two_halves(200, 100, "JPEG")
    url = images.url + "/halves.jpg"  # fetched, named by the SDK's `imageUrl`
    fit = api.ok(
        "POST",
        "/media/resize",
        json={"imageUrl": url, "dimensions": {"width": 100, "height": 100}, "mode": "fit"},
    )
    assert "platform" not in fit and (fit["width"], fit["height"]) == (100, 100)
    fitted = fetch_image(api, fit["url"])
    assert fitted.format == "JPEG" and fitted.size == (100, 100)
    top = rgb(fitted, 50, 2)
    assert min(top) > 240, top  # white bar above the fitted 100x50 image
    blur = api.ok(
        "POST",
        "/media/resize",
        json={"mediaUrl": url, "dimensions": {"width": 100, "height": 100}, "mode": "blur"},
    )
    blurred = rgb(fetch_image(api, blur["url"]), 10, 2)
    assert max(blurred) > 100 and min(blurred) < 200, blurred  # a blurred colour, not white


def test_resize_unfetchable_and_without_branch(api: Api, images: ImageServer) -> None:
    body = {"mediaUrl": images.url + "/none", "platform": "tiktok"}
    api.error(ErrorCode.MEDIA_NOT_FETCHABLE, "POST", "/media/resize", json=body)
    # The anyOf branches' required fields and a nested bound (no negative probe sends them).
    api.error(
        ErrorCode.INVALID_REQUEST, "POST", "/media/resize", json={"mediaUrl": body["mediaUrl"]}
    )
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/media/resize", json={"platform": "tiktok"})
    zero = {"mediaUrl": body["mediaUrl"], "dimensions": {"width": 0, "height": 9}}  # nested
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/media/resize", json=zero)


UPLOAD_URL = ServiceSpec.load().operation(OperationId.GET_MEDIA_UPLOAD_URL).raw["x-upload-url"]


def presigned(api: Api, name: str, content_type: str, **headers: str) -> dict[str, str]:
    answer = api.ok(
        "GET",
        "/media/uploadUrl",
        params={"fileName": name, "contentType": content_type},
        headers=headers,
    )
    assert answer["method"] == "PUT" and answer["contentType"] == content_type, answer
    return dict(answer)


def put(url: str, content: bytes | Iterator[bytes], content_type: str) -> httpx.Response:
    """A PUT without Authorization: the URL's signature is the credential."""
    return httpx.put(url, content=content, headers={"Content-Type": content_type}, timeout=60)


def test_presigned_upload_is_the_profiles(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Presigned"})
    pk = {"Profile-Key": profile["profileKey"]}
    grant = presigned(api, "clip one.mp4", "video/mp4", **pk)
    body = b"\x00\x00\x00\x18ftypmp42 not really a video" * 100
    stored = put(grant["uploadUrl"], body, "video/mp4")
    assert stored.status_code == 200, stored.text
    assert stored.json()["fileName"] == "clip one.mp4"
    listed = api.ok("GET", "/media", headers=pk)
    assert [(m["url"], m["contentType"], m["size"]) for m in listed] == [
        (grant["accessUrl"], "video/mp4", str(len(body)))
    ]
    assert grant["accessUrl"] not in [m["url"] for m in api.ok("GET", "/media")]


def test_a_deleted_profiles_upload_url_never_writes_into_another(api: Api) -> None:
    """A URL signed over the profile's row id, which SQLite gives to the next profile created,
    would write into another tenant's library. The URL signs the refId, never reused: it is
    refused and nothing is stored anywhere."""
    old = api.ok("POST", "/profiles", json={"title": "Presigned gone"})
    grant = presigned(api, "gone.png", "image/png", **{"Profile-Key": old["profileKey"]})
    api.ok("DELETE", "/profiles", headers={"Profile-Key": old["profileKey"]})
    new = api.ok("POST", "/profiles", json={"title": "Presigned next"})
    refused = put(grant["uploadUrl"], image_bytes(3, 3), "image/png")
    assert refused.status_code == 403, refused.text
    assert refused.json()["code"] == ErrorCode.UPLOAD_URL_INVALID
    assert api.ok("GET", "/media", headers={"Profile-Key": new["profileKey"]}) == []
    assert api.get(grant["accessUrl"]).status_code == 404


def test_presigned_upload_refusals(api: Api) -> None:
    grant = presigned(api, "a.png", "image/png")
    url = grant["uploadUrl"]
    for altered in (
        url.replace("image%2Fpng", "image%2Fgif"),
        url[:-1] + ("0" if url[-1] != "0" else "1"),
        url.split("?", 1)[0],
    ):
        refused = put(altered, b"x", "image/png")
        assert refused.status_code == 403, (altered, refused.text)
        assert refused.json()["code"] == ErrorCode.UPLOAD_URL_INVALID
    assert httpx.post(url, content=b"x", timeout=10).status_code == 405
    assert api.get(grant["accessUrl"]).status_code == 404  # nothing stored
    assert put(url, image_bytes(3, 3), "image/png").status_code == 200  # still usable
    bad = {"fileName": "a/b.png", "contentType": "image/png"}  # a pattern: no negative probe
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/media/uploadUrl", params=bad)


def test_upload_url_documented_content_types(api: Api) -> None:
    """The page's figures (the URL lives 30 minutes, the file 30 days), the schema of the short
    names naming the map's keys, and a file name without an extension taken (lenient). Each
    short name's media type: test_presigned_upload_content_types."""
    assert UPLOAD_URL["expiresInSeconds"] == 30 * 60 and UPLOAD_URL["accessDays"] == 30
    spec = ServiceSpec.load()
    names = spec.refs.resolve({"$ref": "#/components/schemas/UploadContentTypeName"})["enum"]
    assert sorted(names) == sorted(UPLOAD_URL["contentTypes"])
    bare = api.ok("GET", "/media/uploadUrl", params={"fileName": "no-extension"})
    assert bare["contentType"] == UPLOAD_URL["defaultContentType"]
    assert put(bare["uploadUrl"], b"bytes", UPLOAD_URL["defaultContentType"]).status_code == 200
