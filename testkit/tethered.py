"""`python -m testkit.tethered PID MODULE [ARGS...]`: run ``python -m MODULE ARGS...`` that ends
when process PID does.

A server started by a test or by the suite is stopped by whoever started it; one that is
killed first (SIGKILL, or a SIGTERM that pytest does not catch) would leave the server
running for good, holding its port and data. `end_with(pid)` stops this process (SIGTERM, as
a stop would; SIGKILL after `STOP_SECONDS`) as soon as process ``pid`` has ended (Linux
pidfd; elsewhere nothing is watched). `server_process.ServerProcess` starts every
``python -m MODULE`` command through this module; `forked.py` calls `end_with` in each forked
process.
"""

from __future__ import annotations

import os
import runpy
import select
import signal
import sys
import threading
import time

#: Seconds between the SIGTERM and the SIGKILL (a graceful stop's bound).
STOP_SECONDS = 5.0


def end_with(requester: int) -> None:
    """Stop this process when process ``requester`` ends (a daemon thread waits for it)."""

    def watch() -> None:
        try:
            handle = os.pidfd_open(requester)
        except ProcessLookupError:
            pass  # already gone
        except (AttributeError, OSError):
            return  # no process handles on this system: nothing to watch with
        else:
            select.select([handle], [], [])  # readable when the requester has ended
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(STOP_SECONDS)
        os.kill(os.getpid(), signal.SIGKILL)

    threading.Thread(target=watch, name="end-with-requester", daemon=True).start()


def command(requester: int, argv: list[str]) -> list[str]:
    """``argv`` run so that it ends with ``requester``, when it is ``PYTHON -m MODULE ...``
    (any other command unchanged)."""
    if len(argv) >= 3 and argv[1] == "-m":
        return [argv[0], "-m", __name__, str(requester), *argv[2:]]
    return list(argv)


def main() -> None:
    requester, module, *args = sys.argv[1:]
    end_with(int(requester))
    sys.argv = [module, *args]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
