"""Rules of the user sub-resources: the batch export holds every profile's user record (a new
file at `nextUpdate`), and a Profile-Key does not narrow it; its file cannot be read before
`urlAvailable` (code 620 with `Retry-After`); the linked Pinterest account's boards
(156 without Pinterest); the Google Business Profile location update (fields not sent keep their
value; phoneNumbers at most `x-update-limits.maxUpdates` times in its rolling window, code
615); the X users looked up this month."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

#: Bound of one read of an export file.
FILE_TIMEOUT_SECONDS = 30


def _export(client: ApiClient, response: httpx.Response, rule: str) -> list[Any]:
    body = client.expect_status(response, 200, rule)
    try:
        got = httpx.get(str(body["url"]), timeout=FILE_TIMEOUT_SECONDS)
        records = got.json()
    except (httpx.HTTPError, ValueError) as error:
        client.fail(response, rule, f"the file at url cannot be read as JSON: {error}")
    if got.status_code != 200 or not isinstance(records, list):
        client.fail(response, rule, f"the file at url answered {got.status_code}, not a list")
    return records


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_user_batch_exports_every_profile(
    user_profile: UserProfile, profile_sandbox: Sandbox, api: ApiClient, spec: ApiSpec
) -> None:
    """Needs the control: the file is readable from `urlAvailable` on, and a file made before
    the profile existed is replaced only at its `nextUpdate`."""
    path = spec.operation(OperationId.GET_USER_BATCH).path
    rule = "the batch export holds every profile's user record, as get_user answers it"
    with profile_sandbox.clock_at(profile_sandbox.now()):
        mine = user_profile.client.expect_status(
            user_profile.client.get(spec.operation(OperationId.GET_USER).path),
            200,
            "get_user answers",
        )
        for _ in range(3):
            response = api.get(path)
            batch = api.expect_status(response, 200, rule)
            profile_sandbox.set_clock(batch["urlAvailable"])
            records = _export(api, response, rule)
            by_ref = {r.get("refId"): r for r in records if isinstance(r, dict)}
            if mine["refId"] in by_ref:
                break
            profile_sandbox.set_clock(batch["nextUpdate"])
        else:
            api.fail(response, rule, f"no export lists the User Profile {mine['refId']}")
        expected = user_profile.client.expect_status(
            user_profile.client.get(spec.operation(OperationId.GET_USER).path),
            200,
            "get_user answers",
        )
        if by_ref[mine["refId"]] != expected:
            api.fail(response, rule, f"listed {by_ref[mine['refId']]}, get_user {expected}")
        narrowed = user_profile.client.get(path)
        again = user_profile.client.expect_status(narrowed, 200, rule)
        if again["url"] != batch["url"]:
            user_profile.client.fail(
                narrowed,
                "the batch export is the account's: a Profile-Key does not change it",
                f"url {again['url']} != {batch['url']}",
            )


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_user_batch_file_not_readable_before_url_available(
    profile_sandbox: Sandbox, api: ApiClient, spec: ApiSpec
) -> None:
    """Needs the control: a fresh export file (made at the clock's time, or at its
    `nextUpdate`) answers batch_file_not_ready with `Retry-After` until `urlAvailable`, then
    the file."""
    path = spec.operation(OperationId.GET_USER_BATCH).path
    rule = "the batch export file is not served before urlAvailable (code 620, Retry-After)"
    with profile_sandbox.clock_at(profile_sandbox.now()):
        response = api.get(path)
        batch = api.expect_status(response, 200, "get_user_batch answers 200")
        if batch["urlAvailable"] <= profile_sandbox.now():  # an older file: wait for a new one
            profile_sandbox.set_clock(batch["nextUpdate"])
            response = api.get(path)
            batch = api.expect_status(response, 200, "get_user_batch answers 200")
        now = parse_timestamp(profile_sandbox.now())
        left = int((parse_timestamp(batch["urlAvailable"]) - now).total_seconds())
        if left <= 0:
            api.fail(response, rule, f"a new file is available at once ({batch['urlAvailable']})")
        early = httpx.get(str(batch["url"]), timeout=FILE_TIMEOUT_SECONDS)
        api.expect_error(early, "batch_file_not_ready", rule)
        retry = early.headers.get("retry-after", "")
        if not retry.isdigit() or not 0 < int(retry) <= left:
            api.fail(early, rule, f"Retry-After {retry!r}, {left} seconds before urlAvailable")
        profile_sandbox.set_clock(batch["urlAvailable"])
        _export(api, response, f"{rule}: from urlAvailable on, the file is served")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_pinterest_boards_of_linked_account(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the public API cannot link a network."""
    client = user_profile.client
    path = spec.operation(OperationId.GET_PINTEREST_BOARDS).path
    client.expect_error(
        client.get(path), "platform_not_linked", "the Pinterest boards need a linked Pinterest"
    )
    profile_sandbox.link("pinterest")
    rule = "a linked Pinterest account answers its boards, each id once, the same at each call"
    response = client.get(path)
    first = client.expect_status(response, 200, rule)
    ids = [b.get("id") for b in first.get("boards") or []]
    if not ids or len(set(ids)) != len(ids):
        client.fail(response, rule, f"board ids {ids}")
    second = client.expect_status(client.get(path), 200, rule)
    if second != first:
        client.fail(response, rule, "a second call answered other boards")


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
@pytest.mark.reads_back(OperationId.UPDATE_NETWORK_ACCOUNT)
def test_gbp_location_update(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the public API cannot link a network, and the rolling limit is
    checked at one frozen time."""
    client = user_profile.client
    path = spec.operation(OperationId.UPDATE_NETWORK_ACCOUNT).path.replace("{platform}", "gbp")
    client.expect_error(
        client.request("PATCH", path, json_body={"title": "Contract Cafe"}),
        "platform_not_linked",
        "the location update needs a linked Google Business Profile",
    )
    profile_sandbox.link("gmb")
    rule = "a location update answers the location with the fields sent; others keep their value"
    with profile_sandbox.clock_at(profile_sandbox.now()):
        site = "https://contract.example"
        response = client.request("PATCH", path, json_body={"websiteUrl": site})
        client.expect_status(response, 200, rule)
        response = client.request("PATCH", path, json_body={"title": "Contract Cafe"})
        data = client.expect_status(response, 200, rule).get("gmb", {}).get("data", {})
        if data.get("title") != "Contract Cafe" or data.get("websiteUrl") != site:
            client.fail(response, rule, f"data {data}")
        phones = {"phoneNumbers": {"primaryPhone": "212-123-4567"}}
        limit = spec.operation(OperationId.UPDATE_NETWORK_ACCOUNT).raw["x-update-limits"][
            "phoneNumbers"
        ]
        most, window = int(limit["maxUpdates"]), int(limit["windowSeconds"])
        limit_rule = f"phoneNumbers can be updated at most {most} times within {window} s"
        step = window // 24
        for _ in range(most):
            client.expect_status(client.request("PATCH", path, json_body=phones), 200, limit_rule)
            profile_sandbox.advance_clock(step)
        client.expect_error(
            client.request("PATCH", path, json_body=phones), "network_update_limit", limit_rule
        )
        # The first update leaves the window: `window` seconds after it, one more is accepted.
        profile_sandbox.advance_clock(window - most * step + step)
        client.expect_status(client.request("PATCH", path, json_body=phones), 200, limit_rule)


@pytest.mark.reads_back(OperationId.GET_SOCIAL_ANALYTICS)
def test_user_lookups_list_x_lookups(api: ApiClient, spec: ApiSpec) -> None:
    handle = f"contract_{uuid.uuid4().hex[:10]}"
    body = {"platforms": ["twitter"], "userName": handle}
    analytics = spec.operation(OperationId.GET_SOCIAL_ANALYTICS).path
    for _ in range(2):
        api.expect_status(
            api.post(analytics, json_body=body, headers=spec.x_credential_headers()),
            200,
            "account analytics answer an X user lookup",
        )
    rule = "the user lookups list each X user looked up this month once"
    response = api.get(spec.operation(OperationId.GET_USER_LOOKUPS).path)
    found = [e for e in api.expect_status(response, 200, rule)["x"] if e.get("userName") == handle]
    if len(found) != 1:
        api.fail(response, rule, f"{handle} listed {len(found)} times")
