"""RSS feeds through HTTP, what the contract rules do not check: a real RSS 2.0 file served by
a loopback HTTP server; the listed feed's check times (`lastChecked`, `nextCheck`: the
reference server's schedule, Feed), and the egress guard. A Substack feed's address, a
YouTube channel's Atom feed (its thumbnail an image), a deleted feed no longer read while its
posts stay, the listed image, what add, update and delete_feed answer (settings default to
false) and settings applied to later articles: `contract_tests/test_rules_feeds.py`."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from spec_model.error_codes import ErrorCode
from tests.server.delivery_helpers import (
    SPEC,
    service_now,
    ts,
)
from tests.server.image_server import ImageServer
from tests.server.server_harness import Api, start_server
from tests.server.spec_check import SpecCheck

FILES = Path(__file__).parent / "feeds"
POSTING = SPEC["paths"]["/feed"]["post"]["x-feed-posting"]
CHECK = int(POSTING["checkSeconds"])


def feed_file(name: str) -> bytes:
    return (FILES / name).read_bytes()


@pytest.fixture
def files() -> Iterator[ImageServer]:
    served = ImageServer()
    yield served
    served.close()


def advance(api: Api, seconds: int) -> None:
    api.sandbox("clock", {"advanceSeconds": seconds})


def feeds_of(api: Api, pk: dict[str, str]) -> list[dict[str, Any]]:
    listed: list[dict[str, Any]] = api.ok("GET", "/feed", headers=pk)["feeds"]
    return listed


def test_listed_feed_check_times(api: Api, files: ImageServer, restore_clock: None) -> None:
    pk = api.linked_profile("Feeds RSS", "facebook")
    files.files["/news/rss.xml"] = feed_file("bakery-rss-1.xml")
    before = service_now(api)
    api.ok("POST", "/feed", json={"url": f"{files.url}/news/rss.xml"}, headers=pk)
    (listed,) = feeds_of(api, pk)
    created = listed["created"]
    assert created >= ts(before)
    created_at = datetime.fromisoformat(created.replace("Z", "+00:00"))
    assert listed["nextCheck"] == ts(created_at + timedelta(seconds=CHECK))
    advance(api, CHECK)
    assert feeds_of(api, pk)[0]["lastChecked"] >= listed["nextCheck"]


def test_egress_guard_refuses_loopback_feeds(
    tmp_path: Path, spec_check: SpecCheck, files: ImageServer
) -> None:
    """Without --allow-private-targets a feed on a loopback address is never fetched."""
    running = start_server(tmp_path / "data", allow_private=False)
    client = Api(running, spec_check)
    try:
        files.files["/rss.xml"] = feed_file("bakery-rss-1.xml")
        response = client.error(
            ErrorCode.FEED_UNREADABLE, "POST", "/feed", json={"url": f"{files.url}/rss.xml"}
        )
        assert "not public" in response.json()["message"]
        assert files.requests == []
    finally:
        client.close()
        running.stop()
