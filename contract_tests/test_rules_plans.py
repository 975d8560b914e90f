"""Plan rules: an operation or header with `x-plans` is refused (105) on other plans, and
accepted on the listed ones. The plan is switched through the sandbox and put back."""

from __future__ import annotations

import pytest

from contract_tests.conftest import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient


@pytest.mark.control("set_plan")
def test_plans_gate_operations_and_profile_key(
    api: ApiClient, spec: ApiSpec, sandbox: Sandbox, user_profile: UserProfile
) -> None:
    plans = [str(p) for p in spec.document["x-plans"]]
    profile_key_plans = spec.document["components"]["parameters"]["ProfileKey"]["x-plans"]
    list_profiles = spec.operation("list_profiles")
    list_webhooks = spec.operation("list_webhooks").path
    for plan in plans:
        with sandbox.plan(plan):
            response = api.get(list_profiles.path)
            if plan in list_profiles.raw.get("x-plans", plans):
                api.expect_status(response, 200, f"{list_profiles.operation_id} is in plan {plan}")
            else:
                api.expect_error(
                    response, "plan_required", f"{list_profiles.operation_id} is not in plan {plan}"
                )
            response = user_profile.client.get(list_webhooks)
            if plan in profile_key_plans:
                api.expect_status(response, 200, f"acting for a User Profile is in plan {plan}")
            else:
                api.expect_error(
                    response, "plan_required", f"acting for a User Profile is not in plan {plan}"
                )
