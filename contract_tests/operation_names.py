"""The operationIds the suite's own code names, and the check, before any test runs, that each
names an operation of the spec it judges (or of the control spec, sandbox.yaml).

Contract: `suite_operation_names()` reads (never imports) every module of this package with
`ast` and returns each string literal the code uses as an operationId, with its file and line:
* an argument of `.operation(...)`, `.describe(...)`, `read_back.rule(...)` (the first), the
  `control` and `reads_back` markers or `read_back.each_write(...)` (every one), or of a suite
  function whose parameter reaches one of those (followed through calls, e.g.
  `_call(client, spec, "set_auto_schedule")` when `_call` passes it, or iterates it, to
  `spec.operation`);
* a literal bound to a name used so: `NAME = "..."` (also inside a conditional expression or a
  tuple), `for NAME in ("...", ...)`, `@pytest.mark.parametrize("NAME", [...])`, a default;
* the key of a `.by_id[...]` lookup, and each key of a dict literal annotated
  `dict[OperationId, ...]` (e.g. `read_back.UNREADABLE`);
* a literal compared with an `.operation_id`, `.canonical_id`, `.alias_of` or a raw
  `["operationId"]`.
A new way of naming operations is covered by tests/contract_power/test_operation_names.py,
which fails when a literal equal to an operationId is not found here.

`unknown_operations(spec, control)` lists what names no operation: the suite's literals, and
the judged spec's own links and `x-` names (`spec_model.operation_refs`; the stateful test
follows links). `problem_message` makes the one error the suite stops with (exit 3, "cannot be
tested") instead of a KeyError in some test. Reading the ~60 modules takes ~0.2 s, once per run
(the controller only).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from spec_model import ControlSpec, ServiceSpec

PACKAGE_DIR = Path(__file__).resolve().parent
#: Methods whose first argument is an operationId (ServiceSpec/ControlSpec.operation, describe,
#: read_back.rule).
_OPERATION_METHODS = frozenset({"operation", "describe", "rule"})
#: Calls whose every positional argument is an operationId: the `control` marker (of
#: sandbox.yaml), the `reads_back` marker and `read_back.each_write`.
_MARKERS = frozenset({"control", "reads_back", "each_write"})
#: `dict[OperationId, ...]`: the annotation whose dict literal's keys are operationIds.
_ID_TYPE = "OperationId"
_ID_ATTRIBUTES = frozenset({"operation_id", "canonical_id", "alias_of"})
_ALL = -1  # "every positional argument"


@dataclass(frozen=True, order=True)
class NamedOperation:
    """A literal operationId in the suite's source."""

    file: str  # relative to the repository, e.g. contract_tests/test_rules_posts.py
    line: int
    operation_id: str


@dataclass(frozen=True)
class UnknownOperation:
    """An operationId that names no operation, and where it is named."""

    operation_id: str
    places: tuple[str, ...]


_Key = tuple[str, str]  # (module name or "" for a method, function name)
_Function = ast.FunctionDef | ast.AsyncFunctionDef
_Stack = tuple[_Function, ...]  # enclosing functions, outermost first


@dataclass
class _Module:
    """One module, read in one pass: its functions, calls and comparisons with their scopes."""

    name: str
    file: str
    imports: dict[str, _Key]  # local name -> (module, name) of a suite function
    top_level: list[ast.stmt]
    functions: dict[_Key, _Function]
    calls: list[tuple[ast.Call, _Stack]]
    compares: list[ast.Compare]
    lookups: list[tuple[ast.expr, _Stack]]  # the keys of `x.by_id[...]`


class _Reader(ast.NodeVisitor):
    def __init__(self, module: _Module) -> None:
        self.module = module
        self.stack: list[_Function] = []
        self.in_class = False

    def _function(self, node: _Function) -> None:
        key = ("", node.name) if self.in_class and not self.stack else (self.module.name, node.name)
        self.module.functions.setdefault(key, node)
        for decorator in node.decorator_list:  # decorators run in the enclosing scope
            self.visit(decorator)
        for default in [*node.args.defaults, *node.args.kw_defaults]:
            if default is not None:
                self.visit(default)
        outer, self.in_class = self.in_class, False
        self.stack.append(node)
        for statement in node.body:
            self.visit(statement)
        self.stack.pop()
        self.in_class = outer

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        outer, self.in_class = self.in_class, True
        self.generic_visit(node)
        self.in_class = outer

    def visit_Call(self, node: ast.Call) -> None:
        self.module.calls.append((node, tuple(self.stack)))
        self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> None:
        self.module.compares.append(node)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        annotation = node.annotation
        if (
            isinstance(annotation, ast.Subscript)
            and isinstance(annotation.slice, ast.Tuple)
            and isinstance(annotation.slice.elts[0], ast.Name)
            and annotation.slice.elts[0].id == _ID_TYPE
            and isinstance(node.value, ast.Dict)
        ):
            for key in node.value.keys:
                if key is not None:
                    self.module.lookups.append((key, tuple(self.stack)))
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        if isinstance(node.value, ast.Attribute) and node.value.attr == "by_id":
            self.module.lookups.append((node.slice, tuple(self.stack)))
        self.generic_visit(node)


def _params(function: _Function) -> list[str]:
    names = [a.arg for a in [*function.args.posonlyargs, *function.args.args]]
    return names[1:] if names[:1] in (["self"], ["cls"]) else names


def _read_modules(directory: Path) -> list[_Module]:
    modules = []
    for path in sorted(directory.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        imports: dict[str, _Key] = {}
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                directory.name + "."
            ):
                for alias in node.names:
                    imports[alias.asname or alias.name] = (
                        str(node.module).rpartition(".")[2],
                        alias.name,
                    )
        top_level: list[ast.stmt] = [
            s for s in tree.body if isinstance(s, ast.Assign | ast.AnnAssign)
        ]
        module = _Module(
            path.stem, f"{directory.name}/{path.name}", imports, top_level, {}, [], [], []
        )
        _Reader(module).visit(tree)
        modules.append(module)
    return modules


def _is_operation_id(node: ast.AST) -> bool:
    """`x.operation_id` (or canonical_id, alias_of), `raw["operationId"]`,
    `raw.get("operationId")`."""
    if isinstance(node, ast.Attribute):
        return node.attr in _ID_ATTRIBUTES
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value == "operationId"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return (
            node.func.attr == "get"
            and bool(node.args)
            and isinstance(node.args[0], ast.Constant)
            and node.args[0].value == "operationId"
        )
    return False


class _Scanner:
    """Finds the operation-naming calls and the literals that reach them."""

    def __init__(self, modules: list[_Module]) -> None:
        self.modules = modules
        self.functions: dict[_Key, _Function] = {}
        for module in modules:
            for key, function in module.functions.items():
                self.functions.setdefault(key, function)
        #: function -> positions of its parameters that reach an operation lookup.
        self.positions: dict[_Key, set[int]] = {}
        self._propagate()

    def callee(self, module: _Module, call: ast.Call) -> tuple[_Key | None, set[int]]:
        """The suite function (or lookup) a call reaches, and its operationId positions."""
        func = call.func
        if isinstance(func, ast.Attribute):
            if func.attr in _OPERATION_METHODS:
                return None, {0}
            if func.attr in _MARKERS:
                return None, {_ALL}
            key: _Key = ("", func.attr)
        elif isinstance(func, ast.Name):
            key = module.imports.get(func.id, (module.name, func.id))
        else:
            return None, set()
        return key, self.positions.get(key, set())

    def arguments(self, call: ast.Call, positions: set[int], key: _Key | None) -> list[ast.expr]:
        """The argument expressions at `positions` (by position or parameter name)."""
        if _ALL in positions:
            return list(call.args)
        found = [call.args[i] for i in sorted(positions) if i < len(call.args)]
        function = self.functions.get(key) if key is not None else None
        if function is not None:
            names = _params(function)
            wanted = {names[i] for i in positions if i < len(names)}
            found += [k.value for k in call.keywords if k.arg in wanted]
        return found

    def _propagate(self) -> None:
        """Mark each parameter that reaches a lookup (directly, or iterated), to a fixpoint."""
        changed = True
        while changed:
            changed = False
            for module in self.modules:
                for call, stack in module.calls:
                    if not stack:
                        continue
                    key, positions = self.callee(module, call)
                    if not positions:
                        continue
                    function = stack[-1]
                    owner = self._key_of(module, function)
                    if owner is None:
                        continue
                    names = _params(function)
                    for argument in self.arguments(call, positions, key):
                        if not isinstance(argument, ast.Name):
                            continue
                        name = argument.id
                        if name not in names:  # `for op in operation_ids: lookup(op)`
                            name = _iterated_parameter(function, name) or name
                        if name in names:
                            index = names.index(name)
                            if index not in self.positions.setdefault(owner, set()):
                                self.positions[owner].add(index)
                                changed = True

    def _key_of(self, module: _Module, function: _Function) -> _Key | None:
        for key in ((module.name, function.name), ("", function.name)):
            if self.functions.get(key) is function:
                return key
        return None

    def literals(self) -> Iterator[tuple[_Module, ast.Constant]]:
        for module in self.modules:
            for call, stack in module.calls:
                key, positions = self.callee(module, call)
                for argument in self.arguments(call, positions, key) if positions else []:
                    yield from ((module, c) for c in _values(module, stack, argument, set()))
            for key_node, stack in module.lookups:
                yield from ((module, c) for c in _values(module, stack, key_node, set()))
            for compare in module.compares:
                operands = [compare.left, *compare.comparators]
                if any(_is_operation_id(o) for o in operands):
                    for operand in operands:
                        yield from ((module, c) for c in _constants(operand))


