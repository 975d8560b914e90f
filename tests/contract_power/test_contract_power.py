"""Proof of power: the contract suite catches every fault of `faults/`, and passes the correct
reference server with no false alarm.

Each fault runs as a real reference-server process (`tests/built_server.py`); the suite runs as a
real `python -m contract_tests` subprocess against it, selecting the tests that should catch it.
A fault with `server_args` runs against a server started with them (`--no-sandbox`: the rule
must be caught through the public API, without the test control). Every test that can use the
control (the rule tests and the stateful test) also runs against a server without it: only
the tests that need the control skip, each naming the operations it needs. Both runs run in
parts (the schemathesis modules, and shards of the rule tests); all selected runs (faults,
those parts, Prism) run at once in a pool, longest first, to keep CI short. Each fault's run
collects only the tests its selection picks (`fault_runs.py`). The correct server's and
Prism's runs leave out schemathesis' coverage phase (`suite_runs.WITHOUT_COVERAGE`):
`make contract` sends its cases to the reference server.

A run that a time bound cut short (a test stopped by its per-test limit, the run by its
whole-run limit or the harness's wall bound, a server not started within its bound) is
INCONCLUSIVE: it is rerun with doubled bounds, at most `time_bounds.ATTEMPTS` runs and within
the proof's budget (`PROOF_BUDGET_SECONDS`), and a test takes its verdict from a conclusive run
only; one still inconclusive fails saying so, with each attempt's bounds and time, never "not
caught" or "false alarm".
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any

import pytest

from contract_tests.cli import PACKAGE_DIR
from contract_tests.sandbox import skip_reason
from spec_model import ControlSpec, ServiceSpec
from tests.contract_power.fault_runs import check_caught, run_against_fault
from tests.contract_power.faults import FAULTS, Fault
from tests.contract_power.prism_mock import PrismRun, run_against_prism
from tests.contract_power.suite_runs import (
    SCHEMATHESIS_MODULES,
    WITHOUT_COVERAGE,
    SuiteRun,
    require_conclusive,
    run_against_server,
)
from tests.contract_power.time_bounds import WALL_GRACE_SECONDS
from tests.contract_suite.runs import RULES_ONLY

#: Fault runs at once: each is a server and a suite process that mostly wait on each other.
#: The long runs (the whole-suite parts, Prism) each have a place of their own besides.
WORKERS = max(1, min(8, 2 * (os.cpu_count() or 1)))

#: The proof's runs, reruns included, end within this many seconds of the fixture's start: a
#: rerun gets no more than what is left of it, and none starts with no more time than the run
#: before it had (`time_bounds.until_conclusive`). An idle 2-core machine needs about 200 s.
PROOF_BUDGET_SECONDS = 2400
#: The first fault test waits for every selected run (the session fixture): the budget, then
#: a last server's start (at most the third attempt's 240 s) and the stops.
pytestmark = pytest.mark.timeout(PROOF_BUDGET_SECONDS + 240 + 2 * WALL_GRACE_SECONDS)


#: Generated cases per operation in the correct-server run: no false alarm at the volume the
#: property faults are caught with (`fault_runs.FAULT_MAX_EXAMPLES`); `make contract` (CI's
#: other step) runs the fast profile's full 25 against the same server. Each generated case
#: costs ~25 ms of CPU, 12 s per 5 cases over ~100 operations.
CORRECT_MAX_EXAMPLES = 5
#: Its phases: `WITHOUT_COVERAGE`. The coverage phase's cases (~55 % of these parts' CPU, the
#: server's included) do not depend on the volume; `make contract` sends all of them to the
#: same server with the same seed (CI's other step), so a false alarm there fails CI.
#: The whole-suite run against the correct server runs as parts at once, each against its own
#: fresh server: the schemathesis modules in PROPERTY_SHARDS parts (most of the CPU:
#: ~56 s of the ~70 s; one process could not finish in SUITE_TIMEOUT on a loaded box) and the
#: rule tests in RULE_SHARDS shards (`--shard`; they mostly wait on retries and windows, ~100 s
#: of wall time in one process for ~13 s of CPU). Together they are the whole suite.
RULE_SHARDS = 2
PROPERTY_SHARDS = 2


def whole_suite_parts() -> dict[str, list[str]]:
    """The parts of a whole-suite run: name -> extra arguments. The property tests (one per
    operation of the spec, `test_properties.py`) are dealt round-robin to PROPERTY_SHARDS
    parts, each building only its own (`selections.py --power-only`); the first also runs
    `test_stateful.py`; the rule modules are split by the suite's own `--shard`."""
    others = [
        f"--ignore={path}"
        for path in sorted(PACKAGE_DIR.glob("test_*.py"))
        if path.name not in SCHEMATHESIS_MODULES
    ]
    functions = [f"test_properties.py::test_{op.operation_id}" for op in ServiceSpec.load().paths]
    parts = {}
    for shard in range(PROPERTY_SHARDS):
        stateful = [] if shard == 0 else [f"--ignore={PACKAGE_DIR / 'test_stateful.py'}"]
        parts[f"properties {shard + 1}/{PROPERTY_SHARDS}"] = [
            "--",
            *others,
            *stateful,
            "-p",
            "tests.contract_power.selections",
            "--power-only=" + ",".join(functions[shard::PROPERTY_SHARDS]),
        ]
    return parts | rule_parts()


