"""The kill loop: clients write while the server is SIGKILLed at random moments and started
again on the same data dir; then the final state is checked against what was acknowledged."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from tests.reliability.deliveries import DeliveryCounts, EventActor, Receiver, verify_deliveries
from tests.reliability.workload import (
    KIB,
    Actor,
    Findings,
    Ledger,
    RestartableServer,
    Runner,
    Stats,
    leftovers,
    run_actors_until_killed,
    scheduled_posts_once,
    verify_data_dir,
    verify_http,
)


@dataclass
class KillLoopResult:
    kills: int
    seconds: float
    ledger: Ledger
    stats: Stats
    peak_rss_bytes: int
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
) -> KillLoopResult:
    """`kills` cycles of start, write for a random time, SIGKILL; then start and verify."""
    rng = random.Random(seed)
    ledger = Ledger()
    stats = Stats()
    actors = [
        Actor(f"k{i}", ledger, stats, random.Random(rng.random()), max_upload_bytes)
        for i in range(clients)
    ]
    receiver = Receiver(data_dir.parent)
    events = EventActor(receiver.https.url, ledger.unknown_titles)
    runners: list[Runner] = [*actors, events]
    server = RestartableServer(data_dir, *receiver.server_args())
    started = time.monotonic()
    try:
        for _ in range(kills):
            server.start()
            asyncio.run(run_actors_until_killed(runners, server, rng.uniform(min_run, max_run)))
        seconds = time.monotonic() - started
        server.start()
        result = KillLoopResult(kills, seconds, ledger, stats, 0)
        try:
            result.leftovers_after_restart = leftovers(data_dir)
            found = verify_http(server.url, ledger)
            once = scheduled_posts_once(server.url, ledger)
            delivered, result.deliveries = verify_deliveries(data_dir, events, receiver)
            for part in (once, delivered):
                found.lost += part.lost
                found.duplicated += part.duplicated
                found.notes += part.notes
            result.events_acknowledged = len(events.acknowledged)
        finally:
            server.stop()
            result.peak_rss_bytes = server.peak_rss_bytes
            result.stderr = server.stderr()
    finally:
        receiver.stop()
    disk = verify_data_dir(data_dir)
    found.broken += disk.broken
    result.findings = found
    return result
