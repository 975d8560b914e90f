"""Rules of the history by network (`GET /history/{platform}`, served by
`get_post_history_entry` with a network name in place of a Post ID): the network's posts are
those published there, newest first, with the metrics `get_post_analytics` answers unless
`skipAnalytics`; `limit` and `next` page through them; X's is read with the X own-credential
headers; networks outside `HistoryNetwork` are refused with 157."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result

OPERATION = OperationId.GET_POST_HISTORY_ENTRY


def _path(spec: ApiSpec, platform: str) -> str:
    return spec.operation(OPERATION).path.replace("{id}", platform)


def _create(client: ApiClient, spec: ApiSpec, text: str, platforms: list[str]) -> dict[str, Any]:
    return _create_with(client, spec, {"post": text, "platforms": platforms})


def _create_with(client: ApiClient, spec: ApiSpec, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
    return dict(unwrap_post_result(client.expect_status(response, 200, "create_post publishes")))


def _network(
    client: ApiClient, spec: ApiSpec, platform: str, **params: Any
) -> tuple[Any, dict[str, Any]]:
    response = client.get(_path(spec, platform), params=params)
    body = client.expect_status(response, 200, "the history by network answers 200")
    return response, dict(body)


def _social_id(created: dict[str, Any], platform: str) -> str:
    return next(str(r["id"]) for r in created["postIds"] if r["platform"] == platform)


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_network_history_lists_published_posts(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: posts need linked networks, and the metrics are compared at one
    frozen time."""
    client = user_profile.client
    with profile_sandbox.clock_at(profile_sandbox.now()):
        profile_sandbox.link("linkedin", account="empty")
        profile_sandbox.link("facebook", account="empty")
        first = _create(client, spec, "network history one", ["linkedin", "facebook"])
        profile_sandbox.advance_clock(60)
        second = _create(client, spec, "network history two", ["facebook"])
        profile_sandbox.advance_clock(60)
        third = _create(client, spec, "network history three", ["linkedin"])
        profile_sandbox.advance_clock(3600)
        response, linkedin = _network(client, spec, "linkedin")
        got = [p["id"] for p in linkedin["posts"]]
        want = [_social_id(third, "linkedin"), _social_id(first, "linkedin")]
        if got != want:
            client.fail(
                response,
                "the history by network lists the posts published there, newest first",
                f"got {got}, want {want}",
            )
        response, facebook = _network(client, spec, "facebook")
        got = [p["id"] for p in facebook["posts"]]
        want = [_social_id(second, "facebook"), _social_id(first, "facebook")]
        if got != want:
            client.fail(
                response,
                "the history by network lists the posts published there, newest first",
                f"got {got}, want {want}",
            )
        analytics = client.expect_status(
            client.post(
                spec.operation(OperationId.GET_POST_ANALYTICS).path, json_body={"id": first["id"]}
            ),
            200,
            "get_post_analytics answers for a published post",
        )
        listed = linkedin["posts"][1]
        if listed.get("analytics") != analytics["linkedin"]["analytics"]:
            client.fail(
                response,
                "the history by network's analytics are those get_post_analytics answers",
                f"got {listed.get('analytics')}, want {analytics['linkedin']['analytics']}",
            )
        response, skipped = _network(client, spec, "linkedin", skipAnalytics="true")
        if any("analytics" in p for p in skipped["posts"]):
            client.fail(response, "skipAnalytics=true leaves out each post's analytics")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_network_history_pages(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: posts need a linked network."""
    client = user_profile.client
    profile_sandbox.link("bluesky", account="empty")
    made = {
        _social_id(_create(client, spec, f"page {i}", ["bluesky"]), "bluesky") for i in range(3)
    }
    params: dict[str, Any] = {"limit": 2, "skipAnalytics": "true"}
    seen: list[str] = []
    for _ in range(len(made) + 1):
        response, page = _network(client, spec, "bluesky", **params)
        if len(page["posts"]) > 2:
            client.fail(response, "limit caps the posts of a page", f"{len(page['posts'])} posts")
        seen += [p["id"] for p in page["posts"]]
        if "next" not in page:
            break
        params["next"] = page["next"]
    if sorted(seen) != sorted(made):
        client.fail(
            response,
            "next pages through every post of the network once",
            f"seen {seen}, made {sorted(made)}",
        )


def test_network_history_unsupported_networks(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    supported = set(spec.schema("HistoryNetwork")["enum"])
    for platform in spec.platforms:
        if platform in supported:
            continue
        client.expect_error(
            client.get(_path(spec, platform)),
            "network_not_supported",
            "a network without a history by network (not in HistoryNetwork) is refused",
        )


def _ids(client: ApiClient, spec: ApiSpec, platform: str, **params: Any) -> list[str]:
    _, body = _network(client, spec, platform, skipAnalytics="true", **params)
    return [str(p["id"]) for p in body["posts"]]


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.ADD_NETWORK_POST,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
)
def test_network_history_facebook_filters(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: posts made outside the service (a visitor's, a story) and their
    days can only be set through it. `dataType` (Facebook and Instagram, spec/paths/posts.yaml)
    counts a story published through the service (`faceBookOptions.stories`) as a story."""
    client = user_profile.client
    profile_sandbox.link("facebook", account="empty")
    with profile_sandbox.clock_at("2026-03-25T10:00:00Z"):
        made = {}
        for name, fields in (
            ("before", {"created": "2026-03-16T23:59:59Z"}),
            ("first", {"created": "2026-03-17T00:00:00Z"}),
            ("last", {"created": "2026-03-20T23:59:59Z"}),
            ("after", {"created": "2026-03-21T00:00:00Z"}),
            ("visitor", {"created": "2026-03-22T00:00:00Z", "byPage": False}),
            ("story", {"created": "2026-03-23T00:00:00Z", "dataType": "stories"}),
        ):
            made[name] = str(profile_sandbox.add_network_post("facebook", name, **fields)["id"])
        rule = "since and until keep the Facebook posts created within those UTC days"
        got = _ids(client, spec, "facebook", since="2026-03-17", until="2026-03-20")
        if got != [made["last"], made["first"]]:
            client.fail(client.get(_path(spec, "facebook")), rule, f"got {got}")
        rule = "pagePublished=true leaves out visitors' posts on the Page"
        got = _ids(client, spec, "facebook", pagePublished="true")
        if made["visitor"] in got or made["story"] not in got:
            client.fail(client.get(_path(spec, "facebook")), rule, f"got {got}")
        rule = "dataType keeps the stories or the posts only"
        stories = _ids(client, spec, "facebook", dataType="stories")
        posts = _ids(client, spec, "facebook", dataType="posts")
        if stories != [made["story"]] or made["story"] in posts or made["visitor"] not in posts:
            client.fail(client.get(_path(spec, "facebook")), rule, f"{stories} / {posts}")
        body = {"post": "fb story", "platforms": ["facebook"], "faceBookOptions": {"stories": True}}
        own = _social_id(_create_with(client, spec, body), "facebook")
        rule = "a story published through the service (faceBookOptions.stories) is a story"
        stories = _ids(client, spec, "facebook", dataType="stories")
        if stories != [own, made["story"]]:
            client.fail(client.get(_path(spec, "facebook")), rule, f"{stories}")
        profile_sandbox.link("instagram", account="empty")
        story = profile_sandbox.add_network_post("instagram", "ig story", dataType="stories")
        post = profile_sandbox.add_network_post("instagram", "ig post")
        rule = "dataType keeps Instagram's stories or posts only"
        stories = _ids(client, spec, "instagram", dataType="stories")
        posts = _ids(client, spec, "instagram", dataType="posts")
        if (stories, posts) != ([str(story["id"])], [str(post["id"])]):
            client.fail(client.get(_path(spec, "instagram")), rule, f"{stories} / {posts}")


def test_network_history_filters_of_other_networks(api: ApiClient, spec: ApiSpec) -> None:
    rule = "a history filter sent for a network it does not apply to is refused"
    for param in spec.operation(OPERATION).parameters:
        networks = param.extensions.get("x-for-networks")
        if not networks or param.example is None:
            continue
        other = next(
            p for p in spec.schema("HistoryNetwork")["enum"] if p not in networks and p != "twitter"
        )
        response = api.get(_path(spec, other), params={param.name: param.example})
        api.expect_error(response, "parameter_not_for_network", f"{rule} ({param.name})")


def test_network_history_x_user_lookup(
    user_profile: UserProfile, api: ApiClient, spec: ApiSpec
) -> None:
    headers = spec.x_credential_headers()
    path = _path(spec, "twitter")
    user_profile.client.expect_error(
        user_profile.client.get(path, params={"userName": "contract_x"}, headers=headers),
        "user_lookup_needs_primary",
        "the history of a looked-up X user refuses a Profile-Key",
    )
    rule = "the history of a looked-up X user lists that user's posts, the same at each call"
    handles = [f"contract_{n}_{uuid.uuid4().hex[:8]}" for n in range(2)]
    answers = []
    for handle in handles:
        response = api.get(
            path, params={"userName": handle, "skipAnalytics": "true"}, headers=headers
        )
        body = api.expect_status(response, 200, rule)
        again = api.expect_status(
            api.get(path, params={"userName": handle, "skipAnalytics": "true"}, headers=headers),
            200,
            rule,
        )
        if again["posts"] != body["posts"]:
            api.fail(response, rule, "a second call answered other posts")
        answers.append({str(p["id"]) for p in body["posts"]})
    if answers[0] & answers[1]:
        api.fail(response, rule, f"two X users share posts {answers[0] & answers[1]}")
    response = api.get(spec.operation(OperationId.GET_USER_LOOKUPS).path)
    listed = {e.get("userName") for e in api.expect_status(response, 200, rule)["x"]}
    if not set(handles) <= listed:
        api.fail(response, "the user lookups list each X user looked up this month", f"{listed}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_network_history_of_x_with_its_headers(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: X linked. With the X own-credential headers (spec/paths/posts.yaml:
    "X needs its own-credential headers, as every X-bound call") X's history lists the post
    published there."""
    client = user_profile.client
    profile_sandbox.link("twitter", account="empty")
    headers = spec.x_credential_headers()
    response = client.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body={"post": "network history on X", "platforms": ["twitter"]},
        headers=headers,
    )
    created = dict(unwrap_post_result(client.expect_status(response, 200, "create_post publishes")))
    response = client.get(_path(spec, "twitter"), params={"skipAnalytics": "true"}, headers=headers)
    rule = "the history of X, sent with the X headers, lists the posts published there"
    body = client.expect_status(response, 200, rule)
    if [p.get("id") for p in body.get("posts") or []] != [_social_id(created, "twitter")]:
        client.fail(response, rule, f"{body.get('posts')!r}"[:300])