def rule_parts() -> dict[str, list[str]]:
    """The rule modules, split by the suite's own `--shard`."""
    return {
        f"rules {shard}/{RULE_SHARDS}": ["--shard", f"{shard}/{RULE_SHARDS}", "--", *RULES_ONLY]
        for shard in range(1, RULE_SHARDS + 1)
    }


def without_control_parts() -> dict[str, list[str]]:
    """The parts of the run without the control: every test that can use the control, the
    rule modules (in RULE_SHARDS shards) and the stateful test. The property tests are not in
    it: they have no `control` marker and take no control fixture, so they never skip without
    it (`test_property_tests_never_use_the_control` checks that on the correct server's run).
    The control only links the Primary Profile's networks for them (`primary_networks_linked`),
    and that run already meets an unlinked network's answers (YouTube stays unlinked: 156)."""
    stateful_only = [
        f"--ignore={path}"
        for path in sorted(PACKAGE_DIR.glob("test_*.py"))
        if path.name != "test_stateful.py"
    ]
    return {"stateful": ["--", *stateful_only]} | rule_parts()


def run_correct_server(part: list[str], deadline: float | None = None) -> SuiteRun:
    """A part of the whole suite against a fresh reference server (forked from the proof's
    fork server, as the faults' servers are; `make contract` runs the suite with the server
    it starts itself), property tests at CORRECT_MAX_EXAMPLES cases per operation in the
    `WITHOUT_COVERAGE` phases."""
    return run_against_server(
        "--max-examples",
        str(CORRECT_MAX_EXAMPLES),
        "--phases",
        WITHOUT_COVERAGE,
        *part,
        deadline=deadline,
    )


def run_without_control(part: list[str], deadline: float | None = None) -> SuiteRun:
    """A part of the run against a reference server started without the test control."""
    return run_against_server(*part, server_args=["--no-sandbox"], deadline=deadline)


def merged_summary(runs: list[SuiteRun]) -> dict[str, Any] | None:
    """One JSON summary of a whole-suite run's parts (None unless every part wrote one)."""
    if not runs or any(run.summary is None for run in runs):
        return None
    summaries = [run.summary for run in runs if run.summary is not None]
    outcomes: Counter[str] = Counter()
    for summary in summaries:
        outcomes.update(summary["outcomes"])
    return {
        "complete": all(summary["complete"] for summary in summaries),
        "tests": sum(summary["tests"] for summary in summaries),
        "outcomes": dict(outcomes),
        "skipped": {k: v for summary in summaries for k, v in summary["skipped"].items()},
        "control": {"tests": {k: v for s in summaries for k, v in s["control"]["tests"].items()}},
    }


CORRECT_RUN = "correct server"
GENERIC_RUN = "without control"
PRISM_RUN = "prism mock"


def _parts(run: str, suite_runs: dict[str, SuiteRun | PrismRun]) -> list[SuiteRun]:
    """The parts of a whole-suite run, each conclusive (else the test fails as too slow)."""
    found = {name: r for name, r in suite_runs.items() if name.startswith(f"{run}: ")}
    expected = whole_suite_parts() if run == CORRECT_RUN else without_control_parts()
    assert len(found) == len(expected), sorted(suite_runs)
    parts = [r for r in found.values() if isinstance(r, SuiteRun)]
    for name, part in found.items():
        if isinstance(part, SuiteRun):
            require_conclusive(part, f"the run {name!r}")
    return parts


