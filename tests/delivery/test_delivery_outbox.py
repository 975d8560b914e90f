"""The outbox on a real SQLite file: leases, fencing, transactions shared with the caller."""

from __future__ import annotations

import hashlib
import hmac
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from reference_server.store import AttemptRecord, Outbox
from reference_server.webhooks.signing import Signer, queue_signed


def test_concurrent_claims_through_separate_connections_never_overlap(tmp_path: Path) -> None:
    db = tmp_path / "service.sqlite3"
    with Outbox(db) as producer:
        ids = {
            producer.enqueue("h", "https://x.test/", None, b"{}", action="a", ref_id="r")
            for _ in range(600)
        }
    claimed: dict[str, list[str]] = {}
    ready = threading.Barrier(3)

    def claim_all(owner: str) -> None:
        with Outbox(db) as outbox:
            mine = claimed.setdefault(owner, [])
            ready.wait()  # all connections open before the first claim
            while batch := outbox.claim(owner, limit=7, lease_seconds=60):
                mine += [r.id for r in batch]
                time.sleep(0.002)  # a worker sends before claiming again; others get the lock

    threads = [threading.Thread(target=claim_all, args=(f"w{i}",)) for i in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    every = [i for batch in claimed.values() for i in batch]
    assert sorted(every) == sorted(ids)  # all claimed, none twice
    assert sum(1 for batch in claimed.values() if batch) >= 2


def test_lease_expiry_and_fencing(tmp_path: Path) -> None:
    now = [1000.0]
    with Outbox(tmp_path / "db.sqlite3", now=lambda: now[0]) as outbox:
        outbox.enqueue("h", "https://x.test/", "k", b"{}", action="a", ref_id="r")
        (first,) = outbox.claim("a", limit=10, lease_seconds=30)
        assert outbox.claim("b", limit=10, lease_seconds=30) == []  # leased
        assert outbox.next_due_at() == 1030.0
        now[0] = 1031.0
        (again,) = outbox.claim("b", limit=10, lease_seconds=30)  # expired: b takes over
        assert again.id == first.id
        attempt = AttemptRecord(1, 1000.0, 1001.0, 200, None)
        assert outbox.record_attempt(first, "a", attempt, final="delivered") is None  # fenced
        done = outbox.record_attempt(again, "b", attempt, final="delivered")
        assert done is not None and done.delivered and done.attempts == 1
        with pytest.raises(ValueError):
            outbox.record_attempt(done, "b", AttemptRecord(1, 0, 0, 200, None), final=None)


def test_retry_is_due_after_its_delay(tmp_path: Path) -> None:
    now = [0.0]
    with Outbox(tmp_path / "db.sqlite3", now=lambda: now[0]) as outbox:
        delivery_id = outbox.enqueue("h", "https://x.test/", None, b"{}", action="a", ref_id="r")
        (record,) = outbox.claim("w", limit=1, lease_seconds=30)
        attempt = AttemptRecord(1, 0.0, 1.0, 500, None)
        outbox.record_attempt(record, "w", attempt, final=None, retry_at=6.0)
        assert outbox.claim("w", limit=1, lease_seconds=30) == []
        assert outbox.next_due_at() == 6.0
        now[0] = 6.0
        (retry,) = outbox.claim("w", limit=1, lease_seconds=30)
        assert retry.id == delivery_id and retry.attempts == 1
        stored = outbox.get(delivery_id)
        assert stored is not None and stored.last_error is not None and "500" in stored.last_error


def test_leases_keep_the_real_time_when_the_schedule_clock_moves(tmp_path: Path) -> None:
    """The schedule follows `now` (moved like the service clock), leases follow `lease_now`:
    a move forward makes a retry due but never expires a lease early, a move back postpones
    the retry, and a lease expiry is told on the schedule clock."""
    schedule, real = [5000.0], [100.0]
    with Outbox(
        tmp_path / "db.sqlite3", now=lambda: schedule[0], lease_now=lambda: real[0]
    ) as outbox:
        outbox.enqueue("h", "https://x.test/", None, b"{}", action="a", ref_id="r")
        (record,) = outbox.claim("a", limit=1, lease_seconds=30)
        schedule[0] += 86_400  # a day forward: the row stays leased to `a`
        assert outbox.claim("b", limit=1, lease_seconds=30) == []
        assert outbox.next_due_at() == schedule[0] + 30  # the lease's 30 real seconds
        attempt = AttemptRecord(1, schedule[0], schedule[0], 503, None)
        retried = outbox.record_attempt(record, "a", attempt, final=None, retry_at=schedule[0] + 5)
        assert retried is not None
        schedule[0] -= 3600  # back an hour: the retry is an hour and 5 s away
        assert outbox.claim("b", limit=1, lease_seconds=30) == []
        assert outbox.next_due_at() == schedule[0] + 3605
        assert outbox.claim("b", limit=1, lease_seconds=30, due_by=schedule[0] + 3605)


def test_enqueue_inside_the_callers_transaction(tmp_path: Path) -> None:
    db = tmp_path / "service.sqlite3"
    with Outbox(db) as outbox:
        conn = sqlite3.connect(db, isolation_level=None)
        try:
            conn.execute("BEGIN IMMEDIATE")
            outbox.enqueue(
                "h", "https://x.test/", None, b"{}", action="a", ref_id="r", connection=conn
            )
            conn.execute("ROLLBACK")
            assert outbox.counts() == {}
            conn.execute("BEGIN IMMEDIATE")
            kept = outbox.enqueue(
                "h", "https://x.test/", None, b"{}", action="a", ref_id="r", connection=conn
            )
            conn.execute("COMMIT")
        finally:
            conn.close()
        assert outbox.counts() == {"pending": 1}
        assert outbox.get(kept) is not None


def test_rotation_signs_with_the_previous_secret_and_the_new_one_in_v2(tmp_path: Path) -> None:
    """The engine signs (`queue_signed`); the outbox keeps the signatures it is given."""
    signer = Signer()
    with Outbox(tmp_path / "service.sqlite3") as outbox:
        plain = queue_signed(
            outbox, signer, "h", "https://x.test/", "new", b"{}", action="a", ref_id="r"
        )
        rotating = queue_signed(
            outbox,
            signer,
            "h",
            "https://x.test/",
            "new",
            b"{}",
            action="a",
            ref_id="r",
            previous_secret="old",
        )
        unsigned = queue_signed(
            outbox,
            signer,
            "h",
            "https://x.test/",
            None,
            b"{}",
            action="a",
            ref_id="r",
            previous_secret="old",
        )
        records = {i: outbox.get(i) for i in (plain, rotating, unsigned)}
    new = hmac.new(b"new", b"{}", hashlib.sha256).hexdigest()
    old = hmac.new(b"old", b"{}", hashlib.sha256).hexdigest()
    signatures = {i: (r.signature, r.signature_v2) for i, r in records.items() if r is not None}
    assert signatures == {plain: (new, None), rotating: (old, new), unsigned: (None, None)}


def test_data_dir_of_the_previous_version_is_migrated(tmp_path: Path) -> None:
    """A file without the rotation columns gains them; its rows keep working."""
    db = tmp_path / "service.sqlite3"
    with sqlite3.connect(db) as old:
        old.executescript(
            """
            CREATE TABLE hooks (profile_id INTEGER NOT NULL, action TEXT NOT NULL,
                hook_id TEXT NOT NULL UNIQUE, url TEXT NOT NULL, secret TEXT,
                created INTEGER NOT NULL, PRIMARY KEY (profile_id, action));
            CREATE TABLE webhook_deliveries (id TEXT PRIMARY KEY, hook_id TEXT NOT NULL,
                url TEXT NOT NULL, action TEXT NOT NULL, ref_id TEXT NOT NULL, body BLOB NOT NULL,
                signature TEXT, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL
                DEFAULT 0, created_at REAL NOT NULL, due_at REAL, lease_owner TEXT,
                lease_until REAL, finished_at REAL, last_error TEXT, notified_at REAL);
            INSERT INTO webhook_deliveries (id, hook_id, url, action, ref_id, body, signature,
                created_at, due_at) VALUES ('d1', 'h', 'https://x.test/', 'a', 'r', X'7B7D',
                'sig', 1.0, 1.0);
            """
        )
    old.close()
    with Outbox(db) as outbox:
        record = outbox.get("d1")
        assert record is not None and (record.signature, record.signature_v2) == ("sig", None)
        (claimed,) = outbox.claim("w", limit=5, lease_seconds=60)
        assert claimed.id == "d1"
    with sqlite3.connect(db) as check:
        hook_columns = {r[1] for r in check.execute("PRAGMA table_info(hooks)")}
    check.close()
    assert {"previous_secret", "rotation_until"} <= hook_columns
