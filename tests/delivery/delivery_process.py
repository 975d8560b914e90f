"""A separate process for delivery tests: enqueue then die, or run a worker until SIGTERM.

python delivery_process.py enqueue-then-die DB URL COUNT
    enqueue COUNT deliveries (bodies {"n": i}), print "enqueued", then SIGKILL itself.
python delivery_process.py work DB CA_FILE LEASE TIMEOUT CONCURRENCY
    run a DeliveryWorker (private targets allowed, retry scale 0.01), print "ready";
    on SIGTERM stop and print "outcomes <number reported by this process>".
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from pathlib import Path

from reference_server.store import DeliveryRecord, Outbox
from reference_server.webhooks.settings import DeliverySettings
from reference_server.webhooks.signing import sign_body
from reference_server.webhooks.worker import DeliveryWorker


def enqueue_then_die(db: str, url: str, count: int) -> None:
    outbox = Outbox(db)
    for n in range(count):
        body = json.dumps({"n": n}).encode()
        signature = sign_body(body, "secret")
        outbox.enqueue(f"hook-{n}", url, signature, body, action="social", ref_id="ref")
    print("enqueued", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


async def work(db: str, ca_file: str, lease: float, timeout: float, concurrency: int) -> None:
    outcomes: list[DeliveryRecord] = []
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    with Outbox(db) as outbox:
        worker = DeliveryWorker(
            outbox,
            settings=DeliverySettings(
                ca_bundle=Path(ca_file),
                allow_private_targets=True,
                retry_scale=0.01,
                timeout_seconds=timeout,
                lease_seconds=lease,
                poll_interval=0.05,
                max_concurrency=concurrency,
            ),
            on_outcome=outcomes.append,
        )
        await worker.start()
        print("ready", flush=True)
        await stop.wait()
        await worker.stop()
    print("outcomes", len(outcomes), flush=True)


def main(argv: list[str]) -> None:
    if argv[0] == "enqueue-then-die":
        enqueue_then_die(argv[1], argv[2], int(argv[3]))
    elif argv[0] == "work":
        asyncio.run(work(argv[1], argv[2], float(argv[3]), float(argv[4]), int(argv[5])))
    else:
        raise SystemExit(f"unknown mode {argv[0]!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
