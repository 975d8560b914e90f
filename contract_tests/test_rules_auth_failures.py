"""Failed-authentication rules (`x-auth-failure-limit`): failures are counted per client
address; once an address has made its window's failures, every request of it with credentials
(the right key too, on the test control as well, where wrong keys count too) is answered 429
with the catalogued code and `Retry-After`, while another address's legitimate key is still
served; a request without
credentials, or with the right API key and an unknown Profile-Key (counted against the
account's rate limit instead), is not a failure.

The rules need two client addresses: the test sends its failures from a second loopback
address (127.0.0.2, or .3 when the target listens on .2), so the suite's own address is never
refused, and lowers that address's limit through the test control's `set_auth_failure_limit`
(put back at the end from the suite's own address naming the second one, which also discards
the window: the control refuses a refused address too). Against a target that is not on an
IPv4 loopback address, or without the control, the test skips saying why.
"""

from __future__ import annotations

import uuid

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import SANDBOX_PATH, Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

#: Failed authentications the test control allows the second address per window.
LOWERED_LIMIT = 3

LIMIT_RULE = (
    "once a client address has made x-auth-failure-limit's failures in its window, its "
    "requests with credentials are answered 429 with code auth_failures_throttled"
)
RETRY_RULE = (
    "a 429 for failed authentications carries Retry-After: whole seconds until the window "
    "ends, at least 1 (x-auth-failure-limit)"
)
CONFIRM_RULE = (
    "a refused address's correct API key is refused too, so a guess cannot be confirmed "
    "(x-auth-failure-limit)"
)
CONTROL_CONFIRM_RULE = (
    "the test control is held to the same limit: a refused address's correct API key is "
    "refused there too, so the control cannot confirm a guess (x-auth-failure-limit)"
)
CONTROL_COUNTED_RULE = (
    "a wrong key sent to the test control counts as a failed authentication (x-auth-failure-limit)"
)
OTHER_ADDRESS_RULE = (
    "failed authentications from one address never refuse another address's legitimate key "
    "(x-auth-failure-limit)"
)
NOT_COUNTED_RULE = (
    "a request without credentials, or with the right API key and an unknown Profile-Key, is "
    "not a failed authentication (x-auth-failure-limit counts only its `counted` codes)"
)
CONTROL_RULE = "set_auth_failure_limit with max null discards the named address's window"


@pytest.mark.control(ControlOperationId.SET_AUTH_FAILURE_LIMIT)
def test_failed_authentications_are_limited_per_address(
    api: ApiClient,
    spec: ApiSpec,
    sandbox: Sandbox,
    side: ApiClient,
    user_profile: UserProfile,
) -> None:
    fact = spec.facts.auth_failure_limit
    entry = spec.error_catalogue[fact.error_code]
    path = spec.operation(OperationId.LIST_WEBHOOKS).path
    control = sandbox.for_client(side)
    try:
        address = str(control.set_auth_failure_limit(LOWERED_LIMIT)["address"])
    except httpx.TransportError as error:
        pytest.skip(f"cannot reach the target from a second loopback address: {error}")
    try:
        unknown_key = {"Profile-Key": f"PK-{uuid.uuid4().hex[:16].upper()}"}
        for _ in range(LOWERED_LIMIT):
            response = side.get(path, auth=None)
            side.expect_error(response, "missing_api_key", NOT_COUNTED_RULE)
            response = side.get(path, headers=unknown_key)
            side.expect_error(response, "unknown_profile_key", NOT_COUNTED_RULE)
        wrong = f"Bearer wrong-{uuid.uuid4().hex}"
        failures = [
            (side.get(path, auth=wrong), "invalid_api_key", NOT_COUNTED_RULE),
            (
                side.get(path, auth=f"Bearer {user_profile.profile_key}"),
                "profile_key_as_api_key",
                NOT_COUNTED_RULE,
            ),
            (side.get(SANDBOX_PATH, auth=wrong), "invalid_api_key", CONTROL_COUNTED_RULE),
        ]
        for response, name, rule in failures[:LOWERED_LIMIT]:
            side.expect_error(response, name, rule)
        refused = side.get(path, auth=wrong)
        counted = f"{LIMIT_RULE} (the last failure was sent to the control: {CONTROL_COUNTED_RULE})"
        side.expect_error(refused, entry.name, counted, code=fact.error_code)
        retry = refused.headers.get("Retry-After", "")
        if not retry.isdigit() or not 1 <= int(retry) <= fact.window_seconds:
            side.fail(refused, RETRY_RULE, f"Retry-After is {retry!r}")
        right = side.get(path)
        side.expect_error(right, entry.name, CONFIRM_RULE, code=fact.error_code)
        right = side.get(SANDBOX_PATH)
        side.expect_error(right, entry.name, CONTROL_CONFIRM_RULE, code=fact.error_code)
        guess = side.get(SANDBOX_PATH, auth=wrong)
        side.expect_error(guess, entry.name, CONTROL_CONFIRM_RULE, code=fact.error_code)
        api.expect_status(api.get(path), 200, OTHER_ADDRESS_RULE)
        api.expect_error(api.get(path, auth=wrong), "invalid_api_key", OTHER_ADDRESS_RULE)
    finally:
        sandbox.set_auth_failure_limit(None, address)
    side.expect_status(side.get(path), 200, CONTROL_RULE)


@pytest.mark.control(ControlOperationId.SET_AUTH_FAILURE_LIMIT)
def test_auth_failure_control_names_ip_addresses(api: ApiClient, spec: ApiSpec) -> None:
    """The control's `set_auth_failure_limit` (sandbox.yaml AuthFailureLimitChange) names an
    IPv4 or IPv6 address, nothing else (101), and answers an IPv6 address as its bucket, the
    prefix of `x-auth-failure-limit.ipv6PrefixLength` bits."""
    path = f"{SANDBOX_PATH}/auth-failures"
    response = api.post(path, json_body={"max": 3, "address": "203.0.113.7; junk"})
    try:
        api.expect_error(response, "invalid_request", "set_auth_failure_limit names IP addresses")
    finally:
        if response.status_code == 200:
            api.post(path, json_body={"max": None, "address": "203.0.113.7; junk"})
    prefix = spec.facts.auth_failure_limit.client_bucket("2001:db8::7")
    response = api.post(path, json_body={"max": None, "address": "2001:db8::7"})
    body = api.expect_status(response, 200, "set_auth_failure_limit answers the address")
    if body.get("address") != prefix:
        api.fail(response, f"set_auth_failure_limit names an IPv6 address by its prefix {prefix}")