def _job_order(name: str) -> int:
    """Longest runs first, so no long run starts last: the whole-suite parts and Prism, then
    the faults (the first of them makes the selection plan), schemathesis faults first."""
    if name.startswith((CORRECT_RUN, GENERIC_RUN, PRISM_RUN)):
        return 0 if "properties" in name or name == PRISM_RUN else 1
    fault = _FAULTS_BY_NAME.get(name)
    return 2 if fault is not None and fault.properties else 3


_FAULTS_BY_NAME = {f.name: f for f in FAULTS}


@pytest.fixture(scope="session")
def suite_runs(request: pytest.FixtureRequest) -> dict[str, SuiteRun | PrismRun]:
    """Outcomes of every selected run (faults, correct server, generic server), computed
    concurrently on first use: each run is two processes that mostly wait on each other, so
    the pool runs two per CPU."""
    deadline = time.monotonic() + PROOF_BUDGET_SECONDS
    jobs: dict[str, Callable[[], SuiteRun | PrismRun]] = {}
    for item in request.session.items:
        name = getattr(item, "originalname", item.name)
        param = getattr(getattr(item, "callspec", None), "params", {}).get("fault")
        if isinstance(param, Fault):
            jobs[param.name] = partial(run_against_fault, param, deadline)
        elif name in ("test_correct_server_passes", "test_property_tests_never_use_the_control"):
            for part, args in whole_suite_parts().items():
                jobs[f"{CORRECT_RUN}: {part}"] = partial(run_correct_server, args, deadline)
        elif name == "test_server_without_control_skips_only_what_needs_it":
            for part, args in without_control_parts().items():
                jobs[f"{GENERIC_RUN}: {part}"] = partial(run_without_control, args, deadline)
        elif name == "test_suite_judges_prism_mock":
            jobs[PRISM_RUN] = partial(run_against_prism, deadline)
    names = sorted(jobs, key=_job_order)
    long_runs = sum(1 for name in names if _job_order(name) <= 1)
    with ThreadPoolExecutor(max_workers=WORKERS + long_runs) as pool:
        futures = {name: pool.submit(jobs[name]) for name in names}
        return {name: future.result() for name, future in futures.items()}


def _record_reruns(run: SuiteRun, test: pytest.Item) -> None:
    """A run that needed reruns says so in the test's user properties (`reruns`: each
    attempt's bounds, what it hit and its time; a JUnit property in the legacy and xunit1
    formats). Not the `record_property` fixture: it warns, an error here, under xunit2."""
    if len(run.attempts) > 1:
        test.user_properties.append(("reruns", " | ".join(a.describe() for a in run.attempts)))


@pytest.mark.parametrize("fault", FAULTS, ids=[f.name for f in FAULTS])
def test_fault_is_caught(
    suite_runs: dict[str, SuiteRun | PrismRun], fault: Fault, request: pytest.FixtureRequest
) -> None:
    run = suite_runs[fault.name]
    assert isinstance(run, SuiteRun)
    _record_reruns(run, request.node)
    require_conclusive(run, f"the run against fault {fault.name}")
    check_caught(run, fault)


def test_correct_server_passes(suite_runs: dict[str, SuiteRun | PrismRun]) -> None:
    """The whole suite against fresh reference servers (its parts at once): no false alarm."""
    for run in _parts(CORRECT_RUN, suite_runs):
        assert run.returncode == 0, run.output[-6000:]
        assert " passed" in run.output, run.output[-2000:]


def test_property_tests_never_use_the_control(
    suite_runs: dict[str, SuiteRun | PrismRun],
) -> None:
    """Why the run without the control leaves the property tests out: on the correct server,
    with the control offered, no property test skipped or recorded a use of it."""
    summary = merged_summary(_parts(CORRECT_RUN, suite_runs))
    assert summary is not None and summary["complete"]
    used = [t for t in summary["control"]["tests"] if "test_properties.py" in t]
    skipped = [t for t in summary["skipped"] if "test_properties.py" in t]
    assert not used and not skipped, (used, skipped)


