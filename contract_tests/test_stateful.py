"""Stateful tests: schemathesis follows the spec's OpenAPI links (upload -> library, register ->
list -> history -> unregister, post -> get -> delete, profile -> acting with its key -> delete)
and runs every built-in and custom check on each step."""

from __future__ import annotations

import hypothesis

from contract_tests.run_settings import current_profile
from contract_tests.schemas import full_schema


def test_links() -> None:
    profile = current_profile()
    machine = full_schema().as_state_machine()
    machine.run(
        settings=hypothesis.settings(
            max_examples=profile.stateful_examples,
            stateful_step_count=profile.stateful_max_steps,
            deadline=None,
            derandomize=True,
            database=None,
            phases=[hypothesis.Phase.generate],
            suppress_health_check=list(hypothesis.HealthCheck),
        )
    )
