"""Hardening of the reference server: served media never active on the API origin,
part headers that cannot break serving, request framing, duplicate singleton headers, strict
integers, Range errors in the spec's shape, file permissions, a profile deleted mid-upload."""

from __future__ import annotations

import base64
import json
import socket
import sqlite3
import stat
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
FILE_NAME_MAX = SPEC["components"]["schemas"]["MediaUploadForm"]["properties"]["fileName"][
    "maxLength"
]
PAGE = b"<html><body><script>alert(document.domain)</script></body></html>"
SVG = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'


def _host_port(url: str) -> tuple[str, int]:
    host, port = url.split("//", 1)[1].rsplit(":", 1)
    return host, int(port)


def _raw_multipart(api: Api, part_headers: bytes, content: bytes) -> httpx.Response:
    boundary = b"hardening-boundary-1"
    body = (
        b"--"
        + boundary
        + b"\r\n"
        + part_headers
        + b"\r\n\r\n"
        + content
        + b"\r\n--"
        + boundary
        + b"--\r\n"
    )
    return api.post(
        "/media/upload",
        content=body,
        headers={"Content-Type": "multipart/form-data; boundary=" + boundary.decode()},
    )


@pytest.mark.parametrize(
    ("name", "content_type", "content"),
    [("page.html", "text/html", PAGE), ("logo.svg", "image/svg+xml", SVG)],
)
def test_active_media_is_never_rendered_on_the_api_origin(
    api: Api, name: str, content_type: str, content: bytes
) -> None:
    multipart = api.ok("POST", "/media/upload", files={"file": (name, content, content_type)})
    uri = f"data:{content_type};base64," + base64.b64encode(content).decode()
    data_uri = api.ok("POST", "/media/upload", json={"file": uri, "fileName": name})
    for item in (multipart, data_uri):
        served = httpx.get(item["url"])
        assert served.status_code == 200 and served.content == content
        assert served.headers["x-content-type-options"] == "nosniff"
        policy = served.headers["content-security-policy"]
        assert "sandbox" in policy and "default-src 'none'" in policy
        assert served.headers["content-disposition"].startswith("attachment")


def test_passive_media_is_inline_with_the_same_guards(api: Api) -> None:
    png = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64
    item = api.ok("POST", "/media/upload", files={"file": ("pixel.png", png, "image/png")})
    served = httpx.get(item["url"])
    assert served.status_code == 200 and served.headers["content-type"] == "image/png"
    assert served.headers["content-disposition"].startswith("inline")
    assert served.headers["x-content-type-options"] == "nosniff"
    assert "sandbox" in served.headers["content-security-policy"]


def test_control_character_in_a_part_content_type_is_not_stored(api: Api) -> None:
    response = _raw_multipart(
        api,
        b'Content-Disposition: form-data; name="file"; filename="notes.txt"\r\n'
        b"Content-Type: text/pl\x01ain",
        b"hello",
    )
    assert response.status_code == 200, response.text
    item = response.json()
    library = {m["id"]: m for m in api.ok("GET", "/media")}
    stored = library[item["id"]]["contentType"]
    assert all(32 <= ord(c) < 127 for c in stored), stored
    served = httpx.get(item["url"])
    assert served.status_code == 200 and served.content == b"hello"


def test_a_stored_malformed_type_is_still_served(api: Api) -> None:
    """A row written before types were checked (here: put into the SQLite file directly) is
    served as application/octet-stream instead of breaking the response."""
    item = api.ok("POST", "/media/upload", files={"file": ("old.txt", b"old bytes", "text/plain")})
    with sqlite3.connect(api.server.data_dir / "service.sqlite3", timeout=10) as db:
        db.execute("UPDATE media SET content_type = ? WHERE id = ?", ("text/pl\x01ain", item["id"]))
    served = httpx.get(item["url"])
    assert served.status_code == 200 and served.content == b"old bytes"
    assert served.headers["content-type"] == "application/octet-stream"
    assert served.headers["content-disposition"].startswith("attachment")


