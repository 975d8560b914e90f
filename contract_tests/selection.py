"""Which operations a run tests, chosen with schemathesis CLI's own options and semantics.

Contract: `OPTIONS` are `--include-<kind>`, `--include-<kind>-regex`, `--exclude-<kind>` and
`--exclude-<kind>-regex` for each kind `operation-id`, `tag`, `path`, `method`, and
`--exclude-deprecated`. As in `st run`: an exact value option is repeatable and each value is a
filter of its own; the regex options of one side (at most one per kind) make one filter that
matches when all its patterns match (`re.search`; method case-insensitive); an operation is
selected when it matches at least one include filter (or there is none) and no exclude filter,
and is not deprecated under `--exclude-deprecated`. Each option also reads
`CONTRACT_<OPTION>` (e.g. `CONTRACT_INCLUDE_TAG="Posts Profiles"`: values split on commas and
white space; a regex is taken whole; `CONTRACT_EXCLUDE_DEPRECATED=1`) when not given.

`Selection.problems(spec)` are usage errors (exit 4): an operationId, tag or path the spec does
not have (naming the closest known ones), a method that is none, a bad pattern, a value given
twice, a selection that leaves no operation. `Selection.selects(op)` judges an operation of
`paths`; the deliveries of `webhooks` are the server's, never selected away.

What each test exercises (`exercised(item)`), for the rule tests to run only when all of it is
selected: the `OperationId` members its function names (read from its bytecode, with the suite's
helper functions it calls and their defaults, so a call `spec.operation(OperationId.CREATE_POST)`
or `_call(client, spec, OperationId.CREATE_POST)` is its declaration; a module constant it reads
that is an `OperationId` counts too), those of its `reads_back`
and `operations` markers, and its parameters that are operations (an `OperationId`, a value
with an `operation_id`, or a str parameter named `operation_id`). Fixtures' set-up calls are not
counted: they prepare a rule, they are not what it judges.
"""

from __future__ import annotations

import argparse
import dis
import inspect
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from difflib import get_close_matches
from functools import lru_cache
from types import CodeType, FunctionType
from typing import Any

import pytest

from spec_model import HTTP_METHODS, Operation, OperationId, ServiceSpec

KINDS = ("operation-id", "tag", "path", "method")
DEPRECATED_OPTION = "--exclude-deprecated"
#: The marker a rule test adds operations with that its code does not name itself.
OPERATIONS_MARKER = "operations"
ENV_PREFIX = "CONTRACT_"
_SUITE_PACKAGE = "contract_tests"


@dataclass(frozen=True)
class Option:
    """One selection option: `--include-tag`, `--exclude-path-regex`, ..."""

    include: bool
    kind: str
    regex: bool

    @property
    def flag(self) -> str:
        side = "include" if self.include else "exclude"
        return f"--{side}-{self.kind}{'-regex' if self.regex else ''}"

    @property
    def dest(self) -> str:
        return self.flag[2:].replace("-", "_")

    @property
    def env(self) -> str:
        return ENV_PREFIX + self.dest.upper()


OPTIONS = tuple(
    Option(include, kind, regex)
    for include in (True, False)
    for kind in KINDS
    for regex in (False, True)
)
DEPRECATED_ENV = ENV_PREFIX + "EXCLUDE_DEPRECATED"
#: Each environment variable the selection reads, and what for (the CLI's help lists them).
ENVIRONMENT = {
    **{option.env: f"default of {option.flag}" for option in OPTIONS},
    DEPRECATED_ENV: f"1/true/yes: {DEPRECATED_OPTION}",
}


def _help(option: Option) -> str:
    what = {
        "operation-id": "operationId",
        "tag": "tag",
        "path": "path template",
        "method": "method",
    }
    verb = "test only operations with this" if option.include else "leave out operations with this"
    if option.regex:
        return f"{verb} {what[option.kind]} matching PATTERN (re.search)"
    return f"{verb} {what[option.kind]} (repeatable)"


def add_options(add: Any) -> None:
    """Declare the options with `add` (argparse's `add_argument` or pytest's `addoption`)."""
    for option in OPTIONS:
        if option.regex:
            add(option.flag, dest=option.dest, metavar="PATTERN", help=_help(option))
        else:
            add(option.flag, dest=option.dest, action="append", metavar="VALUE", help=_help(option))
    add(DEPRECATED_OPTION, action="store_true", help="leave out deprecated operations")


def cli_arguments(options: argparse.Namespace) -> list[str]:
    """The options as given on the command line, for the pytest run the CLI starts."""
    args: list[str] = []
    for option in OPTIONS:
        value = getattr(options, option.dest, None)
        given = ([value] if value else []) if option.regex else list(value or ())
        args += [f"{option.flag}={item}" for item in given]
    if getattr(options, "exclude_deprecated", False):
        args.append(DEPRECATED_OPTION)
    return args


