"""Faults the rules of `contract_tests/test_rules_brand.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import on, refusal_accepted


@fault("test_brand_by_user_rule", "get_brand_by_user needs instagramUser")
@refusal_accepted(
    ErrorCode.DEPENDENT_PARAMETER_MISSING,
    {"status": "success", "brands": []},
    where=on("GET", "/brand/byUser"),
)
def brand_user_name_optional() -> None:
    """get_brand_by_user leaves out a network whose user name is missing instead of refusing."""
