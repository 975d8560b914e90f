"""Direct messages in SQLite: one `conversations` row per correspondent and network of a profile
(its status, when the correspondent last wrote, when it last got the auto-response), the
messages of each conversation in order (`direct_messages`; a message's JSON body also holds its
read mark, reactions and edits), the conversations a profile sent to in each billing cycle
(`active_conversations`), and each profile's messaging settings (auto-response, networks needing
a relink; `messaging_profiles`).

Every method is one step of a transaction the caller holds (`store.transaction()`; run on
`Repository._tx`), so a message and the webhook event it causes commit together.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from .database import Repository


@dataclass(frozen=True)
class ConversationRow:
    profile_id: int
    platform: str
    conversation_id: str
    correspondent_id: str
    correspondent_name: str | None
    status: str
    last_received: int
    last_auto_response: int | None


def _conversation(row: sqlite3.Row) -> ConversationRow:
    return ConversationRow(
        profile_id=row["profile_id"],
        platform=row["platform"],
        conversation_id=row["conversation_id"],
        correspondent_id=row["correspondent_id"],
        correspondent_name=row["correspondent_name"],
        status=row["status"],
        last_received=row["last_received"],
        last_auto_response=row["last_auto_response"],
    )


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class MessageRecords(Repository):
    """Queries of the messaging tables."""

    def conversation(
        self, profile_id: int, platform: str, conversation_id: str
    ) -> ConversationRow | None:
        row = self._tx.execute(
            "SELECT * FROM conversations WHERE profile_id = ? AND platform = ?"
            " AND conversation_id = ?",
            (profile_id, platform, conversation_id),
        ).fetchone()
        return None if row is None else _conversation(row)

    def conversation_with(
        self, profile_id: int, platform: str, correspondent_id: str
    ) -> ConversationRow | None:
        row = self._tx.execute(
            "SELECT * FROM conversations WHERE profile_id = ? AND platform = ?"
            " AND correspondent_id = ?",
            (profile_id, platform, correspondent_id),
        ).fetchone()
        return None if row is None else _conversation(row)

    def conversations(self, profile_id: int, platform: str, status: str) -> list[ConversationRow]:
        rows = self._tx.execute(
            "SELECT * FROM conversations WHERE profile_id = ? AND platform = ? AND status = ?"
            " ORDER BY rowid",
            (profile_id, platform, status),
        ).fetchall()
        return [_conversation(r) for r in rows]

    def save_conversation(self, row: ConversationRow) -> None:
        self._tx.execute(
            "INSERT INTO conversations (profile_id, platform, conversation_id, correspondent_id,"
            " correspondent_name, status, last_received, last_auto_response)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT(profile_id, platform, conversation_id) DO UPDATE SET"
            " correspondent_name = excluded.correspondent_name, status = excluded.status,"
            " last_received = excluded.last_received,"
            " last_auto_response = excluded.last_auto_response",
            (
                row.profile_id,
                row.platform,
                row.conversation_id,
                row.correspondent_id,
                row.correspondent_name,
                row.status,
                row.last_received,
                row.last_auto_response,
            ),
        )

    def add_message(self, profile_id: int, platform: str, body: dict[str, Any]) -> None:
        self._tx.execute(
            "INSERT INTO direct_messages (profile_id, platform, conversation_id, body)"
            " VALUES (?, ?, ?, ?)",
            (profile_id, platform, body["conversationId"], _json(body)),
        )

    def messages(
        self, profile_id: int, platform: str, conversation_ids: list[str]
    ) -> list[tuple[int, dict[str, Any]]]:
        """(sequence number, message) of the conversations' messages, oldest first."""
        if not conversation_ids:
            return []
        marks = ",".join("?" for _ in conversation_ids)
        rows = self._tx.execute(
            "SELECT seq, body FROM direct_messages WHERE profile_id = ? AND platform = ?"
            f" AND conversation_id IN ({marks}) ORDER BY seq",
            (profile_id, platform, *conversation_ids),
        ).fetchall()
        return [(int(r["seq"]), json.loads(r["body"])) for r in rows]

    def message(
        self, profile_id: int, platform: str, message_id: str
    ) -> tuple[int, dict[str, Any]] | None:
        """(sequence number, message) of the profile's message `message_id` on `platform`."""
        row = self._tx.execute(
            "SELECT seq, body FROM direct_messages WHERE profile_id = ? AND platform = ?"
            " AND json_extract(body, '$.id') = ?",
            (profile_id, platform, message_id),
        ).fetchone()
        return None if row is None else (int(row["seq"]), json.loads(row["body"]))

    def replace_message(self, seq: int, body: dict[str, Any]) -> None:
        """Store the changed message `seq` (read, reacted to, edited)."""
        self._tx.execute("UPDATE direct_messages SET body = ? WHERE seq = ?", (_json(body), seq))

    def is_active(self, profile_id: int, cycle: str, platform: str, conversation_id: str) -> bool:
        row = self._tx.execute(
            "SELECT 1 FROM active_conversations WHERE profile_id = ? AND cycle = ?"
            " AND platform = ? AND conversation_id = ?",
            (profile_id, cycle, platform, conversation_id),
        ).fetchone()
        return row is not None

    def active_count(self, profile_id: int, cycle: str) -> int:
        row = self._tx.execute(
            "SELECT COUNT(*) AS n FROM active_conversations WHERE profile_id = ? AND cycle = ?",
            (profile_id, cycle),
        ).fetchone()
        return int(row["n"])

    def mark_active(self, profile_id: int, cycle: str, platform: str, conversation_id: str) -> None:
        self._tx.execute(
            "INSERT OR IGNORE INTO active_conversations (profile_id, cycle, platform,"
            " conversation_id) VALUES (?, ?, ?, ?)",
            (profile_id, cycle, platform, conversation_id),
        )

    def settings(self, profile_id: int) -> tuple[dict[str, Any], list[str]]:
        """The profile's stored auto-response fields and the networks needing a relink."""
        row = self._tx.execute(
            "SELECT auto_response, relink_required FROM messaging_profiles WHERE profile_id = ?",
            (profile_id,),
        ).fetchone()
        if row is None:
            return {}, []
        return json.loads(row["auto_response"]), list(json.loads(row["relink_required"]))

    def save_settings(
        self,
        profile_id: int,
        auto_response: dict[str, Any],
        relink_required: list[str],
    ) -> None:
        self._tx.execute(
            "INSERT INTO messaging_profiles (profile_id, auto_response, relink_required)"
            " VALUES (?, ?, ?) ON CONFLICT(profile_id) DO UPDATE SET"
            " auto_response = excluded.auto_response,"
            " relink_required = excluded.relink_required",
            (profile_id, _json(auto_response), _json(relink_required)),
        )
