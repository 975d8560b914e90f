"""Faults the rules of `contract_tests/test_rules_seeded_limits.py` must catch: the short-link
and User Profile limits (`x-limits`), reached through the test control's seeds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import LimitOneEarly, asks, catalogued_refusal, with_seams
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import on, refusal_accepted

if TYPE_CHECKING:
    from reference_server.parts import ServerParts

# --- x-limits reached through the test control's seeds --------------------------------------------
LINK_RULES_TEST = "test_short_link_limit_crossed"
PROFILE_RULES_TEST = "test_profile_limit_crossed"


def _link_made(request: Request) -> dict[str, Any]:
    body = request.json() or {}
    return {
        "status": "success",
        "id": "Zz9Zz9Z",
        "shortUrl": "https://short.contract.test/Zz9Zz9Z",
        "originalUrl": body.get("url", ""),
        "created": "2026-11-26T00:00:00Z",
    }


def _profile_made(request: Request) -> dict[str, Any]:
    body = request.json() or {}
    return {"title": body.get("title", ""), "refId": "0" * 32, "profileKey": "PK-CONTRACT-0"}


@fault(LINK_RULES_TEST, "short_link_limit_reached")
@refusal_accepted(
    ErrorCode.SHORT_LINK_LIMIT_REACHED,
    _link_made,
    where=lambda request: asks(request, "POST", SPEC.operation(OperationId.CREATE_LINK).path),
)
def short_link_limit_not_enforced() -> None:
    """A profile at x-limits.shortLinksPerProfile still gets a short link (answered as made)."""


@fault(LINK_RULES_TEST, "code short_link_limit_reached")
@exchange
async def short_link_limit_wrong_code(request: Request, call: Call) -> Response:
    """The short-link limit is answered with the generic invalid_request code."""
    response = await call(request)
    if error_code(response) == ErrorCode.SHORT_LINK_LIMIT_REACHED:
        response = catalogued_refusal(response, ErrorCode.INVALID_REQUEST)
    return response


@fault(LINK_RULES_TEST, "below x-limits.shortLinksPerProfile may create a short link", parts=True)
def short_link_limit_one_early(parts: ServerParts) -> ServerParts:
    """create_link counts one link more than the profile keeps: it refuses the last one the
    limit allows (the seeds count right, as a client sees the profile)."""
    return with_seams(parts, limits=LimitOneEarly("shortLinksPerProfile"))


@fault(PROFILE_RULES_TEST, "profile_limit_reached")
@refusal_accepted(
    ErrorCode.PROFILE_LIMIT_REACHED,
    _profile_made,
    where=lambda request: asks(request, "POST", SPEC.operation(OperationId.CREATE_PROFILE).path),
)
def profile_limit_not_enforced() -> None:
    """An account at x-limits.profilesPerAccount still gets a User Profile (answered as made)."""


@fault(
    PROFILE_RULES_TEST, "below x-limits.profilesPerAccount may create a User Profile", parts=True
)
def profile_limit_one_early(parts: ServerParts) -> ServerParts:
    """create_profile counts one User Profile more than the account keeps: it refuses the last
    one the limit allows (the seeds count right)."""
    return with_seams(parts, limits=LimitOneEarly("profilesPerAccount"))


@fault(
    "test_profile_limit_crossed", "create_profile_legacy: an account at x-limits.profilesPerAccount"
)
@refusal_accepted(
    ErrorCode.PROFILE_LIMIT_REACHED,
    {"status": "success", "title": "contract", "refId": "contract", "profileKey": "contract"},
    where=on("POST", "/profiles/create-profile"),
)
def legacy_profile_past_limit() -> None:
    """The deprecated alias create_profile_legacy makes a User Profile past profilesPerAccount."""
