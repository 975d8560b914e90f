"""The delivery facts of the spec (`x-webhook-delivery`): signature and timestamp headers,
receiver timeout and retry delays, read through the spec library."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from spec_model import DeliveryPolicy, ServiceSpec

__all__ = ["DeliveryPolicy", "load_delivery_policy"]


@lru_cache(maxsize=8)
def _load(path: Path | None) -> DeliveryPolicy:
    return ServiceSpec.load(path).facts.delivery


def load_delivery_policy(spec_path: Path | str | None = None) -> DeliveryPolicy:
    """The policy of the spec at `spec_path` (default: the spec library's default spec)."""
    return _load(Path(spec_path).resolve() if spec_path is not None else None)
