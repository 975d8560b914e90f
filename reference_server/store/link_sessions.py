"""Linking sessions in SQLite (`create_link_session`): one `link_sessions` row per session (its
User Profile, when it was opened and expires, whether it was revoked). Every method is one step
of a transaction the caller holds (`store.transaction()`; run on `Repository._tx`)."""

from __future__ import annotations

from dataclasses import dataclass

from .database import Repository


@dataclass(frozen=True)
class LinkSessionRow:
    id: str
    profile_id: int
    created: int
    expires: int
    revoked: bool


class LinkSessionRecords(Repository):
    """Queries of the `link_sessions` table."""

    def open(self, session: LinkSessionRow, keep: int) -> None:
        """Store the session and revoke the profile's sessions opened before it (one live
        linking session per User Profile); of the revoked ones only the newest `keep` are
        remembered (`x-limits.linkSessionsKeptPerProfile`: the rest are deleted)."""
        self._tx.execute(
            "UPDATE link_sessions SET revoked = 1 WHERE profile_id = ? AND revoked = 0",
            (session.profile_id,),
        )
        self._tx.execute(
            "DELETE FROM link_sessions WHERE profile_id = ? AND id NOT IN (SELECT id FROM"
            " link_sessions WHERE profile_id = ? ORDER BY created DESC, rowid DESC LIMIT ?)",
            (session.profile_id, session.profile_id, keep),
        )
        self._tx.execute(
            "INSERT INTO link_sessions (id, profile_id, created, expires, revoked)"
            " VALUES (?, ?, ?, ?, ?)",
            (session.id, session.profile_id, session.created, session.expires, session.revoked),
        )

    def count_of_profile(self, profile_id: int) -> int:
        """How many sessions of the profile are remembered (the live one included)."""
        found = self._tx.execute(
            "SELECT COUNT(*) FROM link_sessions WHERE profile_id = ?", (profile_id,)
        ).fetchone()
        return int(found[0])

    def get(self, session_id: str) -> LinkSessionRow | None:
        row = self._tx.execute("SELECT * FROM link_sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            return None
        return LinkSessionRow(
            row["id"], row["profile_id"], row["created"], row["expires"], bool(row["revoked"])
        )
