"""The injectable clock: real UTC time plus a persisted offset set by the sandbox control, or,
frozen by the control, one instant that stands still until the next change.

The state lives in the database, and `load` re-reads it on every `now()`, so all worker
processes sharing a data dir see a clock change at once. Its stored form is the offset in
seconds (``"3600.0"``) or, frozen, ``"frozen:"`` and the instant's Unix seconds."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from spec_model.error_codes import ErrorCode

from .errors import ApiError

EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime(9000, 1, 1, tzinfo=UTC)
_FROZEN = "frozen:"


@dataclass(frozen=True)
class ClockState:
    """Running: now = real time + ``offset`` seconds. Frozen: now = ``frozen_at``."""

    offset: float = 0.0
    frozen_at: datetime | None = None

    def stored(self) -> str:
        if self.frozen_at is not None:
            return f"{_FROZEN}{self.frozen_at.timestamp()!r}"
        return repr(self.offset)

    @classmethod
    def parse(cls, text: str | None) -> ClockState:
        if not text:
            return cls()
        if text.startswith(_FROZEN):
            return cls(frozen_at=datetime.fromtimestamp(float(text[len(_FROZEN) :]), UTC))
        return cls(offset=float(text))


class Clock:
    """The service's clock: running (the real time plus an offset in seconds) or frozen.

    The state is written through `persist` and, when `load` is given, read back through it on
    every `now()` (one indexed SELECT), so the sandbox clock survives a restart of the server
    and is shared by the processes of one data dir.
    """

    def __init__(
        self,
        offset_seconds: float = 0.0,
        persist: Callable[[str], None] | None = None,
        real_now: Callable[[], datetime] | None = None,
        load: Callable[[], str | None] | None = None,
    ) -> None:
        self._state = ClockState(offset=offset_seconds)
        self._persist = persist
        self._load = load
        self._real_now = real_now or (lambda: datetime.now(UTC))

    def state(self) -> ClockState:
        if self._load is not None:
            self._state = ClockState.parse(self._load())
        return self._state

    def offset(self) -> float:
        """Seconds between the service's time and the real time (now, when frozen)."""
        state = self.state()
        if state.frozen_at is not None:
            return (state.frozen_at - self._real_now()).total_seconds()
        return state.offset

    @property
    def frozen(self) -> bool:
        return self.state().frozen_at is not None

    def now(self) -> datetime:
        """The current time of the service (aware, UTC, whole seconds)."""
        state = self.state()
        if state.frozen_at is not None:
            return state.frozen_at.replace(microsecond=0)
        value = self._real_now() + timedelta(seconds=state.offset)
        return value.replace(microsecond=0)

    def advance(self, seconds: float) -> datetime:
        state = self.state()
        if state.frozen_at is not None:
            self._keep(_moved(state.frozen_at, seconds), frozen=True)
        else:
            self._keep(_moved(self._real_now(), state.offset + seconds), frozen=False)
        return self.now()

    def set(self, when: datetime) -> datetime:
        """Set the time; a frozen clock stays frozen at ``when``."""
        self._keep(when, frozen=self.frozen)
        return self.now()

    def freeze(self, frozen: bool) -> datetime:
        """Stop the clock at the current second (True) or let it run on from it (False)."""
        self._keep(self.now(), frozen=frozen)
        return self.now()

    def _keep(self, when: datetime | None, frozen: bool) -> None:
        # A clock past what datetime holds would fail every later request, and the state
        # persists: refuse it, with room for dates computed ahead of now (retention, schedules).
        if when is None or not EARLIEST <= when <= LATEST:
            raise _out_of_range()
        if frozen:
            self._state = ClockState(frozen_at=when.replace(microsecond=0))
        else:
            self._state = ClockState(offset=(when - self._real_now()).total_seconds())
        if self._persist is not None:
            self._persist(self._state.stored())


def _moved(start: datetime, seconds: float) -> datetime | None:
    """``start`` moved by ``seconds``, or None past what datetime holds (1e400 is inf, 1e300
    overflows)."""
    try:
        return start + timedelta(seconds=seconds)
    except (OverflowError, ValueError):
        return None


def _out_of_range() -> ApiError:
    return ApiError(
        ErrorCode.INVALID_REQUEST,
        f"The clock must stay between {EARLIEST:%Y-%m-%d} and {LATEST:%Y-%m-%d}.",
    )
