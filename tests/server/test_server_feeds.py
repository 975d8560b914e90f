"""RSS feeds through HTTP: a real RSS 2.0 and a real Atom file served by a loopback HTTP server,
read when added and on the service clock's schedule (`x-feed-posting.checkSeconds`); new
articles become posts on the linked networks of `x-feed-posting` (image-only networks only
with an image) and signed `feed` webhook deliveries to a real HTTPS receiver; settings,
deletion, the unreadable and unknown-feed codes, and the egress guard."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import trustme
from social_publishing_client import verify_delivery
from social_publishing_models import FeedEvent

from spec_model.error_codes import ErrorCode
from testkit.https_receiver import HttpsReceiver
from tests.server.conftest import server_trusting
from tests.server.delivery_helpers import (
    SPEC,
    all_recorded,
    check_signed,
    event_errors,
    service_now,
    ts,
    wait_deliveries,
)
from tests.server.image_server import ImageServer
from tests.server.server_harness import Api, RunningServer, start_server
from tests.server.spec_check import SpecCheck

FILES = Path(__file__).parent / "feeds"
POSTING = SPEC["paths"]["/feed"]["post"]["x-feed-posting"]
CHECK = int(POSTING["checkSeconds"])
SECRET = "feed-hook-secret"


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


def profile(api: Api, title: str, *platforms: str) -> dict[str, str]:
    created = api.ok("POST", "/profiles", json={"title": title})
    headers = {"Profile-Key": created["profileKey"]}
    for platform in platforms:
        api.sandbox("link", {"platform": platform}, headers=headers)
    return headers


def advance(api: Api, seconds: int) -> None:
    api.sandbox("clock", {"advanceSeconds": seconds})


def feeds_of(api: Api, pk: dict[str, str]) -> list[dict[str, Any]]:
    listed: list[dict[str, Any]] = api.ok("GET", "/feed", headers=pk)["feeds"]
    return listed


def test_rss_feed_posts_new_articles_and_fires_feed_events(
    api: Api, files: ImageServer, receiver: HttpsReceiver, restore_clock: None
) -> None:
    receiver.reset()
    pk = profile(api, "Feeds RSS", "facebook", "twitter", "instagram", "youtube")
    api.ok(
        "POST",
        "/hook/webhook",
        json={"action": "feed", "url": receiver.url, "secret": SECRET},
        headers=pk,
    )
    files.files["/news/rss.xml"] = feed_file("bakery-rss-1.xml")
    address = f"{files.url}/news/rss.xml"
    before = service_now(api)
    added = api.ok("POST", "/feed", json={"url": address}, headers=pk)
    assert added["title"] == "Corner Bakery News"
    assert added["websiteLink"] == "https://bakery.example.com/"
    assert added["feedURL"] == address
    assert (added["type"], added["autoHashtag"], added["useFirstImage"]) == ("rss", False, False)
    (listed,) = feeds_of(api, pk)
    assert listed["id"] == added["id"]
    assert listed["description"] == "Fresh bread and the stories behind it"
    assert listed["image"]["url"] == "https://bakery.example.com/logo-32.png"
    assert listed["image"]["width"] == "32"
    created = listed["created"]
    assert created >= ts(before)
    created_at = datetime.fromisoformat(created.replace("Z", "+00:00"))
    assert listed["nextCheck"] == ts(created_at + timedelta(seconds=CHECK))

    # Not due yet: nothing is read again and nothing is posted.
    files.requests.clear()
    advance(api, CHECK - 60)
    assert files.requests == []
    assert receiver.wait_for(1, 0.3) == []

    files.files["/news/rss.xml"] = feed_file("bakery-rss-2.xml")
    advance(api, 60)
    assert files.requests == [("GET", "/news/rss.xml")]
    got = receiver.wait_for(2, 10)
    events = [json.loads(r.body) for r in got]
    for received in got:
        check_signed(received, SECRET)
        # The client's receiver helper verifies the delivery and types it as a FeedEvent.
        # (its timestamp check runs on the sandbox clock, which this test moved ahead)
        clock = service_now(api).timestamp()
        typed = verify_delivery(received.body, received.headers, SECRET, now=clock)
        assert isinstance(typed, FeedEvent) and typed.feed_id == added["id"]
    for event in events:
        assert event_errors("FeedEvent", event) == []
        assert event["action"] == "feed" and event["feedId"] == added["id"]
        assert event["feedURL"] == address and event["url"] == receiver.url
    # The article seen at add time is never posted (deliveries may arrive in any order).
    events.sort(key=lambda e: e["itemId"])
    assert [e["itemId"] for e in events] == ["bakery-post-103", "bakery-post-104"]
    rye, buns = events
    assert rye["itemTitle"] == "Winter rye loaf arrives"
    # The rye article has an image: the image-only network (instagram) gets it, with the image;
    # youtube is linked but not a feed network.
    assert sorted(rye["platforms"]) == ["facebook", "instagram", "twitter"]
    assert sorted(buns["platforms"]) == ["facebook", "twitter"]
    rye_post = api.ok("GET", f"/post/{rye['id']}", headers=pk)
    assert rye_post["post"] == (
        "Winter rye loaf arrives\n\nhttps://bakery.example.com/2026/11/winter-rye"
    )
    assert rye_post["mediaUrls"] == ["https://bakery.example.com/img/winter-rye.jpg"]
    assert sorted(r["platform"] for r in rye_post["postIds"]) == [
        "facebook",
        "instagram",
        "twitter",
    ]
    buns_post = api.ok("GET", f"/post/{buns['id']}", headers=pk)
    assert buns_post["mediaUrls"] == []  # no image, and useFirstImage is off
    assert rye["postIds"] == rye_post["postIds"]

    # Recorded in the webhook history with hookId and url.
    wait_deliveries(api, pk, all_recorded(2))
    history = api.ok("GET", "/hook/history", headers=pk)
    recorded = history.get("feed", [])
    assert sorted(e["itemId"] for e in recorded) == ["bakery-post-103", "bakery-post-104"]
    assert all(e["hookId"] and e["url"] == receiver.url for e in recorded)

    # The next check finds nothing new: no more posts.
    advance(api, CHECK)
    assert files.requests.count(("GET", "/news/rss.xml")) == 2
    assert receiver.wait_for(3, 0.5)[2:] == []
    assert "lastChecked" in feeds_of(api, pk)[0]


def test_settings_update_applies_to_later_articles(
    api: Api, files: ImageServer, receiver: HttpsReceiver, restore_clock: None
) -> None:
    receiver.reset()
    pk = profile(api, "Feeds settings", "linkedin")
    api.ok("POST", "/hook/webhook", json={"action": "feed", "url": receiver.url}, headers=pk)
    files.files["/s/feed"] = feed_file("bakery-rss-1.xml")
    added = api.ok("POST", "/feed", json={"url": f"{files.url}/s", "type": "substack"}, headers=pk)
    assert added["feedURL"] == f"{files.url}/s/feed"  # Substack's feed location
    updated = api.ok(
        "PUT",
        "/feed",
        json={"id": added["id"], "autoHashtag": True, "useFirstImage": True},
        headers=pk,
    )
    assert updated == {
        "status": "success",
        "id": added["id"],
        "autoHashtag": True,
        "useFirstImage": True,
    }
    again = api.ok("PUT", "/feed", json={"id": added["id"], "useFirstImage": False}, headers=pk)
    assert (again["autoHashtag"], again["useFirstImage"]) == (True, False)
    api.ok("PUT", "/feed", json={"id": added["id"], "useFirstImage": True}, headers=pk)
    files.files["/s/feed"] = feed_file("bakery-rss-2.xml")
    advance(api, CHECK)
    events = [json.loads(r.body) for r in receiver.wait_for(2, 10)]
    rye = next(e for e in events if e["itemId"] == "bakery-post-103")
    assert rye["platforms"] == ["linkedin"]  # instagram is not linked
    post = api.ok("GET", f"/post/{rye['id']}", headers=pk)
    # autoHashtag: the longest words of the title (x-max-pack hashtag rule), at most maxHashtags
    assert post["post"].endswith("/winter-rye\n\n#arrives #winter #loaf")
    assert post["mediaUrls"] == ["https://bakery.example.com/img/winter-rye.jpg"]  # useFirstImage


def test_atom_youtube_feed_and_deletion(
    api: Api, files: ImageServer, receiver: HttpsReceiver, restore_clock: None
) -> None:
    receiver.reset()
    pk = profile(api, "Feeds atom", "facebook", "pinterest")
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
    deleted = api.ok("DELETE", "/feed", json={"id": added["id"]}, headers=pk)
    assert deleted == {"status": "success", "id": added["id"]}
    assert feeds_of(api, pk) == []
    files.requests.clear()
    advance(api, CHECK)
    assert files.requests == []  # a deleted feed is not read again
    api.ok("GET", f"/post/{event['id']}", headers=pk)  # its posts stay
    api.error(ErrorCode.FEED_NOT_FOUND, "DELETE", "/feed", json={"id": added["id"]}, headers=pk)


def test_feed_errors(api: Api, files: ImageServer) -> None:
    pk = profile(api, "Feeds errors", "facebook")
    files.files["/page.html"] = b"<html><head><title>Shop</title></head><body>Hi</body></html>"
    for url in (f"{files.url}/missing.xml", f"{files.url}/page.html"):
        response = api.error(
            ErrorCode.FEED_UNREADABLE, "POST", "/feed", json={"url": url}, headers=pk
        )
        assert response.status_code == 400
    assert feeds_of(api, pk) == []
    for method in ("PUT", "DELETE"):
        response = api.error(
            ErrorCode.FEED_NOT_FOUND, method, "/feed", json={"id": "NoSuchFeed"}, headers=pk
        )
        assert response.status_code == 404
    # Another profile's feed is not found either.
    files.files["/rss.xml"] = feed_file("bakery-rss-1.xml")
    added = api.ok("POST", "/feed", json={"url": f"{files.url}/rss.xml"})
    api.error(ErrorCode.FEED_NOT_FOUND, "DELETE", "/feed", json={"id": added["id"]}, headers=pk)
    assert added["id"] in [f["id"] for f in feeds_of(api, {})]
    api.ok("DELETE", "/feed", json={"id": added["id"]})


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
