"""The accounts of linked sandbox networks in SQLite: one `seeded_accounts` row per profile and
network once linked (its kind: generated, empty or exact; the anchor its generated content is
derived from; the service-clock time up to which that content has been stored), and the removal
of everything an account holds made outside the service (its network posts, their comments, its
conversations and messages, its reviews). Every method is one step of a transaction the caller
holds (`store.transaction()`; run on `Repository._tx`), except `lagging`, a read of its own,
and `clear_content_in_parts`, deletes in short transactions of their own."""

from __future__ import annotations

from dataclasses import dataclass

from .database import Repository, hand_over

#: The `post_id` of the comments on a post made outside the service (no Post ID of ours).
OUTSIDE_POST = "network:"


#: What an account holds made outside the service: (table, condition on profile id and
#: network), in the order `clear_content` removes them.
_CLEARED: tuple[tuple[str, str], ...] = (
    ("network_posts", "profile_id = ? AND platform = ?"),
    ("comments", f"profile_id = ? AND platform = ? AND post_id LIKE '{OUTSIDE_POST}%'"),
    ("direct_messages", "profile_id = ? AND platform = ?"),
    ("conversations", "profile_id = ? AND platform = ?"),
    ("reviews", "profile_id = ? AND platform = ?"),
)


@dataclass(frozen=True)
class AccountState:
    profile_id: int
    platform: str
    kind: str
    anchor: int
    synced_until: int


class SeededAccountRecords(Repository):
    """Queries of the `seeded_accounts` table and the clearing of an account's content."""

    def get(self, profile_id: int, platform: str) -> AccountState | None:
        row = self._tx.execute(
            "SELECT * FROM seeded_accounts WHERE profile_id = ? AND platform = ?",
            (profile_id, platform),
        ).fetchone()
        if row is None:
            return None
        return AccountState(
            row["profile_id"], row["platform"], row["kind"], row["anchor"], row["synced_until"]
        )

    def lagging(self, profile_id: int, kind: str, before: int) -> list[str]:
        """The networks of the profile's accounts of `kind` stored only up to a time before
        `before` (one indexed read, outside any transaction)."""
        rows = self._all(
            "SELECT platform FROM seeded_accounts"
            " WHERE profile_id = ? AND kind = ? AND synced_until < ? ORDER BY platform",
            (profile_id, kind, before),
        )
        return [str(row["platform"]) for row in rows]

    def put(self, state: AccountState) -> None:
        self._tx.execute(
            "INSERT INTO seeded_accounts (profile_id, platform, kind, anchor, synced_until)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (profile_id, platform) DO UPDATE SET"
            " kind = excluded.kind, anchor = excluded.anchor,"
            " synced_until = excluded.synced_until",
            (state.profile_id, state.platform, state.kind, state.anchor, state.synced_until),
        )

    def clear_content_in_parts(self, profile_id: int, platform: str, part: int) -> None:
        """`clear_content` in transactions of their own, each removing at most `part` rows of
        one kind (messages before their conversations): another thread may take the store's
        lock between them (and see what is not yet removed)."""
        for table, where in _CLEARED:
            while self._remove_part(table, where, (profile_id, platform), part) == part:
                hand_over()
            hand_over()

    def _remove_part(self, table: str, where: str, args: tuple[object, ...], part: int) -> int:
        with self.transaction():
            return self._tx.execute(
                f"DELETE FROM {table} WHERE rowid IN"
                f" (SELECT rowid FROM {table} WHERE {where} LIMIT ?)",
                (*args, part),
            ).rowcount

    def clear_content(self, profile_id: int, platform: str) -> None:
        """Remove what the account holds made outside the service."""
        for table, where in _CLEARED:
            self._tx.execute(f"DELETE FROM {table} WHERE {where}", (profile_id, platform))

    def network_post_exists(self, profile_id: int, platform: str, post_id: str) -> bool:
        row = self._tx.execute(
            "SELECT 1 FROM network_posts WHERE profile_id = ? AND platform = ? AND id = ?",
            (profile_id, platform, post_id),
        ).fetchone()
        return row is not None

    def add_network_posts(self, profile_id: int, rows: list[tuple[str, str, int, str]]) -> None:
        """(platform, id, created, body JSON) rows; an id already held is kept as it is."""
        self._tx.executemany(
            "INSERT OR IGNORE INTO network_posts (profile_id, platform, id, created, body)"
            " VALUES (?, ?, ?, ?, ?)",
            [(profile_id, *row) for row in rows],
        )
