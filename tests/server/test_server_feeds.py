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

import pytest

from spec_model.error_codes import ErrorCode
from tests.server.delivery_helpers import SPEC, service_now, ts
from tests.server.image_server import ImageServer
from tests.server.server_harness import Api, start_server
from tests.server.spec_check import SpecCheck

RSS = (Path(__file__).parent / "feeds" / "bakery-rss-1.xml").read_bytes()
CHECK = int(SPEC["paths"]["/feed"]["post"]["x-feed-posting"]["checkSeconds"])


@pytest.fixture
def files() -> Iterator[ImageServer]:
    served = ImageServer()
    yield served
    served.close()


def test_listed_feed_check_times(api: Api, files: ImageServer, restore_clock: None) -> None:
    pk = api.linked_profile("Feeds RSS", "facebook")
    files.files["/news/rss.xml"] = RSS
    before = service_now(api)
    api.ok("POST", "/feed", json={"url": f"{files.url}/news/rss.xml"}, headers=pk)
    (listed,) = api.ok("GET", "/feed", headers=pk)["feeds"]
    assert listed["created"] >= ts(before)
    created_at = datetime.fromisoformat(listed["created"].replace("Z", "+00:00"))
    assert listed["nextCheck"] == ts(created_at + timedelta(seconds=CHECK))
    api.sandbox("clock", {"advanceSeconds": CHECK})
    assert api.ok("GET", "/feed", headers=pk)["feeds"][0]["lastChecked"] >= listed["nextCheck"]


def test_egress_guard_refuses_loopback_feeds(
    tmp_path: Path, spec_check: SpecCheck, files: ImageServer
) -> None:
    """Without --allow-private-targets a feed on a loopback address is never fetched."""
    running = start_server(tmp_path / "data", allow_private=False)
    client = Api(running, spec_check)
    try:
        files.files["/rss.xml"] = RSS
        response = client.error(
            ErrorCode.FEED_UNREADABLE, "POST", "/feed", json={"url": f"{files.url}/rss.xml"}
        )
        assert "not public" in response.json()["message"]
        assert files.requests == []
    finally:
        client.close()
        running.stop()
