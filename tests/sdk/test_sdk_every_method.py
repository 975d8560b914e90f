"""Every method of the official Python SDK (PyPI `social-post-api`, class `SocialPost`) succeeds,
in the order a client developer uses them, on a fresh reference server subprocess: profile,
upload, post, schedule, read, comment, reply, analytics, reviews, feeds, Max Pack tools,
webhooks, links, and finally the deletes.

Each call is made through `Sdk.call`, which records the method's name; the test ends by checking
that the calls covered every public method of the installed SDK (a method added by an SDK
upgrade fails it until this test drives it). "Succeeds" is asserted on the answer itself
(`status: success` and the fields the step relies on), never only the absence of an error.
The linked Google Business Profile holds its generated account's reviews (sandbox.yaml
`x-seeded-account`); one more review with known text is written through the sandbox control
(`inject_review`) so the review methods' answers can be asserted to the word.
"""

from __future__ import annotations

import base64
import inspect
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from spec_model.error_codes import ErrorCode
from testkit.feed_files import Article, FeedFiles, rss
from testkit.server import ReferenceServer
from tests.sdk.conftest import API_KEY, TIMEOUT, Control, SocialPost
from tests.server.image_server import image_bytes

X_KEY, X_SECRET = "x-consumer-key", "x-consumer-secret"
NETWORKS = ("facebook", "instagram", "linkedin", "twitter", "gmb", "tiktok", "telegram")
PUBLIC_METHODS = frozenset(
    name
    for name, _ in inspect.getmembers(SocialPost, inspect.isfunction)
    if not name.startswith("_")
)


class Sdk:
    """A `SocialPost` whose calls are recorded by method name in `called`."""

    def __init__(self, called: set[str], profile_key: str | None = None) -> None:
        self.called = called
        self.client = SocialPost(API_KEY)
        if profile_key is not None:
            self.call("setProfileKey", profile_key)

    def call(self, method: str, *args: Any) -> Any:
        self.called.add(method)
        return getattr(self.client, method)(*args)

    def ok(self, method: str, *args: Any) -> dict[str, Any]:
        """The answer of a call that must succeed: no error code, and `status: success` where
        the operation's answer carries a status (the media list, for one, has none)."""
        answer = self.call(method, *args)
        assert isinstance(answer, dict) and "code" not in answer, (method, answer)
        assert answer.get("status", "success") == "success", (method, answer)
        return answer


@pytest.fixture(scope="module")
def feeds() -> Iterator[FeedFiles]:
    served = FeedFiles()
    yield served
    served.stop()


def data_uri(media_type: str, content: bytes) -> str:
    return f"data:{media_type};base64," + base64.b64encode(content).decode()


