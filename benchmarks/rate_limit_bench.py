"""Rate limit: what counting a request against its profile's window costs the server.

Every authenticated request runs one `RateLimiter.admit` (one write on the data file: an
autocommit upsert of the profile's window row), so this is the per-request overhead the limit
adds. Measured in-process on a fresh data file, one profile and 50 profiles in turn, sequential
calls for `SECONDS` each (WAL, synchronous=NORMAL, as the server opens it).
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from benchmarks.registry import Row
from reference_server.clock import Clock
from reference_server.rate_limit import RateLimiter
from reference_server.store import RateWindows, Store
from spec_model import ServiceSpec

AREA = "rate_limit"
SECONDS = 2.0
GOAL_MICROSECONDS = 500.0


def _admit_cost(profiles: int) -> tuple[float, int]:
    """Microseconds per admit over `profiles` profiles in turn, and how many were admitted."""
    fact = ServiceSpec.load().facts.rate_limit
    with tempfile.TemporaryDirectory(prefix="rate-bench-") as scratch:
        path = Path(scratch) / "service.sqlite3"
        store = Store(path)
        windows = RateWindows(path)
        try:
            ids = [
                row.id
                for index in range(profiles)
                if (row := store.create_profile(f"ref{index}", f"t{index}", f"k{index}", 0))
            ]
            limiter = RateLimiter(fact, windows, Clock(), fact.reference_server_max)
            calls = admitted = 0
            started = time.perf_counter()
            while time.perf_counter() - started < SECONDS:
                admitted += limiter.admit(ids[calls % len(ids)]).admitted
                calls += 1
            elapsed = time.perf_counter() - started
        finally:
            windows.close()
            store.close()
    return elapsed / calls * 1e6, admitted


def rows() -> list[Row]:
    result = []
    for profiles in (1, 50):
        micros, admitted = _admit_cost(profiles)
        result.append(
            Row(
                AREA,
                f"admit one request ({profiles} profile{'s' if profiles > 1 else ''})",
                micros,
                "µs",
                f"< {GOAL_MICROSECONDS:.0f} µs",
                micros < GOAL_MICROSECONDS,
                f"{admitted:,} requests counted",
            )
        )
    return result
