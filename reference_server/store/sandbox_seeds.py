"""Many short links or User Profiles at once, for the test control's `seed_short_links`,
`seed_profiles` and `remove_seeded_profiles` (sandbox.yaml): bulk inserts that respect the
same `x-limits` counts the API's own operations check, in one transaction the caller holds
(`Store.transaction()`). Seeded profiles are remembered in `sandbox_seeded_profiles`, so their
removal deletes them and no other.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from .links import LinkRecords
from .profiles import COUNT_USER_PROFILES

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


def user_profiles(db: sqlite3.Connection) -> int:
    """How many User Profiles the account keeps (the Primary Profile not counted)."""
    return int(db.execute(COUNT_USER_PROFILES).fetchone()[0])


def seed_profiles(db: sqlite3.Connection, count: int, most: int, created_ms: int) -> int | None:
    """Create `count` placeholder User Profiles; the account's total, or None (nothing
    created) when it would then keep more than `most`."""
    if user_profiles(db) + count > most:
        return None
    args = {"count": count, "created": created_ms // 1000, "created_ms": created_ms}
    ids = [(int(row[0]),) for row in db.execute(SEED_PROFILES, args).fetchall()]
    db.executemany("INSERT INTO sandbox_seeded_profiles (profile_id) VALUES (?)", ids)
    return user_profiles(db)


def remove_seeded_profiles(db: sqlite3.Connection) -> tuple[int, int]:
    """Delete the seeded User Profiles that still exist; (how many, the account's total)."""
    removed = db.execute(REMOVE_SEEDED).rowcount
    return removed, user_profiles(db)


def seed_short_links(
    db: sqlite3.Connection,
    profile_id: int,
    count: int,
    most: int,
    created: int,
    new_id: Callable[[], str],
) -> int | None:
    """Create `count` short links (ids from `new_id`, placeholder addresses) for the profile;
    its total, or None (nothing created) when it would then keep more than `most`."""
    links = LinkRecords()
    if links.count_of_profile(db, profile_id) + count > most:
        return None
    made = 0
    while made < count:
        batch = [
            (new_id(), profile_id, f"https://seed.sandbox.test/{made + i}", "[]", created)
            for i in range(count - made)
        ]
        made += db.executemany(
            "INSERT OR IGNORE INTO short_links (id, profile_id, url, utm, created)"
            " VALUES (?, ?, ?, ?, ?)",
            batch,
        ).rowcount  # an id already taken is skipped: the next batch draws again
    return links.count_of_profile(db, profile_id)
