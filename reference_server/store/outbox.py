"""The persistent outbox: pending webhook deliveries and their attempts, in the SQLite file.

Rows live in the table `webhook_deliveries` (attempts in `webhook_delivery_attempts`; both in
`schema.py`). Enqueueing is one short INSERT, so it can run inside or right after an API request.
Workers claim due rows with a lease (one `UPDATE ... RETURNING` under `BEGIN IMMEDIATE`), so
several workers, in one process or many, never hold the same row at once; a row whose worker
died is claimed again once its lease expires. Every write checks that the writer still holds the
lease, so a worker whose lease was taken over cannot record a second outcome.

A row is *due* while `due_at` is set and reached: a pending row at its next attempt time, and a
finished row until its outcome has been reported (so an outcome is never lost between recording
it and telling the server).
"""

from __future__ import annotations

import sqlite3
import threading
import time
import uuid
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .connection import immediate_transaction, open_database
from .schema import create_schema

DeliveryStatus = Literal["pending", "delivered", "failed"]
FinalStatus = Literal["delivered", "failed"]


INSERT = """
INSERT INTO webhook_deliveries (id, hook_id, url, action, ref_id, body, signature, signature_v2,
                                created_at, due_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
"""


@dataclass(frozen=True)
class AttemptRecord:
    """One attempt to deliver: when, and the HTTP status or the error."""

    number: int
    started_at: float
    finished_at: float
    http_status: int | None
    error: str | None


@dataclass(frozen=True)
class DeliveryRecord:
    """One delivery (an event for one hook) and where it stands.

    Times are Unix seconds (float) of the outbox clock. `attempts` counts the recorded attempts;
    `attempt_log` holds them when the record was read with its attempts. `signature` goes in the
    signature header, `signature_v2` (during a secret rotation) in the rotation header.
    """

    id: str
    hook_id: str
    url: str
    action: str
    ref_id: str
    body: bytes
    signature: str | None
    signature_v2: str | None
    status: DeliveryStatus
    attempts: int
    created_at: float
    due_at: float | None
    finished_at: float | None
    last_error: str | None
    notified_at: float | None
    attempt_log: tuple[AttemptRecord, ...] = field(default=(), compare=False)

    @property
    def delivered(self) -> bool:
        return self.status == "delivered"

    @property
    def finished(self) -> bool:
        return self.status != "pending"


def _record(row: sqlite3.Row, log: tuple[AttemptRecord, ...] = ()) -> DeliveryRecord:
    return DeliveryRecord(
        id=row["id"],
        hook_id=row["hook_id"],
        url=row["url"],
        action=row["action"],
        ref_id=row["ref_id"],
        body=bytes(row["body"]),
        signature=row["signature"],
        signature_v2=row["signature_v2"],
        status=row["status"],
        attempts=row["attempts"],
        created_at=row["created_at"],
        due_at=row["due_at"],
        finished_at=row["finished_at"],
        last_error=row["last_error"],
        notified_at=row["notified_at"],
        attempt_log=log,
    )


def _attempt(row: sqlite3.Row) -> AttemptRecord:
    return AttemptRecord(
        number=row["number"],
        started_at=row["started_at"],
        finished_at=row["finished_at"],
        http_status=row["http_status"],
        error=row["error"],
    )


