"""Windows and dates of the spec driven one second on each side with the clock control: the
request window of `x-rate-limit` (`windowSeconds`: a limited profile is refused until its
window's last second, served with a fresh count at its end), the failed-authentication window of
`x-auth-failure-limit` (refused until the window's last second, served at its end), the
`x-sunset` dates (the X own-credential headers required from `requiredFrom`, a retired webhook
action refused from `unavailableFrom`, each served one second before), the auto-response's
`autoResponseWaitSeconds` (no second auto-response within the wait, one at its end), the X
user lookups of the current calendar month (listed until its last second, not in the next
month), the revoked linking sessions a profile keeps (`x-limits.linkSessionsKeptPerProfile`
answer 501, an older one 502), a webhook secret's rotation
(`x-webhook-delivery.rotationWindowSeconds`: both secrets sign in its last second, only the
new one at its end), the times of the operations with `x-refresh-seconds` (the service clock)
and the rolling update limit of a network account's field
(`x-update-limits` of update_network_account: refused until the window's last second,
accepted when the first updates are `windowSeconds` old).

Every figure is read from the spec, or is a setting the test makes through the API; the clock
is set to fixed moments (whole seconds) and put back after each test.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import time
import uuid
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.receiver import WebhookReceiver
from contract_tests.run_settings import current_profile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result

SECOND = timedelta(seconds=1)


def _at(moment: datetime) -> str:
    return format_timestamp(moment)


# --- the request window of x-rate-limit ---------------------------------------------------------
@pytest.mark.control(
    ControlOperationId.SET_RATE_LIMIT, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_rate_limit_window_ends_after_window_seconds(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: a limit of two requests (`set_rate_limit`, which starts a fresh
    window) and the clock at the window's end."""
    client = user_profile.client
    window = int(spec.facts.rate_limit.window_seconds)
    count_header = spec.facts.rate_limit.count_header
    path = spec.operation(OperationId.LIST_MEDIA).path
    start = parse_timestamp("2033-02-14T10:00:00Z")
    rule = "a profile over its limit is refused until its window of x-rate-limit.windowSeconds "
    try:
        with profile_sandbox.clock_at(_at(start)):
            profile_sandbox.set_rate_limit(2)
            profile_sandbox.set_clock(_at(start))  # the window starts with the next request
            for _ in range(2):
                client.expect_status(client.get(path), 200, "requests within the limit are served")
            client.expect_error(client.get(path), "rate_limited", rule + "ends (429)")
            profile_sandbox.set_clock(_at(start + timedelta(seconds=window) - SECOND))
            client.expect_error(
                client.get(path), "rate_limited", rule + f"({window} s) ends: its last second"
            )
            profile_sandbox.set_clock(_at(start + timedelta(seconds=window)))
            response = client.get(path)
            client.expect_status(response, 200, rule + f"({window} s) ends: then served")
            if response.headers.get(count_header) != "1":
                client.fail(
                    response,
                    f"the first request of a new x-rate-limit window has {count_header} 1",
                    f"{count_header}: {response.headers.get(count_header)!r}",
                )
    finally:
        profile_sandbox.set_rate_limit(None)


# --- the failed-authentication window of x-auth-failure-limit -----------------------------------


@pytest.mark.control(
    ControlOperationId.SET_AUTH_FAILURE_LIMIT,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
)
def test_auth_failure_window_ends_after_window_seconds(
    api: ApiClient, spec: ApiSpec, sandbox: Sandbox, side: ApiClient
) -> None:
    """Needs the control: the second address's limit lowered to one failure, and the clock at
    the window's end (moved from the suite's own address, which is never refused)."""
    fact = spec.facts.auth_failure_limit
    name = spec.error_catalogue[fact.error_code].name
    path = spec.operation(OperationId.LIST_WEBHOOKS).path
    control = sandbox.for_client(side)
    start = parse_timestamp("2033-02-20T10:00:00Z")
    rule = "an address's failed authentications refuse it until x-auth-failure-limit's window "
    try:
        address = str(control.set_auth_failure_limit(1)["address"])
    except httpx.TransportError as error:
        pytest.skip(f"cannot reach the target from a second loopback address: {error}")
    try:
        with sandbox.clock_at(_at(start)):
            wrong = side.get(path, auth=f"Bearer wrong-{uuid.uuid4().hex}")
            side.expect_error(wrong, "invalid_api_key", "an unknown API key is refused")
            sandbox.set_clock(_at(start))  # the window started at `start`
            refused = side.get(path)
            side.expect_error(refused, name, rule + "ends", code=fact.error_code)
            retry_rule = "Retry-After is the whole seconds until the failure window ends"
            if refused.headers.get("Retry-After") != str(fact.window_seconds):
                side.fail(
                    refused, retry_rule, f"at its start: {refused.headers.get('Retry-After')}"
                )
            sandbox.set_clock(_at(start + timedelta(seconds=fact.window_seconds) - SECOND))
            refused = side.get(path)
            side.expect_error(
                refused,
                name,
                rule + f"({fact.window_seconds} s) ends: its last second",
                code=fact.error_code,
            )
            if refused.headers.get("Retry-After") != "1":
                side.fail(
                    refused, retry_rule, f"in its last second: {refused.headers.get('Retry-After')}"
                )
            sandbox.set_clock(_at(start + timedelta(seconds=fact.window_seconds)))
            side.expect_status(
                side.get(path), 200, rule + f"({fact.window_seconds} s) ends: then served"
            )
    finally:
        sandbox.set_auth_failure_limit(None, address)


