"""Plan rules: an operation or header with `x-plans` is refused (105) on other plans, and
accepted on the listed ones.

With the test control (`set_plan`) every plan is tried in turn (and the plan put back). Without
it the target runs one plan the public API does not report: the answers of the gated calls must
fit at least one plan of `x-plans` (each gated call answers 200 exactly when that plan lists it,
and `plan_required` otherwise), and a call open to every plan is never refused for the plan.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId


@pytest.mark.control(ControlOperationId.SET_PLAN)
def test_plans_gate_operations_and_profile_key(
    api: ApiClient, spec: ApiSpec, sandbox: Sandbox, user_profile: UserProfile
) -> None:
    plans = [str(p) for p in spec.document["x-plans"]]
    profile_key_plans = spec.document["components"]["parameters"]["ProfileKey"]["x-plans"]
    list_profiles = spec.operation(OperationId.LIST_PROFILES)
    list_webhooks = spec.operation(OperationId.LIST_WEBHOOKS).path
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


@dataclass(frozen=True)
class Answer:
    """A gated call, the plans that include it, and whether the target let it through."""

    label: str
    plans: frozenset[str]
    allowed: bool
    response: httpx.Response


PLAN_RULE = "x-plans: a call is refused with plan_required exactly on the plans that omit it"


class PlanProbe:
    """Gated calls made on the target's current plan, classified as allowed or refused."""

    def __init__(self, api: ApiClient, spec: ApiSpec) -> None:
        self.api, self.spec = api, spec
        self.plans = frozenset(str(p) for p in spec.document["x-plans"])
        self.answers: list[Answer] = []

    def classify(self, response: httpx.Response, label: str, plans: list[str] | None) -> bool:
        """Record the answer: True when served, False when refused with plan_required."""
        body = self.api.json_of(response, PLAN_RULE)
        code = body.get("code") if isinstance(body, dict) else None
        refused = response.status_code == 403 and code == self.spec.error_code("plan_required")
        if not refused and response.status_code != 200:
            self.api.fail(response, f"{label} is either served or refused for the plan")
        gated = frozenset(plans) if plans is not None else self.plans
        if refused and gated >= self.plans:
            self.api.fail(response, PLAN_RULE, f"{label} is in every plan, yet refused")
        self.answers.append(Answer(label, gated, not refused, response))
        return not refused

    def fitting_plans(self) -> set[str]:
        fit = set(self.plans)
        for answer in self.answers:
            fit = fit & answer.plans if answer.allowed else fit - answer.plans
        return fit


def test_current_plan_is_consistent(api: ApiClient, spec: ApiSpec) -> None:
    """Through the public API only: whatever plan the target runs, its answers to the gated
    calls (list and create profiles, act with a Profile Key) fit a plan of `x-plans`; calls
    open to every plan are served."""
    probe = PlanProbe(api, spec)
    list_profiles = spec.operation(OperationId.LIST_PROFILES)
    create_profile = spec.operation(OperationId.CREATE_PROFILE)
    delete_profile = spec.operation(OperationId.DELETE_PROFILE)
    list_webhooks = spec.operation(OperationId.LIST_WEBHOOKS)
    key_plans = spec.document["components"]["parameters"]["ProfileKey"].get("x-plans")
    probe.classify(
        api.get(list_webhooks.path), list_webhooks.label, list_webhooks.raw.get("x-plans")
    )
    probe.classify(
        api.get(list_profiles.path), list_profiles.label, list_profiles.raw.get("x-plans")
    )
    response = api.post(create_profile.path, json_body={"title": f"plan-{uuid.uuid4().hex[:12]}"})
    if probe.classify(response, create_profile.label, create_profile.raw.get("x-plans")):
        created = response.json()
        try:
            profile = api.as_profile(created["profileKey"])
            response = profile.get(list_webhooks.path)
            probe.classify(response, "acting for a User Profile (Profile-Key)", key_plans)
            profile.close()
        finally:
            api.delete(delete_profile.path, json_body={"refId": created["refId"]})
    fit = probe.fitting_plans()
    if not fit:
        seen = "; ".join(
            f"{a.label} {'served' if a.allowed else 'refused'} (in {sorted(a.plans)})"
            for a in probe.answers
        )
        last = next((a for a in reversed(probe.answers) if not a.allowed), probe.answers[-1])
        api.fail(last.response, PLAN_RULE, f"the answers fit no plan of x-plans: {seen}")
