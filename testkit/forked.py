"""Server and suite processes forked from one process that imported them once: the second
start method of the one launcher (`server_process.py` starts a subprocess; this forks one).

A run of the contract suite against a reference server is two processes: a reference server
(`python -m reference_server ...`) and the suite (`python -m contract_tests`). Importing
pytest, schemathesis, hypothesis, Starlette and the spec library takes about 1.5 s of CPU per
process, which was most of a short run (the proof of power makes hundreds). A fork server
(`multiprocessing`'s "forkserver" start method, with those modules preloaded) forks each
process from an interpreter that already holds them: every run is still its own process,
started by the same entry point with the same arguments (`contract_tests.cli.main`,
`reference_server.__main__.main`), with its own environment, working directory and output
file, and nothing a run changes (a fault's override of a server point, the suite's settings)
reaches another run.

`preload(*modules)` adds modules the fork server imports before its first fork (call it before
the first start; the proof adds its own preparation, `tests/contract_power/fork_preload.py`).
`ForkedServer` announces itself like `ServerProcess` (its `Listening on URL` line) and stops the
same way; `testkit.server.ReferenceServer(..., forked=True)` starts one. Both bounds say when
they were what ended a wait, for callers that tell a slow machine from a failure: a suite run
stopped at its ``timeout`` comes back with ``timed_out`` set (`ForkedRun`), and a server that is
still running, silent, at its start bound raises `ServerStartTimeout` (a `ServerStartError`).
"""

from __future__ import annotations

import atexit
import gc
import importlib
import json
import multiprocessing
import os
import resource
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from multiprocessing import connection, forkserver
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Literal

from testkit.server_process import LISTENING_PREFIX, ServerStartError
from testkit.tethered import end_with

Kind = Literal["suite", "server"]

#: Imported once by the fork server, which starts with the repository on its path (`PYTHONPATH`):
#: the installed packages and both entry points, then what callers add (`preload`).
PRELOAD = [
    "pytest",
    "xdist.plugin",
    "pytest_timeout",
    "hypothesis",
    "schemathesis",
    "schemathesis.pytest.plugin",
    "requests",
    "httpx",
    "httpcore",  # httpx imports it (and h11) on its first client: each run's pre-flight
    "anyio._backends._asyncio",
    "trustme",
    "brotli",
    "spec_model",
    "spec_model.preload",
    "contract_tests.cli",
    "contract_tests.conftest",
    "contract_tests.schemas",
    "contract_tests.checks",
    "testkit.https_receiver",
    "testkit.feed_files",
    "xml.sax.saxutils",
    "reference_server.__main__",
    # what uvicorn imports when a server starts
    "uvicorn.lifespan.on",
    "uvicorn.loops.auto",
    "uvicorn.protocols.websockets.auto",
]
REPO = Path(__file__).resolve().parents[1]
START_TIMEOUT_SECONDS = 60.0
STOP_TIMEOUT_SECONDS = 5.0

_CONTEXT = multiprocessing.get_context("forkserver")
_CONTEXT.set_forkserver_preload(PRELOAD)


def preload(*modules: str) -> None:
    """Have the fork server import ``modules`` too (after `PRELOAD`), before its first fork."""
    added = [module for module in modules if module not in PRELOAD]
    PRELOAD.extend(added)
    _CONTEXT.set_forkserver_preload(PRELOAD)


#: Held to start a process and to read any process's exit status. `Process.start` polls every
#: unfinished child (reading the status the fork server sends on its sentinel), and a poll is
#: not thread-safe: two threads reading one sentinel at once leave one of them an EOF, which
#: multiprocessing reports as status 255. Waits block outside it, on the sentinel alone.
_LOCK = threading.Lock()


def _start_fork_server() -> None:
    """Start the fork server (once; under `_LOCK`) with the repository on its
    `PYTHONPATH`: it imports `PRELOAD`, and multiprocessing does not hand it our `sys.path`."""
    before = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), before) if p)
    try:
        forkserver.ensure_running()
    finally:
        if before is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = before


#: When set, each forked process appends a JSON line `{"kind", "cpu_seconds", "argv"}` to this
#: file when it ends, its CPU time with its children's. `make bench` sums them: the proof's
#: CPU time, which its wall time on a busy machine does not show.
CPU_LOG_ENV = "CONTRACT_POWER_CPU_LOG"


