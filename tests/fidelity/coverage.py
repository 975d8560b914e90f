"""Which operations of the spec the corpus's examples reach, and why the others have none.

An example reaches the operation its request, as sent, routes to (`Outcome.operation`); an
operation counts as covered when an example reaching it passed. `uncovered.yaml` names every
other operation of the spec's `paths` with why it has no example (`reason`: one of `REASONS`)
and what was read (`pages`, `note`). `test_documented_requests.py` fails when an operation is
neither covered nor listed, or is listed although covered, so the list cannot drift.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from spec_model import ServiceSpec

from .runner import Outcome

UNCOVERED_FILE = Path(__file__).parent / "uncovered.yaml"

#: Why an operation has no example in the corpus.
REASONS: dict[str, str] = {
    "sdk-wire-form": "a wire form of an official SDK, not of a documentation page "
    "(replayed by tests/sdk)",
    "service-tests-form": "a path the service's own tests call (LIVE), no page's",
    "no-documented-example": "the pages read show no request of it",
    "page-disagrees": "the page's request disagrees with the spec, not yet settled",
}


@dataclass(frozen=True)
class Uncovered:
    operation: str
    reason: str
    pages: tuple[str, ...]
    note: str


def load_uncovered() -> dict[str, Uncovered]:
    raw = yaml.safe_load(UNCOVERED_FILE.read_text(encoding="utf-8")) or {}
    found: dict[str, Uncovered] = {}
    for operation, entry in raw.items():
        if entry["reason"] not in REASONS:
            raise ValueError(f"{operation}: unknown reason {entry['reason']!r}")
        found[operation] = Uncovered(
            operation=str(operation),
            reason=str(entry["reason"]),
            pages=tuple(entry.get("pages") or ()),
            note=str(entry.get("note") or ""),
        )
    return found


def spec_operations(spec: ServiceSpec | None = None) -> list[str]:
    """Every operationId of the spec's `paths` (webhook deliveries are not requests)."""
    return sorted(op.operation_id for op in (spec or ServiceSpec.load()).paths)


def covered_operations(outcomes: list[Outcome]) -> set[str]:
    return {
        o.operation
        for o in outcomes
        if o.step.is_example and o.verdict == "pass" and o.operation is not None
    }


def uncovered_table() -> str:
    """The README's list of operations without an example, from `uncovered.yaml`."""
    lines = ["| Operation | Why no example | Pages read, and what they show |", "|---|---|---|"]
    for entry in sorted(load_uncovered().values(), key=lambda e: (e.reason, e.operation)):
        pages = ", ".join(entry.pages) or "-"
        text = f"{pages}: {entry.note}" if entry.note else pages
        lines.append(f"| `{entry.operation}` | {entry.reason} | {text} |")
    lines.append("")
    lines.append("Reasons: " + "; ".join(f"`{k}`: {v}" for k, v in REASONS.items()) + ".")
    return "\n".join(lines) + "\n"
