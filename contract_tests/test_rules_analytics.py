"""Rules of post analytics (`get_post_analytics`): a published post answers per network with its
Social Post ID and address there; a requested network the post has no analytics on is an
`errors` entry with `status: partial` (HTTP 200) while another network answers, and a post not
yet published has none; the Social Post ID finds the same post on the network named only; an
unknown Post ID, or another profile's, is refused (186). Account analytics
(`get_social_analytics`) refuse conflicting options (434), an X user lookup sent with a
Profile-Key (435) or for another network than X (438), and answer a partial result when a
requested network is not linked."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result


def _analytics(client: ApiClient, spec: ApiSpec, body: dict[str, Any]) -> httpx.Response:
    return client.post(spec.operation(OperationId.GET_POST_ANALYTICS).path, json_body=body)


def test_unknown_post_analytics_refused(api: ApiClient, spec: ApiSpec) -> None:
    response = _analytics(api, spec, {"id": "NoSuchPost0000"})
    api.expect_error(response, "analytics_post_not_found", "analytics of an unknown Post ID")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_post_analytics_partial(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, other_profile: UserProfile
) -> None:
    """Needs the control: a published post needs a linked network. As get_post_analytics says
    (spec/paths/analytics.yaml): a scheduled post, not yet published, has no analytics on any
    network (HTTP 400, `status: error`, a 433 entry each); a Social Post ID is looked up on the
    one network named and is unknown on another (186); the analytics are of a post of the
    acting profile, so another profile asking gets 186."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    response = client.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body={"post": "Contract analytics", "platforms": ["linkedin", "reddit"]},
    )
    post = unwrap_post_result(client.expect_status(response, 200, "create_post answers 200"))
    published = {r["platform"]: r for r in post["postIds"]}
    if "linkedin" not in published:
        client.fail(response, "a post to a linked network is published there")
    response = _analytics(client, spec, {"id": post["id"]})
    rule = "post analytics answer each published network; the others make the answer partial"
    body = client.expect_status(response, 200, rule)
    linkedin = body.get("linkedin")
    if not isinstance(linkedin, dict) or linkedin.get("id") != published["linkedin"]["id"]:
        client.fail(response, rule, "linkedin should answer with the post's Social Post ID")
    errors = [(e.get("platform"), e.get("code")) for e in body.get("errors") or []]
    code = spec.error_code("analytics_not_available")
    if body.get("status") != "partial" or errors != [("reddit", code)]:
        client.fail(response, rule, f"expected status partial and one reddit error {code}")
    response = _analytics(client, spec, {"id": post["id"], "platforms": ["reddit"]})
    rule = "post analytics where no requested network answers: HTTP 400, status error"
    failed = client.json_of(response, rule)
    failed = failed if isinstance(failed, dict) else {}
    errors = [(e.get("platform"), e.get("code")) for e in failed.get("errors") or []]
    if (
        response.status_code != 400
        or failed.get("status") != "error"
        or errors != [("reddit", code)]
    ):
        client.fail(response, rule, f"expected HTTP 400, status error, one reddit error {code}")
    by_social = {"id": linkedin["id"], "platforms": ["linkedin"], "searchPlatformId": True}
    response = _analytics(client, spec, by_social)
    rule = "post analytics by Social Post ID (searchPlatformId) find the same post"
    body = client.expect_status(response, 200, rule)
    if body.get("id") != post["id"] or (body.get("linkedin") or {}).get("id") != linkedin["id"]:
        client.fail(response, rule, f"expected the post {post['id']} on linkedin")
    elsewhere = {**by_social, "platforms": ["reddit"]}
    client.expect_error(
        _analytics(client, spec, elsewhere),
        "analytics_post_not_found",
        "a Social Post ID is looked up on the network named only",
    )
    other = other_profile.client
    other.expect_error(
        _analytics(other, spec, {"id": post["id"]}),
        "analytics_post_not_found",
        "post analytics are of the acting profile's posts: another profile's Post ID is unknown",
    )
    later = parse_timestamp(profile_sandbox.now()) + timedelta(days=1)
    body = {"post": "Not yet", "platforms": ["linkedin"], "scheduleDate": format_timestamp(later)}
    response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
    scheduled = unwrap_post_result(client.expect_status(response, 200, "create_post schedules"))
    response = _analytics(client, spec, {"id": scheduled["id"]})
    rule = "a post not yet published has no analytics: HTTP 400, status error, 433 per network"
    failed = client.json_of(response, rule)
    failed = failed if isinstance(failed, dict) else {}
    errors = [(e.get("platform"), e.get("code")) for e in failed.get("errors") or []]
    if (response.status_code, failed.get("status"), errors) != (400, "error", [("linkedin", code)]):
        client.fail(response, rule, f"HTTP {response.status_code}, {failed!r}"[:300])


