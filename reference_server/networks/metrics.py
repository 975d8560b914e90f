"""Post metrics of the sandbox networks: a pure function of the post, the network, the metric
and the hours since the post was published (service clock). Every count is zero at publishing
and grows with time after it (towards its own ceiling, half of it after a day), so tests can
move the clock and see the metrics grow. The metric names of each network are its schema in
the spec (`<Network>PostMetrics`), read by the caller: nothing here repeats them."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

#: Hours after publishing at which a metric reaches half its ceiling.
HALF_LIFE_HOURS = 24.0
#: The ceilings of the counts lie in [1, CEILING_SPAN].
CEILING_SPAN = 5000
#: The property of an object of counts that holds their sum (Facebook `reactions.total`).
TOTAL = "total"


def _ceiling(post_id: str, platform: str, name: str) -> int:
    digest = hashlib.sha256(f"metric:{post_id}:{platform}:{name}".encode()).hexdigest()
    return 1 + int(digest[:8], 16) % CEILING_SPAN


def metric_value(post_id: str, platform: str, name: str, hours: float) -> int:
    """The count `name` of a post `hours` after publishing (0 before and at publishing)."""
    if hours <= 0:
        return 0
    return int(_ceiling(post_id, platform, name) * hours / (hours + HALF_LIFE_HOURS))


def post_metrics(
    schema: Mapping[str, Any],
    resolve: Any,
    post_id: str,
    platform: str,
    hours: float,
    prefix: str = "",
) -> dict[str, Any]:
    """The metrics object of `schema` (a resolved object schema of counts, possibly holding
    objects of counts with a `total`) for a post `hours` after publishing."""
    metrics: dict[str, Any] = {}
    for name, node in schema.get("properties", {}).items():
        prop = resolve(node)
        if prop.get("type") == "object":
            counts = post_metrics(prop, resolve, post_id, platform, hours, f"{prefix}{name}.")
            if TOTAL in counts:
                counts[TOTAL] = sum(v for k, v in counts.items() if k != TOTAL)
            metrics[name] = counts
        else:
            metrics[name] = metric_value(post_id, platform, prefix + name, hours)
    return metrics


def _account_text(name: str, account: Mapping[str, Any]) -> str:
    """A text field of an account's analytics, from the account the link holds."""
    by_kind = {
        "id": account["id"],
        "name": account["displayName"],
        "displayName": account["displayName"],
        "title": account["displayName"],
        "username": account["username"],
        "handle": account["username"],
        "url": account["profileUrl"],
        "link": account["profileUrl"],
        "profilePictureUrl": account["userImage"],
        "userImage": account["userImage"],
        "created": account.get("created", ""),
    }
    return str(by_kind.get(name, f"Sandbox {name} of {account['displayName']}"))


def account_metrics(
    schema: Mapping[str, Any],
    resolve: Any,
    seed: str,
    platform: str,
    hours: float,
    account: Mapping[str, Any],
    prefix: str = "",
) -> dict[str, Any]:
    """The account analytics of `schema` (resolved): counts over a window of `hours` (a pure
    function of `seed`, the network, the metric and the window), texts from the `account`,
    flags false."""
    metrics: dict[str, Any] = {}
    for name, node in schema.get("properties", {}).items():
        prop = resolve(node)
        kind = prop.get("type")
        if kind == "object":
            counts = account_metrics(
                prop, resolve, seed, platform, hours, account, f"{prefix}{name}."
            )
            if TOTAL in counts:
                counts[TOTAL] = sum(v for k, v in counts.items() if k != TOTAL)
            metrics[name] = counts
        elif kind == "integer":
            metrics[name] = metric_value(seed, platform, prefix + name, hours)
        elif kind == "boolean":
            metrics[name] = False
        else:
            metrics[name] = _account_text(name, account)
    return metrics
