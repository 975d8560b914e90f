"""A server does not outlive the process that started it: when that one is killed without
stopping it (SIGKILL, or a SIGTERM pytest does not catch), a forked server stops, and so does
the fork server, which lives while any process it forked does; a server subprocess
(`ServerProcess`, through `testkit.tethered`) stops too."""

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

#: Starts a reference server (forked or not), prints its pid, then waits to be killed.
REQUESTER = textwrap.dedent(
    """
    import sys, time
    from testkit.server import ReferenceServer

    server = ReferenceServer(api_key="lifetime-key", forked=sys.argv[1] == "forked")
    server.start()
    launcher = server.launcher
    print(launcher.pid if server.forked else launcher.process.pid, flush=True)
    time.sleep(600)
    """
)


def _stat(pid: int) -> list[str]:
    """The fields of /proc/PID/stat after the command name: state, parent pid, ..."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def _gone(pid: int) -> bool:
    """Ended (a zombie not yet reaped counts as ended)."""
    try:
        return _stat(pid)[0] == "Z"
    except FileNotFoundError:
        return True


@pytest.mark.parametrize("launch", ["forked", "subprocess"])
def test_killed_requester_takes_its_server_along(launch: str, tmp_path: Path) -> None:
    # The killed requester cannot remove the server's data dir and log: they go to tmp_path.
    requester = subprocess.Popen(
        [sys.executable, "-c", REQUESTER, launch],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO), "TMPDIR": str(tmp_path)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert requester.stdout is not None
        server = int(requester.stdout.readline())
        watched = [server]
        if launch == "forked":
            fork_server = int(_stat(server)[1])
            assert fork_server not in (requester.pid, 1)
            watched.append(fork_server)
        requester.send_signal(signal.SIGKILL)
        requester.wait(timeout=30)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not all(map(_gone, watched)):
            time.sleep(0.2)
        assert [pid for pid in watched if not _gone(pid)] == []
    finally:
        requester.kill()
        requester.wait(timeout=30)
        if requester.stdout is not None:
            requester.stdout.close()
