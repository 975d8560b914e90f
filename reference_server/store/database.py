"""The data file's one connection and its lock, and `Repository`: the base of every area's
repository (`profiles.py`, `posts.py`, `links.py`, ...), which owns that area's SQL and runs it
on this one connection. `Store` (records.py) holds one repository per area.

Two kinds of method live on a repository: those that stand alone (each takes the lock, and a
write of several statements opens its own transaction), and those that are one step of the
caller's `store.transaction()` (they run their statements on `_tx`, which refuses to run when
no transaction is open, so a step cannot silently commit on its own).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from .connection import immediate_transaction, open_database
from .schema import create_schema

#: Seconds that long work done in parts pauses between them, outside the lock (`hand_over`).
HANDOVER_SECONDS = 0.001


def hand_over() -> None:
    """Between two parts of long work (a seed, a sync, a removal in parts): pause outside the
    store's lock so a thread waiting for it, the event loop's, takes it. The lock is not fair:
    a thread that releases it and at once asks again nearly always gets it back before a
    waiting thread has woken, and a `time.sleep(0)` is too short for that thread to wake."""
    time.sleep(HANDOVER_SECONDS)


class Database:
    """Thread-safe access to the SQLite database: one connection behind one re-entrant lock."""

    def __init__(self, path: Path) -> None:
        self.lock = threading.RLock()
        self.connection = open_database(path)
        with self.transaction() as db:
            create_schema(db)

    def close(self) -> None:
        with self.lock:
            self.connection.close()

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]:
        """A write transaction holding the lock; every repository's statements made inside it
        (on this thread) are part of it."""
        return immediate_transaction(self.connection, self.lock)


class NoTransactionError(RuntimeError):
    """A repository step that belongs in the caller's transaction ran outside one."""


class Repository:
    """One area's records over the store's connection (see the module docstring)."""

    def __init__(self, database: Database) -> None:
        self._database = database
        self._lock = database.lock
        self._db = database.connection

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]:
        return self._database.transaction()

    @property
    def _tx(self) -> sqlite3.Connection:
        """The connection, for a statement of the caller's open `store.transaction()`."""
        if not self._db.in_transaction:
            raise NoTransactionError(
                f"{type(self).__name__}: this step runs inside store.transaction()"
            )
        return self._db

    def _all(self, sql: str, args: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return list(self._db.execute(sql, args).fetchall())

    def _tuples(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Rows as plain tuples (no `sqlite3.Row` per row: long reads)."""
        with self._lock:
            cursor = self._db.cursor()
            cursor.row_factory = None
            return cursor.execute(sql, args).fetchall()

    def _one(self, sql: str, args: tuple[Any, ...] = ()) -> sqlite3.Row | None:
        with self._lock:
            row: sqlite3.Row | None = self._db.execute(sql, args).fetchone()
            return row

    def _run(self, sql: str, args: tuple[Any, ...] = ()) -> int:
        with self._lock:
            return self._db.execute(sql, args).rowcount
