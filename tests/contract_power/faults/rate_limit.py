"""Faults the rules of `contract_tests/test_rules_rate_limit.py`, `test_rules_suspension.py` and
the rate-limit and suspension refusals of `test_rules_declared_codes.py` must catch."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from reference_server.seams import RuleDecisions, SuspensionRules
from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import (
    RATE,
    asks,
    catalogued_refusal,
    change_events,
    with_seams,
)
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    Shape,
    answer_headers_dropped,
    body_rewritten,
    declare,
    on,
    refusal_accepted,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts


@fault("test_answers_carry_rate_limit_headers", f"the {RATE.max_header} header is missing")
@answer_headers_dropped(lambda request: True, RATE.max_header, RATE.count_header)
def rate_limit_headers_missing() -> None:
    """Answers carry no rate-limit headers."""


@fault("test_answers_carry_rate_limit_headers", "increases with each request")
@exchange
async def rate_limit_count_frozen(request: Request, call: Call) -> Response:
    """x-ratelimit-count is always 1, whatever the requests used."""
    response = await call(request)
    if response.header(RATE.count_header) is not None:
        response = response.with_header(RATE.count_header, "1")
    return response


@fault("test_over_the_limit_answers_429", "answered 429")
@exchange
async def rate_limit_never_enforced(request: Request, call: Call) -> Response:
    """Requests over the limit are served anyway (the 429 becomes a 200)."""
    response = await call(request)
    if response.status == 429:
        response = response.with_header("retry-after", None).with_json({}, status=200)
    return response


@fault("test_over_the_limit_answers_429", "(rate_limited), got")
@exchange
async def rate_limit_wrong_code(request: Request, call: Call) -> Response:
    """A 429 carries the generic code of an invalid request instead of rate_limited."""
    response = await call(request)
    if response.status == 429:
        response = response.with_json({**response.json(), "code": int(ErrorCode.INVALID_REQUEST)})
    return response


@fault("test_over_the_limit_answers_429", "the body is not JSON")
@exchange
async def rate_limit_plain_text(request: Request, call: Call) -> Response:
    """A 429 answers with a plain-text body instead of the Error shape."""
    response = await call(request)
    if response.status == 429:
        response = replace(response, body=b"Too Many Requests")
        response = response.with_header("content-type", "text/plain")
        response = response.with_header("content-encoding", None)
    return response


@fault("test_rate_limited_on_primary_only_operations", "list_profiles: a rate_limited answer")
@answer_headers_dropped(
    on("GET", "/profiles"), RATE.max_header, RATE.count_header, status=lambda status: status == 429
)
def rate_limit_headers_dropped_on_profiles_429() -> None:
    """list_profiles' 429 (Primary Profile only) carries no rate-limit headers."""


@fault(
    "test_rate_limited_on_primary_only_operations",
    "a limit set for one client address only leaves another address served",
)
@exchange
async def rate_limit_address_scope_ignored(request: Request, call: Call) -> Response:
    """set_rate_limit's callingAddressOnly is ignored: the limit holds for every address."""
    if request.method == "POST" and request.path == "/_sandbox/rate-limit":
        body = json.loads(request.body or b"{}")
        if isinstance(body, dict) and body.pop("callingAddressOnly", None):
            request = replace(request, body=json.dumps(body).encode())
    return await call(request)


# -- the suspension of a User Profile (x-rate-limit.suspension) ----------------------------------
SUSPENDED = int(ErrorCode.PROFILE_SUSPENDED)


@fault("test_suspension_count_and_end", "answered 403 with profile_suspended", parts=True)
def suspension_never(parts: ServerParts) -> ServerParts:
    """No count of 429 answers ever suspends a profile."""

    class Never(SuspensionRules):
        def suspends(self, refusals: int, after: int) -> bool:
            return False

    return with_seams(parts, suspension=Never())


@fault("test_suspension_count_and_end", "not before (429 answer 3 of 3)", parts=True)
def suspension_one_early(parts: ServerParts) -> ServerParts:
    """A profile is suspended by one 429 answer fewer than its count."""

    class OneEarly(SuspensionRules):
        def suspends(self, refusals: int, after: int) -> bool:
            return refusals >= after - 1

    return with_seams(parts, suspension=OneEarly())


