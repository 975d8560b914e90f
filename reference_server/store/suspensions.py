"""The suspension of User Profiles answered 429 too often (`x-rate-limit.suspension`), in
SQLite, so every worker process of a data dir shares it and it survives a restart: one row per
429 answer still inside the rolling window (`rate_refusals`), and per profile the end of its
suspension and the count the test control set for it (`rate_suspensions`). Both go with a
deleted profile (ON DELETE CASCADE). Times are Unix seconds of the service clock. Its own
connection, like the rate windows: every request of a User Profile reads here.
"""

from __future__ import annotations

import threading
from pathlib import Path

from .connection import immediate_transaction, open_database

SUSPENDED_UNTIL = """
SELECT suspended_until FROM rate_suspensions
WHERE profile_id = ? AND suspended_until IS NOT NULL AND suspended_until > ?
"""

SET_AFTER = """
INSERT INTO rate_suspensions (profile_id, suspended_until, after_override) VALUES (?, NULL, ?)
ON CONFLICT (profile_id) DO UPDATE SET
    suspended_until = NULL, after_override = excluded.after_override
"""

SUSPEND = """
INSERT INTO rate_suspensions (profile_id, suspended_until) VALUES (?, ?)
ON CONFLICT (profile_id) DO UPDATE SET suspended_until = excluded.suspended_until
"""


class Suspensions:
    """The `rate_refusals` and `rate_suspensions` tables of one data file, thread-safe."""

    def __init__(self, path: Path) -> None:
        self._lock = threading.Lock()
        self._db = open_database(path)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def suspended_until(self, profile_id: int, now: int) -> int | None:
        """When the profile's suspension ends, if it is suspended at `now`."""
        with self._lock:
            row = self._db.execute(SUSPENDED_UNTIL, (profile_id, now)).fetchone()
        return None if row is None else int(row["suspended_until"])

    def count_refusal(self, profile_id: int, now: int, within: int, after: int) -> tuple[int, int]:
        """Record a 429 answer at `now`; the profile's 429 answers within the last `within`
        seconds (older ones are dropped) and the count that suspends it (its own, else
        `after`)."""
        with immediate_transaction(self._db, self._lock):
            self._db.execute(
                "DELETE FROM rate_refusals WHERE profile_id = ? AND at <= ?",
                (profile_id, now - within),
            )
            self._db.execute(
                "INSERT INTO rate_refusals (profile_id, at) VALUES (?, ?)", (profile_id, now)
            )
            count = self._db.execute(
                "SELECT COUNT(*) FROM rate_refusals WHERE profile_id = ?", (profile_id,)
            ).fetchone()[0]
            row = self._db.execute(
                "SELECT after_override FROM rate_suspensions WHERE profile_id = ?", (profile_id,)
            ).fetchone()
        own = None if row is None else row["after_override"]
        return int(count), after if own is None else int(own)

    def suspend(self, profile_id: int, until: int) -> None:
        """Suspend the profile until `until`; its count starts afresh."""
        with immediate_transaction(self._db, self._lock):
            self._db.execute("DELETE FROM rate_refusals WHERE profile_id = ?", (profile_id,))
            self._db.execute(SUSPEND, (profile_id, until))

    def set_after(self, profile_id: int, after: int | None) -> None:
        """The count that suspends the profile (None: the spec's); its count starts afresh and
        a suspension it is under ends."""
        with immediate_transaction(self._db, self._lock):
            self._db.execute("DELETE FROM rate_refusals WHERE profile_id = ?", (profile_id,))
            self._db.execute(SET_AFTER, (profile_id, after))

    def suspended_profiles(self, now: int) -> set[int]:
        """The profiles suspended at `now`."""
        with self._lock:
            rows = self._db.execute(
                "SELECT profile_id FROM rate_suspensions WHERE suspended_until > ?", (now,)
            ).fetchall()
        return {int(row["profile_id"]) for row in rows}
