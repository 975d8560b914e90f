"""Feeds in SQLite: one `feeds` row per added feed (its owner profile, creation time, when it is
checked next and was checked last, and what `get_feeds` lists as JSON) and one `feed_items` row
per article seen in it (with the Post ID made from it, NULL for the articles it held when it was
added). Every method is one step of a transaction the caller holds (`store.transaction()`; run
on `Repository._tx`), so a check's claim, its new articles, their posts and their webhook events
commit together."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from .database import Repository


@dataclass(frozen=True)
class FeedRow:
    id: str
    profile_id: int
    created: int
    next_check: int
    last_checked: int | None
    body: dict[str, Any]  # the feed's stored facts (title, link, feedURL, settings ...)


def _row(row: sqlite3.Row) -> FeedRow:
    return FeedRow(
        row["id"],
        row["profile_id"],
        row["created"],
        row["next_check"],
        row["last_checked"],
        json.loads(row["body"]),
    )


def _text(body: dict[str, Any]) -> str:
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False)


class FeedRecords(Repository):
    """Queries of the `feeds` and `feed_items` tables."""

    def count_of_profile(self, profile_id: int) -> int:
        """How many feeds the profile keeps."""
        row = self._tx.execute(
            "SELECT COUNT(*) FROM feeds WHERE profile_id = ?", (profile_id,)
        ).fetchone()
        return int(row[0])

    def add(self, feed: FeedRow) -> bool:
        """Store the feed; False when its id is taken (the caller draws another)."""
        cursor = self._tx.execute(
            "INSERT OR IGNORE INTO feeds (id, profile_id, created, next_check, last_checked, body)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                feed.id,
                feed.profile_id,
                feed.created,
                feed.next_check,
                feed.last_checked,
                _text(feed.body),
            ),
        )
        return cursor.rowcount == 1

    def of_profile(self, profile_id: int) -> list[FeedRow]:
        rows = self._tx.execute(
            "SELECT * FROM feeds WHERE profile_id = ? ORDER BY created, rowid", (profile_id,)
        ).fetchall()
        return [_row(r) for r in rows]

    def get(self, profile_id: int, feed_id: str) -> FeedRow | None:
        row = self._tx.execute(
            "SELECT * FROM feeds WHERE profile_id = ? AND id = ?", (profile_id, feed_id)
        ).fetchone()
        return None if row is None else _row(row)

    def by_id(self, feed_id: str) -> FeedRow | None:
        row = self._tx.execute("SELECT * FROM feeds WHERE id = ?", (feed_id,)).fetchone()
        return None if row is None else _row(row)

    def set_body(self, feed_id: str, body: dict[str, Any]) -> None:
        self._tx.execute("UPDATE feeds SET body = ? WHERE id = ?", (_text(body), feed_id))

    def delete(self, feed_id: str) -> None:
        self._tx.execute("DELETE FROM feed_items WHERE feed_id = ?", (feed_id,))
        self._tx.execute("DELETE FROM feeds WHERE id = ?", (feed_id,))

    def due(self, now: int, limit: int) -> list[str]:
        """Ids of the feeds whose next check is at or before `now`, earliest first."""
        rows = self._tx.execute(
            "SELECT id FROM feeds WHERE next_check <= ? ORDER BY next_check, rowid LIMIT ?",
            (now, limit),
        ).fetchall()
        return [str(r["id"]) for r in rows]

    def claim(self, feed_id: str, now: int, next_check: int) -> bool:
        """Move a due feed's next check to `next_check`; False when another process did."""
        cursor = self._tx.execute(
            "UPDATE feeds SET next_check = ?, last_checked = ? WHERE id = ? AND next_check <= ?",
            (next_check, now, feed_id, now),
        )
        return cursor.rowcount == 1

    def seen(self, feed_id: str) -> set[str]:
        rows = self._tx.execute("SELECT item_id FROM feed_items WHERE feed_id = ?", (feed_id,))
        return {str(r["item_id"]) for r in rows}

    def add_item(self, feed_id: str, item_id: str, seen: int, post_id: str | None) -> bool:
        """Record an article; False when it was recorded already (by another process)."""
        cursor = self._tx.execute(
            "INSERT OR IGNORE INTO feed_items (feed_id, item_id, seen, post_id)"
            " VALUES (?, ?, ?, ?)",
            (feed_id, item_id, seen, post_id),
        )
        return cursor.rowcount == 1