@fault("test_suspension_count_and_end", "(at the end it is served)", parts=True)
def suspension_never_lifts(parts: ServerParts) -> ServerParts:
    """A suspension never ends (not within a thousand times its length)."""

    class NeverLifts(SuspensionRules):
        def suspension_end(self, reached_at: int, within_seconds: int) -> int:
            return reached_at + 1000 * within_seconds

    return with_seams(parts, suspension=NeverLifts())


@fault("test_suspension_count_and_end", "not before (one second before)", parts=True)
def suspension_lifts_early(parts: ServerParts) -> ServerParts:
    """A suspension ends one second before `withinHours` after the answer that reached the
    count."""

    class LiftsEarly(SuspensionRules):
        def suspension_end(self, reached_at: int, within_seconds: int) -> int:
            return reached_at + within_seconds - 1

    return with_seams(parts, suspension=LiftsEarly())


@fault("test_suspension_count_and_end", "expected HTTP 403 with code 182")
@exchange
async def suspension_wrong_status(request: Request, call: Call) -> Response:
    """A suspended profile's refusal is answered 429 (as the rate limit) with code 182."""
    response = await call(request)
    body = response.json()
    if response.status == 403 and isinstance(body, dict) and body.get("code") == SUSPENDED:
        response = response.with_json(body, status=429)
    return response


@fault("test_profile_suspended_on_every_operation", "expected error code 182")
@exchange
async def suspension_wrong_code(request: Request, call: Call) -> Response:
    """A suspended profile's refusal carries the code of an unknown Profile-Key (104)."""
    response = await call(request)
    body = response.json()
    if response.status == 403 and isinstance(body, dict) and body.get("code") == SUSPENDED:
        response = response.with_json({**body, "code": int(ErrorCode.UNKNOWN_PROFILE_KEY)})
    return response


@fault("test_profile_suspended_on_every_operation", "set_youtube_watermark: a suspended")
@refusal_accepted(SUSPENDED, {"status": "success"}, where=on("POST", "/post/youTubeWatermark"))
def suspension_skipped_on_watermark() -> None:
    """set_youtube_watermark answers a suspended profile's request as done (the check left out
    of one operation)."""


#: Writes refused for a suspension, by Profile-Key, that `suspension_write_deferred` carries out.
_DEFERRED: dict[str, list[Request]] = {}


@fault("test_suspension_count_and_end", "a request refused for a suspension is not carried out")
@exchange
async def suspension_write_deferred(request: Request, call: Call) -> Response:
    """A write refused for a suspension is kept and carried out once the profile is served
    again (answered 403, done later)."""
    key = request.header("profile-key") or ""
    response = await call(request)
    body = response.json()
    if isinstance(body, dict) and body.get("code") == SUSPENDED:
        if request.method != "GET":
            _DEFERRED.setdefault(key, []).append(request)
    elif key and response.status < 400 and not request.path.startswith("/_sandbox"):
        deferred = _DEFERRED.pop(key, [])
        for write in deferred:
            await call(write)
        if deferred:
            response = await call(request)
    return response


