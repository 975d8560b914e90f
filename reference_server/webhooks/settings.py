"""Settings of the delivery engine (what the server's configuration decides)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .sender import CaBundle


@dataclass(frozen=True)
class DeliverySettings:
    """How the delivery worker runs.

    - `ca_bundle`: trust for receivers' certificates: an `ssl.SSLContext`, a PEM bundle path,
      or None for the system trust store.
    - `allow_private_targets`: deliver to private/loopback/link-local addresses (tests only).
    - `retry_scale`: factor on the spec's retry delays (tests use e.g. 0.01).
    - `timeout_seconds`: receiver timeout; None takes the spec's `receiverTimeoutSeconds`.
    - `poll_interval`: seconds between looks at the outbox when nothing wakes the worker (other
      processes' enqueues are seen this way).
    - `lease_seconds`: how long a claimed row stays reserved to its worker; None takes the
      receiver timeout plus `lease_margin_seconds`. A row of a dead worker is sent again after
      this time.
    - `max_concurrency`: deliveries in flight at once per worker.
    - `spec_path`: the spec to read `x-webhook-delivery` from (None: the repository's).
    """

    ca_bundle: CaBundle = None
    allow_private_targets: bool = False
    retry_scale: float = 1.0
    timeout_seconds: float | None = None
    poll_interval: float = 1.0
    lease_seconds: float | None = None
    lease_margin_seconds: float = 20.0
    max_concurrency: int = 8
    spec_path: Path | None = None

    def __post_init__(self) -> None:
        if self.retry_scale < 0 or self.poll_interval <= 0 or self.max_concurrency < 1:
            raise ValueError("retry_scale >= 0, poll_interval > 0, max_concurrency >= 1")
        if self.lease_seconds is not None and self.lease_seconds <= 0:
            raise ValueError("lease_seconds must be positive")

    def effective_lease_seconds(self, receiver_timeout: float) -> float:
        """The lease: explicit, or the receiver timeout plus the margin."""
        if self.lease_seconds is not None:
            return self.lease_seconds
        return receiver_timeout + self.lease_margin_seconds
