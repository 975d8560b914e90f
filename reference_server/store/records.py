"""The service's records in SQLite: profiles, keys, linked networks, hooks, webhook history,
posts, media metadata and the sandbox settings (clock offset, plan).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .connection import immediate_transaction, open_database
from .schema import create_schema


def hash_key(key: str) -> str:
    """Profile Keys are stored only as their SHA-256."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


class TitleTakenError(Exception):
    """Another User Profile has this title (titles are unique)."""


@dataclass(frozen=True)
class ProfileRow:
    id: int
    ref_id: str
    title: str
    is_primary: bool
    created: int
    created_ms: int = 0  # the creation instant in milliseconds (rows of older data dirs: created)
    settings: dict[str, Any] = field(default_factory=dict)  # create/update settings, by spec name


@dataclass(frozen=True)
class LinkRow:
    platform: str
    display_name: str
    can_manage: bool
    created: int


@dataclass(frozen=True)
class HookRow:
    """A registered hook. During a secret rotation (until `rotation_until`, Unix seconds of
    the service clock) `previous_secret` is the secret the new one replaced."""

    hook_id: str
    action: str
    url: str
    secret: str | None
    created: int
    previous_secret: str | None = None
    rotation_until: int | None = None

    def rotating_from(self, now: int) -> str | None:
        """The previous secret while the rotation lasts at `now`, else None."""
        if self.previous_secret is None or self.rotation_until is None:
            return None
        return self.previous_secret if now < self.rotation_until else None


@dataclass(frozen=True)
class MediaRow:
    id: str
    profile_id: int
    file_name: str
    description: str
    content_type: str
    size: int
    created: int
    expires: int


@dataclass(frozen=True)
class PostRow:
    """A stored post. Read from the file it holds the record's JSON text (`raw`, served as is
    by the history) and parses it into `body` only when a rule reads a field."""

    id: str
    profile_id: int
    status: str
    type: str
    created: int
    schedule: int | None
    parsed: dict[str, Any] | None
    raw: str = ""  # the stored JSON text of `body` (set when read from the file)

    @property
    def body(self) -> dict[str, Any]:
        if self.parsed is None:
            object.__setattr__(self, "parsed", json.loads(self.raw))
        assert self.parsed is not None
        return self.parsed


