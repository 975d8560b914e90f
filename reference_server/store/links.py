"""Short links in SQLite: one `short_links` row per link (its owner profile, the address, the
UTM parameters as ordered JSON pairs, the creation time) and one `short_link_clicks` row per
followed link (time, referring host, browser, platform). Every method takes the connection of a
transaction the caller holds (`Store.transaction()`)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass


@dataclass(frozen=True)
class LinkRow:
    id: str
    profile_id: int
    url: str
    utm: list[tuple[str, str]]  # (query name, value), in the order they are appended
    created: int


@dataclass(frozen=True)
class ClickCounts:
    total: int
    referers: dict[str, int]
    browsers: dict[str, int]


def _row(row: sqlite3.Row) -> LinkRow:
    pairs = [(str(k), str(v)) for k, v in json.loads(row["utm"])]
    return LinkRow(row["id"], row["profile_id"], row["url"], pairs, row["created"])


class LinkRecords:
    """Queries of the `short_links` and `short_link_clicks` tables."""

    @staticmethod
    def add(db: sqlite3.Connection, link: LinkRow) -> bool:
        """Store the link; False when its id is taken (the caller draws another)."""
        cursor = db.execute(
            "INSERT OR IGNORE INTO short_links (id, profile_id, url, utm, created)"
            " VALUES (?, ?, ?, ?, ?)",
            (link.id, link.profile_id, link.url, json.dumps(link.utm), link.created),
        )
        return cursor.rowcount == 1

    @staticmethod
    def count_of_profile(db: sqlite3.Connection, profile_id: int) -> int:
        """How many short links the profile keeps."""
        found = db.execute(
            "SELECT COUNT(*) FROM short_links WHERE profile_id = ?", (profile_id,)
        ).fetchone()
        return int(found[0])

    @staticmethod
    def get(db: sqlite3.Connection, link_id: str) -> LinkRow | None:
        found = db.execute("SELECT * FROM short_links WHERE id = ?", (link_id,)).fetchone()
        return _row(found) if found is not None else None

    @staticmethod
    def of_profile(
        db: sqlite3.Connection, profile_id: int, since: int | None, until: int | None
    ) -> list[LinkRow]:
        """The profile's links created in [since, until] (either open), oldest first."""
        rows = db.execute(
            "SELECT * FROM short_links WHERE profile_id = ?"
            " AND (? IS NULL OR created >= ?) AND (? IS NULL OR created <= ?)"
            " ORDER BY created, rowid",
            (profile_id, since, since, until, until),
        ).fetchall()
        return [_row(r) for r in rows]

    @staticmethod
    def add_click(
        db: sqlite3.Connection,
        link_id: str,
        clicked: int,
        referer: str,
        browser: str,
        platform: str,
    ) -> None:
        db.execute(
            "INSERT INTO short_link_clicks (link_id, clicked, referer, browser, platform)"
            " VALUES (?, ?, ?, ?, ?)",
            (link_id, clicked, referer, browser, platform),
        )

    @staticmethod
    def platform_counts(db: sqlite3.Connection, link_id: str) -> dict[str, int]:
        """The link's clicks per platform (clicks recorded before platforms were kept have
        none and are left out), by platform name."""
        rows = db.execute(
            "SELECT platform, COUNT(*) FROM short_link_clicks WHERE link_id = ? AND platform != ''"
            " GROUP BY platform ORDER BY platform",
            (link_id,),
        ).fetchall()
        return {str(r[0]): int(r[1]) for r in rows}

    @staticmethod
    def clicks(
        db: sqlite3.Connection, link_id: str, since: int | None, until: int | None
    ) -> ClickCounts:
        """The link's clicks in [since, until] (either open), counted."""
        window = " AND (? IS NULL OR clicked >= ?) AND (? IS NULL OR clicked <= ?)"
        args = (link_id, since, since, until, until)
        counts: dict[str, dict[str, int]] = {}
        for column in ("referer", "browser"):
            rows = db.execute(
                f"SELECT {column}, COUNT(*) FROM short_link_clicks WHERE link_id = ?{window}"
                f" GROUP BY {column} ORDER BY {column}",
                args,
            ).fetchall()
            counts[column] = {str(r[0]): int(r[1]) for r in rows}
        total = sum(counts["referer"].values())
        return ClickCounts(total, counts["referer"], counts["browser"])