def test_server_without_control_skips_only_what_needs_it(
    suite_runs: dict[str, SuiteRun | PrismRun],
) -> None:
    """The tests that can use the control against the reference server started with
    `--no-sandbox` (`without_control_parts`): exit 0; the skipped tests are exactly those
    whose `control` marker says they need the control (`required`, as collected and reported
    in the JSON summary), each skip naming every operation of sandbox.yaml its marker lists;
    everything else runs and passes."""
    parts = _parts(GENERIC_RUN, suite_runs)
    for run in parts:
        assert run.returncode == 0, run.output[-6000:]
    summary = merged_summary(parts)
    assert summary is not None and summary["complete"], [r.output[-2000:] for r in parts]
    tests = summary["control"]["tests"]
    required = {test for test, need in tests.items() if need["required"]}
    assert required, "no collected test declares that it needs the control"
    optional = {test for test, need in tests.items() if not need["required"]}
    skipped = set(summary["skipped"])
    # A test that uses the control when offered may skip without it only saying which control
    # operation would have let it run (e.g. a target rate limit too high to exhaust).
    assert required <= skipped <= required | optional, (
        sorted(skipped - required - optional),
        sorted(required - skipped),
    )
    for test in skipped - required:
        reason = summary["skipped"][test]
        assert any(ControlSpec.load().describe(op) in reason for op in tests[test]["operations"])
    assert summary["outcomes"] == {
        "passed": summary["tests"] - len(skipped),
        "skipped": len(skipped),
    }, summary["outcomes"]
    control = ControlSpec.load()
    for test in required:
        reason = summary["skipped"][test]
        assert reason == skip_reason(control, tests[test]["operations"]), (test, reason)
        for operation_id in tests[test]["operations"]:
            assert control.describe(operation_id) in reason, (test, operation_id, reason)


def test_suite_judges_prism_mock(
    suite_runs: dict[str, SuiteRun | PrismRun],
    record_property: Callable[[str, object], None],
    request: pytest.FixtureRequest,
) -> None:
    """The whole suite against `prism mock openapi.yaml` (a server nobody here wrote): it ends
    on its own, complete, with exit 1 and its findings per operation (`prism_mock.py`).

    Prism can die during the run (seen: an uncaught `URIError: URI malformed` in its body
    validator, on a generated form body with a bad %-escape). A target that dies is never
    restarted: the run then stops soon after with the verdict `target-down` (exit 2,
    INCOMPLETE), its findings so far, and the last requests sent before Prism stopped answering
    (the one that killed it among them); the test records it (JUnit property `prism_stopped`,
    quoting Prism's crash and that request; its whole log is kept in `reports/prism/`).
    Failures show the log's tail."""
    prism = suite_runs[PRISM_RUN]
    assert isinstance(prism, PrismRun)
    run = prism.run
    _record_reruns(run, request.node)
    require_conclusive(run, "the run against Prism")
    log = f"\n--- Prism's output ({prism.log}), last lines ---\n{prism.log_tail()}"
    assert run.summary is not None, run.output[-3000:] + log
    assert run.summary["findings"], run.summary
    assert run.summary["failures_by_operation"], run.summary
    assert "contract summary" in run.output, run.output[-3000:]
    assert "Failures per operation" in run.output, run.output[-3000:]
    if prism.exited is None or run.summary["stopped"] is None:
        # Prism alive, or dead only after it answered every request of the run (seen: its
        # multipart parser throwing after the answer): the run is complete and says so. A test
        # without an answer would have made it target-down (`liveness.down_at_end`).
        assert run.returncode == 1, f"exit {run.returncode}:\n{run.output[-5000:]}{log}"
        assert run.summary["complete"] is True, f"{run.summary['stopped']}{log}"
        if prism.exited is not None:
            record_property("prism_stopped", f"exit {prism.exited} after the run's answers")
        return
    assert run.returncode == 2, f"exit {run.returncode}:\n{run.output[-5000:]}{log}"
    assert run.summary["stopped"] == "target-down", f"{run.summary['stopped']}{log}"
    last = run.summary["last_requests"]
    assert last and last[-1]["outcome"].startswith("no answer"), f"{last}{log}"
    assert "Last requests sent before the target stopped answering" in run.output
    record_property(
        "prism_stopped",
        f"exit {prism.exited}; the run stopped with target-down; the last requests: "
        + "; ".join(f"{r['request']}: {r['outcome']}" for r in last)
        + f". Prism's last output:\n{prism.log_tail(1500)}",
    )
