"""The reference server's handler tables match the spec's operations, and a spec they do not
match is named precisely (`reference_server.handler_table`); the process-level refusal of a
renamed operation (exit status, before the port is bound, the two lines naming the operation
and the orphaned handler) is proven in tests/tooling/test_spec_rename.py."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from reference_server.handler_table import (
    check_handler_table,
    handler_table_problems,
)
from spec_model import ControlOperationId, ControlSpec, OperationId, ServiceSpec

RULES = "reference_server/rules/__init__.py"


@pytest.fixture(scope="module")
def repository() -> tuple[ServiceSpec, ControlSpec]:
    spec = ServiceSpec.load()
    return spec, ControlSpec.load(api=spec)


def _renamed(spec: ServiceSpec, old: OperationId, new: str) -> ServiceSpec:
    """A copy of the spec whose operation `old` is called `new` (nothing else changed)."""
    document: dict[str, Any] = copy.deepcopy(dict(spec.document))
    op = spec.operation(old)
    document[op.section][op.path][op.method]["operationId"] = new
    return ServiceSpec(document, spec.path)


def _control_renamed(control: ControlSpec, old: ControlOperationId, new: str) -> ControlSpec:
    document: dict[str, Any] = copy.deepcopy(dict(control.document))
    op = control.operation(old)
    document[op.section][op.path][op.method]["operationId"] = new
    return ControlSpec(document, control.api, control.path)


def test_the_repository_tables_match_the_specs(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    spec, control = repository
    assert handler_table_problems(spec, control) == []
    check_handler_table(spec, control)  # does not raise


def test_a_renamed_public_operation_is_checked_against_public_handlers(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    spec = _renamed(repository[0], OperationId.OPEN_LINKING_PAGE, "open_page")
    problems = handler_table_problems(spec, repository[1])
    assert any(
        p.startswith("operation open_page (GET ") and "PUBLIC_HANDLERS" in p for p in problems
    )
    assert any(
        p.startswith("handler open_linking_page ") and "PUBLIC_HANDLERS" in p for p in problems
    )
    # generate_jwt's x-jwt.pageOperation still names the old id (the rules read it).
    assert any("x-jwt/pageOperation: x-jwt.pageOperation names operationId" in p for p in problems)


def test_a_renamed_control_operation_names_the_sandbox_handler(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    control = _control_renamed(repository[1], ControlOperationId.SET_CLOCK, "move_clock")
    problems = handler_table_problems(repository[0], control)
    sandbox = "reference_server/rules/sandbox.py HANDLERS"
    assert problems == [
        f"operation move_clock (POST /_sandbox/clock) of {control.path} has no handler in "
        f"{sandbox}",
        f"handler set_clock (reference_server.rules.sandbox.clock) in {sandbox} names no "
        f"operation of {control.path}",
    ]


def test_an_extra_handler_is_reported(repository: tuple[ServiceSpec, ControlSpec]) -> None:
    from reference_server.rules import HANDLERS

    async def orphan(*_: Any) -> Any:
        return None

    handlers: dict[Any, Callable[..., Any]] = {**HANDLERS, "no_such_operation": orphan}
    problems = handler_table_problems(*repository, handlers=handlers)
    assert len(problems) == 1
    assert problems[0].startswith(f"handler no_such_operation ({__name__}.")
    assert problems[0].endswith(f"in {RULES} HANDLERS names no operation of {repository[0].path}")
