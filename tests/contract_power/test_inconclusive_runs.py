"""A run that a time bound cut short is INCONCLUSIVE, not a verdict: it is rerun with more time,
and the verdict comes from the first run that no bound cut short (`time_bounds.py`,
`suite_runs.py`).

Real processes: a reference server that holds every request `slow_server.DELAY_SECONDS` before
answering it (correct, or with the `auth_bypass` fault) and `python -m contract_tests` runs of
the one rule test that catches that fault. The first run's per-test limit is below that delay,
so pytest-timeout stops the test whatever the machine's speed: judged by its exit status alone,
that run would call the correct server broken (exit 1, a failed test). Each rerun has every
bound multiplied by `GROWTH`, up to `ATTEMPTS` runs; no assertion is about how long anything
took or how many reruns were needed. A run still inconclusive when the reruns run out fails its
test as too slow, naming each attempt, never as a fault not caught.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from contract_tests.report import TIMEOUT_RULE
from tests.contract_power.suite_runs import (
    SuiteRun,
    require_conclusive,
    run_against_server_once,
)
from tests.contract_power.time_bounds import (
    TEST_TIMEOUT,
    Bounds,
    inconclusive_message,
    until_conclusive,
)
from tests.contract_suite.runs import RULES_ONLY

pytestmark = pytest.mark.timeout(900)

#: The rule test that catches `auth_bypass` (one request without the API key).
SELECTION = "test_missing_key_refused and list_media"
#: A per-test limit below the server's delay; requests may wait longer than it (the pre-flight
#: probe must be answered for the run to start at all).
FIRST = Bounds(test_timeout=0.5, max_time=300, server_start=60, request_timeout=60)
#: 0.5 s, 4 s, 32 s, 256 s per test.
GROWTH = 8.0
ATTEMPTS = 4


def _run_once(wrapper: str, bounds: Bounds) -> SuiteRun:
    """One run of SELECTION against the slow server ``wrapper`` within ``bounds``."""
    return run_against_server_once(
        "-k",
        SELECTION,
        "--",
        *RULES_ONLY,
        server_args=["--wrap", f"tests.contract_power.slow_server:{wrapper}"],
        bounds=bounds,
    )


@pytest.mark.parametrize(
    ("wrapper", "exit_status"),
    [("answers_slowly", 0), ("answers_slowly_without_auth", 1)],
    ids=["correct-server", "fault"],
)
def test_run_cut_short_is_inconclusive_and_rerun(wrapper: str, exit_status: int) -> None:
    runs: list[SuiteRun] = []

    def attempt(bounds: Bounds) -> SuiteRun:
        runs.append(_run_once(wrapper, bounds))
        return runs[-1]

    last, attempts = until_conclusive(
        attempt, lambda r: r.time_bounds, FIRST, attempts=ATTEMPTS, growth=GROWTH
    )
    first = runs[0]
    # The first run: its test stopped by its limit, which its own exit status would have
    # counted as a failure of the server; the classification says inconclusive instead.
    assert first.returncode == 1, first.output[-3000:]
    assert first.summary is not None, first.output[-3000:]
    assert TIMEOUT_RULE in first.summary["failures_by_rule"], first.summary["failures_by_rule"]
    assert [h for h in first.time_bounds if h.startswith(TEST_TIMEOUT)], first.time_bounds
    assert attempts[0].hit == first.time_bounds
    # With no rerun left, it would fail its test as too slow, naming the attempt's bounds and
    # what it hit: never as a fault not caught.
    with pytest.raises(pytest.fail.Exception) as failed:
        require_conclusive(replace(first, attempts=attempts[:1]), f"the run against {wrapper}")
    message = str(failed.value)
    assert message.startswith(f"INCONCLUSIVE (too slow): the run against {wrapper}"), message
    assert "0.5 s per test" in message and f"{TEST_TIMEOUT}: 1 test(s)" in message, message
    assert "not caught" not in message, message
    # Rerun with more time until conclusive: the true verdict.
    assert not last.time_bounds, inconclusive_message(f"the run against {wrapper}", attempts)
    assert len(attempts) >= 2
    assert attempts[1].bounds.test_timeout == FIRST.test_timeout * GROWTH
    assert last.summary is not None and last.summary["complete"], last.output[-3000:]
    assert last.returncode == exit_status, last.output[-3000:]
    if exit_status:
        assert "missing_api_key" in last.output, last.output[-3000:]
        assert TIMEOUT_RULE not in last.summary["failures_by_rule"], last.summary
    else:
        assert last.summary["outcomes"] == {"passed": 1}, last.summary["outcomes"]
