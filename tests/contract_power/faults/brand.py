"""Faults the rules of `contract_tests/test_rules_brand.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import (
    asks,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import fault


@fault("test_brand_by_user_rule", "get_brand_by_user needs instagramUser")
@exchange
async def brand_user_name_optional(request: Request, call: Call) -> Response:
    """get_brand_by_user leaves out a network whose user name is missing instead of refusing."""
    response = await call(request)
    if asks(request, "GET", "/brand/byUser") and error_code(response) == int(
        ErrorCode.DEPENDENT_PARAMETER_MISSING
    ):
        response = response.with_json({"status": "success", "brands": []}, 200)
    return response
