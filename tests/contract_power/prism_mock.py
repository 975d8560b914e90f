"""Prism's mock of openapi.yaml (npm `@stoplight/prism-cli`, pinned in package.json) as a
target nobody here wrote, and one suite run against it (a job of the proof's pool; the
assertions are `test_contract_power.test_suite_judges_prism_mock`).

The mock keeps no state and never answers a truncated JSON body, so the run must end on its own
within its limits with exit 1, its violations listed and its reports written, never exit 3 and
never a hang; or, when Prism dies, soon after with exit 2 and the verdict `target-down`. (A
mislabeled Content-Encoding, which Prism copied while the spec declared that header, is the
`mislabeled_encoding` fault.)

The run's reports (JSON summary, JUnit) and Prism's own output (`prism.log`) are kept in
`reports/prism/`; a Prism that stops answering stops the run (`target-down`, never restarted),
and its log says why.

A run that its whole-run limit or the harness's wall bound ended, or a Prism that did not
answer within its start bound, is INCONCLUSIVE and rerun with more time (`time_bounds`). Its
per-test limit is the run's own (given in its arguments): a test Prism left waiting that long
is one more of its findings.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from testkit.forked import ServerStartTimeout
from testkit.ports import free_port
from tests.contract_power.suite_runs import (
    REPO,
    WITHOUT_COVERAGE,
    SuiteRun,
    conclusive,
    run_suite,
)
from tests.contract_power.time_bounds import Bounds, server_start_hit

PRISM = REPO / "node_modules" / ".bin" / "prism"
#: Where the Prism run's reports and Prism's log are kept (`reports/` is not committed).
REPORTS = REPO / "reports" / "prism"
#: The run's first bounds: 480 s for the whole run (the harness's wall bound after it), the
#: fast profile's 120 s per test, 60 s for Prism to answer its first request.
PRISM_BOUNDS = Bounds(test_timeout=120, max_time=480, server_start=60)
#: Generated cases per operation: nearly every case fails on the mock, and each distinct
#: failure is found in the examples and coverage phases or the first generated cases; the full
#: volume only made the run slower.
MAX_EXAMPLES = 2
#: Its phases: `WITHOUT_COVERAGE` (the coverage phase was ~60 % of the run's CPU, and of
#: Prism's, on a target whose every answer the other phases' cases already judge).
#: Seconds per request. Prism never answers a request whose JSON body does not parse (no log
#: line either; it keeps serving others): each such request is a finding after this long.
REQUEST_TIMEOUT = 1
#: Prism's log level: its violations and crashes ("error"). At "info" it wrote ~160,000 lines
#: (15 MB) per run, one block per request.
LOG_LEVEL = "error"
#: Test processes. One, forked from the proof's fork server like every other run: each xdist
#: worker is a new interpreter that imports and collects the whole suite, and three of them
#: cost ~28 s of CPU more than one (78 s against 50 s), on a proof that is CPU-bound on
#: 2 cores. One is slower alone (72 s against 63 s idle: the unanswered requests wait their
#: REQUEST_TIMEOUT one after another), not within the proof.
WORKERS = 1


@dataclass(frozen=True)
class PrismRun:
    """The suite's run against Prism and what Prism printed meanwhile (``run.time_bounds``:
    the time bounds it hit, `time_bounds`)."""

    run: SuiteRun
    #: Prism's exit status when it had stopped before the run ended (None: still running).
    exited: int | None
    log: Path

    def log_tail(self, limit: int = 4000) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace") if self.log.exists() else ""
        return text[-limit:]


@contextmanager
def prism_mock(
    log: Path, start_timeout: float = PRISM_BOUNDS.server_start
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A Prism mock of openapi.yaml on a free port, its output (stdout and stderr) to ``log``;
    yields its URL and process. `ServerStartTimeout` when it is running but has not answered
    within ``start_timeout`` seconds."""
    assert PRISM.exists(), f"{PRISM} is missing: run `npm ci` (make setup)"
    assert shutil.which("node"), "node is needed for Prism"
    port = free_port()
    base_url = f"http://127.0.0.1:{port}"
    with log.open("wb") as output:
        process = subprocess.Popen(
            [
                str(PRISM),
                "mock",
                str(REPO / "openapi.yaml"),
                "-h",
                "127.0.0.1",
                "-p",
                str(port),
                "--verboseLevel",
                LOG_LEVEL,
            ],
            cwd=REPO,
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + start_timeout
        while True:
            try:
                httpx.get(f"{base_url}/media", timeout=2)
                break
            except httpx.HTTPError:
                if process.poll() is not None or time.monotonic() > deadline:
                    tail = log.read_text(encoding="utf-8", errors="replace")[-3000:]
                    if process.poll() is None:
                        raise ServerStartTimeout(
                            f"prism mock did not answer within {start_timeout:g} s:\n{tail}"
                        ) from None
                    raise AssertionError(f"prism mock did not start listening:\n{tail}") from None
                time.sleep(0.3)
        yield base_url, process
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


def run_against_prism_once(bounds: Bounds) -> PrismRun:
    """The whole suite against a fresh Prism mock within ``bounds``; its reports and Prism's
    log kept in REPORTS."""
    shutil.rmtree(REPORTS, ignore_errors=True)
    REPORTS.mkdir(parents=True)
    log = REPORTS / "prism.log"
    try:
        with prism_mock(log, bounds.server_start) as (url, process):
            run = run_suite(
                "--base-url",
                url,
                "--api-key",
                "any-key-the-mock-accepts",
                # The run's own per-test limit: its hits are findings about the mock.
                "--test-timeout",
                f"{bounds.test_timeout:g}",
                "--request-timeout",
                str(REQUEST_TIMEOUT),
                "--max-examples",
                str(MAX_EXAMPLES),
                "--phases",
                WITHOUT_COVERAGE,
                "--workers",
                str(WORKERS),
                "--junit",
                str(REPORTS / "junit.xml"),
                bounds=bounds,
                summary=REPORTS / "summary.json",
            )
            exited = process.poll()
    except ServerStartTimeout as error:
        run = SuiteRun(-1, str(error), time_bounds=server_start_hit(bounds, error))
        exited = None
    (REPORTS / "output.txt").write_text(run.output, encoding="utf-8")
    return PrismRun(run, exited, log)


def run_against_prism(deadline: float | None = None) -> PrismRun:
    """`run_against_prism_once`, rerun with more time while inconclusive (never past
    ``deadline``); the last run, its `SuiteRun` holding every attempt."""
    last: list[PrismRun] = []

    def attempt(bounds: Bounds) -> SuiteRun:
        last[:] = [run_against_prism_once(bounds)]
        return last[0].run

    run = conclusive(attempt, PRISM_BOUNDS, deadline)
    return PrismRun(run, last[0].exited, last[0].log)