# --- x-sunset dates -----------------------------------------------------------------------------
@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_sunsets_to_the_second(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: X linked and the clock on each side of every `x-sunset` date."""
    client = user_profile.client
    sunset = spec.header_sunset("TwitterApiKey")
    platform = str(sunset["whenTargeting"])
    required_from = parse_timestamp(str(sunset["requiredFrom"]))
    profile_sandbox.link(platform)
    body = {"post": "Contract post to X, on the second", "platforms": [platform]}
    create = spec.operation(OperationId.CREATE_POST).path
    with profile_sandbox.clock_at(_at(required_from - SECOND)):
        client.expect_status(
            client.post(create, json_body=body),
            200,
            "one second before x-sunset.requiredFrom the X headers are optional",
        )
        profile_sandbox.set_clock(_at(required_from))
        client.expect_error(
            client.post(create, json_body=body),
            "",
            "from x-sunset.requiredFrom on, requests that target X need the X headers",
            code=int(sunset["errorCode"]),
        )
    register = spec.operation(OperationId.REGISTER_WEBHOOK).path
    for action, unavailable_from in spec.action_sunsets().items():
        hook = {"action": action, "url": "https://hooks.contract.test/sunset"}
        with profile_sandbox.clock_at(_at(unavailable_from - SECOND)):
            client.expect_status(
                client.post(register, json_body=hook),
                200,
                f"{action} is accepted until one second before its x-sunset.unavailableFrom",
            )
            profile_sandbox.set_clock(_at(unavailable_from))
            client.expect_error(
                client.post(register, json_body=hook),
                "",
                f"{action} is refused from its x-sunset.unavailableFrom on",
                code=spec.action_sunset_code(action),
            )


# --- the auto-response's wait -------------------------------------------------------------------
def _auto_responses(client: ApiClient, spec: ApiSpec, conversation: str) -> list[Any]:
    path = spec.operation(OperationId.GET_MESSAGES).path.replace("{platform}", "instagram")
    response = client.get(path, params={"conversationId": conversation})
    body = client.expect_status(response, 200, "get_messages lists a conversation")
    items = body.get("messages") if isinstance(body, Mapping) else None
    return [m for m in items or [] if isinstance(m, Mapping) and m.get("autoResponse") is True]


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
)
def test_auto_response_waits_its_seconds(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: a correspondent's messages, at moments of the clock."""
    client = user_profile.client
    wait = 3600  # the test's own setting (AutoResponseSettings.autoResponseWaitSeconds)
    profile_sandbox.link("instagram", account="empty")
    settings = {"autoResponseActive": True, "autoResponseWaitSeconds": wait}
    response = client.post(spec.operation(OperationId.SET_AUTO_RESPONSE).path, json_body=settings)
    client.expect_status(response, 200, "set_auto_response changes the settings")
    start = parse_timestamp("2033-03-03T09:00:00Z")
    sender = "555300000000001"
    rule = "an incoming message gets no auto-response within autoResponseWaitSeconds of the last"
    with profile_sandbox.clock_at(_at(start)):
        got = profile_sandbox.inject_message("instagram", sender, "first")
        conversation = str(got["conversationId"])
        if len(_auto_responses(client, spec, conversation)) != 1:
            client.fail(response, "an active auto-response answers an incoming message")
        profile_sandbox.set_clock(_at(start + timedelta(seconds=wait) - SECOND))
        profile_sandbox.inject_message("instagram", sender, "second")
        if len(_auto_responses(client, spec, conversation)) != 1:
            client.fail(response, rule, "a second one came one second before the wait ended")
        profile_sandbox.set_clock(_at(start + timedelta(seconds=wait)))
        profile_sandbox.inject_message("instagram", sender, "third")
        if len(_auto_responses(client, spec, conversation)) != 2:
            client.fail(response, rule, "none came once the wait had passed")


# --- counts of a calendar month and of a profile ------------------------------------------------
@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_user_lookups_counted_per_calendar_month(
    api: ApiClient, sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the clock at the month's last second and the next month's first."""
    handle = f"contract_{uuid.uuid4().hex[:10]}"
    body = {"platforms": ["twitter"], "userName": handle}
    analytics = spec.operation(OperationId.GET_SOCIAL_ANALYTICS).path
    lookups = spec.operation(OperationId.GET_USER_LOOKUPS).path
    rule = "the user lookups list the X users looked up in the current calendar month (UTC)"

    def listed() -> tuple[httpx.Response, bool]:
        response = api.get(lookups)
        entries = api.expect_status(response, 200, rule).get("x") or []
        return response, any(e.get("userName") == handle for e in entries)

    with sandbox.clock_at("2033-11-01T00:00:00Z"):
        api.expect_status(
            api.post(analytics, json_body=body, headers=spec.x_credential_headers()),
            200,
            "account analytics answer an X user lookup",
        )
        sandbox.set_clock("2033-11-30T23:59:59Z")
        response, found = listed()
        if not found:
            api.fail(response, rule, f"{handle}, looked up on the 1st, is gone on the 30th")
        sandbox.set_clock("2033-12-01T00:00:00Z")
        response, found = listed()
        if found:
            api.fail(response, rule, f"{handle}, looked up last month, is still listed")


def _page_status(profile: UserProfile, url: str) -> httpx.Response:
    client = profile.client
    base = str(client.http.base_url).rstrip("/")
    if not url.startswith(base + "/"):
        pytest.skip(f"the linking page {url} is not on the target ({base})")
    return client.request("GET", url, auth=False)


def test_link_sessions_kept_per_profile(user_profile: UserProfile, spec: ApiSpec) -> None:
    """`x-limits.linkSessionsKeptPerProfile` revoked sessions are remembered (their page
    answers 501, revoked); an older one is forgotten (502, not found). Public API only."""
    client = user_profile.client
    keep = int(spec.limits["linkSessionsKeptPerProfile"])
    path = spec.operation(OperationId.CREATE_LINK_SESSION).path
    urls = []
    for _ in range(keep + 2):  # the newest is live, `keep` revoked ones are kept
        response = client.post(path, json_body={"profileKey": user_profile.profile_key})
        urls.append(str(client.expect_status(response, 200, "create_link_session")["url"]))
    rule = f"a profile's newest x-limits.linkSessionsKeptPerProfile ({keep}) revoked sessions "
    client.expect_error(
        _page_status(user_profile, urls[1]), "link_session_revoked", rule + "are kept (501)"
    )
    client.expect_error(
        _page_status(user_profile, urls[0]),
        "link_session_not_found",
        rule + "are kept; an older one is forgotten (502)",
    )


# --- a network's rolling update limit ------------------------------------------------------------
#: A value the suite sends for each field of `x-update-limits` of update_network_account.
UPDATE_SAMPLES: dict[str, Any] = {"phoneNumbers": {"primaryPhone": "212-123-4567"}}


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_network_update_limit_rolling_window(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: a linked Google Business Profile, and the clock at the end of the
    rolling window (`x-update-limits` of update_network_account)."""
    client = user_profile.client
    operation = spec.operation(OperationId.UPDATE_NETWORK_ACCOUNT)
    path = operation.path.replace("{platform}", "gbp")
    profile_sandbox.link("gmb")
    start = parse_timestamp("2033-04-04T04:00:00Z")
    for field, limit in operation.raw["x-update-limits"].items():
        most, window = int(limit["maxUpdates"]), int(limit["windowSeconds"])
        body = {field: UPDATE_SAMPLES[field]}
        rule = f"{field} is updated at most x-update-limits.maxUpdates ({most}) times within "
        rule += f"the last windowSeconds ({window} s)"
        with profile_sandbox.clock_at(_at(start)):
            for _ in range(most):
                client.expect_status(client.request("PATCH", path, json_body=body), 200, rule)
            profile_sandbox.set_clock(_at(start + timedelta(seconds=window) - SECOND))
            client.expect_error(
                client.request("PATCH", path, json_body=body),
                "network_update_limit",
                rule + ": refused until the window's last second",
            )
            profile_sandbox.set_clock(_at(start + timedelta(seconds=window)))
            client.expect_status(
                client.request("PATCH", path, json_body=body),
                200,
                rule + ": accepted once the first updates are windowSeconds old",
            )


# --- refresh times ------------------------------------------------------------------------------
def _refresh_query(operation: Any, post_id: str) -> dict[str, str] | None:
    """The query an operation with `x-refresh-seconds` is read with: Facebook, where it takes a
    `platform` query parameter, and the post where it takes its `id` in the query."""
    names = {
        (p.get("name"), p.get("in")) for p in operation.raw.get("parameters", []) if "name" in p
    }
    query = {"platform": "facebook"} if ("platform", "query") in names else {}
    if ("id", "query") in names:
        query["id"] = post_id
    return query or None


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_refresh_times_follow_the_clock(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: a linked Facebook account (with its generated past: comments,
    conversations, reviews) and a fixed clock. Each operation with `x-refresh-seconds` answers
    `lastUpdated` = the service clock and `nextUpdate` that many seconds later."""
    client = user_profile.client
    profile_sandbox.link("facebook")
    moment = parse_timestamp("2033-06-06T06:06:06Z")
    with profile_sandbox.clock_at(_at(moment)):
        body = {"post": "Contract post for its comments", "platforms": ["facebook"]}
        made = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
        post_id = str(unwrap_post_result(client.expect_status(made, 200, "create_post")).get("id"))
        timed = [op for op in spec.operations if "x-refresh-seconds" in op.raw]
        for operation in timed:
            operation_id = operation.operation_id
            params = _refresh_query(operation, post_id)
            path = operation.path.replace("{platform}", "facebook").replace("{id}", post_id)
            refresh = int(operation.raw["x-refresh-seconds"])
            # The clock runs on after a set: the answer may be a few real seconds later.
            started = time.monotonic()
            profile_sandbox.set_clock(_at(moment))
            response = client.get(path, params=params)
            ran = math.ceil(time.monotonic() - started)
            answer = client.expect_status(response, 200, f"{operation_id} answers 200")
            got = (answer.get("lastUpdated"), answer.get("nextUpdate"))
            rule = (
                f"{operation_id}: lastUpdated is the service clock, nextUpdate "
                "x-refresh-seconds later"
            )
            try:
                last, following = (parse_timestamp(str(value)) for value in got)
            except ValueError:
                client.fail(response, rule, f"got {got}: not timestamps")
            if not moment <= last <= moment + timedelta(seconds=ran) or following - last != (
                timedelta(seconds=refresh)
            ):
                wanted = f"lastUpdated from {_at(moment)} to {ran} s later, nextUpdate +{refresh} s"
                client.fail(response, rule, f"got {got}, expected {wanted}")


# --- a webhook secret's rotation window ----------------------------------------------------------
def _signature(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
    ControlOperationId.SET_DELIVERY_SETTINGS,
)
def test_secret_rotation_window_to_the_second(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    """Needs the control: events (a network linked) at the window's last second and at its
    end, and the receiver trusted. The hook is registered again with a new secret at a fixed
    moment; `x-webhook-delivery.rotationWindowSeconds` later the rotation is over."""
    client = user_profile.client
    policy = spec.facts.delivery
    window = int(policy.rotation_window_seconds)
    old, new = f"old-{uuid.uuid4().hex}", f"new-{uuid.uuid4().hex}"
    start = parse_timestamp("2033-01-20T20:00:00Z")
    register = spec.operation(OperationId.REGISTER_WEBHOOK).path
    url = f"{event_receiver.base_url}/social"
    wait = current_profile().delivery_wait_seconds
    rule = f"a secret rotation lasts x-webhook-delivery.rotationWindowSeconds ({window} s): "
    with profile_sandbox.clock_at(_at(start)):
        for secret in (old, new):
            body = {"action": "social", "url": url, "secret": secret}
            client.expect_status(client.post(register, json_body=body), 200, "register_webhook")
        profile_sandbox.set_clock(_at(start + timedelta(seconds=window) - SECOND))
        profile_sandbox.link("facebook", display_name="Contract Rotation End")
        got = event_receiver.wait_for(1, wait)
        listed = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
        if not got:
            client.fail(listed, "a `social` event is delivered to the hook's url", "none came")
        last = got[0]
        if last.headers.get(policy.rotation_signature_header.lower()) != _signature(
            new, last.body
        ) or last.headers.get(policy.signature_header.lower()) != _signature(old, last.body):
            client.fail(listed, rule + "in its last second both secrets sign")
        profile_sandbox.set_clock(_at(start + timedelta(seconds=window)))
        profile_sandbox.link("youtube", display_name="Contract Rotation Over")
        got = event_receiver.wait_for(2, wait)
        if len(got) < 2:
            client.fail(listed, "a `social` event is delivered to the hook's url", "none came")
        after = got[1]
        if after.headers.get(policy.rotation_signature_header.lower()) is not None or (
            after.headers.get(policy.signature_header.lower()) != _signature(new, after.body)
        ):
            client.fail(listed, rule + "at its end only the new secret signs")
