"""No single request freezes the server. A hostile request runs while another
client's GET /user keeps being answered (generous bounds: the figures are in `make bench`,
`benchmarks/hostile_bench.py`)."""

from __future__ import annotations

import threading
import time
import uuid
from typing import Any

import httpx
import pytest

from reference_server.feed_reader import (
    FeedUnreadable,
    first_img_src,
    refuse_entity_declarations,
)
from spec_model.error_codes import ErrorCode
from tests.server.image_server import ImageServer
from tests.server.server_harness import Api, RunningServer

#: A GET /user answer slower than this while a hostile request runs means the loop was held.
STALL_BOUND_SECONDS = 2.0
#: How long the hostile request may take at all (a frozen server took minutes to hours).
HOSTILE_BOUND_SECONDS = 60.0


def posted_while_polled(
    server: RunningServer, path: str, body: Any, headers: dict[str, str] | None = None
) -> httpx.Response:
    """POST `body` to `path` in a thread; meanwhile time GET /user every 20 ms until the POST
    is answered. Every GET /user must be answered within `STALL_BOUND_SECONDS`."""
    outcome: dict[str, httpx.Response] = {}
    auth = {"Authorization": f"Bearer {server.api_key}"}

    def run() -> None:
        outcome["answer"] = httpx.post(
            server.url + path, json=body, headers={**auth, **(headers or {})}, timeout=90
        )

    thread = threading.Thread(target=run, daemon=True)
    latencies: list[float] = []
    with httpx.Client(base_url=server.url, headers=auth, timeout=30) as client:
        thread.start()
        deadline = time.monotonic() + HOSTILE_BOUND_SECONDS
        while thread.is_alive() and time.monotonic() < deadline:
            started = time.monotonic()
            assert client.get("/user").status_code == 200
            latencies.append(time.monotonic() - started)
            time.sleep(0.02)
    thread.join(timeout=1)
    assert not thread.is_alive(), "the hostile request was not answered in time"
    assert max(latencies, default=0) < STALL_BOUND_SECONDS, latencies
    return outcome["answer"]


@pytest.mark.parametrize("size", [24_000, 1_000_000])
def test_a_long_url_is_refused_without_stalling_others(server: RunningServer, size: int) -> None:
    """`https://` + `a` * n + ` ` once backtracked quadratically (24,000: 3.9 s, the whole
    server waiting); now maxLength refuses it first and the pattern is linear anyway."""
    body = {"mediaUrl": "https://" + "a" * size + " "}
    answer = posted_while_polled(server, "/media/urlExists", body)
    assert answer.status_code == 400 and answer.json()["code"] == ErrorCode.INVALID_REQUEST.value


def test_a_large_valid_body_is_validated_off_the_event_loop(server: RunningServer) -> None:
    """A body near the 1 MB cap (thousands of array items, each validated) is parsed and
    validated in a worker thread; other clients are answered meanwhile."""
    url = "https://example.com/" + "p" * 200
    body = {"post": "x", "platforms": ["twitter"], "mediaUrls": [url] * 4500}
    answer = posted_while_polled(server, "/post", body)
    assert answer.status_code >= 400  # refused (too many media), but only after validation


# -- feeds ---------------------------------------------------------------------------------------


def rss(items: str) -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>'
        "<title>Hostile</title><link>https://feeds.example.com/</link>"
        f"<description>d</description>{items}</channel></rss>"
    ).encode()


def item(n: int, description: str = "d") -> str:
    return (
        f"<item><title>Article {n}</title><link>https://feeds.example.com/{n}</link>"
        f"<guid>id-{n}</guid><description>{description}</description></item>"
    )


@pytest.mark.parametrize(
    "feed",
    [
        # `&lt;img x` x4,500 in one description took 8.4 s in the `<img>` regex.
        pytest.param(rss(item(1, "&lt;img x" * 4500)), id="img-scan"),
        # A legitimate 2.4 MB RSS of 27,500 items stalled a concurrent GET /user 8-12 s: the
        # parse and the inserts ran on the event loop; now they run in worker threads.
        pytest.param(rss("".join(item(n) for n in range(27_500))), id="large-feed"),
    ],
)
def test_a_feed_is_read_off_the_event_loop(server: RunningServer, api: Api, feed: bytes) -> None:
    created = api.ok("POST", "/profiles", json={"title": f"Feed {uuid.uuid4().hex[:8]}"})
    served = ImageServer()
    try:
        served.files["/feed.xml"] = feed
        body = {"url": served.url + "/feed.xml"}
        answer = posted_while_polled(server, "/feed", body, {"Profile-Key": created["profileKey"]})
    finally:
        served.close()
    assert answer.status_code == 200, answer.text


def test_first_img_src_is_a_bounded_scan() -> None:
    assert first_img_src('<p><IMG alt="a" SRC="https://x/a.png"></p>') == "https://x/a.png"
    assert first_img_src("<imgx src='no'><img src='yes'>") == "yes"
    assert first_img_src("<img x" * 100_000) is None
    assert first_img_src("<img " + " " * 5000 + "src='far'>") is None  # past IMG_TAG_MAX_CHARS


def test_entity_declarations_are_refused_in_every_spelling() -> None:
    for data in (
        b'<!DOCTYPE r [<!ENTITY a "b">]><r/>',
        b'<?xml version="1.0"?><!doctype r [ ]><r/>',
        '<?xml version="1.0" encoding="utf-16"?><!DOCTYPE r [<!ENTITY a "b">]><r/>'.encode(
            "utf-16"
        ),
        b'<?xml version="1.0" encoding="utf-7"?>+ADw-!ENTITY a "b"+AD4-<r/>',
        b'<?xml version="1.0" encoding="cp500"?><r/>',
    ):
        with pytest.raises(FeedUnreadable):
            refuse_entity_declarations(data)
    refuse_entity_declarations(b'<!DOCTYPE rss PUBLIC "-//x//EN" "http://x/rss.dtd"><rss/>')
    refuse_entity_declarations(b"<rss>&lt;!ENTITY is text here&gt;</rss>")
