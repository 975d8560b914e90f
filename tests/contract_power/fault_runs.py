"""One suite run per fault of `faults/`, each collecting only the test modules its selection
needs.

A collection-only run of the whole suite (`selections.py`, once per proof) finds the tests each
fault's `-k` picks; the fault's run collects only their modules (`--power-modules`) and still
selects with the same `-k`. `SuiteRun.selected` keeps the picked tests: the proof checks the run
selected exactly that many, so a test that would only be collected with another module (or
against another target) cannot drop out unseen.

Both are rerun with more time while a time bound cut them short (`time_bounds`): a fault's run
then has no verdict, and neither have the faults while the collection run has none
(`SelectionTooSlow`).
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
import threading
from dataclasses import replace
from pathlib import Path

from testkit.forked import ServerStartTimeout
from testkit.server import ServerStartError
from tests.contract_power.faults import FAULTS, Fault
from tests.contract_power.selections import SELECTED, function_of
from tests.contract_power.suite_runs import (
    API_KEY,
    PROOF_BOUNDS,
    SCHEMATHESIS_MODULES,
    WITHOUT_COVERAGE,
    SuiteRun,
    conclusive,
    reference_server,
    run_against_server,
    run_suite,
)
from tests.contract_power.time_bounds import Bounds, inconclusive_message, server_start_hit

#: Generated cases per operation when a fault's selection runs the property tests: each such
#: fault breaks every answer of its operation (or every case of the stateful links), so the
#: first cases meet it (the examples and coverage phases run whole before them); the fast
#: profile's 50 (now 25) cost ~13 s of CPU per fault for nothing more.
FAULT_MAX_EXAMPLES = 5

#: Their phases, unless the fault's `suite_args` name its own: `WITHOUT_COVERAGE`; the other
#: phases' first cases meet such a fault. One that only a coverage-phase case meets asks for it.

_PLAN: dict[str, tuple[str, ...]] = {}
#: The collection run's failure, raised again to every later caller (it is made once).
_PLAN_FAILED: list[Exception] = []
_PLAN_LOCK = threading.Lock()


class SelectionError(RuntimeError):
    """The collection-only run did not say which tests the selections pick."""


class SelectionTooSlow(SelectionError):
    """The collection-only run hit a time bound each time it was run: no fault has a verdict."""

    def __init__(self, run: SuiteRun) -> None:
        super().__init__(inconclusive_message("the collection run of the selections", run.attempts))
        self.run = run


def _collect_once(bounds: Bounds) -> SuiteRun:
    """The collection run within ``bounds``; when it worked, its plan (`selected.json`:
    fault name -> node ids) as the outcome's ``summary``."""
    try:
        with (
            reference_server(start_timeout=bounds.server_start) as base_url,
            tempfile.TemporaryDirectory(prefix="contract-power-selections-") as directory,
        ):
            source = Path(directory) / "selections.json"
            source.write_text(json.dumps({f.name: f.selection for f in FAULTS}), encoding="utf-8")
            run = run_suite(
                "--base-url",
                base_url,
                "--api-key",
                API_KEY,
                "--",
                "--collect-only",
                "-q",
                "-p",
                "tests.contract_power.selections",
                f"--power-selections={source}",
                bounds=bounds,
            )
            picked = Path(directory) / SELECTED
            if run.time_bounds or run.returncode != 0 or not picked.exists():
                return run
            return SuiteRun(0, run.output, json.loads(picked.read_text(encoding="utf-8")))
    except ServerStartTimeout as error:
        return SuiteRun(-1, str(error), time_bounds=server_start_hit(bounds, error))


def _collect_selections(deadline: float | None) -> dict[str, tuple[str, ...]]:
    run = conclusive(_collect_once, PROOF_BOUNDS, deadline)
    if run.time_bounds:
        raise SelectionTooSlow(run)
    if run.returncode != 0 or run.summary is None:
        raise SelectionError(f"exit {run.returncode}:\n{run.output[-3000:]}")
    return {name: tuple(nodeids) for name, nodeids in run.summary.items()}


