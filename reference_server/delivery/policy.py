"""The delivery facts of the spec: signature and timestamp headers, receiver timeout, retries.

They are read from the top-level `x-webhook-delivery` extension of `openapi.yaml`, so each one
is written once, in the spec.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

EXTENSION = "x-webhook-delivery"


def default_spec_path() -> Path:
    """The repository's `openapi.yaml` (two levels above this package)."""
    return Path(__file__).resolve().parent.parent.parent / "openapi.yaml"


@dataclass(frozen=True)
class DeliveryPolicy:
    """How the service delivers a webhook, as the spec states it."""

    signature_header: str
    timestamp_header: str
    receiver_timeout_seconds: float
    retry_delays_seconds: tuple[float, ...]

    @property
    def max_attempts(self) -> int:
        """The first attempt plus one per retry delay."""
        return 1 + len(self.retry_delays_seconds)

    @classmethod
    def from_document(cls, document: dict[str, Any]) -> DeliveryPolicy:
        """Read the policy from a parsed OpenAPI document."""
        facts = document.get(EXTENSION)
        if not isinstance(facts, dict):
            raise ValueError(f"the spec has no top-level {EXTENSION} object")
        try:
            delays = tuple(float(d) for d in facts["retryDelaysSeconds"])
            policy = cls(
                signature_header=str(facts["signatureHeader"]),
                timestamp_header=str(facts["timestampHeader"]),
                receiver_timeout_seconds=float(facts["receiverTimeoutSeconds"]),
                retry_delays_seconds=delays,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{EXTENSION} is incomplete or malformed: {exc!r}") from exc
        if policy.receiver_timeout_seconds <= 0 or any(d < 0 for d in delays):
            raise ValueError(f"{EXTENSION} has a non-positive timeout or a negative delay")
        return policy


@lru_cache(maxsize=8)
def _load(path: Path) -> DeliveryPolicy:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when built with it
    with path.open(encoding="utf-8") as handle:
        document = yaml.load(handle, Loader=loader)  # a safe loader, C or pure Python
    if not isinstance(document, dict):
        raise ValueError(f"{path} is not an OpenAPI document")
    return DeliveryPolicy.from_document(document)


def load_delivery_policy(spec_path: Path | str | None = None) -> DeliveryPolicy:
    """The policy of the spec at `spec_path` (default: the repository's `openapi.yaml`)."""
    path = Path(spec_path) if spec_path is not None else default_spec_path()
    return _load(path.resolve())