@fault("test_suspension_count_and_end", "list_profiles shows a suspended User Profile as suspended")
@exchange
async def suspension_not_listed(request: Request, call: Call) -> Response:
    """list_profiles shows every profile active, suspended or not."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", "/profiles") and isinstance(body, dict) and response.status == 200:
        shown = [
            {**{k: v for k, v in p.items() if k != "suspended"}, "status": "active"}
            for p in body.get("profiles", [])
        ]
        response = response.with_json({**body, "profiles": shown})
    return response


@fault("test_suspended_event_delivered", "nothing arrived within", parts=True)
def suspended_event_not_sent(parts: ServerParts) -> ServerParts:
    """A suspension sends no `suspended` event."""
    return change_events(parts, lambda event: None if event.get("action") == "suspended" else event)


@fault("test_suspended_event_delivered", "naming the hook and the profile", parts=True)
def suspended_event_wrong_profile(parts: ServerParts) -> ServerParts:
    """The `suspended` event names another profile (the Primary Profile's empty refId)."""
    return change_events(
        parts, lambda event: {**event, "refId": ""} if event.get("action") == "suspended" else event
    )


@fault("test_suspended_event_delivered", "records the suspended delivery")
@exchange
async def suspended_history_empty(request: Request, call: Call) -> Response:
    """get_webhook_history lists no `suspended` delivery."""
    response = await call(request)
    body = response.json()
    asked = dict(request.query).get("action") == "suspended"
    if asks(request, "GET", "/hook/history") and asked and isinstance(body, dict):
        response = response.with_json({**body, "suspended": []})
    return response


@fault("test_suspension_count_window", "(at withinHours the first is out)", parts=True)
def suspension_count_never_expires(parts: ServerParts) -> ServerParts:
    """A 429 answer counts towards a suspension for ever (a thousand times withinHours)."""

    class NeverExpires(SuspensionRules):
        def count_window(self, within_seconds: int) -> int:
            return 1000 * within_seconds

    return with_seams(parts, suspension=NeverExpires())


@fault("test_suspension_count_window", "(one second short of withinHours", parts=True)
def suspension_count_expires_early(parts: ServerParts) -> ServerParts:
    """A 429 answer stops counting towards a suspension one second before withinHours."""

    class ExpiresEarly(SuspensionRules):
        def count_window(self, within_seconds: int) -> int:
            return within_seconds - 1

    return with_seams(parts, suspension=ExpiresEarly())


@fault(
    "test_linking_page_not_in_api_window",
    "use none of the token's profile's API window",
    parts=True,
)
def linking_page_in_api_window(parts: ServerParts) -> ServerParts:
    """A linking-page load counts in its profile's API window (as the owner's own requests)."""

    class InApiWindow(RuleDecisions):
        def page_admission(self, limiter: Any, profile_id: int, client: str) -> Any:
            return limiter.admit(profile_id, client)

    return with_seams(parts, decisions=InApiWindow())


@fault("test_answers_before_a_profile_is_known_carry_no_headers", "carry no x-ratelimit")
@fault("test_generate_jwt_opens_the_page", "a refused token's answer carries no", variant="page")
@exchange
async def rate_limit_headers_before_a_profile(request: Request, call: Call) -> Response:
    """Answers given before a profile is known (401, 404) carry rate-limit headers."""
    response = await call(request)
    if response.status in (401, 404) and response.header(RATE.count_header) is None:
        response = response.with_header(RATE.max_header, "300").with_header(RATE.count_header, "1")
    return response


@fault("test_over_the_limit_answers_429", "the test control's requests are never counted")
@exchange
async def rate_limit_control_counted(request: Request, call: Call) -> Response:
    """The test control's requests acting for a profile are counted in its window (each
    reading of the control's state uses one request of the profile)."""
    if request.method == "GET" and request.path == "/_sandbox" and request.header("profile-key"):
        await call(replace(request, path="/media"))
    return await call(request)


_REFUSED_ONCE: list[str] = []


@fault("test_over_the_limit_answers_429", "each profile has a window of its own")
@exchange
async def rate_limit_window_shared(request: Request, call: Call) -> Response:
    """Once a profile is refused for its rate limit, the next API request of another profile
    is refused too (one window shared by the profiles)."""
    key, response = request.header("profile-key") or "", await call(request)
    if response.status == 429:
        _REFUSED_ONCE[:] = [key]
    elif _REFUSED_ONCE and _REFUSED_ONCE[0] != key and not request.path.startswith("/_sandbox"):
        return catalogued_refusal(response, ErrorCode.RATE_LIMITED)
    return response


# -- the control's suspension count ----------------------------------------------------------------
_CONTROL_LIMIT = "/_sandbox/rate-limit"
_LIFTS = "test_suspension_control_lifts_and_refuses"
_SUSPENDED_KEYS: set[str] = set()


def _setting_suspension(request: Request) -> bool:
    body = request.json()
    return (
        asks(request, "POST", _CONTROL_LIMIT)
        and isinstance(body, dict)
        and ("suspendAfter" in body)
    )


@fault(_LIFTS, "ends a suspension and starts a fresh count")
@exchange
async def suspension_kept_by_control(request: Request, call: Call) -> Response:
    """set_rate_limit with `suspendAfter` leaves a suspension in force."""
    key, response = request.header("profile-key") or "", await call(request)
    if not request.path.startswith("/_sandbox") and (
        key in _SUSPENDED_KEYS or error_code(response) == ErrorCode.PROFILE_SUSPENDED
    ):
        _SUSPENDED_KEYS.add(key)
        return catalogued_refusal(response, ErrorCode.PROFILE_SUSPENDED)
    return response


_REFUSALS_SINCE: dict[str, int] = {}


@fault(_LIFTS, "ends a suspension and starts a fresh count (sandbox.yaml) (429 answer 2)")
@exchange
async def suspension_count_kept_by_control(request: Request, call: Call) -> Response:
    """set_rate_limit with `suspendAfter` keeps the 429 answers counted before it."""
    key, body = request.header("profile-key") or "", request.json()
    if _setting_suspension(request) and isinstance(after := body.get("suspendAfter"), int):
        counted, _REFUSALS_SINCE[key] = _REFUSALS_SINCE.get(key, 0), 0
        request = request.with_json({**body, "suspendAfter": max(1, after - counted)})
    response = await call(request)
    if response.status == 429 and not request.path.startswith("/_sandbox"):
        _REFUSALS_SINCE[key] = _REFUSALS_SINCE.get(key, 0) + 1
    return response


@fault(_LIFTS, "refuses suspendAfter for the Primary Profile")
@refusal_accepted(
    ErrorCode.INVALID_REQUEST,
    {"max": 0, "suspendAfter": 1},
    where=lambda request: _setting_suspension(request) and request.header("profile-key") is None,
)
def suspension_set_for_primary() -> None:
    """set_rate_limit takes `suspendAfter` for the Primary Profile (answers it set)."""


@fault("test_unknown_profile_key_counts_in_the_primary_window", "counts in the Primary Profile's")
@exchange
async def unknown_profile_key_not_counted(request: Request, call: Call) -> Response:
    """A request with an unknown Profile-Key is refused (104) before any window counts it
    (the test control, never counted, tells the key unknown)."""
    if request.header("profile-key") is None or request.path.startswith("/_sandbox"):
        return await call(request)
    probe = await call(replace(request, method="GET", path="/_sandbox", query=[], body=b""))
    if error_code(probe) == ErrorCode.UNKNOWN_PROFILE_KEY:
        return catalogued_refusal(Response(status=403), ErrorCode.UNKNOWN_PROFILE_KEY)
    return await call(request)


def _read_as(sent: dict[str, Any], read: dict[str, Any]) -> Shape:
    """set_rate_limit reads the body ``sent`` as ``read`` instead of refusing it."""
    return body_rewritten(
        lambda r: asks(r, "POST", _CONTROL_LIMIT) and r.json() == sent, lambda _: read
    )


def _after(count: object) -> dict[str, Any]:
    return {"max": 0, "suspendAfter": count}


_BAD = "test_rate_limit_control_refuses_a_bad_limit and "
for _name, _test, _rule, _sent, _read in (
    ("rate_limit_control_negative_read", _BAD + "negative", "", {"max": -1}, {"max": 0}),
    ("rate_limit_control_text_read", _BAD + "text", "", {"max": "5"}, {"max": 5}),
    ("rate_limit_control_missing_read", _BAD + "no-max", "", {}, {"max": None}),
    ("rate_limit_control_unknown_field_read", _BAD + "unknown", "", {"max": 5, "x": 1}, {"max": 5}),
    ("suspend_after_zero_read", _LIFTS, " suspendAfter 0", _after(0), _after(1)),
    ("suspend_after_text_read", _LIFTS, " suspendAfter '2'", _after("2"), _after(2)),
):  # fmt: skip
    _doc = f"set_rate_limit reads {_sent} as {_read} instead of refusing it."
    _shape = _read_as(_sent, _read)
    declare(globals(), _name, _doc, _shape, fault(_test, f"set_rate_limit refuses{_rule}"))


@fault(_BAD + "negative", "a refused set_rate_limit changes nothing")
@exchange
async def rate_limit_control_refused_but_applied(request: Request, call: Call) -> Response:
    """set_rate_limit refuses a negative `max` (101) but applies a limit of 0 all the same."""
    if asks(request, "POST", _CONTROL_LIMIT) and request.json() == {"max": -1}:
        await call(request.with_json({"max": 0}))
        return catalogued_refusal(Response(400), ErrorCode.INVALID_REQUEST)
    return await call(request)
