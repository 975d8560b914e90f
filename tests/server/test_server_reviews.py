"""Reviews through HTTP, what the contract rules do not check: the control (`inject_review`)
refuses a review on a network the profile has not linked (156) and a rating in the other
network's form (101), and a review id of one network is unknown on the other (349)."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def test_review_control_refusals_and_id_spaces(api: Api) -> None:
    acting = api.linked_profile("Reviews bakery", "facebook", "gmb", account="empty")
    review = api.sandbox(
        "reviews", {"platform": "gmb", "rating": "THREE", "reviewerName": "Ola"}, headers=acting
    )
    reply = {"platform": "facebook", "reviewId": review["id"], "reply": "Hi"}
    api.error(ErrorCode.REVIEW_NOT_FOUND, "POST", "/reviews", json=reply, headers=acting)
    bare = api.ok("POST", "/profiles", json={"title": "Reviews unlinked"})
    five = {"platform": "gmb", "rating": "FIVE", "reviewerName": "X"}
    response = api.post("/_sandbox/reviews", headers={"Profile-Key": bare["profileKey"]}, json=five)
    assert response.json()["code"] == ErrorCode.PLATFORM_NOT_LINKED
    wrong = {"platform": "gmb", "rating": "positive", "reviewerName": "X"}
    response = api.post("/_sandbox/reviews", headers=acting, json=wrong)
    assert response.status_code == 400 and response.json()["code"] == ErrorCode.INVALID_REQUEST
