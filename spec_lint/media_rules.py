"""Check: every rule of `x-media-rules` names a page and a catalogued code of status 400, and
every operation of its `appliedBy` declares each rule's code in its 400 answer's
`x-error-codes` (a post refused by a rule on every network is answered 400 with the result)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from spec_lint.document import Spec
from spec_lint.problems import Problem, join, pointer

RULES = "x-media-rules"
CHECK = "media-rules"
PAGE = "https://"


def _rules(raw: Mapping[str, Any]) -> Iterator[tuple[Mapping[str, Any], str]]:
    """Each rule (and the text length rule) with its location."""
    networks = raw.get("networks")
    for network, items in (networks if isinstance(networks, Mapping) else {}).items():
        for index, rule in enumerate(items if isinstance(items, list) else []):
            if isinstance(rule, Mapping):
                yield rule, pointer(RULES, "networks", network, index)
    text = raw.get("textLength")
    if isinstance(text, Mapping):
        yield text, pointer(RULES, "textLength")


def _operations(document: Mapping[str, Any]) -> dict[str, tuple[Mapping[str, Any], str]]:
    """Every operation of `paths` by operationId, with its location."""
    found: dict[str, tuple[Mapping[str, Any], str]] = {}
    for path, item in (document.get("paths") or {}).items():
        for method, operation in (item if isinstance(item, Mapping) else {}).items():
            if isinstance(operation, Mapping) and "operationId" in operation:
                found[str(operation["operationId"])] = (
                    operation,
                    pointer("paths", path, method),
                )
    return found


def check_media_rules(spec: Spec) -> list[Problem]:
    """Every `x-media-rules` rule names a page and a catalogued 400 code its operations declare."""
    raw = spec.document.get(RULES)
    if not isinstance(raw, Mapping):
        return []
    catalogue = spec.document.get("x-error-catalogue")
    catalogue = catalogue if isinstance(catalogue, Mapping) else {}
    problems: list[Problem] = []
    codes: set[int] = set()
    for rule, location in _rules(raw):
        source = rule.get("source")
        if not isinstance(source, str) or not source.startswith(PAGE):
            message = f"the rule names no page (source {source!r}; an https:// address)"
            problems.append(Problem(join(location, "source"), message, CHECK))
        code = rule.get("errorCode")
        entry = catalogue.get(str(code)) if isinstance(code, int) else None
        if not isinstance(entry, Mapping) or entry.get("status") != 400:
            message = f"errorCode {code!r} is not a code of x-error-catalogue with status 400"
            problems.append(Problem(join(location, "errorCode"), message, CHECK))
        elif isinstance(code, int):
            codes.add(code)
    operations = _operations(spec.document)
    applied = raw.get("appliedBy")
    for index, operation_id in enumerate(applied if isinstance(applied, list) else []):
        where = pointer(RULES, "appliedBy", index)
        if operation_id not in operations:
            message = f"appliedBy names {operation_id!r}, which no operation of paths has"
            problems.append(Problem(where, message, CHECK))
            continue
        operation, op_location = operations[operation_id]
        refusal, _where = spec.resolve(
            (operation.get("responses") or {}).get("400"), join(op_location, "responses", "400")
        )
        declared = refusal.get("x-error-codes") if isinstance(refusal, Mapping) else None
        missing = sorted(codes - set(declared if isinstance(declared, list) else []))
        if missing:
            message = f"{operation_id} checks x-media-rules but its 400 answer lacks {missing}"
            problems.append(Problem(join(op_location, "responses", "400"), message, CHECK))
    return problems
