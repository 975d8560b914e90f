"""Faults the rules of `contract_tests/test_rules_gates.py` must catch."""

from __future__ import annotations

from dataclasses import replace

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import NO_ACCOUNTS
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import faked_success, on, refusal_accepted


@fault("test_add_ons_gate_operations", "is refused without the MaxPack add-on")
@refusal_accepted(
    ErrorCode.ADD_ON_REQUIRED,
    {"status": "success", "valid": True},
    where=on("POST", "/validate/json"),
)
def max_pack_gate_open() -> None:
    """validate_json is served without the Max Pack add-on (its refusal becomes an answer)."""


@fault("test_unsupported_network_refused", "refuses networks it does not support")
@refusal_accepted(
    ErrorCode.NETWORK_NOT_SUPPORTED,
    {"status": "success", "brands": []},
    where=on("GET", "/brand/byUser"),
)
def brand_network_gate_open() -> None:
    """get_brand_by_user answers for a network outside its x-networks."""


@fault("test_unsupported_network_refused", "refuses networks it does not support")
@exchange
async def comment_networks_unchecked(request: Request, call: Call) -> Response:
    """The comment operations serve networks outside their `x-networks`: the request's
    network (body or query) is swapped for a supported one before the server sees it."""
    route = SPEC.router.match_path(request.method, request.path)
    op = route.target
    if op is None or not op.path.startswith("/comments") or op.networks is None:
        return await call(request)
    networks = op.networks

    def supported(value: object) -> object:
        return value if value in networks else networks[0]

    body = request.json()
    if isinstance(body, dict):
        if isinstance(body.get("platforms"), list):
            body = {**body, "platforms": [supported(p) for p in body["platforms"]]}
        if "platform" in body:
            body = {**body, "platform": supported(body["platform"])}
        request = request.with_json(body)
    query = [(k, str(supported(v)) if k == "platform" else v) for k, v in request.query]
    return await call(replace(request, query=query))


@fault("test_add_ons_gate_operations", "is refused without the Messaging add-on")
@exchange
async def messaging_add_on_unchecked(request: Request, call: Call) -> Response:
    """The messages operations answer without the Messaging add-on (code 361 becomes 200)."""
    return faked_success(
        await call(request),
        ErrorCode.MESSAGING_NOT_ENABLED,
        {
            "status": "success",
            "autoResponseActive": False,
            "autoResponseMessage": "x",
            "autoResponseWaitSeconds": 86400,
        },
    )


@fault("test_unsupported_network_refused", "refuses networks it does not support")
@exchange
async def messages_networks_unchecked(request: Request, call: Call) -> Response:
    """The messages operations serve networks outside their `x-networks`: the path's network
    is swapped for Facebook before the server sees it."""
    parts = request.path.split("/")
    served = ("autoresponse", "facebook", "instagram", "twitter")
    if len(parts) >= 3 and parts[1] == "messages" and parts[2] not in served:
        parts[2] = "facebook"
        request = replace(request, path="/".join(parts))
    return await call(request)


@fault("test_add_ons_gate_operations", "is refused without the Ads add-on")
@refusal_accepted(ErrorCode.ADS_ADD_ON_REQUIRED, NO_ACCOUNTS)
def ads_add_on_unchecked() -> None:
    """list_ad_accounts answers without the Ads add-on (code 399 becomes 200)."""
