"""A judged spec without an operation the suite names (or whose links name none) stops a run
before any test with one message, not a KeyError mid-run (`operation_check.py`); the
process-level exit (status 3) is proven in tests/tooling/test_spec_rename.py."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from contract_tests.operation_check import problem_message, unknown_operations
from spec_model import ControlSpec, ServiceSpec


@pytest.fixture(scope="module")
def repository() -> tuple[ServiceSpec, ControlSpec]:
    spec = ServiceSpec.load()
    return spec, ControlSpec.load(api=spec)


def test_the_repository_specs_have_every_operation_the_suite_names(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    assert unknown_operations(*repository) == []
    assert problem_message(*repository) is None


def test_a_renamed_operation_is_named_with_its_enum_member_and_every_link(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    spec, control = repository
    document: dict[str, Any] = copy.deepcopy(dict(spec.document))
    document["paths"]["/post/{id}"]["get"]["operationId"] = "read_post"
    renamed = ServiceSpec(document, spec.path)
    unknown = unknown_operations(renamed, control)
    assert [u.operation_id for u in unknown] == ["get_post"]
    assert unknown[0].places == (
        "spec_model.OperationId.GET_POST",
        f"{spec.path}#/paths/~1post/post/responses/200/links/GetPostForProfile/operationId",
    )
    message = problem_message(renamed, control)
    assert message is not None and message.startswith("cannot be tested: 1 operationId(s)")
    assert "'get_post' named at spec_model.OperationId.GET_POST; " in message


def test_a_control_spec_without_an_operation_is_named(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    spec, control = repository
    document: dict[str, Any] = copy.deepcopy(dict(control.document))
    del document["paths"]["/_sandbox/clock"]["post"]
    reduced = ControlSpec(document, spec, control.path)
    unknown = unknown_operations(spec, reduced)
    assert [(u.operation_id, u.places) for u in unknown] == [
        ("set_clock", ("spec_model.ControlOperationId.SET_CLOCK",))
    ]
    assert unknown_operations(spec, None) == []  # no control spec: its names are not judged
