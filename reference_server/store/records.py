"""`Store`: the service's records in SQLite, one repository per area over one connection
(`database.py`), each owning its area's SQL. The one way to reach a record is
`service.store.<area>.<method>(...)`; a write spanning areas is
`with service.store.transaction(): ...` (every repository's statements on this thread join it).
"""

from __future__ import annotations

import sqlite3
from contextlib import AbstractContextManager
from pathlib import Path

from .ads import AdRecords
from .comments import CommentRecords
from .database import Database
from .feeds import FeedRecords
from .hooks import HookRecords
from .link_sessions import LinkSessionRecords
from .links import LinkRecords
from .media_records import MediaRecords
from .messages import MessageRecords
from .meta import MetaRecords
from .posts import PostRecords
from .profiles import ProfileRecords
from .reviews import ReviewRecords
from .seeded_accounts import SeededAccountRecords
from .transfer_limits import TransferLimitRecords
from .user_accounts import UserAccountRecords


class Store:
    """The data file and its areas' repositories (thread-safe: one connection, one lock)."""

    def __init__(self, path: Path) -> None:
        self._database = database = Database(path)
        #: The service's settings: clock offset, plan, add-ons.
        self.meta = MetaRecords(database)
        #: Primary and User Profiles, their keys, settings and linked networks.
        self.profiles = ProfileRecords(database)
        #: Webhook registrations and the webhook history.
        self.hooks = HookRecords(database)
        #: Media metadata (the files are `media/files.py`'s).
        self.media = MediaRecords(database)
        #: Posts, their media and metric seeds, idempotency keys, watermark, auto-schedules.
        self.posts = PostRecords(database)
        #: The following areas' methods are steps of the caller's `transaction()`.
        self.ads = AdRecords(database)
        self.comments = CommentRecords(database)
        self.feeds = FeedRecords(database)
        self.link_sessions = LinkSessionRecords(database)
        self.short_links = LinkRecords(database)
        self.messages = MessageRecords(database)
        self.reviews = ReviewRecords(database)
        self.seeded_accounts = SeededAccountRecords(database)
        #: The feed read time and upload size limits the test control set per profile.
        self.transfer_limits = TransferLimitRecords(database)
        self.user_accounts = UserAccountRecords(database)

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]:
        """A write transaction across areas (it yields the connection only for the webhook
        outbox, which enqueues into it)."""
        return self._database.transaction()

    def close(self) -> None:
        self._database.close()
