"""`x-webhook-delivery` read into `DeliveryPolicy`: values, which statuses are retried, and the
checks at load (shape, and every delivery header declared on the spec's `webhooks:`)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from spec_model import ServiceSpec, SpecLoadError, load_document
from tests.yaml_text import dump_yaml

DOCUMENT = load_document()
FACTS = DOCUMENT["x-webhook-delivery"]


def _load(tmp_path: Path, document: dict[str, Any]) -> ServiceSpec:
    path = tmp_path / "openapi.yaml"
    path.write_text(dump_yaml(document, sort_keys=False), encoding="utf-8")
    return ServiceSpec.load(path)


def _with_facts(**changes: Any) -> dict[str, Any]:
    document = copy.deepcopy(DOCUMENT)
    document["x-webhook-delivery"].update(changes)
    return document


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
    policy = _load(tmp_path, _with_facts(retryableStatuses=[418, "4XX"])).facts.delivery
    assert policy.is_retryable_status(404) and policy.is_retryable_status(418)
    assert not policy.is_retryable_status(503) and not policy.is_retryable_status(307)


@pytest.mark.parametrize(
    ("changes", "pointer"),
    [
        ({"retryableStatuses": ["5xx"]}, "#/x-webhook-delivery/retryableStatuses/0"),
        ({"retryableStatuses": [99]}, "#/x-webhook-delivery/retryableStatuses/0"),
        ({"retryableStatuses": [429, 429]}, "#/x-webhook-delivery/retryableStatuses"),
        ({"retryOnNoResponse": "yes"}, "#/x-webhook-delivery/retryOnNoResponse"),
        ({"rotationWindowSeconds": -1}, "#/x-webhook-delivery/rotationWindowSeconds"),
        ({"attemptHeader": ""}, "#/x-webhook-delivery/attemptHeader"),
    ],
)
def test_malformed_delivery_fact_fails_at_load(
    tmp_path: Path, changes: dict[str, Any], pointer: str
) -> None:
    with pytest.raises(SpecLoadError, match=pointer):
        _load(tmp_path, _with_facts(**changes))


def test_missing_delivery_fact_is_named(tmp_path: Path) -> None:
    document = copy.deepcopy(DOCUMENT)
    del document["x-webhook-delivery"]["deliveryIdHeader"]
    with pytest.raises(SpecLoadError, match="'deliveryIdHeader' is a required property"):
        _load(tmp_path, document)


def test_delivery_header_undeclared_on_a_webhook_fails_at_load(tmp_path: Path) -> None:
    document = copy.deepcopy(DOCUMENT)
    name = next(iter(document["webhooks"]))
    operation = document["webhooks"][name]["post"]
    attempt = FACTS["attemptHeader"].lower()
    operation["parameters"] = [
        p
        for p in operation["parameters"]
        if str(_resolve(document, p).get("name", "")).lower() != attempt
    ]
    with pytest.raises(SpecLoadError, match=f"#/webhooks/{name}/post/parameters: .*{attempt}"):
        _load(tmp_path, document)


def _resolve(document: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    if not isinstance(ref, str):
        return node
    found: Any = document
    for part in ref.removeprefix("#/").split("/"):
        found = found[part]
    return dict(found)
