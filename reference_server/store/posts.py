"""Posts (stored as their record's JSON text), their media, idempotency keys, seeded
metrics, the YouTube watermark and the auto-schedules."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from .database import Repository
from .rows import PostRow


class PostRecords(Repository):
    """The `posts`, `post_media`, `post_idempotency`, `post_metric_seeds`, `watermarks` and
    `auto_schedules` tables."""

    # -- posts --------------------------------------------------------------------------------

    @staticmethod
    def _post(row: sqlite3.Row) -> PostRow:
        return PostRow(
            id=row["id"],
            profile_id=row["profile_id"],
            status=row["status"],
            type=row["type"],
            created=row["created"],
            schedule=row["schedule"],
            parsed=None,
            raw=row["body"],
        )

    def put_post(self, post: PostRow) -> None:
        self._run(
            "INSERT INTO posts (id, profile_id, status, type, created, schedule, body) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET status = excluded.status, "
            "type = excluded.type, schedule = excluded.schedule, body = excluded.body",
            (
                post.id,
                post.profile_id,
                post.status,
                post.type,
                post.created,
                post.schedule,
                json.dumps(post.body, separators=(",", ":")),
            ),
        )

    def post(self, profile_id: int, post_id: str) -> PostRow | None:
        row = self._one(
            "SELECT * FROM posts WHERE profile_id = ? AND id = ?", (profile_id, post_id)
        )
        return None if row is None else self._post(row)

    def posts(
        self,
        profile_id: int,
        *,
        status: str | None = None,
        post_type: str | None = None,
        since: int | None = None,
        until: int | None = None,
        hide_deleted: bool = False,
        limit: int | None = None,
    ) -> list[PostRow]:
        """The profile's posts, newest first; `since`/`until` (inclusive) bound the publish
        time: `scheduleDate` for a scheduled post, else creation."""
        sql, args = _posts_query(
            "*", profile_id, status, post_type, since, until, hide_deleted, limit
        )
        return [self._post(r) for r in self._all(sql, args)]

    def posts_version(self) -> int:
        """Moves whenever any post is added, changed or removed (a trigger)."""
        row = self._one("SELECT n FROM posts_version WHERE id = 1")
        return 0 if row is None else int(row[0])

    def post_texts(
        self,
        profile_id: int,
        *,
        status: str | None = None,
        post_type: str | None = None,
        since: int | None = None,
        until: int | None = None,
        hide_deleted: bool = False,
        limit: int | None = None,
    ) -> list[str]:
        """The stored JSON text of the posts `posts` selects (same arguments), in its order:
        what the history serves, without building a row per post."""
        sql, args = _posts_query(
            "body", profile_id, status, post_type, since, until, hide_deleted, limit
        )
        return [r[0] for r in self._tuples(sql, args)]

    def put_post_media(self, post_id: str, media_ids: list[str]) -> None:
        """Remember which of this server's media a post uses (checked again at publishing)."""
        with self._lock:
            self._db.executemany(
                "INSERT OR IGNORE INTO post_media (post_id, media_id) VALUES (?, ?)",
                [(post_id, m) for m in media_ids],
            )

    def post_media_ids(self, post_id: str) -> list[str]:
        rows = self._all("SELECT media_id FROM post_media WHERE post_id = ?", (post_id,))
        return [r["media_id"] for r in rows]

    def due_post_ids(self, now: int, limit: int = 100) -> list[str]:
        """Scheduled posts whose `scheduleDate` has come, oldest schedule first."""
        rows = self._all(
            "SELECT id FROM posts WHERE status = 'pending' AND schedule <= ?"
            " ORDER BY schedule, created LIMIT ?",
            (now, limit),
        )
        return [r["id"] for r in rows]

    def idempotent_answer(self, profile_id: int, key: str) -> tuple[int, str] | None:
        """(HTTP status, JSON text) of the first post of this profile with `key`, if any."""
        row = self._one(
            "SELECT status, answer FROM post_idempotency WHERE profile_id = ? AND key = ?",
            (profile_id, key),
        )
        return None if row is None else (int(row["status"]), str(row["answer"]))

    def claim_idempotency(
        self, profile_id: int, key: str, post_id: str, status: int, answer: str
    ) -> tuple[int, str] | None:
        """Record the answer of the first post with `key` (call inside `transaction()`, with
        the post's insert); the earlier answer when another request claimed the key first."""
        claimed = self._run(
            "INSERT OR IGNORE INTO post_idempotency (profile_id, key, post_id, status, answer) "
            "VALUES (?, ?, ?, ?, ?)",
            (profile_id, key, post_id, status, answer),
        )
        return None if claimed == 1 else self.idempotent_answer(profile_id, key)

    def post_by_id(self, post_id: str) -> PostRow | None:
        row = self._one("SELECT * FROM posts WHERE id = ?", (post_id,))
        return None if row is None else self._post(row)

    def post_by_social_id(self, profile_id: int, platform: str, social_id: str) -> PostRow | None:
        """The profile's post published on `platform` with this Social Post ID (`postIds`)."""
        row = self._one(
            "SELECT p.* FROM posts p, json_each(p.body, '$.postIds') r WHERE p.profile_id = ?"
            " AND json_extract(r.value, '$.platform') = ? AND json_extract(r.value, '$.id') = ?"
            " ORDER BY p.created DESC LIMIT 1",
            (profile_id, platform, social_id),
        )
        return None if row is None else self._post(row)

    def count_posts(
        self, profile_id: int, since: int, until: int, published_on: str | None = None
    ) -> int:
        """The profile's posts whose publish time (`scheduleDate`, else creation) is within
        [since, until]; with `published_on`, only those published on that network."""
        sql = "SELECT COUNT(*) FROM posts p WHERE p.profile_id = ?"
        sql += " AND COALESCE(p.schedule, p.created) BETWEEN ? AND ?"
        args: list[Any] = [profile_id, since, until]
        if published_on is not None:
            sql += (
                " AND EXISTS (SELECT 1 FROM json_each(p.body, '$.postIds') r"
                " WHERE json_extract(r.value, '$.platform') = ?)"
            )
            args.append(published_on)
        row = self._one(sql, tuple(args))
        return 0 if row is None else int(row[0])

    def seed_post_metrics(self, post_id: str, platform: str, metrics: dict[str, Any]) -> None:
        """Exact metrics of a post on a network (the sandbox control), by metric name."""
        with self.transaction() as db:
            db.executemany(
                "INSERT INTO post_metric_seeds (post_id, platform, name, value) VALUES (?, ?, ?, ?)"
                " ON CONFLICT(post_id, platform, name) DO UPDATE SET value = excluded.value",
                [(post_id, platform, k, json.dumps(v)) for k, v in metrics.items()],
            )

    def post_metric_seeds(self, post_id: str) -> dict[str, dict[str, Any]]:
        """The seeded metrics of a post: network -> metric name -> value."""
        seeds: dict[str, dict[str, Any]] = {}
        rows = self._all(
            "SELECT platform, name, value FROM post_metric_seeds WHERE post_id = ?", (post_id,)
        )
        for r in rows:
            seeds.setdefault(r["platform"], {})[r["name"]] = json.loads(r["value"])
        return seeds

    def set_post_status(self, profile_ids_posts: list[tuple[int, str]], status: str) -> None:
        with self.transaction() as db:
            for profile_id, post_id in profile_ids_posts:
                row = db.execute(
                    "SELECT body FROM posts WHERE profile_id = ? AND id = ?", (profile_id, post_id)
                ).fetchone()
                if row is None:
                    continue
                body = json.loads(row["body"])
                body["status"] = status
                db.execute(
                    "UPDATE posts SET status = ?, body = ? WHERE profile_id = ? AND id = ?",
                    (status, json.dumps(body, separators=(",", ":")), profile_id, post_id),
                )

    # -- watermark ----------------------------------------------------------------------------

    def put_watermark(self, profile_id: int, body: dict[str, Any]) -> None:
        self._run(
            "INSERT INTO watermarks (profile_id, body) VALUES (?, ?) "
            "ON CONFLICT(profile_id) DO UPDATE SET body = excluded.body",
            (profile_id, json.dumps(body)),
        )

    def delete_watermark(self, profile_id: int) -> None:
        self._run("DELETE FROM watermarks WHERE profile_id = ?", (profile_id,))

    # -- auto-schedules -----------------------------------------------------------------------

    def put_auto_schedule(self, profile_id: int, title: str, rules: dict[str, Any]) -> None:
        self._run(
            "INSERT INTO auto_schedules (profile_id, title, body) VALUES (?, ?, ?) "
            "ON CONFLICT(profile_id, title) DO UPDATE SET body = excluded.body",
            (profile_id, title, json.dumps(rules)),
        )

    def count_auto_schedules(self, profile_id: int) -> int:
        return int(
            self._all("SELECT COUNT(*) FROM auto_schedules WHERE profile_id = ?", (profile_id,))[0][
                0
            ]
        )

    def auto_schedule(self, profile_id: int, title: str) -> dict[str, Any] | None:
        row = self._one(
            "SELECT body FROM auto_schedules WHERE profile_id = ? AND title = ?",
            (profile_id, title),
        )
        return None if row is None else dict(json.loads(row["body"]))

    def auto_schedules(self, profile_id: int) -> dict[str, dict[str, Any]]:
        rows = self._all(
            "SELECT title, body FROM auto_schedules WHERE profile_id = ? ORDER BY title",
            (profile_id,),
        )
        return {str(r["title"]): dict(json.loads(r["body"])) for r in rows}

    def delete_auto_schedule(self, profile_id: int, title: str) -> bool:
        return (
            self._run(
                "DELETE FROM auto_schedules WHERE profile_id = ? AND title = ?",
                (profile_id, title),
            )
            > 0
        )


def _posts_query(
    columns: str,
    profile_id: int,
    status: str | None,
    post_type: str | None,
    since: int | None,
    until: int | None,
    hide_deleted: bool,
    limit: int | None,
) -> tuple[str, tuple[Any, ...]]:
    """The SELECT of `Store.posts`/`Store.post_texts` and its arguments."""
    sql = f"SELECT {columns} FROM posts WHERE profile_id = ?"
    args: list[Any] = [profile_id]
    if status is not None:
        sql += " AND status = ?"
        args.append(status)
    if hide_deleted:
        sql += " AND status != 'deleted'"
    if post_type is not None:
        sql += " AND type = ?"
        args.append(post_type)
    if since is not None:
        sql += " AND COALESCE(schedule, created) >= ?"
        args.append(since)
    if until is not None:
        sql += " AND COALESCE(schedule, created) <= ?"
        args.append(until)
    sql += " ORDER BY created DESC, rowid DESC"
    if limit is not None:
        sql += " LIMIT ?"
        args.append(limit)
    return sql, tuple(args)
