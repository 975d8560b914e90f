"""Durability: a dead worker's row is sent again after its lease, and an outcome whose report
failed is reported again. (Pending deliveries surviving a SIGKILL are proven through the server,
in tests/server/test_server_delivery_durability.py; several worker processes sending each
delivery once, by the two-worker load run of tests/reliability/test_concurrency.py.)"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from pathlib import Path

from reference_server.store import DeliveryRecord, Outbox
from reference_server.webhooks.settings import DeliverySettings
from reference_server.webhooks.worker import DeliveryWorker
from testkit.https_receiver import Behaviour, HttpsReceiver
from tests.delivery.test_delivery_sending import settings

SCRIPT = Path(__file__).with_name("delivery_process.py")


async def run_until_reported(
    outbox: Outbox, delivery_settings: DeliverySettings, count: int
) -> list[str]:
    reported: list[str] = []
    worker = DeliveryWorker(
        outbox, settings=delivery_settings, on_outcome=lambda r: reported.append(r.id)
    )
    await worker.start()
    try:
        async with asyncio.timeout(20):
            while len(reported) < count:
                await asyncio.sleep(0.02)
        await asyncio.sleep(0.1)
    finally:
        await worker.stop()
    return reported


def test_row_of_a_worker_killed_mid_request_is_sent_after_its_lease(
    tmp_path: Path, receiver: HttpsReceiver, ca_file: Path
) -> None:
    db = tmp_path / "service.sqlite3"
    first_hangs: Behaviour = lambda n, _body: (200, 2.0 if n == 0 else 0.0)  # noqa: E731
    receiver.reset(first_hangs)
    lease, timeout = 1.0, 0.8
    with Outbox(db) as outbox:
        child = subprocess.Popen(
            [sys.executable, str(SCRIPT), str(db), str(ca_file), str(lease), str(timeout)],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert child.stdout is not None and child.stdout.readline().strip() == "ready"
            delivery_id = outbox.enqueue(
                "h", receiver.url, None, b'{"n": 7}', action="a", ref_id="r"
            )
            assert len(receiver.wait_for(1, timeout=10)) == 1
        finally:
            child.kill()
            child.communicate(timeout=10)
        killed_at = time.monotonic()
        fresh = settings(ca_file, lease_seconds=lease, timeout_seconds=timeout)
        asyncio.run(run_until_reported(outbox, fresh, 1))
        record = outbox.get(delivery_id)
    assert record is not None and record.delivered
    assert record.attempts == 1  # the killed worker never recorded its attempt
    assert [r.body for r in receiver.requests] == [b'{"n": 7}', b'{"n": 7}']
    assert receiver.requests[1].at - killed_at < lease + 2.0


def test_outcome_report_that_failed_is_repeated(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path
) -> None:
    calls: list[DeliveryRecord] = []

    def flaky(record: DeliveryRecord) -> None:
        calls.append(record)
        if len(calls) == 1:
            raise RuntimeError("history store unavailable")

    async def scenario() -> None:
        short = settings(ca_file, lease_seconds=0.5, timeout_seconds=0.4)
        worker = DeliveryWorker(outbox, settings=short, on_outcome=flaky)
        await worker.start()
        try:
            outbox.enqueue("h", receiver.url, None, b"{}", action="a", ref_id="r")
            async with asyncio.timeout(10):
                while len(calls) < 2:
                    await asyncio.sleep(0.02)
            await asyncio.sleep(0.8)  # longer than a lease: no third call
        finally:
            await worker.stop()

    asyncio.run(scenario())
    assert len(calls) == 2 and calls[0].id == calls[1].id
    assert len(receiver.requests) == 1  # the delivery itself was not repeated
    record = outbox.get(calls[0].id)
    assert record is not None and record.notified_at is not None
