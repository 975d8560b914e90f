"""Selecting operations as schemathesis' CLI does (`contract_tests/selection.py`): which
operations each option keeps, the `CONTRACT_*` variables, the usage errors (exit 4, naming the
closest known values), and real runs in which the property tests, the stateful test and the rule
tests follow the selection."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from contract_tests import cli
from contract_tests.selection import Selection, marker_problems
from spec_model import OperationId, ServiceSpec
from tests.contract_suite.runs import REPO, RUN_BUDGET_SECONDS, run_cli, suite_env

SPEC = ServiceSpec.load()


#: Selections and the operations each must keep, said directly of the spec's operations.
CASES: dict[str, tuple[Selection, Callable[[Any], bool]]] = {
    "a tag": (Selection((("--include-tag", "User"),)), lambda op: "User" in op.tags),
    "each exact value selects": (
        Selection((("--include-operation-id", "get_user"), ("--include-operation-id", "get_post"))),
        lambda op: op.operation_id in ("get_user", "get_post"),
    ),
    "any one include matches": (
        Selection((("--include-tag", "User"), ("--include-method", "post"))),
        lambda op: "User" in op.tags or op.method == "post",
    ),
    "the regexes of a side must all match": (
        Selection(patterns=(("--include-path-regex", "^/user"), ("--include-method-regex", "get"))),
        lambda op: op.path.startswith("/user") and op.method == "get",
    ),
    "an exclusion wins": (
        Selection((("--include-tag", "Posts"), ("--exclude-operation-id", "create_post"))),
        lambda op: "Posts" in op.tags and op.operation_id != "create_post",
    ),
    "an exclusion regex": (
        Selection(patterns=(("--exclude-path-regex", "post"),)),
        lambda op: "post" not in op.path,
    ),
    "deprecated operations left out": (
        Selection(exclude_deprecated=True),
        lambda op: not op.deprecated,
    ),
}


@pytest.mark.parametrize(("selection", "keeps"), CASES.values(), ids=list(CASES))
def test_a_selection_keeps_exactly_its_operations(
    selection: Selection, keeps: Callable[[Any], bool]
) -> None:
    expected = {op.operation_id for op in SPEC.paths if keeps(op)}
    assert 0 < len(expected) < len(SPEC.paths)  # the case tells something apart
    assert {op.operation_id for op in selection.selected(SPEC)} == expected


def test_the_server_s_deliveries_are_always_selected() -> None:
    assert Selection((("--include-tag", "User"),)).selects(SPEC.webhooks[0])


def test_options_and_contract_variables_make_the_same_selection() -> None:
    options = cli.build_parser().parse_args(
        ["--include-tag", "Posts", "--include-tag", "User", "--exclude-method-regex", "^DEL"]
    )
    args = cli.pytest_arguments(options)
    assert "--include-tag=Posts" in args and "--include-tag=User" in args
    assert "--exclude-method-regex=^DEL" in args
    given = Selection.from_options(lambda dest: getattr(options, dest, None), environ={})
    from_env = Selection.from_options(
        lambda dest: None,
        environ={"CONTRACT_INCLUDE_TAG": "Posts, User", "CONTRACT_EXCLUDE_METHOD_REGEX": "^DEL"},
    )
    assert given == from_env
    assert given.describe() == "--include-tag Posts --include-tag User --exclude-method-regex ^DEL"
    deprecated = Selection.from_options(lambda dest: None, {"CONTRACT_EXCLUDE_DEPRECATED": "1"})
    assert deprecated.exclude_deprecated
    option_wins = Selection.from_options(
        lambda dest: ["User"] if dest == "include_tag" else None,
        environ={"CONTRACT_INCLUDE_TAG": "Posts"},
    )
    assert option_wins.values == (("--include-tag", "User"),)
    assert "CONTRACT_INCLUDE_OPERATION_ID" in cli.ENVIRONMENT


def test_usage_errors_name_the_closest_known_values() -> None:
    problems = Selection(
        (
            ("--include-operation-id", "create_psot"),
            ("--exclude-tag", "Post"),
            ("--include-method", "GETT"),
            ("--include-path", "/user"),
            ("--include-path", "/user"),
        ),
        (("--include-path-regex", "(unclosed"),),
    ).problems(SPEC)
    assert problems[0] == (
        "--include-operation-id 'create_psot' names no operation of openapi.yaml; did you mean "
        "'create_post' or 'create_profile' or 'retry_post'?"
    )
    assert problems[1].startswith("--exclude-tag 'Post' names no tag of openapi.yaml; did you "
                                  "mean 'Posts'")  # fmt: skip
    assert problems[2] == "--include-method 'GETT' is no HTTP method; did you mean 'GET'?"
    assert problems[3] == "--include-path '/user' is given twice"
    assert problems[4].startswith("--include-path-regex '(unclosed' is not a regular expression")
    nothing = Selection((("--include-tag", "User"),), (("--include-path-regex", "^/post"),))
    assert nothing.problems(SPEC) == []  # any one include filter matching is enough
    empty = Selection((("--include-tag", "User"), ("--exclude-tag", "User")))
    assert empty.problems(SPEC) == [
        "--include-tag User --exclude-tag User selects no operation of openapi.yaml"
    ]


def test_an_unknown_operation_id_or_tag_is_a_usage_error(tmp_path: Path) -> None:
    """Exit 4 before any server or test, with the closest known names; from an option, from a
    `CONTRACT_*` variable, and in a plain pytest run of the suite."""
    done = run_cli(tmp_path / "cli", "--include-operation-id", "get_usr")
    assert (done.returncode, done.stdout) == (4, "")
    assert "--include-operation-id 'get_usr' names no operation of openapi.yaml; did you mean " \
           "'get_user'" in done.stderr  # fmt: skip
    done = run_cli(tmp_path / "env", env={"CONTRACT_EXCLUDE_TAG": "Userz"})
    assert (done.returncode, done.stdout) == (4, "")
    assert "--exclude-tag 'Userz' names no tag of openapi.yaml; did you mean 'User'?" in done.stderr
    package = REPO / "contract_tests"
    plain = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", str(package), "-c", str(package / "pytest.ini")),
            *("--rootdir", str(package), "-p", "no:cacheprovider", "--include-tag", "Postz"),
        ],
        cwd=tmp_path,
        env=suite_env(),
        capture_output=True,
        text=True,
        check=False,
        timeout=RUN_BUDGET_SECONDS,
    )
    assert plain.returncode == 4, plain.stdout[-2000:] + plain.stderr[-2000:]
    assert "--include-tag 'Postz' names no tag of openapi.yaml; did you mean 'Posts'" in (
        plain.stderr
    )


def _outcomes(junit: Path) -> dict[str, tuple[str, str]]:
    """`module::test` -> (passed/skipped/failed, skip message)."""
    found = {}
    for case in ElementTree.parse(junit).getroot().iter("testcase"):
        module = str(case.get("classname", "")).rpartition(".")[2]
        skipped = case.find("skipped")
        failed = case.find("failure") is not None or case.find("error") is not None
        outcome = "skipped" if skipped is not None else "failed" if failed else "passed"
        message = skipped.get("message", "") if skipped is not None else ""
        found[f"{module}::{case.get('name')}"] = (outcome, message)
    return found


@pytest.mark.skipif(os.name != "posix", reason="the embedded reference server is a subprocess")
def test_a_run_tests_only_the_selected_operations(tmp_path: Path) -> None:
    """`--include-tag User` less four operations by a regex from the environment leaves
    get_user: its property test runs and no other's; the rule tests that exercise only it run,
    the others skip naming what they need, a rule walking the operations that declare a code
    walks the selected ones or skips; the stateful test finds no link to follow."""
    junit = tmp_path / "reports" / "junit.xml"
    keyword = " or ".join(
        (
            "test_properties",
            "test_rules_user",
            "test_links",
            "test_parameter_pattern_on_every_operation",
            "test_invalid_cursor_on_every_operation",
        )
    )
    done = run_cli(
        tmp_path,
        *("--workers", "1", "--include-tag", "User", "-k", keyword),
        *("--max-examples", "2", "--phases", "examples,stateful"),
        *("--junit", str(junit), "--html", "", "--summary-json", "", "--coverage-json", ""),
        env={"CONTRACT_EXCLUDE_OPERATION_ID_REGEX": "batch|lookups|pinterest|update"},
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    outcomes = _outcomes(junit)
    properties = {name for name in outcomes if name.startswith("test_properties::")}
    assert properties == {"test_properties::test_get_user"}
    assert outcomes["test_properties::test_get_user"][0] == "passed"
    assert outcomes["test_rules_user::test_user_record_is_the_acting_profile"][0] == "passed"
    outcome, message = outcomes["test_rules_user::test_user_reports_conversation_count"]
    assert outcome == "skipped"
    assert message.startswith(
        "exercises operations not selected (--include-tag User --exclude-operation-id-regex "
        "batch|lookups|pinterest|update): "
    )
    assert message.endswith("POST /messages/{platform} (send_message)")
    # A rule walking the operations that declare a code walks the selected ones, or skips.
    assert outcomes["test_rules_declared_codes::test_parameter_pattern_on_every_operation"] == (
        "passed",
        "",
    )
    outcome, message = outcomes["test_rules_declared_codes::test_invalid_cursor_on_every_operation"]
    assert outcome == "skipped"
    assert message.startswith("the operations declaring invalid_cursor are not selected (")
    outcome, message = outcomes["test_stateful::test_links"]
    assert outcome == "skipped" and message.startswith("no link of the spec joins two")
    assert "deselected" in done.stdout


class _Item:
    """What `marker_problems` reads of a collected test."""

    nodeid = "test_rules_demo.py::test_one"

    def __init__(self, **marks: tuple[object, ...]) -> None:
        self.marks = marks

    def iter_markers(self, name: str) -> list[SimpleNamespace]:
        args = self.marks.get(name)
        return [] if args is None else [SimpleNamespace(args=args)]


def test_markers_name_operations_by_the_enum() -> None:
    """mypy cannot see marker arguments: a plain string stops collection instead."""
    assert marker_problems(_Item(reads_back=(OperationId.CREATE_POST,))) == []
    assert marker_problems(_Item(reads_back=("create_post",), operations=("get_post",))) == [
        "test_rules_demo.py::test_one: @pytest.mark.reads_back names 'create_post': name it "
        "OperationId.CREATE_POST",
        "test_rules_demo.py::test_one: @pytest.mark.operations names 'get_post': name it "
        "OperationId.GET_POST",
    ]
