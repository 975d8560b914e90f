"""The operationIds the contract suite's code names are all found (`operation_names.py`), so
a renamed operation stops a run before any test with one message, not a KeyError mid-run; the
process-level exit (status 3) is proven in tests/tooling/test_spec_rename.py."""

from __future__ import annotations

import ast
import copy
import textwrap
from pathlib import Path
from typing import Any

import pytest

from contract_tests import operation_names
from contract_tests.operation_names import NamedOperation, suite_operation_names, unknown_operations
from spec_model import ControlSpec, ServiceSpec

SUITE = Path(operation_names.__file__).resolve().parent
#: Calls whose argument at this position is a sentence for the report that may mention an
#: operation (`expect_status(response, 200, "list_media")`), not a lookup.
MESSAGE_ARGUMENTS = {"expect_status": 2, "expect_error": 2, "fail": 1}


@pytest.fixture(scope="module")
def repository() -> tuple[ServiceSpec, ControlSpec]:
    spec = ServiceSpec.load()
    return spec, ControlSpec.load(api=spec)


def _message_literals(tree: ast.Module) -> set[ast.AST]:
    """Docstrings and report sentences: literals that mention operations without naming them."""
    found: set[ast.AST] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            and body
            and isinstance(body[0], ast.Expr)
        ):
            found.add(body[0].value)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute | ast.Name):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id
            position = MESSAGE_ARGUMENTS.get(name)
            if position is not None and position < len(node.args):
                found.add(node.args[position])
    return found


def test_every_operation_id_literal_of_the_suite_is_found(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    """A literal equal to an operationId that the scan misses is a new way of naming
    operations: teach `operation_names.py` to follow it."""
    spec, control = repository
    ids = set(spec.by_id) | set(control.by_id)
    found = set(suite_operation_names())
    missed = []
    for path in sorted(SUITE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        messages = _message_literals(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and node.value in ids
                and node not in messages
                and NamedOperation(f"contract_tests/{path.name}", node.lineno, node.value)
                not in found
            ):
                missed.append(f"{path.name}:{node.lineno} {node.value}")
    assert missed == []
    assert len(found) > 300  # the scan ran over the whole suite


def test_the_suite_names_only_operations_of_the_repository_specs(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    assert unknown_operations(*repository) == []
    assert operation_names.problem_message(*repository) is None


def test_a_renamed_operation_is_named_with_every_file_and_link(
    repository: tuple[ServiceSpec, ControlSpec],
) -> None:
    spec, control = repository
    document: dict[str, Any] = copy.deepcopy(dict(spec.document))
    document["paths"]["/post/{id}"]["get"]["operationId"] = "read_post"
    renamed = ServiceSpec(document, spec.path)
    unknown = unknown_operations(renamed, control)
    assert [u.operation_id for u in unknown] == ["get_post"]
    places = unknown[0].places
    assert any(p.startswith("contract_tests/test_rules_posts.py:") for p in places)
    assert places[-1] == (
        f"{spec.path}#/paths/~1post/post/responses/200/links/GetPostForProfile/operationId"
    )
    message = operation_names.problem_message(renamed, control)
    assert message is not None and message.startswith("cannot be tested: 1 operationId(s)")
    assert "'get_post' named at contract_tests/" in message


SAMPLE = {
    "helpers.py": """
        def path_of(spec, operation_id):
            return spec.operation(operation_id).path

        def paths_of(spec, operation_ids):
            return [spec.describe(op) for op in operation_ids]
    """,
    "test_sample.py": """
        import pytest
        from contract_tests.helpers import path_of, paths_of

        PROBE = "probe_op"
        FOR_LOOP = ("loop_a", "loop_b")

        def _call(client, spec, operation_id, body=None):
            return client.post(path_of(spec, operation_id), json=body)

        @pytest.mark.control("marker_op")
        @pytest.mark.parametrize(("operation_id", "status"), [("param_op", 200), ("param_b", 404)])
        def test_one(client, spec, operation_id, status, legacy=False):
            spec.operation("direct_op")
            _call(client, spec, "helper_op", {"text": "not_an_op"})
            _call(client, spec, operation_id=("legacy_op" if legacy else "modern_op"))
            paths_of(spec, ["listed_op"])
            client.get(path_of(spec, operation_id)).status_code == status
            path_of(spec, PROBE)
            for name in FOR_LOOP:
                path_of(spec, name)
            if spec.operation("x").alias_of == "compared_op":
                client.expect_status(None, 200, "message_op")
            client.get("/plain_path", params={"q": "query_value"})
    """,
}


def test_the_scan_follows_helpers_names_loops_and_parametrize(tmp_path: Path) -> None:
    package = tmp_path / "contract_tests"
    package.mkdir()
    for name, text in SAMPLE.items():
        (package / name).write_text(textwrap.dedent(text), encoding="utf-8")
    names = {n.operation_id for n in suite_operation_names(package)}
    assert names == {
        "probe_op",
        "loop_a",
        "loop_b",
        "marker_op",
        "param_op",
        "param_b",
        "direct_op",
        "helper_op",
        "legacy_op",
        "modern_op",
        "listed_op",
        "compared_op",
        "x",
    }
