"""`spec_subset(spec, paths)`: a copy of the spec cut down to some of its paths, with every
webhook, every extension (`x-...`) and every component except the schemas that neither those
operations, the webhooks nor the other components reach.

The result is still a spec the generator builds a complete client from (the spec facts read
the other components, and the models module of each area the webhooks reach), at a fraction
of the whole spec's cost: tests that diff or generate it to see how one edit shows pay for the
few operations they edit, not for all of them.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

_COMPONENTS = "#/components/"


def _references(node: Any, found: set[tuple[str, str]]) -> None:
    """Add the (section, name) of every `#/components/...` $ref under ``node`` to ``found``."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith(_COMPONENTS):
                section, _, rest = value[len(_COMPONENTS) :].partition("/")
                found.add((section, rest.partition("/")[0]))
            else:
                _references(value, found)
    elif isinstance(node, list):
        for value in node:
            _references(value, found)


def spec_subset(spec: dict[str, Any], paths: Iterable[str]) -> dict[str, Any]:
    """A deep copy of ``spec`` with only ``paths`` and the schemas something kept reaches."""
    subset = copy.deepcopy(spec)
    subset["paths"] = {path: subset["paths"][path] for path in paths}
    components: dict[str, dict[str, Any]] = subset["components"]
    pending: set[tuple[str, str]] = set()
    _references(subset["paths"], pending)
    _references(subset.get("webhooks", {}), pending)
    for section, items in components.items():
        if section != "schemas":
            pending |= {(section, name) for name in items}
    reached: set[tuple[str, str]] = set()
    while pending:
        item = pending.pop()
        if item not in reached:
            reached.add(item)
            _references(components[item[0]][item[1]], pending)
    components["schemas"] = {
        name: schema
        for name, schema in components["schemas"].items()
        if ("schemas", name) in reached
    }
    return subset
