"""Durability and exclusivity: pending deliveries survive a killed process, a dead worker's row
is sent again after its lease, several worker processes on one SQLite file send each delivery
exactly once, and an outcome whose report failed is reported again."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from reference_server.store import DeliveryRecord, Outbox
from reference_server.webhooks.settings import DeliverySettings
from reference_server.webhooks.signing import sign_body
from reference_server.webhooks.worker import DeliveryWorker
from testkit.https_receiver import Behaviour, HttpsReceiver, always

SCRIPT = Path(__file__).with_name("delivery_process.py")


def start_process(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(SCRIPT), *args],
        stdout=subprocess.PIPE,
        text=True,
    )


@contextmanager
def worker_processes(
    db: Path, ca_file: Path, *args: str, count: int = 1
) -> Iterator[list[subprocess.Popen[str]]]:
    """`count` worker processes on `db`, started in parallel (each takes seconds to import)."""
    processes = [start_process("work", str(db), str(ca_file), *args) for _ in range(count)]
    try:
        for process in processes:
            assert process.stdout is not None
            assert process.stdout.readline().strip() == "ready"
        yield processes
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=10)
            if process.stdout is not None:
                process.stdout.close()


def stop_process(process: subprocess.Popen[str]) -> str:
    process.send_signal(signal.SIGTERM)
    out, _ = process.communicate(timeout=15)
    return out


async def run_until_reported(outbox: Outbox, settings: DeliverySettings, count: int) -> list[str]:
    reported: list[str] = []
    worker = DeliveryWorker(outbox, settings=settings, on_outcome=lambda r: reported.append(r.id))
    await worker.start()
    try:
        async with asyncio.timeout(20):
            while len(reported) < count:
                await asyncio.sleep(0.02)
        await asyncio.sleep(0.1)
    finally:
        await worker.stop()
    return reported


def numbers(receiver: HttpsReceiver) -> Counter[int]:
    return Counter(json.loads(r.body)["n"] for r in receiver.requests)


def fast(ca_file: Path, **overrides: object) -> DeliverySettings:
    values: dict[str, object] = {
        "ca_bundle": ca_file,
        "allow_private_targets": True,
        "retry_scale": 0.01,
        "poll_interval": 0.05,
    }
    values.update(overrides)
    return DeliverySettings(**values)  # type: ignore[arg-type]


def test_pending_deliveries_survive_a_killed_process(
    tmp_path: Path, receiver: HttpsReceiver, ca_file: Path
) -> None:
    db = tmp_path / "service.sqlite3"
    producer = start_process("enqueue-then-die", str(db), receiver.url, "5")
    out, _ = producer.communicate(timeout=30)
    assert out.strip() == "enqueued" and producer.returncode == -signal.SIGKILL
    assert receiver.requests == []
    with Outbox(db) as outbox:
        assert outbox.counts() == {"pending": 5}
        reported = asyncio.run(run_until_reported(outbox, fast(ca_file), 5))
        assert outbox.counts() == {"delivered": 5}
    assert numbers(receiver) == Counter(range(5))
    assert len(reported) == len(set(reported)) == 5


def test_row_of_a_worker_killed_mid_request_is_sent_after_its_lease(
    tmp_path: Path, receiver: HttpsReceiver, ca_file: Path
) -> None:
    db = tmp_path / "service.sqlite3"
    first_hangs: Behaviour = lambda n, _body: (200, 2.0 if n == 0 else 0.0)  # noqa: E731
    receiver.reset(first_hangs)
    lease, timeout = 1.0, 0.8
    with Outbox(db) as outbox:
        with worker_processes(db, ca_file, str(lease), str(timeout), "2") as (child,):
            delivery_id = outbox.enqueue(
                "h", receiver.url, None, b'{"n": 7}', action="a", ref_id="r"
            )
            assert len(receiver.wait_for(1, timeout=10)) == 1
            child.kill()
            child.wait(timeout=10)
        killed_at = time.monotonic()
        settings = fast(ca_file, lease_seconds=lease, timeout_seconds=timeout)
        asyncio.run(run_until_reported(outbox, settings, 1))
        record = outbox.get(delivery_id)
    assert record is not None and record.delivered
    assert record.attempts == 1  # the killed worker never recorded its attempt
    assert [r.body for r in receiver.requests] == [b'{"n": 7}', b'{"n": 7}']
    assert receiver.requests[1].at - killed_at < lease + 2.0


def test_two_worker_processes_send_each_delivery_exactly_once(
    tmp_path: Path, receiver: HttpsReceiver, ca_file: Path
) -> None:
    db = tmp_path / "service.sqlite3"
    receiver.reset(always(200, delay=0.01))
    count = 200
    with (
        Outbox(db) as outbox,
        worker_processes(db, ca_file, "15", "5", "4", count=2) as (first, second),
    ):
        for n in range(count):
            body = json.dumps({"n": n}).encode()
            outbox.enqueue(
                f"h{n}", receiver.url, sign_body(body, "k"), body, action="a", ref_id="r"
            )
        deadline = time.monotonic() + 40
        while outbox.counts().get("delivered", 0) < count and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(0.3)  # let the last reports land
        outputs = [stop_process(first), stop_process(second)]
        records = outbox.deliveries(limit=count + 10)
    assert numbers(receiver) == Counter(range(count))  # every one, none twice
    assert len(records) == count
    assert all(r.delivered and r.attempts == 1 and r.notified_at is not None for r in records)
    reported = [int(out.split()[-1]) for out in outputs]
    assert sum(reported) == count
    assert all(n > 0 for n in reported), reported  # both processes really took part


def test_outcome_report_that_failed_is_repeated(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path
) -> None:
    calls: list[DeliveryRecord] = []

    def flaky(record: DeliveryRecord) -> None:
        calls.append(record)
        if len(calls) == 1:
            raise RuntimeError("history store unavailable")

    async def scenario() -> None:
        settings = fast(ca_file, lease_seconds=0.5, timeout_seconds=0.4)
        worker = DeliveryWorker(outbox, settings=settings, on_outcome=flaky)
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
