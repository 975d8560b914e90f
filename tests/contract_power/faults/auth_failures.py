"""Faults the rules of `contract_tests/test_rules_auth_failures.py` must catch: the failed-
authentication limit per client address (`x-auth-failure-limit`). Most rewrite one exchange;
the address faults change the client address the server sees (the ASGI scope's `client`)."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import catalogued_refusal
from tests.contract_power.faults.exchange import (
    API_KEY,
    SPEC,
    ASGIApp,
    Call,
    Receive,
    Request,
    Response,
    Scope,
    Send,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import answer_rewritten, on, refusal_accepted

AUTH_RULES_TEST = "test_failed_authentications_are_limited_per_address"
THROTTLED = SPEC.facts.auth_failure_limit.error_code


# --- x-auth-failure-limit -------------------------------------------------------------------------
@fault(AUTH_RULES_TEST, "answered 429 with code auth_failures_throttled")
@exchange
async def auth_failures_never_refused(request: Request, call: Call) -> Response:
    """Wrong keys are never refused for their number: the 429 becomes the usual 401."""
    response = await call(request)
    if error_code(response) == THROTTLED:
        response = catalogued_refusal(response, ErrorCode.INVALID_API_KEY).with_header(
            "retry-after", None
        )
    return response


@fault(AUTH_RULES_TEST, "carries Retry-After")
@exchange
async def auth_failures_without_retry_after(request: Request, call: Call) -> Response:
    """The 429 for failed authentications has no Retry-After header."""
    response = await call(request)
    if error_code(response) == THROTTLED:
        response = response.with_header("retry-after", None)
    return response


@fault(AUTH_RULES_TEST, "a request without credentials, or with the right API key")
@exchange
async def auth_failures_count_missing_keys(request: Request, call: Call) -> Response:
    """A request without Authorization is counted as a failed authentication (the wrapper
    sends the server a wrong key first, then answers the request as sent)."""
    if request.header("authorization") is None and not request.path.startswith("/_sandbox"):
        await call(request.with_header("authorization", "Bearer counted-as-a-failure"))
    return await call(request)


@fault(AUTH_RULES_TEST, "with the right API key and an unknown Profile-Key, is not")
@exchange
async def auth_failures_count_unknown_profile_keys(request: Request, call: Call) -> Response:
    """An unknown Profile-Key sent with the right API key is counted as a failed
    authentication of the address (the wrapper sends the server a wrong key as well)."""
    response = await call(request)
    if error_code(response) == ErrorCode.UNKNOWN_PROFILE_KEY:
        await call(request.with_header("authorization", "Bearer counted-as-a-failure"))
    return response


def _with_client(scope: Scope, host: str) -> Scope:
    port = (scope.get("client") or ("", 0))[1]
    return {**scope, "client": (host, port)}


@fault(AUTH_RULES_TEST, "never refuse another address's legitimate key")
def auth_failures_one_address_for_all(app: ASGIApp) -> ASGIApp:
    """Every client counts as one address: one client's failures refuse everyone."""

    async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            scope = _with_client(scope, "198.51.100.1")
        await app(scope, receive, send)

    return wrapped


@fault(AUTH_RULES_TEST, "so a guess cannot be confirmed")
def auth_failures_confirm_right_key(app: ASGIApp) -> ASGIApp:
    """A refused address's right API key is still served (judged as another address), so a
    guesser learns which guess was right."""
    right = f"Bearer {API_KEY}".encode("latin-1")

    async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and not scope["path"].startswith("/_sandbox"):
            headers = dict(scope["headers"])
            if headers.get(b"authorization") == right and b"profile-key" not in headers:
                scope = _with_client(scope, "192.0.2.1")
        await app(scope, receive, send)

    return wrapped


@fault(AUTH_RULES_TEST, "the control cannot confirm a guess")
def auth_failures_control_confirms_right_key(app: ASGIApp) -> ASGIApp:
    """The test control's status answers a refused address's right API key (judged as another
    address), so a guesser learns there which guess was right."""
    right = f"Bearer {API_KEY}".encode("latin-1")

    async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
        status = scope["type"] == "http" and (scope["method"], scope["path"]) == (
            "GET",
            "/_sandbox",
        )
        if status and dict(scope["headers"]).get(b"authorization") == right:
            scope = _with_client(scope, "192.0.2.1")
        await app(scope, receive, send)

    return wrapped


@fault(AUTH_RULES_TEST, "a wrong key sent to the test control counts")
@exchange
async def auth_failures_control_not_counted(request: Request, call: Call) -> Response:
    """The test control refuses a wrong key itself (401) without counting it as a failed
    authentication."""
    bearer = request.header("authorization")
    if (
        request.path.startswith("/_sandbox")
        and bearer is not None
        and bearer != f"Bearer {API_KEY}"
    ):
        return catalogued_refusal(Response(status=401), ErrorCode.INVALID_API_KEY)
    return await call(request)


_NAMES = "test_auth_failure_control_names_ip_addresses"


@fault(_NAMES, "set_auth_failure_limit names IP addresses")
@refusal_accepted(
    ErrorCode.INVALID_REQUEST,
    lambda request: {"address": str((request.json() or {}).get("address")), "max": 3},
    where=on("POST", "/_sandbox/auth-failures"),
)
def auth_failure_control_names_anything() -> None:
    """set_auth_failure_limit takes any text as an address."""


@fault(_NAMES, "names an IPv6 address by its prefix")
@answer_rewritten(on("POST", "/_sandbox/auth-failures"), lambda b: {**b, "address": "2001:db8::7"})
def auth_failure_control_ipv6_unbucketed() -> None:
    """set_auth_failure_limit answers an IPv6 address as sent, not as its prefix."""
