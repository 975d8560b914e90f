"""Faults the rules of `contract_tests/test_rules_plans.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.registry import WITHOUT_CONTROL, fault
from tests.contract_power.faults.shapes import on, refusal_accepted


@fault("test_plans_gate", "not in plan")
@fault(
    "test_current_plan_is_consistent",
    "fit no plan of x-plans",
    # On a plan without User Profiles the fault lists them while create_profile is refused.
    server_args=(*WITHOUT_CONTROL, "--plan", "Premium"),
    variant="without_control",
)
@refusal_accepted(ErrorCode.PLAN_REQUIRED, {"profiles": []}, where=on("GET", "/profiles"))
def plans_not_enforced() -> None:
    """Plan limits are not applied to listing profiles (105 becomes an empty list)."""
