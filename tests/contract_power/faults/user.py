"""Faults the rules of `contract_tests/test_rules_user.py` must catch."""

from __future__ import annotations

from dataclasses import replace

from tests.contract_power.faults.common import (
    asks,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault


@fault("test_user_record_is_the_acting_profile", "get_user answers the acting profile's record")
@exchange
async def user_record_of_primary(request: Request, call: Call) -> Response:
    """get_user ignores the Profile-Key and answers the Primary Profile's record."""
    if asks(request, "GET", "/user"):
        request = request.with_header("Profile-Key", None)
    return await call(request)


@fault("test_user_record_is_the_acting_profile", "a profile with nothing linked lists no linked")
@exchange
async def user_empty_active_accounts(request: Request, call: Call) -> Response:
    """get_user answers `activeSocialAccounts: []` when nothing is linked."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", "/user") and response.status == 200 and isinstance(body, dict):
        body.setdefault("activeSocialAccounts", [])
        response = response.with_json(body)
    return response


@fault("test_user_lists_linked_networks", "get_user lists each linked network with the name")
@exchange
async def user_display_names_dropped(request: Request, call: Call) -> Response:
    """get_user lists the linked networks but no `displayNames` entries."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", "/user") and response.status == 200 and isinstance(body, dict):
        body["displayNames"] = []
        response = response.with_json(body)
    return response


@fault("test_user_validate_needs_profile_key", "get_user validate=true needs a Profile-Key")
@exchange
async def user_validate_ignored(request: Request, call: Call) -> Response:
    """get_user ignores `validate`."""
    if asks(request, "GET", "/user"):
        request = replace(request, query=[(k, v) for k, v in request.query if k != "validate"])
    return await call(request)


@fault(
    "test_user_reports_conversation_count",
    "get_user's conversation count grows by one per conversation sent to",
)
@exchange
async def user_conversation_count_frozen(request: Request, call: Call) -> Response:
    """get_user always reports 0 active conversations."""
    response = await call(request)
    body = response.json()
    if (
        asks(request, "GET", "/user")
        and isinstance(body, dict)
        and "messagingConversationMonthlyCount" in body
    ):
        response = response.with_json({**body, "messagingConversationMonthlyCount": 0})
    return response
