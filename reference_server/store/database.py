"""The data file's connection and its lock, and the query helpers every area's records use.

Each area's records (`profiles.py`, `hooks.py`, `media_records.py`, `posts.py`) is a class over
this one connection; `Store` (records.py) is all of them, the object `service.store` is.
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from .connection import immediate_transaction, open_database
from .schema import create_schema


class Database:
    """Thread-safe access to the SQLite database."""

    def __init__(self, path: Path) -> None:
        self._lock = threading.RLock()
        self._db = open_database(path)
        with self.transaction() as db:
            create_schema(db)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]:
        return immediate_transaction(self._db, self._lock)

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
