"""Concurrency: 50 clients mixing every operation (one worker, then two workers on one data
dir): no 5xx, no database-busy error, nothing lost or duplicated, each webhook delivery sent
once and each scheduled post published once; racing creates of one profile title give
exactly one 200 and 400 (code 146) for the others, across workers too."""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path

import pytest

from tests.reliability.load_run import Workload, race_title, run_load
from tests.reliability.workload import INTERNAL_ERROR_MARK, RestartableServer

CLIENTS = 50
#: The work each load run goes on until: a slow machine takes longer, it does not fail.
WORK = Workload(requests=500, writes=200, events=5)
#: The bound on it (about 8 s on an idle 2-core machine).
BOUND_SECONDS = 240.0


@pytest.mark.timeout(BOUND_SECONDS + 300)
@pytest.mark.parametrize("workers", [1, 2])
def test_load_loses_nothing(tmp_path: Path, workers: int) -> None:
    result = run_load(
        tmp_path / "data", clients=CLIENTS, seconds=BOUND_SECONDS, workers=workers, until=WORK
    )
    stats = result.stats
    assert stats.requests > WORK.requests, (result.seconds, stats.statuses)
    assert stats.transport_errors == 0
    assert not [s for s in stats.statuses if s >= 500], stats.statuses
    assert not stats.unexpected, stats.unexpected[:10]
    assert result.ledger.writes_acknowledged > WORK.writes
    assert result.findings.ok, result.findings.summary()
    # without kills every delivery is sent exactly once, and every scheduled post publishes
    # once, even with two workers' schedulers and delivery workers racing
    assert result.events_acknowledged > WORK.events
    assert result.deliveries.deliveries >= result.events_acknowledged
    assert result.deliveries.resent == 0, result.deliveries
    assert "locked" not in result.stderr and INTERNAL_ERROR_MARK not in result.stderr, (
        result.stderr[-3000:]
    )


def test_racing_profile_titles_across_workers(tmp_path: Path) -> None:
    server = RestartableServer(tmp_path / "data", workers=2)
    server.start()
    try:
        for round_ in range(5):
            statuses = asyncio.run(race_title(server.url, f"race-{round_}", 12))
            assert Counter(statuses) == Counter({200: 1, 400: 11}), statuses
    finally:
        server.stop()
    assert INTERNAL_ERROR_MARK not in server.stderr(), server.stderr()[-3000:]
