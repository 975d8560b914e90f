"""Short links through the whole server: created (and by the legacy paths), followed at the
reference server's own short address (a redirect with the UTM parameters appended, the click
recorded with the service clock, referring host and browser of `x-short-link`), and counted by
`get_link_analytics` / `list_link_analytics` with their date windows; links are the acting
profile's."""

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
CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36"
FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0"
SAFARI = "Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15"


def new_profile(api: Api, title: str) -> dict[str, str]:
    return {"Profile-Key": api.ok("POST", "/profiles", json={"title": title})["profileKey"]}


def follow(api: Api, short_url: str, **headers: str) -> httpx.Response:
    """Follow a short link as a browser would, without following the redirect."""
    return httpx.get(short_url, headers=headers, follow_redirects=False, timeout=10)


def test_created_link_redirects_with_utm_and_counts_clicks(api: Api, restore_clock: None) -> None:
    pk = new_profile(api, "Link owner")
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    body = {"url": "https://shop.test/menu?day=mon#top", "utmMedium": "social", "utmId": "42"}
    created = api.ok("POST", "/links", json=body, headers=pk)
    link_id = created["id"]
    path = FACTS["path"].replace("{id}", link_id)
    assert created == {
        "status": "success",
        "id": link_id,
        "shortUrl": api.server.url + path,
        "originalUrl": body["url"],
        "created": "2026-11-20T10:00:00Z",
        "utmMedium": "social",
        "utmId": "42",
    }
    # The UTM parameters in LinkRequest's order, after the address' own query.
    want = "https://shop.test/menu?day=mon&utm_id=42&utm_medium=social#top"
    first = follow(api, created["shortUrl"], Referer="https://www.facebook.com/p/1", **{
        "User-Agent": CHROME
    })  # fmt: skip
    assert first.status_code == FACTS["redirectStatus"] and first.headers["location"] == want
    api.sandbox("clock", {"set": "2026-11-22T10:00:00Z"})
    follow(api, created["shortUrl"], **{"User-Agent": FIREFOX})
    follow(api, created["shortUrl"], Referer="not a url", **{"User-Agent": SAFARI})
    follow(api, created["shortUrl"], **{"User-Agent": "curl/8.0"})

    stats = api.ok("GET", f"/links/{link_id}", headers=pk)["analytics"]
    assert stats["totalClicks"] == 4
    assert stats["refererCounts"] == {"www.facebook.com": 1, FACTS["directReferer"]: 3}
    assert stats["browserCounts"] == {"chrome": 1, "firefox": 1, "safari": 1, "other": 1}
    assert {k: stats[k] for k in ("id", "shortUrl", "originalUrl", "created")} == {
        k: created[k] for k in ("id", "shortUrl", "originalUrl", "created")
    }

    # Click windows count only their clicks; a window without clicks leaves the link out.
    def listed(**query: str) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = api.ok("GET", "/links", params=query, headers=pk)["analytics"]
        return found

    assert [s["totalClicks"] for s in listed()] == [4]
    assert [s["totalClicks"] for s in listed(fromClickDate="2026-11-21T00:00:00Z")] == [3]
    assert [s["totalClicks"] for s in listed(toClickDate="2026-11-20T10:00:00Z")] == [1]
    assert listed(fromClickDate="2026-11-23T00:00:00Z") == []

    api.sandbox("clock", {"set": "2026-11-25T08:00:00Z"})
    later = api.ok("POST", "/links", json={"url": "https://shop.test/"}, headers=pk)
    assert follow(api, later["shortUrl"]).headers["location"] == "https://shop.test/"
    assert [s["id"] for s in listed()] == [link_id, later["id"]]  # oldest first
    assert [s["id"] for s in listed(fromCreatedDate="2026-11-21T00:00:00Z")] == [later["id"]]
    assert [s["id"] for s in listed(toCreatedDate="2026-11-20T10:00:00Z")] == [link_id]

    # Another profile's link is not found; nor is an unknown id or short address.
    other = new_profile(api, "Link stranger")
    api.error(ErrorCode.LINK_NOT_FOUND, "GET", f"/links/{link_id}", headers=other)
    assert api.ok("GET", "/links", headers=other)["analytics"] == []
    api.error(ErrorCode.LINK_NOT_FOUND, "GET", "/links/zzzzzzz", headers=pk)
    missing = follow(api, api.server.url + FACTS["path"].replace("{id}", "zzzzzzz"))
    assert missing.status_code == 404 and missing.json()["code"] == ErrorCode.LINK_NOT_FOUND


def test_legacy_paths_answer_the_short_form(api: Api) -> None:
    for path in ("/shorten", "/short"):
        answer = api.ok("POST", path, json={"url": "https://shop.test/a", "utmSource": "x y"})
        assert set(answer) == {"status", "shortUrl", "originalUrl"}
        assert answer["originalUrl"] == "https://shop.test/a"
        redirect = follow(api, answer["shortUrl"])
        assert redirect.headers["location"] == "https://shop.test/a?utm_source=x+y"


def test_link_refusals(api: Api) -> None:
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/links", json={"url": "ftp://shop.test/"})
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/links", json={"utmSource": "x"})
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/links", params={"fromClickDate": "yesterday"})
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/links/not-an-id!")
    try:
        api.sandbox("add-ons", {"addOns": []})
        api.error(ErrorCode.ADD_ON_REQUIRED, "POST", "/links", json={"url": "https://a.test/"})
    finally:
        api.sandbox("add-ons", {"addOns": ["MaxPack"]})


ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile"
IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1"


