"""Reference server: the cost of the accounts linked sandbox networks hold.

* Linking all 13 networks with a generated account (its past is stored at the link) against
  linking them empty: ms per link.
* The first read of a generated Facebook account a year after the link: it stores the year's
  posts, comments, messages and reviews (lazily, on that read): ms.
* `GET /history/facebook` (100 posts a page, with metrics) of a fresh link (its 12 posts of
  before the link), of an empty account, and of the year-old account: requests/s.
"""

from __future__ import annotations

import time

import httpx

from benchmarks.registry import Row
from spec_model import ControlSpec, ServiceSpec
from testkit.server import ReferenceServer

AREA = "seeded_accounts"
API_KEY = "bench-api-key"
YEAR = 365 * 86400
READ_SECONDS = 3.0


def _platforms() -> list[str]:
    return sorted(ServiceSpec.load().refs.lookup("/components/schemas/Platform")["enum"])


def _link_ms(client: httpx.Client, account: str) -> float:
    platforms = _platforms()
    profile = client.post("/profiles", json={"title": f"Bench {account}"}).json()
    headers = {"Profile-Key": profile["profileKey"]}
    started = time.perf_counter()
    for platform in platforms:
        body = {"platform": platform, "account": account}
        client.post("/_sandbox/link", json=body, headers=headers).raise_for_status()
    return (time.perf_counter() - started) * 1000 / len(platforms)


def _read_rate(client: httpx.Client, headers: dict[str, str]) -> tuple[float, int]:
    params = {"limit": 100}
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < READ_SECONDS:
        client.get("/history/facebook", params=params, headers=headers).raise_for_status()
        count += 1
    return count / (time.perf_counter() - started), count


def rows() -> list[Row]:
    server = ReferenceServer(api_key=API_KEY, extra_args=["--no-external-fetch"])
    url = server.start()
    facts = ControlSpec.load().by_id["link_network"].raw["x-seeded-account"]
    try:
        auth = {"Authorization": f"Bearer {API_KEY}"}
        with httpx.Client(base_url=url, headers=auth, timeout=120) as client:
            generated_ms = _link_ms(client, "generated")
            empty_ms = _link_ms(client, "empty")
            fresh = client.post("/profiles", json={"title": "Bench fresh"}).json()
            fresh_headers = {"Profile-Key": fresh["profileKey"]}
            client.post("/_sandbox/link", json={"platform": "facebook"}, headers=fresh_headers)
            fresh_rate, _ = _read_rate(client, fresh_headers)
            empty = client.post("/profiles", json={"title": "Bench empty read"}).json()
            empty_headers = {"Profile-Key": empty["profileKey"]}
            body = {"platform": "facebook", "account": "empty"}
            client.post("/_sandbox/link", json=body, headers=empty_headers)
            empty_rate, _ = _read_rate(client, empty_headers)
            # the clock is the server's: every account is a year older after this
            yearly = client.post("/profiles", json={"title": "Bench year"}).json()
            headers = {"Profile-Key": yearly["profileKey"]}
            client.post("/_sandbox/link", json={"platform": "facebook"}, headers=headers)
            client.post("/_sandbox/clock", json={"advanceSeconds": YEAR}).raise_for_status()
            started = time.perf_counter()
            first = client.get("/history/facebook", params={"limit": 100}, headers=headers)
            first.raise_for_status()
            catch_up_ms = (time.perf_counter() - started) * 1000
            year_rate, _ = _read_rate(client, headers)
            client.post("/_sandbox/clock", json={"advanceSeconds": -YEAR}).raise_for_status()
    finally:
        server.stop()
    posts = int(facts["postsBeforeLink"]) + YEAR // int(facts["postEverySeconds"])
    read = "100 a page, with metrics, sequential client"
    return [
        Row(AREA, "link a generated account", generated_ms, "ms", note="per network, 13 networks"),
        Row(AREA, "link an empty account", empty_ms, "ms", note="per network, 13 networks"),
        Row(
            AREA,
            "first read a year after the link",
            catch_up_ms,
            "ms",
            note=f"stores ~{posts} posts with comments, messages, reviews",
        ),
        Row(AREA, f"GET /history/facebook, {posts} posts", year_rate, "req/s", note=read),
        Row(AREA, "GET /history/facebook, fresh link (12 posts)", fresh_rate, "req/s", note=read),
        Row(AREA, "GET /history/facebook, empty account", empty_rate, "req/s", note=read),
    ]
