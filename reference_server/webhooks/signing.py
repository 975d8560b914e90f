"""The headers of a delivery attempt. The signature itself is the client package's `sign_body`
(HMAC-SHA256 of the exact body bytes under the hook's secret): one function signs on the
server and verifies in receivers, so the two cannot drift apart.

The header names come from the spec (see `policy`).
"""

from __future__ import annotations

from social_publishing_client import sign_body

from .policy import DeliveryPolicy

__all__ = ["delivery_headers", "sign_body"]


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
