"""The suspension of a User Profile answered 429 too often (`x-rate-limit.suspension`), driven
across both of its boundaries with the test control on a throwaway User Profile.

* the count: with the rate limit at 0 and the suspension count lowered to `SUSPEND_AFTER`
  (`set_rate_limit`'s `suspendAfter`), the first `SUSPEND_AFTER` requests are answered 429
  (rate_limited), the last of them too: a profile is not suspended before its count; from the
  next one on, reads and writes are answered 403 with profile_suspended in the Error shape,
  and are not carried out (a write read back once the suspension ends); `list_profiles` shows
  the profile `suspended` meanwhile and `active` again after;
* the end: with the clock frozen at the answer that reached the count, the profile is still
  refused one second before `withinHours` later (its rate limit given back, so the suspension
  alone refuses), and served again at that instant.

The count covers the last `withinHours` hours: with a count of two, a 429 answer
`withinHours` after the first does not suspend (the first no longer counts; `list_profiles`
still shows the profile active), one a second short of `withinHours` after that one does.

The suspension also sends the profile's hook for `suspended` one event (`GenericEvent`)
naming the hook and the profile, recorded in the webhook history (`deliver_suspended_event`).

A spec without `suspension` states no such rule: the tests skip. The clock is set to fixed
moments and put back after the test (`Sandbox.clock_at`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from datetime import timedelta
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
from spec_model.rate_limit import Suspension

#: The 429 answers that suspend the throwaway profile (set through the test control).
SUSPEND_AFTER = 3
#: Where the frozen clock stands when the count is reached.
START = "2033-09-01T12:00:00Z"
SECOND = timedelta(seconds=1)

COUNT_RULE = (
    "a User Profile is suspended by its x-rate-limit.suspension count of 429 answers, not before"
)
REFUSED_RULE = (
    "a suspended User Profile's requests are answered 403 with profile_suspended "
    "(x-rate-limit.suspension)"
)
NOTHING_DONE_RULE = "a request refused for a suspension is not carried out"
EVENT_RULE = (
    "a User Profile's suspension sends its hook for `suspended` an event naming the hook and "
    "the profile (GenericEvent)"
)
HISTORY_RULE = "get_webhook_history records the suspended delivery with its hookId and url"
WINDOW_RULE = (
    "a 429 answer counts towards a suspension for x-rate-limit.suspension.withinHours, not longer"
)
LISTED_RULE = "list_profiles shows a suspended User Profile as suspended, and only while it is"
END_RULE = (
    "a suspension ends x-rate-limit.suspension.withinHours after the 429 answer that reached "
    "the count, not before"
)


def _rate_limited(client: ApiClient, response: httpx.Response, rule: str) -> None:
    client.expect_error(response, "rate_limited", rule)


def _listed_as(api: ApiClient, spec: ApiSpec, profile: UserProfile, status: str) -> None:
    """`list_profiles` (by refId) shows the profile with `status` (and `suspended: true`
    exactly when suspended)."""
    response = api.get(
        spec.operation(OperationId.LIST_PROFILES).path, params={"refId": profile.ref_id}
    )
    body = api.expect_status(response, 200, "list_profiles answers 200")
    shown = [(p.get("status"), p.get("suspended")) for p in body.get("profiles", [])]
    expected = (status, True if status == "suspended" else None)
    if shown != [expected]:
        api.fail(response, f"{LISTED_RULE} ({status})", f"listed as {shown}, expected {expected}")


def _declared(spec: ApiSpec) -> Suspension:
    """The spec's `x-rate-limit.suspension`; the test skips when the spec states none."""
    fact = spec.facts.rate_limit.suspension
    if fact is None:
        pytest.skip("the spec declares no x-rate-limit.suspension")
    return fact


