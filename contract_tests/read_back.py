"""Read-back checks: a write's effect seen through the API's reading operations.

A rule test that performs a write and reads its effect back carries
``@pytest.mark.reads_back("<operationId>", ...)`` (the coverage report counts the write as read
back when the test passes) and fails with a rule text from `rule`, so that every such failure
says which write was not read back. The helpers compare what was sent with what a reading
operation answers, and show a deleted thing gone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import httpx

from contract_tests.target import ApiClient


def rule(operation_id: str, what: str) -> str:
    """The rule text of a read-back check: ``<operationId> is read back: <what>``."""
    return f"{operation_id} is read back: {what}"


def expect_fields(
    client: ApiClient,
    response: httpx.Response,
    text: str,
    record: Any,
    sent: Mapping[str, Any],
) -> None:
    """Fail (on ``response``, the reading answer) unless ``record`` holds every field of
    ``sent`` with the value sent."""
    found = record if isinstance(record, Mapping) else {}
    differ = {
        name: (value, found.get(name)) for name, value in sent.items() if found.get(name) != value
    }
    if not isinstance(record, Mapping) or differ:
        detail = "; ".join(f"{name}: sent {s!r}, read {r!r}" for name, (s, r) in differ.items())
        client.fail(response, text, detail or f"not an object: {record!r}"[:300])


def find(items: Iterable[Any], key: str, value: Any) -> Mapping[str, Any] | None:
    """The first object of ``items`` whose ``key`` is ``value``, or None."""
    return next(
        (item for item in items if isinstance(item, Mapping) and item.get(key) == value), None
    )


def expect_gone(
    client: ApiClient,
    response: httpx.Response,
    text: str,
    items: Iterable[Any],
    key: str,
    value: Any,
) -> None:
    """Fail (on ``response``, the listing answer) when an object of ``items`` still has
    ``key`` = ``value``."""
    if find(items, key, value) is not None:
        client.fail(response, text, f"{key} {value!r} is still listed")
