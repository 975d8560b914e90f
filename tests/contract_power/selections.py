"""The proof's pytest plugin for choosing what a fault's run collects
(`-p tests.contract_power.selections`).

* ``--power-selections FILE`` (one collection-only run of the whole suite): FILE holds
  ``{fault name: -k selection}``; every collected test is matched against each selection
  exactly as `-k` does (pytest's own keyword matcher) and the node ids each selection picks
  are written next to FILE (`selected.json`).
* ``--power-only NAMES`` (a fault's run, a part of a whole-suite run): in a module with any
  test function named (``module::function``, comma-separated) only those are turned into
  tests at all; modules with none named are collected whole. Building the others was most of
  a fault's run: the property tests build every operation's cases when collected, ~10 s of
  CPU, for the one operation a fault's selection runs. A fault's run still selects with its
  `-k`, and the proof checks it selected exactly the tests picked in the whole suite.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from _pytest.mark import KeywordMatcher
from _pytest.mark.expression import Expression

SELECTED = "selected.json"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--power-selections", help="JSON file of {fault name: -k selection}")
    parser.addoption("--power-only", help="module::function names to collect, comma-separated")


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


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Before `-k` or anything else deselects: every selection against every test."""
    option = config.getoption("power_selections")
    if not option:
        return
    source = Path(option)
    selections: dict[str, str] = json.loads(source.read_text(encoding="utf-8"))
    matchers = [(item.nodeid, KeywordMatcher.from_item(item)) for item in items]
    picked = {
        name: [nodeid for nodeid, matcher in matchers if expression.evaluate(matcher)]
        for name, expression in (
            (name, Expression.compile(selection)) for name, selection in selections.items()
        )
    }
    (source.parent / SELECTED).write_text(json.dumps(picked), encoding="utf-8")
