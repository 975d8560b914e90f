"""Facebook ads in SQLite: one `ads` row per ad a profile boosted, with its ad account, campaign,
post (Post ID of the service, when made through it, and Social Post ID on Facebook), creation
time and its settings and running segments (`body`, JSON). Every method is one step of a
transaction the caller holds (`store.transaction()`; run on `Repository._tx`)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from .database import Repository


@dataclass(frozen=True)
class AdRow:
    id: str
    profile_id: int
    account_id: str
    campaign_id: str
    post_id: str | None
    fb_post_id: str
    created: int
    body: dict[str, Any]


def _row(row: sqlite3.Row) -> AdRow:
    return AdRow(
        row["id"],
        row["profile_id"],
        row["account_id"],
        row["campaign_id"],
        row["post_id"],
        row["fb_post_id"],
        row["created"],
        json.loads(row["body"]),
    )


def _text(body: dict[str, Any]) -> str:
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False)


class AdRecords(Repository):
    """Queries of the `ads` table."""

    def add(self, ad: AdRow) -> None:
        self._tx.execute(
            "INSERT INTO ads (id, profile_id, account_id, campaign_id, post_id, fb_post_id,"
            " created, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                ad.id,
                ad.profile_id,
                ad.account_id,
                ad.campaign_id,
                ad.post_id,
                ad.fb_post_id,
                ad.created,
                _text(ad.body),
            ),
        )

    def of_profile(self, profile_id: int) -> list[AdRow]:
        """The profile's ads, oldest first."""
        rows = self._tx.execute(
            "SELECT * FROM ads WHERE profile_id = ? ORDER BY created, rowid", (profile_id,)
        ).fetchall()
        return [_row(r) for r in rows]

    def get(self, profile_id: int, ad_id: str) -> AdRow | None:
        row = self._tx.execute(
            "SELECT * FROM ads WHERE profile_id = ? AND id = ?", (profile_id, ad_id)
        ).fetchone()
        return None if row is None else _row(row)

    def set_body(self, ad: AdRow, body: dict[str, Any]) -> None:
        self._tx.execute("UPDATE ads SET body = ? WHERE id = ?", (_text(body), ad.id))
