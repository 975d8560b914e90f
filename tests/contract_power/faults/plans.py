"""Faults the rules of `contract_tests/test_rules_plans.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import WITHOUT_CONTROL, fault


@fault("test_plans_gate", "not in plan")
@fault(
    "test_current_plan_is_consistent",
    "fit no plan of x-plans",
    # On a plan without User Profiles the fault lists them while create_profile is refused.
    server_args=(*WITHOUT_CONTROL, "--plan", "Premium"),
    variant="without_control",
)
@exchange
async def plans_not_enforced(request: Request, call: Call) -> Response:
    """Plan limits are not applied to listing profiles (105 becomes an empty list)."""
    response = await call(request)
    if (
        error_code(response) == ErrorCode.PLAN_REQUIRED
        and request.path == "/profiles"
        and request.method == "GET"
    ):
        response = response.with_json({"profiles": []}, status=200)
    return response
