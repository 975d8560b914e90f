"""The transfer limits through HTTP, against a real server process: the test control's
`set_transfer_limits` (sandbox.yaml) lowers, for the acting profile, the feed read time
(`x-feed-posting.maxReadSeconds`) and the presigned upload size (`x-upload-url.maxBytes`), and
gives the declared values back with null. A feed read past the time in force is stopped (the
slow source of `testkit.feed_files` sees its connection closed before its last byte) and
answered 631, by `add_feed` and by the feed schedule; an upload past the size in force is
refused 413 (122) with nothing stored: by its `Content-Length` before any of the body is sent,
and a chunked body as soon as it passes the limit, without waiting for its end. Both sides of
each limit, and the declared upload size by its `Content-Length`, are contract rules
(`test_feed_read_time_limit`, `test_presigned_upload_size_limit`,
`test_presigned_upload_declared_size_limit`)."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from testkit.feed_files import Article, FeedFiles, rss
from tests.server.delivery_helpers import SPEC
from tests.server.server_harness import REPO, Api

POSTING = SPEC["paths"]["/feed"]["post"]["x-feed-posting"]
UPLOAD_URL = SPEC["paths"]["/media/uploadUrl"]["get"]["x-upload-url"]
DECLARED = {
    "feedReadSeconds": POSTING["maxReadSeconds"],
    "uploadMaxBytes": UPLOAD_URL["maxBytes"],
}
SITE = "https://bakery.example"
#: How long a refused upload may take to be answered (the connection guard cuts a stalled
#: body after 30 s: an answer before that came without waiting for the body's end).
ANSWER_WAIT_SECONDS = 20.0


@pytest.fixture
def feed_files() -> Iterator[FeedFiles]:
    served = FeedFiles()
    yield served
    served.stop()


def limits(api: Api, pk: dict[str, str], **change: Any) -> dict[str, Any]:
    answer: dict[str, Any] = api.sandbox("transfer-limits", change, headers=pk)
    return answer


def article(n: int) -> Article:
    return Article(f"urn:bread:{n}", f"Fresh sourdough batch number {n}", f"{SITE}/bread/{n}")


def wait_cut_off(files: FeedFiles, path: str, seconds: float) -> bool:
    """Whether the reader of `path` closed its connection before the last byte (bounded)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if any(p == path for p, _ in files.cut_off):
            return True
        time.sleep(0.05)
    return False


# --- the control ---------------------------------------------------------------------------------


def test_control_lowers_and_restores_per_profile(api: Api) -> None:
    pk = api.linked_profile("Transfer limits control")
    other = api.linked_profile("Transfer limits other")
    assert limits(api, pk) == DECLARED  # `{}` reads them
    assert limits(api, pk, feedReadSeconds=1.5, uploadMaxBytes=1000) == {
        "feedReadSeconds": 1.5,
        "uploadMaxBytes": 1000,
    }
    assert limits(api, other) == DECLARED  # another profile keeps the declared ones
    # null gives one back; a field left out keeps its value
    assert limits(api, pk, uploadMaxBytes=None) == {**DECLARED, "feedReadSeconds": 1.5}
    assert limits(api, pk, feedReadSeconds=None) == DECLARED


def test_transfer_limits_only_lower_the_declared_limits(api: Api) -> None:
    """The control takes values between the floor and the declared limit itself: a value above
    the declared limit (a day, a TiB), a near-zero read time, a negative size or an unknown
    field is refused and changes nothing."""
    control = load_document(REPO / "sandbox.yaml")["components"]["schemas"]
    bounds = control["TransferLimitsChange"]["properties"]
    assert bounds["feedReadSeconds"]["maximum"] == DECLARED["feedReadSeconds"]
    assert bounds["uploadMaxBytes"]["maximum"] == DECLARED["uploadMaxBytes"]
    pk = api.linked_profile("Transfer limits bounds")
    floor = bounds["feedReadSeconds"]["minimum"]
    for bad in (
        {"feedReadSeconds": 0},
        {"uploadMaxBytes": -1},
        {"maxBytes": 10},
        {"feedReadSeconds": 86400},
        {"feedReadSeconds": DECLARED["feedReadSeconds"] + 1},
        {"feedReadSeconds": 1e-320},
        {"feedReadSeconds": floor / 2},
        {"uploadMaxBytes": 1024**4},
        {"uploadMaxBytes": DECLARED["uploadMaxBytes"] + 1},
    ):
        api.error(
            ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/transfer-limits", json=bad, headers=pk
        )
    assert limits(api, pk) == DECLARED
    edges = {"feedReadSeconds": floor, "uploadMaxBytes": DECLARED["uploadMaxBytes"]}
    assert limits(api, pk, **edges) == edges


# --- the feed read time --------------------------------------------------------------------------


