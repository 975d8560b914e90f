"""Webhook signing: HMAC-SHA256 of the exact body bytes, and the headers that carry it.

The header names come from the spec (see `policy`); a receiver recomputes the HMAC over the raw
bytes it received with the hook's secret and compares it in constant time.
"""

from __future__ import annotations

import hashlib
import hmac

from .policy import DeliveryPolicy


def sign_body(secret: str, body: bytes) -> str:
    """HMAC-SHA256 of `body` keyed by `secret` (UTF-8), as lower-case hex."""
    return hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


def verify_signature(secret: str, body: bytes, signature: str) -> bool:
    """True when `signature` is the signature of `body` under `secret` (constant time)."""
    return hmac.compare_digest(sign_body(secret, body), signature.strip().lower())


def delivery_headers(
    policy: DeliveryPolicy, *, signature: str | None, timestamp: int
) -> dict[str, str]:
    """The headers of one delivery attempt.

    The signature header is sent only when the hook has a secret (`signature` is not None);
    the timestamp header (Unix seconds) is always sent.
    """
    headers = {"Content-Type": "application/json", policy.timestamp_header: str(timestamp)}
    if signature is not None:
        headers[policy.signature_header] = signature
    return headers