def _iterated_parameter(function: _Function, name: str) -> str | None:
    """The name `name` iterates over in `function` (`for name in X`, `... for name in X`)."""
    for node in ast.walk(function):
        if (
            isinstance(node, ast.For | ast.comprehension)
            and isinstance(node.target, ast.Name)
            and node.target.id == name
            and isinstance(node.iter, ast.Name)
        ):
            return node.iter.id
    return None


def _constants(node: ast.AST) -> Iterator[ast.Constant]:
    """String literals of a literal expression (a constant, a tuple/list/set of them, either
    branch of a conditional)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node
    elif isinstance(node, ast.Tuple | ast.List | ast.Set):
        for element in node.elts:
            yield from _constants(element)
    elif isinstance(node, ast.IfExp):
        yield from _constants(node.body)
        yield from _constants(node.orelse)
    elif isinstance(node, ast.Starred):
        yield from _constants(node.value)


def _values(
    module: _Module, stack: _Stack, node: ast.AST, seen: set[str]
) -> Iterator[ast.Constant]:
    """The literals an argument expression can be: itself, or what its name is bound to."""
    if isinstance(node, ast.Name):
        if node.id not in seen:
            yield from _bound(module, stack, node.id, seen | {node.id})
    elif isinstance(node, ast.IfExp):
        yield from _values(module, stack, node.body, seen)
        yield from _values(module, stack, node.orelse, seen)
    elif isinstance(node, ast.Starred):
        yield from _values(module, stack, node.value, seen)
    else:
        yield from _constants(node)


def _element(node: ast.AST, target: ast.AST, name: str) -> Iterator[ast.AST]:
    """The parts of `node` (an iterated element) that `name` in `target` takes."""
    if isinstance(target, ast.Name):
        if target.id == name:
            yield node
    elif isinstance(target, ast.Tuple) and isinstance(node, ast.Tuple | ast.List):
        for sub_target, sub_node in zip(target.elts, node.elts, strict=False):
            yield from _element(sub_node, sub_target, name)


def _scopes(module: _Module, stack: _Stack) -> Iterator[list[ast.stmt]]:
    """The statements of the enclosing functions, innermost first, then the module's
    top-level assignments."""
    for function in reversed(stack):
        yield function.body
    yield module.top_level


def _iterated(
    module: _Module, stack: _Stack, iterable: ast.AST, seen: set[str]
) -> Iterator[ast.AST]:
    """The elements of an iterated literal (or of the literal a name is bound to)."""
    if isinstance(iterable, ast.Tuple | ast.List | ast.Set):
        yield from iterable.elts
    elif isinstance(iterable, ast.Name) and iterable.id not in seen:
        for body in _scopes(module, stack):
            for statement in body:
                for node in ast.walk(statement):
                    if isinstance(node, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id == iterable.id for t in node.targets
                    ):
                        yield from _iterated(module, stack, node.value, seen | {iterable.id})


def _bound(module: _Module, stack: _Stack, name: str, seen: set[str]) -> Iterator[ast.Constant]:
    """The literals bound to `name` in the enclosing scopes."""
    for function in reversed(stack):
        yield from _parameter_values(module, stack, function, name, seen)
    for body in _scopes(module, stack):
        for statement in body:
            for node in ast.walk(statement):
                if isinstance(node, ast.Assign | ast.AnnAssign):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    if node.value is not None and any(
                        isinstance(t, ast.Name) and t.id == name for t in targets
                    ):
                        yield from _values(module, stack, node.value, seen)
                elif isinstance(node, ast.For | ast.comprehension):
                    for element in _iterated(module, stack, node.iter, seen):
                        for part in _element(element, node.target, name):
                            yield from _values(module, stack, part, seen)


def _parameter_values(
    module: _Module, stack: _Stack, function: _Function, name: str, seen: set[str]
) -> Iterator[ast.Constant]:
    """A parameter's default, and the values `@pytest.mark.parametrize` gives it."""
    arguments = [a.arg for a in [*function.args.posonlyargs, *function.args.args]]
    defaults = dict(zip(arguments[::-1], function.args.defaults[::-1], strict=False))
    if name in defaults:
        yield from _values(module, stack, defaults[name], seen)
    for decorator in function.decorator_list:
        if not (
            isinstance(decorator, ast.Call)
            and isinstance(decorator.func, ast.Attribute)
            and decorator.func.attr == "parametrize"
            and len(decorator.args) >= 2
        ):
            continue
        names = [
            n.strip()
            for c in _constants(decorator.args[0])  # "a, b" or ("a", "b")
            for n in str(c.value).split(",")
        ]
        if name not in names:
            continue
        target: ast.AST = ast.Tuple(elts=[ast.Name(id=n) for n in names])
        if len(names) == 1:
            target = ast.Name(id=names[0])
        for element in _iterated(module, stack[:-1], decorator.args[1], seen):
            if isinstance(element, ast.Call) and getattr(element.func, "attr", "") == "param":
                element = ast.Tuple(elts=list(element.args))
            for part in _element(element, target, name):
                yield from _values(module, stack[:-1], part, seen)


