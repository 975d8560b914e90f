"""The user sub-resources in SQLite: the account's batch export files (`user_batch_files`), the
network-held account data a profile updated (`network_accounts`) with the time of each field
update (`network_account_updates`, for Google's rolling limit), the posts a linked network
account holds that were made outside the service (`network_posts`, added by the test control)
and the X users the account looked up per calendar month (`x_user_lookups`). Every method is one
step of a transaction the caller holds (`store.transaction()`; run on `Repository._tx`)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .database import Repository


@dataclass(frozen=True)
class BatchFileRow:
    name: str
    created: int
    body: str


@dataclass(frozen=True)
class NetworkPostRow:
    platform: str
    id: str
    created: int
    body: dict[str, Any]


@dataclass(frozen=True)
class LookupRow:
    kind: str
    value: str
    created: int


def _text(body: Any) -> str:
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False)


class UserAccountRecords(Repository):
    """Queries of the user sub-resources' tables."""

    def latest_batch(self, until: int) -> BatchFileRow | None:
        """The newest export file made at or before `until` (the service clock may have been
        moved back past files made later)."""
        row = self._tx.execute(
            "SELECT * FROM user_batch_files WHERE created <= ?"
            " ORDER BY created DESC, rowid DESC LIMIT 1",
            (until,),
        ).fetchone()
        return None if row is None else BatchFileRow(row["name"], row["created"], row["body"])

    def batch(self, name: str) -> BatchFileRow | None:
        row = self._tx.execute("SELECT * FROM user_batch_files WHERE name = ?", (name,)).fetchone()
        return None if row is None else BatchFileRow(row["name"], row["created"], row["body"])

    def add_batch(self, batch: BatchFileRow, expired_before: int) -> None:
        """Store the file and drop those whose address has expired."""
        self._tx.execute("DELETE FROM user_batch_files WHERE created < ?", (expired_before,))
        self._tx.execute(
            "INSERT INTO user_batch_files (name, created, body) VALUES (?, ?, ?)",
            (batch.name, batch.created, batch.body),
        )

    def network_account(self, profile_id: int, platform: str) -> dict[str, Any] | None:
        row = self._tx.execute(
            "SELECT body FROM network_accounts WHERE profile_id = ? AND platform = ?",
            (profile_id, platform),
        ).fetchone()
        return None if row is None else dict(json.loads(row["body"]))

    def put_network_account(self, profile_id: int, platform: str, body: dict[str, Any]) -> None:
        self._tx.execute(
            "INSERT INTO network_accounts (profile_id, platform, body) VALUES (?, ?, ?)"
            " ON CONFLICT (profile_id, platform) DO UPDATE SET body = excluded.body",
            (profile_id, platform, _text(body)),
        )

    def count_updates(self, profile_id: int, platform: str, field: str, since: int) -> int:
        """Updates of the field after `since` (exclusive)."""
        row = self._tx.execute(
            "SELECT COUNT(*) FROM network_account_updates"
            " WHERE profile_id = ? AND platform = ? AND field = ? AND updated > ?",
            (profile_id, platform, field, since),
        ).fetchone()
        return int(row[0])

    def add_updates(self, profile_id: int, platform: str, fields: list[str], at: int) -> None:
        self._tx.executemany(
            "INSERT INTO network_account_updates (profile_id, platform, field, updated)"
            " VALUES (?, ?, ?, ?)",
            [(profile_id, platform, field, at) for field in fields],
        )

    def add_network_post(self, profile_id: int, post: NetworkPostRow) -> None:
        self._tx.execute(
            "INSERT INTO network_posts (profile_id, platform, id, created, body)"
            " VALUES (?, ?, ?, ?, ?)",
            (profile_id, post.platform, post.id, post.created, _text(post.body)),
        )

    def network_posts(self, profile_id: int, platform: str) -> list[NetworkPostRow]:
        rows = self._tx.execute(
            "SELECT * FROM network_posts WHERE profile_id = ? AND platform = ?"
            " ORDER BY created DESC, rowid DESC",
            (profile_id, platform),
        ).fetchall()
        return [
            NetworkPostRow(r["platform"], r["id"], r["created"], json.loads(r["body"]))
            for r in rows
        ]

    def add_lookup(self, month: str, kind: str, value: str, at: int) -> None:
        """Record a lookup; a value already looked up this month keeps its first time."""
        self._tx.execute(
            "INSERT OR IGNORE INTO x_user_lookups (month, kind, value, created)"
            " VALUES (?, ?, ?, ?)",
            (month, kind, value, at),
        )

    def lookups(self, month: str) -> list[LookupRow]:
        rows = self._tx.execute(
            "SELECT kind, value, created FROM x_user_lookups WHERE month = ?"
            " ORDER BY created, rowid",
            (month,),
        ).fetchall()
        return [LookupRow(r["kind"], r["value"], r["created"]) for r in rows]
