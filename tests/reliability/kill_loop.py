"""The kill loop: clients write while the server is SIGKILLed at random moments and started
again on the same data dir; then the final state is checked against what was acknowledged."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from tests.reliability.deliveries import DeliveryCounts, EventActor, Receiver
from tests.reliability.load_run import final_state
from tests.reliability.workload import (
    KIB,
    Actor,
    Findings,
    Ledger,
    RestartableServer,
    Runner,
    Stats,
    leftovers,
    run_actors,
    verify_data_dir,
)


@dataclass
class KillLoopResult:
    seconds: float
    ledger: Ledger
    stats: Stats
    peak_rss_bytes: int = 0
    findings: Findings = field(default_factory=Findings)
    leftovers_after_restart: list[str] = field(default_factory=list)
    stderr: str = ""
    deliveries: DeliveryCounts = field(default_factory=DeliveryCounts)
    events_acknowledged: int = 0


def run_kill_loop(
    data_dir: Path,
    *,
    kills: int,
    clients: int = 4,
    min_run: float = 0.3,
    max_run: float = 2.0,
    max_upload_bytes: int = 2048 * KIB,
    seed: int = 7,
    forked: bool = False,
) -> KillLoopResult:
    """`kills` cycles of start, write for a random time, SIGKILL; then start and verify
    (``forked``: the server forked from the fork server, `RestartableServer`)."""
    rng = random.Random(seed)
    result = KillLoopResult(0.0, Ledger(), Stats())
    actors = [
        Actor(f"k{i}", result.ledger, result.stats, random.Random(rng.random()), max_upload_bytes)
        for i in range(clients)
    ]
    receiver = Receiver(data_dir.parent)
    events = EventActor(receiver.https.url, result.ledger.unknown_titles)
    runners: list[Runner] = [*actors, events]
    server = RestartableServer(data_dir, *receiver.server_args(), forked=forked)
    started = time.monotonic()
    try:
        for _ in range(kills):
            server.start()
            run_seconds = rng.uniform(min_run, max_run)
            asyncio.run(run_actors(runners, server.url, run_seconds, at_end=server.kill))
        result.seconds = time.monotonic() - started
        server.start()
        try:
            result.leftovers_after_restart = leftovers(data_dir)
            result.findings, result.deliveries = final_state(
                server, result.ledger, events, receiver
            )
            result.events_acknowledged = len(events.acknowledged)
        finally:
            server.stop()
            result.peak_rss_bytes = server.peak_rss_bytes
            result.stderr = server.stderr()
    finally:
        receiver.stop()
    result.findings.broken += verify_data_dir(data_dir).broken
    return result
