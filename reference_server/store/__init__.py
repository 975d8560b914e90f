"""The one owner of SQL: the data file's schema (`schema.py`), how it is opened
(`connection.py`), the service's records (`records.py`) and the webhook delivery outbox
(`outbox.py`). Nothing outside this package writes SQL."""

from .connection import immediate_transaction, open_database
from .outbox import AttemptRecord, DeliveryRecord, DeliveryStatus, Outbox
from .records import (
    HookRow,
    LinkRow,
    MediaRow,
    PostRow,
    ProfileRow,
    Store,
    TitleTakenError,
    hash_key,
)
from .schema import create_schema

__all__ = [
    "AttemptRecord",
    "DeliveryRecord",
    "DeliveryStatus",
    "HookRow",
    "LinkRow",
    "MediaRow",
    "Outbox",
    "PostRow",
    "ProfileRow",
    "Store",
    "TitleTakenError",
    "create_schema",
    "hash_key",
    "immediate_transaction",
    "open_database",
]
