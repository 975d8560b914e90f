"""CPU-bound parsing of untrusted documents in a child process, with a deadline and a
memory ceiling.

A thread keeps the event loop free only in part: the parser holds the GIL, and a 3.5 MB feed
(7 s of feedparser) still delayed other requests by up to 140 ms through it; a thread cannot
be stopped at a deadline, and its memory is the server's. A child process has its own GIL,
is killed when the deadline passes, and runs under `RLIMIT_AS` (PARSE_MEMORY_BYTES), so
one document can neither stall the server nor grow it.

`IsolatedParser.run` calls a picklable module-level function in a worker of a small process
pool (`forkserver` children: nothing of the server's state is inherited); the pool is made on
first use and replaced after a worker was killed or died. `IsolatedParser.ready` waits for the
pool to answer, so a caller can start a document's deadline after the pool's start-up (the
server's cost, seconds on a loaded machine, not the document's).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import resource
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from .overrides import point

#: The address space a parsing child may use (its interpreter and feedparser included).
PARSE_MEMORY_BYTES = 768 * 1024 * 1024
WORKERS = 2
#: Modules the parsing children start with (imported once, in the fork server).
PRELOAD = ("reference_server.feed_reader",)

T = TypeVar("T")


class ParseAborted(Exception):
    """The parse passed its deadline or memory ceiling (the worker was killed or died)."""


def _limit_memory(limit: int) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _answer() -> bool:
    """What `IsolatedParser.ready` has a worker run."""
    return True


class IsolatedParser:
    """A lazily made process pool for parses that must not cost the server."""

    def __init__(self, memory_bytes: int = PARSE_MEMORY_BYTES, workers: int = WORKERS) -> None:
        self.memory_bytes = memory_bytes
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None
        #: Whether a worker of the current pool has answered.
        self._answered = False

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            context = multiprocessing.get_context("forkserver")
            # The fork server would import the main module by default: when the server runs
            # inside another program (a pytest-xdist worker, the proof's fork server) that
            # import can block or run that program's start-up. Preload only what a parse needs.
            context.set_forkserver_preload(list(PRELOAD))
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=context,
                initializer=_limit_memory,
                initargs=(self.memory_bytes,),
            )
        return self._pool

    async def ready(self, timeout: float) -> None:
        """Return once the pool is made and a worker of it has answered (at once after the
        first time); ParseAborted when that takes more than `timeout` seconds."""
        if not self._answered:
            await self.run(_answer, timeout=timeout)
            self._answered = True

    @point("parsing.isolated_run")
    async def run(self, function: Callable[..., T], *args: Any, timeout: float) -> T:
        """`function(*args)` in a worker; ParseAborted past `timeout` seconds or the memory
        ceiling (MemoryError in the worker, or a worker that died); its own errors as raised."""
        pool = self._executor()
        future = asyncio.get_running_loop().run_in_executor(pool, function, *args)
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            self.close(kill=True)
            raise ParseAborted(f"parsing took more than {timeout:g} s") from None
        except MemoryError:
            raise ParseAborted("parsing needed more memory than a parse may use") from None
        except BrokenProcessPool:
            self.close(kill=True)
            raise ParseAborted("the parsing process died") from None

    def close(self, *, kill: bool = False) -> None:
        """Stop the pool (`kill`: its workers at once, a parse in flight too)."""
        pool, self._pool = self._pool, None
        self._answered = False
        if pool is None:
            return
        if kill:
            # The executor has no public way to stop a running task: end its processes.
            for process in list(getattr(pool, "_processes", {}).values()):
                process.kill()
        pool.shutdown(wait=False, cancel_futures=True)
