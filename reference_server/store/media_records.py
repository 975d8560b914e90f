"""Media metadata (the files themselves are `media/files.py`'s)."""

from __future__ import annotations

import sqlite3

from .database import Repository
from .rows import MediaRow


class MediaRecords(Repository):
    """The `media` table."""

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
