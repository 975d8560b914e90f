"""The delivery engine's decisions, one object given to the worker and the sender
(`seams.Seams.delivery`): how many attempts a delivery gets, the delay before each retry, which
answers are retried, the headers of an attempt, the receiver timeout the test control sets and
the TLS trust deliveries use. `DeliveryRules()` decides as the spec's `x-webhook-delivery` says."""

from __future__ import annotations

import ssl

from .policy import DeliveryPolicy
from .signing import delivery_headers


class DeliveryRules:
    """The delivery engine's decisions (the spec's `x-webhook-delivery`)."""

    def max_attempts(self, policy: DeliveryPolicy) -> int:
        """How many attempts a delivery gets in all."""
        return policy.max_attempts

    def retry_delay(self, policy: DeliveryPolicy, number: int) -> float:
        """Seconds (before the retry scale) between failed attempt `number` (1-based) and the
        next one."""
        return policy.retry_delays_seconds[number - 1]

    def retryable_status(self, policy: DeliveryPolicy, status: int) -> bool:
        """Whether a failed attempt answered with `status` is retried."""
        return policy.is_retryable_status(status)

    def headers(
        self,
        policy: DeliveryPolicy,
        *,
        signature: str | None,
        timestamp: int,
        delivery_id: str,
        attempt: int,
        signature_v2: str | None = None,
    ) -> dict[str, str]:
        """The headers of one delivery attempt (`webhooks.signing.delivery_headers`)."""
        return delivery_headers(
            policy,
            signature=signature,
            timestamp=timestamp,
            delivery_id=delivery_id,
            attempt=attempt,
            signature_v2=signature_v2,
        )

    def receiver_timeout(self, seconds: float) -> float:
        """The receiver timeout of later sends when the test control sets `seconds`."""
        return seconds

    def receiver_trust(self, verifying: ssl.SSLContext) -> ssl.SSLContext:
        """The TLS context deliveries connect with, given the verifying one (the system's CAs
        plus the CA bundle and the `caPems` the control gave)."""
        return verifying
