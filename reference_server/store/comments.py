"""Comments in SQLite: one row per comment on one network, whether made through the service
(`comment_id`: its Comment ID, shared by the rows of one request) or outside it (injected by the
test control; `comment_id` NULL). `thread_id` is the Social Comment ID of the top-level comment
a reply belongs to (NULL on top-level comments); `parent_id` the one it answers.

Every method is one step of a transaction the caller holds (`store.transaction()`; run on
`Repository._tx`), so a comment and the webhook event it causes commit together.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from .database import Repository


@dataclass(frozen=True)
class CommentRow:
    platform: str
    social_id: str
    profile_id: int
    post_id: str
    social_post_id: str
    comment_id: str | None
    thread_id: str | None
    parent_id: str | None
    created: int
    body: dict[str, Any]  # the comment as `get_comments` lists it, without `replies`

    @property
    def made_here(self) -> bool:
        """Whether the comment was made through the service (it has a Comment ID)."""
        return self.comment_id is not None


def _row(row: sqlite3.Row) -> CommentRow:
    return CommentRow(
        platform=row["platform"],
        social_id=row["social_id"],
        profile_id=row["profile_id"],
        post_id=row["post_id"],
        social_post_id=row["social_post_id"],
        comment_id=row["comment_id"],
        thread_id=row["thread_id"],
        parent_id=row["parent_id"],
        created=row["created"],
        body=json.loads(row["body"]),
    )


_ORDER = " ORDER BY created, rowid"


def comment_values(rows: list[CommentRow]) -> list[tuple[Any, ...]]:
    """The column values of `rows` as `CommentRecords.add_values` inserts them."""
    return [
        (
            r.platform,
            r.social_id,
            r.profile_id,
            r.post_id,
            r.social_post_id,
            r.comment_id,
            r.thread_id,
            r.parent_id,
            r.created,
            json.dumps(r.body, separators=(",", ":"), ensure_ascii=False),
        )
        for r in rows
    ]


class CommentRecords(Repository):
    """Queries of the `comments` table (and the one lookup of posts by Social Post ID)."""

    def add(self, rows: list[CommentRow]) -> None:
        self.add_values(comment_values(rows))

    def add_values(self, values: list[tuple[Any, ...]]) -> None:
        """Insert rows already turned into column values (`comment_values`, built before the
        caller's transaction: a long list is serialized without holding the store's lock)."""
        self._tx.executemany(
            "INSERT INTO comments (platform, social_id, profile_id, post_id, social_post_id,"
            " comment_id, thread_id, parent_id, created, body)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            values,
        )

    def of_post(self, profile_id: int, post_id: str) -> list[CommentRow]:
        """Every comment (top-level and replies) under the post, oldest first."""
        rows = self._tx.execute(
            "SELECT * FROM comments WHERE profile_id = ? AND post_id = ?" + _ORDER,
            (profile_id, post_id),
        ).fetchall()
        return [_row(r) for r in rows]

    def by_social_id(self, profile_id: int, platform: str, social_id: str) -> CommentRow | None:
        row = self._tx.execute(
            "SELECT * FROM comments WHERE profile_id = ? AND platform = ? AND social_id = ?",
            (profile_id, platform, social_id),
        ).fetchone()
        return None if row is None else _row(row)

    def by_comment_id(self, profile_id: int, comment_id: str) -> list[CommentRow]:
        """The rows (one per network) of the comment the service made with this Comment ID."""
        rows = self._tx.execute(
            "SELECT * FROM comments WHERE profile_id = ? AND comment_id = ?" + _ORDER,
            (profile_id, comment_id),
        ).fetchall()
        return [_row(r) for r in rows]

    def replies_of(self, row: CommentRow) -> list[CommentRow]:
        """The replies listed under ``row``: its whole thread when it is top-level, else the
        replies that answer it."""
        column = "parent_id" if row.thread_id is not None else "thread_id"
        rows = self._tx.execute(
            f"SELECT * FROM comments WHERE platform = ? AND {column} = ?" + _ORDER,
            (row.platform, row.social_id),
        ).fetchall()
        return [_row(r) for r in rows]

    def delete(self, rows: list[CommentRow]) -> None:
        """Delete the rows and every reply in their threads (or answering them)."""
        for r in rows:
            self._tx.execute(
                "DELETE FROM comments WHERE platform = ? AND (social_id = ? OR parent_id = ?"
                " OR thread_id = ?)",
                (r.platform, r.social_id, r.social_id, r.social_id),
            )

    def post_of_social_id(self, profile_id: int, platform: str, social_post_id: str) -> str | None:
        """The Post ID of the acting profile's post published on ``platform`` as
        ``social_post_id`` (its `postIds[]` entry), or None."""
        row = self._tx.execute(
            "SELECT p.id FROM posts AS p, json_each(p.body, '$.postIds') AS r"
            " WHERE p.profile_id = ? AND p.status != 'deleted'"
            " AND json_extract(r.value, '$.platform') = ? AND json_extract(r.value, '$.id') = ?"
            " LIMIT 1",
            (profile_id, platform, social_post_id),
        ).fetchone()
        return None if row is None else str(row["id"])
