"""CPU-bound parsing of untrusted documents in a child process of its own, with a deadline
and a memory ceiling.

A thread keeps the event loop free only in part: the parser holds the GIL, and a 3.5 MB feed
(7 s of feedparser) still delayed other requests by up to 140 ms through it; a thread cannot
be stopped at a deadline, and its memory is the server's. A child process has its own GIL,
is killed when the deadline passes, and runs under `RLIMIT_AS` (PARSE_MEMORY_BYTES), so
one document can neither stall the server nor grow it.

Every parse gets a process of its own (`IsolatedParser.run`: a `forkserver` child, nothing
of the server's state inherited; the fork server preloads only what a parse needs), so a
parse killed at its deadline, or one that dies, ends that parse alone: no other request's
parse shares its process or is cancelled with it. At most `workers` children run at once;
a parse waits for a free slot at most `queue_seconds` (the server's cost, not counted in
the document's deadline), and when `max_waiting` parses already wait it is refused at once.
Every way a parse can fail (deadline, memory, a child that died, no free slot) is one
`ParseAborted`; the function's own exceptions are raised as the child raised them.

`IsolatedParser.ready` waits for the fork server to answer, so a caller can start a
document's deadline after its start-up (seconds on a loaded machine: the server's cost).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import resource
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager, suppress
from multiprocessing.connection import Connection
from multiprocessing.context import BaseContext
from typing import Any, TypeVar, cast

#: The address space a parsing child may use (its interpreter and feedparser included).
PARSE_MEMORY_BYTES = 768 * 1024 * 1024
#: Parsing children that may run at once (each one a core's worth of work).
WORKERS = 2
#: The longest a parse waits for a free slot before it is refused.
QUEUE_SECONDS = 60.0
#: Parses that may wait for a slot at once; more are refused at once.
MAX_WAITING = 32
#: Modules the parsing children start with (imported once, in the fork server).
PRELOAD = ("reference_server.feed_reader",)
#: How long a killed child is waited for (reaped) in the background.
REAP_SECONDS = 10.0
#: How long a child that answered may take to exit before it is killed.
EXIT_SECONDS = 5.0

T = TypeVar("T")


class ParseAborted(Exception):
    """The parse passed its deadline or memory ceiling, its process died, or no slot was free
    in time (why is in the message)."""


class ParseTimedOut(ParseAborted):
    """The parse passed its deadline (its child was killed)."""


def _limit_memory(limit: int) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _answer() -> bool:
    """What `IsolatedParser.ready` has a child run."""
    return True


def _child(
    sender: Connection, memory_bytes: int, function: Callable[..., Any], args: tuple[Any, ...]
) -> None:
    """The body of a parsing child: `function(*args)` under the memory ceiling; sends
    ("ok", result), ("error", exception) or ("memory", None) to the parent."""
    outcome: tuple[str, Any]
    try:
        _limit_memory(memory_bytes)
        outcome = ("ok", function(*args))
    except MemoryError:
        outcome = ("memory", None)
    except Exception as exc:  # the function's own error, raised again in the parent
        outcome = ("error", exc)
    try:
        sender.send(outcome)
    except MemoryError:
        sender.send(("memory", None))
    except Exception as exc:  # an answer that cannot be pickled
        sender.send(("error", RuntimeError(f"the parse's answer cannot be sent: {exc}")))
    finally:
        sender.close()


def _kill(process: multiprocessing.process.BaseProcess) -> None:
    """End `process` at once unless it was reaped (a child never started is left alone).
    `kill` sends no signal to a child already reaped and never polls it (polling belongs to
    the one thread that starts and reaps children)."""
    if process.pid is not None:
        with suppress(OSError, ValueError):
            process.kill()


class IsolatedParser:
    """Runs parses that must not cost the server, each in a child process of its own."""

    def __init__(
        self,
        memory_bytes: int = PARSE_MEMORY_BYTES,
        workers: int = WORKERS,
        queue_seconds: float = QUEUE_SECONDS,
        max_waiting: int = MAX_WAITING,
    ) -> None:
        if workers < 1:
            raise ValueError(f"an isolated parser needs 1 or more workers, got {workers}")
        self.memory_bytes = memory_bytes
        self.workers = workers
        self.queue_seconds = queue_seconds
        self.max_waiting = max_waiting
        #: The slots of running children, made for the event loop that first uses them.
        self._slots: asyncio.Semaphore | None = None
        self._slots_loop: asyncio.AbstractEventLoop | None = None
        self._waiting = 0
        self._running: set[multiprocessing.process.BaseProcess] = set()
        #: Whether a child has answered since the parser was made or closed.
        self._answered = False

    @staticmethod
    def _context() -> BaseContext:
        context = multiprocessing.get_context("forkserver")
        # The fork server would import the main module by default: when the server runs
        # inside another program (a pytest-xdist worker, the proof's fork server) that
        # import can block or run that program's start-up. Preload only what a parse needs.
        context.set_forkserver_preload(list(PRELOAD))
        return context

    def _semaphore(self) -> asyncio.Semaphore:
        loop = asyncio.get_running_loop()
        if self._slots is None or self._slots_loop is not loop:
            self._slots, self._slots_loop, self._waiting = asyncio.Semaphore(self.workers), loop, 0
        return self._slots

    @asynccontextmanager
    async def _slot(self) -> AsyncIterator[None]:
        """Hold one of the `workers` slots; ParseAborted when `max_waiting` parses wait
        already or none is free within `queue_seconds`."""
        slots = self._semaphore()
        if slots.locked() and self._waiting >= self.max_waiting:
            raise ParseAborted(f"{self._waiting} parses are waiting already; try again later")
        self._waiting += 1
        try:
            await asyncio.wait_for(slots.acquire(), self.queue_seconds)
        except TimeoutError:
            raise ParseAborted(
                f"no parsing process was free within {self.queue_seconds:g} s"
            ) from None
        finally:
            self._waiting -= 1
        try:
            yield
        finally:
            slots.release()

    async def ready(self, timeout: float) -> None:
        """Return once the fork server is running and a child of it has answered (at once
        after the first time); ParseAborted when that takes more than `timeout` seconds."""
        if not self._answered:
            await self.run(_answer, timeout=timeout)
            self._answered = True

    async def run(self, function: Callable[..., T], *args: Any, timeout: float) -> T:
        """`function(*args)` in a child process of its own; ParseAborted past `timeout`
        seconds (the child killed), past the memory ceiling, when the child died, or when no
        slot was free in time; the function's own errors as raised. Only this parse's child
        is ever killed."""
        async with self._slot():
            return cast(T, await self._in_child(function, args, timeout))

    async def _in_child(
        self, function: Callable[..., Any], args: tuple[Any, ...], timeout: float
    ) -> Any:
        loop = asyncio.get_running_loop()
        context = self._context()
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(  # type: ignore[attr-defined]
            target=_child, args=(sender, self.memory_bytes, function, args), daemon=True
        )
        self._running.add(process)
        # Starting talks to the fork server (and starts it the first time): off the loop.
        started = loop.run_in_executor(_PROCESSES, process.start)
        receiving: asyncio.Future[Any] | None = None
        ended = False  # the child answered or died: it is not killed, only reaped
        try:
            async with asyncio.timeout(timeout):
                await asyncio.shield(started)
                sender.close()  # the child's end: the parent sees EOF once the child ends
                readable = loop.create_future()
                loop.add_reader(receiver.fileno(), _set_done, readable)
                try:
                    await readable
                finally:
                    loop.remove_reader(receiver.fileno())
                # The whole answer, read off the loop (a child that dies mid-answer is EOF).
                receiving = loop.run_in_executor(None, receiver.recv)
                kind, value = await asyncio.shield(receiving)
                ended = True
        except TimeoutError:
            raise ParseTimedOut(f"parsing took more than {timeout:g} s") from None
        except (EOFError, OSError):
            ended = True
            raise ParseAborted("the parsing process died") from None
        finally:
            self._end(process, started, receiving, receiver, sender, kill=not ended)
        if kind == "memory":
            raise ParseAborted("parsing needed more memory than a parse may use")
        if kind == "error":
            raise value
        return value

    def _end(
        self,
        process: multiprocessing.process.BaseProcess,
        started: asyncio.Future[None],
        receiving: asyncio.Future[Any] | None,
        receiver: Connection,
        sender: Connection,
        *,
        kill: bool,
    ) -> None:
        """Reap the child and close the pipe in the background; `kill` (a parse stopped at
        its deadline or cancelled): kill it first, at once (a start still under way finishes
        first; a read under way then ends with EOF). A child that answered or died is only
        reaped (killed only if it has not ended after EXIT_SECONDS): a pid that has ended may
        already name another process."""
        if kill and started.done():
            _kill(process)
        loop = asyncio.get_running_loop()

        def finish() -> None:  # in the thread that starts and reaps children
            if process.pid is not None:
                with suppress(Exception):
                    process.join(REAP_SECONDS if kill else EXIT_SECONDS)
                    if process.exitcode is None:
                        process.kill()
                        process.join(REAP_SECONDS)
            sender.close()
            receiver.close()

        async def reap() -> None:
            with suppress(BaseException):
                await started
            if kill:
                _kill(process)
            if receiving is not None:
                with suppress(BaseException):
                    await receiving
            await loop.run_in_executor(_PROCESSES, finish)
            self._running.discard(process)

        task = loop.create_task(reap())
        _REAPING.add(task)
        task.add_done_callback(_REAPING.discard)

    def close(self, *, kill: bool = False) -> None:
        """Forget the started state (`kill`: end every child still running, a parse in flight
        too; its caller gets ParseAborted)."""
        self._answered = False
        if kill:
            for process in list(self._running):
                _kill(process)


#: The one thread that starts and reaps children (multiprocessing's bookkeeping of children
#: is not meant for several threads at once).
_PROCESSES = ThreadPoolExecutor(max_workers=1, thread_name_prefix="parse-children")
#: Background reaps under way (kept referenced until they end).
_REAPING: set[asyncio.Task[None]] = set()


def _set_done(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
