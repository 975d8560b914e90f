"""The one owner of SQL: the data file's schema (`schema.py`), how it is opened
(`connection.py`, `database.py`), the service's records (`records.py`: `Store`, one repository
object per area, `store.profiles`, `store.posts`, `store.short_links`, ..., each a class of the
area's module owning its SQL; shared rows in `rows.py`), the webhook delivery outbox
(`outbox.py`), the rate-limit windows (`rate_windows.py`), the suspensions of User Profiles
(`suspensions.py`) and the failed-authentication windows (`auth_failures.py`), the last four on
connections of their own. Nothing outside this package
writes SQL."""

from .auth_failures import AuthFailureWindows, FailureWindow
from .connection import immediate_transaction, open_database
from .database import NoTransactionError, hand_over
from .outbox import AttemptRecord, DeliveryRecord, DeliveryStatus, Outbox
from .rate_windows import RateWindows, WindowCount
from .records import Store
from .rows import HookRow, LinkRow, MediaRow, PostRow, ProfileRow, TitleTakenError, hash_key
from .schema import create_schema
from .suspensions import Suspensions

__all__ = [
    "AttemptRecord",
    "AuthFailureWindows",
    "DeliveryRecord",
    "DeliveryStatus",
    "FailureWindow",
    "HookRow",
    "LinkRow",
    "MediaRow",
    "NoTransactionError",
    "Outbox",
    "PostRow",
    "ProfileRow",
    "RateWindows",
    "Store",
    "Suspensions",
    "TitleTakenError",
    "WindowCount",
    "create_schema",
    "hand_over",
    "hash_key",
    "immediate_transaction",
    "open_database",
]
