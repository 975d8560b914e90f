"""Rate limit: what counting a request against its profile's window costs the server, and what
the failed-authentication limit (`x-auth-failure-limit`) adds.

Every authenticated request runs one `RateLimiter.admit` (one write on the data file: an
autocommit upsert of the profile's window row), so this is the per-request overhead the limit
adds. Every request with credentials also runs one `AuthThrottle.check` (a primary-key read of
its address's row), and a failed one `AuthThrottle.failed` (an upsert), measured over 1,000
addresses. Every request acting by a Profile-Key first reads whether its User Profile is
suspended (`Suspender.suspended_until`, a primary-key read), and a 429 answer of one is counted
towards its suspension (`Suspender.rate_limited`: a delete of expired rows, an insert and a
count in one transaction), measured over 50 profiles with the spec's count (nobody suspended).
Measured in-process on a fresh data file, one profile and 50 profiles in turn, sequential
calls for `SECONDS` each (WAL, synchronous=NORMAL, as the server opens it).
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from pathlib import Path

from benchmarks.registry import Row
from reference_server.auth_throttle import AuthThrottle
from reference_server.clock import Clock
from reference_server.errors import ApiError
from reference_server.rate_limit import RateLimiter
from reference_server.store import AuthFailureWindows, RateWindows, Store, Suspensions
from reference_server.suspension import Suspender
from spec_model import ServiceSpec

AREA = "rate_limit"
SECONDS = 2.0
GOAL_MICROSECONDS = 500.0


def _admit_cost(profiles: int) -> tuple[float, int]:
    """Microseconds per admit over `profiles` profiles in turn, and how many were admitted."""
    spec = ServiceSpec.load()
    fact = spec.facts.rate_limit
    with tempfile.TemporaryDirectory(prefix="rate-bench-") as scratch:
        path = Path(scratch) / "service.sqlite3"
        store = Store(path)
        windows = RateWindows(path)
        try:
            ids = [
                row.id
                for index in range(profiles)
                if (
                    row := store.profiles.create_profile(f"ref{index}", f"t{index}", f"k{index}", 0)
                )
            ]
            limiter = RateLimiter(
                fact,
                windows,
                Clock(),
                fact.reference_server_max,
                spec.facts.auth_failure_limit.client_bucket,
            )
            calls = admitted = 0
            started = time.perf_counter()
            while time.perf_counter() - started < SECONDS:
                admitted += limiter.admit(ids[calls % len(ids)], "127.0.0.1").admitted
                calls += 1
            elapsed = time.perf_counter() - started
        finally:
            windows.close()
            store.close()
    return elapsed / calls * 1e6, admitted


def _throttle_costs(addresses: int = 1000) -> tuple[float, float]:
    """Microseconds per `check` and per `failed` over `addresses` client addresses in turn."""
    fact = ServiceSpec.load().facts.auth_failure_limit
    hosts = [f"10.0.{n // 256}.{n % 256}" for n in range(addresses)]
    with tempfile.TemporaryDirectory(prefix="throttle-bench-") as scratch:
        path = Path(scratch) / "service.sqlite3"
        Store(path).close()  # creates the tables
        throttle = AuthThrottle(fact, AuthFailureWindows(path), Clock(), fact.max_failures)
        try:
            costs = []
            for step in (throttle.failed, throttle.check):
                calls = 0
                started = time.perf_counter()
                while time.perf_counter() - started < SECONDS / 2:
                    # An address over its limit: the check's refusal is part of the cost.
                    with contextlib.suppress(ApiError):
                        step(hosts[calls % addresses])
                    calls += 1
                costs.append((time.perf_counter() - started) / calls * 1e6)
        finally:
            throttle.close()
    return costs[1], costs[0]


def _suspension_costs(profiles: int = 50) -> tuple[float, float]:
    """Microseconds per suspension check and per counted 429 answer over `profiles` profiles."""
    fact = ServiceSpec.load().facts.rate_limit.suspension
    with tempfile.TemporaryDirectory(prefix="suspension-bench-") as scratch:
        path = Path(scratch) / "service.sqlite3"
        store = Store(path)
        ids = [
            row.id
            for index in range(profiles)
            if (row := store.profiles.create_profile(f"ref{index}", f"t{index}", f"k{index}", 0))
        ]
        suspender = Suspender(fact, Suspensions(path), Clock())
        try:
            costs = []
            for step in (suspender.suspended_until, suspender.rate_limited):
                calls = 0
                started = time.perf_counter()
                while time.perf_counter() - started < SECONDS / 2:
                    step(ids[calls % profiles])
                    calls += 1
                costs.append((time.perf_counter() - started) / calls * 1e6)
        finally:
            suspender.close()
            store.close()
    return costs[0], costs[1]


def rows() -> list[Row]:
    result = []
    check, counted = _suspension_costs()
    result.append(
        Row(
            AREA,
            "check a User Profile's suspension (50 profiles)",
            check,
            "µs",
            f"< {GOAL_MICROSECONDS:.0f} µs",
            check < GOAL_MICROSECONDS,
            "on every request acting by a Profile-Key",
        )
    )
    result.append(
        Row(AREA, "count a 429 answer towards suspension (50 profiles)", counted, "µs", note="txn")
    )
    check, failed = _throttle_costs()
    result.append(
        Row(
            AREA,
            "check a client address (x-auth-failure-limit, 1,000 addresses)",
            check,
            "µs",
            f"< {GOAL_MICROSECONDS:.0f} µs",
            check < GOAL_MICROSECONDS,
            "on every request with credentials",
        )
    )
    result.append(
        Row(AREA, "count a failed authentication (1,000 addresses)", failed, "µs", note="upsert")
    )
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
