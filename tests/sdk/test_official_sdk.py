"""The official Python SDK (PyPI `social-post-api`, module `ayrshare`) against the reference server.

Every SDK method that maps to an operation of openapi.yaml (or to one of its deprecated
`x-alias-of` paths) is driven against a real reference server subprocess and its answer is
asserted: ids round-trip, filters filter, changes are seen by the next read. The SDK returns
`r.json()` whatever the status, so status fields and error codes are read from the JSON.

The media tools (verifyMediaExists, mediaUploadUrl, mediaMeta, resizeImage) are in
test_sdk_media_tools.py, shortLink, shortLinkAnalytics, unlinkSocial and generateJWT in
test_sdk_links_profiles.py, the Max Pack methods (hashtags, generate, brand) in
test_sdk_max_pack.py, the feeds and reviews in test_sdk_feeds.py and test_sdk_reviews.py;
test_sdk_every_method.py drives every public method in one natural order on a fresh server.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from typing import Any

import ayrshare.ayrshare as sdk_module  # type: ignore[import-untyped]
import httpx
import pytest

from spec_model.error_codes import ErrorCode
from testkit.server import ReferenceServer

SocialPost = sdk_module.SocialPost
API_KEY = "official-sdk-tests-key"
TIMEOUT = 10.0
# A 1x1 PNG, uploaded as a data URI.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="
)


@pytest.fixture(scope="module")
def server() -> Iterator[ReferenceServer]:
    running = ReferenceServer(api_key=API_KEY, extra_args=["--check-responses"])
    running.start()
    saved = sdk_module.base
    sdk_module.base = running.base_url + "/"
    try:
        yield running
        assert "INTERNAL ERROR" not in running.output(), running.output()[-3000:]
    finally:
        sdk_module.base = saved
        running.stop()


@pytest.fixture(scope="module")
def primary(server: ReferenceServer) -> Any:
    return SocialPost(API_KEY)


@pytest.fixture(scope="module")
def profile(primary: Any) -> dict[str, Any]:
    created = primary.createProfile({"title": "SDK profile"})
    assert created.get("status") == "success", created
    assert created["profileKey"] and created["refId"], created
    return dict(created)


@pytest.fixture(scope="module")
def acting(profile: dict[str, Any]) -> Any:
    return SocialPost(API_KEY).setProfileKey(profile["profileKey"])


def link(
    server: ReferenceServer, profile_key: str, platform: str, account: str | None = None
) -> None:
    """Link `platform` (`account`: `generated`, the default, or `empty`)."""
    answer = httpx.post(
        server.base_url + "/_sandbox/link",
        json={"platform": platform} | ({} if account is None else {"account": account}),
        headers={"Authorization": f"Bearer {API_KEY}", "Profile-Key": profile_key},
        timeout=TIMEOUT,
    )
    assert answer.status_code == 200, answer.text


def test_profiles_create_list_filter_update_delete(primary: Any) -> None:
    a = primary.createProfile({"title": "SDK alpha"})
    b = primary.createProfile({"title": "SDK beta"})
    assert a["status"] == b["status"] == "success", (a, b)
    assert a["profileKey"] != b["profileKey"] and a["refId"] != b["refId"]

    listed = primary.getProfiles()
    titles = {p["title"] for p in listed["profiles"]}
    assert {"SDK alpha", "SDK beta"} <= titles, listed
    only = primary.getProfiles({"title": "SDK alpha"})["profiles"]
    assert [p["refId"] for p in only] == [a["refId"]], only

    # The profile to update is named by the Profile-Key header (setProfileKey).
    of_a = SocialPost(API_KEY).setProfileKey(a["profileKey"])
    updated = of_a.updateProfile({"title": "SDK gamma"})
    assert updated.get("status") == "success", updated
    gamma = primary.getProfiles({"title": "SDK gamma"})["profiles"]
    assert [p["refId"] for p in gamma] == [a["refId"]], gamma
    assert primary.getProfiles({"title": "SDK alpha"})["profiles"] == []

    deleted = primary.deleteProfile({"title": "SDK beta"})
    assert deleted.get("status") == "success", deleted
    refs = {p["refId"] for p in primary.getProfiles()["profiles"]}
    assert b["refId"] not in refs and a["refId"] in refs


def test_post_get_history_update_delete(
    server: ReferenceServer, profile: dict[str, Any], acting: Any
) -> None:
    link(server, profile["profileKey"], "linkedin")
    link(server, profile["profileKey"], "facebook")
    posted = acting.post({"post": "hello from the SDK", "platforms": ["linkedin", "facebook"]})
    assert posted["status"] == "success", posted
    [record] = posted["posts"]
    assert record["refId"] == profile["refId"] and record["profileTitle"] == "SDK profile"
    assert sorted(p["platform"] for p in record["postIds"]) == ["facebook", "linkedin"]
    post_id = record["id"]

    got = acting.getPost({"id": post_id})
    assert got["id"] == post_id and got["post"] == "hello from the SDK", got

    other = acting.post({"post": "only facebook", "platforms": ["facebook"]})
    other_id = other["posts"][0]["id"]
    history = acting.history({"platforms": ["linkedin"], "lastDays": 0})
    ids = [h["id"] for h in history["history"]]
    assert post_id in ids and other_id not in ids, history
    one = acting.history({"id": post_id})
    assert one["id"] == post_id, one

    updated = acting.updatePost({"id": post_id, "notes": "noted by the SDK"})
    assert updated["status"] == "success", updated
    assert acting.getPost({"id": post_id})["notes"] == "noted by the SDK"

    deleted = acting.delete({"id": post_id})
    assert deleted["status"] == "success" and deleted["id"] == post_id, deleted
    assert acting.getPost({"id": post_id})["status"] == "deleted"


def test_unlinked_network_error_and_retry(
    server: ReferenceServer, profile: dict[str, Any], acting: Any
) -> None:
    link(server, profile["profileKey"], "linkedin")
    posted = acting.post({"post": "half linked", "platforms": ["linkedin", "reddit"]})
    [record] = posted["posts"]
    codes = [e["code"] for e in record["errors"] if e["platform"] == "reddit"]
    assert codes == [ErrorCode.PLATFORM_NOT_LINKED], record
    link(server, profile["profileKey"], "reddit")
    retried = acting.retryPost({"id": record["id"]})
    assert retried["status"] == "success", retried
    assert acting.getPost({"id": record["id"]})["status"] == "success"


def test_approval_via_update_publishes(
    server: ReferenceServer, profile: dict[str, Any], acting: Any
) -> None:
    link(server, profile["profileKey"], "linkedin")
    held = acting.post(
        {"post": "needs approval", "platforms": ["linkedin"], "requiresApproval": True}
    )
    post_id = held["posts"][0]["id"]
    assert acting.getPost({"id": post_id})["status"] == "awaiting approval"
    approved = acting.updatePost({"id": post_id, "approved": True})
    assert approved["status"] == "success", approved
    assert acting.getPost({"id": post_id})["status"] == "success"


def test_upload_then_media_lists_it(acting: Any) -> None:
    data_uri = "data:image/png;base64," + base64.b64encode(PNG).decode()
    uploaded = acting.upload({"file": data_uri, "fileName": "dot.png", "description": "a dot"})
    assert uploaded["url"].startswith("http"), uploaded
    media = acting.media()
    assert uploaded["url"] in [m["url"] for m in media], media


def test_webhooks_register_list_unregister(acting: Any) -> None:
    url = "https://127.0.0.1:9/sdk-hook"
    registered = acting.registerWebhook({"action": "scheduled", "url": url})
    assert registered["status"] == "success", registered
    hooks = acting.listWebhooks()["webhooks"]
    assert [(h["action"], h["url"]) for h in hooks] == [("scheduled", url)], hooks
    removed = acting.unregisterWebhook({"action": "scheduled"})
    assert removed["status"] == "success", removed
    assert acting.listWebhooks()["webhooks"] == []


def test_twitter_needs_byo_credentials(server: ReferenceServer, profile: dict[str, Any]) -> None:
    link(server, profile["profileKey"], "twitter")
    without = SocialPost(API_KEY).setProfileKey(profile["profileKey"])
    refused = without.post({"post": "to X", "platforms": ["twitter"]})
    assert refused["code"] == ErrorCode.TWITTER_CREDENTIALS_REQUIRED, refused
    byo = without.set_twitter_byo("consumer-key", "consumer-secret")
    posted = byo.post({"post": "to X", "platforms": ["twitter"]})
    assert posted["status"] == "success", posted
    assert [p["platform"] for p in posted["posts"][0]["postIds"]] == ["twitter"]


def test_user_lists_linked_accounts(server: ReferenceServer, primary: Any) -> None:
    created = primary.createProfile({"title": "SDK user"})
    acting_user = SocialPost(API_KEY).setProfileKey(created["profileKey"])
    bare = acting_user.user()
    assert bare["status"] == "success" and bare["refId"] == created["refId"], bare
    assert "activeSocialAccounts" not in bare and bare["displayNames"] == []
    link(server, created["profileKey"], "instagram")
    link(server, created["profileKey"], "pinterest")
    published = acting_user.post({"post": "SDK user post", "platforms": ["instagram"]})
    assert published["status"] == "success", published
    user = acting_user.user({"instagramDetails": True, "validate": True})
    assert user["title"] == "SDK user" and user["validated"] is True, user
    assert user["activeSocialAccounts"] == ["instagram", "pinterest"]
    instagram, pinterest = user["displayNames"]
    assert instagram["platform"] == "instagram" and instagram["usedQuota"] == 1
    assert pinterest["platform"] == "pinterest" and "usedQuota" not in pinterest
    assert user["monthlyPostCount"] == 1
    refused = primary.user({"validate": True})
    assert refused["code"] == ErrorCode.VALIDATE_NEEDS_PROFILE_KEY, refused
    assert primary.deleteProfile({"profileKey": created["profileKey"]})["status"] == "success"


def test_analytics_post_by_id_and_social_id(server: ReferenceServer, primary: Any) -> None:
    created = primary.createProfile({"title": "SDK analytics"})
    acting_analytics = SocialPost(API_KEY).setProfileKey(created["profileKey"])
    link(server, created["profileKey"], "linkedin")
    answer = acting_analytics.post({"post": "SDK metrics", "platforms": ["linkedin", "threads"]})
    (post,) = answer["posts"]
    (linkedin,) = post["postIds"]
    by_id = acting_analytics.analyticsPost({"id": post["id"]})
    assert by_id["status"] == "partial" and by_id["id"] == post["id"], by_id
    assert by_id["linkedin"]["id"] == linkedin["id"]
    assert set(by_id["linkedin"]["analytics"]) >= {"impressionCount", "likeCount", "clickCount"}
    assert [e["platform"] for e in by_id["errors"]] == ["threads"]
    assert by_id["errors"][0]["code"] == ErrorCode.ANALYTICS_NOT_AVAILABLE
    by_social = acting_analytics.analyticsPost(
        {"id": linkedin["id"], "platforms": ["linkedin"], "searchPlatformId": True}
    )
    assert by_social["status"] == "success" and by_social["id"] == post["id"], by_social
    assert by_social["linkedin"]["analytics"].keys() == by_id["linkedin"]["analytics"].keys()
    missing = acting_analytics.analyticsPost({"id": "NoSuchPost"})
    assert missing["code"] == ErrorCode.ANALYTICS_POST_NOT_FOUND, missing
    refused = acting_analytics.analyticsPost({"id": post["id"], "platforms": ["gmb"]})
    assert refused["code"] == ErrorCode.NETWORK_NOT_SUPPORTED, refused
    assert primary.deleteProfile({"profileKey": created["profileKey"]})["status"] == "success"


def test_analytics_social_accounts(server: ReferenceServer, primary: Any) -> None:
    created = primary.createProfile({"title": "SDK social analytics"})
    acting_social = SocialPost(API_KEY).setProfileKey(created["profileKey"])
    link(server, created["profileKey"], "instagram")
    answer = acting_social.analyticsSocial(
        {"platforms": ["instagram", "youtube"], "daily": True, "quarters": 1}
    )
    assert answer["status"] == "partial", answer
    instagram = answer["instagram"]
    assert set(instagram["analytics"]) >= {"followersCount", "mediaCount", "username"}
    assert len(instagram["daily"]) == 30 and "youtube" not in answer
    assert [(e["platform"], e["code"]) for e in answer["errors"]] == [
        ("youtube", ErrorCode.PLATFORM_NOT_LINKED)
    ]
    both = acting_social.analyticsSocial(
        {"platforms": ["tiktok"], "daily": True, "period60Days": True}
    )
    assert both["code"] == ErrorCode.ANALYTICS_OPTIONS_CONFLICT, both
    lookup = {"platforms": ["twitter"], "userName": "sdk_lookup"}
    refused = acting_social.set_twitter_byo("key", "secret").analyticsSocial(dict(lookup))
    assert refused["code"] == ErrorCode.USER_LOOKUP_NEEDS_PRIMARY, refused
    found = SocialPost(API_KEY).set_twitter_byo("key", "secret").analyticsSocial(dict(lookup))
    assert found["status"] == "success" and found["twitter"]["analytics"]["name"] == "sdk_lookup"
    assert primary.deleteProfile({"profileKey": created["profileKey"]})["status"] == "success"


def inject_comment(server: ReferenceServer, profile_key: str, body: dict[str, Any]) -> Any:
    """A comment made outside the service (the test control's inject_comment)."""
    answer = httpx.post(
        server.base_url + "/_sandbox/comments",
        json=body,
        headers={"Authorization": f"Bearer {API_KEY}", "Profile-Key": profile_key},
        timeout=TIMEOUT,
    )
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_comments_post_get_reply_delete(
    server: ReferenceServer, profile: dict[str, Any], acting: Any
) -> None:
    """postComment, getComments (by Post ID, Social Post ID, Social Comment ID), replyComment
    (the SDK's body form), deleteComments (by Comment ID, Social Comment ID, Post ID)."""
    for platform in ("facebook", "instagram"):
        link(server, profile["profileKey"], platform)
    posted = acting.post({"post": "comment on me", "platforms": ["facebook", "instagram"]})
    [record] = posted["posts"]
    post_id = record["id"]
    social = {p["platform"]: p["id"] for p in record["postIds"]}

    made = acting.postComment({"id": post_id, "comment": "From the SDK", "platforms": ["facebook"]})
    assert made["status"] == "success" and made["id"] and made["postId"] == post_id, made
    facebook_comment = made["facebook"]["commentId"]
    refused = acting.postComment({"id": post_id, "comment": "x", "platforms": ["twitter"]})
    assert refused["code"] == ErrorCode.NOT_ON_NETWORK, refused

    listed = acting.getComments({"id": post_id})
    assert [c["commentId"] for c in listed["facebook"]] == [facebook_comment], listed
    assert listed["instagram"] == [] and listed["lastUpdated"] < listed["nextUpdate"], listed
    by_social = acting.getComments(
        {"id": social["facebook"], "searchPlatformId": True, "platform": "facebook"}
    )
    assert by_social["facebook"] == listed["facebook"], by_social

    outside = inject_comment(
        server,
        profile["profileKey"],
        {"postId": post_id, "platform": "instagram", "comment": "Hi", "username": "fan"},
    )
    one = acting.getComments(
        {"id": outside["commentId"], "commentId": True, "platform": "instagram"}
    )
    assert [c["comment"] for c in one["instagram"]] == ["Hi"], one

    reply = acting.replyComment(
        {"commentId": made["commentId"], "comment": "Replying", "platforms": ["facebook"]}
    )
    assert reply["status"] == "success" and reply["id"] not in (made["commentId"], None), reply
    assert reply["facebook"]["sourceCommentId"] == facebook_comment, reply
    by_social_reply = acting.replyComment(
        {
            "commentId": outside["commentId"],
            "comment": "Thanks, fan",
            "platforms": ["instagram"],
            "searchPlatformId": True,
        }
    )
    assert by_social_reply["instagram"]["sourceCommentId"] == outside["commentId"]
    replies = acting.getComments({"id": post_id})["facebook"][0]["replies"]
    assert [r["commentId"] for r in replies] == [reply["facebook"]["commentId"]], replies

    deleted = acting.deleteComments({"id": reply["id"]})
    assert deleted["facebook"]["id"] == reply["facebook"]["commentId"], deleted
    gone = acting.deleteComments(
        {"id": outside["commentId"], "searchPlatformId": True, "platforms": ["instagram"]}
    )
    assert gone["instagram"]["comment"] == "Hi", gone
    everything = acting.deleteComments({"id": post_id})
    assert everything["facebook"]["id"] == facebook_comment, everything
    after = acting.getComments({"id": post_id})
    assert after["facebook"] == [] and after["instagram"] == [], after
    again = acting.deleteComments({"id": post_id})
    assert again["code"] == ErrorCode.COMMENT_NOT_FOUND, again


def test_auto_schedule_set_list_place_delete(
    server: ReferenceServer, profile: dict[str, Any], acting: Any
) -> None:
    """setAutoSchedule (an upsert by title), listAutoSchedule, a post with `autoSchedule`
    placed in the schedule's next slot, deleteAutoSchedule (then 192 on a second delete)."""
    link(server, profile["profileKey"], "linkedin")
    title = "SDK mornings"
    made = acting.setAutoSchedule({"title": title, "schedule": ["08:15Z"], "daysOfWeek": [1, 3]})
    assert made["status"] == "success" and made["title"] == title, made
    again = acting.setAutoSchedule({"title": title, "schedule": ["09:30Z", "09:30Z"]})
    assert again["schedule"] == ["09:30Z"], again  # replaced, duplicates count once
    listed = acting.listAutoSchedule()
    assert listed["schedules"][title]["schedule"] == ["09:30Z"], listed
    posted = acting.post(
        {
            "post": "placed by the schedule",
            "platforms": ["linkedin"],
            "autoSchedule": {"schedule": True, "title": title},
        }
    )
    [record] = posted["posts"]
    placed = acting.getPost({"id": record["id"]})
    assert placed["scheduleDate"].endswith("T09:30:00Z"), placed
    after = acting.listAutoSchedule()["schedules"][title]
    assert after["lastScheduleDate"] == placed["scheduleDate"], after
    deleted = acting.deleteAutoSchedule({"title": title})
    assert deleted["status"] == "success", deleted
    gone = acting.deleteAutoSchedule({"title": title})
    assert gone["status"] == "error" and gone["code"] == int(ErrorCode.AUTO_SCHEDULE_NOT_FOUND)
