"""Stateful tests: schemathesis follows the spec's OpenAPI links (upload -> library, register ->
list -> history -> unregister, post -> get -> delete, profile -> acting with its key -> delete)
and runs every built-in and custom check on each step.

The stateful phase runs through schemathesis' engine rather than hypothesis' unittest runner:
the server's state changes between replays, which hypothesis reports as a flaky strategy and
which would hide the failures found; the engine records each failure with its reproduction.
"""

from __future__ import annotations

import pytest
from schemathesis.engine import Status, events, from_schema
from schemathesis.engine.recorder import ScenarioRecorder

from contract_tests import coverage
from contract_tests.fixtures import create_user_profile, delete_user_profile
from contract_tests.sandbox import Sandbox
from contract_tests.schemas import stateful_schema
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient


def _describe(label: str, name: str, title: str, message: str, code_sample: str) -> str:
    return (
        f"Operation: {label}\nRule broken: {name}: {title}\nDetail: {message}\n"
        f"Reproduce: {code_sample}"
    )


def test_links(api: ApiClient, spec: ApiSpec, has_sandbox: bool) -> None:
    """Every step acts for a fresh User Profile whose networks are linked (sandbox), so
    generated posts can be published and links from them followed."""
    try:
        profile = create_user_profile(api, spec)
    except pytest.skip.Exception:
        # No User Profiles on this target: the steps act for the Primary Profile.
        _run_stateful(spec, None, _link_networks(Sandbox(api), spec, has_sandbox))
        return
    try:
        _run_stateful(
            spec, profile.profile_key, _link_networks(Sandbox(profile.client), spec, has_sandbox)
        )
    finally:
        delete_user_profile(api, spec, profile)


def _link_networks(sandbox: Sandbox, spec: ApiSpec, has_sandbox: bool) -> list[str]:
    """Link the networks (with the control); the ones a plain post can be published to."""
    if not has_sandbox:
        return []
    needs_own_credentials = spec.header_sunset("TwitterApiKey")["whenTargeting"]
    publishable = []
    for platform in spec.platforms:
        if platform != "youtube":  # no channel: no fetches of generated image URLs
            sandbox.link(platform)
            if platform != needs_own_credentials:
                publishable.append(platform)
    return publishable


def _observe(spec: ApiSpec, recorder: ScenarioRecorder) -> None:
    """Note each step's answer and the links followed for the coverage report."""
    for case_id, node in recorder.cases.items():
        interaction = recorder.interactions.get(case_id)
        if interaction is not None and interaction.response is not None:
            operation_id = str(node.value.operation.definition.raw.get("operationId"))
            response = interaction.response
            coverage.observe_content(operation_id, response.status_code, response.content)
    coverage.observe_links(
        spec, (node.transition.id for node in recorder.cases.values() if node.transition)
    )


def _run_stateful(spec: ApiSpec, profile_key: str | None, post_platforms: list[str]) -> None:
    failures: dict[tuple[str, str, str], str] = {}
    errors: list[str] = []
    scenarios = 0
    for event in from_schema(stateful_schema(profile_key, post_platforms)).execute():
        if isinstance(event, events.ScenarioFinished):
            scenarios += 1
            _observe(spec, event.recorder)
            for checks in event.recorder.checks.values():
                for check in checks:
                    info = check.failure_info
                    if check.status != Status.FAILURE or info is None:
                        continue
                    failure = info.failure
                    operation = spec.report_label(failure.operation or "(whole run)")
                    key = (operation, check.name, failure.title)
                    failures.setdefault(
                        key,
                        _describe(
                            operation,
                            check.name,
                            failure.title,
                            failure.message,
                            info.code_sample,
                        ),
                    )
        elif isinstance(event, events.NonFatalError):
            errors.append(f"{event.label}: {event.value!r}")
        elif isinstance(event, events.FatalError):
            errors.append(f"fatal: {event.exception!r}")
    problems = list(failures.values()) + errors
    if problems:
        pytest.fail(
            f"{len(problems)} problem(s) in {scenarios} stateful scenario(s):\n\n"
            + "\n\n".join(problems),
            pytrace=False,
        )
    assert scenarios > 0, "the stateful phase ran no scenario (no links followed)"
