"""Running the contract suite as a subprocess for the proof: against a target URL, or against a
reference server (wrapped by a fault of `faults/`, or started with extra arguments such as
`--no-sandbox`); the outcome as a `SuiteRun`."""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import trustme

from contract_tests.parallel import SPREAD_MODULES
from contract_tests.receiver import CA_CERT_ENV, CA_KEY_ENV
from testkit import forked
from testkit.forked import run_suite_forked
from testkit.server import ReferenceServer

REPO = Path(__file__).resolve().parents[2]
#: The proof's own work before the fork server forks (the shared spec, the faults).
forked.preload("tests.contract_power.fork_preload")
API_KEY = "dev-api-key"
SUITE_TIMEOUT = 600
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
#: proof). The pool's runs fill the CPU it leaves.
POOL_NICENESS = 10


@dataclass(frozen=True)
class SuiteRun:
    returncode: int
    output: str
    #: The run's JSON summary, when the run wrote one.
    summary: dict[str, Any] | None = None
    #: The tests the run was meant to select (a fault's run: `fault_runs.py`).
    selected: tuple[str, ...] | None = None


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


def run_suite(*args: str, niceness: int = 0) -> SuiteRun:
    """`python -m contract_tests ARGS` (one process, no reports) as a process forked from the
    proof's fork server (`testkit/forked.py`), at ``niceness``."""
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
        *args,
        # Python's own tracebacks: pytest's styles parse the source of every traceback entry
        # of every failure (~17% of the CPU of a run against Prism, 635 failures); the rule
        # and its reproduction are in the message either way.
        *([] if "--" in args else ["--"]),
        "--tb=native",
    ]
    env = {CA_CERT_ENV: str(ca.cert), CA_KEY_ENV: str(ca.key)}
    returncode, output = run_suite_forked(argv, env, REPO, SUITE_TIMEOUT, niceness)
    return SuiteRun(returncode, output)


def run_against_wrapped(
    wrapper: str,
    *args: str,
    server_args: Sequence[str] = (),
    option: str = "--asgi-wrapper",
) -> SuiteRun:
    """Start the reference server broken by ``faults:<wrapper>`` (given with ``option``:
    ``--asgi-wrapper`` or ``--override``) and ``server_args``, run the suite, stop it."""
    return run_against_server(
        *args,
        server_args=[option, f"tests.contract_power.faults:{wrapper}", *server_args],
    )


@contextmanager
def reference_server(server_args: Sequence[str] = (), niceness: int = 0) -> Iterator[str]:
    """A reference server with ``server_args`` (e.g. ``--asgi-wrapper``, ``--no-sandbox``) on a
    free port with a fresh data dir, forked from the proof's fork server at ``niceness``;
    yields its URL."""
    with ReferenceServer(
        API_KEY,
        extra_args=server_args,
        env={"SSL_CERT_FILE": str(receiver_ca().cert)},
        forked=True,
        niceness=niceness,
    ) as url:
        yield url


def run_against_server(*args: str, server_args: Sequence[str] = ()) -> SuiteRun:
    """Start the reference server with ``server_args`` (e.g. ``--no-sandbox``), run the suite
    against it with ``args``, stop it, both at POOL_NICENESS. The run's JSON summary comes
    with the outcome."""
    with (
        reference_server(server_args, POOL_NICENESS) as base_url,
        tempfile.TemporaryDirectory(prefix="contract-power-run-") as directory,
    ):
        summary_path = Path(directory) / "summary.json"
        run = run_suite(
            "--base-url",
            base_url,
            "--api-key",
            API_KEY,
            "--summary-json",
            str(summary_path),
            *args,
            niceness=POOL_NICENESS,
        )
        summary = (
            json.loads(summary_path.read_text(encoding="utf-8")) if summary_path.exists() else None
        )
        return SuiteRun(run.returncode, run.output, summary)
