"""Faults the rules of `contract_tests/test_rules_user_accounts.py` must catch."""

from __future__ import annotations

from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_headers_dropped,
    answer_rewritten,
    on,
    read_json,
    refusal_accepted,
    under,
    write_ignored,
)

# GET /user/lookups) ------------------------------------------------------------------------------
#: A GET of a batch export file the reference server serves (`/batch/users/<name>`).
_batch_file = under("GET", "/batch/users/")


@fault("test_user_batch_exports_every_profile", "the batch export holds every profile's user")
@exchange
async def user_batch_primary_only(request: Request, call: Call) -> Response:
    """The batch export file holds the Primary Profile's record only."""
    response = await call(request)
    body = response.json()
    if _batch_file(request) and response.status == 200 and isinstance(body, list):
        response = response.with_json(body[:1])
    return response


@fault("test_user_batch_exports_every_profile", "a Profile-Key does not change it")
@exchange
async def user_batch_per_profile(request: Request, call: Call) -> Response:
    """The batch export reads the Profile-Key: a User Profile gets another file address."""
    response = await call(request)
    body = response.json()
    key = request.header("profile-key")
    if asks(request, "GET", "/user/batch") and key and isinstance(body, dict) and "url" in body:
        response = response.with_json({**body, "url": f"{body['url']}?profile={key}"})
    return response


_MADE_UP_BOARDS = {
    "status": "success",
    "boards": [{"id": "1", "name": "made up", "privacy": "PUBLIC", "url": "https://x.invalid"}],
}


@fault("test_pinterest_boards_of_linked_account", "the Pinterest boards need a linked Pinterest")
@refusal_accepted(
    ErrorCode.PLATFORM_NOT_LINKED, _MADE_UP_BOARDS, where=on("GET", "/user/details/pinterest")
)
def pinterest_boards_without_pinterest() -> None:
    """The Pinterest boards answer a profile without a linked Pinterest account."""


_BOARD_CALLS = [0]


@fault("test_pinterest_boards_of_linked_account", "the same at each call")
@exchange
async def pinterest_boards_shuffled(request: Request, call: Call) -> Response:
    """Every other answer of the Pinterest boards names a new board id."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", "/user/details/pinterest") and isinstance(body, dict):
        boards = body.get("boards")
        _BOARD_CALLS[0] += 1
        if isinstance(boards, list) and boards and _BOARD_CALLS[0] % 2 == 0:
            first = {**boards[0], "id": str(_BOARD_CALLS[0])}
            response = response.with_json({**body, "boards": [first, *boards[1:]]})
    return response


@fault("test_gbp_location_update", "others keep their value")
@exchange
async def gbp_update_forgets_fields(request: Request, call: Call) -> Response:
    """The location update answers only the fields of this request (earlier ones forgotten)."""
    response = await call(request)
    body = response.json()
    sent = request.json()
    if (
        asks(request, "PATCH", "/user/gbp")
        and isinstance(body, dict)
        and isinstance(sent, dict)
        and isinstance(body.get("gmb"), dict)
    ):
        data = body["gmb"].get("data") or {}
        kept = {"name": data.get("name"), "title": data.get("title"), **sent}
        response = response.with_json({**body, "gmb": {**body["gmb"], "data": kept}})
    return response


@fault("test_gbp_location_update", "phoneNumbers can be updated at most 5 times within 86400 s")
@refusal_accepted(
    ErrorCode.NETWORK_UPDATE_LIMIT,
    {
        "status": "success",
        "gmb": {"status": "success", "data": {"name": "locations/1", "title": "made up"}},
    },
    where=on("PATCH", "/user/gbp"),
)
def gbp_phone_limit_ignored() -> None:
    """The location update never refuses phoneNumbers (Google's rolling limit ignored)."""


@fault("test_user_lookups_list_x_lookups", "the user lookups list each X user looked up")
@answer_rewritten(
    on("GET", "/user/lookups"), lambda body: {**body, "x": []} if "x" in body else body
)
def user_lookups_empty() -> None:
    """The user lookups never list anything."""


@fault("test_user_lookups_list_x_lookups", "the user lookups list each X user looked up")
@answer_rewritten(
    on("GET", "/user/lookups"),
    lambda body: {**body, "x": body["x"] * 2} if isinstance(body.get("x"), list) else body,
)
def user_lookups_repeated() -> None:
    """The user lookups list every lookup, not each user once."""


@fault("test_user_batch_file_not_readable_before_url_available", "not served before urlAvailable")
@exchange
async def batch_file_served_early(request: Request, call: Call) -> Response:
    """The batch export file is served at once, before its urlAvailable."""
    response = await call(request)
    if _batch_file(request) and error_code(response) == int(ErrorCode.BATCH_FILE_NOT_READY):
        response = response.with_json([], 200).with_header("retry-after", None)
    return response


@fault("test_user_batch_file_not_readable_before_url_available", "Retry-After")
@answer_headers_dropped(_batch_file, "retry-after")
def batch_file_without_retry_after() -> None:
    """The batch export file's early answer has no Retry-After header."""


# -- writes answered as done and never applied (read-back rules) ---------------------------------
async def _location(request: Request, call: Call) -> dict[str, Any] | None:
    """Only the fields sent, as the whole location; the server's own refusal when the network
    is not linked (read from get_user)."""
    user = await read_json(request, call, OperationId.GET_USER)
    if "gmb" not in ((user or {}).get("activeSocialAccounts") or []):
        return None
    sent = request.json() if isinstance(request.json(), dict) else {}
    return {"gmb": {"status": "success", "data": sent}}


update_network_account_ignored = write_ignored(
    OperationId.UPDATE_NETWORK_ACCOUNT,
    caught_by=fault(
        "test_gbp_location_update", "a location update answers the location with the fields sent"
    ),
    answer=_location,
)
get_social_analytics_ignored = write_ignored(
    OperationId.GET_SOCIAL_ANALYTICS,
    caught_by=fault("test_user_lookups_list_x_lookups", "the user lookups list each X user"),
)
