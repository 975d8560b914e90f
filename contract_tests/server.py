"""Start the reference server as a subprocess for a run that names no target.

The server is started through its command line (`python -m reference_server`), never imported:
the suite judges it over HTTP like any other server.
"""

from __future__ import annotations

import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

_LISTENING = re.compile(r"Listening on (http://\S+)")
START_TIMEOUT_SECONDS = 60.0


class ServerStartError(RuntimeError):
    """The reference server did not start."""


@dataclass
class ReferenceServer:
    """A running `python -m reference_server` on a free port with a fresh data dir."""

    api_key: str
    extra_args: Sequence[str] = ()
    env: dict[str, str] = field(default_factory=dict)
    base_url: str = ""
    process: subprocess.Popen[str] | None = None
    data_dir: Path | None = None
    output: list[str] = field(default_factory=list)

    def start(self) -> str:
        self.data_dir = Path(tempfile.mkdtemp(prefix="contract-server-"))
        command = [
            sys.executable,
            "-m",
            "reference_server",
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--data-dir",
            str(self.data_dir),
            "--api-key",
            self.api_key,
            "--allow-private-targets",
            *self.extra_args,
        ]
        self.process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, **self.env},
        )
        lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._pump, args=(lines,), daemon=True).start()
        while True:
            try:
                line = lines.get(timeout=START_TIMEOUT_SECONDS)
            except queue.Empty:
                self.stop()
                raise ServerStartError(self._failure("no 'Listening on' line in time")) from None
            if line is None:
                self.stop()
                raise ServerStartError(self._failure("the server exited before listening"))
            match = _LISTENING.search(line)
            if match:
                self.base_url = match.group(1).rstrip("/")
                return self.base_url

    def _pump(self, lines: queue.Queue[str | None]) -> None:
        assert self.process is not None and self.process.stdout is not None
        for line in self.process.stdout:
            self.output.append(line)
            lines.put(line)
        lines.put(None)

    def _failure(self, reason: str) -> str:
        tail = "".join(self.output[-40:])
        return f"reference server: {reason}\n{tail}"

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        if self.data_dir is not None:
            shutil.rmtree(self.data_dir, ignore_errors=True)
            self.data_dir = None
