"""Read-back checks: a write's effect seen through the API's reading operations.

A rule test that performs a write and reads its effect back carries
``@pytest.mark.reads_back(OperationId.<NAME>, ...)`` (the coverage report counts the write as read
back when the test passes; `each_write` parametrizes one test over several writes) and fails
with a rule text from `rule`, so that every such failure says which write was not read back.
The helpers compare what was sent with what a reading operation answers, and show a deleted
thing gone. `UNREADABLE` names the writes nothing in the API can read back, with the reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import httpx
import pytest

from contract_tests.target import ApiClient
from spec_model.operation_ids import OperationId


def rule(operation_id: OperationId, what: str) -> str:
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


def each_write(*operation_ids: OperationId) -> list[Any]:
    """Parameters of a read-back test run once per write: each ``pytest.param`` carries its
    own ``reads_back`` mark and has the operationId as its id."""
    return [pytest.param(op, marks=pytest.mark.reads_back(op), id=op) for op in operation_ids]


#: The writing operations whose effect no operation of the API reads, and why: no read-back
#: rule can exist for them (the coverage report lists them with this reason).
UNREADABLE: dict[OperationId, str] = {
    OperationId.SET_YOUTUBE_WATERMARK: "no operation reads a channel's watermark back",
    OperationId.REMOVE_YOUTUBE_WATERMARK: "no operation reads a channel's watermark back",
    OperationId.GET_POST_ANALYTICS: "computes an answer (a post's metrics) and stores nothing",
    OperationId.VALIDATE_POST: "checks a post without storing it",
    OperationId.VALIDATE_POST_LENGTH: "computes a length and stores nothing",
    OperationId.CHECK_POST_WEIGHT: (
        "computes a length and stores nothing (validate_post_length's DOCS path)"
    ),
    OperationId.VALIDATE_JSON: "checks a JSON text and stores nothing",
    OperationId.VALIDATE_MODERATION: "checks a text and stores nothing",
    OperationId.AUTO_HASHTAGS: "computes a text with hashtags and stores nothing",
    OperationId.AUTO_HASHTAGS_LEGACY: (
        "computes a text with hashtags and stores nothing (the legacy path)"
    ),
    OperationId.GENERATE_POST: "generates a text and stores nothing",
    OperationId.GENERATE_REWRITE: "generates texts and stores nothing",
    OperationId.GENERATE_TRANSCRIPTION: "transcribes a video and stores nothing",
    OperationId.GENERATE_TRANSLATE: "translates a text and stores nothing",
    OperationId.GENERATE_ALT_TEXT: "describes an image and stores nothing",
    OperationId.GENERATE_SENTIMENT: "computes a sentiment and stores nothing",
    OperationId.VERIFY_MEDIA_EXISTS: "checks an address and stores nothing",
}