class Outbox:
    """The outbox table in one SQLite file, through its own connection (thread-safe).

    `now` is the outbox clock (real Unix time by default): creation, attempt and due times.
    `lease_now` is the clock of the leases (default: `now`); a server whose schedule follows a
    movable clock keeps its leases on the real time, so moving that clock neither expires a
    lease early (a second send of a row in flight) nor holds a dead worker's row longer. Both
    must be shared by every process that works on the file.
    """

    def __init__(
        self,
        path: Path | str,
        *,
        now: Callable[[], float] = time.time,
        lease_now: Callable[[], float] | None = None,
        busy_timeout_ms: int = 10_000,
    ) -> None:
        if sqlite3.sqlite_version_info < (3, 35, 0):
            raise RuntimeError(f"SQLite {sqlite3.sqlite_version} lacks RETURNING (3.35+)")
        self.path = Path(path)
        self._now = now
        self._lease_now = lease_now or now
        self._lock = threading.Lock()
        self._listeners: list[Callable[[], None]] = []
        self._db = open_database(self.path, busy_timeout_ms)
        with self._write() as db:
            create_schema(db)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> Outbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def now(self) -> float:
        """The outbox clock."""
        return self._now()

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        """A short write transaction that takes the write lock at once (no stale snapshot)."""
        return immediate_transaction(self._db, self._lock)

    # -- producing ----------------------------------------------------------------------------

    def add_listener(self, listener: Callable[[], None]) -> None:
        """Call `listener()` after each enqueue through this outbox (e.g. to wake a worker)."""
        self._listeners.append(listener)

    def remove_listener(self, listener: Callable[[], None]) -> None:
        """Stop calling `listener` (no error when it was not added)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def enqueue(
        self,
        hook_id: str,
        url: str,
        signature: str | None,
        body: bytes,
        *,
        action: str,
        ref_id: str,
        connection: sqlite3.Connection | None = None,
        signature_v2: str | None = None,
        delay_seconds: float = 0.0,
    ) -> str:
        """Store a delivery of `body` to `url`, due now (or `delay_seconds` from now); return its
        id. Never touches the network.

        `signature` goes in the signature header of every attempt (None: none is sent) and
        `signature_v2` in the rotation header (a secret rotation); the webhook engine signs
        (`webhooks.queue_delivery`), the store keeps what it is given. With `connection`, the
        row is written through that connection, inside the caller's open transaction, so the
        event and its delivery commit together; listeners are then not called (call
        `DeliveryWorker.wake()` after the commit).
        """
        delivery_id = uuid.uuid4().hex
        now = self._now()
        due = now + delay_seconds
        args = (delivery_id, hook_id, url, action, ref_id, body, signature, signature_v2, now, due)
        if connection is not None:
            connection.execute(INSERT, args)
            return delivery_id
        with self._write() as db:
            db.execute(INSERT, args)
        for listener in self._listeners:
            listener()
        return delivery_id

    # -- working ------------------------------------------------------------------------------

    def claim(
        self, owner: str, *, limit: int, lease_seconds: float, due_by: float | None = None
    ) -> list[DeliveryRecord]:
        """Lease up to `limit` due rows to `owner` for `lease_seconds`; return them, oldest first.

        Due rows are pending rows whose attempt time has come (by `due_by`, default now) and
        finished rows whose outcome has not been reported, in both cases unleased or with an
        expired lease.
        """
        if limit <= 0:
            return []
        now = self._now() if due_by is None else due_by
        lease_now = self._lease_now()
        with self._write() as db:
            rows = db.execute(
                """
                UPDATE webhook_deliveries SET lease_owner = ?, lease_until = ?
                WHERE id IN (
                    SELECT id FROM webhook_deliveries
                    WHERE due_at IS NOT NULL AND due_at <= ?
                      AND (lease_until IS NULL OR lease_until <= ?)
                    ORDER BY due_at LIMIT ?)
                RETURNING *
                """,
                (owner, lease_now + lease_seconds, now, lease_now, limit),
            ).fetchall()
        return sorted((_record(r) for r in rows), key=lambda r: (r.due_at or 0.0, r.created_at))

    def record_attempt(
        self,
        delivery: DeliveryRecord,
        owner: str,
        attempt: AttemptRecord,
        *,
        final: FinalStatus | None,
        retry_at: float | None = None,
        reported: bool = False,
    ) -> DeliveryRecord | None:
        """Record attempt `attempt` of `delivery` and what follows it.

        `final` is the outcome when the delivery ends here (`delivered` or `failed`), else
        None and the next attempt is due at `retry_at`. The lease is released on a retry and
        kept on a final outcome until the outcome is reported, unless `reported` (nobody is to
        be told: the row is closed at once). Returns the updated record, or None when `owner`
        no longer holds the row (another worker took it over).
        """
        if attempt.number != delivery.attempts + 1:
            raise ValueError(f"attempt {attempt.number} follows {delivery.attempts} attempts")
        if final is None and retry_at is None:
            raise ValueError("a retried delivery needs retry_at")
        error = attempt.error
        if error is None and attempt.http_status is not None and final != "delivered":
            error = f"the receiver answered HTTP {attempt.http_status}"
        with self._write() as db:
            if final is None:
                sets = "due_at = ?, lease_owner = NULL, lease_until = NULL"
                args: tuple[Any, ...] = (retry_at,)
            elif reported:
                sets = (
                    "status = ?, due_at = NULL, finished_at = ?, notified_at = ?,"
                    " lease_owner = NULL, lease_until = NULL"
                )
                args = (final, attempt.finished_at, attempt.finished_at)
            else:
                sets = "status = ?, due_at = ?, finished_at = ?"
                args = (final, attempt.finished_at, attempt.finished_at)
            row = db.execute(
                f"""
                UPDATE webhook_deliveries
                SET {sets}, attempts = attempts + 1, last_error = ?
                WHERE id = ? AND lease_owner = ? AND status = 'pending' AND attempts = ?
                RETURNING *
                """,
                (*args, error, delivery.id, owner, delivery.attempts),
            ).fetchone()
            if row is None:
                return None
            db.execute(
                "INSERT INTO webhook_delivery_attempts VALUES (?, ?, ?, ?, ?, ?)",
                (
                    delivery.id,
                    attempt.number,
                    attempt.started_at,
                    attempt.finished_at,
                    attempt.http_status,
                    attempt.error,
                ),
            )
        return _record(row)

    def record_refusal(
        self, delivery: DeliveryRecord, owner: str, reason: str, *, reported: bool = False
    ) -> DeliveryRecord | None:
        """Fail `delivery` without an attempt (its target may not be contacted): final.

        `reported` as in `record_attempt`.
        """
        now = self._now()
        closing = (
            "due_at = NULL, notified_at = ?, lease_owner = NULL, lease_until = NULL"
            if reported
            else "due_at = ?"
        )
        with self._write() as db:
            row = db.execute(
                f"""
                UPDATE webhook_deliveries
                SET status = 'failed', finished_at = ?, last_error = ?, {closing}
                WHERE id = ? AND lease_owner = ? AND status = 'pending'
                RETURNING *
                """,
                (now, reason, now, delivery.id, owner),
            ).fetchone()
        return None if row is None else _record(row)

    def mark_notified(self, delivery_id: str, owner: str) -> bool:
        """The outcome was reported: the row is no longer due and its lease is released."""
        with self._write() as db:
            changed = db.execute(
                """
                UPDATE webhook_deliveries
                SET notified_at = ?, due_at = NULL, lease_owner = NULL, lease_until = NULL
                WHERE id = ? AND lease_owner = ? AND status != 'pending'
                """,
                (self._now(), delivery_id, owner),
            ).rowcount
        return changed == 1

    def release(self, delivery_id: str, owner: str) -> None:
        """Give a leased row back at once (e.g. when stopping before it was worked on)."""
        with self._write() as db:
            db.execute(
                """
                UPDATE webhook_deliveries SET lease_owner = NULL, lease_until = NULL
                WHERE id = ? AND lease_owner = ?
                """,
                (delivery_id, owner),
            )

    # -- reading ------------------------------------------------------------------------------

    def next_due_at(self) -> float | None:
        """The earliest time (outbox clock) a row can be claimed, or None when no row is open.

        That is the first due time of an unleased (or lease-expired) row, or the first lease
        expiry (moved from the lease clock to the outbox clock), whichever comes first; both
        are index lookups.
        """
        now, lease_now = self._now(), self._lease_now()
        with self._lock:
            unleased = self._db.execute(
                "SELECT due_at FROM webhook_deliveries"
                " WHERE due_at IS NOT NULL AND (lease_until IS NULL OR lease_until <= ?)"
                " ORDER BY due_at LIMIT 1",
                (lease_now,),
            ).fetchone()
            lease = self._db.execute(
                "SELECT MIN(lease_until) FROM webhook_deliveries WHERE lease_until > ?",
                (lease_now,),
            ).fetchone()
        expiry = None if lease[0] is None else lease[0] - lease_now + now
        times = [t for t in (unleased[0] if unleased else None, expiry) if t is not None]
        return min(times) if times else None

    def get(self, delivery_id: str) -> DeliveryRecord | None:
        """One delivery with its attempts."""
        with self._lock:
            row = self._db.execute(
                "SELECT * FROM webhook_deliveries WHERE id = ?", (delivery_id,)
            ).fetchone()
            if row is None:
                return None
            log = self._db.execute(
                "SELECT * FROM webhook_delivery_attempts WHERE delivery_id = ? ORDER BY number",
                (delivery_id,),
            ).fetchall()
        return _record(row, tuple(_attempt(a) for a in log))

    def deliveries(
        self, *, status: DeliveryStatus | None = None, limit: int = 1000
    ) -> list[DeliveryRecord]:
        """Deliveries, newest first, with their attempts (for the sandbox view and tests)."""
        where, args = ("WHERE status = ?", (status,)) if status else ("", ())
        with self._lock:
            rows = self._db.execute(
                f"SELECT * FROM webhook_deliveries {where} ORDER BY created_at DESC, id LIMIT ?",
                (*args, limit),
            ).fetchall()
            ids = [r["id"] for r in rows]
            logs: dict[str, list[AttemptRecord]] = {i: [] for i in ids}
            for chunk_start in range(0, len(ids), 500):
                chunk = ids[chunk_start : chunk_start + 500]
                marks = ",".join("?" * len(chunk))
                for a in self._db.execute(
                    "SELECT * FROM webhook_delivery_attempts"
                    f" WHERE delivery_id IN ({marks}) ORDER BY number",
                    chunk,
                ):
                    logs[a["delivery_id"]].append(_attempt(a))
        return [_record(r, tuple(logs[r["id"]])) for r in rows]

    def counts(self) -> dict[str, int]:
        """Number of deliveries per status."""
        with self._lock:
            rows = self._db.execute(
                "SELECT status, COUNT(*) FROM webhook_deliveries GROUP BY status"
            ).fetchall()
        return {row[0]: row[1] for row in rows}
