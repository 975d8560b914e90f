"""The inventory of writes read back: per writing operation of the spec (every operation of
`paths` that is not a GET), the contract rule tests whose ``reads_back`` marks name it, the
`write_ignored` fault that proves them (``<operationId>_ignored``), or why nothing in the API can
read its effect (`contract_tests.read_back.UNREADABLE`).

The marks are read from the source of `contract_tests/test_*.py` (each decorator's
``reads_back(...)`` and `read_back.each_write(...)` arguments, `OperationId.<NAME>`), without
collecting the suite. `problems` names every write with neither a read-back test nor a reason,
and every mark or reason that names no writing operation.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

from contract_tests.read_back import UNREADABLE
from spec_model import ServiceSpec
from spec_model.operation_ids import OperationId

CONTRACT_DIR = Path(__file__).resolve().parents[2] / "contract_tests"
#: Calls whose `OperationId.<NAME>` arguments name the writes a test reads back.
MARKING_CALLS = {"reads_back", "each_write"}


def writes(spec: ServiceSpec | None = None) -> list[str]:
    """The writing operations of the spec, in document order."""
    spec = spec or ServiceSpec.load()
    return [op.operation_id for op in spec.paths if op.method != "get"]


def _marked(function: ast.FunctionDef) -> set[str]:
    found: set[str] = set()
    for decorator in function.decorator_list:
        for node in ast.walk(decorator):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else ""
            if name in MARKING_CALLS:
                found |= {
                    OperationId[arg.attr].value
                    for arg in node.args
                    if isinstance(arg, ast.Attribute)
                    and isinstance(arg.value, ast.Name)
                    and arg.value.id == "OperationId"
                }
    return found


def read_back_tests(directory: Path = CONTRACT_DIR) -> dict[str, list[str]]:
    """operationId -> the rule tests (``module::function``) whose marks name it."""
    tests: dict[str, list[str]] = defaultdict(list)
    for path in sorted(directory.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for operation_id in sorted(_marked(node)):
                    tests[operation_id].append(f"{path.stem}::{node.name}")
    return dict(tests)


def problems() -> list[str]:
    """What keeps the inventory from being complete and true."""
    from tests.contract_power.faults import FAULTS

    every = writes()
    tests = read_back_tests()
    faults = {fault.name for fault in FAULTS}
    found = []
    for op in every:
        if op not in tests and op not in UNREADABLE:
            found.append(f"{op}: neither read back by a rule test nor in UNREADABLE")
        if op in tests and op in UNREADABLE:
            found.append(f"{op}: read back, yet in UNREADABLE")
    for op in sorted(set(tests) | set(UNREADABLE)):
        if op not in every:
            found.append(f"{op}: named as a write, but is no writing operation of the spec")
    for op in sorted(tests):
        if f"{op}_ignored" not in faults:
            found.append(f"{op}: read back, but no fault {op}_ignored proves it")
    return found


def table() -> str:
    """One Markdown row per write: read-back tests and fault, or the reason none can exist."""
    from tests.contract_power.faults import FAULTS

    tests = read_back_tests()
    faults = {fault.name for fault in FAULTS}
    rows = ["| Write | Read back by | Fault | Or why nothing reads it |", "|---|---|---|---|"]
    for op in writes():
        where = "<br>".join(f"`{t}`" for t in tests.get(op, []))
        fault = f"`{op}_ignored`" if f"{op}_ignored" in faults else ""
        rows.append(f"| `{op}` | {where} | {fault} | {UNREADABLE.get(OperationId(op), '')} |")
    read = sum(1 for op in writes() if op in tests)
    rows.append("")
    rows.append(f"{read} of {len(writes())} writes read back; {len(UNREADABLE)} cannot be.")
    return "\n".join(rows)
