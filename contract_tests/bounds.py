"""Time bounds of a run: SIGTERM and the whole-run limit end the run with its reports.

Per-test limits are pytest-timeout's (``--timeout``, set from the run settings). The whole-run
limit (``--max-time``) is a timer that sends this process SIGTERM; SIGTERM and SIGINT (Ctrl-C)
raise :class:`RunStopped`, a ``KeyboardInterrupt``, and record why: pytest then ends the session
the way it ends an interrupted one, so ``pytest_sessionfinish`` still writes the JUnit file and
the summaries (INCOMPLETE, with the signal) with every result reached so far, and the reference
server the suite started is stopped. The exit code is pytest's "interrupted" (2). The timer is
cancelled when the tests end (`stop_run_clock`), so it never fires into the final printout.
A target that stopped answering (`liveness.py`) ends the run the same way (:func:`stop`, reason
``target-down``).
"""

from __future__ import annotations

import os
import signal
import threading
import time
from types import FrameType

_started = time.monotonic()
_timer: list[threading.Timer] = []
_expired: list[bool] = []
#: Why the run was stopped (empty while it runs): read by the summary.
stop_reason: list[str] = []
#: The stop's explanation in words (the reports print it).
stop_detail: list[str] = []


class RunStopped(KeyboardInterrupt):
    """The run was told to stop (SIGTERM, SIGINT, or the whole-run time limit)."""


def _on_signal(signum: int, frame: FrameType | None) -> None:
    if stop_reason:
        if signum == signal.SIGINT:  # a second Ctrl-C: stop now, as Python would
            raise KeyboardInterrupt
        return  # already stopping: let the reports be written
    if _expired:
        stop(
            "max-time",
            f"the run reached its time limit (--max-time) after {time.monotonic() - _started:.0f}"
            " s",
        )
    stop(signal.Signals(signum).name, f"{signal.Signals(signum).name} received")


def record_stop(reason: str, detail: str) -> bool:
    """Record that the run is stopped (INCOMPLETE, ``reason``, ``detail``) unless a stop is
    recorded already (the first one stands); whether this one was recorded."""
    if stop_reason:
        return False
    stop_reason.append(reason)
    stop_detail.append(detail)
    return True


def stop(reason: str, detail: str) -> None:
    """End the run now with its reports (INCOMPLETE, ``reason``); raises :class:`RunStopped`."""
    if not record_stop(reason, detail):
        return
    raise RunStopped(f"{detail}; the reports hold every result reached so far")


def install_signal_handlers() -> None:
    """SIGTERM and SIGINT end the run with its reports, which name the signal."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _on_signal)
        signal.signal(signal.SIGINT, _on_signal)


def start_run_clock(max_time: float) -> None:
    """After ``max_time`` seconds, stop the run as SIGTERM would (reports are written)."""
    stop_run_clock()

    def expire() -> None:
        _expired.append(True)
        os.kill(os.getpid(), signal.SIGTERM)

    timer = threading.Timer(max_time, expire)
    timer.daemon = True
    timer.start()
    _timer.append(timer)


def stop_run_clock() -> None:
    while _timer:
        _timer.pop().cancel()
