"""How the server opens its SQLite file and runs a write transaction (store and outbox alike).

One connection per owner, shared across threads behind the owner's lock; autocommit mode so
transactions are explicit; WAL so readers never block the writer; a busy timeout so another
process holding the write lock makes us wait instead of failing. The file holds webhook secrets
and key hashes, so it is readable by its owner only (0600; SQLite gives its `-wal` and `-shm`
files the mode of the database file).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DEFAULT_BUSY_TIMEOUT_MS = 5000


def open_database(path: Path, busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS) -> sqlite3.Connection:
    """Open (creating its folder) the SQLite file at `path` with the server's settings."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
    for owned in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if owned.exists():
            owned.chmod(0o600)
    db = sqlite3.connect(
        path, check_same_thread=False, isolation_level=None, timeout=busy_timeout_ms / 1000
    )
    db.row_factory = sqlite3.Row
    db.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("PRAGMA foreign_keys=ON")
    return db


@contextmanager
def immediate_transaction(
    db: sqlite3.Connection, lock: threading.Lock | threading.RLock
) -> Iterator[sqlite3.Connection]:
    """A write transaction that takes the write lock at once (no stale read snapshot)."""
    with lock:
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