@pytest.mark.control(
    ControlOperationId.SET_RATE_LIMIT, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_suspension_count_and_end(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    fact = _declared(spec)
    client = user_profile.client
    media = spec.operation(OperationId.LIST_MEDIA).path
    hooks = spec.operation(OperationId.LIST_WEBHOOKS).path
    hook_url = f"https://hooks.contract.test/suspended/{user_profile.ref_id}"
    start = parse_timestamp(START)
    ends = start + timedelta(seconds=fact.within_seconds)
    with profile_sandbox.clock_at(START):
        profile_sandbox.set_suspension(0, SUSPEND_AFTER)
        try:
            _listed_as(api, spec, user_profile, "active")
            for number in range(1, SUSPEND_AFTER + 1):
                rule = f"{COUNT_RULE} (429 answer {number} of {SUSPEND_AFTER})"
                _rate_limited(client, client.get(media), rule)
            client.expect_error(client.get(media), "profile_suspended", REFUSED_RULE)
            _listed_as(api, spec, user_profile, "suspended")
            write = {"action": "social", "url": hook_url}
            registered = client.post(
                spec.operation(OperationId.REGISTER_WEBHOOK).path, json_body=write
            )
            client.expect_error(registered, "profile_suspended", REFUSED_RULE)
            # The limit given back: from here on only the suspension refuses.
            profile_sandbox.set_rate_limit(None)
            profile_sandbox.set_clock(format_timestamp(ends - SECOND))
            late = client.get(media)
            client.expect_error(late, "profile_suspended", f"{END_RULE} (one second before)")
            profile_sandbox.set_clock(format_timestamp(ends))
            served = client.get(hooks)
            body = client.expect_status(served, 200, f"{END_RULE} (at the end it is served)")
            if any(hook.get("url") == hook_url for hook in body.get("webhooks", [])):
                client.fail(served, NOTHING_DONE_RULE, "the hook registered while suspended")
            _listed_as(api, spec, user_profile, "active")
        finally:
            profile_sandbox.set_suspension(None, None)


@pytest.mark.control(
    ControlOperationId.SET_RATE_LIMIT, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_suspension_count_window(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    fact = _declared(spec)
    client = user_profile.client
    media = spec.operation(OperationId.LIST_MEDIA).path
    within = timedelta(seconds=fact.within_seconds)
    start = parse_timestamp(START)
    with profile_sandbox.clock_at(START):
        profile_sandbox.set_suspension(0, 2)
        try:
            _rate_limited(client, client.get(media), f"{WINDOW_RULE} (the first 429)")
            profile_sandbox.set_clock(format_timestamp(start + within))
            second = client.get(media)
            _rate_limited(client, second, f"{WINDOW_RULE} (at withinHours the first is out)")
            response = api.get(
                spec.operation(OperationId.LIST_PROFILES).path,
                params={"refId": user_profile.ref_id},
            )
            body = api.expect_status(response, 200, "list_profiles answers 200")
            if [p.get("status") for p in body.get("profiles", [])] != ["active"]:
                detail = "suspended by a 429 answer and one withinHours older"
                api.fail(response, f"{WINDOW_RULE} (at withinHours the first is out)", detail)
            profile_sandbox.set_clock(format_timestamp(start + 2 * within - SECOND))
            _rate_limited(client, client.get(media), f"{WINDOW_RULE} (the third 429)")
            refused = client.get(media)
            rule = f"{WINDOW_RULE} (one second short of withinHours the second still counts)"
            client.expect_error(refused, "profile_suspended", rule)
        finally:
            profile_sandbox.set_suspension(None, None)


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT, ControlOperationId.SET_DELIVERY_SETTINGS)
def test_suspended_event_delivered(
    spec: ApiSpec,
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    event_receiver: WebhookReceiver,
) -> None:
    _declared(spec)
    client = user_profile.client
    url = f"{event_receiver.base_url}/suspended"
    hook = {"action": "suspended", "url": url}
    response = client.post(spec.operation(OperationId.REGISTER_WEBHOOK).path, json_body=hook)
    registered = client.expect_status(response, 200, "register_webhook for the suspended action")
    media = spec.operation(OperationId.LIST_MEDIA).path
    profile_sandbox.set_suspension(0, SUSPEND_AFTER)
    try:
        for number in range(1, SUSPEND_AFTER + 1):
            rule = f"{COUNT_RULE} (429 answer {number} of {SUSPEND_AFTER})"
            _rate_limited(client, client.get(media), rule)
        refused = client.get(media)
        client.expect_error(refused, "profile_suspended", REFUSED_RULE)
    finally:
        profile_sandbox.set_suspension(None, None)
    history_path = spec.operation(OperationId.GET_WEBHOOK_HISTORY).path
    wait = current_profile().delivery_wait_seconds
    got = event_receiver.wait_for(1, wait)
    history = client.get(history_path, params={"action": "suspended"})
    if not got:
        client.fail(history, EVENT_RULE, f"nothing arrived within {wait:g} s")
    event: Mapping[str, Any] = json.loads(got[0].body)
    errors = [e.message for e in spec.refs.schema_validator("GenericEvent").iter_errors(event)]
    expected = ("suspended", registered.get("hookId"), url, user_profile.ref_id)
    found = tuple(event.get(k) for k in ("action", "hookId", "url", "refId"))
    if errors or found != expected:
        detail = "; ".join(errors[:5]) or f"got {found}, expected {expected}"
        client.fail(history, EVENT_RULE, detail)
    deadline = time.monotonic() + wait
    while True:
        answer = client.expect_status(history, 200, "get_webhook_history answers 200")
        entries = answer.get("suspended") if isinstance(answer, Mapping) else None
        if isinstance(entries, list) and any(
            isinstance(e, Mapping) and (e.get("hookId"), e.get("url")) == expected[1:3]
            for e in entries
        ):
            return
        if time.monotonic() > deadline:
            client.fail(history, HISTORY_RULE)
        time.sleep(0.2)
        history = client.get(history_path, params={"action": "suspended"})


CONTROL_RULE = (
    "set_rate_limit with suspendAfter ends a suspension and starts a fresh count (sandbox.yaml)"
)


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT)
def test_suspension_control_lifts_and_refuses(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """The control's `set_rate_limit` (sandbox.yaml): `suspendAfter` ends a suspension the
    profile is under and starts its count afresh; it is refused (101) for the Primary Profile,
    which is never suspended, and below 1 or not an integer."""
    _declared(spec)
    client = user_profile.client
    media = spec.operation(OperationId.LIST_MEDIA).path
    try:
        profile_sandbox.set_suspension(0, 2)
        for _ in range(2):
            _rate_limited(client, client.get(media), COUNT_RULE)
        client.expect_error(client.get(media), "profile_suspended", REFUSED_RULE)
        profile_sandbox.set_suspension(0, 2)
        for number in (1, 2):
            _rate_limited(client, client.get(media), f"{CONTROL_RULE} (429 answer {number})")
    finally:
        profile_sandbox.set_suspension(None, None)
    control = "/_sandbox/rate-limit"
    response = api.post(control, json_body={"max": 0, "suspendAfter": 1})
    try:
        rule = "set_rate_limit refuses suspendAfter for the Primary Profile (101)"
        api.expect_error(response, "invalid_request", rule)
    finally:
        if response.status_code == 200:
            api.post(control, json_body={"max": None})
    for after in (0, "2"):
        response = client.post(control, json_body={"max": 0, "suspendAfter": after})
        rule = f"set_rate_limit refuses suspendAfter {after!r} (101)"
        client.expect_error(response, "invalid_request", rule)
    profile_sandbox.set_suspension(None, None)
