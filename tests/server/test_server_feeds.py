"""RSS feeds through HTTP, what the contract rules do not check: a real RSS 2.0 and a real Atom
file served by a loopback HTTP server; the listed feed's check times (`lastChecked`,
`nextCheck`: the reference server's schedule, Feed), a YouTube channel's Atom feed (its
thumbnail an image), a deleted feed no longer read while its posts stay, and the egress guard.
A Substack feed's address, the listed image, what add, update and delete_feed answer and
settings applied to later articles: `contract_tests/test_rules_feeds.py`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import trustme

from spec_model.error_codes import ErrorCode
from testkit.https_receiver import HttpsReceiver
from tests.server.conftest import server_trusting
from tests.server.delivery_helpers import (
    SPEC,
    service_now,
    ts,
)
from tests.server.image_server import ImageServer
from tests.server.server_harness import Api, RunningServer, start_server
from tests.server.spec_check import SpecCheck

FILES = Path(__file__).parent / "feeds"
POSTING = SPEC["paths"]["/feed"]["post"]["x-feed-posting"]
CHECK = int(POSTING["checkSeconds"])


def feed_file(name: str) -> bytes:
    return (FILES / name).read_bytes()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, ca: trustme.CA) -> Iterator[RunningServer]:
    with server_trusting(ca, tmp_path_factory.mktemp("feeds")) as running:
        yield running


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
    added = api.ok("POST", "/feed", json={"url": f"{files.url}/news/rss.xml"}, headers=pk)
    assert (added["type"], added["autoHashtag"], added["useFirstImage"]) == ("rss", False, False)
    (listed,) = feeds_of(api, pk)
    created = listed["created"]
    assert created >= ts(before)
    created_at = datetime.fromisoformat(created.replace("Z", "+00:00"))
    assert listed["nextCheck"] == ts(created_at + timedelta(seconds=CHECK))
    advance(api, CHECK)
    assert feeds_of(api, pk)[0]["lastChecked"] >= listed["nextCheck"]


def test_atom_youtube_feed_and_deletion(
    api: Api, files: ImageServer, receiver: HttpsReceiver, restore_clock: None
) -> None:
    receiver.reset()
    pk = api.linked_profile("Feeds atom", "facebook", "pinterest")
    api.ok("POST", "/hook/webhook", json={"action": "feed", "url": receiver.url}, headers=pk)
    files.files["/feeds/videos.xml"] = feed_file("channel-atom-1.xml")
    address = f"{files.url}/feeds/videos.xml?channel_id=UCbakery0000000000000000"
    added = api.ok("POST", "/feed", json={"url": address, "type": "youtube"}, headers=pk)
    assert added["title"] == "Corner Bakery Videos"
    assert added["websiteLink"] == "https://www.youtube.com/channel/UCbakery0000000000000000"
    files.files["/feeds/videos.xml"] = feed_file("channel-atom-2.xml")
    advance(api, CHECK)
    (event,) = [json.loads(r.body) for r in receiver.wait_for(1, 10)]
    assert event["itemId"] == "yt:video:bbbbbbbbbb2"
    assert sorted(event["platforms"]) == ["facebook", "pinterest"]  # thumbnail is an image
    api.ok("DELETE", "/feed", json={"id": added["id"]}, headers=pk)
    files.requests.clear()
    advance(api, CHECK)
    assert files.requests == []  # a deleted feed is not read again
    api.ok("GET", f"/post/{event['id']}", headers=pk)  # its posts stay


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
