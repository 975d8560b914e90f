"""The headers of a delivery attempt. The signature itself is the client SDK's `sign_body`
(HMAC-SHA256 of the exact body bytes under the hook's secret): one function signs on the
server and verifies in receivers, so the two cannot drift apart.

The header names come from the spec (see `policy`).
"""

from __future__ import annotations

from social_publishing_sdk.webhooks import sign_body

from .policy import DeliveryPolicy

__all__ = ["delivery_headers", "sign_body"]


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
