"""Start the reference server as a subprocess for a run that names no target.

The server is started through its command line (`python -m reference_server`, by the one
launcher in `server_process.py`), never imported: the suite judges it over HTTP like any other
server.
`ReferenceServer` is also a context manager: ``with ReferenceServer(key) as url:`` starts it and
stops it (removing its data dir) on the way out. With ``forked=True`` the same command is forked
from the fork server of `forked.py` (at ``niceness``) instead of started as a subprocess.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from testkit.server_process import (
    ServerProcess,
    ServerStartError,
    reference_server_command,
)

if TYPE_CHECKING:
    from testkit.forked import ForkedServer

__all__ = ["ReferenceServer", "ServerStartError"]


@dataclass
class ReferenceServer:
    """A running `python -m reference_server` on a free port with a fresh data dir.

    `private_targets` passes `--allow-private-targets` (loopback receivers and feeds).
    """

    api_key: str
    extra_args: Sequence[str] = ()
    env: dict[str, str] = field(default_factory=dict)
    base_url: str = ""
    data_dir: Path | None = None
    launcher: ServerProcess | ForkedServer | None = None
    private_targets: bool = True
    forked: bool = False
    niceness: int = 0
    #: Seconds to wait for its URL (None: the launcher's default).
    start_timeout: float | None = None
    #: The module run with ``-m``: the server's own, or a launcher that takes its options and
    #: serves an app built from other parts (forked: its ``main(argv)``).
    module: str = "reference_server"

    def start(self) -> str:
        self.data_dir = Path(tempfile.mkdtemp(prefix="contract-server-"))
        private = ("--allow-private-targets",) if self.private_targets else ()
        command = reference_server_command(
            self.data_dir, self.api_key, *private, *self.extra_args, module=self.module
        )
        if self.forked:
            from testkit.forked import ForkedServer  # its fork server: only when asked for

            self.launcher = ForkedServer(
                command[command.index(self.module) + 1 :],
                self.env,
                self.niceness,
                entry=self.module,
            )
        else:
            self.launcher = ServerProcess(command, env=self.env)
        if self.start_timeout is not None:
            self.launcher.start_timeout = self.start_timeout
        try:
            self.base_url = self.launcher.start()
        except ServerStartError:
            self.stop()
            raise
        return self.base_url

    def output(self) -> str:
        """What the server wrote so far (for failure messages)."""
        return self.launcher.output() if self.launcher is not None else ""

    def stop(self) -> None:
        if self.launcher is not None:
            self.launcher.cleanup()
            self.launcher = None
        if self.data_dir is not None:
            shutil.rmtree(self.data_dir, ignore_errors=True)
            self.data_dir = None

    def __enter__(self) -> str:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
