"""Time bounds of the suite runs the tests launch, and how a run that hit one is judged:
INCONCLUSIVE, rerun with more time, never a verdict.

A run that a time bound ended, in whole or in part, says nothing about the server it judged: a
test stopped by its per-test limit (pytest-timeout, `--test-timeout`), the run stopped by its
whole-run limit (`--max-time`), the process stopped by the harness's wall bound, or a server
that had not announced its URL within its start bound. On a loaded machine any of them can be
reached by a correct server, and a caught fault's tests can be cut off before they fail.
Such a run is neither "caught", "not caught" nor "false alarm": :func:`time_bounds_hit` names
the bounds it hit, from the run's own JSON summary (`stopped` is ``max-time``; a finding whose
rule is the suite's `TIMEOUT_RULE`, which the suite gives every failure pytest-timeout
caused) and from the harness (its wall bound; a server's start bound).

:func:`until_conclusive` reruns an inconclusive run with every bound multiplied by `GROWTH`,
at most `ATTEMPTS` runs in all and never past a deadline (the proof's budget): only a
conclusive run gives a verdict. One still inconclusive at the cap fails its test with
:func:`inconclusive_message`: too slow, each attempt's bounds, what it hit and how long it took.

A bound the caller gives itself in the run's arguments (a fault's ``--test-timeout 8`` against a
server that never answers) is what the run is about: its hits are the verdict, not a reason to
rerun. The requests' own limit (`--request-timeout`) is set to the per-test limit, so a request
left waiting is ended by its test's limit, which the summary names.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from contract_tests.report import TIMEOUT_RULE

#: Seconds the harness leaves a run after its `--max-time` before it stops the process: the
#: suite writes its reports when its own limit ends it.
WALL_GRACE_SECONDS = 60.0
#: Each rerun's bounds, as a multiple of the previous attempt's.
GROWTH = 2.0
#: Runs in all (the first and its reruns).
ATTEMPTS = 3

#: The names of the bounds, as :func:`time_bounds_hit` reports them.
TEST_TIMEOUT = "test-timeout"
MAX_TIME = "max-time"
WALL = "wall"
SERVER_START = "server-start"


@dataclass(frozen=True)
class Bounds:
    """The time bounds of one run: the suite's per-test and per-request limits and its
    whole-run limit, the harness's wall bound after it, and a server's start bound."""

    test_timeout: float = 120.0
    max_time: float = 540.0
    server_start: float = 60.0
    #: The suite's per-request limit (None: the per-test limit; see the module docstring).
    request_timeout: float | None = None

    @property
    def wall(self) -> float:
        """The harness's bound on the suite process (after the suite's own `--max-time`)."""
        return self.max_time + WALL_GRACE_SECONDS

    def suite_args(self) -> list[str]:
        """The suite's options for these bounds (a caller's own options, given after them,
        win: argparse keeps the last)."""
        request = self.request_timeout if self.request_timeout is not None else self.test_timeout
        return [
            "--test-timeout",
            f"{self.test_timeout:g}",
            "--request-timeout",
            f"{request:g}",
            "--max-time",
            f"{self.max_time:g}",
        ]

    def scaled(self, factor: float) -> Bounds:
        request = None if self.request_timeout is None else self.request_timeout * factor
        return Bounds(
            self.test_timeout * factor,
            self.max_time * factor,
            self.server_start * factor,
            request,
        )

    def describe(self) -> str:
        return (
            f"{self.test_timeout:g} s per test, {self.max_time:g} s per run (wall "
            f"{self.wall:g} s), {self.server_start:g} s for a server to start"
        )


def own_bounds(args: Sequence[str]) -> set[str]:
    """The bounds the caller sets itself in ``args`` (their hits are the run's verdict)."""
    given = {arg.split("=")[0] for arg in args}
    return {name for name, option in _OPTIONS.items() if option in given}


_OPTIONS = {TEST_TIMEOUT: "--test-timeout", MAX_TIME: "--max-time"}


def time_bounds_hit(
    summary: dict[str, Any] | None,
    *,
    bounds: Bounds,
    wall_hit: bool = False,
    own: set[str] | frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """The time bounds a finished run hit (empty: the run is conclusive), each with what it
    cut off: from the run's JSON ``summary`` (None when it wrote none) and whether the
    harness stopped it at its wall bound. Bounds named in ``own`` are the caller's own."""
    hit: list[str] = []
    if wall_hit:
        hit.append(f"{WALL}: the process was stopped after {bounds.wall:g} s")
    if summary is None:
        return tuple(hit)
    if summary.get("stopped") == MAX_TIME and MAX_TIME not in own:
        hit.append(f"{MAX_TIME}: {summary.get('stop_detail')}")
    if TEST_TIMEOUT not in own:
        timed_out = sorted(
            {
                test
                for finding in summary.get("findings", [])
                if finding.get("rule") == TIMEOUT_RULE
                for test in finding.get("tests", [])
            }
        )
        if timed_out:
            shown = ", ".join(timed_out[:5]) + (" ..." if len(timed_out) > 5 else "")
            hit.append(f"{TEST_TIMEOUT}: {len(timed_out)} test(s) stopped by it ({shown})")
    return tuple(hit)


def read_summary(path: Path | None) -> dict[str, Any] | None:
    """The run's JSON summary at ``path``; None when it wrote none (or was killed while
    writing it)."""
    if path is None or not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def server_start_hit(bounds: Bounds, error: BaseException) -> tuple[str, ...]:
    """The hit of a server that did not announce its URL within its start bound."""
    first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return (f"{SERVER_START}: no URL within {bounds.server_start:g} s ({first[:200]})",)


@dataclass(frozen=True)
class Attempt:
    """One run of a series: its bounds, what it hit (empty: conclusive) and its wall time
    (reported, never judged)."""

    bounds: Bounds
    hit: tuple[str, ...]
    seconds: float

    def describe(self) -> str:
        outcome = "; ".join(self.hit) if self.hit else "conclusive"
        return f"{self.bounds.describe()}: took {self.seconds:.0f} s; {outcome}"


R = TypeVar("R")


def until_conclusive(
    attempt: Callable[[Bounds], R],
    hits: Callable[[R], tuple[str, ...]],
    first: Bounds,
    *,
    attempts: int = ATTEMPTS,
    growth: float = GROWTH,
    deadline: float | None = None,
) -> tuple[R, tuple[Attempt, ...]]:
    """Run ``attempt(bounds)`` until ``hits`` of its result is empty, starting at ``first``
    and multiplying every bound by ``growth`` after each inconclusive run, at most
    ``attempts`` runs. With a ``deadline`` (`time.monotonic()`), a run's whole-run limit is
    cut to what is left before it, and no rerun starts with no more time than the run before
    it had. The last result (inconclusive when the cap or the deadline was reached) and every
    attempt made."""
    made: list[Attempt] = []
    bounds = first
    result: R | None = None
    for _ in range(attempts):
        if deadline is not None:
            left = deadline - time.monotonic() - WALL_GRACE_SECONDS
            if left < bounds.max_time:
                if made and left <= made[-1].bounds.max_time:
                    break
                bounds = replace(bounds, max_time=max(left, 1.0))
        started = time.monotonic()
        result = attempt(bounds)
        made.append(Attempt(bounds, hits(result), time.monotonic() - started))
        if not made[-1].hit:
            break
        bounds = bounds.scaled(growth)
    assert result is not None
    return result, tuple(made)


def inconclusive_message(what: str, attempts: Sequence[Attempt]) -> str:
    """Why ``what`` has no verdict: every attempt hit a time bound (the machine was too slow
    for the bounds tried), with each attempt's bounds, hits and time."""
    lines = [
        f"INCONCLUSIVE (too slow): {what} hit a time bound in each of its {len(attempts)} "
        "run(s), so it gives no verdict on the server (neither caught nor passed):"
    ]
    lines += [f"  {number}. {a.describe()}" for number, a in enumerate(attempts, 1)]
    return "\n".join(lines)
