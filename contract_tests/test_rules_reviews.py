"""Rules of reviews: reviews are listed newest first in each network's rating form
(`FacebookRating`, `GmbRating`), Google Business Profile with `averageRating` and
`totalReviewCount`, `nextUpdate` after `x-refresh-seconds`; one review is read by id; a reply
is kept (a second one replaces it) and can be deleted; unknown ids are refused (349), a network
with no review too (350), and a review without a reply cannot lose it (632).

Reviews come from the networks, so the tests add them through the control (`inject_review`)
after linking the networks (`link_network`).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import SANDBOX_PATH, Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

UNKNOWN_REVIEW = "NoSuchReview0contract"
STARS = {"ONE": 1, "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5}


@pytest.fixture
def linked(user_profile: UserProfile, profile_sandbox: Sandbox) -> list[str]:
    networks = ["facebook", "gmb"]
    for platform in networks:
        profile_sandbox.link(platform, account="empty")  # the tests count what it holds
    return networks


def _one(client: ApiClient, spec: ApiSpec, review_id: str) -> httpx.Response:
    op = spec.operation(OperationId.GET_REVIEW)
    return client.get(op.path.replace("{id}", review_id), params={"platform": "gmb"})


def _list(client: ApiClient, spec: ApiSpec, platform: str) -> httpx.Response:
    return client.get(spec.operation(OperationId.LIST_REVIEWS).path, params={"platform": platform})


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_review_unknown_ids_refused(
    user_profile: UserProfile, linked: list[str], spec: ApiSpec
) -> None:
    client = user_profile.client
    response = _list(client, spec, "gmb")
    client.expect_error(response, "no_reviews", "list_reviews of a network with no review")
    response = _one(client, spec, UNKNOWN_REVIEW)
    client.expect_error(response, "review_not_found", "get_review of an unknown review id")
    reply = {"platform": "facebook", "reviewId": UNKNOWN_REVIEW, "reply": "Thanks"}
    response = client.post(spec.operation(OperationId.REPLY_REVIEW).path, json_body=reply)
    client.expect_error(response, "review_not_found", "reply_review of an unknown review id")
    delete = spec.operation(OperationId.DELETE_REVIEW_REPLY)
    unknown = {"platform": "gmb", "reviewId": UNKNOWN_REVIEW}
    response = client.request(delete.method.upper(), delete.path, json_body=unknown)
    client.expect_error(response, "review_not_found", "delete_review_reply of an unknown review id")


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_REVIEW)
def test_reviews_listed_in_network_form(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    older = profile_sandbox.inject_review("gmb", "FIVE", "Jane", created="2026-11-01T10:00:00Z")
    newer = profile_sandbox.inject_review("gmb", "TWO", "Sam", created="2026-11-02T10:00:00Z")
    facebook = profile_sandbox.inject_review("facebook", "positive", "Ann")
    response = _list(client, spec, "gmb")
    body = client.expect_status(response, 200, "list_reviews lists the network's reviews")
    listed = body.get("gmb") if isinstance(body, Mapping) else None
    ids = [r.get("id") for r in listed] if isinstance(listed, list) else None
    if ids != [newer["id"], older["id"]]:
        client.fail(response, "list_reviews lists the network's reviews, newest first", repr(ids))
    ratings = [r.get("rating") for r in listed or []]
    if ratings != ["TWO", "FIVE"]:
        client.fail(response, "a GBP review's rating is in GbpRating form", repr(ratings))
    average = sum(STARS[r] for r in ratings) / len(ratings)
    if body.get("averageRating") != average or body.get("totalReviewCount") != len(ratings):
        client.fail(
            response,
            "list_reviews gives GBP's averageRating and totalReviewCount of its reviews",
            f"expected {average} and {len(ratings)}",
        )
    refresh = int(spec.operation(OperationId.LIST_REVIEWS).raw["x-refresh-seconds"])
    try:
        gap = parse_timestamp(body["nextUpdate"]) - parse_timestamp(body["lastUpdated"])
    except (KeyError, TypeError, ValueError):
        gap = None
    if gap != timedelta(seconds=refresh):
        client.fail(response, "nextUpdate is lastUpdated plus x-refresh-seconds", repr(gap))
    response = _list(client, spec, "facebook")
    body = client.expect_status(response, 200, "list_reviews lists the network's reviews")
    on_facebook = body.get("facebook") if isinstance(body, Mapping) else None
    if not isinstance(on_facebook, list) or [r.get("rating") for r in on_facebook] != [
        facebook["rating"]
    ]:
        client.fail(response, "a Facebook review's rating is positive or negative")
    response = _one(client, spec, older["id"])
    one = client.expect_status(response, 200, "get_review reads one review by id")
    expected: dict[str, Any] = {"status": "success", **older}
    if one != expected:
        client.fail(response, "get_review answers the review as list_reviews lists it")
    reply = {"platform": "facebook", "reviewId": older["id"], "reply": "Thanks"}
    response = client.post(spec.operation(OperationId.REPLY_REVIEW).path, json_body=reply)
    client.expect_error(response, "review_not_found", "a review id is unknown on another network")


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_REVIEW)
def test_review_control_refusals(
    user_profile: UserProfile, linked: list[str], other_profile: UserProfile
) -> None:
    """The control's inject_review (sandbox.yaml) refuses a network the profile has not
    linked (156) and a rating in the other network's form (101)."""
    client = user_profile.client
    path = f"{SANDBOX_PATH}/reviews"
    five = {"platform": "gmb", "rating": "FIVE", "reviewerName": "X"}
    response = other_profile.client.post(path, json_body=five)
    rule = "inject_review refuses a network the profile has not linked"
    other_profile.client.expect_error(response, "platform_not_linked", rule)
    for platform, rating in (("gmb", "positive"), ("facebook", "FIVE")):
        wrong = {"platform": platform, "rating": rating, "reviewerName": "X"}
        response = client.post(path, json_body=wrong)
        rule = f"inject_review refuses a {platform} rating in the other network's form"
        client.expect_error(response, "invalid_request", rule)


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_REVIEW)
@pytest.mark.reads_back(OperationId.REPLY_REVIEW, OperationId.DELETE_REVIEW_REPLY)
def test_review_reply_kept_and_deleted(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    review = profile_sandbox.inject_review("gmb", "FOUR", "Kim")
    reply_op = spec.operation(OperationId.REPLY_REVIEW)
    for text in ("Thanks Kim!", "Thank you, Kim!"):
        body = {"platform": "gmb", "reviewId": review["id"], "reply": text}
        response = client.post(reply_op.path, json_body=body)
        answer = client.expect_status(response, 200, "reply_review replies to a review")
        result = answer.get("gmb") if isinstance(answer, Mapping) else None
        if not isinstance(result, Mapping) or (result.get("id"), result.get("reply")) != (
            review["id"],
            text,
        ):
            client.fail(response, "reply_review answers the reply under the network's name")
    response = _one(client, spec, review["id"])
    got = client.expect_status(response, 200, "get_review reads one review by id")
    kept = got.get("reviewReply") if isinstance(got, Mapping) else None
    if not isinstance(kept, Mapping) or kept.get("reply") != "Thank you, Kim!":
        client.fail(response, "the review lists its latest reply as reviewReply", repr(kept))
    delete = spec.operation(OperationId.DELETE_REVIEW_REPLY)
    deletion = {"platform": "gmb", "reviewId": review["id"]}
    response = client.request(delete.method.upper(), delete.path, json_body=deletion)
    client.expect_status(response, 200, "delete_review_reply deletes the reply")
    response = _one(client, spec, review["id"])
    got = client.expect_status(response, 200, "get_review reads one review by id")
    if isinstance(got, Mapping) and "reviewReply" in got:
        client.fail(response, "a deleted reply is no longer listed")
    response = client.request(delete.method.upper(), delete.path, json_body=deletion)
    client.expect_error(response, "review_reply_not_found", "a review without a reply")
