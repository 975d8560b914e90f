"""Media uploads where no proven rule looks: the served media type, a boundary-like payload,
names with slashes, the data URI's media type and empty description, the body refusals (no
data URI, a JSON body without one, a long name), the size limit enforced while streaming
(nothing stored, memory bounded). Round trips, sizes, the limit, broken Base64, no file part,
expiry, retention: `contract_tests/test_rules_media.py`, `test_rules_time_limits.py`; no
boundary, a data URI over the limit: tests/reliability/test_hostile_input.py."""

from __future__ import annotations

import base64
import time
from collections.abc import Iterator

import httpx

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
LIMIT = SPEC["x-limits"]["uploadMaxBytes"]


def test_multipart_upload_is_served_and_listed(api: Api) -> None:
    payload = bytes(range(256)) * 40 + b"\r\n--boundary-like\r\n"
    item = api.ok(
        "POST",
        "/media/upload",
        files={"file": ("logo.png", payload, "image/png")},
        data={"description": "Square logo"},
    )
    assert item["fileName"] == "logo.png" and item["description"] == "Square logo"
    served = httpx.get(item["url"])
    assert served.status_code == 200
    assert served.content == payload
    assert served.headers["content-type"] == "image/png"
    assert api.ok("GET", "/media")[0]["contentType"] == "image/png"
    renamed = api.ok(
        "POST",
        "/media/upload",
        files={"file": ("a b/ü.txt", b"x")},
        data={"fileName": "n a/me.txt"},
    )
    assert renamed["fileName"] == "n a/me.txt"
    assert httpx.get(renamed["url"]).content == b"x"


def test_data_uri_upload(api: Api) -> None:
    data = b"\x89PNG\r\n\x1a\n" + b"\x00" * 100
    uri = "data:image/png;base64," + base64.b64encode(data).decode()
    item = api.ok("POST", "/media/upload", json={"file": uri, "fileName": "p.png"})
    assert item["description"] == ""
    served = httpx.get(item["url"])
    assert served.content == data and served.headers["content-type"] == "image/png"
    api.error(ErrorCode.INVALID_DATA_URI, "POST", "/media/upload", json={"file": "not a data uri"})
    api.error(ErrorCode.INVALID_DATA_URI, "POST", "/media/upload", json={"file": 42})
    api.error(ErrorCode.MISSING_FILE, "POST", "/media/upload", json={"fileName": "x.png"})
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/media/upload",
        files={"file": ("a", b"a")},
        data={"fileName": "x" * 300},
    )


def _multipart_stream(boundary: str, size: int) -> Iterator[bytes]:
    yield (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n'
        "Content-Type: application/octet-stream\r\n\r\n"
    ).encode()
    chunk = b"\xab" * (1024 * 1024)
    sent = 0
    while sent < size:
        part = chunk[: min(len(chunk), size - sent)]
        sent += len(part)
        yield part
    yield f"\r\n--{boundary}--\r\n".encode()


def test_oversize_upload_refused_while_streaming(api: Api) -> None:
    before_library = api.ok("GET", "/media")
    media_dir = api.server.data_dir / "media"
    before_files = sorted(p.name for p in media_dir.iterdir())
    rss_before = api.server.rss_bytes()
    boundary = "oversize-boundary-7d1f"
    started = time.monotonic()
    response = api.post(
        "/media/upload",
        content=_multipart_stream(boundary, LIMIT + 1024 * 1024),
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
    )
    elapsed = time.monotonic() - started
    assert response.status_code == 413 and response.json()["code"] == ErrorCode.FILE_TOO_LARGE
    growth = api.server.rss_bytes("VmHWM") - rss_before
    print(f"oversize upload: {elapsed:.2f}s, server peak RSS growth {growth / 2**20:.1f} MiB")
    assert growth < LIMIT // 4, f"server memory grew by {growth} bytes"
    assert api.ok("GET", "/media") == before_library
    assert sorted(p.name for p in media_dir.iterdir()) == before_files
    assert list((api.server.data_dir / "tmp").iterdir()) == []
