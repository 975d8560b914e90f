"""Short links in SQLite: one `short_links` row per link (its owner profile, the address, the UTM
parameters as ordered JSON pairs, the creation time) and one `short_link_clicks` row per
followed link (time, referring host, browser, platform). Every method is one step of a
transaction the caller holds (`store.transaction()`; run on `Repository._tx`)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

from .database import Repository, hand_over


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


#: How many short links a profile keeps (the limit both `create_link` and the seeds check).
COUNT_OF_PROFILE = "SELECT COUNT(*) FROM short_links WHERE profile_id = ?"


class LinkRecords(Repository):
    """Queries of the `short_links` and `short_link_clicks` tables."""

    def add(self, link: LinkRow) -> bool:
        """Store the link; False when its id is taken (the caller draws another)."""
        cursor = self._tx.execute(
            "INSERT OR IGNORE INTO short_links (id, profile_id, url, utm, created)"
            " VALUES (?, ?, ?, ?, ?)",
            (link.id, link.profile_id, link.url, json.dumps(link.utm), link.created),
        )
        return cursor.rowcount == 1

    def count_of_profile(self, profile_id: int) -> int:
        """How many short links the profile keeps."""
        return int(self._tx.execute(COUNT_OF_PROFILE, (profile_id,)).fetchone()[0])

    def get(self, link_id: str) -> LinkRow | None:
        found = self._tx.execute("SELECT * FROM short_links WHERE id = ?", (link_id,)).fetchone()
        return _row(found) if found is not None else None

    def of_profile(self, profile_id: int, since: int | None, until: int | None) -> list[LinkRow]:
        """The profile's links created in [since, until] (either open), oldest first."""
        rows = self._tx.execute(
            "SELECT * FROM short_links WHERE profile_id = ?"
            " AND (? IS NULL OR created >= ?) AND (? IS NULL OR created <= ?)"
            " ORDER BY created, rowid",
            (profile_id, since, since, until, until),
        ).fetchall()
        return [_row(r) for r in rows]

    def profile_links(self, profile_id: int, since: int | None, until: int | None) -> list[LinkRow]:
        """`of_profile`, read on its own (no write transaction, so no write lock held while
        thousands of rows are read), 500 rows at a time, each read under the lock on its
        own (a link made or deleted meanwhile may or may not be in it)."""
        found: list[LinkRow] = []
        after = (-(2**62), -1)
        while True:
            rows = self._all(
                "SELECT rowid, * FROM short_links WHERE profile_id = ?"
                " AND (? IS NULL OR created >= ?) AND (? IS NULL OR created <= ?)"
                " AND (created, rowid) > (?, ?) ORDER BY created, rowid LIMIT 500",
                (profile_id, since, since, until, until, *after),
            )
            found.extend(_row(r) for r in rows)
            if len(rows) < 500:
                return found
            after = (int(rows[-1]["created"]), int(rows[-1]["rowid"]))
            hand_over()

    def click_counts(
        self, link_ids: list[str], since: int | None, until: int | None
    ) -> dict[str, ClickCounts]:
        """`clicks` of many links, read on their own in parts of 500 links (a link without
        clicks in the window counts none)."""
        window = " AND (? IS NULL OR clicked >= ?) AND (? IS NULL OR clicked <= ?)"
        counts: dict[str, dict[str, dict[str, int]]] = {
            i: {"referer": {}, "browser": {}} for i in link_ids
        }
        for start in range(0, len(link_ids), 500):
            part = link_ids[start : start + 500]
            marks = ",".join("?" * len(part))
            for column in ("referer", "browser"):
                for link_id, value, count in self._tuples(
                    f"SELECT link_id, {column}, COUNT(*) FROM short_link_clicks"
                    f" WHERE link_id IN ({marks}){window}"
                    f" GROUP BY link_id, {column} ORDER BY link_id, {column}",
                    (*part, since, since, until, until),
                ):
                    counts[str(link_id)][column][str(value)] = int(count)
            hand_over()
        return {
            i: ClickCounts(sum(c["referer"].values()), c["referer"], c["browser"])
            for i, c in counts.items()
        }

    def add_click(
        self,
        link_id: str,
        clicked: int,
        referer: str,
        browser: str,
        platform: str,
    ) -> None:
        self._tx.execute(
            "INSERT INTO short_link_clicks (link_id, clicked, referer, browser, platform)"
            " VALUES (?, ?, ?, ?, ?)",
            (link_id, clicked, referer, browser, platform),
        )

    def platform_counts(self, link_id: str) -> dict[str, int]:
        """The link's clicks per platform (clicks recorded before platforms were kept have
        none and are left out), by platform name."""
        rows = self._tx.execute(
            "SELECT platform, COUNT(*) FROM short_link_clicks WHERE link_id = ? AND platform != ''"
            " GROUP BY platform ORDER BY platform",
            (link_id,),
        ).fetchall()
        return {str(r[0]): int(r[1]) for r in rows}

    def clicks(self, link_id: str, since: int | None, until: int | None) -> ClickCounts:
        """The link's clicks in [since, until] (either open), counted."""
        window = " AND (? IS NULL OR clicked >= ?) AND (? IS NULL OR clicked <= ?)"
        args = (link_id, since, since, until, until)
        counts: dict[str, dict[str, int]] = {}
        for column in ("referer", "browser"):
            rows = self._tx.execute(
                f"SELECT {column}, COUNT(*) FROM short_link_clicks WHERE link_id = ?{window}"
                f" GROUP BY {column} ORDER BY {column}",
                args,
            ).fetchall()
            counts[column] = {str(r[0]): int(r[1]) for r in rows}
        total = sum(counts["referer"].values())
        return ClickCounts(total, counts["referer"], counts["browser"])

    def seed(
        self,
        profile_id: int,
        count: int,
        most: int,
        created: int,
        new_id: Callable[[], str],
        made: list[str] | None = None,
    ) -> int | None:
        """Create `count` short links (ids from `new_id`, placeholder addresses) for the
        profile, for the test control's `seed_short_links` (their ids added to `made` when
        given); its total, or None (nothing created) when it would then keep more than
        `most` (the count `create_link` checks)."""
        if int(self._tx.execute(COUNT_OF_PROFILE, (profile_id,)).fetchone()[0]) + count > most:
            return None
        done = 0
        while done < count:
            drawn = list(dict.fromkeys(new_id() for _ in range(min(500, count - done))))
            marks = ",".join("?" * len(drawn))
            taken = {
                str(row[0])
                for row in self._tx.execute(
                    f"SELECT id FROM short_links WHERE id IN ({marks})", tuple(drawn)
                ).fetchall()
            }
            fresh = [i for i in drawn if i not in taken]  # a taken id: the next batch draws again
            self._tx.executemany(
                "INSERT INTO short_links (id, profile_id, url, utm, created)"
                " VALUES (?, ?, ?, ?, ?)",
                [(i, profile_id, f"https://seed.sandbox.test/{i}", "[]", created) for i in fresh],
            )
            if made is not None:
                made.extend(fresh)
            done += len(fresh)
        return int(self._tx.execute(COUNT_OF_PROFILE, (profile_id,)).fetchone()[0])

    def remove(self, ids: list[str]) -> None:
        """Delete the short links of `ids` (a seed refused part way)."""
        for start in range(0, len(ids), 500):
            part = ids[start : start + 500]
            marks = ",".join("?" * len(part))
            self._tx.execute(f"DELETE FROM short_links WHERE id IN ({marks})", tuple(part))
