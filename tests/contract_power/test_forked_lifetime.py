"""A forked process does not outlive the process that asked for it: when that one is killed
without stopping it (SIGKILL, or a SIGTERM pytest does not catch), the forked server stops, and
the fork server, which lives while any process it forked does, ends with it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from testkit.forked import REPO

pytestmark = pytest.mark.timeout(300)

#: Starts a forked reference server, prints its pid, then waits to be killed.
REQUESTER = textwrap.dedent(
    """
    import time
    from testkit.server import ReferenceServer

    server = ReferenceServer(api_key="lifetime-key", forked=True)
    server.start()
    print(server.launcher.pid, flush=True)
    time.sleep(600)
    """
)


def _parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def _gone(pid: int) -> bool:
    """Ended (a zombie not yet reaped counts as ended)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def _wait_gone(pids: list[int], seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not all(_gone(p) for p in pids):
        time.sleep(0.2)
    return [p for p in pids if not _gone(p)]


def test_killed_requester_takes_its_forked_server_and_the_fork_server_along() -> None:
    requester = subprocess.Popen(
        [sys.executable, "-c", REQUESTER],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert requester.stdout is not None
        server = int(requester.stdout.readline())
        fork_server = _parent_of(server)
        assert fork_server not in (requester.pid, 1)
        requester.send_signal(signal.SIGKILL)
        requester.wait(timeout=30)
        assert _wait_gone([server, fork_server], 120) == []
    finally:
        requester.kill()
        requester.wait(timeout=30)
        if requester.stdout is not None:
            requester.stdout.close()
