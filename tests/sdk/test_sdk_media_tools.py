"""The official SDK's media tools (`verifyMediaExists`, `mediaMeta`, `resizeImage`,
`mediaUploadUrl`) against a reference server subprocess; the SDK returns `r.json()` whatever
the status, so answers are read from the JSON."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from testkit.server import ReferenceServer
from tests.sdk.test_official_sdk import API_KEY, SocialPost, server
from tests.server.image_server import ImageServer, image_bytes

__all__ = ["server"]  # the fixture shared with test_official_sdk

RESIZE = ServiceSpec.load().operation(OperationId.RESIZE_IMAGE).raw["x-resize"]


@pytest.fixture(scope="module")
def sdk(server: ReferenceServer) -> Any:
    return SocialPost(API_KEY)


@pytest.fixture(scope="module")
def images() -> Iterator[ImageServer]:
    served = ImageServer()
    served.files["/pic.png"] = image_bytes(30, 20)
    yield served
    served.close()


def test_verify_media_exists(sdk: Any, images: ImageServer) -> None:
    uploaded = sdk.upload({"file": "data:image/png;base64," + _b64(image_bytes(6, 6))})
    assert uploaded.get("url"), uploaded
    own = sdk.verifyMediaExists({"mediaUrl": uploaded["url"]})
    assert own == {
        "status": "success",
        "mediaUrl": uploaded["url"],
        "exists": True,
        "statusCode": 200,
        "httpStatus": 200,
        "contentType": "image/png",  # the page's field: the type the file is served with
    }
    gone = uploaded["url"].rsplit("/", 1)[0] + "/other.png"
    assert sdk.verifyMediaExists({"mediaUrl": gone})["exists"] is False
    remote = sdk.verifyMediaExists({"mediaUrl": images.url + "/pic.png"})
    assert remote["exists"] is True and remote["httpStatus"] == 200
    assert remote["contentType"] == "application/octet-stream"  # as the image server sends
    missing = sdk.verifyMediaExists({"mediaUrl": images.url + "/none.png"})
    assert missing["exists"] is False and missing["httpStatus"] == 404
    assert "contentType" not in missing
    refused = sdk.verifyMediaExists({"mediaUrl": "ftp://127.0.0.1/pic.png"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.INVALID_REQUEST


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def test_media_meta(sdk: Any, images: ImageServer) -> None:
    png = image_bytes(6, 5)
    uploaded = sdk.upload({"file": "data:image/png;base64," + _b64(png), "fileName": "m.png"})
    own = sdk.mediaMeta({"url": uploaded["url"]})
    assert own == {
        "status": "success",
        "url": uploaded["url"],
        "filename": uploaded["url"],
        "contentType": "image/png",
        "size": len(png),
        "type": "image",
        "format": "PNG",
        "width": 6,
        "height": 5,
    }
    remote = sdk.mediaMeta({"url": images.url + "/pic.png"})
    assert (remote["width"], remote["height"]) == (30, 20)
    assert remote["size"] == len(image_bytes(30, 20))
    missing = sdk.mediaMeta({"url": images.url + "/none.png"})
    assert missing["status"] == "error" and missing["code"] == ErrorCode.MEDIA_NOT_FETCHABLE
    gone = sdk.mediaMeta({"url": uploaded["url"].rsplit("/", 1)[0] + "/x.png"})
    assert gone["code"] == ErrorCode.MEDIA_UNAVAILABLE


def test_resize_image(sdk: Any, images: ImageServer) -> None:
    uploaded = sdk.upload({"file": "data:image/png;base64," + _b64(image_bytes(60, 30))})
    # The SDK README's body form (`imageUrl`) and the LIVE one (`mediaUrl`).
    by_image = sdk.resizeImage({"imageUrl": uploaded["url"], "platform": "youtube"})
    assert by_image["status"] == "success" and by_image["platform"] == "youtube", by_image
    size = RESIZE["platformSizes"]["youtube"]
    assert (by_image["width"], by_image["height"]) == (size["width"], size["height"])
    meta = sdk.mediaMeta({"url": by_image["url"]})
    assert (meta["width"], meta["height"]) == (size["width"], size["height"])
    by_media = sdk.resizeImage(
        {"mediaUrl": images.url + "/pic.png", "dimensions": {"width": 12, "height": 8}}
    )
    assert (by_media["width"], by_media["height"]) == (12, 8)
    assert sdk.mediaMeta({"url": by_media["url"]})["width"] == 12
    refused = sdk.resizeImage({"mediaUrl": uploaded["url"]})  # no platform, no dimensions
    assert refused["status"] == "error" and refused["code"] == ErrorCode.INVALID_REQUEST


def test_media_upload_url(sdk: Any) -> None:
    grant = sdk.mediaUploadUrl({"fileName": "big.mov", "contentType": "video/quicktime"})
    assert grant["status"] == "success" and grant["method"] == "PUT", grant
    content = b"moov" * 1000
    stored = httpx.put(
        grant["uploadUrl"], content=content, headers={"Content-Type": "video/quicktime"}
    )
    assert stored.status_code == 200 and stored.json()["url"] == grant["accessUrl"], stored.text
    assert httpx.get(grant["accessUrl"]).content == content
    listed = sdk.media()
    assert [(m["fileName"], m["size"]) for m in listed if m["url"] == grant["accessUrl"]] == [
        ("big.mov", str(len(content)))
    ]
    assert sdk.verifyMediaExists({"mediaUrl": grant["accessUrl"]})["exists"] is True
    refused = sdk.mediaUploadUrl({"fileName": "no/slash.mov", "contentType": "video/quicktime"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.INVALID_REQUEST