@lru_cache(maxsize=2)
def suite_operation_names(directory: Path = PACKAGE_DIR) -> tuple[NamedOperation, ...]:
    """Every literal operationId in the suite's modules (see the module docstring)."""
    scanner = _Scanner(_read_modules(directory))
    found = {
        NamedOperation(module.file, constant.lineno, str(constant.value))
        for module, constant in scanner.literals()
    }
    return tuple(sorted(found))


def unknown_operations(
    spec: ServiceSpec, control: ControlSpec | None, names: Iterable[NamedOperation] | None = None
) -> list[UnknownOperation]:
    """The operationIds that name no operation of `spec` or `control`, each with where it is
    named: the suite's files (with lines), then the spec's links and `x-` names (pointers)."""
    known = set(spec.by_id) | (set(control.by_id) if control is not None else set())
    places: dict[str, dict[str, list[int]]] = {}
    for named in suite_operation_names() if names is None else names:
        if named.operation_id not in known:
            places.setdefault(named.operation_id, {}).setdefault(named.file, []).append(named.line)
    spec_name = str(spec.path or "openapi.yaml")
    in_spec: dict[str, list[str]] = {}
    for reference in spec.dangling_references:
        in_spec.setdefault(reference.target, []).append(f"{spec_name}#{reference.location}")
    return [
        UnknownOperation(
            operation_id,
            tuple(
                f"{file}:{','.join(str(line) for line in sorted(set(lines)))}"
                for file, lines in sorted(places.get(operation_id, {}).items())
            )
            + tuple(in_spec.get(operation_id, ())),
        )
        for operation_id in sorted(set(places) | set(in_spec))
    ]


def problem_message(spec: ServiceSpec, control: ControlSpec | None) -> str | None:
    """The one error naming every unknown operationId and where it is named, or None."""
    unknown = unknown_operations(spec, control)
    if not unknown:
        return None
    judged = str(spec.path or "openapi.yaml")
    if control is not None:
        judged += f" or {control.path or 'sandbox.yaml'}"
    lines = [
        f"cannot be tested: {len(unknown)} operationId(s) named by the suite or the spec's "
        f"links name no operation of {judged} (a renamed operationId is renamed where it is "
        "named too):"
    ]
    lines += [f"  - {u.operation_id!r} named at {'; '.join(u.places)}" for u in unknown]
    return "\n".join(lines)
