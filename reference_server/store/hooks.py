"""Webhook registrations per profile and action, and the webhook history."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from .database import Repository
from .rows import HookRow


class HookRecords(Repository):
    """The `hooks` and `history` tables (history answers are cached by `history_version`)."""

    # -- hooks --------------------------------------------------------------------------------

    @staticmethod
    def _hook(row: sqlite3.Row) -> HookRow:
        return HookRow(
            row["hook_id"],
            row["action"],
            row["url"],
            row["secret"],
            row["created"],
            row["previous_secret"],
            row["rotation_until"],
        )

    def put_hook(self, profile_id: int, hook: HookRow) -> None:
        with self.transaction() as db:
            db.execute(
                "DELETE FROM hooks WHERE profile_id = ? AND action = ?", (profile_id, hook.action)
            )
            db.execute(
                "INSERT INTO hooks (profile_id, action, hook_id, url, secret, created,"
                " previous_secret, rotation_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    profile_id,
                    hook.action,
                    hook.hook_id,
                    hook.url,
                    hook.secret,
                    hook.created,
                    hook.previous_secret,
                    hook.rotation_until,
                ),
            )

    def hooks(self, profile_id: int) -> list[HookRow]:
        rows = self._all(
            "SELECT * FROM hooks WHERE profile_id = ? ORDER BY created, action", (profile_id,)
        )
        return [self._hook(r) for r in rows]

    def hook(self, profile_id: int, action: str) -> HookRow | None:
        row = self._one(
            "SELECT * FROM hooks WHERE profile_id = ? AND action = ?", (profile_id, action)
        )
        return None if row is None else self._hook(row)

    def delete_hook(self, profile_id: int, action: str) -> bool:
        return (
            self._run("DELETE FROM hooks WHERE profile_id = ? AND action = ?", (profile_id, action))
            > 0
        )

    # -- webhook history ----------------------------------------------------------------------

    def add_history(self, profile_id: int, entries: list[tuple[str, int, dict[str, Any]]]) -> None:
        """Store (action, created unix seconds, entry body) rows."""
        with self.transaction() as db:
            db.executemany(
                "INSERT INTO history (profile_id, action, created, body) VALUES (?, ?, ?, ?)",
                [(profile_id, a, c, json.dumps(b, separators=(",", ":"))) for a, c, b in entries],
            )

    def add_delivered_history(
        self, ref_id: str, delivery_id: str, action: str, created: int, body_text: str
    ) -> bool:
        """Record the entry of one finished delivery (once per delivery id); False when the
        profile no longer exists or the delivery was already recorded."""
        with self._lock:
            row = self._db.execute("SELECT id FROM profiles WHERE ref_id = ?", (ref_id,)).fetchone()
            if row is None:
                return False
            return (
                self._db.execute(
                    "INSERT OR IGNORE INTO history (profile_id, action, created, body, delivery_id)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (row["id"], action, created, body_text, delivery_id),
                ).rowcount
                == 1
            )

    def history_version(self) -> int:
        """Moves whenever any history entry is added, changed or removed (a trigger)."""
        row = self._one("SELECT n FROM history_version WHERE id = 1")
        return 0 if row is None else int(row[0])

    def history(self, profile_id: int, since: int, actions: list[str]) -> list[tuple[str, str]]:
        """(action, JSON text of the entry) created at or after `since`, by action, newest
        first within each (the order the index has: no sort step)."""
        marks = ",".join("?" for _ in actions)
        return self._tuples(
            f"SELECT action, body FROM history WHERE profile_id = ? AND created >= ? "
            f"AND action IN ({marks}) ORDER BY action DESC, created DESC, id DESC",
            (profile_id, since, *actions),
        )
