"""Rules of posts: the X own-credential headers (`x-sunset` of the X header parameters, code
419), unlinked networks (156), past schedule dates (152) and unknown Post IDs (114)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from contract_tests.conftest import UserProfile
from contract_tests.post_results import unwrap_post_result
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient


def _x_headers(spec: ApiSpec) -> dict[str, str]:
    return {
        spec.header_name("TwitterApiKey"): "contract-consumer-key",
        spec.header_name("TwitterApiSecret"): "contract-consumer-secret",
    }


def _post(client: ApiClient, spec: ApiSpec, body: dict[str, Any], **kwargs: Any) -> Any:
    return client.post(spec.operation("create_post").path, json_body=body, **kwargs)


@pytest.fixture
def x_linked(user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec) -> str:
    platform = str(spec.header_sunset("TwitterApiKey")["whenTargeting"])
    profile_sandbox.link(platform, display_name="Contract X")
    return platform


@pytest.mark.control("link_network", "set_clock")
def test_x_requests_need_own_credentials(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, x_linked: str
) -> None:
    """Needs the control: X must be linked (the public API cannot link a network) and the
    clock set on both sides of `x-sunset.requiredFrom`."""
    client = user_profile.client
    sunset = spec.header_sunset("TwitterApiKey")
    code = int(sunset["errorCode"])
    required_from = parse_timestamp(sunset["requiredFrom"])
    body = {"post": "Contract post to X", "platforms": [x_linked]}
    headers = _x_headers(spec)
    with profile_sandbox.clock_at(format_timestamp(required_from + timedelta(days=1))):
        rule = "requests that target X need both own-credential headers (x-sunset)"
        client.expect_error(_post(client, spec, body), "", rule, code=code)
        for name in headers:
            only_one = {name: headers[name]}
            client.expect_error(_post(client, spec, body, headers=only_one), "", rule, code=code)
        response = _post(client, spec, body, headers=headers)
        created = unwrap_post_result(
            client.expect_status(response, 200, "a post to X with both headers is accepted")
        )
        delete = spec.operation("delete_post")
        response = client.request("DELETE", delete.path, json_body={"id": created["id"]})
        client.expect_error(
            response, "", "deleting a post published on X needs the headers", code=code
        )
        response = client.request(
            "DELETE", delete.path, json_body={"id": created["id"]}, headers=headers
        )
        client.expect_status(response, 200, "deleting a post on X with both headers is accepted")
        other = {"post": "Contract post", "platforms": ["linkedin"]}
        profile_sandbox.link("linkedin")
        response = _post(client, spec, other)
        client.expect_status(response, 200, "posts that do not target X need no X headers")
    with profile_sandbox.clock_at(format_timestamp(required_from - timedelta(days=1))):
        response = _post(client, spec, body)
        client.expect_status(
            response, 200, "before x-sunset.requiredFrom the X headers are optional"
        )


def test_unlinked_network_refused(user_profile: UserProfile, spec: ApiSpec) -> None:
    """A fresh User Profile has no linked network (public API only): when every requested
    network fails the answer is HTTP 400 with the full result, each network with its 156 entry."""
    client = user_profile.client
    rule = "a post to only unlinked networks answers 400 with the full result (code 156 each)"
    response = _post(client, spec, {"post": "Nothing linked", "platforms": ["pinterest"]})
    body = client.expect_status(response, 400, rule)
    try:
        result = unwrap_post_result(body)
    except ValueError as exc:
        client.fail(response, rule, str(exc))
    entries = result.get("errors")
    code = spec.error_code("platform_not_linked")
    if not isinstance(entries, list) or [
        (e.get("platform"), e.get("code")) for e in entries if isinstance(e, dict)
    ] != [("pinterest", code)]:
        client.fail(response, rule, f"expected one errors entry for pinterest, got {entries!r}")
    history = client.get(spec.operation("get_post_history").path, params={"lastDays": 0})
    body = client.expect_status(history, 200, "get_post_history answers 200")
    published = [h for h in body.get("history", []) if h.get("status") == "success"]
    if published:
        client.fail(history, "nothing is published when every network is unlinked", f"{published}")


@pytest.mark.control("link_network")
def test_past_schedule_date_refused(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the date is judged on a post to linked networks (a post to unlinked
    ones is refused for that first), and the public API cannot link a network."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    past = parse_timestamp(profile_sandbox.now()) - timedelta(hours=1)
    response = _post(
        client,
        spec,
        {"post": "Too late", "platforms": ["linkedin"], "scheduleDate": format_timestamp(past)},
    )
    client.expect_error(response, "schedule_date_in_past", "a past scheduleDate is refused")


def test_unknown_post_id_refused(api: ApiClient, spec: ApiSpec) -> None:
    path = spec.operation("get_post").path.replace("{id}", "NoSuchPost0000")
    api.expect_error(api.get(path), "post_not_found", "an unknown Post ID is refused")
    response = api.request(
        "DELETE", spec.operation("delete_post").path, json_body={"id": "NoSuchPost0000"}
    )
    api.expect_error(response, "post_not_found", "deleting an unknown Post ID is refused")
