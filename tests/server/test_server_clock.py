"""The service clock of the sandbox: running from a set time, or frozen (`freeze_clock`) at one
instant that every request and every process of the data dir sees until the next change."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from reference_server.clock import Clock, ClockState
from reference_server.errors import ApiError
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


class RealTime:
    """The real time a Clock reads, moved by the test (the clock's own input)."""

    def __init__(self) -> None:
        self.value = datetime(2031, 3, 4, 5, 6, 7, 250_000, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.value

    def pass_seconds(self, seconds: float) -> None:
        self.value += timedelta(seconds=seconds)


def test_a_frozen_clock_stands_still_moves_when_told_and_runs_on_from_its_instant() -> None:
    real = RealTime()
    stored: list[str] = []
    clock = Clock(persist=stored.append, real_now=real)
    set_at = datetime(2033, 5, 20, 8, 0, 0, tzinfo=UTC)
    assert clock.set(set_at) == set_at
    real.pass_seconds(1.0)
    assert clock.now() == set_at + timedelta(seconds=1)  # running
    assert clock.freeze(True) == set_at + timedelta(seconds=1)
    real.pass_seconds(30.0)
    assert clock.now() == set_at + timedelta(seconds=1)  # stands still
    assert clock.set(set_at) == set_at and clock.frozen  # a set keeps it frozen
    assert clock.advance(59) == set_at + timedelta(seconds=59) and clock.frozen
    real.pass_seconds(5.0)
    assert clock.now() == set_at + timedelta(seconds=59)
    assert clock.freeze(False) == set_at + timedelta(seconds=59)
    real.pass_seconds(2.0)
    assert clock.now() == set_at + timedelta(seconds=61)  # runs on from its instant
    assert not clock.frozen
    assert stored[-1] == ClockState(offset=clock.offset()).stored()


def test_every_process_of_the_data_dir_reads_the_frozen_state() -> None:
    real = RealTime()
    meta: dict[str, str] = {}
    one = Clock(
        persist=lambda s: meta.__setitem__("clock", s),
        real_now=real,
        load=lambda: meta.get("clock"),
    )
    other = Clock(real_now=real, load=lambda: meta.get("clock"))
    one.freeze(True)
    real.pass_seconds(10)
    assert other.frozen and other.now() == one.now() == real.value.replace(
        microsecond=0
    ) - timedelta(seconds=10)
    assert ClockState.parse(meta["clock"]) == ClockState(frozen_at=one.now())
    assert ClockState.parse("3600.5") == ClockState(offset=3600.5)  # a data dir of before


@pytest.mark.parametrize("seconds", [1e300, 1e400, -1e300])
def test_a_frozen_clock_refuses_to_leave_the_calendar(seconds: float) -> None:
    clock = Clock(real_now=RealTime())
    clock.freeze(True)
    before = clock.now()
    with pytest.raises(ApiError) as refused:
        clock.advance(seconds)
    assert refused.value.code is ErrorCode.INVALID_REQUEST
    assert clock.now() == before and clock.frozen


def test_freeze_clock_through_the_control(api: Api, restore_clock: None) -> None:
    frozen = api.sandbox("clock/frozen", {"frozen": True})
    assert frozen["frozen"] is True
    moved = api.sandbox("clock", {"set": "2033-05-20T08:00:00Z"})
    assert moved == {"now": "2033-05-20T08:00:00Z", "frozen": True}
    assert api.ok("GET", "/_sandbox")["now"] == "2033-05-20T08:00:00Z"
    running = api.sandbox("clock/frozen", {"frozen": False})
    assert running["frozen"] is False
    assert running["now"] >= "2033-05-20T08:00:00Z"
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/clock/frozen", json={"frozen": "yes"})