def test_part_filename_is_held_to_the_spec_limit(api: Api) -> None:
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/media/upload",
        files={"file": ("n" * (FILE_NAME_MAX + 1), b"a")},
    )
    item = api.ok("POST", "/media/upload", files={"file": ("n" * FILE_NAME_MAX, b"a")})
    assert item["fileName"] == "n" * FILE_NAME_MAX
    # A fileName field overrides the part's filename (and is what is checked).
    item = api.ok(
        "POST",
        "/media/upload",
        files={"file": ("n" * (FILE_NAME_MAX + 1), b"a")},
        data={"fileName": "short.txt"},
    )
    assert item["fileName"] == "short.txt"


@pytest.mark.parametrize(
    "value", ["\u0663", "1\u0660", "\uff11", "1" * 4301, "9" * 50, "-" + "1" * 5000]
)
def test_integer_queries_are_ascii_digits_in_range(api: Api, value: str) -> None:
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/history", params={"lastDays": value})


def test_integer_queries_still_accept_plain_numbers(api: Api) -> None:
    api.ok("GET", "/history", params={"lastDays": "0007", "limit": "+5"})


def test_duplicate_singleton_headers_are_refused(api: Api) -> None:
    key = api.server.api_key
    twice = [("Authorization", f"Bearer {key}"), ("Authorization", "Bearer other")]
    response = httpx.get(api.server.url + "/media", headers=twice)
    assert response.status_code == 401 and response.json()["code"] == ErrorCode.MISSING_API_KEY
    same_twice = [("Authorization", f"Bearer {key}"), ("Authorization", f"Bearer {key}")]
    response = httpx.get(api.server.url + "/media", headers=same_twice)
    assert response.status_code == 401 and response.json()["code"] == ErrorCode.MISSING_API_KEY
    profile = api.ok("POST", "/profiles", json={"title": f"dup-{time.monotonic_ns()}"})
    keys = [
        ("Authorization", f"Bearer {key}"),
        ("Profile-Key", profile["profileKey"]),
        ("Profile-Key", profile["profileKey"]),
    ]
    response = httpx.get(api.server.url + "/media", headers=keys)
    assert response.status_code == 403 and response.json()["code"] == ErrorCode.UNKNOWN_PROFILE_KEY
    single = keys[:2]
    assert httpx.get(api.server.url + "/media", headers=single).status_code == 200
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_range_errors_answer_in_the_error_shape(api: Api) -> None:
    item = api.ok("POST", "/media/upload", files={"file": ("ten.bin", b"0123456789")})
    part = httpx.get(item["url"], headers={"Range": "bytes=2-4"})
    assert part.status_code == 206 and part.content == b"234"
    beyond = httpx.get(item["url"], headers={"Range": "bytes=100-200"})
    assert beyond.status_code == 416
    assert beyond.headers["content-type"] == SPEC["x-conventions"]["jsonContentType"]
    body = beyond.json()
    assert body["status"] == "error" and body["code"] == ErrorCode.RANGE_NOT_SATISFIABLE
    assert SPEC["x-error-catalogue"]["172"]["status"] == 416
    assert beyond.headers["content-range"] == "bytes */10"
    malformed = httpx.get(item["url"], headers={"Range": "bytes=x-y"})
    assert malformed.status_code == 200 and malformed.content == b"0123456789"


def test_data_dir_is_readable_by_its_owner_only(api: Api) -> None:
    api.ok("POST", "/media/upload", files={"file": ("perm.txt", b"secret")})
    data_dir = api.server.data_dir

    def mode(path: Path) -> int:
        return stat.S_IMODE(path.stat().st_mode)

    assert mode(data_dir) == 0o700
    for folder in ("media", "tmp"):
        assert mode(data_dir / folder) == 0o700
    databases = list(data_dir.glob("service.sqlite3*"))
    assert data_dir / "service.sqlite3" in databases
    for path in databases:
        assert mode(path) == 0o600, path
    media = list((data_dir / "media").iterdir())
    assert media
    for path in media:
        assert mode(path) == 0o600, path


