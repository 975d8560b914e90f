"""The reference server's imports go one way: no import circle among its modules, none among its
rooms (each top-level module or package of `reference_server`, a package being one room), and
no import of its own modules inside a function, where a circle could hide.

Imports are read from the source with `ast`, all of them: at the top of a module, under
`if TYPE_CHECKING:` and inside functions; `from . import x` counts as an import of the module
`x` when it is one. The package's own `__init__.py` is no room: it imports `create_app` lazily
(`__main__` tunes imports before the app's), and every module runs it."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

PACKAGE = "reference_server"
ROOT = Path(__file__).resolve().parents[2]
#: The imports allowed inside a function: (module, imported module), each with its reason.
LAZY_IMPORTS = {
    # `python -m reference_server` tunes imports before jsonschema loads (see `__main__`).
    (PACKAGE, f"{PACKAGE}.http.app"),
}


@cache
def _modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its own name)."""
    found = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _module_of(name: str) -> str | None:
    """The package's module `name` names (an attribute of a module names that module)."""
    modules = _modules()
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str) -> Iterator[tuple[str, int, bool]]:
    """(imported module of the package, line, whether inside a function) of every import."""
    path = _modules()[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]

    def walk(node: ast.AST, in_function: bool) -> Iterator[tuple[str, int, bool]]:
        for child in ast.iter_child_nodes(node):
            inside = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            names: list[str] = []
            line = getattr(child, "lineno", 0)
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - child.level + 1]
                    base = ".".join([*parts, *([child.module] if child.module else [])])
                names = [f"{base}.{alias.name}" for alias in child.names]
            for name in names:
                target = _module_of(name) if name.startswith(PACKAGE) else None
                if target is not None and target != module:
                    yield target, line, inside
            yield from walk(child, inside)

    yield from walk(ast.parse(path.read_text(encoding="utf-8")), False)


def _room(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else None


def _circle(graph: dict[str, set[str]]) -> list[str] | None:
    try:
        tuple(TopologicalSorter(graph).static_order())
    except CycleError as error:
        return list(error.args[1])
    return None


def test_modules_import_no_circle() -> None:
    graph = {m: {t for t, _, _ in _imports(m)} for m in _modules()}
    circle = _circle(graph)
    assert circle is None, "an import circle among modules: " + " imports ".join(circle[::-1])


def test_rooms_import_no_circle() -> None:
    graph: dict[str, set[str]] = {}
    why: dict[tuple[str, str], str] = {}
    for module in _modules():
        room = _room(module)
        if room is None:
            continue
        graph.setdefault(room, set())
        for target, line, _ in _imports(module):
            other = _room(target)
            if other is not None and other != room:
                graph[room].add(other)
                why.setdefault((room, other), f"{module}:{line} imports {target}")
    circle = _circle(graph)
    assert circle is None, "an import circle among rooms: " + "; ".join(
        why[(circle[i + 1], circle[i])] for i in range(len(circle) - 1)
    )


def test_no_import_inside_a_function() -> None:
    hidden = sorted(
        {
            f"{module}:{line} imports {target}"
            for module in _modules()
            for target, line, inside in _imports(module)
            if inside and (module, target) not in LAZY_IMPORTS
        }
    )
    assert not hidden, "imports inside functions (move what both sides need lower):\n" + "\n".join(
        hidden
    )