def test_feed_read_past_the_limit_is_stopped_and_refused(api: Api, feed_files: FeedFiles) -> None:
    pk = api.linked_profile("Transfer limits feeds")
    feed_files.files["/slow.xml"] = rss("Slow", SITE, "", [article(2)])
    feed_files.spread["/slow.xml"] = 4.0
    limits(api, pk, feedReadSeconds=1.5)
    refused = api.error(
        ErrorCode.FEED_UNREADABLE,
        "POST",
        "/feed",
        json={"url": f"{feed_files.base_url}/slow.xml"},
        headers=pk,
    )
    assert "1.5 s" in refused.json()["message"], refused.text
    # Stopped, not waited out: the source saw the connection closed before its last byte.
    assert wait_cut_off(feed_files, "/slow.xml", 10), feed_files.cut_off
    assert api.ok("GET", "/feed", headers=pk)["feeds"] == []
    # The declared limit (another profile) reads the same slow feed whole.
    other = api.linked_profile("Transfer limits feeds declared")
    slow = api.ok("POST", "/feed", json={"url": f"{feed_files.base_url}/slow.xml"}, headers=other)
    assert slow["title"] == "Slow"
    assert [p for p, _ in feed_files.cut_off] == ["/slow.xml"]


def test_feed_check_follows_the_limit_in_force(
    api: Api, feed_files: FeedFiles, restore_clock: None
) -> None:
    pk = api.linked_profile("Transfer limits feed checks", "facebook")
    feed_files.files["/news.xml"] = rss("News", SITE, "", [article(1)])
    api.ok("POST", "/feed", json={"url": f"{feed_files.base_url}/news.xml"}, headers=pk)
    feed_files.files["/news.xml"] = rss("News", SITE, "", [article(1), article(2)])
    feed_files.spread["/news.xml"] = 2.5
    limits(api, pk, feedReadSeconds=1)
    api.sandbox("clock", {"advanceSeconds": int(POSTING["checkSeconds"])})
    assert wait_cut_off(feed_files, "/news.xml", 10), feed_files.cut_off
    history = json.dumps(api.ok("GET", "/history", headers=pk))
    assert article(2).link not in history  # the check's read was stopped: nothing posted
    limits(api, pk, feedReadSeconds=None)
    api.sandbox("clock", {"advanceSeconds": int(POSTING["checkSeconds"])})
    assert article(2).link in json.dumps(api.ok("GET", "/history", headers=pk))


# --- the upload size -----------------------------------------------------------------------------


def upload_url(api: Api, pk: dict[str, str], name: str) -> dict[str, str]:
    answer: dict[str, str] = api.ok(
        "GET",
        "/media/uploadUrl",
        params={"fileName": name, "contentType": "application/octet-stream"},
        headers=pk,
    )
    return answer


def raw_put(url: str, head_lines: list[str], body: bytes) -> tuple[int, dict[str, Any]]:
    """A PUT whose head and first bytes are sent as given, the connection left open (the
    body never completed); the status and JSON body of the answer, waited for at most
    ANSWER_WAIT_SECONDS (socket.timeout past that)."""
    parts = urlsplit(url)
    head = "".join(
        f"{line}\r\n"
        for line in [
            f"PUT {parts.path}?{parts.query} HTTP/1.1",
            f"Host: {parts.netloc}",
            "Content-Type: application/octet-stream",
            *head_lines,
        ]
    )
    address = (parts.hostname or "127.0.0.1", parts.port or 80)
    with socket.create_connection(address, timeout=ANSWER_WAIT_SECONDS) as sock:
        sock.sendall(head.encode() + b"\r\n" + body)
        with sock.makefile("rb") as answer:
            status = int(answer.readline().split()[1])
            length = 0
            while (line := answer.readline().strip()) != b"":
                name, _, value = line.decode("latin-1").partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value)
            return status, json.loads(answer.read(length))


def media_names(api: Api, pk: dict[str, str]) -> list[str]:
    return [m["fileName"] for m in api.ok("GET", "/media", headers=pk)]


def test_upload_refused_without_waiting_for_the_body(api: Api) -> None:
    """A `Content-Length` over the limit is refused before any of the body is sent; a chunked
    body as soon as it passes the limit, though it never ends (the answer comes long before
    the connection guard would cut the stalled body)."""
    pk = api.linked_profile("Transfer limits early refusals")
    limits(api, pk, uploadMaxBytes=1000)
    declared = upload_url(api, pk, "declared")["uploadUrl"]
    status, answer = raw_put(declared, ["Content-Length: 1001"], b"")
    assert (status, answer["code"]) == (413, ErrorCode.FILE_TOO_LARGE), answer
    chunked = upload_url(api, pk, "chunked")["uploadUrl"]
    first = b"%x\r\n" % 1001 + b"c" * 1001 + b"\r\n"  # no last chunk: the body never ends
    status, answer = raw_put(chunked, ["Transfer-Encoding: chunked"], first)
    assert (status, answer["code"]) == (413, ErrorCode.FILE_TOO_LARGE), answer
    assert media_names(api, pk) == []
