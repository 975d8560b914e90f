"""The one owner of SQL: the data file's schema (`schema.py`), how it is opened
(`connection.py`, `database.py`), the service's records (`records.py`: `Store`, made of the
areas' record classes `profiles.py`, `hooks.py`, `media_records.py`, `posts.py`; rows in
`rows.py`), the webhook delivery outbox (`outbox.py`), the rate-limit windows
(`rate_windows.py`) and the failed-authentication windows (`auth_failures.py`); the other
areas' records (`links.py`, `messages.py`, ...) take the connection of a transaction. Nothing
outside this package writes SQL."""

from .auth_failures import AuthFailureWindows, FailureWindow
from .connection import immediate_transaction, open_database
from .outbox import AttemptRecord, DeliveryRecord, DeliveryStatus, Outbox
from .rate_windows import RateWindows, WindowCount
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
    "AuthFailureWindows",
    "DeliveryRecord",
    "DeliveryStatus",
    "FailureWindow",
    "HookRow",
    "LinkRow",
    "MediaRow",
    "Outbox",
    "PostRow",
    "ProfileRow",
    "RateWindows",
    "Store",
    "TitleTakenError",
    "WindowCount",
    "create_schema",
    "hash_key",
    "immediate_transaction",
    "open_database",
]
