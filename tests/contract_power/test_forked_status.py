"""The proof's launcher reports each forked run's own exit status while other threads start
runs (`testkit.forked`): the proof runs several faults at once from a thread pool, and a
status misread there (multiprocessing's 255 for a status another thread consumed) fails a
fault that was caught.

Real forked processes: `python -m contract_tests` with an argument it refuses, which exits at
once with the same status every time. The race this guards against is a matter of timing, so
the test makes many runs from many threads; an unguarded launcher misreads about one run in
300.
"""

from __future__ import annotations

from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest

from testkit.forked import run_suite_forked
from tests.contract_power.suite_runs import REPO

pytestmark = pytest.mark.timeout(300)

THREADS = 12
RUNS = 360
REFUSED = ["--no-such-option"]


def _status() -> int:
    run = run_suite_forked(REFUSED, {}, REPO, timeout=60)
    return -1 if run.timed_out else run.returncode


def test_each_run_reports_its_own_status_while_others_start() -> None:
    first = run_suite_forked(REFUSED, {}, REPO, timeout=60)
    expected, output = first.returncode, first.output
    assert not first.timed_out, output
    assert expected not in (0, -1, 255), output  # a refusal, not success, a timeout or a misread
    assert "unrecognized arguments: --no-such-option" in output
    with ThreadPoolExecutor(max_workers=THREADS) as pool:
        statuses = Counter(pool.map(lambda _: _status(), range(RUNS)))
    assert statuses == Counter({expected: RUNS})