def test_legacy_analytics_links_by_platform_and_last_days(api: Api, restore_clock: None) -> None:
    """GET /analytics/links: links created in the last lastDays days (service clock), clicks
    per platform (`x-short-link.platforms`), created as {_seconds, _nanoseconds}; 186 when
    the profile created none in the window."""
    pk = new_profile(api, "Legacy analytics")
    api.error(ErrorCode.ANALYTICS_POST_NOT_FOUND, "GET", "/analytics/links", headers=pk)
    api.sandbox("clock", {"set": "2026-11-10T08:00:00Z"})
    old = api.ok("POST", "/links", json={"url": "https://shop.test/old"}, headers=pk)
    api.sandbox("clock", {"set": "2026-11-20T08:00:00Z"})
    new = api.ok("POST", "/links", json={"url": "https://shop.test/new"}, headers=pk)
    for agent in (ANDROID, IPHONE, SAFARI, CHROME, "curl/8.0", IPHONE):
        follow(api, new["shortUrl"], **{"User-Agent": agent})
    api.sandbox("clock", {"set": "2026-11-20T09:00:00Z"})
    # Default lastDays (1): only the new link; its clicks per platform, in platform order.
    answer = api.ok("GET", "/analytics/links", headers=pk)
    assert answer == [
        {
            "linkEventStats": [
                {"count": 1, "event": "CLICK", "platform": "ANDROID"},
                {"count": 2, "event": "CLICK", "platform": "DESKTOP"},  # Macintosh, X11
                {"count": 2, "event": "CLICK", "platform": "IOS"},
                {"count": 1, "event": "CLICK", "platform": FACTS["platforms"]["other"]},
            ],
            "link": "https://shop.test/new",
            "shortLink": new["shortUrl"],
            "created": {"_seconds": 1795161600, "_nanoseconds": 0},
        }
    ]
    both = api.ok("GET", "/analytics/links", params={"lastDays": 11}, headers=pk)
    assert [a["shortLink"] for a in both] == [old["shortUrl"], new["shortUrl"]]
    assert both[0]["linkEventStats"] == []  # never followed
    # The window's edge: exactly lastDays days after the creation still counts.
    api.sandbox("clock", {"set": "2026-11-30T08:00:00Z"})
    assert len(api.ok("GET", "/analytics/links", params={"lastDays": 10}, headers=pk)) == 1
    for refused in ({"lastDays": 0}, {"lastDays": 31}, {"lastDays": "x"}):
        api.error(ErrorCode.INVALID_REQUEST, "GET", "/analytics/links", params=refused, headers=pk)


def test_analytics_links_short_lists_the_links_without_id(api: Api) -> None:
    pk = new_profile(api, "Short analytics")
    assert api.ok("GET", "/analytics/links-short", headers=pk) == {
        "status": "success",
        "analytics": [],
    }
    first = api.ok("POST", "/links", json={"url": "https://shop.test/1"}, headers=pk)
    api.ok("POST", "/links", json={"url": "https://shop.test/2"}, headers=pk)
    follow(api, first["shortUrl"], Referer="https://t.co/x", **{"User-Agent": FIREFOX})
    listed = api.ok("GET", "/links", headers=pk)["analytics"]
    short = api.ok("GET", "/analytics/links-short", headers=pk)
    assert short["analytics"] == [{k: v for k, v in i.items() if k != "id"} for i in listed]
    assert short["analytics"][0]["totalClicks"] == 1
    assert short["analytics"][0]["refererCounts"] == {"t.co": 1}
    other = new_profile(api, "Short analytics stranger")
    assert api.ok("GET", "/analytics/links-short", headers=other)["analytics"] == []


def test_clicks_store_only_a_bounded_referring_host(api: Api) -> None:
    """A Referer whose host is not an IP address or a DNS name of at most 253 characters counts
    under `directReferer`: what a click stores stays bounded whatever the Referer carries (the
    store is read directly: no stored referring host is longer than a DNS name)."""
    pk = new_profile(api, "Bounded referers")
    link = api.ok("POST", "/links", json={"url": "https://shop.test/"}, headers=pk)
    long_host = "a" * 10_000
    strange = ["https://" + long_host + "/", "https://" + "x" * 64 + ".test/", "https://a_b.test/"]
    for n in range(200):
        follow(api, link["shortUrl"], Referer=strange[n % len(strange)])
    follow(api, link["shortUrl"], Referer="https://[2001:db8::1]/p")
    follow(api, link["shortUrl"], Referer="https://News.Example.ORG./x")
    stats = api.ok("GET", f"/links/{link['id']}", headers=pk)["analytics"]
    assert stats["refererCounts"] == {
        FACTS["directReferer"]: 200,
        "2001:db8::1": 1,
        "news.example.org.": 1,
    }
    database = f"file:{api.server.data_dir / 'service.sqlite3'}?mode=ro"
    with closing(sqlite3.connect(database, uri=True, timeout=10)) as store:
        (longest,) = store.execute("SELECT max(length(referer)) FROM short_link_clicks").fetchone()
    assert longest <= 253
