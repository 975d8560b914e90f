"""Faults of the limits issue 28 left open: the failed-authentication limit per client address
(`x-auth-failure-limit`) and the short-link and User Profile limits reached through the test
control's seeds (`x-limits`).

Each wrapper registers into `faults.FAULTS` through the same `fault` decorator, and is
reachable as `tests.contract_power.faults:NAME` (the registry module looks names up here), so
the proof runs them like every other fault. Most rewrite one exchange at the HTTP level; the
address faults change the client address the server sees (the ASGI scope's `client`).
"""

from __future__ import annotations

from typing import Any

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults import (
    API_KEY,
    SPEC,
    ASGIApp,
    Call,
    Receive,
    Request,
    Response,
    Scope,
    Send,
    exchange,
    fault,
)

AUTH_RULES_TEST = "test_failed_authentications_are_limited_per_address"
THROTTLED = SPEC.facts.auth_failure_limit.error_code


def _code(response: Response) -> Any:
    body = response.json()
    return body.get("code") if isinstance(body, dict) else None


# --- x-auth-failure-limit -------------------------------------------------------------------------
@fault(AUTH_RULES_TEST, "answered 429 with code auth_failures_throttled")
@exchange
async def auth_failures_never_refused(request: Request, call: Call) -> Response:
    """Wrong keys are never refused for their number: the 429 becomes the usual 401."""
    response = await call(request)
    if _code(response) == THROTTLED:
        entry = SPEC.facts.catalogue[ErrorCode.INVALID_API_KEY]
        body = {"status": "error", "code": entry.code, "message": entry.message}
        response = response.with_json(body, entry.status).with_header("retry-after", None)
    return response


@fault(AUTH_RULES_TEST, "carries Retry-After")
@exchange
async def auth_failures_without_retry_after(request: Request, call: Call) -> Response:
    """The 429 for failed authentications has no Retry-After header."""
    response = await call(request)
    if _code(response) == THROTTLED:
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
    if _code(response) == ErrorCode.UNKNOWN_PROFILE_KEY:
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


# --- x-limits reached through the test control's seeds --------------------------------------------
LINK_RULES_TEST = "test_short_link_limit_crossed"
PROFILE_RULES_TEST = "test_profile_limit_crossed"


def _is(request: Request, method: str, operation_id: str) -> bool:
    operation = SPEC.operation(operation_id)
    return request.method.upper() == method and request.path == operation.path


@fault(LINK_RULES_TEST, "short_link_limit_reached")
@exchange
async def short_link_limit_not_enforced(request: Request, call: Call) -> Response:
    """A profile at x-limits.shortLinksPerProfile still gets a short link (answered as made)."""
    response = await call(request)
    if (
        _is(request, "POST", "create_link")
        and _code(response) == ErrorCode.SHORT_LINK_LIMIT_REACHED
    ):
        body = request.json() or {}
        made = {
            "status": "success",
            "id": "Zz9Zz9Z",
            "shortUrl": "https://short.contract.test/Zz9Zz9Z",
            "originalUrl": body.get("url", ""),
            "created": "2026-11-26T00:00:00Z",
        }
        response = response.with_json(made, 200)
    return response


@fault(LINK_RULES_TEST, "code short_link_limit_reached")
@exchange
async def short_link_limit_wrong_code(request: Request, call: Call) -> Response:
    """The short-link limit is answered with the generic invalid_request code."""
    response = await call(request)
    if _code(response) == ErrorCode.SHORT_LINK_LIMIT_REACHED:
        entry = SPEC.facts.catalogue[ErrorCode.INVALID_REQUEST]
        body = {"status": "error", "code": entry.code, "message": entry.message}
        response = response.with_json(body, entry.status)
    return response


@fault(LINK_RULES_TEST, "below x-limits.shortLinksPerProfile may create a short link")
def short_link_limit_one_early(app: ASGIApp) -> ASGIApp:
    """create_link counts one link more than the profile keeps: it refuses the last one the
    limit allows (the seeds count right, as a client sees the profile)."""
    from reference_server.rules import links
    from reference_server.store.links import LinkRecords

    class OneMore(LinkRecords):
        @staticmethod
        def count_of_profile(db: Any, profile_id: int) -> int:
            return LinkRecords.count_of_profile(db, profile_id) + 1

    links.RECORDS = OneMore()
    return app


@fault(PROFILE_RULES_TEST, "profile_limit_reached")
@exchange
async def profile_limit_not_enforced(request: Request, call: Call) -> Response:
    """An account at x-limits.profilesPerAccount still gets a User Profile (answered as made)."""
    response = await call(request)
    if (
        _is(request, "POST", "create_profile")
        and _code(response) == ErrorCode.PROFILE_LIMIT_REACHED
    ):
        body = request.json() or {}
        made = {"title": body.get("title", ""), "refId": "0" * 32, "profileKey": "PK-CONTRACT-0"}
        response = response.with_json(made, 200)
    return response


@fault(PROFILE_RULES_TEST, "below x-limits.profilesPerAccount may create a User Profile")
def profile_limit_one_early(app: ASGIApp) -> ASGIApp:
    """create_profile counts one User Profile more than the account keeps: it refuses the last
    one the limit allows (the seeds count right)."""
    from reference_server.store.records import Store

    counted = Store.count_user_profiles
    Store.count_user_profiles = lambda self: counted(self) + 1  # type: ignore[method-assign]
    return app


__all__ = [
    "auth_failures_confirm_right_key",
    "auth_failures_count_missing_keys",
    "auth_failures_count_unknown_profile_keys",
    "auth_failures_never_refused",
    "auth_failures_one_address_for_all",
    "auth_failures_without_retry_after",
    "profile_limit_not_enforced",
    "profile_limit_one_early",
    "short_link_limit_not_enforced",
    "short_link_limit_one_early",
    "short_link_limit_wrong_code",
]
