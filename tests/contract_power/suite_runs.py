"""Running the contract suite as a subprocess for the proof: against a target URL, or against a
reference server (built with a fault of `faults/` by `tests/built_server.py`, or started with
extra arguments such as `--no-sandbox`); the outcome as a `SuiteRun`.

Every run has time bounds (`time_bounds.Bounds`, `PROOF_BOUNDS` unless given) and says which it
hit (`SuiteRun.time_bounds`): a run that hit one is INCONCLUSIVE, no verdict on the server.
`run_against_server` reruns such a run with more time
(`time_bounds.until_conclusive`); a test takes a verdict only from a conclusive run
(`require_conclusive`).
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
import trustme

from contract_tests.parallel import SPREAD_MODULES
from contract_tests.receiver import CA_CERT_ENV, CA_KEY_ENV
from testkit import forked
from testkit.forked import ServerStartTimeout, run_suite_forked
from testkit.server import ReferenceServer
from tests.contract_power.time_bounds import (
    Attempt,
    Bounds,
    inconclusive_message,
    own_bounds,
    read_summary,
    server_start_hit,
    time_bounds_hit,
    until_conclusive,
)
from tests.contract_suite.runs import launcher

REPO = Path(__file__).resolve().parents[2]
#: The proof's own work before the fork server forks (the launcher of the faults' servers, the
#: shared spec, the faults).
forked.preload("tests.built_server", "tests.contract_power.fork_preload")
API_KEY = "dev-api-key"
#: The first bounds of a proof run: the fast profile's 120 s per test (and per request), 540 s
#: per run with the harness's wall bound 60 s after it, 60 s for a server to start. An idle
#: 2-core machine stays far below them; a run that reaches one on a loaded machine is rerun
#: with them doubled (`time_bounds`).
PROOF_BOUNDS = Bounds()
#: The schemathesis modules (the suite's own list: each is a unit of its own in a parallel run).
SCHEMATHESIS_MODULES = SPREAD_MODULES
#: `--phases` of the proof's runs that leave out schemathesis' coverage phase (the Prism run,
#: the correct server's property parts, most property-test faults): its boundary and
#: type-violation cases were most of their CPU; `make contract` sends them all to the
#: reference server.
WITHOUT_COVERAGE = "examples,fuzzing,stateful"
#: Niceness of the pool's runs (faults, whole-suite parts): the proof is CPU-bound, and the
#: run against Prism is a chain of requests to one node process that each wait for a CPU;
#: at equal priority it got a share like any run's and ended last (~200 s of a ~210 s
#: proof). The pool's runs fill the CPU it leaves. Only a little behind: beside a CPU-bound
#: process of normal priority, niceness 10 left them ~3 % of a core (the proof's set-up took
#: 605 s on a loaded machine); at 4 each still gets about 40 % of a normal process's share.
POOL_NICENESS = 4


@dataclass(frozen=True)
class SuiteRun:
    returncode: int
    output: str
    #: The run's JSON summary, when the run wrote one.
    summary: dict[str, Any] | None = None
    #: The tests the run was meant to select (a fault's run: `fault_runs.py`).
    selected: tuple[str, ...] | None = None
    #: The time bounds the run hit (`time_bounds.time_bounds_hit`); empty: it is conclusive.
    time_bounds: tuple[str, ...] = ()
    #: Every run of its series, this one last (`time_bounds.until_conclusive`).
    attempts: tuple[Attempt, ...] = ()


def require_conclusive(run: SuiteRun, what: str) -> None:
    """Fail the calling test, saying it was too slow, when ``run`` hit a time bound: it gives
    no verdict on the server."""
    if run.time_bounds:
        attempts = run.attempts or (Attempt(PROOF_BOUNDS, run.time_bounds, 0.0),)
        pytest.fail(
            f"{inconclusive_message(what, attempts)}\n--- the last run's output ---\n"
            f"{run.output[-3000:]}",
            pytrace=False,
        )


def conclusive(
    attempt: Callable[[Bounds], SuiteRun],
    first: Bounds = PROOF_BOUNDS,
    deadline: float | None = None,
) -> SuiteRun:
    """``attempt(bounds)`` rerun with more time while it is inconclusive
    (`time_bounds.until_conclusive`); the last run, with every attempt made."""
    run, made = until_conclusive(attempt, lambda r: r.time_bounds, first, deadline=deadline)
    return replace(run, attempts=made)


@dataclass(frozen=True)
class ReceiverCa:
    """PEM files of a test CA: the broken servers trust it, the suite's receiver uses it."""

    cert: Path
    key: Path


_RECEIVER_CA: list[ReceiverCa] = []


