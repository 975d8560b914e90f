"""The proof's pytest plugin for choosing what a fault's run collects
(`-p tests.contract_power.selections`).

* ``--power-selections FILE`` (one collection-only run of the whole suite): FILE holds
  ``{fault name: -k selection}``; every collected test is matched against each selection
  as `-k` does and the node ids each selection picks are written next to FILE
  (`selected.json`). pytest has no public API to evaluate a `-k` expression, so `matches`
  implements `-k`'s documented grammar and matching (below) on public node attributes; each
  fault's own run selects with pytest's real `-k`, and the proof fails when the two picks
  differ (`test_contract_power.py`), so a change in pytest's `-k` cannot go unnoticed.
* ``--power-only NAMES`` (a fault's run, a part of a whole-suite run): in a module with any
  test function named (``module::function``, comma-separated) only those are turned into
  tests at all; modules with none named are collected whole. Building the others was most of
  a fault's run: the property tests build every operation's cases when collected, ~10 s of
  CPU, for the one operation a fault's selection runs. A fault's run still selects with its
  `-k`, and the proof checks it selected exactly the tests picked in the whole suite.
* ``--power-modules NAMES`` (a fault's run): only these test modules (file names,
  comma-separated) are collected; the others are ignored with one set lookup each (the same
  as an ``--ignore`` per module, which pytest checks against every path it walks).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

SELECTED = "selected.json"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--power-selections", help="JSON file of {fault name: -k selection}")
    parser.addoption("--power-only", help="module::function names to collect, comma-separated")
    parser.addoption("--power-modules", help="test module file names to collect, comma-separated")


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """With ``--power-modules``, every test module not named is ignored."""
    modules = config.getoption("power_modules")
    if (
        not modules
        or collection_path.suffix != ".py"
        or not collection_path.name.startswith("test_")
    ):
        return None
    return collection_path.name not in modules.split(",") or None


def function_of(nodeid: str) -> str:
    """``module.py::name`` of a test's node id: the module's test function (or class) that
    made it, without directory or parameters."""
    path, _, name = nodeid.partition("::")
    return f"{Path(path).name}::{name.split('::')[0].split('[')[0]}"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: Any) -> Any:
    """Outermost (schemathesis' own wrapper turns its tests into collectors): a test function
    of a module ``--power-only`` names functions of, but not named itself, makes no test."""
    made = yield
    only = collector.config.getoption("power_only")
    if not only or not made or not isinstance(collector, pytest.Module):
        return made
    wanted = only.split(",")
    module = f"{collector.path.name}::"
    if any(w.startswith(module) for w in wanted) and module + name not in wanted:
        return []
    return made


#: `-k`'s tokens: parentheses, and identifiers (pytest's grammar: ``(\w|:|+|-|.|[|]|\\|/)+``);
#: ``and``, ``or``, ``not`` are identifiers spelled as the operators.
TOKEN = re.compile(r"\s*(\(|\)|(?:\w|[:+\-.\[\]\\/])+)")


def keyword_names(item: pytest.Item) -> set[str]:
    """What `-k` matches against: the names of the item and its parents (not the session
    and the root directory), their extra keywords and the item's markers."""
    names = {
        node.name
        for node in item.listchain()
        if not isinstance(node, pytest.Session)
        and not (isinstance(node, pytest.Directory) and isinstance(node.parent, pytest.Session))
    }
    names.update(item.listextrakeywords())
    names.update(mark.name for mark in item.iter_markers())
    return {name.lower() for name in names}


def matches(selection: str, names: set[str]) -> bool:
    """Whether ``selection`` (a `-k` expression) picks a test with these keyword ``names``:
    each identifier is true when it is a substring of a name, case-insensitively."""
    tokens = TOKEN.findall(selection)
    if "".join(tokens) != re.sub(r"\s+", "", selection):
        raise pytest.UsageError(f"not a -k expression: {selection!r}")
    position = 0

    def peek() -> str | None:
        return tokens[position] if position < len(tokens) else None

    def take(expected: str | None = None) -> str:
        nonlocal position
        token = peek()
        if token is None or (expected is not None and token != expected):
            raise pytest.UsageError(f"not a -k expression: {selection!r}")
        position += 1
        return token

    def either() -> bool:
        found = both()
        while peek() == "or":
            take()
            found = both() or found
        return found

    def both() -> bool:
        found = negated()
        while peek() == "and":
            take()
            found = negated() and found
        return found

    def negated() -> bool:
        token = take()
        if token == "not":
            return not negated()
        if token == "(":
            found = either()
            take(")")
            return found
        word = token.lower()
        return any(word in name for name in names)

    if not tokens:
        return False
    found = either()
    if peek() is not None:
        raise pytest.UsageError(f"not a -k expression: {selection!r}")
    return found


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Before `-k` or anything else deselects: every selection against every test."""
    option = config.getoption("power_selections")
    if not option:
        return
    source = Path(option)
    selections: dict[str, str] = json.loads(source.read_text(encoding="utf-8"))
    named = [(item.nodeid, keyword_names(item)) for item in items]
    picked = {
        name: [nodeid for nodeid, names in named if matches(selection, names)]
        for name, selection in selections.items()
    }
    (source.parent / SELECTED).write_text(json.dumps(picked), encoding="utf-8")
