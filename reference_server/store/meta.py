"""The service's own settings kept in the data file (`meta`: the clock offset, the plan, the
add-ons), by name."""

from __future__ import annotations

from .database import Repository


class MetaRecords(Repository):
    """The `meta` table."""

    def get(self, key: str) -> str | None:
        row = self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row["value"])

    def set(self, key: str, value: str) -> None:
        self._run(
            "INSERT INTO meta (key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )
