"""The metric schemas of the analytics answers, read from the spec's result schemas.

`PostAnalytics` and `SocialAnalytics` have one property per network; that network's entry
(an `allOf` of the common part and the network's own) names its metrics schema in its
`analytics` property, and an account entry with a `daily` property has a daily series. Code
that fills or checks metrics per network reads them here (resolved), not by those names.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .references import References

#: The post-analytics result schema (a property per network).
POST_RESULT_SCHEMA = "/components/schemas/PostAnalytics"
#: The account-analytics result schema (a property per network).
SOCIAL_RESULT_SCHEMA = "/components/schemas/SocialAnalytics"
METRICS = "analytics"
DAILY = "daily"


def _entries(refs: References, result_schema: str) -> dict[str, dict[str, Any]]:
    """Each network's entry properties (of the `allOf` part that has the metrics)."""
    found: dict[str, dict[str, Any]] = {}
    for name, node in refs.lookup(result_schema)["properties"].items():
        for part in refs.resolve(node).get("allOf", []):
            properties = refs.resolve(part).get("properties", {})
            if METRICS in properties:
                found[name] = properties
    return found


@lru_cache(maxsize=4)
def post_metric_schemas(refs: References) -> dict[str, dict[str, Any]]:
    """Each network's post metrics schema (resolved), by network."""
    entries = _entries(refs, POST_RESULT_SCHEMA)
    return {name: refs.resolve(props[METRICS]) for name, props in entries.items()}


@lru_cache(maxsize=4)
def account_metric_schemas(refs: References) -> dict[str, tuple[dict[str, Any], bool]]:
    """Each network's account metrics schema (resolved) and whether it has a daily series."""
    entries = _entries(refs, SOCIAL_RESULT_SCHEMA)
    return {name: (refs.resolve(props[METRICS]), DAILY in props) for name, props in entries.items()}
