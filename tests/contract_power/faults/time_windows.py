"""Faults the rules of `contract_tests/test_rules_time_windows.py` must catch: request and
failed-authentication windows that end a second early or never, counts carried into a new
window, sunsets a second early, and an auto-response that ignores its wait.

All work over HTTP: the clock shifts of `shapes.judged_at` (the control's `set_clock`
around the picked requests), or answers rewritten as the catalogue's refusal, with the state a
wrapper keeps of what it saw (which profile or address was refused, which conversation was
answered).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any
from urllib.parse import parse_qsl

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import catalogued_refusal
from tests.contract_power.faults.exchange import (
    API_KEY,
    SPEC,
    Call,
    Request,
    Response,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    declare,
    judged_at,
    on,
    refreshed_at_once,
    refusal_accepted,
    shifted,
    succeeded,
)

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


_RIGHT_KEY_SEEN: list[str] = []


def _right_key_again(request: Request) -> bool:
    """A request with the right key after the first one since the last failed authentication
    (that one answers the window's start as it is)."""
    if _api(request) and request.header("authorization") not in (None, f"Bearer {API_KEY}"):
        _RIGHT_KEY_SEEN.clear()  # a failure: a window may start
        return False
    if not _right_key(request):
        return False
    _RIGHT_KEY_SEEN.append(request.path)
    return len(_RIGHT_KEY_SEEN) > 1


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
def _posts_to(operation_id: OperationId) -> Callable[[Request], bool]:
    path = SPEC.operation(operation_id).path
    return lambda request: request.method == "POST" and request.path == path


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


# --- counts of a calendar month and of a profile ------------------------------------------------
LOOKUPS_PATH = SPEC.operation(OperationId.GET_USER_LOOKUPS).path


_reads_lookups = on("GET", LOOKUPS_PATH)


_LOOKUPS_SEEN: dict[str, dict[str, Any]] = {}


@fault("test_user_lookups_counted_per_calendar_month", "looked up last month, is still listed")
@exchange
async def lookups_never_reset(request: Request, call: Call) -> Response:
    """The user lookups list every X user ever looked up, not only this month's."""
    response = await call(request)
    body = response.json()
    if not _reads_lookups(request) or not isinstance(body, dict):
        return response
    for entry in body.get("x") or []:
        if isinstance(entry, dict):
            _LOOKUPS_SEEN.setdefault(str(entry.get("userName")), entry)
    names = {str(e.get("userName")) for e in body.get("x") or [] if isinstance(e, dict)}
    extra = [e for name, e in _LOOKUPS_SEEN.items() if name not in names]
    return response.with_json({**body, "x": [*(body.get("x") or []), *extra]})


PAGE_PATH = SPEC.operation(OperationId.OPEN_LINKING_PAGE).path
SESSION_PATH = SPEC.operation(OperationId.CREATE_LINK_SESSION).path
KEEP = int(SPEC.facts.limits.raw["linkSessionsKeptPerProfile"])
#: The page tokens of the sessions opened, oldest first, by profileKey.
_SESSIONS: dict[str, list[str]] = {}


def _page_token(query: list[tuple[str, str]]) -> str | None:
    return next((v for _, v in query if v.count(".") == 2), None)


@fault("test_link_sessions_kept_per_profile", "revoked sessions are kept (501)")
@exchange
async def link_sessions_kept_one_fewer(request: Request, call: Call) -> Response:
    """A profile remembers one revoked linking session fewer than linkSessionsKeptPerProfile:
    the oldest kept one's page answers 502."""
    response = await call(request)
    body, sent = response.json(), request.json()
    if request.method == "POST" and request.path == SESSION_PATH and isinstance(body, dict):
        url = str(body.get("url", ""))
        token = _page_token(parse_qsl(url.partition("?")[2]))
        if isinstance(sent, dict) and token is not None:
            _SESSIONS.setdefault(str(sent.get("profileKey")), []).append(token)
    token = _page_token(request.query) if request.path == PAGE_PATH else None
    for tokens in _SESSIONS.values():
        if token in tokens and len(tokens) - 1 - tokens.index(token) == KEEP:
            return catalogued_refusal(response, ErrorCode.LINK_SESSION_NOT_FOUND)
    return response


@fault("test_link_sessions_kept_per_profile", "an older one is forgotten (502)")
@exchange
async def link_sessions_kept_forever(request: Request, call: Call) -> Response:
    """Every revoked linking session is remembered: a forgotten one's page answers 501."""
    response = await call(request)
    if request.path == PAGE_PATH and error_code(response) == ErrorCode.LINK_SESSION_NOT_FOUND:
        return catalogued_refusal(response, ErrorCode.LINK_SESSION_REVOKED)
    return response


# --- a network's rolling update limit ------------------------------------------------------------
UPDATE_OPERATION = SPEC.operation(OperationId.UPDATE_NETWORK_ACCOUNT)
UPDATE_LIMITS = UPDATE_OPERATION.raw["x-update-limits"]


def _update_window_shifted(name: str, doc: str, seconds: int, rule: str) -> Any:
    """The fault ``name``: once a limited field has been updated `maxUpdates` times (as the
    wrapper saw), its later updates are judged ``seconds`` later."""
    done: dict[tuple[str | None, str], int] = {}

    async def update(request: Request, call: Call) -> Response:
        body = request.json()
        prefix = UPDATE_OPERATION.path.split("{")[0]
        if request.method != "PATCH" or not request.path.startswith(prefix):
            return await call(request)
        fields = [f for f in UPDATE_LIMITS if isinstance(body, dict) and f in body]
        keys = [(request.header("profile-key"), f) for f in fields]
        full = any(done.get(k, 0) >= int(UPDATE_LIMITS[k[1]]["maxUpdates"]) for k in keys)
        response = await (shifted(call, request, seconds) if full else call(request))
        if response.status == 200:
            for key in keys:
                done[key] = done.get(key, 0) + 1
        return response

    update.__name__ = update.__qualname__ = name
    update.__doc__ = doc
    return fault("test_network_update_limit_rolling_window", rule)(exchange(update))


network_update_window_one_second_short = _update_window_shifted(
    "network_update_window_one_second_short",
    "A limited field's rolling window ends one second early.",
    1,
    "refused until the window's last second",
)

network_update_window_one_second_long = _update_window_shifted(
    "network_update_window_one_second_long",
    "A limited field's rolling window ends one second late.",
    -1,
    "accepted once the first updates are windowSeconds old",
)


@fault("test_network_update_limit_rolling_window", "refused until the window's last second")
@refusal_accepted(
    ErrorCode.NETWORK_UPDATE_LIMIT, {"status": "success", "gmb": {"status": "success", "data": {}}}
)
def network_update_limit_ignored() -> None:
    """A limited field of the network account is updated however often."""


# --- refresh times ------------------------------------------------------------------------------
_TIMED = [op for op in SPEC.operations if "x-refresh-seconds" in op.raw]


@fault("test_refresh_times_follow_the_clock", "lastUpdated is the service clock")
@exchange
async def refresh_times_stale(request: Request, call: Call) -> Response:
    """The operations with x-refresh-seconds answer the times of a read a minute before (a
    cache that does not say when it was filled)."""
    response = await call(request)
    body = response.json()
    timed = any(
        request.method == op.method.upper() and _matches(op.path, request.path) for op in _TIMED
    )
    if timed and isinstance(body, dict) and "lastUpdated" in body and "nextUpdate" in body:
        earlier = {
            key: format_timestamp(parse_timestamp(str(body[key])) - timedelta(minutes=1))
            for key in ("lastUpdated", "nextUpdate")
        }
        response = response.with_json({**body, **earlier})
    return response


def _matches(template: str, path: str) -> bool:
    """Whether ``path`` is an instance of the path ``template`` (`{name}` one segment)."""
    parts, wanted = path.split("/"), template.split("/")
    return len(parts) == len(wanted) and all(
        w.startswith("{") or w == p for w, p in zip(wanted, parts, strict=True)
    )


# --- a webhook secret's rotation window ----------------------------------------------------------
def _secret_changes(seen: dict[tuple[str | None, str], str]) -> Callable[[Request], bool]:
    """Picks a registration that gives a hook registered before another secret (a rotation
    starts), remembering each hook's secret in ``seen``."""
    path = SPEC.operation(OperationId.REGISTER_WEBHOOK).path

    def picks(request: Request) -> bool:
        body = request.json()
        if request.method != "POST" or request.path != path or not isinstance(body, dict):
            return False
        key = (request.header("profile-key"), str(body.get("action")))
        secret, before = body.get("secret"), seen.get(key)
        if isinstance(secret, str):
            seen[key] = secret
        return before is not None and isinstance(secret, str) and secret != before

    return picks


@fault("test_auth_failure_window_ends_after_window_seconds", "Retry-After is the whole seconds")
@exchange
async def auth_retry_after_off_by_one(request: Request, call: Call) -> Response:
    """A throttled address's Retry-After counts one second more than is left."""
    response = await call(request)
    retry = response.header("retry-after")
    if error_code(response) == THROTTLED and retry is not None and retry.isdigit():
        response = response.with_header("retry-after", str(int(retry) + 1))
    return response


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("auth_window_one_second_short",
     ("test_auth_failure_window_ends_after_window_seconds", "ends: its last second"),
     judged_at(1, _right_key_again),
     "An address's failed-authentication window ends one second early (requests with the right "
     "key, after the first since a failure, are judged one second later)."),
    ("x_headers_required_one_second_early",
     ("test_sunsets_to_the_second", "one second before x-sunset.requiredFrom the X headers"),
     judged_at(1, _posts_to(OperationId.CREATE_POST)),
     "The X own-credential headers are required from one second before x-sunset.requiredFrom."),
    ("action_sunset_one_second_early",
     ("test_sunsets_to_the_second", "is accepted until one second before"),
     judged_at(1, _posts_to(OperationId.REGISTER_WEBHOOK)),
     "A retired webhook action is refused from one second before its x-sunset.unavailableFrom."),
    ("auto_response_wait_one_second_short",
     ("test_auto_response_waits_its_seconds", "one second before the wait ended"),
     judged_at(1, lambda request: _again(_WROTE_SHORT, request)),
     "The auto-response's wait ends one second early (a correspondent's later messages are "
     "received one second later by the server's clock)."),
    ("auto_response_only_once",
     ("test_auto_response_waits_its_seconds", "none came once the wait had passed"),
     judged_at(-366 * 86400, lambda request: _again(_WROTE_ONCE, request)),
     "A conversation gets one auto-response only (a correspondent's later messages are "
     "received a year earlier by the server's clock, always within the wait)."),
    ("lookups_month_ends_one_second_early",
     ("test_user_lookups_counted_per_calendar_month", "is gone on the 30th"),
     judged_at(1, _reads_lookups),
     "The user lookups of a month are forgotten one second before the month ends."),
    ("rotation_ends_one_second_early",
     ("test_secret_rotation_window_to_the_second", "in its last second both secrets sign"),
     judged_at(-1, _secret_changes({})),
     "A secret rotation ends one second before rotationWindowSeconds (it starts a second "
     "before the new secret was registered)."),
    ("rotation_one_second_long",
     ("test_secret_rotation_window_to_the_second", "at its end only the new secret signs"),
     judged_at(1, _secret_changes({})),
     "A secret rotation lasts one second longer than rotationWindowSeconds."),
    ("profile_list_refreshed_at_once",
     ("test_refresh_times_follow_the_clock",
      "list_profiles: lastUpdated is the service clock, nextUpdate"),
     answer_rewritten(on("GET", "/profiles"), refreshed_at_once, status=succeeded),
     "list_profiles answers `nextUpdate` equal to `lastUpdated` (no refresh interval)."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
