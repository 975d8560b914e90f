"""Per-profile rate-limit windows in SQLite, so every worker process of a data dir counts the
same requests: one row per profile (start of its current window, requests admitted in it,
and the limit the test control set for it, if any).

A request is counted by one atomic upsert: a window that has ended (or lies in the future,
after the clock moved back) is replaced by one starting now; the request is admitted while
fewer than the limit were admitted in the window, and a refused request is not counted.
"""

from __future__ import annotations

from dataclasses import dataclass

from .records import Store

_FRESH = ":now >= window_start + :window OR :now < window_start"
_LIMIT = "COALESCE(max_override, :max)"

COUNT_REQUEST = f"""
INSERT INTO rate_windows (profile_id, window_start, used, admitted)
VALUES (:profile, :now, MIN(1, :max), :max > 0)
ON CONFLICT (profile_id) DO UPDATE SET
    window_start = CASE WHEN {_FRESH} THEN :now ELSE window_start END,
    used = CASE
        WHEN {_FRESH} THEN MIN(1, {_LIMIT})
        WHEN used < {_LIMIT} THEN used + 1
        ELSE MIN(used, {_LIMIT})
    END,
    admitted = CASE WHEN {_FRESH} THEN {_LIMIT} > 0 ELSE used < {_LIMIT} END
RETURNING window_start, used, admitted, {_LIMIT} AS max
"""

SET_LIMIT = """
INSERT INTO rate_windows (profile_id, window_start, used, admitted, max_override)
VALUES (?, 0, 0, 0, ?)
ON CONFLICT (profile_id) DO UPDATE SET
    window_start = 0, used = 0, admitted = 0, max_override = excluded.max_override
"""


@dataclass(frozen=True)
class WindowCount:
    """A profile's window after counting one request."""

    window_start: int
    used: int
    admitted: bool
    max: int


def count_request(store: Store, profile_id: int, now: int, window: int, limit: int) -> WindowCount:
    """Count one request of `profile_id` at Unix time `now` against `limit` (or the profile's
    own limit set by `set_profile_limit`) in windows of `window` seconds."""
    args = {"profile": profile_id, "now": now, "window": window, "max": limit}
    with store.transaction() as db:
        row = db.execute(COUNT_REQUEST, args).fetchone()
    return WindowCount(
        int(row["window_start"]), int(row["used"]), bool(row["admitted"]), int(row["max"])
    )


def set_profile_limit(store: Store, profile_id: int, limit: int | None) -> None:
    """Give `profile_id` its own limit (None: the server's again) and start a fresh window."""
    with store.transaction() as db:
        db.execute(SET_LIMIT, (profile_id, limit))