def _record_cpu(kind: Kind, argv: list[str]) -> None:
    target = os.environ.get(CPU_LOG_ENV)
    if not target:
        return
    # Its own time and its waited-for children's (the suite's xdist workers and the reference
    # server it starts without --base-url).
    seconds = sum(
        usage.ru_utime + usage.ru_stime
        for usage in map(resource.getrusage, (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    )
    line = json.dumps({"kind": kind, "cpu_seconds": seconds, "argv": argv})
    with open(target, "a", encoding="utf-8") as log:
        log.write(line + "\n")


#: The module whose ``main(argv)`` a server process runs, by the module its command line runs
#: with ``-m`` (any other: that module's own ``main``).
SERVER_ENTRY_POINTS = {"reference_server": "reference_server.__main__"}


def _child(
    kind: Kind,
    argv: list[str],
    env: dict[str, str],
    cwd: str,
    log: str,
    niceness: int,
    entry: str = "reference_server",
    requester: int = 0,
) -> None:
    """The body of a forked process: the entry point of ``kind`` with ``argv`` (a server: the
    ``main`` of the module ``entry`` names, `SERVER_ENTRY_POINTS`), its output (stdout and
    stderr) to ``log``; it ends when ``requester`` does (`tethered.end_with`): each forked
    process holds the fork server's alive pipe, so neither would end otherwise."""
    if requester:
        end_with(requester)
    # What the fork server imported stays for the whole run: out of the collector's sight, so
    # each collection (pytest runs two at exit) walks only what the run made.
    gc.freeze()
    if niceness:
        os.nice(niceness)
    os.chdir(cwd)
    os.environ.update(env)
    output = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(output, 1)
    os.dup2(output, 2)
    os.close(output)
    os.close(null)
    # The fork server ignores SIGINT; a run behaves like one started from a shell.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        if kind == "suite":
            from contract_tests.cli import main as suite_main

            sys.argv = ["python -m contract_tests", *argv]
            code = suite_main(argv)
        else:
            server_main = importlib.import_module(SERVER_ENTRY_POINTS.get(entry, entry)).main
            sys.argv = [f"python -m {entry}", *argv]
            code = server_main(argv)
    finally:
        # multiprocessing ends its processes with os._exit: run what a normal exit would.
        atexit._run_exitfuncs()
        _record_cpu(kind, argv)
        sys.stdout.flush()
        sys.stderr.flush()
    sys.exit(code)


class Forked:
    """One forked process: started with `start()`, its output in a log file."""

    def __init__(
        self,
        kind: Kind,
        argv: Sequence[str],
        env: Mapping[str, str] | None = None,
        cwd: Path | None = None,
        niceness: int = 0,
        entry: str = "reference_server",
    ) -> None:
        self.kind = kind
        self.entry = entry
        self.niceness = niceness
        self.cwd = str(cwd or Path.cwd())
        self.argv = list(argv)
        self.env = dict(env or {})
        handle, name = tempfile.mkstemp(prefix=f"contract-power-{kind}-", suffix=".log")
        os.close(handle)
        self.log_path = Path(name)
        self.process: BaseProcess | None = None

    def start(self) -> None:
        args = (
            self.kind,
            self.argv,
            self.env,
            self.cwd,
            str(self.log_path),
            self.niceness,
            self.entry,
            os.getpid(),
        )
        self.process = _CONTEXT.Process(target=_child, args=args, daemon=False)
        with _LOCK:
            _start_fork_server()
            self.process.start()

    def output(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def wait(self, timeout: float) -> int | None:
        """The exit status, or None when it is still running after ``timeout`` seconds."""
        assert self.process is not None
        connection.wait([self.process.sentinel], timeout)
        return self.exitcode()

    def exitcode(self) -> int | None:
        assert self.process is not None
        with _LOCK:
            return self.process.exitcode

    def stop(self, timeout: float = STOP_TIMEOUT_SECONDS) -> int | None:
        """SIGTERM, wait up to ``timeout``, then SIGKILL; returns the exit status."""
        if self.process is None or self.process.pid is None:
            return None
        if self.exitcode() is None:
            self.process.terminate()
            if self.wait(timeout) is None:
                self.process.kill()
                self.wait(timeout)
        return self.exitcode()

    def cleanup(self) -> None:
        self.stop()
        if self.process is not None:
            # Killed but not yet reaped within the stop's bounded waits (a loaded machine):
            # closing would raise; multiprocessing reaps it later.
            with _LOCK:
                if self.process.exitcode is not None:
                    self.process.close()
            self.process = None
        self.log_path.unlink(missing_ok=True)


@dataclass(frozen=True)
class ForkedRun:
    """A finished forked suite run."""

    #: Its exit status (-1 when it was stopped at the caller's bound).
    returncode: int
    output: str
    #: Whether it was still running at the caller's bound and was stopped there.
    timed_out: bool = False


def run_suite_forked(
    argv: Sequence[str], env: Mapping[str, str], cwd: Path, timeout: float, niceness: int = 0
) -> ForkedRun:
    """`python -m contract_tests ARGV` as a forked process. A run still going after
    ``timeout`` is stopped (SIGTERM, which has the suite write its reports, then SIGKILL):
    status -1, ``timed_out``."""
    run = Forked("suite", argv, env, cwd, niceness)
    try:
        run.start()
        code = run.wait(timeout)
        if code is None:
            run.stop()
            output = run.output() + f"\n(the suite run was stopped after {timeout:g} s)"
            return ForkedRun(-1, output, timed_out=True)
        return ForkedRun(code, run.output())
    finally:
        run.cleanup()


class ServerStartTimeout(ServerStartError):
    """The server was still running at its start bound without having announced its URL."""


class ForkedServer:
    """`python -m reference_server ARGV` (or another ``entry`` module) as a forked process;
    `start()` returns its URL."""

    def __init__(
        self,
        argv: Sequence[str],
        env: Mapping[str, str],
        niceness: int = 0,
        start_timeout: float = START_TIMEOUT_SECONDS,
        entry: str = "reference_server",
    ) -> None:
        """``entry``: the module the command line would run with ``-m`` (the server's, or a
        launcher's that takes its options; `SERVER_ENTRY_POINTS`)."""
        self.process = Forked("server", argv, env, niceness=niceness, entry=entry)
        self.base_url = ""
        self.start_timeout = start_timeout

    def start(self) -> str:
        """Start it and wait, up to ``start_timeout`` seconds, for its URL
        (`ServerStartTimeout` when it is still silent then, `ServerStartError` when it exits
        first)."""
        timeout = self.start_timeout
        self.process.start()
        deadline = time.monotonic() + timeout
        # The log is read again at each look: from every 20 ms up to every 0.1 s (a slow start
        # on a loaded machine is not read hundreds of times over).
        pause = 0.02
        while True:
            for line in self.process.output().splitlines():
                if line.startswith(LISTENING_PREFIX):
                    self.base_url = line[len(LISTENING_PREFIX) :].strip().rstrip("/")
                    return self.base_url
            exited = self.process.wait(pause) is not None
            if exited or time.monotonic() > deadline:
                output = self.process.output()
                self.stop()
                if not exited:
                    raise ServerStartTimeout(
                        f"the reference server did not announce its URL within {timeout:g} s:"
                        f"\n{output[-3000:]}"
                    )
                raise ServerStartError(
                    f"the reference server did not announce its URL:\n{output[-3000:]}"
                )
            pause = min(pause * 1.5, 0.1)

    @property
    def pid(self) -> int:
        assert self.process.process is not None and self.process.process.pid is not None
        return self.process.process.pid

    def output(self) -> str:
        return self.process.output()

    @property
    def alive(self) -> bool:
        """Whether it is still running (as `ServerProcess.alive`)."""
        return self.process.process is not None and self.process.exitcode() is None

    def kill(self) -> int | None:
        """SIGKILL at once (a crash: no graceful shutdown); the exit status, None when it was
        not yet reaped within the wait (as `ServerProcess.kill`). Its log stays."""
        process = self.process.process
        if process is None:
            return None
        if self.process.exitcode() is None:
            process.kill()
            self.process.wait(STOP_TIMEOUT_SECONDS)
        return self.process.exitcode()

    def stop(self) -> None:
        self.process.cleanup()

    def cleanup(self) -> None:
        """Stop it and remove its log (as `ServerProcess.cleanup`)."""
        self.stop()
