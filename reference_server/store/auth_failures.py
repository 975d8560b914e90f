"""Failed-authentication windows per client address (`x-auth-failure-limit`) in SQLite, so
every worker process of a data dir counts the same failures: one row per address bucket (start
of its current window, failures counted in it, and the limit the test control set for it, if
any), through its own connection, like `rate_windows.py`.

A failure is counted by one atomic upsert: a window that has ended (or lies in the future,
after the clock moved back) is replaced by one starting now. Reading whether a bucket is
refused is one primary-key lookup. Rows of ended windows without an override are deleted now
and then (`prune`), so the table holds only addresses that failed within the last window.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from .connection import open_database
from .rate_windows import FRESH_WINDOW

COUNT_FAILURE = f"""
INSERT INTO auth_failure_windows (bucket, window_start, failures)
VALUES (:bucket, :now, 1)
ON CONFLICT (bucket) DO UPDATE SET
    window_start = CASE WHEN {FRESH_WINDOW} THEN :now ELSE window_start END,
    failures = CASE WHEN {FRESH_WINDOW} THEN 1 ELSE failures + 1 END
RETURNING window_start, failures, COALESCE(max_override, :max) AS max
"""

READ = """
SELECT window_start, failures, COALESCE(max_override, :max) AS max
FROM auth_failure_windows WHERE bucket = :bucket
"""

SET_LIMIT = """
INSERT INTO auth_failure_windows (bucket, window_start, failures, max_override)
VALUES (?, 0, 0, ?)
ON CONFLICT (bucket) DO UPDATE SET
    window_start = 0, failures = 0, max_override = excluded.max_override
"""

PRUNE = """
DELETE FROM auth_failure_windows
WHERE max_override IS NULL AND (window_start + :window <= :now OR window_start > :now)
"""


@dataclass(frozen=True)
class FailureWindow:
    """A bucket's window: when it started, failures counted in it, the limit in force."""

    window_start: int
    failures: int
    max: int


class AuthFailureWindows:
    """The `auth_failure_windows` table of one data file (created by `Store`), thread-safe."""

    def __init__(self, path: Path) -> None:
        self._lock = threading.Lock()
        self._db = open_database(path)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def read(self, bucket: str, now: int, window: int, limit: int) -> FailureWindow | None:
        """The bucket's current window (None: no failure in a window live at `now`)."""
        with self._lock:
            row = self._db.execute(READ, {"bucket": bucket, "max": limit}).fetchone()
        if row is None:
            return None
        start = int(row["window_start"])
        if now >= start + window or now < start:
            return FailureWindow(now, 0, int(row["max"]))  # ended: a fresh one, nothing counted
        return FailureWindow(start, int(row["failures"]), int(row["max"]))

    def count_failure(self, bucket: str, now: int, window: int, limit: int) -> FailureWindow:
        """Count one failed authentication of `bucket` at Unix time `now`."""
        args = {"bucket": bucket, "now": now, "window": window, "max": limit}
        with self._lock:
            row = self._db.execute(COUNT_FAILURE, args).fetchone()
        return FailureWindow(int(row["window_start"]), int(row["failures"]), int(row["max"]))

    def set_limit(self, bucket: str, limit: int | None) -> None:
        """Give `bucket` its own limit (None: the server's again) and a fresh window."""
        with self._lock:
            self._db.execute(SET_LIMIT, (bucket, limit))

    def prune(self, now: int, window: int) -> int:
        """Delete the rows of ended windows that carry no override; how many were deleted."""
        with self._lock:
            return self._db.execute(PRUNE, {"now": now, "window": window}).rowcount
