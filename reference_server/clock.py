"""The injectable clock: real UTC time plus a persisted offset set by the sandbox control.

The offset lives in the database, and `load` re-reads it on every `now()`, so all worker
processes sharing a data dir see a clock change at once."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from spec_model.error_codes import ErrorCode

from .errors import ApiError

EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime(9000, 1, 1, tzinfo=UTC)


class Clock:
    """Now = the real time plus an offset in seconds.

    The offset is written through `persist` and, when `load` is given, read back through it on
    every `now()` (one indexed SELECT), so the sandbox clock survives a restart of the server
    and is shared by the processes of one data dir.
    """

    def __init__(
        self,
        offset_seconds: float = 0.0,
        persist: Callable[[float], None] | None = None,
        real_now: Callable[[], datetime] | None = None,
        load: Callable[[], float] | None = None,
    ) -> None:
        self._offset = offset_seconds
        self._persist = persist
        self._load = load
        self._real_now = real_now or (lambda: datetime.now(UTC))

    def offset(self) -> float:
        if self._load is not None:
            self._offset = self._load()
        return self._offset

    def now(self) -> datetime:
        """The current time of the service (aware, UTC, whole seconds)."""
        value = self._real_now() + timedelta(seconds=self.offset())
        return value.replace(microsecond=0)

    def advance(self, seconds: float) -> datetime:
        self._set_offset(self.offset() + seconds)
        return self.now()

    def set(self, when: datetime) -> datetime:
        self._set_offset((when - self._real_now()).total_seconds())
        return self.now()

    def _set_offset(self, offset: float) -> None:
        # A clock past what datetime holds (1e400 is inf, 1e300 overflows) would fail every
        # later request, and the offset persists: refuse it, with room for dates computed
        # ahead of now (retention, schedules).
        try:
            when = self._real_now() + timedelta(seconds=offset)
        except (OverflowError, ValueError):
            when = None
        if when is None or not EARLIEST <= when <= LATEST:
            raise ApiError(
                ErrorCode.INVALID_REQUEST,
                f"The clock must stay between {EARLIEST:%Y-%m-%d} and {LATEST:%Y-%m-%d}.",
            )
        self._offset = offset
        if self._persist is not None:
            self._persist(offset)
