"""Reference server: what one hostile request costs everyone else.

Each case sends one hostile request to a fresh reference server while a second client polls
`GET /user` on its own keep-alive connection, one request after the other. Reported per case:
the longest poll wait while the hostile request ran (goal: at most 100 ms, i.e. no request
holds the event loop) and the server's peak memory growth during it (VmHWM, reset through
/proc/<pid>/clear_refs before the case, minus VmRSS before; feeds are parsed in child
processes, `isolated_parse`, whose memory is capped there and not counted here). The cases
are the review's probes: a URL at the 1 MB body cap (quadratic pattern: hours before), a
1 MB body of valid URLs, and feeds served from a loopback HTTP server (testkit's
`FeedFiles`): an entity bomb, `&lt;img x` x4,500, a feed of 27,500 items (3.5 MB here) and one at
`x-feed-posting.maxFeedBytes`; then the resize of a 48 KB PNG declaring 20000x20000 pixels
(refused from its header, 461) and of one at `x-resize.maxSourcePixels` (decoded: the largest
memory one request may take), and 1,100 wrong API keys from one address (refused 429/181
after `x-auth-failure-limit.maxFailuresPerWindow`). Then the cases of the second review: ten
concurrent feed reads, one of them (a profile whose read time the control lowered to 1 s, on
the largest feed) killed at its deadline while nine others run or wait (its kill once took
every other parse down; the note says how many of the nine were served), a feed of 100,000
nested elements (refused, 631), 1,500 wrong keys carrying 12 KB of junk in
`X-Forwarded-For` (not trusted: counted for the peer, refused 429/181; the note gives the
data dir's growth), and 2,000 guesses of the key on `GET /_sandbox` followed by the right
key (the control is held to the limit: 429/181). The poller connects from another loopback
address (127.0.0.2), so it also shows that one address's failures refuse no one else.
Then the event-loop cases (`loop_cases`): a ~1 MB `seed_network_content` body, valid and
refused by the schema, seeds of 10,000 profiles and short links, `list_profiles` and
`list_link_analytics` over 10,000 of them, and the first reads of generated accounts the
clock left 10 years (one) and 3 years (six at once) behind, by User Profiles other than the
poller's (the setup of each is sent before the poller measures), and a body of the most
comments the schema allows (20,000) replacing as many.
Every row's figure is the longest event-loop stall a client saw during the case.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from benchmarks.registry import Row
from reference_server.isolated_parse import PARSE_MEMORY_BYTES
from spec_model import ServiceSpec
from spec_model.operation_ids import OperationId
from testkit.feed_files import FeedFiles
from testkit.server import ReferenceServer
from testkit.server_process import status_kib
from tests.server.image_server import blank_png

AREA = "hostile"
API_KEY = "bench-api-key"
POLL_GOAL_SECONDS = 0.100
#: The poller's address: another client than the hostile one (127.0.0.1).
POLLER_ADDRESS = "127.0.0.2"
MIB = 1024 * 1024


def _rss(items: str, head: str = "") -> bytes:
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>{head}<rss version="2.0"><channel>'
        "<title>Bench</title><link>https://feeds.example.com/</link><description>d</description>"
        f"{items}</channel></rss>"
    ).encode()


def _items(count: int, description: str = "d") -> str:
    return "".join(
        f"<item><title>Article {n}</title><link>https://feeds.example.com/{n}</link>"
        f"<guid>id-{n}</guid><description>{description}</description></item>"
        for n in range(count)
    )


#: The reads beside the one killed at its deadline, and their feeds' items (~0.5 MB each).
NEIGHBOURS = 9
NEIGHBOUR_ITEMS = 4_000
#: Elements nested in the deep feed.
NESTING = 100_000


@dataclass(frozen=True)
class Case:
    name: str
    send: Callable[[httpx.Client, str], httpx.Response]
    #: What the case found besides the status (filled by `send`).
    found: list[str] = field(default_factory=list)
    #: Sent before the poller starts measuring (the state the hostile request needs).
    prepare: Callable[[httpx.Client], None] | None = None


#: Profiles and short links seeded by the loop cases (`x-limits` allows as many).
SEEDED = 10_000
#: Posts and comments per post of the ~1 MB `seed_network_content` body (its schema's most
#: posts, 40 comments each).
CONTENT_POSTS, CONTENT_COMMENTS = 200, 40
#: Generated accounts first read at once.
GROWN_AT_ONCE = 6


def _content(valid: bool) -> dict[str, object]:
    """A ~1 MB `seed_network_content` body; with `valid` false, its last comment lacks its
    username (refused by the schema after the whole walk)."""
    comment = {"comment": "c" * 80, "username": "someone"}
    posts: list[dict[str, object]] = [
        {"post": f"post {n} " + "p" * 100, "comments": [comment] * CONTENT_COMMENTS}
        for n in range(CONTENT_POSTS)
    ]
    if not valid:
        posts[-1] = {"post": "last", "comments": [{"comment": "no username"}]}
    return {"posts": posts}


def _most_comments() -> dict[str, object]:
    """A `seed_network_content` body of the most comments its schema allows (its most posts,
    each with its most comments; ~0.8 MB)."""
    comment = {"comment": "c", "username": "u"}
    return {"posts": [{"post": f"p{n}", "comments": [comment] * 100} for n in range(200)]}


def _ok(response: httpx.Response) -> None:
    response.raise_for_status()


def loop_cases() -> list[Case]:
    """The event-loop cases: large control bodies and seeds, large listings and the first read
    of a long-grown generated account. Each stalled every other client for 0.2-2.5 s when
    the work ran on the event loop."""

    def link(client: httpx.Client) -> None:
        _ok(client.post("/_sandbox/link", json={"platform": "facebook", "account": "empty"}))

    def seed(path: str) -> Callable[[httpx.Client], None]:
        return lambda client: _ok(client.post(path, json={"count": SEEDED}))

    def grown(years: int, profiles: list[dict[str, str]]) -> Callable[[httpx.Client], None]:
        """`len(profiles)` User Profiles (not the poller's) with a generated Facebook account,
        then the clock moved `years` ahead: their Profile-Key headers go into `profiles`."""

        def prepare(client: httpx.Client) -> None:
            for n in range(len(profiles)):
                made = client.post("/profiles", json={"title": f"Grown {n}"}).json()
                profiles[n] = {"Profile-Key": str(made["profileKey"])}
                link = {"platform": "facebook"}
                _ok(client.post("/_sandbox/link", json=link, headers=profiles[n]))
            later = time.gmtime().tm_year + years  # the clock runs at the real time
            _ok(client.post("/_sandbox/clock", json={"set": f"{later}-06-01T00:00:00Z"}))

        return prepare

    one: list[dict[str, str]] = [{}]
    six: list[dict[str, str]] = [{}] * GROWN_AT_ONCE

    def read_all(client: httpx.Client, _: str) -> httpx.Response:
        with ThreadPoolExecutor(max_workers=len(six)) as pool:
            answers = list(pool.map(lambda pk: client.get("/history/facebook", headers=pk), six))
        return max(answers, key=lambda answer: answer.status_code)

    content = "/_sandbox/networks/facebook/content"

    def holding_most(client: httpx.Client) -> None:
        link(client)
        _ok(client.post(content, json=_most_comments()))

    return [
        Case(
            "seed_network_content: ~1 MB body",
            lambda c, _: c.post(content, json=_content(True)),
            prepare=link,
        ),
        Case(
            "seed_network_content: ~1 MB body the schema refuses",
            lambda c, _: c.post(content, json=_content(False)),
            prepare=link,
        ),
        Case(
            "seed_network_content: 20,000 comments replacing 20,000",
            lambda c, _: c.post(content, json=_most_comments()),
            prepare=holding_most,
        ),
        Case(
            f"seed_profiles: {SEEDED:,}",
            lambda c, _: c.post("/_sandbox/seed/profiles", json={"count": SEEDED}),
        ),
        Case(
            f"seed_short_links: {SEEDED:,}",
            lambda c, _: c.post("/_sandbox/seed/short-links", json={"count": SEEDED}),
        ),
        Case(
            f"list_profiles: {SEEDED:,} profiles",
            lambda c, _: c.get("/profiles"),
            prepare=seed("/_sandbox/seed/profiles"),
        ),
        Case(
            f"list_links: {SEEDED:,} links",
            lambda c, _: c.get("/links"),
            prepare=seed("/_sandbox/seed/short-links"),
        ),
        Case(
            "first read of a generated account 10 years after its link",
            lambda c, _: c.get("/history/facebook", headers=one[0]),
            prepare=grown(10, one),
        ),
        Case(
            f"{GROWN_AT_ONCE} concurrent first reads of generated accounts 3 years on",
            read_all,
            prepare=grown(3, six),
        ),
    ]


def _cases(feeds: FeedFiles) -> list[Case]:
    max_feed = int(
        ServiceSpec.load().operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxFeedBytes"]
    )
    bomb = _rss(_items(1, "&q;" * 1500), f'<!DOCTYPE rss [<!ENTITY q "{"Q" * 20000}">]>')
    feeds.files.update(
        {
            "/bomb.xml": bomb,
            "/img.xml": _rss(_items(1, "&lt;img x" * 4500)),
            "/large.xml": _rss(_items(27_500)),
        }
    )
    count = max_feed // len(_items(1, "d" * 40))
    while len(_rss(_items(count, "d" * 40))) > max_feed:
        count -= 200
    feeds.files["/max.xml"] = _rss(_items(count, "d" * 40))
    feeds.files["/warm.xml"] = _rss(_items(3))
    for n in range(NEIGHBOURS):
        feeds.files[f"/neighbour-{n}.xml"] = _rss(_items(NEIGHBOUR_ITEMS))
    nested = "<b>" * NESTING + "x" + "</b>" * NESTING
    feeds.files["/deep.xml"] = _rss(
        f"<item><title>Deep</title><guid>deep</guid><description>{nested}</description></item>"
    )
    url = "https://example.com/" + "p" * 200
    large, largest = feeds.files["/large.xml"], feeds.files["/max.xml"]

    def feed(path: str) -> Callable[[httpx.Client, str], httpx.Response]:
        return lambda client, _: client.post("/feed", json={"url": feeds.base_url + path})

    spec = ServiceSpec.load()
    max_pixels = int(spec.operation(OperationId.RESIZE_IMAGE).raw["x-resize"]["maxSourcePixels"])
    side = int(max_pixels**0.5)  # side * side <= maxSourcePixels: decoded, not refused
    bomb_png, limit_png = blank_png(20000, 20000), blank_png(side, side)
    failures = spec.facts.auth_failure_limit.max_failures + 100

    def resize(data: bytes) -> Callable[[httpx.Client, str], httpx.Response]:
        def send(client: httpx.Client, _: str) -> httpx.Response:
            item = client.post("/media/upload", files={"file": ("i.png", data)}).json()
            body = {"mediaUrl": item["url"], "platform": "twitter"}
            return client.post("/media/resize", json=body)

        return send

    def wrong_keys(client: httpx.Client, _: str) -> httpx.Response:
        for n in range(failures - 1):
            client.get("/user", headers={"Authorization": f"Bearer wrong-{n}"})
        return client.get("/user", headers={"Authorization": "Bearer wrong-last"})

    concurrent = Case(
        f"feed: {NEIGHBOURS + 1} concurrent reads, one killed at its 1 s deadline",
        lambda client, base: _concurrent_reads(client, base, concurrent.found),
    )
    guesses = Case(
        "2,000 key guesses on GET /_sandbox, then the right key",
        lambda client, _: _control_guesses(client, 2_000),
    )
    junk = {"X-Forwarded-For": "x" * 12_000}

    def spoofed(client: httpx.Client, _: str) -> httpx.Response:
        for n in range(1_499):
            client.get("/user", headers={"Authorization": f"Bearer wrong-{n}", **junk})
        return client.get("/user", headers={"Authorization": "Bearer wrong-last", **junk})

    return [
        Case(
            "URL at the 1 MB body cap (/media/urlExists)",
            lambda c, _: c.post(
                "/media/urlExists", json={"mediaUrl": "https://" + "a" * 1_000_000 + " "}
            ),
        ),
        Case(
            "1 MB body of 4,500 valid URLs (/post)",
            lambda c, _: c.post(
                "/post", json={"post": "x", "platforms": ["twitter"], "mediaUrls": [url] * 4500}
            ),
        ),
        Case(f"feed: entity bomb ({len(bomb) // 1024} KiB)", feed("/bomb.xml")),
        Case("feed: &lt;img x x4,500", feed("/img.xml")),
        Case(f"feed: {len(large) / MIB:.1f} MiB, 27,500 items", feed("/large.xml")),
        Case(f"feed: {len(largest) / MIB:.1f} MiB (maxFeedBytes)", feed("/max.xml")),
        Case(f"resize: {len(bomb_png) // 1024} KiB PNG of 20000x20000 pixels", resize(bomb_png)),
        Case(f"resize: PNG of {side}x{side} pixels (maxSourcePixels)", resize(limit_png)),
        Case(f"{failures:,} wrong API keys from one address (/user)", wrong_keys),
        concurrent,
        Case(f"feed: {NESTING:,} nested elements", feed("/deep.xml")),
        Case("1,500 wrong keys with 12 KB X-Forwarded-For junk (/user)", spoofed),
        guesses,
        *loop_cases(),
    ]


def _concurrent_reads(client: httpx.Client, base: str, found: list[str]) -> httpx.Response:
    """The largest feed read by a profile whose read time is 1 s, beside NEIGHBOURS reads of
    another profile: the slow read's answer; how many neighbours were served goes to `found`."""

    def profile(title: str) -> dict[str, str]:
        return {"Profile-Key": client.post("/profiles", json={"title": title}).json()["profileKey"]}

    slow, others = profile("Slow"), profile("Neighbours")
    limits = client.post("/_sandbox/transfer-limits", json={"feedReadSeconds": 1}, headers=slow)
    limits.raise_for_status()

    def add(path: str, headers: dict[str, str]) -> httpx.Response:
        with httpx.Client(base_url=client.base_url, headers=client.headers, timeout=600) as own:
            return own.post("/feed", json={"url": base + path}, headers=headers)

    with ThreadPoolExecutor(max_workers=NEIGHBOURS + 1) as pool:
        killed = pool.submit(add, "/max.xml", slow)
        beside = [pool.submit(add, f"/neighbour-{n}.xml", others) for n in range(NEIGHBOURS)]
        statuses = [future.result().status_code for future in beside]
        answer = killed.result()
    found.append(f"{statuses.count(200)}/{NEIGHBOURS} others served ({sorted(set(statuses))})")
    return answer


def _control_guesses(client: httpx.Client, count: int) -> httpx.Response:
    """`count` wrong keys on GET /_sandbox, then the right one (its answer)."""
    for n in range(count):
        client.get("/_sandbox", headers={"Authorization": f"Bearer guess-{n}"})
    return client.get("/_sandbox")


def _data_bytes(root: Path | None) -> int:
    if root is None:
        return 0
    return sum(path.stat().st_size for path in root.rglob("*") if path.is_file())


def _measure(case: Case, feed_base: str) -> tuple[float, float, float, int, int, int, int]:
    """(hostile seconds, longest poll wait, median wait, polls, peak growth bytes, status,
    data dir growth bytes)."""
    server = ReferenceServer(api_key=API_KEY, extra_args=["--no-external-fetch"])
    url = server.start()
    headers = {"Authorization": f"Bearer {API_KEY}"}
    waits: list[float] = []
    running = threading.Event()
    done = threading.Event()
    try:
        assert server.launcher is not None
        pid = server.launcher.pid

        def poll() -> None:
            transport = httpx.HTTPTransport(local_address=POLLER_ADDRESS)
            with httpx.Client(
                base_url=url, headers=headers, timeout=120, transport=transport
            ) as poller:
                poller.get("/user").raise_for_status()
                running.wait(30)
                while not done.is_set():
                    started = time.perf_counter()
                    poller.get("/user").raise_for_status()
                    waits.append(time.perf_counter() - started)

        poller = threading.Thread(target=poll)
        poller.start()
        with httpx.Client(base_url=url, headers=headers, timeout=600) as client:
            client.get("/user").raise_for_status()
            # Warm up what any first feed read starts (the parsing children, the fetch path).
            client.post("/feed", json={"url": feed_base + "/warm.xml"}).raise_for_status()
            if case.prepare is not None:
                case.prepare(client)
            Path(f"/proc/{pid}/clear_refs").write_text("5")  # VmHWM := VmRSS
            baseline = status_kib(pid, "VmRSS") * 1024
            stored = _data_bytes(server.data_dir)
            running.set()
            started = time.perf_counter()
            status = case.send(client, feed_base).status_code
            elapsed = time.perf_counter() - started
            done.set()
            poller.join()
            growth = status_kib(pid, "VmHWM") * 1024 - baseline
            stored = _data_bytes(server.data_dir) - stored
    finally:
        done.set()
        server.stop()
    longest = max(waits, default=0.0)
    median = statistics.median(waits or [0.0])
    return elapsed, longest, median, len(waits), growth, status, stored


def rows() -> list[Row]:
    feeds = FeedFiles()
    found: list[Row] = []
    try:
        for case in _cases(feeds):
            measured = _measure(case, feeds.base_url)
            elapsed, longest, median, polls, growth, status, stored = measured
            extra = "".join(f"; {found}" for found in case.found)
            found.append(
                Row(
                    AREA,
                    f"{case.name}: longest GET /user wait",
                    longest * 1000,
                    "ms",
                    goal=f"<= {POLL_GOAL_SECONDS * 1000:.0f} ms",
                    ok=longest <= POLL_GOAL_SECONDS,
                    note=f"answered {status} in {elapsed:.2f} s; {polls} polls, median"
                    f" {median * 1000:.1f} ms; data dir {stored / MIB:+.1f} MiB{extra}",
                )
            )
            found.append(Row(AREA, f"{case.name}: server peak memory growth", growth / MIB, "MiB"))
    finally:
        feeds.stop()
    worst = max((r for r in found if r.unit == "MiB"), key=lambda r: r.value)
    found.append(
        Row(AREA, "worst single-request peak memory growth", worst.value, "MiB", note=worst.name)
    )
    found.append(
        Row(
            AREA,
            "memory ceiling of a feed parse (child process)",
            PARSE_MEMORY_BYTES / MIB,
            "MiB",
            note="RLIMIT_AS of the parsing child (reference_server/isolated_parse.py)",
        )
    )
    return found
