"""Rules of the history by network (`GET /history/{platform}`, served by
`get_post_history_entry` with a network name in place of a Post ID): the network's posts are
those published there, newest first, with the metrics `get_post_analytics` answers unless
`skipAnalytics`; `limit` and `next` page through them; networks outside `HistoryNetwork` are
refused with 157."""

from __future__ import annotations

from typing import Any

import pytest

from contract_tests.conftest import UserProfile
from contract_tests.post_results import unwrap_post_result
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient

OPERATION = "get_post_history_entry"


def _path(spec: ApiSpec, platform: str) -> str:
    return spec.operation(OPERATION).path.replace("{id}", platform)


def _create(client: ApiClient, spec: ApiSpec, text: str, platforms: list[str]) -> dict[str, Any]:
    response = client.post(
        spec.operation("create_post").path, json_body={"post": text, "platforms": platforms}
    )
    return dict(unwrap_post_result(client.expect_status(response, 200, "create_post publishes")))


def _network(
    client: ApiClient, spec: ApiSpec, platform: str, **params: Any
) -> tuple[Any, dict[str, Any]]:
    response = client.get(_path(spec, platform), params=params)
    body = client.expect_status(response, 200, "the history by network answers 200")
    return response, dict(body)


def _social_id(created: dict[str, Any], platform: str) -> str:
    return next(str(r["id"]) for r in created["postIds"] if r["platform"] == platform)


@pytest.mark.control("link_network", "set_clock")
def test_network_history_lists_published_posts(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: posts need linked networks, and the metrics are compared at one
    frozen time."""
    client = user_profile.client
    with profile_sandbox.clock_at(profile_sandbox.now()):
        profile_sandbox.link("linkedin")
        profile_sandbox.link("facebook")
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
            client.post(spec.operation("get_post_analytics").path, json_body={"id": first["id"]}),
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


@pytest.mark.control("link_network")
def test_network_history_pages(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: posts need a linked network."""
    client = user_profile.client
    profile_sandbox.link("bluesky")
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