def test_request_with_two_framings_is_refused_and_closed(api: Api) -> None:
    """Content-Length plus Transfer-Encoding: chunked (RFC 9112 6.3): 400 and the connection
    closed, so a request hidden in the body is never served."""
    title = f"smuggled-{time.monotonic_ns()}"
    hidden_body = f'{{"title": "{title}"}}'.encode()
    hidden = (
        f"POST /profiles HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {api.server.api_key}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(hidden_body)}\r\n\r\n"
    ).encode() + hidden_body
    chunked = b"2\r\n{}\r\n0\r\n\r\n"
    raw = (
        (
            "POST /profiles HTTP/1.1\r\nHost: x\r\n"
            f"Authorization: Bearer {api.server.api_key}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(chunked + hidden)}\r\nTransfer-Encoding: chunked\r\n\r\n"
        ).encode()
        + chunked
        + hidden
    )
    received = b""
    with socket.create_connection(_host_port(api.server.url), timeout=10) as sock:
        sock.sendall(raw)
        while chunk := sock.recv(65536):  # until the server closes the connection
            received += chunk
    assert received.startswith(b"HTTP/1.1 400"), received[:200]
    assert received.count(b"HTTP/1.1 ") == 1, received
    head, _, body = received.partition(b"\r\n\r\n")
    assert b"content-type: application/json" in head.lower()
    assert json.loads(body)["code"] == ErrorCode.INVALID_REQUEST
    titles = [p["title"] for p in api.ok("GET", "/profiles")["profiles"]]
    assert title not in titles


def test_profile_deleted_during_its_upload(api: Api) -> None:
    """The upload ends with a catalogued error and leaves no file behind."""
    profile = api.ok("POST", "/profiles", json={"title": f"mid-upload-{time.monotonic_ns()}"})
    media_dir = api.server.data_dir / "media"
    files_before = {p.name for p in media_dir.iterdir()}
    first_part_sent = threading.Event()
    deleted = threading.Event()
    boundary = "mid-upload-boundary"

    def body() -> Iterator[bytes]:
        yield (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n'
            "Content-Type: application/octet-stream\r\n\r\n"
        ).encode() + b"a" * 65536
        first_part_sent.set()
        assert deleted.wait(30)
        yield b"b" * 65536 + f"\r\n--{boundary}--\r\n".encode()

    outcome: dict[str, httpx.Response] = {}

    def upload() -> None:
        outcome["response"] = httpx.post(
            api.server.url + "/media/upload",
            content=body(),
            headers={
                "Authorization": f"Bearer {api.server.api_key}",
                "Profile-Key": profile["profileKey"],
                "Content-Type": f"multipart/form-data; boundary={boundary}",
            },
            timeout=60,
        )

    thread = threading.Thread(target=upload)
    thread.start()
    assert first_part_sent.wait(30)
    time.sleep(0.3)  # the server has authenticated the request and is reading its body
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
    deleted.set()
    thread.join(60)
    response = outcome["response"]
    assert response.status_code == 403, response.text
    assert response.json()["code"] == ErrorCode.UNKNOWN_PROFILE_KEY
    assert {p.name for p in media_dir.iterdir()} == files_before
    assert "INTERNAL ERROR" not in api.server.stderr()


@pytest.mark.parametrize("name", ["Acme\x00Admin", "Line\nbreak", "Bell\x07", "Del\x7f"])
def test_control_characters_in_a_linked_display_name_are_refused(api: Api, name: str) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Display names"})
    pk = {"Profile-Key": profile["profileKey"]}
    body = {"platform": "facebook", "displayName": name}
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/link", json=body, headers=pk)
    assert api.ok("GET", "/user", headers=pk)["displayNames"] == []
    linked = api.sandbox(
        "link", {"platform": "facebook", "displayName": "Acme · Ünïcode"}, headers=pk
    )
    assert linked["displayName"] == "Acme · Ünïcode"
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
