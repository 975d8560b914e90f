"""The server's dispatch tables against the spec: every operation has exactly the handler it
needs, and every name the rules hold names an operation.

Contract: `handler_table_problems` lists, one line each,
* an operation of `paths` (by its `canonical_id`: an `x-alias-of` alias uses its target's) with
  no entry in `rules.HANDLERS` (or `rules.PUBLIC_HANDLERS` when it takes no API key);
* an entry of `rules.HANDLERS` / `rules.PUBLIC_HANDLERS` that names no such operation;
* an operation of the control spec (`sandbox.yaml`) with no entry in `rules.sandbox.HANDLERS`,
  and an entry there that names none;
* an `x-` extension of the spec (e.g. `x-jwt.pageOperation`) that names no operation.
The tables' keys and the operations the rules read facts of are `OperationId` members (the
enum generated from the bundled spec), so mypy catches those names; this check is for a spec
that differs from the bundle the enum was made from (`--spec`) and for a missing handler.
`check_handler_table` raises `HandlerTableError` with all of them; the CLI calls it before it
binds its port and `create_app` before it builds the app, so a renamed operation stops the
server at start (naming the operation and the handler) instead of reaching a request as an
internal error. It reads only the loaded specs and the tables: a few milliseconds.

`HandlerTables` is the three tables as the app is given them (`create_app(handlers=...)`):
`HandlerTables.default()` is the rules' own; `replacing` gives a copy with one operation's
handler replaced (a team's own server, or a deliberately broken one, built from the same
rules).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from spec_model import ControlOperationId, ControlSpec, OperationId, ServiceSpec

from .rules import HANDLERS, PUBLIC_HANDLERS
from .rules import sandbox as sandbox_rules

RULES_FILE = "reference_server/rules/__init__.py"
SANDBOX_RULES_FILE = "reference_server/rules/sandbox.py"


@dataclass(frozen=True)
class HandlerTables:
    """The handler of every operation: the API's (`api`), those that take no API key
    (`public`) and the test control's (`control`), each keyed by operationId."""

    api: Mapping[OperationId, Any] = field(default_factory=lambda: MappingProxyType(HANDLERS))
    public: Mapping[OperationId, Any] = field(
        default_factory=lambda: MappingProxyType(PUBLIC_HANDLERS)
    )
    control: Mapping[ControlOperationId, Any] = field(
        default_factory=lambda: MappingProxyType(sandbox_rules.HANDLERS)
    )

    @classmethod
    def default(cls) -> HandlerTables:
        """The rules' own tables."""
        return cls()

    def replacing(
        self, operation_id: OperationId | ControlOperationId, make: Callable[[Any], Any]
    ) -> HandlerTables:
        """These tables with the handler of ``operation_id`` replaced by ``make(handler)``;
        KeyError when no table holds the operation."""
        if isinstance(operation_id, ControlOperationId):
            if operation_id not in self.control:
                raise KeyError(operation_id)
            control = {**self.control, operation_id: make(self.control[operation_id])}
            return HandlerTables(self.api, self.public, MappingProxyType(control))
        for name in ("api", "public"):
            table: Mapping[OperationId, Any] = getattr(self, name)
            if operation_id in table:
                changed = MappingProxyType({**table, operation_id: make(table[operation_id])})
                api, public = (changed, self.public) if name == "api" else (self.api, changed)
                return HandlerTables(api, public, self.control)
        raise KeyError(operation_id)


class HandlerTableError(Exception):
    """The handler tables and the spec's operations do not match (the message lists how)."""


def _handler_name(handler: Any) -> str:
    module = str(getattr(handler, "__module__", "?"))
    return f"{module}.{getattr(handler, '__qualname__', repr(handler))}"


def _table_problems(
    operations: Iterable[tuple[str, str]],
    table: Mapping[Any, Any],
    table_name: str,
    spec_name: str,
    known: set[str],
) -> list[str]:
    """`operations`: (operationId the table must hold, label); `known`: every operationId a
    key of the table may name."""
    problems = [
        f"operation {operation_id} ({label}) of {spec_name} has no handler in {table_name}"
        for operation_id, label in operations
        if operation_id not in table
    ]
    problems += [
        f"handler {key} ({_handler_name(handler)}) in {table_name} names no operation of "
        f"{spec_name}"
        for key, handler in table.items()
        if key not in known
    ]
    return problems


def handler_table_problems(
    spec: ServiceSpec,
    control: ControlSpec | None,
    handlers: Mapping[OperationId, Any] = HANDLERS,
    public_handlers: Mapping[OperationId, Any] = PUBLIC_HANDLERS,
    control_handlers: Mapping[ControlOperationId, Any] = sandbox_rules.HANDLERS,
) -> list[str]:
    """Every mismatch between the spec(s) and the tables (see the module docstring)."""
    spec_name = str(spec.path or "openapi.yaml")
    private = {op.canonical_id: op.label for op in spec.paths if not op.public}
    public = {op.canonical_id: op.label for op in spec.paths if op.public}
    known = set(spec.by_id)
    problems = _table_problems(
        private.items(), handlers, f"{RULES_FILE} HANDLERS", spec_name, set(private) | known
    )
    problems += _table_problems(
        public.items(), public_handlers, f"{RULES_FILE} PUBLIC_HANDLERS", spec_name, set(public)
    )
    problems += [
        f"{spec_name}#{reference.location}: {reference.describe()}, which no operation has"
        for reference in spec.dangling_references
        if not reference.kind.startswith("link ")  # links are the clients' and the suite's
    ]
    if control is not None:
        control_name = str(control.path or "sandbox.yaml")
        problems += _table_problems(
            ((op.operation_id, op.label) for op in control.operations),
            control_handlers,
            f"{SANDBOX_RULES_FILE} HANDLERS",
            control_name,
            set(control.by_id),
        )
    return problems


def check_handler_table(
    spec: ServiceSpec, control: ControlSpec | None, tables: HandlerTables | None = None
) -> None:
    """Raise `HandlerTableError` listing every problem `handler_table_problems` finds in
    ``tables`` (default: the rules' own)."""
    tables = tables or HandlerTables.default()
    problems = handler_table_problems(spec, control, tables.api, tables.public, tables.control)
    if problems:
        raise HandlerTableError(
            "the reference server's handlers do not match the spec's operations (a renamed "
            "operationId is renamed in the handler table too):\n"
            + "\n".join(f"  - {problem}" for problem in problems)
        )
