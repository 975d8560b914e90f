"""Per-profile rate-limit windows in SQLite, so every worker process of a data dir counts the
same requests: one row per profile (start of its current window, requests admitted in it,
and the limit the test control set for it, if any), through its own connection (like the
outbox), since every request writes here. A profile may also have a limit for one client
address bucket only (`rate_address_windows`, set by the test control): requests from that
bucket count in their own window against it instead of the profile's. Requests that carry
no credential of the profile but identify it (the linking page's token) count in a third
window of their own (`rate_page_windows`), against the profile's limit but never in its API
window.

A request is counted by one atomic upsert in autocommit mode (no explicit transaction: half
the cost, see `benchmarks/rate_limit_bench.py`): a window that has ended (or lies in the
future, after the clock moved back) is replaced by one starting now; the request is admitted
while fewer than the limit were admitted in the window, and a refused request is not counted.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from .connection import open_database

#: SQL: the stored window has ended at `:now` (or starts after it: the clock went back), so a
#: count starts a fresh one; shared with `auth_failures.py`.
FRESH_WINDOW = ":now >= window_start + :window OR :now < window_start"
_LIMIT = "COALESCE(max_override, :max)"

COUNT_REQUEST = f"""
INSERT INTO rate_windows (profile_id, window_start, used, admitted)
VALUES (:profile, :now, MIN(1, :max), :max > 0)
ON CONFLICT (profile_id) DO UPDATE SET
    window_start = CASE WHEN {FRESH_WINDOW} THEN :now ELSE window_start END,
    used = CASE
        WHEN {FRESH_WINDOW} THEN MIN(1, {_LIMIT})
        WHEN used < {_LIMIT} THEN used + 1
        ELSE MIN(used, {_LIMIT})
    END,
    admitted = CASE WHEN {FRESH_WINDOW} THEN {_LIMIT} > 0 ELSE used < {_LIMIT} END
RETURNING window_start, used, admitted, {_LIMIT} AS max
"""

#: SQL: count one page request of `:profile` in its page window, against `:max`.
COUNT_PAGE_REQUEST = f"""
INSERT INTO rate_page_windows (profile_id, window_start, used, admitted)
VALUES (:profile, :now, MIN(1, :max), :max > 0)
ON CONFLICT (profile_id) DO UPDATE SET
    window_start = CASE WHEN {FRESH_WINDOW} THEN :now ELSE window_start END,
    used = CASE
        WHEN {FRESH_WINDOW} THEN MIN(1, :max)
        WHEN used < :max THEN used + 1
        ELSE MIN(used, :max)
    END,
    admitted = CASE WHEN {FRESH_WINDOW} THEN :max > 0 ELSE used < :max END
RETURNING window_start, used, admitted
"""

SET_LIMIT = """
INSERT INTO rate_windows (profile_id, window_start, used, admitted, max_override)
VALUES (?, 0, 0, 0, ?)
ON CONFLICT (profile_id) DO UPDATE SET
    window_start = 0, used = 0, admitted = 0, max_override = excluded.max_override
"""


COUNT_ADDRESS_REQUEST = f"""
UPDATE rate_address_windows SET
    window_start = CASE WHEN {FRESH_WINDOW} THEN :now ELSE window_start END,
    used = CASE
        WHEN {FRESH_WINDOW} THEN MIN(1, max)
        WHEN used < max THEN used + 1
        ELSE used
    END,
    admitted = CASE WHEN {FRESH_WINDOW} THEN max > 0 ELSE used < max END
WHERE profile_id = :profile AND bucket = :bucket
RETURNING window_start, used, admitted, max
"""

SET_ADDRESS_LIMIT = """
INSERT INTO rate_address_windows (profile_id, bucket, window_start, used, admitted, max)
VALUES (?, ?, 0, 0, 0, ?)
ON CONFLICT (profile_id, bucket) DO UPDATE SET
    window_start = 0, used = 0, admitted = 0, max = excluded.max
"""


@dataclass(frozen=True)
class WindowCount:
    """A profile's window after counting one request."""

    window_start: int
    used: int
    admitted: bool
    max: int


