"""The questions the service's documentation did not settle, and what the spec decided
(`decisions.yaml`), checked against the spec so the list cannot drift.

Each decision names the `question`, its `sources` (pages, SDKs, the source tags of spec/README.md),
the spec's `decision` in a sentence, and `spec`: where the spec writes it down, as anchors
`{at, says}`. `at` is an operationId (the operation with its parameters, body and the
components they reference, one level deep) or `schema:<Name>` (a component schema); `says`
lists phrases that text must contain (the words of the decision: a parameter's name, "canonical",
"deprecated", a page's slug). `problems()` lists every anchor that no longer resolves or no
longer says its phrases, and every operation marked `x-alias-of` and every deprecated parameter
of the spec that no decision anchors (a kept second form is always a decision). `table()` is
the README's section (tests/tooling/docs_tables.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from spec_model import ServiceSpec

DECISIONS_FILE = Path(__file__).parent / "decisions.yaml"
SCHEMA_PREFIX = "schema:"


@dataclass(frozen=True)
class Anchor:
    at: str
    says: tuple[str, ...]


@dataclass(frozen=True)
class Decision:
    id: str
    question: str
    sources: tuple[str, ...]
    decision: str
    anchors: tuple[Anchor, ...]


def load(path: Path = DECISIONS_FILE) -> list[Decision]:
    raw = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    found = []
    for entry in raw:
        anchors = tuple(
            Anchor(str(a["at"]), tuple(str(s) for s in a.get("says") or ())) for a in entry["spec"]
        )
        found.append(
            Decision(
                id=str(entry["id"]),
                question=" ".join(str(entry["question"]).split()),
                sources=tuple(str(s) for s in entry["sources"]),
                decision=" ".join(str(entry["decision"]).split()),
                anchors=anchors,
            )
        )
    return found


def _refs_in(node: Any) -> Iterator[str]:
    if isinstance(node, Mapping):
        if isinstance(node.get("$ref"), str):
            yield node["$ref"]
        for value in node.values():
            yield from _refs_in(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs_in(value)


def _words(node: Any) -> Iterator[str]:
    """Every key and scalar of `node`, each with its whitespace runs made one space (a phrase
    the spec wraps over lines still matches)."""
    if isinstance(node, Mapping):
        for key, value in node.items():
            yield str(key)
            yield from _words(value)
    elif isinstance(node, list):
        for value in node:
            yield from _words(value)
    else:
        yield " ".join(str(node).split())


def anchor_text(spec: ServiceSpec, at: str) -> str | None:
    """The spec's text at `at` (None when it names nothing): the keys and values of the node
    and of each component it references directly, one per line."""
    if at.startswith(SCHEMA_PREFIX):
        node = spec.document.get("components", {}).get("schemas", {}).get(at[len(SCHEMA_PREFIX) :])
    else:
        operation = spec.by_id.get(at)
        node = operation.raw if operation is not None else None
    if node is None:
        return None
    parts = list(_words(node))
    for ref in dict.fromkeys(_refs_in(node)):
        parts.extend(_words(spec.refs.resolve({"$ref": ref})))
    return "\n".join(parts)


def _kept_forms(spec: ServiceSpec) -> list[str]:
    """Every operation marked `x-alias-of` and every operation with a deprecated parameter."""
    found = []
    for op in spec.paths:
        if "x-alias-of" in op.raw:
            found.append(op.operation_id)
        if any(p.deprecated for p in op.parameters):
            found.append(op.operation_id)
    return found


def problems(spec: ServiceSpec | None = None, decisions: list[Decision] | None = None) -> list[str]:
    spec = spec or ServiceSpec.load()
    decisions = load() if decisions is None else decisions
    found: list[str] = []
    seen_ids: set[str] = set()
    anchored: set[str] = set()
    for decision in decisions:
        if decision.id in seen_ids:
            found.append(f"{decision.id}: the id is used twice")
        seen_ids.add(decision.id)
        if not decision.sources:
            found.append(f"{decision.id}: no source")
        for anchor in decision.anchors:
            anchored.add(anchor.at)
            text = anchor_text(spec, anchor.at)
            if text is None:
                found.append(f"{decision.id}: {anchor.at} is not in the spec")
                continue
            missing = [s for s in anchor.says if s not in text]
            if missing:
                found.append(f"{decision.id}: the spec at {anchor.at} no longer says {missing}")
    for operation_id in _kept_forms(spec):
        if operation_id not in anchored:
            found.append(
                f"{operation_id} keeps a second form (x-alias-of or a deprecated parameter) "
                "that no decision of decisions.yaml anchors"
            )
    return found


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def table(decisions: list[Decision] | None = None) -> str:
    decisions = load() if decisions is None else decisions
    lines = [
        "| Question | Sources | The spec's decision | Written in the spec at |",
        "|---|---|---|---|",
    ]
    for d in decisions:
        where = ", ".join(f"`{a.at}`" for a in d.anchors)
        lines.append(
            f"| {_cell(d.question)} | {_cell(', '.join(d.sources))} | {_cell(d.decision)} "
            f"| {where} |"
        )
    return "\n".join(lines)
