"""No single request freezes the server. A hostile request runs while another
client's GET /user keeps being answered (generous bounds: the figures are in `make bench`,
`benchmarks/hostile_bench.py`)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from reference_server.feed_reader import (
    FeedUnreadable,
    first_img_src,
    refuse_entity_declarations,
)
from reference_server.isolated_parse import IsolatedParser, ParseAborted
from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server import parse_children
from tests.server.image_server import ImageServer
from tests.server.server_harness import Api, RunningServer

#: A GET /user answer slower than this while a hostile request runs means the loop was held.
STALL_BOUND_SECONDS = 2.0
#: How long the hostile request may take at all (a frozen server took minutes to hours).
HOSTILE_BOUND_SECONDS = 60.0


def polled_while(server: RunningServer, hostile: Callable[[], Any]) -> tuple[Any, list[float]]:
    """Run `hostile` in a thread; meanwhile time GET /user every 20 ms until it ends."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        outcome["answer"] = hostile()

    thread = threading.Thread(target=run, daemon=True)
    latencies: list[float] = []
    headers = {"Authorization": f"Bearer {server.api_key}"}
    with httpx.Client(base_url=server.url, headers=headers, timeout=30) as client:
        thread.start()
        deadline = time.monotonic() + HOSTILE_BOUND_SECONDS
        while thread.is_alive() and time.monotonic() < deadline:
            started = time.monotonic()
            assert client.get("/user").status_code == 200
            latencies.append(time.monotonic() - started)
            time.sleep(0.02)
    thread.join(timeout=1)
    assert not thread.is_alive(), "the hostile request was not answered in time"
    return outcome["answer"], latencies


@pytest.mark.parametrize("size", [24_000, 1_000_000])
def test_a_long_url_is_refused_without_stalling_others(server: RunningServer, size: int) -> None:
    """`https://` + `a` * n + ` ` once backtracked quadratically (24,000: 3.9 s, the whole
    server waiting); now maxLength refuses it first and the pattern is linear anyway."""
    body = {"mediaUrl": "https://" + "a" * size + " "}
    headers = {"Authorization": f"Bearer {server.api_key}"}

    def hostile() -> httpx.Response:
        return httpx.post(f"{server.url}/media/urlExists", json=body, headers=headers, timeout=90)

    answer, latencies = polled_while(server, hostile)
    assert answer.status_code == 400 and answer.json()["code"] == ErrorCode.INVALID_REQUEST.value
    assert max(latencies, default=0) < STALL_BOUND_SECONDS, latencies


def test_a_large_valid_body_is_validated_off_the_event_loop(server: RunningServer) -> None:
    """A body near the 1 MB cap (thousands of array items, each validated) is parsed and
    validated in a worker thread; other clients are answered meanwhile."""
    headers = {"Authorization": f"Bearer {server.api_key}"}
    url = "https://example.com/" + "p" * 200
    body = {"post": "x", "platforms": ["twitter"], "mediaUrls": [url] * 4500}

    def hostile() -> httpx.Response:
        return httpx.post(f"{server.url}/post", json=body, headers=headers, timeout=90)

    answer, latencies = polled_while(server, hostile)
    assert answer.status_code >= 400  # refused (too many media), but only after validation
    assert max(latencies, default=0) < STALL_BOUND_SECONDS, latencies


def test_url_patterns_still_refuse_what_they_refused(api: Api) -> None:
    for bad in ("https://", "https:///x", "https://a b", "ftp://example.com"):
        api.error(
            ErrorCode.INVALID_REQUEST.value, "POST", "/media/urlExists", json={"mediaUrl": bad}
        )


# -- feeds ---------------------------------------------------------------------------------------

POSTING = load_document()["paths"]["/feed"]["post"]["x-feed-posting"]


def rss(items: str, title: str = "Hostile", head: str = "") -> bytes:
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>{head}<rss version="2.0"><channel>'
        f"<title>{title}</title><link>https://feeds.example.com/</link>"
        f"<description>d</description>{items}</channel></rss>"
    ).encode()


def item(n: int, description: str = "d") -> str:
    return (
        f"<item><title>Article {n}</title><link>https://feeds.example.com/{n}</link>"
        f"<guid>id-{n}</guid><description>{description}</description></item>"
    )


@pytest.fixture
def files() -> Iterator[ImageServer]:
    served = ImageServer()
    yield served
    served.close()


def fresh_profile(api: Api, title: str) -> dict[str, str]:
    return {"Profile-Key": api.ok("POST", "/profiles", json={"title": title})["profileKey"]}


def test_entity_declarations_never_reach_a_parser(api: Api, files: ImageServer) -> None:
    """A 24 KB RSS declaring `q` as 20,000 Qs and using it 1,500 times would grow to 28 MB in
    GET /feed; any entity declaration is refused as unreadable (631)."""
    pk = fresh_profile(api, "Entities")
    bomb = rss(item(1, "&q;" * 1500), head=f'<!DOCTYPE rss [<!ENTITY q "{"Q" * 20000}">]>')
    files.files["/bomb.xml"] = bomb
    files.files["/bomb16.xml"] = bomb.decode().replace("UTF-8", "UTF-16").encode("utf-16")
    for path in ("/bomb.xml", "/bomb16.xml"):
        api.error(
            ErrorCode.FEED_UNREADABLE.value,
            "POST",
            "/feed",
            json={"url": files.url + path},
            headers=pk,
        )
    assert api.ok("GET", "/feed", headers=pk)["feeds"] == []
    # A plain DOCTYPE (RSS 0.91's public DTD) is still read.
    files.files["/old.xml"] = rss(
        item(1),
        head='<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" '
        '"http://my.netscape.com/publish/formats/rss-0.91.dtd">',
    )
    api.ok("POST", "/feed", json={"url": files.url + "/old.xml"}, headers=pk)


