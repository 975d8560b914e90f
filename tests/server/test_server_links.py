"""Short links through the whole server where no proven contract rule looks: what a click
stores of a hostile Referer (the store read directly). Everything short links show over HTTP:
`contract_tests/test_rules_links.py`."""

from __future__ import annotations

import sqlite3
from contextlib import closing

import httpx

from spec_model import load_document
from tests.server.server_harness import Api

SPEC = load_document()
FACTS = SPEC["paths"]["/links"]["post"]["x-short-link"]


def follow(api: Api, short_url: str, **headers: str) -> httpx.Response:
    """Follow a short link as a browser would, without following the redirect."""
    return httpx.get(short_url, headers=headers, follow_redirects=False, timeout=10)


def test_clicks_store_only_a_bounded_referring_host(api: Api) -> None:
    """A Referer whose host is not an IP address or a DNS name of at most 253 characters counts
    under `directReferer`: what a click stores stays bounded whatever the Referer carries (the
    store is read directly: no stored referring host is longer than a DNS name)."""
    pk = api.linked_profile("Bounded referers")
    link = api.ok("POST", "/links", json={"url": "https://shop.test/"}, headers=pk)
    long_host = "a" * 10_000
    strange = ["https://" + long_host + "/", "https://" + "x" * 64 + ".test/", "https://a_b.test/"]
    # Each kind several times: one click that stored a whole host would already fail below.
    clicks = 4 * len(strange)
    for n in range(clicks):
        follow(api, link["shortUrl"], Referer=strange[n % len(strange)])
    follow(api, link["shortUrl"], Referer="https://[2001:db8::1]/p")
    follow(api, link["shortUrl"], Referer="https://News.Example.ORG./x")
    stats = api.ok("GET", f"/links/{link['id']}", headers=pk)["analytics"]
    assert stats["refererCounts"] == {
        FACTS["directReferer"]: clicks,
        "2001:db8::1": 1,
        "news.example.org.": 1,
    }
    database = f"file:{api.server.data_dir / 'service.sqlite3'}?mode=ro"
    with closing(sqlite3.connect(database, uri=True, timeout=10)) as store:
        (longest,) = store.execute("SELECT max(length(referer)) FROM short_link_clicks").fetchone()
    assert longest <= 253
