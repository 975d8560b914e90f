"""A reference server subprocess for benchmarks (same launcher as the contract suite)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from testkit.server import ReferenceServer

BENCH_API_KEY = "bench-api-key"


@contextmanager
def running_reference_server() -> Iterator[str]:
    """Start `python -m reference_server` on a free port; yields its base URL."""
    with ReferenceServer(api_key=BENCH_API_KEY) as base_url:
        yield base_url
