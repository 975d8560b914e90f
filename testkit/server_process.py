"""A server as a subprocess that announces itself with a `Listening on URL` line on stdout.

The one launcher of the project: the suite starts the reference server with it when a run
names no target, and the server tests, reliability tests and benchmarks start theirs with it
too. It only runs a command (`python -m reference_server ...`); it never imports server code.

Every wait is bounded (start, stop), the child's output goes to a log file (stderr directly,
stdout after the first line through a pump thread, so a chatty child never blocks on a full
pipe), and stopping closes every pipe and file it opened. A `python -m MODULE` command runs
through `tethered.py`, so it ends when the process that started it does, even one killed.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import IO

from testkit import tethered

LISTENING_PREFIX = "Listening on "
START_TIMEOUT_SECONDS = 60.0
STOP_TIMEOUT_SECONDS = 15.0


class ServerStartError(RuntimeError):
    """The server did not start; the message carries the tail of its output."""


def reference_server_command(
    data_dir: Path,
    api_key: str,
    *extra: str,
    host: str = "127.0.0.1",
    module: str = "reference_server",
) -> list[str]:
    """`python -m reference_server` on a free port of `host` with `data_dir` and `api_key`
    (`module`: another module run with ``-m`` that takes the server's options, e.g. a test's
    launcher of a server built from other parts)."""
    return [
        sys.executable,
        "-m",
        module,
        "--host",
        host,
        "--port",
        "0",
        "--data-dir",
        str(data_dir),
        "--api-key",
        api_key,
        *extra,
    ]


class ServerProcess:
    """One server subprocess: `start()` returns its URL, `stop()`/`kill()` end it."""

    def __init__(
        self,
        command: Sequence[str],
        *,
        cwd: Path | None = None,
        env: Mapping[str, str] | None = None,
        log_path: Path | None = None,
        start_timeout: float = START_TIMEOUT_SECONDS,
    ) -> None:
        self.command = list(command)
        self.cwd = cwd
        self.env = dict(env or {})
        self._own_log = log_path is None
        self.log_path = log_path or Path(tempfile.mkstemp(prefix="server-", suffix=".log")[1])
        self.start_timeout = start_timeout
        self.url = ""
        self.process: subprocess.Popen[str] | None = None
        self._log: IO[str] | None = None
        self._pump: threading.Thread | None = None

    # -- life cycle ---------------------------------------------------------------------------

    def start(self) -> str:
        """Start the command and wait (bounded) for its `Listening on URL` line."""
        self._log = self.log_path.open("a", encoding="utf-8", errors="replace")
        self.process = subprocess.Popen(
            tethered.command(os.getpid(), self.command),
            cwd=self.cwd,
            env={**os.environ, "PYTHONUNBUFFERED": "1", **self.env},
            stdout=subprocess.PIPE,
            stderr=self._log,
            text=True,
            errors="replace",
        )
        first: queue.Queue[str | None] = queue.Queue()
        self._pump = threading.Thread(target=self._drain, args=(first,), daemon=True)
        self._pump.start()
        try:
            line = first.get(timeout=self.start_timeout)
        except queue.Empty:
            self.kill()
            raise ServerStartError(
                self._failure(f"no URL within {self.start_timeout:.0f} s")
            ) from None
        if line is None or not line.startswith(LISTENING_PREFIX):
            self.kill()
            raise ServerStartError(self._failure(f"exited or printed {line!r} instead of a URL"))
        self.url = line[len(LISTENING_PREFIX) :].strip().rstrip("/")
        return self.url

    def _drain(self, first: queue.Queue[str | None]) -> None:
        """Hand the first stdout line over, then copy the rest of stdout to the log."""
        process = self.process
        assert process is not None and process.stdout is not None
        announced = False
        try:
            for line in process.stdout:
                if not announced:
                    announced = True
                    first.put(line)
                elif self._log is not None and not self._log.closed:
                    self._log.write(line)
                    self._log.flush()
        except (OSError, ValueError):  # the pipe was closed under us at shutdown
            pass
        if not announced:
            first.put(None)

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self, timeout: float = STOP_TIMEOUT_SECONDS) -> int | None:
        """SIGTERM, wait up to `timeout`, then SIGKILL; returns the exit status."""
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=timeout)
        return self._finish()

    def kill(self) -> int | None:
        """SIGKILL at once (a crash: no graceful shutdown); returns the exit status."""
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=STOP_TIMEOUT_SECONDS)
        return self._finish()

    def _finish(self) -> int | None:
        assert self.process is not None
        if self._pump is not None:
            self._pump.join(timeout=5)  # stdout ends once the process (and its children) exit
            self._pump = None
        if self.process.stdout is not None:
            self.process.stdout.close()
        if self._log is not None:
            self._log.close()
        return self.process.returncode

    def cleanup(self) -> None:
        """Stop the process if needed and remove a log file this object created."""
        self.stop()
        if self._own_log:
            self.log_path.unlink(missing_ok=True)

    def __enter__(self) -> ServerProcess:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.cleanup()

    # -- observation --------------------------------------------------------------------------

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def output(self) -> str:
        """Everything the process wrote (stderr, and stdout after its URL line) so far."""
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def rss_bytes(self, key: str = "VmRSS") -> int:
        """Resident memory of the process from /proc (`VmHWM`: the peak so far)."""
        return status_kib(self.pid, key) * 1024

    def _failure(self, reason: str) -> str:
        tail = "\n".join(self.output().splitlines()[-40:])
        return f"server {' '.join(self.command[:4])}: {reason}\n{tail}"


def status_kib(pid: int, key: str) -> int:
    """A `/proc/<pid>/status` value in KiB (0 when the process is gone)."""
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    for line in text.splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0
