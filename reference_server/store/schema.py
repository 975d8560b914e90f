"""The whole SQLite schema of the server's data file, in one place, with its migrations.

One file (WAL mode) under the data directory holds the service's records (`records.py`) and the
webhook delivery outbox (`outbox.py`); both create what is missing through `create_schema` at
open, inside a write transaction, so two processes opening a new data dir do not race.
"""

from __future__ import annotations

import sqlite3

SERVICE_TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS profiles (
    id INTEGER PRIMARY KEY,
    ref_id TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL UNIQUE,
    key_hash TEXT UNIQUE,
    is_primary INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL,
    created_ms INTEGER,
    settings TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS links (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    display_name TEXT NOT NULL,
    can_manage INTEGER NOT NULL,
    created INTEGER NOT NULL,
    PRIMARY KEY (profile_id, platform)
);
CREATE TABLE IF NOT EXISTS hooks (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    action TEXT NOT NULL,
    hook_id TEXT NOT NULL UNIQUE,
    url TEXT NOT NULL,
    secret TEXT,
    created INTEGER NOT NULL,
    previous_secret TEXT,
    rotation_until INTEGER,
    PRIMARY KEY (profile_id, action)
);
CREATE TABLE IF NOT EXISTS history (
    id INTEGER PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    action TEXT NOT NULL,
    created INTEGER NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS history_by_profile ON history (profile_id, action, created);
CREATE TABLE IF NOT EXISTS media (
    id TEXT PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    description TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    created INTEGER NOT NULL,
    expires INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS media_by_profile ON media (profile_id, created);
CREATE TABLE IF NOT EXISTS posts (
    id TEXT PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    type TEXT NOT NULL,
    created INTEGER NOT NULL,
    schedule INTEGER,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS posts_by_profile ON posts (profile_id, created);
CREATE INDEX IF NOT EXISTS posts_due ON posts (status, schedule);
CREATE TABLE IF NOT EXISTS post_idempotency (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    post_id TEXT NOT NULL,
    status INTEGER NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (profile_id, key)
);
CREATE TABLE IF NOT EXISTS post_media (
    post_id TEXT NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    media_id TEXT NOT NULL,
    PRIMARY KEY (post_id, media_id)
);
CREATE TABLE IF NOT EXISTS watermarks (
    profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
    body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS auto_schedules (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (profile_id, title)
);
CREATE TABLE IF NOT EXISTS rate_windows (
    profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
    window_start INTEGER NOT NULL,
    used INTEGER NOT NULL,
    admitted INTEGER NOT NULL,
    max_override INTEGER
);
CREATE TABLE IF NOT EXISTS rate_address_windows (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    bucket TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    used INTEGER NOT NULL,
    admitted INTEGER NOT NULL,
    max INTEGER NOT NULL,
    PRIMARY KEY (profile_id, bucket)
);
CREATE TABLE IF NOT EXISTS rate_page_windows (
    profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
    window_start INTEGER NOT NULL,
    used INTEGER NOT NULL,
    admitted INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rate_refusals (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_refusals_profile ON rate_refusals (profile_id, at);
CREATE TABLE IF NOT EXISTS rate_suspensions (
    profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
    suspended_until INTEGER,
    after_override INTEGER
);
CREATE TABLE IF NOT EXISTS auth_failure_windows (
    bucket TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    failures INTEGER NOT NULL,
    max_override INTEGER
);
CREATE TABLE IF NOT EXISTS sandbox_seeded_profiles (
    profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS sandbox_transfer_limits (
    profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
    feed_read_seconds REAL,
    upload_max_bytes INTEGER
);
CREATE TABLE IF NOT EXISTS post_metric_seeds (
    post_id TEXT NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (post_id, platform, name)
);
CREATE TABLE IF NOT EXISTS conversations (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    correspondent_id TEXT NOT NULL,
    correspondent_name TEXT,
    status TEXT NOT NULL,
    last_received INTEGER NOT NULL,
    last_auto_response INTEGER,
    PRIMARY KEY (profile_id, platform, conversation_id)
);
CREATE UNIQUE INDEX IF NOT EXISTS conversations_by_correspondent
    ON conversations (profile_id, platform, correspondent_id);
CREATE TABLE IF NOT EXISTS direct_messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS direct_messages_by_conversation
    ON direct_messages (profile_id, platform, conversation_id, seq);
CREATE TABLE IF NOT EXISTS active_conversations (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    cycle TEXT NOT NULL,
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    PRIMARY KEY (profile_id, cycle, platform, conversation_id)
);
CREATE TABLE IF NOT EXISTS messaging_profiles (
    profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
    auto_response TEXT NOT NULL DEFAULT '{}',
    relink_required TEXT NOT NULL DEFAULT '[]'
);
"""

OUTBOX_TABLES = """
CREATE TABLE IF NOT EXISTS webhook_deliveries (
    id TEXT PRIMARY KEY,
    hook_id TEXT NOT NULL,
    url TEXT NOT NULL,
    action TEXT NOT NULL,
    ref_id TEXT NOT NULL,
    body BLOB NOT NULL,
    signature TEXT,
    signature_v2 TEXT,
    status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL,
    due_at REAL,
    lease_owner TEXT,
    lease_until REAL,
    finished_at REAL,
    last_error TEXT,
    notified_at REAL
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due
    ON webhook_deliveries (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS webhook_deliveries_lease
    ON webhook_deliveries (lease_until) WHERE lease_until IS NOT NULL;
CREATE TABLE IF NOT EXISTS webhook_delivery_attempts (
    delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    started_at REAL NOT NULL,
    finished_at REAL NOT NULL,
    http_status INTEGER,
    error TEXT,
    PRIMARY KEY (delivery_id, number)
);
CREATE TABLE IF NOT EXISTS comments (
    platform TEXT NOT NULL,
    social_id TEXT NOT NULL,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    post_id TEXT NOT NULL,
    social_post_id TEXT NOT NULL,
    comment_id TEXT,
    thread_id TEXT,
    parent_id TEXT,
    created INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (platform, social_id)
);
CREATE INDEX IF NOT EXISTS comments_by_post ON comments (profile_id, post_id, created);
CREATE INDEX IF NOT EXISTS comments_by_comment_id ON comments (comment_id)
    WHERE comment_id IS NOT NULL;
CREATE TABLE IF NOT EXISTS short_links (
    id TEXT PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    utm TEXT NOT NULL,
    created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS short_links_by_profile ON short_links (profile_id, created);
CREATE TABLE IF NOT EXISTS short_link_clicks (
    link_id TEXT NOT NULL REFERENCES short_links(id) ON DELETE CASCADE,
    clicked INTEGER NOT NULL,
    referer TEXT NOT NULL,
    browser TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS short_link_clicks_by_link ON short_link_clicks (link_id, clicked);
CREATE TABLE IF NOT EXISTS feeds (
    id TEXT PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    created INTEGER NOT NULL,
    next_check INTEGER NOT NULL,
    last_checked INTEGER,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS feeds_by_profile ON feeds (profile_id, created);
CREATE INDEX IF NOT EXISTS feeds_by_next_check ON feeds (next_check);
CREATE TABLE IF NOT EXISTS feed_items (
    feed_id TEXT NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    seen INTEGER NOT NULL,
    post_id TEXT,
    PRIMARY KEY (feed_id, item_id)
);
CREATE TABLE IF NOT EXISTS reviews (
    platform TEXT NOT NULL,
    id TEXT NOT NULL,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    created INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (platform, id)
);
CREATE INDEX IF NOT EXISTS reviews_by_profile ON reviews (profile_id, platform, created);
CREATE TABLE IF NOT EXISTS link_sessions (
    id TEXT PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    created INTEGER NOT NULL,
    expires INTEGER NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS link_sessions_by_profile ON link_sessions (profile_id, revoked);
CREATE TABLE IF NOT EXISTS ads (
    id TEXT PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    account_id TEXT NOT NULL,
    campaign_id TEXT NOT NULL,
    post_id TEXT,
    fb_post_id TEXT NOT NULL,
    created INTEGER NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ads_by_profile ON ads (profile_id, created);
CREATE TABLE IF NOT EXISTS user_batch_files (
    name TEXT PRIMARY KEY,
    created INTEGER NOT NULL,
    body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS network_accounts (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (profile_id, platform)
);
CREATE TABLE IF NOT EXISTS network_account_updates (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    field TEXT NOT NULL,
    updated INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS network_account_updates_by_field
    ON network_account_updates (profile_id, platform, field, updated);
CREATE TABLE IF NOT EXISTS network_posts (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    id TEXT NOT NULL,
    created INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (platform, id)
);
CREATE INDEX IF NOT EXISTS network_posts_by_profile ON network_posts (profile_id, platform);
CREATE TABLE IF NOT EXISTS x_user_lookups (
    month TEXT NOT NULL,
    kind TEXT NOT NULL,
    value TEXT NOT NULL,
    created INTEGER NOT NULL,
    PRIMARY KEY (month, kind, value)
);
CREATE TABLE IF NOT EXISTS seeded_accounts (
    profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    platform TEXT NOT NULL,
    kind TEXT NOT NULL,
    anchor INTEGER NOT NULL,
    synced_until INTEGER NOT NULL,
    PRIMARY KEY (profile_id, platform)
);
"""


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


def create_schema(db: sqlite3.Connection) -> None:
    """Create every table and index that is missing, then migrate older data dirs.

    Runs statement by statement (not `executescript`, which would commit the caller's
    transaction).
    """
    for statement in _statements(SERVICE_TABLES) + _statements(OUTBOX_TABLES):
        db.execute(statement)
    _migrate(db)


def _migrate(db: sqlite3.Connection) -> None:
    """Bring a data dir of an earlier version up to this schema."""
    profile_columns = {r[1] for r in db.execute("PRAGMA table_info(profiles)")}
    if "created_ms" not in profile_columns:  # creation instant in ms (`createdUTC`)
        db.execute("ALTER TABLE profiles ADD COLUMN created_ms INTEGER")
    if "settings" not in profile_columns:  # the create/update settings, as JSON
        db.execute("ALTER TABLE profiles ADD COLUMN settings TEXT NOT NULL DEFAULT '{}'")
    columns = {r[1] for r in db.execute("PRAGMA table_info(history)")}
    if "delivery_id" not in columns:
        db.execute("ALTER TABLE history ADD COLUMN delivery_id TEXT")
    db.execute(
        "CREATE UNIQUE INDEX IF NOT EXISTS history_by_delivery ON history (delivery_id)"
        " WHERE delivery_id IS NOT NULL"
    )
    hook_columns = {r[1] for r in db.execute("PRAGMA table_info(hooks)")}
    if "previous_secret" not in hook_columns:
        db.execute("ALTER TABLE hooks ADD COLUMN previous_secret TEXT")
        db.execute("ALTER TABLE hooks ADD COLUMN rotation_until INTEGER")
    outbox_columns = {r[1] for r in db.execute("PRAGMA table_info(webhook_deliveries)")}
    if "signature_v2" not in outbox_columns:
        db.execute("ALTER TABLE webhook_deliveries ADD COLUMN signature_v2 TEXT")
    # A counter every change of `history` moves (cascades from profile deletion included, as
    # SQLite fires triggers for them): an answer built from history rows at one value of it is
    # still exact while it holds, in every process on the data dir.
    db.execute(
        "CREATE TABLE IF NOT EXISTS history_version"
        " (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)"
    )
    db.execute("INSERT OR IGNORE INTO history_version (id, n) VALUES (1, 0)")
    for event in ("INSERT", "UPDATE", "DELETE"):
        db.execute(
            f"CREATE TRIGGER IF NOT EXISTS history_version_{event.lower()} AFTER {event} ON"
            " history BEGIN UPDATE history_version SET n = n + 1 WHERE id = 1; END"
        )
    # The same for `posts` (the post history's answers).
    db.execute(
        "CREATE TABLE IF NOT EXISTS posts_version"
        " (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)"
    )
    db.execute("INSERT OR IGNORE INTO posts_version (id, n) VALUES (1, 0)")
    for event in ("INSERT", "UPDATE", "DELETE"):
        db.execute(
            f"CREATE TRIGGER IF NOT EXISTS posts_version_{event.lower()} AFTER {event} ON"
            " posts BEGIN UPDATE posts_version SET n = n + 1 WHERE id = 1; END"
        )
    click_columns = {r[1] for r in db.execute("PRAGMA table_info(short_link_clicks)")}
    if "platform" not in click_columns:  # the click's platform (legacy analytics_links)
        db.execute("ALTER TABLE short_link_clicks ADD COLUMN platform TEXT NOT NULL DEFAULT ''")
