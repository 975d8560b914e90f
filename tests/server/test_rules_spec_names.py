"""The reference server's rules name no spec field by a string: bodies, query parameters and
answers go through the generated models (`social_publishing_models`), whose attributes and
keyword arguments mypy checks, so a renamed or removed field fails `make check-code` at the
rule's file and line instead of being silently ignored.

No spec property or parameter name (of `openapi.yaml` or the control spec) may be written as a
string constant in `reference_server/rules/` (docstrings aside). What rules need of the spec
beyond the models is read through the spec library: enum values as constants
(`spec_model/enum_values.py`, `spec_model/networks.py`), operations' extensions as typed facts
(`spec_model/operation_facts.py`), and a field's spec name, where a rule must show one, from a
generated model built with that one field (`reference_server.service.field_name`)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "reference_server" / "rules"
SPECS = (ROOT / "openapi.yaml", ROOT / "sandbox.yaml")


def _names(node: Any, found: set[str]) -> set[str]:
    if isinstance(node, dict):
        properties = node.get("properties")
        if isinstance(properties, dict):
            found.update(properties)
        if node.get("in") in ("query", "path", "header") and isinstance(node.get("name"), str):
            found.add(node["name"])
        for value in node.values():
            _names(value, found)
    elif isinstance(node, list):
        for value in node:
            _names(value, found)
    return found


@cache
def spec_names() -> frozenset[str]:
    found: set[str] = set()
    for path in SPECS:
        _names(yaml.safe_load(path.read_text(encoding="utf-8")), found)
    return frozenset(found)


def named_literals(path: Path, names: frozenset[str]) -> Iterator[tuple[int, str]]:
    """(line, name) of each string constant in `path` that is a spec name, docstrings aside."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    docstrings: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
            and node.value in names
        ):
            yield node.lineno, node.value


def test_the_spec_names_are_found() -> None:
    names = spec_names()
    # Sentinels a broken reader would miss: a body property, a query parameter, a control field.
    assert {"shortenLinks", "mediaUrls", "lastDays", "feedReadSeconds"} <= names


def test_a_named_literal_is_found(tmp_path: Path) -> None:
    module = tmp_path / "rule.py"
    module.write_text('"""Doc naming post."""\nKEPT = ("shortenLinks", "not a field")\n')
    assert list(named_literals(module, frozenset({"shortenLinks", "post"}))) == [
        (2, "shortenLinks")
    ]


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda p: p.name)
def test_rules_read_fields_through_models(path: Path) -> None:
    found = sorted(named_literals(path, spec_names()))
    where = "\n".join(f"  {path.relative_to(ROOT)}:{line}: {name!r}" for line, name in found)
    assert not found, (
        f"{path.name} names {len(found)} spec field(s) as strings; read and build them through "
        f"the generated models (or the spec library's constants and facts) instead:\n{where}"
    )
