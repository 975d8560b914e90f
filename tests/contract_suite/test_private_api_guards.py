"""Guards of the one private API the suite still uses, a shim where the public route does
not run on pytest 9.2: `contract_tests/lazy_build.py` replaces schemathesis' private
``schemathesis.pytest._test_builder.build_operation_test`` so the property tests are built when
they run; the public route is `schemathesis.pytest.from_fixture` (it fails every test here: it
reads and sets pytest's private ``Function._nodeid``, which pytest 9.2 no longer has).

Two guards: one fails when the private API changes shape (the shim would break), one when the
public route works (the shim can go: its docstring says what replaces it). A third guards the
schemathesis internals `contract_tests/checks.py` reads (`CheckContext.internals`).
"""

from __future__ import annotations

import inspect
from pathlib import Path

from schemathesis.pytest import _test_builder, plugin

from tests.contract_suite.runs import run_pytest

#: The keywords `lazy_build` reads and passes on.
_BUILDER_KEYWORDS = {
    "config",
    "operation",
    "test_func",
    "given_kwargs",
    "feedback",
    "explicit_settings",
}

_LAZY_SCHEMA_TEST = """
import pytest
import schemathesis

SPEC = {
    "openapi": "3.0.3",
    "info": {"title": "guard", "version": "1"},
    "paths": {"/items": {"get": {"operationId": "list_items",
                                 "responses": {"200": {"description": "ok"}}}}},
}


@pytest.fixture
def guard_schema():
    return schemathesis.openapi.from_dict(SPEC)


lazy = schemathesis.pytest.from_fixture("guard_schema")


@lazy.parametrize()
def test_built_when_run(case):
    assert case.operation.label == "GET /items"
"""


def test_private_builder_keeps_its_shape() -> None:
    """The builder `lazy_build` replaces takes the keywords it passes on, and schemathesis'
    plugin looks it up when it builds a test (so the replacement is the one called)."""
    from contract_tests import lazy_build

    builder = lazy_build._build_now
    assert set(inspect.signature(builder).parameters) == _BUILDER_KEYWORDS, (
        "schemathesis.pytest._test_builder.build_operation_test changed its parameters: "
        "contract_tests/lazy_build.py must follow (or go, see this module's docstring)"
    )
    assert _test_builder.build_operation_test is lazy_build._build_when_called
    source = inspect.getsource(plugin)
    assert "from schemathesis.pytest._test_builder import build_operation_test\n" in source, (
        "schemathesis' pytest plugin no longer imports the builder when it builds a test: "
        "contract_tests/lazy_build.py no longer defers anything"
    )


def test_public_lazy_schema_still_fails_here(tmp_path: Path) -> None:
    """schemathesis.pytest.from_fixture on this pytest: when it passes, lazy_build.py goes and
    test_properties.py uses `from_fixture` (its tests already take their state as fixtures)."""
    code, output = run_pytest(
        tmp_path, {"test_guard.py": _LAZY_SCHEMA_TEST}, "-q", "-p", "no:xdist"
    )
    assert code != 0 and "_nodeid" in output, (
        "schemathesis.pytest.from_fixture works on this pytest now: replace "
        f"contract_tests/lazy_build.py with it (see its docstring).\n{output[-2000:]}"
    )


def test_check_internals_keep_their_shape() -> None:
    """`contract_tests/checks.py`'s `created_resource_available` reads the scenario a stateful
    case belongs to through ``CheckContext.internals`` (documented by schemathesis as "not a
    stable API for custom checks") and schemathesis' own ``resource_was_deleted``: the calls it
    makes must still exist with these shapes. The public route that removes it is schemathesis'
    built-in resource-availability check once it can tell User Profiles apart (the rule here
    compares the Profile-Key of the create and the read)."""
    from schemathesis.checks import CheckInternals
    from schemathesis.specs.openapi.checks import resource_was_deleted

    for method in ("find_parent", "find_response"):
        assert list(inspect.signature(getattr(CheckInternals, method)).parameters) == [
            "self",
            "case_id",
        ], f"CheckInternals.{method} changed: contract_tests/checks.py must follow"
    assert "recorder" in CheckInternals.__dataclass_fields__
    assert list(inspect.signature(resource_was_deleted).parameters) == [
        "recorder",
        "case",
        "created_by",
    ], "resource_was_deleted changed: contract_tests/checks.py must follow"