def test_feed_texts_are_cut_to_the_spec_cap(api: Api, files: ImageServer) -> None:
    most = int(POSTING["maxTextLength"])
    pk = fresh_profile(api, "Long texts")
    files.files["/long.xml"] = rss(item(1, "x"), title="T" * (most * 20))
    api.ok("POST", "/feed", json={"url": files.url + "/long.xml"}, headers=pk)
    (listed,) = api.ok("GET", "/feed", headers=pk)["feeds"]
    assert listed["title"] == "T" * most


def test_img_search_is_linear_and_off_the_loop(
    server: RunningServer, api: Api, files: ImageServer
) -> None:
    """`&lt;img x` x4,500 in one description took 8.4 s in the `<img>` regex."""
    pk = fresh_profile(api, "Img scan")
    files.files["/img.xml"] = rss(item(1, "&lt;img x" * 4500))
    headers = {"Authorization": f"Bearer {server.api_key}", **pk}

    def hostile() -> httpx.Response:
        return httpx.post(
            f"{server.url}/feed", json={"url": files.url + "/img.xml"}, headers=headers, timeout=90
        )

    answer, latencies = polled_while(server, hostile)
    assert answer.status_code == 200, answer.text
    assert max(latencies, default=0) < STALL_BOUND_SECONDS, latencies


def test_a_large_feed_is_read_off_the_event_loop(
    server: RunningServer, api: Api, files: ImageServer
) -> None:
    """A legitimate 2.4 MB RSS of 27,500 items stalled a concurrent GET /user 8-12 s: the
    parse and the inserts ran on the event loop. Now they run in worker threads, and only
    the newest `maxItemsPerRead` articles are kept."""
    pk = fresh_profile(api, "Large feed")
    files.files["/large.xml"] = rss("".join(item(n) for n in range(27_500)))
    assert len(files.files["/large.xml"]) > 2_000_000
    headers = {"Authorization": f"Bearer {server.api_key}", **pk}

    def hostile() -> httpx.Response:
        return httpx.post(
            f"{server.url}/feed",
            json={"url": files.url + "/large.xml"},
            headers=headers,
            timeout=90,
        )

    answer, latencies = polled_while(server, hostile)
    assert answer.status_code == 200, answer.text
    assert max(latencies, default=0) < STALL_BOUND_SECONDS, latencies


def test_a_profile_keeps_at_most_max_feeds(api: Api, files: ImageServer) -> None:
    most = int(POSTING["maxFeedsPerProfile"])
    pk = fresh_profile(api, "Many feeds")
    files.files["/one.xml"] = rss(item(1))
    for _ in range(most):
        api.ok("POST", "/feed", json={"url": files.url + "/one.xml"}, headers=pk)
    api.error(
        ErrorCode.FEED_LIMIT_REACHED.value,
        "POST",
        "/feed",
        json={"url": files.url + "/one.xml"},
        headers=pk,
    )
    first = api.ok("GET", "/feed", headers=pk)["feeds"][0]["id"]
    api.ok("DELETE", "/feed", json={"id": first}, headers=pk)
    api.ok("POST", "/feed", json={"url": files.url + "/one.xml"}, headers=pk)


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


@pytest.mark.parametrize("path", ["/media/upload", "/post/bulk"])
def test_a_long_multipart_boundary_is_a_plain_refusal(api: Api, path: str) -> None:
    """A boundary over the parser's 256 characters raised inside it (a logged traceback,
    an internal error); it is refused as an invalid request (the module's server fixture
    fails on any internal error in the server's log)."""
    boundary = "b" * 300
    body = f"--{boundary}\r\nContent-Disposition: form-data; name=x\r\n\r\n1\r\n--{boundary}--\r\n"
    response = api.post(
        path,
        content=body.encode(),
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
    )
    assert response.status_code == 400, response.text
    assert response.json()["code"] == ErrorCode.INVALID_REQUEST.value


def test_an_isolated_parse_is_stopped_at_its_deadline_and_memory_ceiling() -> None:
    """A parse past its deadline is killed; one past the memory ceiling fails; the next parse
    then runs as usual (in a child of its own)."""

    async def scenario() -> None:
        parser = IsolatedParser(memory_bytes=512 * 1024 * 1024, workers=1)
        try:
            with pytest.raises(ParseAborted, match="more than"):
                await parser.run(parse_children.slow, 60.0, timeout=1.0)
            with pytest.raises(ParseAborted, match="memory"):
                await parser.run(parse_children.greedy, 1024, timeout=30.0)
            assert await parser.run(parse_children.echo, "next", timeout=30.0) == "next"
        finally:
            parser.close(kill=True)

    asyncio.run(scenario())
