"""One case of the proof of power beside a CPU-bound process still gets its true verdict.

While this test runs, a `python -c 'while True: pass'` process of normal priority competes
with the proof's processes (which run at `suite_runs.POOL_NICENESS`, behind it): the selection
plan's collection run and the run against one fault (`auth_bypass`), both through the proof's
own code (`fault_runs.run_against_fault`), rerun with more time whenever a time bound cuts them
short. The verdict must be the proof's: caught, the rule named. The busy process is killed
when the test ends, whatever its outcome. Nothing here asserts how long anything took.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

from tests.contract_power.fault_runs import check_caught, run_against_fault
from tests.contract_power.faults import FAULTS
from tests.contract_power.suite_runs import require_conclusive
from tests.contract_power.time_bounds import WALL_GRACE_SECONDS

#: Seconds the fault's runs (the collection run's included) may take, reruns included.
BUDGET_SECONDS = 1200
pytestmark = pytest.mark.timeout(BUDGET_SECONDS + 240 + 2 * WALL_GRACE_SECONDS)

FAULT = next(f for f in FAULTS if f.name == "auth_bypass")


@pytest.fixture
def busy_cpus() -> Iterator[list[subprocess.Popen[bytes]]]:
    """A CPU-bound process for the test's duration (one: `make test` runs this beside the
    other test modules, which the same load would slow too)."""
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"], stdin=subprocess.DEVNULL)]
    try:
        yield hogs
    finally:
        for hog in hogs:
            hog.kill()
        for hog in hogs:
            hog.wait(timeout=30)


def test_fault_caught_beside_cpu_bound_processes(
    busy_cpus: list[subprocess.Popen[bytes]],
) -> None:
    run = run_against_fault(FAULT, deadline=time.monotonic() + BUDGET_SECONDS)
    # They were busy the whole time.
    assert all(hog.poll() is None for hog in busy_cpus)
    require_conclusive(run, f"the run against {FAULT.name} beside a CPU-bound process")
    check_caught(run, FAULT)
