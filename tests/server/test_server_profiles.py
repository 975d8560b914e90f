"""User Profiles on the reference server, what the contract rules do not check: the store's
migration of an older profiles table. Everything User Profiles show over HTTP:
`contract_tests/test_rules_profiles.py`."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from reference_server.store import Store


def test_store_migrates_older_profiles_table(tmp_path: Path) -> None:
    """A data dir from before `created_ms` and `settings`: the columns are added on open and
    its rows read with their whole-second creation time and no settings."""
    path = tmp_path / "service.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE profiles (id INTEGER PRIMARY KEY, ref_id TEXT NOT NULL UNIQUE, "
        "title TEXT NOT NULL UNIQUE, key_hash TEXT UNIQUE, "
        "is_primary INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL);"
        "INSERT INTO profiles (ref_id, title, key_hash, created) "
        "VALUES ('old-ref', 'Old Title', 'h', 1795370400);"
    )
    db.commit()
    db.close()
    store = Store(path)
    try:
        (row,) = store.profiles.user_profiles()
        assert (row.ref_id, row.created_ms, row.settings) == ("old-ref", 1795370400000, {})
        updated = store.profiles.update_profile(row.id, "New Title", {"tags": ["t"]})
        assert updated is not None and updated.settings == {"tags": ["t"]}
    finally:
        store.close()
