"""Faults the rules of `contract_tests/test_rules_auth.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import (
    API_KEY,
    Call,
    Request,
    Response,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import fault


@fault("test_missing_key_refused and list_media", "missing_api_key")
@exchange
async def auth_bypass(request: Request, call: Call) -> Response:
    """Requests without Authorization are served as if the API key had been sent."""
    if request.header("authorization") is None:
        request = request.with_header("authorization", f"Bearer {API_KEY}")
    return await call(request)


@fault("test_profile_key_in_place", "Profile Key sent in place")
@exchange
async def profile_key_as_api_key(request: Request, call: Call) -> Response:
    """A Profile Key sent in place of the API key is accepted (acts for that profile)."""
    auth = request.header("authorization") or ""
    token = auth.removeprefix("Bearer ").strip()
    if token.startswith("PK-"):
        request = request.with_header("authorization", f"Bearer {API_KEY}")
        request = request.with_header("profile-key", token)
    return await call(request)


@fault("test_unknown_profile_key", "unknown Profile-Key")
@exchange
async def unknown_profile_key_accepted(request: Request, call: Call) -> Response:
    """An unknown Profile-Key falls back to the Primary Profile instead of code 104."""
    response = await call(request)
    if error_code(response) == ErrorCode.UNKNOWN_PROFILE_KEY:
        response = await call(request.with_header("profile-key", None))
    return response


@fault("test_unknown_key_refused and list_media", "invalid_api_key")
@exchange
async def any_bearer_token_accepted(request: Request, call: Call) -> Response:
    """Authorization is only checked to be present: any Bearer token acts as the account's API
    key (an unknown key is not refused with code 102)."""
    token = (request.header("authorization") or "").removeprefix("Bearer ").strip()
    if token and token != API_KEY and not token.startswith("PK-"):
        request = request.with_header("authorization", f"Bearer {API_KEY}")
    return await call(request)


#: Answers to a Profile-Key, kept as a cache that deleting the profile does not clear:
#: (Profile-Key, method, path) -> the last successful answer.
_ANSWERED: dict[tuple[str, str, str], Response] = {}


@fault("test_revoked_profile_key_refused", "a deleted profile's key is revoked at once")
@exchange
async def deleted_profile_key_cached(request: Request, call: Call) -> Response:
    """A deleted profile's key keeps its cached answers: a GET it made before the profile was
    deleted is answered as before instead of code 104."""
    response = await call(request)
    key = request.header("profile-key")
    if key is None or request.method != "GET":
        return response
    cached = (key, request.method, request.path)
    if response.status == 200:
        _ANSWERED[cached] = response
    elif error_code(response) == ErrorCode.UNKNOWN_PROFILE_KEY and cached in _ANSWERED:
        response = _ANSWERED[cached]
    return response


@fault("test_plain_http_client_sees_json_errors", "a request without Authorization is refused")
@exchange
async def plain_text_errors_unless_json_asked(request: Request, call: Call) -> Response:
    """Errors are JSON only for a client that asks for application/json: one that sends no
    Accept header (or ``*/*``, as plain HTTP clients do) gets the error's message as plain
    text, not the JSON Error body."""
    response = await call(request)
    if "application/json" not in (request.header("accept") or "") and response.status >= 400:
        message = str((response.json() or {}).get("message", "error"))
        headers = [
            (k, v)
            for k, v in response.headers
            if k.lower() not in ("content-type", "content-encoding")
        ]
        response = Response(
            response.status,
            [*headers, ("content-type", "text/plain; charset=utf-8")],
            message.encode(),
        )
    return response
