"""Faults the rules of `contract_tests/test_rules_delivery.py` must catch."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

from tests.contract_power.faults.exchange import (
    ASGIApp,
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault


@fault("test_delivery_signed_and_recorded", "HMAC-SHA256")
def delivery_signature_wrong(app: ASGIApp) -> ASGIApp:
    """Deliveries are signed with a key other than the hook's secret."""
    from reference_server.store import outbox
    from reference_server.webhooks import signing

    setattr(outbox, "sign_body", lambda body, secret: signing.sign_body(body, secret + "-wrong"))  # noqa: B010
    return app


@fault("test_failed_delivery_retried", "is retried after")
def delivery_not_retried(app: ASGIApp) -> ASGIApp:
    """A failed delivery is never retried."""
    from reference_server.webhooks.policy import DeliveryPolicy

    DeliveryPolicy.max_attempts = property(lambda self: 1)  # type: ignore[assignment, method-assign]
    return app


@fault("test_delivery_signed_and_recorded", "SocialEvent")
def delivery_body_field_dropped(app: ASGIApp) -> ASGIApp:
    """Delivery bodies lack the required `displayName` (signed as sent, so the HMAC holds)."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def without_field(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        event = json.loads(body)
        event.pop("displayName", None)
        return enqueue(self, hook_id, url, secret, json.dumps(event).encode(), **kwargs)

    Outbox.enqueue = without_field  # type: ignore[method-assign]
    return app


@fault("test_delivery_signed_and_recorded", "deliveries carry X-Authorization-Timestamp")
def delivery_timestamp_missing(app: ASGIApp) -> ASGIApp:
    """Deliveries are sent without the timestamp header."""
    _patch_delivery_headers(lambda policy, found: found.pop(policy.timestamp_header, None))
    return app


@fault("test_client_error_not_retried", "is never retried")
def delivery_client_error_retried(app: ASGIApp) -> ASGIApp:
    """Every failed answer is retried, other 4xx included."""
    from reference_server.webhooks.policy import DeliveryPolicy

    DeliveryPolicy.is_retryable_status = lambda self, status: True  # type: ignore[method-assign]
    return app


@fault("test_failed_delivery_retried and 503", "(HTTP 503) is retried after")
def delivery_server_error_not_retried(app: ASGIApp) -> ASGIApp:
    """A 5xx answer fails the delivery at once (only the listed 408/425/429 are retried)."""
    from reference_server.webhooks.policy import DeliveryPolicy

    def listed_only(self: DeliveryPolicy, status: int) -> bool:
        return status in self.retryable_statuses

    DeliveryPolicy.is_retryable_status = listed_only  # type: ignore[method-assign]
    return app


def _patch_delivery_headers(change: Callable[[Any, dict[str, str]], object]) -> None:
    """Deliveries are sent with the headers `change(policy, headers)` makes of the right ones."""
    from reference_server.webhooks import sender, signing

    def headers(policy: Any, **kwargs: Any) -> dict[str, str]:
        found = signing.delivery_headers(policy, **kwargs)
        change(policy, found)
        return found

    setattr(sender, "delivery_headers", headers)  # noqa: B010


@fault("test_delivery_signed_and_recorded", "deliveries carry X-Ayrshare-Delivery-Id")
def delivery_id_missing(app: ASGIApp) -> ASGIApp:
    """Deliveries are sent without the delivery id header."""
    _patch_delivery_headers(lambda policy, found: found.pop(policy.delivery_id_header, None))
    return app


@fault("test_failed_delivery_retried and 429", "counts the attempts")
def delivery_attempt_not_counted(app: ASGIApp) -> ASGIApp:
    """Every attempt says it is the first."""

    def first(policy: Any, found: dict[str, str]) -> None:
        found[policy.attempt_header] = "1"

    _patch_delivery_headers(first)
    return app


@fault("test_failed_delivery_retried and 429", "carries the same X-Ayrshare-Delivery-Id")
def delivery_id_per_attempt(app: ASGIApp) -> ASGIApp:
    """Each attempt carries a new delivery id."""

    def fresh(policy: Any, found: dict[str, str]) -> None:
        found[policy.delivery_id_header] = os.urandom(8).hex()

    _patch_delivery_headers(fresh)
    return app


@fault("test_secret_rotation_signs_with_both", "under the new secret")
def delivery_rotation_signature_wrong(app: ASGIApp) -> ASGIApp:
    """During a secret rotation the rotation header is signed with a wrong key."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def wrong_new_secret(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        if kwargs.get("previous_secret") is not None and secret is not None:
            secret += "-wrong"
        return enqueue(self, hook_id, url, secret, body, **kwargs)

    Outbox.enqueue = wrong_new_secret  # type: ignore[method-assign]
    return app


@fault("test_slow_receiver_retried", "does not answer within the receiver timeout")
def delivery_timeout_too_long(app: ASGIApp) -> ASGIApp:
    """The receiver timeout is four times the one set."""
    from reference_server.webhooks.worker import DeliveryWorker

    set_timeout = DeliveryWorker.set_timeout

    def longer(self: DeliveryWorker, seconds: float) -> None:
        set_timeout(self, seconds * 4)

    DeliveryWorker.set_timeout = longer  # type: ignore[method-assign]
    return app


@fault("test_delivery_signed_and_recorded", "history records the delivery with its hookId and url")
@exchange
async def history_entry_without_url(request: Request, call: Call) -> Response:
    """Webhook history entries are answered without their `url` (and `hookId`)."""
    response = await call(request)
    body = response.json()
    if request.path == "/hook/history" and response.status == 200 and isinstance(body, dict):
        for entries in body.values():
            for entry in entries if isinstance(entries, list) else []:
                if isinstance(entry, dict):
                    entry.pop("url", None)
                    entry.pop("hookId", None)
        response = response.with_json(body)
    return response


@fault("test_client_error_not_retried", "deliveryStatus `failed`")
@exchange
async def history_failed_delivery_shown_as_delivered(request: Request, call: Call) -> Response:
    """Webhook history shows every delivery as `delivered`, the failed and refused ones too
    (as when only the sandbox's delivery log told them apart)."""
    response = await call(request)
    body = response.json()
    if request.path == "/hook/history" and response.status == 200 and isinstance(body, dict):
        for entries in body.values():
            for entry in entries if isinstance(entries, list) else []:
                if isinstance(entry, dict) and "deliveryStatus" in entry:
                    entry["deliveryStatus"] = "delivered"
        response = response.with_json(body)
    return response
