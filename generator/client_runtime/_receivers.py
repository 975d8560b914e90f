"""Receivers of webhook deliveries: `verify_delivery`, `read_delivery`, `parse_delivery`,
`sign_body` (re-exported by `api/__init__.py`).

The signature header holds the HMAC-SHA256 of the raw body keyed by the hook's secret
(lower-case hex); the timestamp header holds the delivery time in Unix seconds. During a
secret rotation (the hook registered again with a new `secret`) the signature header holds the
signature under the previous secret and the rotation (`-V2`) header the one under the new
secret: a receiver holding either secret verifies the delivery. Every attempt also carries the
delivery id (the same on every attempt of one delivery) and the attempt number (1-based).

Delivery is at least once: the same delivery may arrive again (a retry after a lost answer).
Deduplicate on `Delivery.delivery_id` for at least a day; the service's public material says to
deduplicate on `hookId`, which in this toolkit names the hook (the same on all its events), so
the delivery id is the key. Header names and the action -> model table come from the spec
(`social_publishing_models.spec_facts`, generated).
"""

import hashlib
import hmac
import json
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

import pydantic

from social_publishing_models.spec_facts import (
    DELIVERY_ATTEMPT_HEADER,
    DELIVERY_ID_HEADER,
    DELIVERY_MODELS,
    ROTATION_SIGNATURE_HEADER,
    SIGNATURE_HEADER,
    TIMESTAMP_HEADER,
    DeliveryEvent,
)

from .errors import InvalidRequestError

DEFAULT_TOLERANCE_SECONDS = 300.0


class InvalidDelivery(Exception):
    """The delivery is not authentic, too old, or its body is not a known event."""


@dataclass(frozen=True)
class Delivery:
    """A verified delivery: its event, id, attempt number and timestamp.

    `delivery_id` is None and `attempt` 1 when the sender did not send those headers.
    """

    event: DeliveryEvent
    delivery_id: str | None
    attempt: int
    timestamp: int


def sign_body(body: bytes, secret: str) -> str:
    """The signature the service sends for `body` (lower-case hex HMAC-SHA256)."""
    return hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


def parse_delivery(body: bytes) -> DeliveryEvent:
    """The typed model of a delivery body, chosen by its `action`."""
    try:
        data = json.loads(body)
    except ValueError as exc:
        raise InvalidDelivery(f"body is not JSON: {exc}") from exc
    action = data.get("action") if isinstance(data, dict) else None
    model = DELIVERY_MODELS.get(action) if isinstance(action, str) else None
    if model is None:
        raise InvalidDelivery(f"unknown webhook action {action!r}")
    try:
        return model.model_validate(data)
    except pydantic.ValidationError as exc:
        raise InvalidDelivery(f"body is not a valid {action!r} event: {exc}") from exc


def _signature_matches(body: bytes, signatures: list[str], secrets: Iterable[str]) -> bool:
    """Whether one of the received signatures is the body's under one of the secrets."""
    expected = [sign_body(body, secret) for secret in secrets]
    found = False
    for signature in signatures:
        for candidate in expected:  # every comparison runs: constant time in the match
            found |= hmac.compare_digest(signature, candidate)
    return found


def _unix_seconds(now: float | datetime) -> float:
    if not isinstance(now, datetime):
        return float(now)
    if now.tzinfo is None or now.utcoffset() is None:
        raise InvalidRequestError(f"now={now!r} has no time zone: pass an aware datetime")
    return now.timestamp()


def read_delivery(
    body: bytes,
    headers: Mapping[str, str],
    secret: str | Iterable[str],
    *,
    tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
    now: float | datetime | None = None,
) -> Delivery:
    """Check signature (constant time) and timestamp, then parse the body and read the
    delivery id and attempt number.

    `body` must be the raw request body as received; `headers` may use any letter case.
    `secret` is the hook's secret, or several (old and new while you rotate): the delivery is
    authentic when the signature header or the rotation header is the body's signature under
    one of them. Raises `InvalidDelivery` when no signature matches, the timestamp is missing or
    further than `tolerance_seconds` from `now` (default: the current time), or the attempt
    header is malformed.

    `now` is the time the timestamp is checked against: Unix seconds or an aware `datetime`.
    A delivery from a sandbox whose clock was moved is signed at the sandbox's time: pass it
    (`now=SandboxControl().clock.get_control_status().now`, or the `now` a clock change answers).
    A naive `datetime` is refused with `InvalidRequestError`.
    """
    lowered = {name.lower(): value for name, value in headers.items()}
    secrets = [secret] if isinstance(secret, str) else list(secret)
    if not secrets:
        raise InvalidDelivery("no secret to verify the delivery with")
    signatures = [
        lowered[name.lower()].strip().lower()
        for name in (SIGNATURE_HEADER, ROTATION_SIGNATURE_HEADER)
        if lowered.get(name.lower())
    ]
    if not signatures:
        raise InvalidDelivery(f"missing {SIGNATURE_HEADER} header")
    if not _signature_matches(body, signatures, secrets):
        raise InvalidDelivery("signature does not match the body")
    stamp = lowered.get(TIMESTAMP_HEADER.lower())
    try:
        sent_at = int(stamp) if stamp is not None else None
    except ValueError:
        sent_at = None
    if sent_at is None:
        raise InvalidDelivery(f"missing or malformed {TIMESTAMP_HEADER} header")
    current = time.time() if now is None else _unix_seconds(now)
    if abs(current - sent_at) > tolerance_seconds:
        raise InvalidDelivery(
            f"timestamp {sent_at} is more than {tolerance_seconds:g} s from now ({current:.0f})"
        )
    attempt_text = lowered.get(DELIVERY_ATTEMPT_HEADER.lower(), "1")
    if not attempt_text.strip().isdigit() or int(attempt_text) < 1:
        raise InvalidDelivery(f"malformed {DELIVERY_ATTEMPT_HEADER} header {attempt_text!r}")
    return Delivery(
        event=parse_delivery(body),
        delivery_id=lowered.get(DELIVERY_ID_HEADER.lower()) or None,
        attempt=int(attempt_text),
        timestamp=sent_at,
    )


def verify_delivery(
    body: bytes,
    headers: Mapping[str, str],
    secret: str | Iterable[str],
    *,
    tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
    now: float | datetime | None = None,
) -> DeliveryEvent:
    """The event of a verified delivery (`read_delivery` without the delivery id and attempt).

    Raises `InvalidDelivery` as `read_delivery` does.
    """
    return read_delivery(body, headers, secret, tolerance_seconds=tolerance_seconds, now=now).event


__all__ = [
    "DEFAULT_TOLERANCE_SECONDS",
    "Delivery",
    "InvalidDelivery",
    "parse_delivery",
    "read_delivery",
    "sign_body",
    "verify_delivery",
]
