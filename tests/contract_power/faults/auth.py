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
