"""The signature and headers of a delivery attempt.

`sign_body` is the spec's signature (`x-webhook-delivery`): lower-case hex HMAC-SHA256 of the
exact body bytes under the hook's secret. The generated client verifies with its own
`sign_body`; the server does not import the client package (0.5 s of imports at every start
for one HMAC), and tests/client's webhook tests verify real deliveries with the client, so the
two sides cannot drift apart unnoticed. The header names come from the spec (see `policy`).

`Signer` is the delivery engine's seam (`seams.Seams.signer`): it signs each queued delivery's
body, under the previous secret and the new one during a secret rotation.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import TYPE_CHECKING, Any

from .policy import DeliveryPolicy

if TYPE_CHECKING:
    from ..store.outbox import Outbox

__all__ = ["Signer", "delivery_headers", "queue_signed", "sign_body"]


def sign_body(body: bytes, secret: str) -> str:
    """The signature the service sends for `body` (lower-case hex HMAC-SHA256)."""
    return hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


class Signer:
    """Signs delivery bodies: the spec's HMAC-SHA256 (`sign_body`)."""

    def sign(self, body: bytes, secret: str) -> str:
        """The signature of `body` under `secret`."""
        return sign_body(body, secret)

    def signatures(
        self, body: bytes, secret: str | None, previous_secret: str | None = None
    ) -> tuple[str | None, str | None]:
        """The signature header's value and the rotation header's (None: not sent) of a
        delivery of `body` to a hook with `secret`: during a secret rotation
        (`previous_secret` given) the first is under the previous secret and the second under
        the new one; without a secret neither is sent."""
        if secret is None:
            return None, None
        if previous_secret is not None:
            return self.sign(body, previous_secret), self.sign(body, secret)
        return self.sign(body, secret), None


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


def queue_signed(
    outbox: Outbox,
    signer: Signer,
    hook_id: str,
    url: str,
    secret: str | None,
    body: bytes,
    *,
    previous_secret: str | None = None,
    **delivery: Any,
) -> str:
    """Queue a delivery of `body` to the hook `hook_id` at `url`, signed by `signer` under
    `secret` (and `previous_secret` during a rotation, `Signer.signatures`); `delivery`: the
    rest of `Outbox.enqueue`'s keywords. The delivery id. The secrets are never stored: the
    signatures depend on the body and the secrets only, so every attempt carries the same."""
    signature, signature_v2 = signer.signatures(body, secret, previous_secret)
    return outbox.enqueue(hook_id, url, signature, body, signature_v2=signature_v2, **delivery)