def receiver_ca() -> ReceiverCa:
    if not _RECEIVER_CA:
        directory = Path(tempfile.mkdtemp(prefix="contract-power-ca-"))
        atexit.register(shutil.rmtree, directory, True)
        ca = trustme.CA()
        ca.cert_pem.write_to_path(str(directory / "ca.pem"))
        ca.private_key_pem.write_to_path(str(directory / "ca.key"))
        _RECEIVER_CA.append(ReceiverCa(directory / "ca.pem", directory / "ca.key"))
    return _RECEIVER_CA[0]


def run_suite(
    *args: str,
    niceness: int = 0,
    bounds: Bounds = PROOF_BOUNDS,
    summary: Path | None = None,
) -> SuiteRun:
    """`python -m contract_tests ARGS` (one process; no reports but the JSON ``summary`` when
    given, which comes with the outcome) as a process forked from the proof's fork server
    (`testkit/forked.py`), at ``niceness``, within ``bounds`` (a bound ARGS set is the
    caller's own: its hits are the run's verdict, not a time bound it hit)."""
    ca = receiver_ca()
    argv = [
        "--junit",
        "",
        "--html",
        "",
        "--summary-json",
        "",
        "--coverage-json",
        "",
        # The proof runs many suites at once: one process each.
        "--workers",
        "1",
        # Every failure's details on the console, where the proof looks for the rule each
        # fault must be named by (without -v the console has one line per failing test).
        "-v",
        *bounds.suite_args(),
        *(["--summary-json", str(summary)] if summary is not None else []),
        *args,
        # Python's own tracebacks: pytest's styles parse the source of every traceback entry
        # of every failure (~17% of the CPU of a run against Prism, 635 failures); the rule
        # and its reproduction are in the message either way.
        *([] if "--" in args else ["--"]),
        "--tb=native",
    ]
    env = {CA_CERT_ENV: str(ca.cert), CA_KEY_ENV: str(ca.key)}
    if summary is not None:
        summary.unlink(missing_ok=True)
    ended = run_suite_forked(argv, env, REPO, bounds.wall, niceness)
    data = read_summary(summary)
    hit = time_bounds_hit(data, bounds=bounds, wall_hit=ended.timed_out, own=own_bounds(args))
    return SuiteRun(ended.returncode, ended.output, data, time_bounds=hit)


@contextmanager
def reference_server(
    server_args: Sequence[str] = (),
    niceness: int = 0,
    start_timeout: float | None = None,
) -> Iterator[str]:
    """A reference server with ``server_args`` (e.g. ``--no-sandbox``, a fault's ``--wrap`` or
    ``--parts``: `runs.launcher`) on a free port with a fresh data dir, forked from the proof's
    fork server at ``niceness``; yields its URL. One still silent after ``start_timeout``
    seconds (default: the launcher's) raises `ServerStartTimeout`."""
    with ReferenceServer(
        API_KEY,
        extra_args=server_args,
        env={"SSL_CERT_FILE": str(receiver_ca().cert)},
        forked=True,
        niceness=niceness,
        start_timeout=start_timeout,
        module=launcher(server_args),
    ) as url:
        yield url


def run_against_server_once(
    *args: str,
    server_args: Sequence[str] = (),
    bounds: Bounds = PROOF_BOUNDS,
) -> SuiteRun:
    """Start the reference server with ``server_args`` (e.g. ``--no-sandbox``), run the suite
    against it with ``args``, stop it, both at POOL_NICENESS, within ``bounds``. The run's
    JSON summary comes with the outcome; a server that did not start within the bounds makes
    the run inconclusive."""
    try:
        with (
            reference_server(server_args, POOL_NICENESS, bounds.server_start) as base_url,
            tempfile.TemporaryDirectory(prefix="contract-power-run-") as directory,
        ):
            return run_suite(
                "--base-url",
                base_url,
                "--api-key",
                API_KEY,
                *args,
                niceness=POOL_NICENESS,
                bounds=bounds,
                summary=Path(directory) / "summary.json",
            )
    except ServerStartTimeout as error:
        return SuiteRun(-1, str(error), time_bounds=server_start_hit(bounds, error))


def run_against_server(
    *args: str,
    server_args: Sequence[str] = (),
    first: Bounds = PROOF_BOUNDS,
    deadline: float | None = None,
) -> SuiteRun:
    """`run_against_server_once`, rerun with more time while inconclusive (from ``first``,
    never past ``deadline``): the last run, with every attempt."""
    return conclusive(
        lambda bounds: run_against_server_once(*args, server_args=server_args, bounds=bounds),
        first,
        deadline,
    )
