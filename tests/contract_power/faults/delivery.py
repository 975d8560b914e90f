"""Faults the rules of `contract_tests/test_rules_delivery.py` and
`test_rules_delivery_schedule.py` must catch."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tests.contract_power.faults.common import change_delivery_headers, change_events, returning
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault

if TYPE_CHECKING:
    from reference_server.overrides import Overrides


@fault("test_delivery_signed_and_recorded", "HMAC-SHA256", override=True)
def delivery_signature_wrong(overrides: Overrides) -> None:
    """Deliveries are signed with a key other than the hook's secret."""
    overrides.replace(
        "delivery.sign_body", lambda sign: lambda body, secret: sign(body, secret + "-wrong")
    )


@fault("test_failed_delivery_retried", "is retried after", override=True)
def delivery_not_retried(overrides: Overrides) -> None:
    """A failed delivery is never retried."""
    overrides.replace("delivery.max_attempts", returning(1))


@fault("test_delivery_signed_and_recorded", "SocialEvent", override=True)
def delivery_body_field_dropped(overrides: Overrides) -> None:
    """Delivery bodies lack the required `displayName` (signed as sent, so the HMAC holds)."""
    change_events(overrides, lambda e: {k: v for k, v in e.items() if k != "displayName"})


@fault(
    "test_delivery_signed_and_recorded",
    "deliveries carry X-Authorization-Timestamp",
    override=True,
)
def delivery_timestamp_missing(overrides: Overrides) -> None:
    """Deliveries are sent without the timestamp header."""
    change_delivery_headers(
        overrides, lambda policy, found: found.pop(policy.timestamp_header, None)
    )


@fault("test_client_error_not_retried", "is never retried", override=True)
def delivery_client_error_retried(overrides: Overrides) -> None:
    """Every failed answer is retried, other 4xx included."""
    overrides.replace("delivery.retryable_status", returning(True))


@fault("test_failed_delivery_retried and 503", "(HTTP 503) is retried after", override=True)
def delivery_server_error_not_retried(overrides: Overrides) -> None:
    """A 5xx answer fails the delivery at once (only the listed 408/425/429 are retried)."""
    overrides.replace(
        "delivery.retryable_status",
        lambda original: lambda policy, status: status in policy.retryable_statuses,
    )


@fault(
    "test_delivery_signed_and_recorded",
    "deliveries carry X-Ayrshare-Delivery-Id",
    override=True,
)
def delivery_id_missing(overrides: Overrides) -> None:
    """Deliveries are sent without the delivery id header."""
    change_delivery_headers(
        overrides, lambda policy, found: found.pop(policy.delivery_id_header, None)
    )


@fault("test_failed_delivery_retried and 429", "counts the attempts", override=True)
def delivery_attempt_not_counted(overrides: Overrides) -> None:
    """Every attempt says it is the first."""

    def first(policy: Any, found: dict[str, str]) -> None:
        found[policy.attempt_header] = "1"

    change_delivery_headers(overrides, first)


@fault(
    "test_failed_delivery_retried and 429",
    "carries the same X-Ayrshare-Delivery-Id",
    override=True,
)
def delivery_id_per_attempt(overrides: Overrides) -> None:
    """Each attempt carries a new delivery id."""

    def fresh(policy: Any, found: dict[str, str]) -> None:
        found[policy.delivery_id_header] = os.urandom(8).hex()

    change_delivery_headers(overrides, fresh)


@fault("test_secret_rotation_signs_with_both", "under the new secret", override=True)
def delivery_rotation_signature_wrong(overrides: Overrides) -> None:
    """During a secret rotation the rotation header is signed with a wrong key."""

    def make(queue_event: Callable[..., str]) -> Callable[..., str]:
        def wrong_new_secret(
            outbox: Any, hook_id: str, url: str, secret: str | None, event: Any, **rest: Any
        ) -> str:
            if rest.get("previous_secret") is not None and secret is not None:
                secret += "-wrong"
            return queue_event(outbox, hook_id, url, secret, event, **rest)

        return wrong_new_secret

    overrides.replace("webhooks.queue_event", make)


@fault("test_slow_receiver_retried", "does not answer within the receiver timeout", override=True)
def delivery_timeout_too_long(overrides: Overrides) -> None:
    """The receiver timeout is four times the one set."""
    overrides.replace(
        "delivery.set_timeout",
        lambda set_timeout: lambda worker, seconds: set_timeout(worker, seconds * 4),
    )


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


SCHEDULE = "test_retries_follow_their_delays_to_the_second"


@fault(SCHEDULE, "retry 4 is sent", override=True)
def delivery_retry_one_second_early(overrides: Overrides) -> None:
    """The fourth retry comes one second before its delay."""
    overrides.replace(
        "delivery.retry_delay",
        lambda delay: lambda policy, number: delay(policy, number) - (1 if number == 4 else 0),
    )


@fault(SCHEDULE, "retry 3 is sent", override=True)
def delivery_retry_delay_skipped(overrides: Overrides) -> None:
    """From the third retry on, each waits the next delay of the schedule (the third delay is
    skipped; the last is used twice)."""

    def shifted(delay: Callable[..., float]) -> Callable[..., float]:
        def skipping(policy: Any, number: int) -> float:
            last = len(policy.retry_delays_seconds)
            return delay(policy, min(number + 1, last) if number >= 3 else number)

        return skipping

    overrides.replace("delivery.retry_delay", shifted)


@fault(SCHEDULE, "retry 9 is sent", override=True)
def delivery_last_retry_dropped(overrides: Overrides) -> None:
    """A delivery gets one attempt less than the schedule gives it (the last retry never
    comes)."""
    overrides.replace("delivery.max_attempts", lambda count: lambda policy: count(policy) - 1)
