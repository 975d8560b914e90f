"""The signature and headers of a delivery attempt.

`sign_body` is the spec's signature (`x-webhook-delivery`): lower-case hex HMAC-SHA256 of the
exact body bytes under the hook's secret. The generated client verifies with its own
`sign_body`; the server does not import the client package (0.5 s of imports at every start
for one HMAC), and tests/client's webhook tests verify real deliveries with the client, so the
two sides cannot drift apart unnoticed. The header names come from the spec (see `policy`).
"""

from __future__ import annotations

import hashlib
import hmac

from ..overrides import point
from .policy import DeliveryPolicy

__all__ = ["delivery_headers", "sign_body"]


@point("delivery.sign_body")
def sign_body(body: bytes, secret: str) -> str:
    """The signature the service sends for `body` (lower-case hex HMAC-SHA256)."""
    return hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


@point("delivery.headers")
def delivery_headers(
    policy: DeliveryPolicy,
    *,
    signature: str | None,
    timestamp: int,
    delivery_id: str,
    attempt: int,
    signature_v2: str | None = None,
) -> dict[str, str]:
    """The headers of one delivery attempt.

    The signature header is sent only when the hook has a secret (`signature` is not None),
    the rotation header only during a secret rotation (`signature_v2`); the timestamp (Unix
    seconds), delivery id (the same on every attempt) and attempt number (1-based) always.
    """
    headers = {
        "Content-Type": "application/json",
        policy.timestamp_header: str(timestamp),
        policy.delivery_id_header: delivery_id,
        policy.attempt_header: str(attempt),
    }
    if signature is not None:
        headers[policy.signature_header] = signature
    if signature_v2 is not None:
        headers[policy.rotation_signature_header] = signature_v2
    return headers
