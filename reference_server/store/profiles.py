"""Profiles (Primary and User Profiles, their keys and settings), their linked networks, and
the placeholder User Profiles the test control seeds (`seed_profiles`)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from typing import Any

from .database import Repository, hand_over
from .rows import LinkRow, ProfileRow, TitleTakenError, hash_key

#: How many User Profiles the account keeps (the Primary Profile not counted).
COUNT_USER_PROFILES = "SELECT COUNT(*) FROM profiles WHERE is_primary = 0"

SEED_PROFILES = """
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :count)
INSERT INTO profiles (ref_id, title, key_hash, is_primary, created, created_ms, settings)
SELECT r, 'Seeded profile ' || r, lower(hex(randomblob(32))), 0, :created, :created_ms, '{}'
FROM (SELECT lower(hex(randomblob(16))) AS r FROM n)
RETURNING id
"""

REMOVE_SEEDED = """
DELETE FROM profiles WHERE id IN (SELECT profile_id FROM sandbox_seeded_profiles)
"""


class ProfileRecords(Repository):
    """The `profiles`, `links` and `sandbox_seeded_profiles` tables."""

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
        return int(self._all(COUNT_USER_PROFILES)[0][0])

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

    def user_profiles_in_parts(self, part: int = 500) -> Iterator[ProfileRow]:
        """`user_profiles`, read `part` at a time, each read under the lock on its own (a
        long listing never holds it long; a profile made or deleted meanwhile may or may
        not be in it)."""
        after: tuple[int, int] | None = None
        while True:
            if after is None:
                rows = self._all(
                    "SELECT * FROM profiles WHERE is_primary = 0 ORDER BY created, id LIMIT ?",
                    (part,),
                )
            else:
                rows = self._all(
                    "SELECT * FROM profiles WHERE is_primary = 0 AND (created, id) > (?, ?)"
                    " ORDER BY created, id LIMIT ?",
                    (*after, part),
                )
            yield from (self._profile(r) for r in rows)
            if len(rows) < part:
                return
            hand_over()
            after = (int(rows[-1]["created"]), int(rows[-1]["id"]))

    def delete_profile(self, profile_id: int) -> list[str]:
        """Delete a profile and (by cascade) its links, hooks, history, posts and media rows;
        the ids of the media rows deleted (read in the same transaction, so an upload that
        commits its row concurrently is either in the list or refused by `add_media`)."""
        with self.transaction() as db:
            rows = db.execute("SELECT id FROM media WHERE profile_id = ?", (profile_id,))
            media_ids = [r["id"] for r in rows.fetchall()]
            db.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))
        return media_ids

    def profile_by_id(self, profile_id: int) -> ProfileRow | None:
        row = self._one("SELECT * FROM profiles WHERE id = ?", (profile_id,))
        return None if row is None else self._profile(row)

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

    # -- seeded by the test control (steps of the caller's transaction) -----------------------

    def seed_profiles(
        self, count: int, most: int, created_ms: int, made: list[int] | None = None
    ) -> int | None:
        """Create `count` placeholder User Profiles, remembered in `sandbox_seeded_profiles`
        (their ids added to `made` when given); the account's total, or None (nothing
        created) when it would then keep more than `most` (the count `create_profile`
        checks)."""
        if self._user_profiles_tx() + count > most:
            return None
        args = {"count": count, "created": created_ms // 1000, "created_ms": created_ms}
        ids = [(int(row[0]),) for row in self._tx.execute(SEED_PROFILES, args).fetchall()]
        self._tx.executemany("INSERT INTO sandbox_seeded_profiles (profile_id) VALUES (?)", ids)
        if made is not None:
            made.extend(i for (i,) in ids)
        return self._user_profiles_tx()

    def remove_profiles(self, ids: list[int]) -> int:
        """Delete the profiles of `ids` (and, by cascade, what they hold); how many."""
        removed = 0
        for start in range(0, len(ids), 500):
            part = ids[start : start + 500]
            marks = ",".join("?" * len(part))
            removed += self._tx.execute(
                f"DELETE FROM profiles WHERE id IN ({marks})", tuple(part)
            ).rowcount
        return removed

    def seeded_profile_ids(self) -> list[int]:
        """The ids of the seeded User Profiles that still exist."""
        rows = self._tx.execute("SELECT profile_id FROM sandbox_seeded_profiles").fetchall()
        return [int(row[0]) for row in rows]

    def remove_seeded_profiles(self) -> tuple[int, int]:
        """Delete the seeded User Profiles that still exist (and no other); (how many, the
        account's total)."""
        removed = self._tx.execute(REMOVE_SEEDED).rowcount
        return removed, self._user_profiles_tx()

    def _user_profiles_tx(self) -> int:
        return int(self._tx.execute(COUNT_USER_PROFILES).fetchone()[0])
