"""The load run: many concurrent clients mixing every operation for a bounded time (one of
them causing webhook events and scheduled posts for an HTTPS receiver), then the final state
against what was acknowledged; and racing creates of one profile title. `final_state` is the
check both this run and the kill loop end with."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from tests.reliability.deliveries import DeliveryCounts, EventActor, Receiver, verify_deliveries
from tests.reliability.workload import (
    API_KEY,
    Actor,
    Findings,
    Ledger,
    RestartableServer,
    Stats,
    run_actors,
    scheduled_posts_once,
    verify_data_dir,
    verify_http,
)


@dataclass
class LoadResult:
    seconds: float
    ledger: Ledger
    stats: Stats
    peak_rss_bytes: int = 0
    findings: Findings = field(default_factory=Findings)
    stderr: str = ""
    deliveries: DeliveryCounts = field(default_factory=DeliveryCounts)
    events_acknowledged: int = 0


@dataclass(frozen=True)
class Workload:
    """An amount of work a load run goes on until (more than each figure)."""

    requests: int
    writes: int
    events: int


def final_state(
    server: RestartableServer, ledger: Ledger, events: EventActor, receiver: Receiver
) -> tuple[Findings, DeliveryCounts]:
    """With `server` running: its answers against `ledger`, each scheduled post published
    once (this moves the clock past every schedule), every event delivered."""
    found = verify_http(server.url, ledger)
    found.add(scheduled_posts_once(server.url, ledger))
    delivered, counts = verify_deliveries(server.data_dir, events, receiver)
    found.add(delivered)
    return found, counts


def run_load(
    data_dir: Path,
    *,
    clients: int = 50,
    seconds: float = 15.0,
    workers: int = 1,
    seed: int = 11,
    until: Workload | None = None,
) -> LoadResult:
    """A load of `clients` for `seconds`; with `until`, until that much work was acknowledged,
    `seconds` being the bound (a benchmark runs for a time, a test for an amount of work)."""
    rng = random.Random(seed)
    result = LoadResult(seconds, Ledger(), Stats())
    ledger, stats = result.ledger, result.stats
    actors = [Actor(f"l{i}", ledger, stats, random.Random(rng.random())) for i in range(clients)]
    receiver = Receiver(data_dir.parent)
    events = EventActor(receiver.https.url, ledger.unknown_titles)
    server = RestartableServer(data_dir, *receiver.server_args(), workers=workers)
    try:
        server.start()
        started = time.monotonic()
        goal = until

        def enough() -> bool:
            assert goal is not None
            return (
                stats.requests > goal.requests
                and ledger.writes_acknowledged > goal.writes
                and len(events.acknowledged) > goal.events
            )

        until_enough = enough if goal is not None else None
        asyncio.run(run_actors([*actors, events], server.url, seconds, until_enough))
        result.seconds = time.monotonic() - started
        result.findings, result.deliveries = final_state(server, ledger, events, receiver)
        result.events_acknowledged = len(events.acknowledged)
    finally:
        server.stop()
        receiver.stop()
        result.peak_rss_bytes = server.peak_rss_bytes
        result.stderr = server.stderr()
    result.findings.broken += verify_data_dir(data_dir).broken
    return result


async def race_title(base_url: str, title: str, racers: int) -> list[int]:
    """`racers` simultaneous creates of one title, each on its own connection."""
    start = asyncio.Event()

    async def one() -> int:
        async with httpx.AsyncClient(
            base_url=base_url, headers={"Authorization": f"Bearer {API_KEY}"}, timeout=60
        ) as client:
            await client.get("/openapi.yaml")  # connect first, so the creates really race
            await start.wait()
            response = await client.post("/profiles", json={"title": title})
            return response.status_code

    tasks = [asyncio.create_task(one()) for _ in range(racers)]
    await asyncio.sleep(0.5)
    start.set()
    return list(await asyncio.gather(*tasks))