@dataclass(frozen=True)
class Selection:
    """A run's choice of operations (empty: every operation)."""

    #: (option flag, value) per exact value, as given.
    values: tuple[tuple[str, str], ...] = ()
    #: (option flag, pattern) per regex option given.
    patterns: tuple[tuple[str, str], ...] = ()
    exclude_deprecated: bool = False

    @classmethod
    def from_options(cls, get: Any, environ: Mapping[str, str] | None = None) -> Selection:
        """From option values (`get(dest)`), else the `CONTRACT_*` environment variables."""
        environ = os.environ if environ is None else environ
        values: list[tuple[str, str]] = []
        patterns: list[tuple[str, str]] = []
        for option in OPTIONS:
            given = get(option.dest)
            if option.regex:
                pattern = given or environ.get(option.env) or None
                if pattern:
                    patterns.append((option.flag, str(pattern)))
                continue
            items = list(given or re.split(r"[,\s]+", environ.get(option.env, "").strip()))
            values += [(option.flag, str(item)) for item in items if item]
        deprecated = bool(get("exclude_deprecated")) or environ.get(
            DEPRECATED_ENV, ""
        ).strip().lower() in ("1", "true", "yes")
        return cls(tuple(values), tuple(patterns), deprecated)

    def to_dict(self) -> dict[str, Any]:
        return {
            "values": [list(v) for v in self.values],
            "patterns": [list(p) for p in self.patterns],
            "exclude_deprecated": self.exclude_deprecated,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Selection:
        return cls(
            tuple((str(f), str(v)) for f, v in data.get("values", ())),
            tuple((str(f), str(p)) for f, p in data.get("patterns", ())),
            bool(data.get("exclude_deprecated", False)),
        )

    @property
    def active(self) -> bool:
        return bool(self.values or self.patterns or self.exclude_deprecated)

    def describe(self) -> str:
        """The selection as options: `--include-tag Posts --exclude-deprecated`."""
        parts = [f"{flag} {value}" for flag, value in [*self.values, *self.patterns]]
        return " ".join(parts + ([DEPRECATED_OPTION] if self.exclude_deprecated else []))

    def _side(self, op: Operation, include: bool) -> tuple[bool, bool]:
        """(whether the side has any filter, whether one of its filters matches `op`)."""
        side = "--include-" if include else "--exclude-"
        exact = [
            (kind, value.upper() if kind == "method" else value)
            for kind, value in ((f[len(side) :], v) for f, v in self.values if f.startswith(side))
        ]
        regexes = [(f, p) for f, p in self.patterns if f.startswith(side)]
        matched = any(value in _attribute(op, kind) for kind, value in exact)
        if regexes and not matched:
            matched = all(
                any(_pattern(f, p).search(v) for v in _attribute(op, f[len(side) : -6]))
                for f, p in regexes
            )
        return bool(exact or regexes), matched

    def selects(self, op: Operation) -> bool:
        """Whether the run tests `op` (an operation of `paths`; webhooks are always kept)."""
        if op.section != "paths":
            return True
        if self.exclude_deprecated and op.deprecated:
            return False
        if self._side(op, include=False)[1]:
            return False
        has_includes, included = self._side(op, include=True)
        return included or not has_includes

    def selected(self, spec: ServiceSpec) -> list[Operation]:
        return [op for op in spec.paths if self.selects(op)]

    def methods_at(self, spec: ServiceSpec, path: str) -> set[str]:
        """Upper-case methods of the selected operations at `path` (a template)."""
        return {op.method.upper() for op in self.selected(spec) if op.path == path}

    def problems(self, spec: ServiceSpec) -> list[str]:
        """What makes the selection a usage error against `spec` (see the module docstring)."""
        known = {
            "operation-id": [op.operation_id for op in spec.paths],
            "tag": sorted(
                {str(t["name"]) for t in spec.document.get("tags") or () if "name" in t}
                | {tag for op in spec.paths for tag in op.tags}
            ),
            "path": sorted({op.path for op in spec.paths}),
            "method": sorted({m.upper() for m in HTTP_METHODS}),
        }
        judged = spec.path.name if spec.path is not None else "the spec"
        known["operation"] = known.pop("operation-id")
        found: list[str] = []
        seen: set[tuple[str, str]] = set()
        for flag, value in self.values:
            if (flag, value) in seen:
                found.append(f"{flag} {value!r} is given twice")
            seen.add((flag, value))
            kind = flag.split("-", 3)[-1].replace("operation-id", "operation")
            choices = known[kind]
            if (value.upper() if kind == "method" else value) in choices:
                continue
            near = get_close_matches(value, choices, n=3, cutoff=0.5)
            hint = f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""
            what = "is no HTTP method" if kind == "method" else f"names no {kind} of {judged}"
            found.append(f"{flag} {value!r} {what}{hint}")
        for flag, pattern in self.patterns:
            try:
                _pattern(flag, pattern)
            except re.error as error:
                found.append(f"{flag} {pattern!r} is not a regular expression: {error}")
        if not found and not self.selected(spec):
            found.append(f"{self.describe()} selects no operation of {judged}")
        return found


@lru_cache(maxsize=64)
def _pattern(flag: str, pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE if flag.endswith("-method-regex") else 0)


def _attribute(op: Operation, kind: str) -> list[str]:
    if kind == "operation-id":
        return [op.operation_id]
    if kind == "tag":
        return list(op.tags)
    if kind == "path":
        return [op.path]
    return [op.method.upper()]


# --- what a test exercises ----------------------------------------------------------------------
def _code_operations(code: CodeType, scope: Mapping[str, Any], seen: set[int]) -> Iterator[str]:
    """The `OperationId.<NAME>` a code object (and its nested code) names, and those of the
    suite's functions it loads from `scope` (followed once each)."""
    previous: dis.Instruction | None = None
    for instruction in dis.get_instructions(code):
        if (
            instruction.opname == "LOAD_ATTR"
            and previous is not None
            and previous.opname in ("LOAD_GLOBAL", "LOAD_NAME", "LOAD_DEREF")
            and previous.argval == "OperationId"
            and instruction.argval in OperationId.__members__
        ):
            yield OperationId[instruction.argval].value
        if instruction.opname == "LOAD_GLOBAL":
            target = scope.get(str(instruction.argval))
            if isinstance(target, FunctionType):
                yield from _function_operations(target, seen)
            else:  # a module constant: an operation, or a collection of them
                yield from _constant_operations(target)
        previous = instruction
    for constant in code.co_consts:
        if isinstance(constant, CodeType):
            yield from _code_operations(constant, scope, seen)


def _constant_operations(value: Any) -> Iterator[str]:
    """A module constant naming one operation (`OPERATION = OperationId.X`). A collection of
    them is a table a rule walks (`run_settings.walked` keeps the selected ones), not what it
    needs."""
    if isinstance(value, OperationId):
        yield value.value


def _function_operations(function: FunctionType, seen: set[int]) -> Iterator[str]:
    function = inspect.unwrap(function)
    module = str(getattr(function, "__module__", ""))
    if id(function) in seen or not module.startswith(_SUITE_PACKAGE):
        return
    seen.add(id(function))
    defaults = [*(function.__defaults__ or ()), *(function.__kwdefaults__ or {}).values()]
    yield from (d.value for d in defaults if isinstance(d, OperationId))
    yield from _code_operations(function.__code__, function.__globals__, seen)


def _operations_of_value(name: str, value: Any) -> Iterable[str]:
    if isinstance(value, OperationId):
        return [value.value]
    if isinstance(value, str):
        return [value] if "operation" in name else []
    named = getattr(value, "operation_id", None)
    return [named] if isinstance(named, str) else []


def exercised(item: Any) -> set[str]:
    """The operationIds a collected test exercises (see the module docstring)."""
    found: set[str] = set()
    function = getattr(item, "function", None)
    if isinstance(function, FunctionType):
        found.update(_function_operations(function, set()))
    for marker in ("reads_back", OPERATIONS_MARKER):
        for mark in item.iter_markers(marker):
            found.update(str(op) for op in mark.args)
    callspec = getattr(item, "callspec", None)
    for name, value in callspec.params.items() if callspec is not None else ():
        found.update(_operations_of_value(name, value))
    return found


def marker_problems(item: Any) -> list[str]:
    """`reads_back` and `operations` markers name operations as `OperationId` members (mypy
    cannot see marker arguments)."""
    return [
        f"{item.nodeid}: @pytest.mark.{marker} names {op!r}: name it OperationId.{str(op).upper()}"
        for marker in ("reads_back", OPERATIONS_MARKER)
        for mark in item.iter_markers(marker)
        for op in mark.args
        if not isinstance(op, OperationId)
    ]


def missing(item: Any, spec: ServiceSpec, selection: Selection) -> list[str]:
    """The operations a test exercises that the selection leaves out, as `label (id)`."""
    return [
        f"{spec.by_id[op].label} ({op})"
        for op in sorted(exercised(item))
        if op in spec.by_id and not selection.selects(spec.by_id[op])
    ]


def apply(
    items: list[Any],
    spec: ServiceSpec,
    selection: Selection,
    modules: tuple[str, str],
    linked: set[str],
) -> list[Any]:
    """Narrow collected tests to the selection; returns the deselected ones. A property test
    (of `modules[0]`) of an operation left out is deselected (as `st run` leaves it out); the
    stateful test (`modules[1]`) follows the links among the selected operations (`linked`,
    `schemas.stateful_schema`) and skips when there is none; a rule test that exercises an
    operation left out skips, naming each one and the selection."""
    if not selection.active:
        return []
    property_module, stateful_module = modules
    dropped = []
    for item in items:
        module = item.nodeid.partition("::")[0]
        if module == stateful_module:
            if not linked:
                reason = (
                    f"no link of the spec joins two operations selected ({selection.describe()})"
                )
                item.add_marker(pytest.mark.skip(reason=reason))
            continue
        if module == property_module:
            name = str(getattr(item, "originalname", item.name)).removeprefix("test_")
            op = spec.by_id.get(name)
            if op is not None and not selection.selects(op):
                dropped.append(item)
            continue
        left_out = missing(item, spec, selection)
        if left_out:
            item.add_marker(
                pytest.mark.skip(
                    reason=f"exercises operations not selected ({selection.describe()}): "
                    + ", ".join(left_out)
                )
            )
    kept = [item for item in items if item not in dropped]
    items[:] = kept
    return dropped
