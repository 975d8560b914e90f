"""Webhook receivers: verify a delivery's signature and parse its body into the typed model.

The signature header holds the HMAC-SHA256 of the raw body keyed by the hook's secret
(lower-case hex); the timestamp header holds the delivery time in Unix seconds. Header names
and the action -> model table come from the spec (`social_publishing_models.spec_facts`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Mapping

import pydantic

from social_publishing_models.spec_facts import (
    DELIVERY_MODELS,
    SIGNATURE_HEADER,
    TIMESTAMP_HEADER,
    DeliveryEvent,
)

DEFAULT_TOLERANCE_SECONDS = 300.0


class InvalidDelivery(Exception):
    """The delivery is not authentic, too old, or its body is not a known event."""


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


def verify_delivery(
    body: bytes,
    headers: Mapping[str, str],
    secret: str,
    *,
    tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
    now: float | None = None,
) -> DeliveryEvent:
    """Check signature (constant time) and timestamp, then parse the body.

    `body` must be the raw request body as received; `headers` may use any letter case.
    Raises `InvalidDelivery` when the signature is missing or wrong, or the timestamp is
    missing or further than `tolerance_seconds` from `now` (default: the current time).
    """
    lowered = {name.lower(): value for name, value in headers.items()}
    signature = lowered.get(SIGNATURE_HEADER.lower())
    if not signature:
        raise InvalidDelivery(f"missing {SIGNATURE_HEADER} header")
    if not hmac.compare_digest(signature.strip().lower(), sign_body(body, secret)):
        raise InvalidDelivery("signature does not match the body")
    stamp = lowered.get(TIMESTAMP_HEADER.lower())
    try:
        sent_at = int(stamp) if stamp is not None else None
    except ValueError:
        sent_at = None
    if sent_at is None:
        raise InvalidDelivery(f"missing or malformed {TIMESTAMP_HEADER} header")
    current = time.time() if now is None else now
    if abs(current - sent_at) > tolerance_seconds:
        raise InvalidDelivery(
            f"timestamp {sent_at} is more than {tolerance_seconds:g} s from now ({current:.0f})"
        )
    return parse_delivery(body)