class Store:
    """Thread-safe access to the SQLite database."""

    def __init__(self, path: Path) -> None:
        self._lock = threading.RLock()
        self._db = open_database(path)
        with self.transaction() as db:
            create_schema(db)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]:
        return immediate_transaction(self._db, self._lock)

    def _all(self, sql: str, args: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return list(self._db.execute(sql, args).fetchall())

    def _tuples(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Rows as plain tuples (no `sqlite3.Row` per row: long reads)."""
        with self._lock:
            cursor = self._db.cursor()
            cursor.row_factory = None
            return cursor.execute(sql, args).fetchall()

    def _one(self, sql: str, args: tuple[Any, ...] = ()) -> sqlite3.Row | None:
        with self._lock:
            row: sqlite3.Row | None = self._db.execute(sql, args).fetchone()
            return row

    def _run(self, sql: str, args: tuple[Any, ...] = ()) -> int:
        with self._lock:
            return self._db.execute(sql, args).rowcount

    # -- meta ---------------------------------------------------------------------------------

    def get_meta(self, key: str) -> str | None:
        row = self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row["value"])

    def set_meta(self, key: str, value: str) -> None:
        self._run(
            "INSERT INTO meta (key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    # -- profiles -----------------------------------------------------------------------------

    @staticmethod
    def _profile(row: sqlite3.Row) -> ProfileRow:
        created_ms = row["created_ms"]
        return ProfileRow(
            id=row["id"],
            ref_id=row["ref_id"],
            title=row["title"],
            is_primary=bool(row["is_primary"]),
            created=row["created"],
            created_ms=created_ms if created_ms is not None else row["created"] * 1000,
            settings=json.loads(row["settings"]),
        )

    def primary_profile(self) -> ProfileRow | None:
        row = self._one("SELECT * FROM profiles WHERE is_primary = 1")
        return None if row is None else self._profile(row)

    def ensure_primary_profile(self, ref_id: str, title: str, created: int) -> ProfileRow:
        with self._lock:
            existing = self.primary_profile()
            if existing is not None:
                return existing
            self._run(
                "INSERT INTO profiles (ref_id, title, key_hash, is_primary, created) "
                "VALUES (?, ?, NULL, 1, ?)",
                (ref_id, title, created),
            )
            profile = self.primary_profile()
            assert profile is not None
            return profile

    def count_user_profiles(self) -> int:
        """How many User Profiles the account keeps (the Primary Profile not counted)."""
        return int(self._all("SELECT COUNT(*) FROM profiles WHERE is_primary = 0")[0][0])

    def create_profile(
        self,
        ref_id: str,
        title: str,
        key: str,
        created_ms: int,
        settings: dict[str, Any] | None = None,
    ) -> ProfileRow | None:
        """Create a User Profile; None when the title is taken."""
        with self._lock:
            # One statement: another process on the same file may insert the title between a
            # check and an insert (the UNIQUE constraint then raised IntegrityError: a 400).
            inserted = self._run(
                "INSERT INTO profiles (ref_id, title, key_hash, is_primary, created, created_ms, "
                "settings) VALUES (?, ?, ?, 0, ?, ?, ?) ON CONFLICT(title) DO NOTHING",
                (
                    ref_id,
                    title,
                    hash_key(key),
                    created_ms // 1000,
                    created_ms,
                    json.dumps(settings or {}, separators=(",", ":")),
                ),
            )
            return self.profile_by_ref(ref_id) if inserted else None

    def update_profile(
        self, profile_id: int, title: str, settings: dict[str, Any]
    ) -> ProfileRow | None:
        """Set a User Profile's title and merge `settings` into its settings, in one
        transaction: the updated row, None when the profile no longer exists; TitleTakenError
        when another profile has the title."""
        with self.transaction() as db:
            row = db.execute(
                "SELECT settings FROM profiles WHERE id = ? AND is_primary = 0", (profile_id,)
            ).fetchone()
            if row is None:
                return None
            merged = {**json.loads(row["settings"]), **settings}
            updated = db.execute(
                "UPDATE OR IGNORE profiles SET title = ?, settings = ? WHERE id = ?",
                (title, json.dumps(merged, separators=(",", ":")), profile_id),
            ).rowcount
            if not updated:  # the UNIQUE title constraint: another profile has it
                raise TitleTakenError(title)
            found = db.execute("SELECT * FROM profiles WHERE id = ?", (profile_id,)).fetchone()
        return self._profile(found)

    def profile_by_title(self, title: str) -> ProfileRow | None:
        """The User Profile with exactly this title (case-sensitive)."""
        row = self._one("SELECT * FROM profiles WHERE title = ? AND is_primary = 0", (title,))
        return None if row is None else self._profile(row)

    def profile_by_key(self, key: str) -> ProfileRow | None:
        row = self._one("SELECT * FROM profiles WHERE key_hash = ?", (hash_key(key),))
        return None if row is None else self._profile(row)

    def profile_by_ref(self, ref_id: str) -> ProfileRow | None:
        row = self._one("SELECT * FROM profiles WHERE ref_id = ?", (ref_id,))
        return None if row is None else self._profile(row)

    def user_profiles(self) -> list[ProfileRow]:
        rows = self._all("SELECT * FROM profiles WHERE is_primary = 0 ORDER BY created, id")
        return [self._profile(r) for r in rows]

    def delete_profile(self, profile_id: int) -> list[str]:
        """Delete a profile and (by cascade) its links, hooks, history, posts and media rows;
        the ids of the media rows deleted (read in the same transaction, so an upload that
        commits its row concurrently is either in the list or refused by `add_media`)."""
        with self.transaction() as db:
            rows = db.execute("SELECT id FROM media WHERE profile_id = ?", (profile_id,))
            media_ids = [r["id"] for r in rows.fetchall()]
            db.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))
        return media_ids

    # -- linked networks ----------------------------------------------------------------------

    def links(self, profile_id: int) -> list[LinkRow]:
        rows = self._all(
            "SELECT * FROM links WHERE profile_id = ? ORDER BY platform", (profile_id,)
        )
        return [
            LinkRow(r["platform"], r["display_name"], bool(r["can_manage"]), r["created"])
            for r in rows
        ]

    def link(
        self, profile_id: int, platform: str, display_name: str, can_manage: bool, created: int
    ) -> None:
        self._run(
            "INSERT INTO links (profile_id, platform, display_name, can_manage, created) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT(profile_id, platform) DO UPDATE SET "
            "display_name = excluded.display_name, can_manage = excluded.can_manage",
            (profile_id, platform, display_name, int(can_manage), created),
        )

    def unlink(self, profile_id: int, platform: str) -> bool:
        return (
            self._run(
                "DELETE FROM links WHERE profile_id = ? AND platform = ?", (profile_id, platform)
            )
            > 0
        )

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

    # -- media --------------------------------------------------------------------------------

    @staticmethod
    def _media(row: sqlite3.Row) -> MediaRow:
        return MediaRow(
            id=row["id"],
            profile_id=row["profile_id"],
            file_name=row["file_name"],
            description=row["description"],
            content_type=row["content_type"],
            size=row["size"],
            created=row["created"],
            expires=row["expires"],
        )

    def add_media(self, item: MediaRow) -> bool:
        """Insert the row; False (nothing inserted) when its profile no longer exists."""
        inserted = self._run(
            "INSERT INTO media (id, profile_id, file_name, description, content_type, size, "
            "created, expires) SELECT ?, ?, ?, ?, ?, ?, ?, ? "
            "WHERE EXISTS (SELECT 1 FROM profiles WHERE id = ?)",
            (
                item.id,
                item.profile_id,
                item.file_name,
                item.description,
                item.content_type,
                item.size,
                item.created,
                item.expires,
                item.profile_id,
            ),
        )
        return inserted == 1

    def media(self, media_id: str) -> MediaRow | None:
        row = self._one("SELECT * FROM media WHERE id = ?", (media_id,))
        return None if row is None else self._media(row)

    def media_library(self, profile_id: int, now: int) -> list[MediaRow]:
        rows = self._all(
            "SELECT * FROM media WHERE profile_id = ? AND expires > ? ORDER BY created DESC, "
            "rowid DESC",
            (profile_id, now),
        )
        return [self._media(r) for r in rows]

    def all_media_ids(self) -> set[str]:
        return {r["id"] for r in self._all("SELECT id FROM media")}

    def media_ids(self, profile_id: int) -> list[str]:
        return [
            r["id"] for r in self._all("SELECT id FROM media WHERE profile_id = ?", (profile_id,))
        ]

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

    def profile_by_id(self, profile_id: int) -> ProfileRow | None:
        row = self._one("SELECT * FROM profiles WHERE id = ?", (profile_id,))
        return None if row is None else self._profile(row)

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
