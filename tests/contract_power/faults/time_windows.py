"""Faults the rules of `contract_tests/test_rules_time_windows.py` must catch: request and
failed-authentication windows that end a second early or never, counts carried into a new
window, sunsets a second early, and an auto-response that ignores its wait.

All work over HTTP: the clock shifts of `time_limits.judged_at` (the control's `set_clock`
around the picked requests), or answers rewritten as the catalogue's refusal, with the state a
wrapper keeps of what it saw (which profile or address was refused, which conversation was
answered).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import catalogued_refusal
from tests.contract_power.faults.exchange import (
    API_KEY,
    SPEC,
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.time_limits import judged_at, shifted

SANDBOX_PREFIX = "/_sandbox"
RATE = SPEC.facts.rate_limit
THROTTLED = ErrorCode(SPEC.facts.auth_failure_limit.error_code)
#: Profiles (by Profile-Key, None for the Primary Profile) refused 429 since their limit was
#: last set, per wrapper.
_LIMITED: dict[str, set[str | None]] = {}


def _api(request: Request) -> bool:
    return not request.path.startswith(SANDBOX_PREFIX)


def _limited(name: str, request: Request, response: Response | None = None) -> bool:
    """Whether the request's profile was refused 429 (code rate_limited) since its limit was
    set; records a refusal ``response`` and forgets the profile when its limit is set."""
    seen = _LIMITED.setdefault(name, set())
    profile = request.header("profile-key")
    if request.path == f"{SANDBOX_PREFIX}/rate-limit":
        seen.discard(profile)
        return False
    if response is not None and response.status == 429:
        body = response.json()
        if isinstance(body, dict) and body.get("code") == RATE.error_code:
            seen.add(profile)
    return profile in seen


# --- the request window of x-rate-limit ---------------------------------------------------------
@fault("test_rate_limit_window_ends_after_window_seconds", "ends: its last second")
@exchange
async def rate_window_one_second_short(request: Request, call: Call) -> Response:
    """A profile's request window ends one second early: once refused, its requests are
    judged one second later."""
    name = "rate_window_one_second_short"
    if _api(request) and _limited(name, request):
        response = await shifted(call, request, 1)
    else:
        response = await call(request)
    _limited(name, request, response)
    return response


@fault("test_rate_limit_window_ends_after_window_seconds", "ends: then served")
@exchange
async def rate_window_never_renewed(request: Request, call: Call) -> Response:
    """A profile once refused for its rate limit stays refused (until its limit is set again)."""
    name = "rate_window_never_renewed"
    limited = _api(request) and _limited(name, request)
    response = await call(request)
    if limited:
        response = catalogued_refusal(response, ErrorCode.RATE_LIMITED)
    _limited(name, request, response)
    return response


@fault("test_rate_limit_window_ends_after_window_seconds", "has x-ratelimit-count 1")
@exchange
async def rate_window_count_carried(request: Request, call: Call) -> Response:
    """The first request of a new window reports the count of the one before plus one."""
    name = "rate_window_count_carried"
    limited = _api(request) and _limited(name, request)
    response = await call(request)
    if limited and response.status == 200 and response.header(RATE.count_header) == "1":
        response = response.with_header(RATE.count_header, "3")
    _limited(name, request, response)
    return response


# --- the failed-authentication window of x-auth-failure-limit -----------------------------------
def _right_key(request: Request) -> bool:
    return _api(request) and request.header("authorization") == f"Bearer {API_KEY}"


auth_window_one_second_short = judged_at(
    "auth_window_one_second_short",
    "An address's failed-authentication window ends one second early (requests with the right "
    "key are judged one second later).",
    1,
    _right_key,
    caught_by=fault("test_auth_failure_window_ends_after_window_seconds", "ends: its last second"),
)

_THROTTLED_SEEN: set[str] = set()


@fault("test_auth_failure_window_ends_after_window_seconds", "ends: then served")
@exchange
async def auth_window_never_ends(request: Request, call: Call) -> Response:
    """Once an address has been throttled, every request with credentials is refused (until a
    limit is set through the control)."""
    if request.path == f"{SANDBOX_PREFIX}/auth-failures":
        _THROTTLED_SEEN.clear()
        return await call(request)
    response = await call(request)
    if not _api(request) or request.header("authorization") is None:
        return response
    body = response.json()
    if isinstance(body, dict) and body.get("code") == THROTTLED:
        _THROTTLED_SEEN.add("seen")
    if _THROTTLED_SEEN:
        return catalogued_refusal(response, THROTTLED)
    return response


# --- x-sunset dates -----------------------------------------------------------------------------
def _posts_to(operation_id: str) -> Callable[[Request], bool]:
    path = SPEC.operation(operation_id).path
    return lambda request: request.method == "POST" and request.path == path


x_headers_required_one_second_early = judged_at(
    "x_headers_required_one_second_early",
    "The X own-credential headers are required from one second before x-sunset.requiredFrom.",
    1,
    _posts_to("create_post"),
    caught_by=fault(
        "test_sunsets_to_the_second", "one second before x-sunset.requiredFrom the X headers"
    ),
)

action_sunset_one_second_early = judged_at(
    "action_sunset_one_second_early",
    "A retired webhook action is refused from one second before its x-sunset.unavailableFrom.",
    1,
    _posts_to("register_webhook"),
    caught_by=fault("test_sunsets_to_the_second", "is accepted until one second before"),
)


# --- the auto-response's wait -------------------------------------------------------------------
def _again(state: set[Any], request: Request) -> bool:
    """Whether the request injects a message from a correspondent who wrote before (each
    wrapper keeps its own ``state``)."""
    body = request.json()
    if request.method != "POST" or request.path != f"{SANDBOX_PREFIX}/messages":
        return False
    if not isinstance(body, dict):
        return False
    key = (request.header("profile-key"), body.get("platform"), body.get("senderId"))
    again = key in state
    state.add(key)
    return again


_WROTE_SHORT: set[Any] = set()
_WROTE_ONCE: set[Any] = set()

auto_response_wait_one_second_short = judged_at(
    "auto_response_wait_one_second_short",
    "The auto-response's wait ends one second early (a correspondent's later messages are "
    "received one second later by the server's clock).",
    1,
    lambda request: _again(_WROTE_SHORT, request),
    caught_by=fault("test_auto_response_waits_its_seconds", "one second before the wait ended"),
)

auto_response_only_once = judged_at(
    "auto_response_only_once",
    "A conversation gets one auto-response only (a correspondent's later messages are received "
    "a year earlier by the server's clock, always within the wait).",
    -366 * 86400,
    lambda request: _again(_WROTE_ONCE, request),
    caught_by=fault("test_auto_response_waits_its_seconds", "none came once the wait had passed"),
)
