"""The reference server's rules name no spec field by a string: bodies, query parameters and
answers go through the generated models (`social_publishing_models`), whose attributes and
keyword arguments mypy checks, so a renamed or removed field fails `make check-code` at the
rule's file and line instead of being silently ignored.

A spec property or parameter name (of `openapi.yaml` or the control spec) written as a string
constant in `reference_server/rules/` (docstrings aside) is counted per file. The count may not
rise above the file's `CEILING`, and a file that improves lowers its ceiling in the same commit,
so the table only goes down; the goal is an empty table."""

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

#: The spec names each rules file may still write as strings (the goal is none).
CEILING: dict[str, int] = {
    "bulk_posts.py": 9,
}


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
    allowed = CEILING.get(path.name, 0)
    where = "\n".join(f"  {path.relative_to(ROOT)}:{line}: {name!r}" for line, name in found)
    assert len(found) <= allowed, (
        f"{path.name} names {len(found)} spec fields as strings (at most {allowed}); read and "
        f"build them through the generated models instead:\n{where}"
    )
    assert len(found) == allowed, (
        f"{path.name} names {len(found)} spec fields as strings, fewer than its ceiling "
        f"{allowed}: lower CEILING[{path.name!r}] to {len(found)}"
    )


def test_no_ceiling_for_a_missing_file() -> None:
    assert not set(CEILING) - {p.name for p in RULES.glob("*.py")}
