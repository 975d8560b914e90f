"""Check: a schema bound that is a limit of `x-limits` names it and agrees with it.

OpenAPI cannot make a schema's `maximum` refer to `x-limits`, so a schema whose maximum is
such a limit carries `x-limit: <name of the x-limits entry>`; the entry is the one source
(server, suite and client read it from there), and this check fails when the schema's
`maximum` differs from it, or when `x-limit` names no entry.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from spec_lint.document import Spec
from spec_lint.problems import Problem, join

LIMITS = "x-limits"
MARK = "x-limit"
CHECK = "limit-maxima"


def _marked(node: Any, location: str) -> Iterator[tuple[Mapping[str, Any], str]]:
    """Every mapping under `node` that carries `x-limit`, with its location."""
    if isinstance(node, Mapping):
        if MARK in node:
            yield node, location
        for key, child in node.items():
            yield from _marked(child, join(location, str(key)))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from _marked(child, join(location, index))


def check_limit_maxima(spec: Spec) -> list[Problem]:
    """Every schema with `x-limit` has the `maximum` of the `x-limits` entry it names."""
    limits = spec.document.get(LIMITS)
    limits = limits if isinstance(limits, Mapping) else {}
    problems: list[Problem] = []
    for node, location in _marked(spec.document, ""):
        name = node[MARK]
        if not isinstance(name, str) or name not in limits:
            message = f"{MARK} {name!r} names no entry of {LIMITS}"
            problems.append(Problem(join(location, MARK), message, CHECK))
        elif node.get("maximum") != limits[name]:
            message = (
                f"maximum {node.get('maximum')!r} differs from {LIMITS}.{name}"
                f" ({limits[name]!r}), which {MARK} names"
            )
            problems.append(Problem(location, message, CHECK))
    return problems