def test_every_method_in_a_natural_order(
    server: ReferenceServer, control: Control, feeds: FeedFiles
) -> None:
    called: set[str] = set()
    primary = Sdk(called)
    # --- profiles: create (SDK path), update with profileKey in the body, list, user -------
    made = primary.ok("createProfile", {"title": "Bakery"})
    key, ref = made["profileKey"], made["refId"]
    sdk = Sdk(called, key)
    sdk.call("set_twitter_byo", X_KEY, X_SECRET)
    for platform in NETWORKS:
        control("link", {"platform": platform}, key)
    renamed = primary.ok("updateProfile", {"profileKey": key, "title": "Bakery Lane"})
    assert renamed["refId"] == ref and renamed["title"] == "Bakery Lane"
    listed = primary.call("getProfiles", {"title": "Bakery Lane"})
    assert [p["refId"] for p in listed["profiles"]] == [ref]
    user = sdk.ok("user")
    assert user["refId"] == ref and set(NETWORKS) <= set(user["activeSocialAccounts"])

    # --- media: upload, list, check, metadata, resize, presigned upload ---------------------
    picture = image_bytes(400, 300)  # one every network of the post below takes (x-media-rules)
    uploaded = sdk.call("upload", {"file": data_uri("image/png", picture), "fileName": "logo.png"})
    image_url = uploaded["url"]
    assert image_url.startswith(server.base_url), uploaded
    assert image_url in [m["url"] for m in sdk.call("media")]
    assert sdk.ok("verifyMediaExists", {"mediaUrl": image_url})["exists"] is True
    meta = sdk.call("mediaMeta", {"url": image_url})
    assert (meta["width"], meta["height"]) == (400, 300), meta
    resized = sdk.ok("resizeImage", {"imageUrl": image_url, "platform": "youtube"})
    assert resized["url"] != image_url and resized["platform"] == "youtube"
    grant = sdk.ok("mediaUploadUrl", {"fileName": "big.mp4", "contentType": "mp4"})
    assert grant["contentType"] == "video/mp4", grant
    video = b"\x00\x00\x00\x18ftypmp42" + bytes(64)
    put = httpx.put(
        grant["uploadUrl"], content=video, headers={"Content-Type": "video/mp4"}, timeout=TIMEOUT
    )
    assert put.status_code == 200 and put.json()["url"] == grant["accessUrl"], put.text

    # --- post, schedule, read ---------------------------------------------------------------
    networks = ["facebook", "instagram", "linkedin", "twitter"]
    posted = sdk.ok(
        "post", {"post": "Fresh rye today", "platforms": networks, "mediaUrls": [image_url]}
    )
    [record] = posted["posts"]
    post_id = record["id"]
    assert sorted(p["platform"] for p in record["postIds"]) == sorted(networks), record
    title = "Mornings"
    schedule = sdk.ok("setAutoSchedule", {"title": title, "schedule": ["08:15Z"]})
    assert schedule["title"] == title
    assert sdk.ok("listAutoSchedule")["schedules"][title]["schedule"] == ["08:15Z"]
    placed = sdk.call(
        "post",
        {
            "post": "Tomorrow's bake",
            "platforms": ["linkedin"],
            "autoSchedule": {"schedule": True, "title": title},
        },
    )
    assert placed["status"] == "scheduled", placed
    scheduled_id = placed["posts"][0]["id"]
    sdk.ok("updatePost", {"id": scheduled_id, "notes": "check the oven"})
    got = sdk.call("getPost", {"id": scheduled_id})
    assert got["id"] == scheduled_id and got["notes"] == "check the oven", got
    assert got["scheduleDate"].endswith("T08:15:00Z"), got
    history = sdk.ok("history", {"lastDays": 0})
    assert {post_id, scheduled_id} <= {h["id"] for h in history["history"]}
    half = sdk.call("post", {"post": "To Reddit too", "platforms": ["linkedin", "reddit"]})
    half_id = half["posts"][0]["id"]
    control("link", {"platform": "reddit"}, key)
    sdk.ok("retryPost", {"id": half_id})
    assert sdk.call("getPost", {"id": half_id})["status"] == "success"

    # --- comment, reply, analytics ----------------------------------------------------------
    comment = sdk.ok(
        "postComment", {"id": post_id, "comment": "Still warm!", "platforms": ["facebook"]}
    )
    facebook_comment = comment["facebook"]["commentId"]
    comments = sdk.call("getComments", {"id": post_id})
    assert [c["commentId"] for c in comments["facebook"]] == [facebook_comment], comments
    reply = sdk.ok(
        "replyComment",
        {"commentId": comment["commentId"], "comment": "Thank you", "platforms": ["facebook"]},
    )
    assert reply["facebook"]["sourceCommentId"] == facebook_comment
    metrics = sdk.ok("analyticsPost", {"id": post_id, "platforms": ["facebook", "linkedin"]})
    assert {"facebook", "linkedin"} <= set(metrics) and metrics["id"] == post_id
    account = sdk.ok("analyticsSocial", {"platforms": ["instagram"]})
    assert "followersCount" in account["instagram"]["analytics"], account

    # --- reviews (the linked account's own, plus one written through the sandbox control) ----
    review = {"platform": "gmb", "rating": "FIVE", "reviewerName": "Jane", "review": "Great rye"}
    written = control("reviews", review, key)
    reviews = sdk.ok("reviews", {"platform": "gmb"})
    assert reviews["gmb"][0]["id"] == written["id"], reviews  # newest first, before the seeded
    seeded = [r for r in reviews["gmb"][1:] if r.get("review")]
    assert seeded, f"the freshly linked account holds no reviews of its own: {reviews}"
    one = sdk.call("review", {"id": written["id"], "platform": "gmb"})
    assert one["id"] == written["id"] and one["review"] == "Great rye", one
    sdk.ok("reviewReply", {"platform": "gmb", "reviewId": written["id"], "reply": "Thanks, Jane!"})
    replied = sdk.call("review", {"id": written["id"], "platform": "gmb"})
    assert replied["reviewReply"]["reply"] == "Thanks, Jane!", replied
    sdk.ok("deleteReviewReply", {"platform": "gmb", "reviewId": written["id"]})
    assert "reviewReply" not in sdk.call("review", {"id": written["id"], "platform": "gmb"})

    # --- feeds ------------------------------------------------------------------------------
    site = "https://bakery.sdk.test/"
    feeds.files["/feed"] = rss(
        "Bakery Letters", site, "Letters", [Article("a1", "Rye", site + "rye")]
    )
    feed = sdk.ok("addFeed", {"url": feeds.base_url, "type": "substack"})
    assert feed["title"] == "Bakery Letters", feed
    assert [f["id"] for f in sdk.ok("getFeeds")["feeds"]] == [feed["id"]]
    sdk.ok("updateFeed", {"id": feed["id"], "autoHashtag": True})
    assert sdk.ok("getFeeds")["feeds"][0]["autoHashtag"] is True

    # --- Max Pack tools ---------------------------------------------------------------------
    tagged = sdk.call("autoHashtags", {"post": "Sourdough bread from our bakery", "max": 2})
    assert tagged["post"].count("#") == 2, tagged
    recommended = sdk.ok("recommendHashtags", {"keyword": "bakery"})
    assert recommended["recommendations"], recommended
    banned = sdk.ok("checkBannedHashtags", {"hashtag": "#sourdough"})
    assert banned["hashtag"].lstrip("#").lower() == "sourdough", banned
    assert sdk.ok("generatePost", {"text": "our bakery opens a second shop"})["post"]
    assert sdk.ok("generateRewrite", {"post": "Our new logo is here!", "rewrites": 2})["posts"]
    clip = sdk.call("upload", {"file": data_uri("video/mp4", video), "fileName": "clip.mp4"})
    assert sdk.ok("generateTranscription", {"videoUrl": clip["url"]})["transcription"]
    translated = sdk.ok("generateTranslation", {"text": "Good morning", "lang": "es"})
    assert translated["lang"] == "es" and translated["translation"]
    assert sdk.ok("generateAltText", {"url": image_url})["altText"]
    assert sdk.ok("generateSentiment", {"text": "Great bread, awful queue"})["sentiment"]
    brands = sdk.ok(
        "getBrandByUser",
        {
            "platforms": ["instagram", "twitter"],
            "instagramUser": "@bakery_lane",
            "twitterUser": "@acme",
        },
    )
    assert [(b["platform"], b["username"]) for b in brands["brands"]] == [
        ("instagram", "bakery_lane"),
        ("twitter", "acme"),
    ]

    # --- webhooks, links, linking tokens ----------------------------------------------------
    hook = "https://127.0.0.1:9/sdk-hook"
    sdk.ok("registerWebhook", {"action": "scheduled", "url": hook})
    assert [(h["action"], h["url"]) for h in sdk.ok("listWebhooks")["webhooks"]] == [
        ("scheduled", hook)
    ]
    sdk.ok("unregisterWebhook", {"action": "scheduled"})
    assert sdk.ok("listWebhooks")["webhooks"] == []
    link = sdk.ok("shortLink", {"url": "https://bakery.sdk.test/menu", "utmCampaign": "spring"})
    stats = sdk.ok("shortLinkAnalytics", {"id": link["id"]})
    assert stats["analytics"]["id"] == link["id"], stats
    token = primary.ok("generateJWT", {"profileKey": key})
    assert token["token"] and token["url"].startswith("http"), token
    sdk.ok("unlinkSocial", {"platform": "tiktok"})
    assert "tiktok" not in sdk.ok("user")["activeSocialAccounts"]

    # --- the deletes (the post is on X: with the own credentials), then X without them -------
    sdk.ok("deleteFeed", {"id": feed["id"]})
    assert sdk.ok("getFeeds")["feeds"] == []
    removed = sdk.call("deleteComments", {"id": post_id})
    # the comment and its reply went: one entry each (a list when there are several)
    assert facebook_comment in [c["id"] for c in removed["facebook"]], removed
    after = sdk.call("getComments", {"id": post_id})
    assert not after.get("facebook"), after
    deleted = sdk.ok("delete", {"id": post_id})
    assert deleted["id"] == post_id
    assert sdk.call("getPost", {"id": post_id})["status"] == "deleted"
    sdk.call("clear_twitter_byo")
    refused = sdk.call("post", {"post": "to X", "platforms": ["twitter"]})
    assert refused["code"] == ErrorCode.TWITTER_CREDENTIALS_REQUIRED, refused
    sdk.ok("deleteAutoSchedule", {"title": title})
    none_left = sdk.call("listAutoSchedule")  # the last schedule went: 192, as documented
    assert none_left["code"] == ErrorCode.AUTO_SCHEDULE_NOT_FOUND, none_left
    gone = primary.ok("deleteProfile", {"profileKey": key})
    assert gone["refId"] == ref
    assert primary.call("getProfiles", {"title": "Bakery Lane"})["profiles"] == []

    # --- the order drove every public method of the installed SDK ---------------------------
    assert len(PUBLIC_METHODS) >= 53, sorted(PUBLIC_METHODS)
    assert PUBLIC_METHODS - called == set(), f"not driven: {sorted(PUBLIC_METHODS - called)}"
