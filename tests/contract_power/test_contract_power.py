"""Proof of power: the contract suite catches every fault of `faults.py`, and passes the correct
reference server with no false alarm.

Each fault runs as a real reference-server subprocess (`--asgi-wrapper`); the suite runs as a
real `python -m contract_tests` subprocess against it, selecting the tests that should catch it.
A fault with `server_args` runs against a server started with them (`--no-sandbox`: the rule
must be caught through the public API, without the test control). The whole suite also runs
against a server without the control (fewer generated cases, `--max-examples`): only the
tests that need the control skip, each naming the operations it needs. All selected runs
(faults, the correct server, the server without the control) run two per CPU at once,
longest first, to keep CI short.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial

import pytest

from contract_tests.cli import PACKAGE_DIR
from contract_tests.sandbox import skip_reason
from contract_tests.server import ServerStartError
from spec_model import ControlSpec
from tests.contract_power.faults import FAULTS, Fault
from tests.contract_power.prism_mock import run_against_prism
from tests.contract_power.suite_runs import (
    SuiteRun,
    run_against_server,
    run_against_wrapped,
    run_suite,
)

SCHEMATHESIS_MODULES = ("test_properties.py", "test_stateful.py")
#: Runs at once: each is a server and a suite process that mostly wait on each other.
WORKERS = max(1, min(8, 2 * (os.cpu_count() or 1)))

#: The first fault test waits for every selected fault's run (the session fixture).
pytestmark = pytest.mark.timeout(1500)


def run_against_fault(fault: Fault) -> SuiteRun:
    """Run the tests that should catch ``fault`` against a server that has it."""
    args = [*fault.suite_args, "-k", fault.selection]
    if not fault.properties:
        args += ["--", *(f"--ignore={PACKAGE_DIR / m}" for m in SCHEMATHESIS_MODULES)]
    try:
        return run_against_wrapped(fault.wrapper, *args, server_args=fault.server_args)
    except (ServerStartError, OSError, subprocess.SubprocessError) as error:
        # One fault's trouble must not hide the others' outcomes.
        return SuiteRun(-1, f"could not run the suite against {fault.name}: {error}")


#: Generated cases per operation in the correct-server run: no false alarm at this volume here;
#: `make contract` (CI's other step) runs the fast profile's full 50 against the same server.
CORRECT_MAX_EXAMPLES = 10


def run_correct_server() -> SuiteRun:
    """The whole suite against a fresh reference server started by the suite (property tests
    at CORRECT_MAX_EXAMPLES cases per operation)."""
    return run_suite("--max-examples", str(CORRECT_MAX_EXAMPLES))


#: Generated cases per operation in the run without the control: its point is which tests skip
#: and that the rest pass; the full volume of the property tests is the correct-server run's.
GENERIC_MAX_EXAMPLES = 10


def run_without_control() -> SuiteRun:
    """The whole suite against a reference server started without the test control (property
    tests at GENERIC_MAX_EXAMPLES cases per operation)."""
    return run_against_server(
        "--max-examples", str(GENERIC_MAX_EXAMPLES), server_args=["--no-sandbox"]
    )


def _job_order(name: str) -> int:
    """Longest runs first, so no long run starts last: the full run, then schemathesis faults."""
    if name in (CORRECT_RUN, PRISM_RUN, GENERIC_RUN):
        return 0
    fault = _FAULTS_BY_NAME.get(name)
    return 1 if fault is not None and fault.properties else 2


CORRECT_RUN = "correct server"
GENERIC_RUN = "without control"
PRISM_RUN = "prism mock"
_FAULTS_BY_NAME = {f.name: f for f in FAULTS}


@pytest.fixture(scope="session")
def suite_runs(request: pytest.FixtureRequest) -> dict[str, SuiteRun]:
    """Outcomes of every selected run (faults, correct server, generic server), computed
    concurrently on first use: each run is two processes that mostly wait on each other, so
    the pool runs two per CPU."""
    jobs: dict[str, Callable[[], SuiteRun]] = {}
    for item in request.session.items:
        name = getattr(item, "originalname", item.name)
        param = getattr(getattr(item, "callspec", None), "params", {}).get("fault")
        if isinstance(param, Fault):
            jobs[param.name] = partial(run_against_fault, param)
        elif name == "test_correct_server_passes":
            jobs[CORRECT_RUN] = run_correct_server
        elif name == "test_server_without_control_skips_only_what_needs_it":
            jobs[GENERIC_RUN] = run_without_control
        elif name == "test_suite_judges_prism_mock":
            jobs[PRISM_RUN] = run_against_prism
    names = sorted(jobs, key=_job_order)
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        futures = {name: pool.submit(jobs[name]) for name in names}
        return {name: future.result() for name, future in futures.items()}


@pytest.mark.parametrize("fault", FAULTS, ids=[f.name for f in FAULTS])
def test_fault_is_caught(suite_runs: dict[str, SuiteRun], fault: Fault) -> None:
    run = suite_runs[fault.name]
    tail = run.output[-4000:]
    assert run.returncode == 1, (
        f"fault {fault.name} was not caught (exit {run.returncode}) by -k {fault.selection!r}:"
        f"\n{tail}"
    )
    assert "failed" in run.output, tail
    assert fault.rule in run.output, f"the failure does not name {fault.rule!r}:\n{tail}"
    assert "curl" in run.output, f"the failure has no curl reproduction:\n{tail}"


def test_correct_server_passes(suite_runs: dict[str, SuiteRun]) -> None:
    """The whole suite against a fresh reference server: no false alarm."""
    run = suite_runs[CORRECT_RUN]
    assert run.returncode == 0, run.output[-6000:]
    assert " passed" in run.output, run.output[-2000:]


def test_server_without_control_skips_only_what_needs_it(
    suite_runs: dict[str, SuiteRun],
) -> None:
    """The whole suite against the reference server started with `--no-sandbox` (property
    tests at GENERIC_MAX_EXAMPLES cases, which the run's header must show): exit 0; the
    skipped tests are exactly those whose `control` marker says they need the control
    (`required`, as collected and reported in the JSON summary), each skip naming every
    operation of sandbox.yaml its marker lists; everything else runs and passes."""
    run = suite_runs[GENERIC_RUN]
    assert run.returncode == 0, run.output[-6000:]
    assert f"(max examples {GENERIC_MAX_EXAMPLES})" in run.output, run.output[:2000]
    assert run.summary is not None and run.summary["complete"], run.output[-3000:]
    tests = run.summary["control"]["tests"]
    required = {test for test, need in tests.items() if need["required"]}
    assert required, "no collected test declares that it needs the control"
    optional = {test for test, need in tests.items() if not need["required"]}
    skipped = set(run.summary["skipped"])
    # A test that uses the control when offered may skip without it only saying which control
    # operation would have let it run (e.g. a target rate limit too high to exhaust).
    assert required <= skipped <= required | optional, (
        sorted(skipped - required - optional),
        sorted(required - skipped),
    )
    for test in skipped - required:
        reason = run.summary["skipped"][test]
        assert any(ControlSpec.load().describe(op) in reason for op in tests[test]["operations"])
    assert run.summary["outcomes"] == {
        "passed": run.summary["tests"] - len(skipped),
        "skipped": len(skipped),
    }, run.summary["outcomes"]
    control = ControlSpec.load()
    for test in required:
        reason = run.summary["skipped"][test]
        assert reason == skip_reason(control, tests[test]["operations"]), (test, reason)
        for operation_id in tests[test]["operations"]:
            assert control.describe(operation_id) in reason, (test, operation_id, reason)


def test_suite_judges_prism_mock(suite_runs: dict[str, SuiteRun]) -> None:
    """The whole suite against `prism mock openapi.yaml` (a server nobody here wrote): it ends
    on its own, complete, with exit 1 and its findings per operation (`prism_mock.py`)."""
    run = suite_runs[PRISM_RUN]
    assert run.returncode == 1, f"exit {run.returncode}:\n{run.output[-5000:]}"
    assert run.summary is not None, run.output[-3000:]
    assert run.summary["complete"] is True, run.summary["stopped"]
    assert run.summary["findings"], run.summary
    assert run.summary["failures_by_operation"], run.summary
    assert "contract summary" in run.output, run.output[-3000:]
    assert "Failures per operation" in run.output, run.output[-3000:]