def _social(client: ApiClient, spec: ApiSpec, body: dict[str, Any]) -> httpx.Response:
    return client.post(spec.operation(OperationId.GET_SOCIAL_ANALYTICS).path, json_body=body)


def test_social_analytics_options_exclusive(api: ApiClient, spec: ApiSpec) -> None:
    """get_social_analytics (spec/paths/analytics.yaml) refuses `daily` with `period60Days`
    (434), and an X user lookup (`userId`) for networks other than `[twitter]` (438)."""
    body = {"platforms": ["tiktok"], "daily": True, "period60Days": True}
    rule = "account analytics refuse daily together with period60Days"
    api.expect_error(_social(api, spec, body), "analytics_options_conflict", rule)
    rule = "account analytics refuse an X user lookup for another network"
    lookup = {"platforms": ["linkedin"], "userId": "42"}
    api.expect_error(_social(api, spec, lookup), "user_lookup_x_only", rule)


def test_social_analytics_lookup_refuses_profile_key(
    user_profile: UserProfile, spec: ApiSpec
) -> None:
    client = user_profile.client
    body = {"platforms": ["twitter"], "userName": "contract_lookup"}
    headers = spec.x_credential_headers()
    response = client.post(
        spec.operation(OperationId.GET_SOCIAL_ANALYTICS).path, json_body=body, headers=headers
    )
    rule = "account analytics refuse an X user lookup sent with a Profile-Key"
    client.expect_error(response, "user_lookup_needs_primary", rule)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_social_analytics_partial(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the public API cannot link a network. When no requested network
    answers, HTTP 400 with the full result (get_social_analytics, spec/paths/analytics.yaml)."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    response = _social(client, spec, {"platforms": ["linkedin", "pinterest"]})
    rule = "account analytics answer each linked network; an unlinked one makes them partial"
    body = client.expect_status(response, 200, rule)
    errors = [(e.get("platform"), e.get("code")) for e in body.get("errors") or []]
    code = spec.error_code("platform_not_linked")
    if body.get("status") != "partial" or errors != [("pinterest", code)]:
        client.fail(response, rule, f"expected status partial and one pinterest error {code}")
    if not isinstance(body.get("linkedin"), dict) or "pinterest" in body:
        client.fail(response, rule, "linkedin should answer and pinterest should not")
    response = _social(client, spec, {"platforms": ["pinterest"]})
    rule = "account analytics where no requested network answers: HTTP 400, status error"
    failed = client.json_of(response, rule)
    failed = failed if isinstance(failed, dict) else {}
    errors = [(e.get("platform"), e.get("code")) for e in failed.get("errors") or []]
    if (response.status_code, failed.get("status"), errors) != (
        400,
        "error",
        [("pinterest", code)],
    ):
        client.fail(response, rule, f"HTTP {response.status_code}, {failed!r}"[:300])


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.SEED_POST_ANALYTICS)
def test_post_analytics_answer_network_metrics(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the metrics a network holds can only be set through it."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    response = client.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body={"post": "Contract seeded metrics", "platforms": ["linkedin"]},
    )
    post = unwrap_post_result(client.expect_status(response, 200, "create_post answers 200"))
    seeded = {"likeCount": 4242, "impressionCount": 90210}
    profile_sandbox.seed_post_analytics(post["id"], "linkedin", seeded)
    response = _analytics(client, spec, {"id": post["id"], "platforms": ["linkedin"]})
    rule = "post analytics answer the metrics the network holds"
    body = client.expect_status(response, 200, rule)
    metrics = (body.get("linkedin") or {}).get("analytics") or {}
    answered = {name: metrics.get(name) for name in seeded}
    if answered != seeded:
        client.fail(response, rule, f"expected {seeded}, got {answered}")
