"""`x-webhook-delivery` read into `DeliveryPolicy`: values, which statuses are retried, and the
check at load that every delivery header is declared on the spec's `webhooks:` (the checks of
its shape are in test_spec_model.py's table of bad facts)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from spec_model import ServiceSpec, SpecLoadError, load_document
from tests.spec_model.edits import load_edited, put

FACTS = load_document()["x-webhook-delivery"]


def test_policy_holds_the_documents_values() -> None:
    policy = ServiceSpec.load().facts.delivery
    assert policy.receiver_timeout_seconds == FACTS["receiverTimeoutSeconds"]
    assert list(policy.retry_delays_seconds) == FACTS["retryDelaysSeconds"]
    assert policy.max_attempts == 1 + len(FACTS["retryDelaysSeconds"])
    assert policy.rotation_window_seconds == FACTS["rotationWindowSeconds"]
    assert policy.retry_on_no_response is FACTS["retryOnNoResponse"]
    assert policy.header_names() == (
        FACTS["signatureHeader"],
        FACTS["timestampHeader"],
        FACTS["rotationSignatureHeader"],
        FACTS["deliveryIdHeader"],
        FACTS["attemptHeader"],
    )


def test_retryable_statuses_follow_the_list_and_ranges() -> None:
    policy = ServiceSpec.load().facts.delivery
    listed = {s for s in FACTS["retryableStatuses"] if isinstance(s, int)}
    ranges = {int(s[0]) for s in FACTS["retryableStatuses"] if isinstance(s, str)}
    for status in range(100, 600):
        expected = status in listed or status // 100 in ranges
        assert policy.is_retryable_status(status) is expected, status


def test_other_lists_give_other_answers(tmp_path: Path) -> None:
    edit = put([418, "4XX"], "x-webhook-delivery", "retryableStatuses")
    policy = load_edited(tmp_path, edit).facts.delivery
    assert policy.is_retryable_status(404) and policy.is_retryable_status(418)
    assert not policy.is_retryable_status(503) and not policy.is_retryable_status(307)


def test_delivery_header_undeclared_on_a_webhook_fails_at_load(tmp_path: Path) -> None:
    name = next(iter(load_document()["webhooks"]))
    attempt = FACTS["attemptHeader"].lower()

    def undeclare(document: dict[str, Any]) -> None:
        operation = document["webhooks"][name]["post"]
        operation["parameters"] = [
            p
            for p in operation["parameters"]
            if str(_resolve(document, p).get("name", "")).lower() != attempt
        ]

    with pytest.raises(SpecLoadError, match=f"#/webhooks/{name}/post/parameters: .*{attempt}"):
        load_edited(tmp_path, undeclare)


def _resolve(document: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    if not isinstance(ref, str):
        return node
    found: Any = document
    for part in ref.removeprefix("#/").split("/"):
        found = found[part]
    return dict(found)