class RateWindows:
    """The `rate_windows` table of one data file (created by `Store`), thread-safe."""

    def __init__(self, path: Path) -> None:
        if sqlite3.sqlite_version_info < (3, 35, 0):
            raise RuntimeError(f"SQLite {sqlite3.sqlite_version} lacks RETURNING (3.35+)")
        self._lock = threading.Lock()
        self._db = open_database(path)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def count_request(
        self, profile_id: int, now: int, window: int, limit: int, bucket: str = ""
    ) -> WindowCount:
        """Count one request of `profile_id` from address `bucket` at Unix time `now` in
        windows of `window` seconds: against the profile's limit for that bucket when
        `set_address_limit` gave it one, else against `limit` (or the profile's own limit
        set by `set_profile_limit`)."""
        args = {"profile": profile_id, "now": now, "window": window, "max": limit}
        with self._lock:
            row = self._db.execute(COUNT_ADDRESS_REQUEST, {**args, "bucket": bucket}).fetchone()
            if row is None:
                row = self._db.execute(COUNT_REQUEST, args).fetchone()
        return WindowCount(
            int(row["window_start"]), int(row["used"]), bool(row["admitted"]), int(row["max"])
        )

    def count_page_request(self, profile_id: int, now: int, window: int, limit: int) -> WindowCount:
        """Count one page request of `profile_id` (a request with no credential of the
        profile, e.g. the linking page's) at `now` in its page window, against the profile's
        limit (`limit`, or its own set by `set_profile_limit`; no address limit applies)."""
        with self._lock:
            own = self._db.execute(
                "SELECT max_override FROM rate_windows WHERE profile_id = ?", (profile_id,)
            ).fetchone()
            if own is not None and own["max_override"] is not None:
                limit = int(own["max_override"])
            args = {"profile": profile_id, "now": now, "window": window, "max": limit}
            row = self._db.execute(COUNT_PAGE_REQUEST, args).fetchone()
        return WindowCount(int(row["window_start"]), int(row["used"]), bool(row["admitted"]), limit)

    def current(
        self, profile_id: int, now: int, window: int, limit: int, bucket: str = ""
    ) -> WindowCount:
        """The window a request of `profile_id` from `bucket` would count in at `now`, as it
        stands (nothing counted; `admitted` says whether one more request would be)."""
        with self._lock:
            row = self._db.execute(
                "SELECT window_start, used, max FROM rate_address_windows "
                "WHERE profile_id = ? AND bucket = ?",
                (profile_id, bucket),
            ).fetchone()
            if row is None:
                row = self._db.execute(
                    "SELECT window_start, used, COALESCE(max_override, ?) AS max "
                    "FROM rate_windows WHERE profile_id = ?",
                    (limit, profile_id),
                ).fetchone()
        if row is None:
            return WindowCount(now, 0, limit > 0, limit)
        start, used, maximum = int(row["window_start"]), int(row["used"]), int(row["max"])
        if now >= start + window or now < start:  # FRESH_WINDOW: the next request starts one
            start, used = now, 0
        return WindowCount(start, used, used < maximum, maximum)

    def set_profile_limit(self, profile_id: int, limit: int | None) -> None:
        """Give `profile_id` its own limit (None: the server's again) and fresh windows (its
        page window's too)."""
        with self._lock:
            self._db.execute(SET_LIMIT, (profile_id, limit))
            self._db.execute("DELETE FROM rate_page_windows WHERE profile_id = ?", (profile_id,))

    def set_address_limit(self, profile_id: int, bucket: str, limit: int | None) -> None:
        """Give `profile_id` a limit for requests from `bucket` only, in a fresh window (None:
        remove it, so those requests count against the profile's limit again)."""
        with self._lock:
            if limit is None:
                self._db.execute(
                    "DELETE FROM rate_address_windows WHERE profile_id = ? AND bucket = ?",
                    (profile_id, bucket),
                )
            else:
                self._db.execute(SET_ADDRESS_LIMIT, (profile_id, bucket, limit))
