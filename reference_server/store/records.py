"""The service's records in SQLite: profiles, keys, linked networks, hooks, webhook history,
posts, media metadata and the sandbox settings (clock offset, plan), as one `Store` made of
the areas' record classes (`profiles.py`, `hooks.py`, `media_records.py`, `posts.py`) over one
connection (`database.py`); the rows are `rows.py`'s.
"""

from __future__ import annotations

from .hooks import HookRecords
from .media_records import MediaRecords
from .posts import PostRecords
from .profiles import ProfileRecords
from .rows import HookRow, LinkRow, MediaRow, PostRow, ProfileRow, TitleTakenError, hash_key

__all__ = [
    "HookRow",
    "LinkRow",
    "MediaRow",
    "PostRow",
    "ProfileRow",
    "Store",
    "TitleTakenError",
    "hash_key",
]


class Store(ProfileRecords, HookRecords, MediaRecords, PostRecords):
    """Thread-safe access to the service's records (one connection, one lock)."""
