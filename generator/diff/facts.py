"""Our own facts, written as top-level (and nested) `x-` extensions of the spec.

x-error-catalogue: a code's HTTP status changed is breaking (clients branch on it), a renamed
code a warning (code that names errors breaks), a code removed a warning, a code added info.
x-limits: a lower (or removed) limit is breaking, a new limit a warning, a higher one info.
x-plans: a plan removed is breaking. x-webhook-delivery: the signature and timestamp facts
changed are breaking, a shorter receiver timeout breaking, fewer retries a warning.
x-sunset (anywhere): a new sunset is a warning, one moved earlier breaking, later or removed
info.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from generator.diff.findings import Severity

Add = Callable[[str, str, Severity, str], None]
B, W, I = Severity.BREAKING, Severity.WARNING, Severity.INFO  # noqa: E741 (I for info)


def _catalogue(old: dict[str, Any], new: dict[str, Any], add: Add) -> None:
    old_codes = {str(k): v for k, v in (old.get("x-error-catalogue") or {}).items()}
    new_codes = {str(k): v for k, v in (new.get("x-error-catalogue") or {}).items()}
    for code in sorted(old_codes.keys() | new_codes.keys(), key=lambda c: (len(c), c)):
        before, after = old_codes.get(code), new_codes.get(code)
        where = f"x-error-catalogue.{code}"
        if before is None:
            add(where, "error code added", I, "x-error-code-added")
        elif after is None:
            add(where, "error code removed", W, "x-error-code-removed")
        else:
            if before.get("status") != after.get("status"):
                add(
                    where,
                    f"HTTP status changed from {before.get('status')} to {after.get('status')}",
                    B,
                    "x-error-code-status-changed",
                )
            if before.get("name") != after.get("name"):
                add(
                    where,
                    f"name changed from {before.get('name')!r} to {after.get('name')!r}",
                    W,
                    "x-error-code-name-changed",
                )


def _limits(old: dict[str, Any], new: dict[str, Any], add: Add) -> None:
    old_limits = old.get("x-limits") or {}
    new_limits = new.get("x-limits") or {}
    for name in sorted(old_limits.keys() | new_limits.keys()):
        before, after = old_limits.get(name), new_limits.get(name)
        if before == after:
            continue
        where = f"x-limits.{name}"
        if after is None:
            add(where, f"limit removed (was {before})", B, "x-limit-removed")
        elif before is None:
            add(where, f"limit added: {after}", W, "x-limit-added")
        elif isinstance(before, (int, float)) and isinstance(after, (int, float)):
            lowered = after < before
            add(
                where,
                f"{'lowered' if lowered else 'raised'} from {before} to {after}",
                B if lowered else I,
                "x-limit-lowered" if lowered else "x-limit-raised",
            )
        else:
            add(where, f"changed from {before!r} to {after!r}", W, "x-limit-changed")


def _plans(old: dict[str, Any], new: dict[str, Any], add: Add) -> None:
    before = list(old.get("x-plans") or [])
    after = list(new.get("x-plans") or [])
    for plan in before:
        if plan not in after:
            add("x-plans", f"plan {plan!r} removed", B, "x-plan-removed")
    for plan in after:
        if plan not in before:
            add("x-plans", f"plan {plan!r} added", I, "x-plan-added")


def _delivery(old: dict[str, Any], new: dict[str, Any], add: Add) -> None:
    before = old.get("x-webhook-delivery") or {}
    after = new.get("x-webhook-delivery") or {}
    for key in ("signatureHeader", "signatureAlgorithm", "timestampHeader"):
        if before.get(key) != after.get(key):
            add(
                f"x-webhook-delivery.{key}",
                f"changed from {before.get(key)!r} to {after.get(key)!r}",
                B,
                "x-webhook-signature-changed",
            )
    old_timeout, new_timeout = (
        before.get("receiverTimeoutSeconds"),
        after.get("receiverTimeoutSeconds"),
    )
    if old_timeout != new_timeout:
        shorter = (
            isinstance(old_timeout, (int, float))
            and isinstance(new_timeout, (int, float))
            and new_timeout < old_timeout
        )
        add(
            "x-webhook-delivery.receiverTimeoutSeconds",
            f"changed from {old_timeout} to {new_timeout}",
            B if shorter else I,
            "x-webhook-timeout-shortened" if shorter else "x-webhook-timeout-changed",
        )
    old_retries = list(before.get("retryDelaysSeconds") or [])
    new_retries = list(after.get("retryDelaysSeconds") or [])
    if old_retries != new_retries:
        fewer = len(new_retries) < len(old_retries)
        add(
            "x-webhook-delivery.retryDelaysSeconds",
            f"changed from {old_retries} to {new_retries}",
            W if fewer else I,
            "x-webhook-retries-reduced" if fewer else "x-webhook-retries-changed",
        )
    for key in sorted(before.keys() | after.keys()):
        if key in (
            "signatureHeader",
            "signatureAlgorithm",
            "timestampHeader",
            "receiverTimeoutSeconds",
            "retryDelaysSeconds",
        ):
            continue
        if before.get(key) != after.get(key):
            add(
                f"x-webhook-delivery.{key}",
                f"changed from {before.get(key)!r} to {after.get(key)!r}",
                W,
                "x-webhook-delivery-changed",
            )


def _sunsets(node: Any, where: str = "#") -> Iterator[tuple[str, Any]]:
    """Every `x-sunset` value in the document, by JSON pointer of its owner."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "x-sunset":
                yield where, value
            else:
                yield from _sunsets(value, f"{where}/{str(key).replace('/', '~1')}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _sunsets(value, f"{where}/{index}")


def _dates(value: Any) -> list[str]:
    """The date-like strings of one sunset fact (ISO dates sort as text)."""
    if isinstance(value, str):
        return [value] if value[:4].isdigit() and value[4:5] == "-" else []
    if isinstance(value, dict):
        return [d for v in value.values() for d in _dates(v)]
    if isinstance(value, list):
        return [d for v in value for d in _dates(v)]
    return []


def _sunset_changes(old: dict[str, Any], new: dict[str, Any], add: Add) -> None:
    before, after = dict(_sunsets(old)), dict(_sunsets(new))
    for owner in sorted(before.keys() | after.keys()):
        was, now = before.get(owner), after.get(owner)
        if was == now:
            continue
        where = f"x-sunset at {owner}"
        if was is None:
            add(where, f"sunset added: {now}", W, "x-sunset-added")
        elif now is None:
            add(where, "sunset removed", I, "x-sunset-removed")
        else:
            was_dates, now_dates = _dates(was), _dates(now)
            earlier = bool(was_dates and now_dates) and min(now_dates) < min(was_dates)
            if earlier:
                add(
                    where,
                    f"sunset moved earlier: {min(was_dates)} -> {min(now_dates)}",
                    B,
                    "x-sunset-earlier",
                )
            else:
                add(where, f"sunset changed from {was} to {now}", W, "x-sunset-changed")


def compare_facts(old: dict[str, Any], new: dict[str, Any], add: Add) -> None:
    """Report the changes of every x- fact we keep."""
    _catalogue(old, new, add)
    _limits(old, new, add)
    _plans(old, new, add)
    _delivery(old, new, add)
    _sunset_changes(old, new, add)
