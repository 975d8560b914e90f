"""The official SDK's review methods (`reviews`, `review`, `reviewReply`, `deleteReviewReply`)
against a reference server subprocess, with reviews added through the control; `review` puts
the id in the path (and leaves it in the query), `deleteReviewReply` sends DELETE with a JSON
body, and every call returns `r.json()` whatever the status."""

from __future__ import annotations

from typing import Any

import httpx

from contract_tests.server import ReferenceServer
from spec_model.error_codes import ErrorCode
from tests.sdk.test_official_sdk import API_KEY, SocialPost, server

__all__ = ["server"]  # the fixture shared with test_official_sdk


def _control(server: ReferenceServer, path: str, body: dict[str, Any], key: str) -> Any:
    response = httpx.post(
        f"{server.base_url}/_sandbox/{path}",
        json=body,
        headers={"Authorization": f"Bearer {API_KEY}", "Profile-Key": key},
    )
    assert response.status_code == 200, response.text
    return response.json()


def test_review_methods(server: ReferenceServer) -> None:
    key = SocialPost(API_KEY).createProfile({"title": "SDK reviews"})["profileKey"]
    sdk = SocialPost(API_KEY).setProfileKey(key)
    assert sdk.reviews({"platform": "gmb"})["code"] == ErrorCode.PLATFORM_NOT_LINKED
    for platform in ("facebook", "gmb"):
        _control(server, "link", {"platform": platform, "account": "empty"}, key)
    assert sdk.reviews({"platform": "gmb"})["code"] == ErrorCode.NO_REVIEWS
    five = {"platform": "gmb", "rating": "FIVE", "reviewerName": "Jane", "review": "Great rye"}
    written = _control(server, "reviews", five, key)
    _control(server, "reviews", {**five, "rating": "THREE", "reviewerName": "Sam"}, key)
    liked = {"platform": "facebook", "rating": "positive", "reviewerName": "Ann"}
    on_facebook = _control(server, "reviews", liked, key)

    listed = sdk.reviews({"platform": "gmb"})
    assert listed["status"] == "success" and listed["totalReviewCount"] == 2
    assert listed["averageRating"] == 4
    assert sdk.reviews({"platform": "facebook"})["facebook"] == [on_facebook]
    one = sdk.review({"id": written["id"], "platform": "gmb"})
    assert one == {"status": "success", **written}

    replied = sdk.reviewReply({"platform": "gmb", "reviewId": written["id"], "reply": "Thanks!"})
    assert replied["gmb"]["reply"] == "Thanks!" and replied["gmb"]["action"] == "reply"
    assert sdk.review({"id": written["id"], "platform": "gmb"})["reviewReply"]["reply"] == "Thanks!"
    deleted = sdk.deleteReviewReply({"platform": "gmb", "reviewId": written["id"]})
    assert deleted["gmb"] == {"action": "delete", "status": "success", "id": written["id"],
                              "platform": "gmb"}  # fmt: skip
    again = sdk.deleteReviewReply({"platform": "gmb", "reviewId": written["id"]})
    assert again["code"] == ErrorCode.REVIEW_REPLY_NOT_FOUND
    unknown = sdk.reviewReply({"platform": "gmb", "reviewId": "NoSuchReview", "reply": "Hi"})
    assert unknown["code"] == ErrorCode.REVIEW_NOT_FOUND
    # deleteReviewReply is GBP only (x-networks)
    outside = sdk.deleteReviewReply({"platform": "facebook", "reviewId": on_facebook["id"]})
    assert outside["code"] == ErrorCode.NETWORK_NOT_SUPPORTED


def test_review_methods_on_a_fresh_link(server: ReferenceServer) -> None:
    """A freshly linked Google Business Profile holds reviews (its generated past), so the
    four review methods work at once, with nothing injected."""
    key = SocialPost(API_KEY).createProfile({"title": "SDK fresh reviews"})["profileKey"]
    sdk = SocialPost(API_KEY).setProfileKey(key)
    _control(server, "link", {"platform": "gmb"}, key)
    listed = sdk.reviews({"platform": "gmb"})
    assert listed["status"] == "success" and listed["totalReviewCount"] == len(listed["gmb"]) > 0
    open_one = next(r for r in listed["gmb"] if "reviewReply" not in r)
    answered = next(r for r in listed["gmb"] if "reviewReply" in r)
    assert sdk.review({"id": open_one["id"], "platform": "gmb"}) == {
        "status": "success",
        **open_one,
    }
    replied = sdk.reviewReply({"platform": "gmb", "reviewId": open_one["id"], "reply": "Thanks!"})
    assert replied["gmb"]["reply"] == "Thanks!", replied
    deleted = sdk.deleteReviewReply({"platform": "gmb", "reviewId": answered["id"]})
    assert deleted["gmb"]["action"] == "delete", deleted
    assert "reviewReply" not in sdk.review({"id": answered["id"], "platform": "gmb"})