def selected_tests(fault: Fault, deadline: float | None = None) -> tuple[str, ...]:
    """The node ids ``fault``'s selection picks in the whole suite (one collection-only run
    for all faults, made by the first caller, rerun with more time while inconclusive)."""
    with _PLAN_LOCK:
        if _PLAN_FAILED:
            raise _PLAN_FAILED[0]
        if not _PLAN:
            try:
                _PLAN.update(_collect_selections(deadline))
            except (SelectionError, ServerStartError, OSError) as error:
                _PLAN_FAILED.append(error)
                raise
        return _PLAN[fault.name]


def _module_of(nodeid: str) -> str:
    return Path(nodeid.split("::")[0]).name


def run_against_fault(fault: Fault, deadline: float | None = None) -> SuiteRun:
    """Run the tests that should catch ``fault`` against a server that has it, collecting only
    the modules of those tests; rerun with more time while inconclusive, never past
    ``deadline``."""
    try:
        selected = selected_tests(fault, deadline)
        modules = {_module_of(nodeid) for nodeid in selected}
        args = [*fault.suite_args, "-k", fault.selection]
        if modules & set(SCHEMATHESIS_MODULES):
            args += ["--max-examples", str(FAULT_MAX_EXAMPLES)]
            if "--phases" not in fault.suite_args:
                args += ["--phases", WITHOUT_COVERAGE]
        functions = ",".join(sorted({function_of(nodeid) for nodeid in selected}))
        args += [
            "--",
            "-p",
            "tests.contract_power.selections",
            f"--power-modules={','.join(sorted(modules))}",
            f"--power-only={functions}",
        ]
        # The reference server broken by the fault: an ASGI wrapper of its app (``--wrap``) or
        # the parts the app is built from (``--parts``), given to `tests/built_server.py`.
        wrapper = f"tests.contract_power.faults:{fault.wrapper}"
        run = run_against_server(
            *args,
            server_args=[fault.server_option, wrapper, *fault.server_args],
            deadline=deadline,
        )
    except SelectionTooSlow as error:
        return replace(error.run, output=str(error))
    except (SelectionError, ServerStartError, OSError, subprocess.SubprocessError) as error:
        # One fault's trouble must not hide the others' outcomes.
        return SuiteRun(-1, f"could not run the suite against {fault.name}: {error}")
    return replace(run, selected=selected)


_COLLECTED = re.compile(r"collected (\d+) items?(?: / (\d+) deselected)?(?: / (\d+) selected)?")


def selected_count(output: str) -> int | None:
    """How many tests a run selected, from pytest's `collected ...` line."""
    found = _COLLECTED.search(output)
    if found is None:
        return None
    if found[3] is not None:
        return int(found[3])
    return int(found[1]) - int(found[2] or 0)


def check_caught(run: SuiteRun, fault: Fault) -> None:
    """Fail unless the conclusive ``run`` caught ``fault``: it selected exactly the tests the
    fault's selection picks in the whole suite, exited 1, and its failure names the fault's
    rule with a curl reproduction."""
    tail = run.output[-4000:]
    assert run.selected, f"-k {fault.selection!r} picks no test of the suite:\n{tail}"
    assert selected_count(run.output) == len(run.selected), (
        f"the run of {fault.name} (only the modules of its tests) did not select the "
        f"{len(run.selected)} tests -k {fault.selection!r} picks in the whole suite:\n{tail}"
    )
    assert run.returncode == 1, (
        f"fault {fault.name} was not caught (exit {run.returncode}) by -k {fault.selection!r}:"
        f"\n{tail}"
    )
    assert "failed" in run.output, tail
    assert fault.rule in run.output, f"the failure does not name {fault.rule!r}:\n{tail}"
    assert "curl" in run.output, f"the failure has no curl reproduction:\n{tail}"
