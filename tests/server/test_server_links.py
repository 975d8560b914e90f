"""Short links through the whole server where no proven contract rule looks: the creation
windows and order of list_link_analytics, another profile's list empty, an unknown short
address not found (440), an address not http(s) and a date that is none refused, and what a
click stores of a hostile Referer (the store read directly). Redirects with UTM parameters,
clicks per referring host and browser, click windows, the legacy paths, analytics and an
unknown link id (440): `contract_tests/test_rules_links.py`."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from typing import Any

import httpx

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
FACTS = SPEC["paths"]["/links"]["post"]["x-short-link"]


def follow(api: Api, short_url: str, **headers: str) -> httpx.Response:
    """Follow a short link as a browser would, without following the redirect."""
    return httpx.get(short_url, headers=headers, follow_redirects=False, timeout=10)


def test_created_windows_order_and_not_found(api: Api, restore_clock: None) -> None:
    pk = api.linked_profile("Link owner")
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    link_id = api.ok("POST", "/links", json={"url": "https://shop.test/menu"}, headers=pk)["id"]

    def listed(**query: str) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = api.ok("GET", "/links", params=query, headers=pk)["analytics"]
        return found

    api.sandbox("clock", {"set": "2026-11-25T08:00:00Z"})
    later = api.ok("POST", "/links", json={"url": "https://shop.test/"}, headers=pk)
    assert [s["id"] for s in listed()] == [link_id, later["id"]]  # oldest first
    assert [s["id"] for s in listed(fromCreatedDate="2026-11-21T00:00:00Z")] == [later["id"]]
    assert [s["id"] for s in listed(toCreatedDate="2026-11-20T10:00:00Z")] == [link_id]

    # Another profile lists none of them; an unknown short address is not found.
    other = api.linked_profile("Link stranger")
    assert api.ok("GET", "/links", headers=other)["analytics"] == []
    missing = follow(api, api.server.url + FACTS["path"].replace("{id}", "zzzzzzz"))
    assert missing.status_code == 404 and missing.json()["code"] == ErrorCode.LINK_NOT_FOUND


def test_link_refusals(api: Api) -> None:
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/links", json={"url": "ftp://shop.test/"})
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/links", params={"fromClickDate": "yesterday"})


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
