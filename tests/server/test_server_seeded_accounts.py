"""The accounts sandbox networks hold on the reference server (`account` of `link_network`):
a fresh link shows the generated past the spec's `x-seeded-account` describes (history posts,
comments, conversations, reviews where the network has them), predicted item by item from the
profile's refId, the network and the answer's `accountAnchor`; it grows as the clock moves, is
the same after unlinking and linking again and differs between profiles; `empty` holds nothing
and `seed_network_content` exactly what it is given."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from urllib.parse import quote

import pytest

from reference_server.networks.seeded_account import (
    SeededAccount,
    SeededFacts,
    SeededNetworks,
    SeededPost,
)
from spec_model import ControlSpec, ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.server.server_harness import Api

X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}
API = ServiceSpec.load()
CONTROL = ControlSpec.load(api=API)
FACTS = SeededFacts.from_spec(CONTROL.by_id["link_network"].raw["x-seeded-account"])


def _enum(name: str) -> frozenset[str]:
    return frozenset(API.refs.lookup(f"/components/schemas/{name}")["enum"])


NETWORKS = SeededNetworks(
    history=_enum("HistoryNetwork"),
    comments=frozenset(API.operation(OperationId.GET_COMMENTS).networks or ()),
    messages=_enum("MessagePlatform"),
    reviews=_enum("ReviewNetwork"),
)
PLATFORMS = sorted(_enum("Platform"))


def _unix(text: str) -> int:
    return int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp())


def _profile(api: Api, title: str) -> tuple[dict[str, str], str]:
    created = api.ok("POST", "/profiles", json={"title": title})
    return {"Profile-Key": created["profileKey"], **X_HEADERS}, created["refId"]


def _link(api: Api, pk: dict[str, str], platform: str, **body: Any) -> dict[str, Any]:
    answer: dict[str, Any] = api.sandbox("link", {"platform": platform, **body}, headers=pk)
    return answer


def _account(ref_id: str, platform: str, linked: dict[str, Any]) -> SeededAccount:
    return SeededAccount(ref_id, platform, _unix(linked["accountAnchor"]), FACTS, NETWORKS)


def _history(api: Api, pk: dict[str, str], platform: str) -> dict[str, Any]:
    params = {"limit": 100, "skipAnalytics": "true"}
    body: dict[str, Any] = api.ok("GET", f"/history/{platform}", params=params, headers=pk)
    return body


def _messages(api: Api, pk: dict[str, str], platform: str) -> dict[str, Any]:
    body: dict[str, Any] = api.ok("GET", f"/messages/{platform}", headers=pk)
    return body


def _reviews(api: Api, pk: dict[str, str], platform: str) -> dict[str, Any]:
    body: dict[str, Any] = api.ok("GET", "/reviews", params={"platform": platform}, headers=pk)
    return body


def _check_comments(
    api: Api,
    pk: dict[str, str],
    platform: str,
    account: SeededAccount,
    posts: list[SeededPost],
    now: int,
) -> None:
    """The comments `get_comments` lists under each post (by its Social Post ID) are the
    predicted ones already due; every post has at most `commentsPerPost`."""
    params = {"searchPlatformId": "true", "platform": platform}
    listed_any = False
    for post in posts:
        due = [c for c in account.comments_of(post) if c.created <= now]
        assert len(due) <= FACTS.comments_per_post
        if "/" in post.id:  # the harness's route check reads an AT URI's slashes as segments
            continue
        listed = api.ok("GET", f"/comments/{quote(post.id, safe='')}", params=params, headers=pk)
        assert [(c["commentId"], c["comment"]) for c in listed[platform]] == [
            (c.social_id, c.text) for c in due
        ], (platform, post.id)
        listed_any = listed_any or bool(due)
    assert listed_any or platform == "bluesky", platform


@pytest.mark.usefixtures("restore_clock")
def test_a_fresh_link_holds_the_predicted_past_on_every_network(api: Api) -> None:
    pk, ref_id = _profile(api, "Seeded bakery")
    for platform in PLATFORMS:
        linked = _link(api, pk, platform)
        assert linked["account"] == "generated", linked
        account = _account(ref_id, platform, linked)
        assert _unix(linked["accountAnchor"]) - account.start == FACTS.days_before_link * 86400
        if platform in NETWORKS.history:
            history = _history(api, pk, platform)
            now = _unix(history["lastUpdated"])
            want = account.posts_between(account.start - 1, now)[::-1]
            got = history["posts"]
            assert [(p["id"], p["post"], _unix(p["created"])) for p in got] == [
                (p.id, p.text, p.created) for p in want
            ], platform
            # the account's past: postsBeforeLink posts in the days before the link (and
            # at most the one due since the link)
            before = [p for p in got if _unix(p["created"]) < account.anchor]
            assert len(before) == FACTS.posts_before_link, platform
            assert min(_unix(p["created"]) for p in got) == account.start, platform
            assert len(got) - len(before) <= 1, platform
            if platform in NETWORKS.comments:
                _check_comments(api, pk, platform, account, want, now)
        else:
            api.error(ErrorCode.NETWORK_NOT_SUPPORTED, "GET", f"/history/{platform}", headers=pk)
        if platform in NETWORKS.messages:
            messages = _messages(api, pk, platform)
            got_ids = [m["id"] for m in messages["messages"]]
            now = _unix(messages["lastUpdated"])
            items = account.items_between(account.start - 1, now).messages
            assert sorted(got_ids) == sorted(m.id for m in items), platform
            assert len(got_ids) >= FACTS.conversations * FACTS.messages_per_conversation
            conversations = {m["conversationId"] for m in messages["messages"]}
            assert len(conversations) == FACTS.conversations, platform
            oldest = min(_unix(m["created"]) for m in messages["messages"])
            assert account.anchor - oldest == FACTS.message_days_before_link * 86400, platform
        if platform in NETWORKS.reviews:
            reviews = _reviews(api, pk, platform)
            now = _unix(reviews["lastUpdated"])
            want_reviews = account.items_between(account.start - 1, now).reviews[::-1]
            assert [r["id"] for r in reviews[platform]] == [r.id for r in want_reviews]
            assert len(reviews[platform]) >= FACTS.reviews_before_link
            assert min(_unix(r["created"]) for r in reviews[platform]) == account.start
            replied = [r for r in reviews[platform] if "reviewReply" in r]
            assert len(replied) == len([r for r in want_reviews if r.reply is not None]) > 0


@pytest.mark.usefixtures("restore_clock")
def test_the_account_grows_with_the_clock_and_stops_at_its_limit(api: Api) -> None:
    pk, ref_id = _profile(api, "Seeded growth")
    linked = _link(api, pk, "instagram")
    account = _account(ref_id, "instagram", linked)
    first = len(_history(api, pk, "instagram")["posts"])
    first_messages = len(_messages(api, pk, "instagram")["messages"])
    days = 5
    api.sandbox("clock", {"advanceSeconds": days * FACTS.post_every_seconds})
    history = _history(api, pk, "instagram")
    now = _unix(history["lastUpdated"])
    assert len(history["posts"]) == len(account.posts_between(account.start - 1, now))
    assert first + days - 1 <= len(history["posts"]) <= first + days + 1
    messages = _messages(api, pk, "instagram")["messages"]
    expected_new = days * FACTS.post_every_seconds // FACTS.message_every_seconds
    assert len(messages) - first_messages in range(expected_new - 1, expected_new + 2)
    # the newest messages are the correspondents' (the conversations in turn)
    assert all(m["action"] == "received" for m in messages[-expected_new + 1 :])
    # long after the link the account has posted maxAfterLink posts, no more
    later = (FACTS.max_after_link + 10) * FACTS.post_every_seconds
    api.sandbox("clock", {"advanceSeconds": later})
    params: dict[str, Any] = {"limit": 100, "skipAnalytics": "true"}
    seen = 0
    while True:
        body = api.ok("GET", "/history/instagram", params=params, headers=pk)
        seen += len(body["posts"])
        if "next" not in body:
            break
        params["next"] = body["next"]
    assert seen == FACTS.posts_before_link + FACTS.max_after_link


@pytest.mark.usefixtures("restore_clock")
def test_the_same_profile_and_network_hold_the_same_account(api: Api) -> None:
    pk, _ = _profile(api, "Seeded twice")
    linked = _link(api, pk, "facebook")
    before = _history(api, pk, "facebook")["posts"]
    reviews = _reviews(api, pk, "facebook")["facebook"]
    api.sandbox("clock", {"advanceSeconds": 600})
    api.sandbox("unlink", {"platform": "facebook"}, headers=pk)
    again = _link(api, pk, "facebook")
    assert again["accountAnchor"] == linked["accountAnchor"]
    assert [p["id"] for p in _history(api, pk, "facebook")["posts"]][-len(before) :] == [
        p["id"] for p in before
    ]
    assert [r["id"] for r in _reviews(api, pk, "facebook")["facebook"]][-len(reviews) :] == [
        r["id"] for r in reviews
    ]
    other, _ = _profile(api, "Seeded other")
    _link(api, other, "facebook")
    theirs = {p["id"] for p in _history(api, other, "facebook")["posts"]}
    assert not theirs & {p["id"] for p in before}


def test_an_empty_account_holds_nothing_and_gains_nothing(api: Api) -> None:
    pk, _ = _profile(api, "Seeded empty")
    for platform in ("facebook", "gmb"):
        assert _link(api, pk, platform, account="empty") == {
            "status": "success",
            "platform": platform,
            "displayName": f"Seeded empty on {platform}",
            "canManage": True,
            "refId": api.ok("GET", "/user", headers=pk)["refId"],
            "account": "empty",
        }
    assert _history(api, pk, "facebook")["posts"] == []
    assert _messages(api, pk, "facebook")["messages"] == []
    api.error(ErrorCode.NO_REVIEWS, "GET", "/reviews", params={"platform": "gmb"}, headers=pk)
    analytics = api.ok("POST", "/analytics/social", json={"platforms": ["facebook"]}, headers=pk)
    assert analytics["facebook"]["analytics"]["followersCount"] == 0
    # a generated account already has followers when it is linked
    _link(api, pk, "facebook", account="generated")
    analytics = api.ok("POST", "/analytics/social", json={"platforms": ["facebook"]}, headers=pk)
    assert analytics["facebook"]["analytics"]["followersCount"] > 0
    assert len(_history(api, pk, "facebook")["posts"]) >= FACTS.posts_before_link
    # and emptying it again removes its past
    _link(api, pk, "facebook", account="empty")
    assert _history(api, pk, "facebook")["posts"] == []


@pytest.mark.usefixtures("restore_clock")
def test_exact_content_is_what_the_api_lists(api: Api) -> None:
    pk, _ = _profile(api, "Seeded exact")
    for platform in ("facebook", "gmb"):
        _link(api, pk, platform)
    content = {
        "posts": [
            {
                "post": "Our first loaf.",
                "created": "2026-01-02T08:00:00Z",
                "comments": [
                    {"comment": "Looks great!", "username": "jane.doe"},
                    {"comment": "Yum", "username": "omar", "created": "2026-01-03T08:00:00Z"},
                ],
            },
            {"post": "A visitor says hi", "byPage": False, "created": "2026-01-05T08:00:00Z"},
        ],
        "conversations": [
            {
                "senderId": "17841400000000001",
                "senderName": "Jane Doe",
                "messages": [
                    {"message": "Open today?", "created": "2026-01-06T08:00:00Z"},
                    {"message": "Yes!", "action": "sent", "created": "2026-01-06T08:05:00Z"},
                ],
            }
        ],
        "reviews": [{"rating": "negative", "reviewerName": "Ola", "reply": "Sorry!"}],
    }
    seeded = api.sandbox("networks/facebook/content", content, headers=pk)
    assert seeded["account"] == "exact"
    api.sandbox("clock", {"advanceSeconds": 30 * 86400})
    posts = _history(api, pk, "facebook")["posts"]
    assert [(p["id"], p["post"], p["created"]) for p in posts] == [
        (seeded["posts"][1]["id"], "A visitor says hi", "2026-01-05T08:00:00Z"),
        (seeded["posts"][0]["id"], "Our first loaf.", "2026-01-02T08:00:00Z"),
    ]
    params = {"searchPlatformId": "true", "platform": "facebook"}
    comments = api.ok("GET", f"/comments/{posts[1]['id']}", params=params, headers=pk)
    assert [(c["commentId"], c["comment"], c["created"]) for c in comments["facebook"]] == [
        (seeded["posts"][0]["commentIds"][0], "Looks great!", "2026-01-02T08:00:00Z"),
        (seeded["posts"][0]["commentIds"][1], "Yum", "2026-01-03T08:00:00Z"),
    ]
    messages = _messages(api, pk, "facebook")["messages"]
    assert [(m["message"], m["action"]) for m in messages] == [
        ("Open today?", "received"),
        ("Yes!", "sent"),
    ]
    assert {m["conversationId"] for m in messages} == set(seeded["conversationIds"])
    reviews = _reviews(api, pk, "facebook")["facebook"]
    assert [(r["id"], r["rating"], r["reviewReply"]["reply"]) for r in reviews] == [
        (seeded["reviewIds"][0], "negative", "Sorry!")
    ]
    # a kind the network does not hold, a rating of the other form, an unlinked network
    api.error(ErrorCode.NETWORK_NOT_SUPPORTED, "POST", "/_sandbox/networks/gmb/content",
              json={"posts": [{"post": "x"}]}, headers=pk)  # fmt: skip
    wrong_form = {"reviews": [{"rating": "positive", "reviewerName": "A"}]}
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/networks/gmb/content",
              json=wrong_form, headers=pk)  # fmt: skip
    api.error(ErrorCode.PLATFORM_NOT_LINKED, "POST", "/_sandbox/networks/instagram/content",
              json={}, headers=pk)  # fmt: skip
    # an empty body empties the account
    api.sandbox("networks/facebook/content", {}, headers=pk)
    assert _history(api, pk, "facebook")["posts"] == []


def test_generated_reviews_take_replies(api: Api) -> None:
    pk, _ = _profile(api, "Seeded replies")
    _link(api, pk, "gmb")
    reviews = _reviews(api, pk, "gmb")["gmb"]
    open_one = next(r for r in reviews if "reviewReply" not in r)
    replied = next(r for r in reviews if "reviewReply" in r)
    body = {"platform": "gmb", "reviewId": open_one["id"], "reply": "Thanks!"}
    api.ok("POST", "/reviews", json=body, headers=pk)
    one = api.ok("GET", f"/reviews/{open_one['id']}", params={"platform": "gmb"}, headers=pk)
    assert one["reviewReply"]["reply"] == "Thanks!"
    gone = {"platform": "gmb", "reviewId": replied["id"]}
    api.ok("DELETE", "/reviews", json=gone, headers=pk)
    one = api.ok("GET", f"/reviews/{replied['id']}", params={"platform": "gmb"}, headers=pk)
    assert "reviewReply" not in one
    assert _unix(replied["created"]) < _unix(_reviews(api, pk, "gmb")["lastUpdated"])
