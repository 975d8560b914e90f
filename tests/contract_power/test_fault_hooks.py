"""Faults reach inside the reference server only through its documented hooks: an ASGI wrapper
(``--asgi-wrapper``) or its override points (``--override``, `reference_server/overrides.py`).

Read from the fault modules' source: no ``setattr``, no assignment to an attribute or item of
anything imported from `reference_server`, and of `reference_server` only `overrides` (the hook)
and rule modules (whose records four handler overrides read) are imported, never the store.
Every override fault names points that exist.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from reference_server import overrides
from tests.contract_power.faults import FAULTS, wrapper_module

FAULTS_DIR = Path(__file__).resolve().parent / "faults"
MODULES = sorted(FAULTS_DIR.glob("*.py"))
ALLOWED_IMPORTS = ("reference_server.overrides", "reference_server.rules")


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


def test_override_faults_name_existing_points() -> None:
    overrides.install([])  # imports the modules that declare points; installs nothing
    named: dict[str, set[str]] = {}
    for fault in FAULTS:
        if fault.server_option != "--override":
            continue
        source = ast.parse(Path(wrapper_module(fault.wrapper).__file__ or "").read_text())
        for node in ast.walk(source):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "replace"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                named.setdefault(node.args[0].value, set()).add(fault.wrapper)
    common = (FAULTS_DIR / "common.py").read_text(encoding="utf-8")
    named.update({point: {"common"} for point in overrides.POINTS if f'"{point}"' in common})
    unknown = sorted(set(named) - set(overrides.POINTS))
    assert not unknown, f"override faults name no such point: {unknown}"
    assert named, "no override fault names a point"
