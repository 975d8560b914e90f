"""Every rule the contract suite checks is proven by a fault it catches: each rule test of
`contract_tests/test_rules_*.py` and the stateful test (`test_stateful.py`) is named by the
`-k` selection of at least one fault of the registry (`faults.FAULTS`), whose proof run
(`test_contract_power.py`) then shows the rule catching it.

Read from the rule modules' source (no collection, no server): a rule test is its module's
top-level ``test_*`` function. A selection names it when, matched as `-k` matches
(`selections.matches`) against the test's module file and function name, it picks the test,
and one of its identifiers is part of the function's name (a fault picking a whole module
proves none of its rules in particular). A parametrized test is also named by a selection
that picks only some of its cases: an identifier that is neither part of its name nor of its
module's may be one of its parameter ids. The property tests (`test_properties.py`, one per
operation, built from the spec) are the schemathesis checks' and are proven per check by the
faults of `faults/properties.py`; they are not listed here.
"""

from __future__ import annotations

import ast
from itertools import combinations
from pathlib import Path

from contract_tests.cli import PACKAGE_DIR
from tests.contract_power.faults import FAULTS
from tests.contract_power.selections import TOKEN, matches

#: The `-k` operators, spelled as identifiers.
_OPERATORS = {"and", "or", "not", "(", ")"}


def rule_modules(directory: Path = PACKAGE_DIR) -> list[Path]:
    """The modules whose tests are rules: ``test_rules_*.py`` and the stateful test."""
    return sorted([*directory.glob("test_rules_*.py"), directory / "test_stateful.py"])


def rule_tests(directory: Path = PACKAGE_DIR) -> list[tuple[str, str, bool]]:
    """(module file, function, parametrized) of every rule test, in module and source order."""
    found = []
    for path in rule_modules(directory):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith(
                "test_"
            ):
                parametrized = any(
                    "parametrize" in ast.unparse(decorator) for decorator in node.decorator_list
                )
                found.append((path.name, node.name, parametrized))
    return found


def names(selection: str, module: str, function: str, parametrized: bool) -> bool:
    """Whether the `-k` ``selection`` picks (some cases of) the rule test ``function`` of
    ``module`` by its name."""
    words = [t.lower() for t in TOKEN.findall(selection) if t.lower() not in _OPERATORS]
    keywords = {module.lower(), function.lower()}
    if not any(word in function.lower() for word in words):
        return False
    unknown = [w for w in words if not any(w in k for k in keywords)] if parametrized else []
    return any(
        matches(selection, keywords | set(ids))
        for size in range(len(unknown) + 1)
        for ids in combinations(unknown, size)
    )


def unproven(directory: Path = PACKAGE_DIR, selections: list[str] | None = None) -> list[str]:
    """``module::function`` of every rule test no selection names."""
    if selections is None:
        selections = [fault.selection for fault in FAULTS]
    return [
        f"{module}::{function}"
        for module, function, parametrized in rule_tests(directory)
        if not any(names(s, module, function, parametrized) for s in selections)
    ]


def test_every_rule_named_by_a_fault() -> None:
    missing = unproven()
    assert not missing, (
        f"{len(missing)} rule test(s) that no fault of tests/contract_power/faults names "
        '(add a fault the rule catches, `@fault("<rule test>", "<what the failure names>")`): '
        + ", ".join(missing)
    )


def test_naming_follows_k_matching(tmp_path: Path) -> None:
    (tmp_path / "test_rules_demo.py").write_text(
        "import pytest\n"
        "def test_plain(): ...\n"
        "@pytest.mark.parametrize('op', ['list_media', 'get_user'])\n"
        "def test_each(op): ...\n"
        "def test_other_plain(): ...\n"
        "def test_left_alone(): ...\n"
        "def helper(): ...\n",
        encoding="utf-8",
    )
    (tmp_path / "test_stateful.py").write_text("def test_links(): ...\n", encoding="utf-8")
    assert [t[1] for t in rule_tests(tmp_path)] == [
        "test_plain",
        "test_each",
        "test_other_plain",
        "test_left_alone",
        "test_links",
    ]
    selections = [
        "test_plain and not legacy",  # `not` an id the test does not have: still picked
        "test_each and list_media",  # some cases of a parametrized test
        "test_rules_demo and plain",  # part of the names: test_plain and test_other_plain
        "test_links",
        "test_rules_demo and nothing",  # a whole module proves no rule of it
    ]
    assert unproven(tmp_path, selections) == ["test_rules_demo.py::test_left_alone"]
    assert unproven(tmp_path, ["test_plain and list_media"]) == [
        f"test_rules_demo.py::{name}"
        for name in ("test_plain", "test_each", "test_other_plain", "test_left_alone")
    ] + ["test_stateful.py::test_links"]
