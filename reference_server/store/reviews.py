"""Reviews in SQLite: one `reviews` row per review of a profile's account on a network (Facebook or
Google Business Profile), added by the test control, with the review as `get_reviews` lists it
(JSON, its reply included). Every method is one step of a transaction the caller holds
(`store.transaction()`; run on `Repository._tx`)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from .database import Repository


@dataclass(frozen=True)
class ReviewRow:
    platform: str
    id: str
    profile_id: int
    created: int
    body: dict[str, Any]


def _row(row: sqlite3.Row) -> ReviewRow:
    return ReviewRow(
        row["platform"], row["id"], row["profile_id"], row["created"], json.loads(row["body"])
    )


def _text(body: dict[str, Any]) -> str:
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False)


class ReviewRecords(Repository):
    """Queries of the `reviews` table."""

    def add(self, review: ReviewRow) -> bool:
        """Store the review; False when its id is taken on the network."""
        cursor = self._tx.execute(
            "INSERT OR IGNORE INTO reviews (platform, id, profile_id, created, body)"
            " VALUES (?, ?, ?, ?, ?)",
            (review.platform, review.id, review.profile_id, review.created, _text(review.body)),
        )
        return cursor.rowcount == 1

    def of_profile(self, profile_id: int, platform: str) -> list[ReviewRow]:
        """The profile's reviews on the network, newest first."""
        rows = self._tx.execute(
            "SELECT * FROM reviews WHERE profile_id = ? AND platform = ?"
            " ORDER BY created DESC, rowid DESC",
            (profile_id, platform),
        ).fetchall()
        return [_row(r) for r in rows]

    def get(self, profile_id: int, platform: str, review_id: str) -> ReviewRow | None:
        row = self._tx.execute(
            "SELECT * FROM reviews WHERE profile_id = ? AND platform = ? AND id = ?",
            (profile_id, platform, review_id),
        ).fetchone()
        return None if row is None else _row(row)

    def set_body(self, review: ReviewRow, body: dict[str, Any]) -> None:
        self._tx.execute(
            "UPDATE reviews SET body = ? WHERE platform = ? AND id = ?",
            (_text(body), review.platform, review.id),
        )
