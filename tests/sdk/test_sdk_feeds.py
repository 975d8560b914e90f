"""The official SDK's RSS feed methods (`addFeed`, `getFeeds`, `updateFeed`, `deleteFeed`)
against a reference server subprocess, with a real RSS file on a loopback HTTP server; the SDK
sends `source: pypi` in every body and DELETE with a JSON body, and returns `r.json()` whatever
the status."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from testkit.feed_files import Article, FeedFiles, rss
from testkit.server import ReferenceServer
from tests.sdk.test_official_sdk import API_KEY, SocialPost, server

__all__ = ["server"]  # the fixture shared with test_official_sdk

CHECK = int(
    ServiceSpec.load().operation(OperationId.ADD_FEED).raw["x-feed-posting"]["checkSeconds"]
)
SITE = "https://bakery.sdk.test/"
OLD = Article("sdk-1", "Old news", SITE + "old")
NEW = Article("sdk-2", "Fresh croissants today", SITE + "croissants")


@pytest.fixture
def files() -> Iterator[FeedFiles]:
    served = FeedFiles()
    yield served
    served.stop()


def _control(server: ReferenceServer, path: str, body: dict[str, Any], key: str) -> Any:
    response = httpx.post(
        f"{server.base_url}/_sandbox/{path}",
        json=body,
        headers={"Authorization": f"Bearer {API_KEY}", "Profile-Key": key},
    )
    assert response.status_code == 200, response.text
    return response.json()


def test_feed_methods(server: ReferenceServer, files: FeedFiles) -> None:
    profile = SocialPost(API_KEY).createProfile({"title": "SDK feeds"})
    key = profile["profileKey"]
    sdk = SocialPost(API_KEY).setProfileKey(key)
    _control(server, "link", {"platform": "telegram"}, key)
    files.files["/feed"] = rss("Bakery Letters", SITE, "Letters", [OLD])
    added = sdk.addFeed({"url": files.base_url, "type": "substack", "useFirstImage": True})
    assert added["status"] == "success", added
    assert (added["title"], added["websiteLink"]) == ("Bakery Letters", SITE)
    assert added["feedURL"] == files.base_url + "/feed"
    assert added["useFirstImage"] is True and added["autoHashtag"] is False
    listed = sdk.getFeeds()["feeds"]
    assert [(f["id"], f["type"], f["description"]) for f in listed] == [
        (added["id"], "substack", "Letters")
    ]
    updated = sdk.updateFeed({"id": added["id"], "autoHashtag": True})
    assert updated == {"status": "success", "id": added["id"], "autoHashtag": True,
                       "useFirstImage": True}  # fmt: skip

    files.files["/feed"] = rss("Bakery Letters", SITE, "Letters", [OLD, NEW])
    _control(server, "clock", {"advanceSeconds": CHECK}, key)
    posts = sdk.history({"lastDays": 1})
    texts = [
        p.get("post") for p in (posts if isinstance(posts, list) else posts.get("history", []))
    ]
    assert texts == [f"{NEW.title}\n\n{NEW.link}\n\n#croissants #fresh #today"], posts

    deleted = sdk.deleteFeed({"id": added["id"]})
    assert deleted == {"status": "success", "id": added["id"]}
    again = sdk.deleteFeed({"id": added["id"]})
    assert again["code"] == ErrorCode.FEED_NOT_FOUND
    assert sdk.updateFeed({"id": added["id"]})["code"] == ErrorCode.FEED_NOT_FOUND
    assert sdk.getFeeds()["feeds"] == []
    unreadable = SocialPost(API_KEY).setProfileKey(key).addFeed({"url": files.base_url + "/nope"})
    assert unreadable["code"] == ErrorCode.FEED_UNREADABLE
