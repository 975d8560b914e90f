"""A delivery worker in its own process, for a test to SIGKILL mid-request.

python delivery_process.py DB CA_FILE LEASE TIMEOUT
    run a DeliveryWorker on DB (private targets allowed, retry scale 0.01), print "ready",
    and run until killed.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from reference_server.store import Outbox
from reference_server.webhooks.settings import DeliverySettings
from reference_server.webhooks.worker import DeliveryWorker


async def work(db: str, ca_file: str, lease: float, timeout: float) -> None:
    with Outbox(db) as outbox:
        settings = DeliverySettings(
            ca_bundle=Path(ca_file),
            allow_private_targets=True,
            retry_scale=0.01,
            timeout_seconds=timeout,
            lease_seconds=lease,
            poll_interval=0.05,
        )
        worker = DeliveryWorker(outbox, settings=settings, on_outcome=lambda _record: None)
        await worker.start()
        print("ready", flush=True)
        await asyncio.Event().wait()


if __name__ == "__main__":
    db, ca_file, lease, timeout = sys.argv[1:]
    asyncio.run(work(db, ca_file, float(lease), float(timeout)))
