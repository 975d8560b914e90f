"""Reviews through HTTP: reviews added by the control (`inject_review`) in each network's rating
form, listed newest first with GBP's average and count and the cache times, one review by id,
reply (replacing an earlier reply) and deletion of the reply; the codes 349, 350, 632, 156 and
157 (x-networks)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
REFRESH = int(SPEC["paths"]["/reviews"]["get"]["x-refresh-seconds"])


@pytest.fixture(scope="module")
def acting(api: Api) -> dict[str, str]:
    created = api.ok("POST", "/profiles", json={"title": "Reviews bakery"})
    headers = {"Profile-Key": created["profileKey"]}
    for platform in ("facebook", "gmb"):
        api.sandbox("link", {"platform": platform, "account": "empty"}, headers=headers)
    return headers


def inject(api: Api, pk: dict[str, str], **body: Any) -> dict[str, Any]:
    review: dict[str, Any] = api.sandbox("reviews", body, headers=pk)
    return review


def test_reviews_listed_in_each_networks_form(api: Api, acting: dict[str, str]) -> None:
    api.error(ErrorCode.NO_REVIEWS, "GET", "/reviews", params={"platform": "gmb"}, headers=acting)
    older = inject(
        api, acting, platform="gmb", rating="FIVE", review="Best sourdough.",
        reviewerName="Jane", created="2026-11-01T10:00:00Z",
    )  # fmt: skip
    newer = inject(
        api, acting, platform="gmb", rating="TWO", review="Too busy.",
        reviewerName="Sam", created="2026-11-02T10:00:00Z",
    )  # fmt: skip
    fb = inject(api, acting, platform="facebook", rating="positive", reviewerName="Ann")
    assert fb["rating"] == "positive" and fb["reviewer"]["id"] and "updated" not in fb
    assert "_" in fb["id"]
    listed = api.ok("GET", "/reviews", params={"platform": "gmb"}, headers=acting)
    assert [r["id"] for r in listed["gmb"]] == [newer["id"], older["id"]]
    assert listed["gmb"][1] == older
    assert listed["averageRating"] == 3.5 and listed["totalReviewCount"] == 2
    assert "facebook" not in listed
    last = datetime.fromisoformat(listed["lastUpdated"].replace("Z", "+00:00"))
    assert listed["nextUpdate"] == (last + timedelta(seconds=REFRESH)).strftime(
        "%Y-%m-%dT%H:%M:%SZ"
    )
    on_facebook = api.ok("GET", "/reviews", params={"platform": "facebook"}, headers=acting)
    assert on_facebook["facebook"] == [fb] and "averageRating" not in on_facebook
    one = api.ok("GET", f"/reviews/{older['id']}", params={"platform": "gmb"}, headers=acting)
    assert one == {"status": "success", **older}


def test_reply_replace_and_delete(api: Api, acting: dict[str, str]) -> None:
    review = inject(api, acting, platform="gmb", rating="FOUR", reviewerName="Kim")
    body = {"platform": "gmb", "reviewId": review["id"], "reply": "Thanks Kim!"}
    answer = api.ok("POST", "/reviews", json=body, headers=acting)
    assert answer == {
        "status": "success",
        "gmb": {"action": "reply", "status": "success", "id": review["id"],
                "reply": "Thanks Kim!", "platform": "gmb"},
    }  # fmt: skip
    api.ok("POST", "/reviews", json={**body, "reply": "Thank you, Kim!"}, headers=acting)
    got = api.ok("GET", f"/reviews/{review['id']}", params={"platform": "gmb"}, headers=acting)
    assert got["reviewReply"]["reply"] == "Thank you, Kim!"
    deletion = {"platform": "gmb", "reviewId": review["id"]}
    deleted = api.ok("DELETE", "/reviews", json=deletion, headers=acting)
    assert deleted["gmb"] == {
        "action": "delete", "status": "success", "id": review["id"], "platform": "gmb"
    }  # fmt: skip
    got = api.ok("GET", f"/reviews/{review['id']}", params={"platform": "gmb"}, headers=acting)
    assert "reviewReply" not in got
    api.error(ErrorCode.REVIEW_REPLY_NOT_FOUND, "DELETE", "/reviews", json=deletion, headers=acting)
    fb = inject(api, acting, platform="facebook", rating="negative", reviewerName="Lee")
    replied = api.ok(
        "POST", "/reviews", json={"platform": "facebook", "reviewId": fb["id"], "reply": "Sorry"},
        headers=acting,
    )  # fmt: skip
    assert replied["facebook"]["id"] == fb["id"]
    listed = api.ok("GET", "/reviews", params={"platform": "facebook"}, headers=acting)
    assert next(r for r in listed["facebook"] if r["id"] == fb["id"])["reviewReply"]["reply"] == (
        "Sorry"
    )


def test_review_errors(api: Api, acting: dict[str, str]) -> None:
    review = inject(api, acting, platform="gmb", rating="THREE", reviewerName="Ola")
    # unknown ids, and a review of the other network's id space
    api.error(ErrorCode.REVIEW_NOT_FOUND, "GET", "/reviews/NoSuchReview",
              params={"platform": "gmb"}, headers=acting)  # fmt: skip
    reply = {"platform": "facebook", "reviewId": review["id"], "reply": "Hi"}
    api.error(ErrorCode.REVIEW_NOT_FOUND, "POST", "/reviews", json=reply, headers=acting)
    # another profile does not see them
    api.sandbox("link", {"platform": "gmb"})
    api.error(ErrorCode.REVIEW_NOT_FOUND, "GET", f"/reviews/{review['id']}",
              params={"platform": "gmb"})  # fmt: skip
    # networks outside x-networks
    api.error(ErrorCode.NETWORK_NOT_SUPPORTED, "GET", "/reviews",
              params={"platform": "twitter"}, headers=acting)  # fmt: skip
    api.error(ErrorCode.NETWORK_NOT_SUPPORTED, "GET", f"/reviews/{review['id']}",
              params={"platform": "facebook"}, headers=acting)  # fmt: skip
    api.error(ErrorCode.NETWORK_NOT_SUPPORTED, "DELETE", "/reviews",
              json={"platform": "facebook", "reviewId": "x"}, headers=acting)  # fmt: skip
    # not linked
    bare = api.ok("POST", "/profiles", json={"title": "Reviews unlinked"})
    pk = {"Profile-Key": bare["profileKey"]}
    api.error(ErrorCode.PLATFORM_NOT_LINKED, "GET", "/reviews", params={"platform": "gmb"},
              headers=pk)  # fmt: skip
    five = {"platform": "gmb", "rating": "FIVE", "reviewerName": "X"}
    response = api.request("POST", "/_sandbox/reviews", headers=pk, json=five)
    assert response.json()["code"] == ErrorCode.PLATFORM_NOT_LINKED
    # a rating in the other network's form
    wrong = {"platform": "gmb", "rating": "positive", "reviewerName": "X"}
    response = api.request("POST", "/_sandbox/reviews", headers=acting, json=wrong)
    assert response.status_code == 400 and response.json()["code"] == ErrorCode.INVALID_REQUEST
