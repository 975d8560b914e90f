"""Faults reach the reference server only through its public seams: an ASGI wrapper of its app
(``--wrap``) or the parts its app is built from (``--parts``, `reference_server.parts`), both
given by the launcher `tests/built_server.py`.

Read from the fault modules' source: no ``setattr``, no assignment to an attribute or item of
anything imported from `reference_server`, and of `reference_server` only `parts` and `seams`
(the seams) and rule modules (whose records four handler replacements read) are imported,
never the store. Every parts fault gives parts that differ from the production ones.
"""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

import pytest

from reference_server.parts import ServerParts
from reference_server.seams import FeedRules, Seams
from tests.contract_power.faults import FAULTS, wrapper_module

FAULTS_DIR = Path(__file__).resolve().parent / "faults"
MODULES = sorted(FAULTS_DIR.glob("*.py"))
ALLOWED_IMPORTS = ("reference_server.parts", "reference_server.seams", "reference_server.rules")


def _server_names(tree: ast.Module) -> dict[str, str]:
    """Local name -> the reference_server module (or member) it was imported as."""
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("reference_server"):
            for alias in node.names:
                found[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("reference_server"):
                    found[alias.asname or alias.name.split(".")[0]] = alias.name
    return found


def _base_name(target: ast.expr) -> str | None:
    while isinstance(target, ast.Attribute | ast.Subscript):
        target = target.value
    return target.id if isinstance(target, ast.Name) else None


@pytest.mark.parametrize("path", MODULES, ids=[p.name for p in MODULES])
def test_faults_use_only_the_server_hooks(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    server_names = _server_names(tree)
    problems = [
        f"imports {module}"
        for module in server_names.values()
        if not module.startswith(ALLOWED_IMPORTS)
    ]
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "setattr":
            problems.append(f"line {node.lineno}: setattr")
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Attribute | ast.Subscript):
                name = _base_name(target)
                if name in server_names:
                    problems.append(f"line {target.lineno}: assigns into {server_names[name]}")
    assert not problems, f"{path.name} reaches into the server past its hooks: {problems}"


def _changed(built: ServerParts, production: ServerParts) -> list[str]:
    """What of ``built`` is not the production part: handler tables, seams (by their type; a
    `FeedRules` also by its checks' type and its parse runner)."""
    changed = [
        f"handlers.{name}"
        for name in ("api", "public", "control")
        if dict(getattr(built.handlers, name)) != dict(getattr(production.handlers, name))
    ]
    for field in fields(Seams):
        new, old = getattr(built.seams, field.name), getattr(production.seams, field.name)
        if type(new) is not type(old) or (
            isinstance(new, FeedRules)
            and isinstance(old, FeedRules)
            and (type(new.checks) is not type(old.checks) or new.run is not old.run)
        ):
            changed.append(f"seams.{field.name}")
    return changed


def test_parts_faults_change_the_parts() -> None:
    parts_faults = [f for f in FAULTS if f.server_option == "--parts"]
    unchanged = [
        fault.name
        for fault in parts_faults
        if not _changed(
            getattr(wrapper_module(fault.wrapper), fault.wrapper)(ServerParts()), ServerParts()
        )
    ]
    assert not unchanged, f"parts faults that build the production server: {unchanged}"
    assert parts_faults, "no fault gives the parts of its server"
