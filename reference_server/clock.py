"""The injectable clock: real UTC time plus a persisted offset set by the sandbox control."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta


class Clock:
    """Now = the real time plus an offset in seconds.

    The offset is read from and written through `persist`, so the sandbox clock survives a
    restart of the server.
    """

    def __init__(
        self,
        offset_seconds: float = 0.0,
        persist: Callable[[float], None] | None = None,
        real_now: Callable[[], datetime] | None = None,
    ) -> None:
        self._offset = offset_seconds
        self._persist = persist
        self._real_now = real_now or (lambda: datetime.now(UTC))

    def now(self) -> datetime:
        """The current time of the service (aware, UTC, whole seconds)."""
        value = self._real_now() + timedelta(seconds=self._offset)
        return value.replace(microsecond=0)

    def advance(self, seconds: float) -> datetime:
        self._set_offset(self._offset + seconds)
        return self.now()

    def set(self, when: datetime) -> datetime:
        self._set_offset((when - self._real_now()).total_seconds())
        return self.now()

    def _set_offset(self, offset: float) -> None:
        self._offset = offset
        if self._persist is not None:
            self._persist(offset)
