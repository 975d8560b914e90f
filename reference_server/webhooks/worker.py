"""The delivery worker: an asyncio task that sends due deliveries from the outbox.

It polls the outbox (and wakes at once on an enqueue in the same process), claims due rows with
a lease, sends them concurrently up to a bound, records each attempt, schedules retries after
the spec's delays (scaled) when the failure is retryable by the spec (`retryableStatuses`,
`retryOnNoResponse`; any other answer fails the delivery at once), and reports each finished
delivery to `on_outcome`. Retries are scheduled on the outbox clock (the server's: the service
clock), so `run_due` can attempt at once what a move of that clock made due. Stopping leaves
unfinished rows in the outbox: their leases expire and any worker, after a restart too, sends
them again.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
import logging
import os
import socket
import time
import uuid
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

from ..store.outbox import AttemptRecord, DeliveryRecord, FinalStatus, Outbox
from .decisions import DeliveryRules
from .policy import DeliveryPolicy, load_delivery_policy
from .sender import SendResult, WebhookSender
from .settings import DeliverySettings

logger = logging.getLogger(__name__)

OutcomeCallback = Callable[[DeliveryRecord], Awaitable[None] | None]
P = ParamSpec("P")
T = TypeVar("T")
MIN_SLEEP_SECONDS = 0.001


def _default_timestamp() -> int:
    return int(time.time())


class DeliveryWorker:
    """Works the outbox until stopped; call `start()` and `stop()` from the event loop, once.

    `on_outcome(record)` (sync or async) is called once per finished delivery, with its
    attempts, after the outcome is stored; if it raises or the process dies first, it is called
    again later (at least once). `timestamp_clock` gives the Unix seconds of the timestamp header
    (the service clock). `sender` replaces the HTTPS sender built from the settings. `rules`:
    the engine's decisions (attempts, retry delays, which answers are retried, the headers and
    the receiver timeout set; default the spec's, `DeliveryRules()`).
    """

    def __init__(
        self,
        outbox: Outbox,
        *,
        settings: DeliverySettings | None = None,
        on_outcome: OutcomeCallback | None = None,
        policy: DeliveryPolicy | None = None,
        timestamp_clock: Callable[[], int] = _default_timestamp,
        sender: WebhookSender | None = None,
        rules: DeliveryRules | None = None,
    ) -> None:
        self.settings = settings or DeliverySettings()
        self.rules = rules or DeliveryRules()
        self.outbox = outbox
        self.policy = policy or load_delivery_policy(self.settings.spec_path)
        self.on_outcome = on_outcome
        self._own_sender = sender is None
        self.sender = sender or WebhookSender(
            self.policy,
            ca_bundle=self.settings.ca_bundle,
            allow_private_targets=self.settings.allow_private_targets,
            timeout_seconds=self.settings.timeout_seconds,
            timestamp_clock=timestamp_clock,
            max_connections=self.settings.max_concurrency,
            rules=self.rules,
        )
        self.lease_seconds = self.settings.effective_lease_seconds(self.sender.timeout_seconds)
        if self.lease_seconds <= self.sender.timeout_seconds:
            raise ValueError("lease_seconds must exceed the receiver timeout")
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:12]}"
        self._in_flight: set[asyncio.Task[None]] = set()
        self._wake_event: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: asyncio.Task[None] | None = None
        self._stopping = False
        self._db_thread: ThreadPoolExecutor | None = None

    @property
    def running(self) -> bool:
        return self._runner is not None and not self._runner.done()

    async def start(self) -> None:
        """Start the background task (idempotent)."""
        if self.running:
            return
        self._loop = asyncio.get_running_loop()
        self._wake_event = asyncio.Event()
        self._stopping = False
        # One thread for outbox calls: SQLite waits (busy timeout) never block the event loop.
        self._db_thread = ThreadPoolExecutor(1, thread_name_prefix="delivery-outbox")
        self.outbox.add_listener(self.wake)
        self._runner = asyncio.create_task(self._run(), name=f"delivery-worker {self.owner}")

    async def stop(self, drain_seconds: float = 2.0) -> None:
        """Stop polling, let in-flight sends finish for up to `drain_seconds`, cancel the rest.

        Cancelled rows keep their lease until it expires; then any worker sends them again.
        """
        self._stopping = True
        self.wake()
        if self._runner is not None:
            await asyncio.gather(self._runner, return_exceptions=True)
            self._runner = None
        if self._in_flight:
            _, pending = await asyncio.wait(set(self._in_flight), timeout=drain_seconds)
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
        self.outbox.remove_listener(self.wake)
        if self._own_sender:
            await self.sender.aclose()
        if self._db_thread is not None:
            self._db_thread.shutdown(wait=True)
            self._db_thread = None

    async def _db(self, function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run an outbox call on the worker's outbox thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._db_thread, functools.partial(function, *args, **kwargs)
        )

    def _claim_and_next_due(self, free: int) -> tuple[list[DeliveryRecord], float | None]:
        claimed = self.outbox.claim(self.owner, limit=free, lease_seconds=self.lease_seconds)
        return claimed, self.outbox.next_due_at()

    def wake(self) -> None:
        """Look at the outbox now (safe from any thread; a no-op before `start()`)."""
        loop, event = self._loop, self._wake_event
        if loop is None or event is None or loop.is_closed():
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            event.set()
            return
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nothing to wake
            loop.call_soon_threadsafe(event.set)

    async def _run(self) -> None:
        assert self._wake_event is not None
        limit = self.settings.max_concurrency
        while not self._stopping:
            self._wake_event.clear()
            free = limit - len(self._in_flight)
            delay = self.settings.poll_interval  # when full, a finishing send wakes us
            try:
                if free > 0:
                    claimed, due = await self._db(self._claim_and_next_due, free)
                    for record in claimed:
                        task = asyncio.create_task(self._work(record))
                        self._in_flight.add(task)
                        task.add_done_callback(self._finished)
                    if len(claimed) < free and due is not None:
                        delay = max(min(delay, due - self.outbox.now()), MIN_SLEEP_SECONDS)
            except Exception:
                logger.exception("delivery worker: outbox access failed; retrying")
                delay = self.settings.poll_interval
            if self._stopping:
                break
            try:
                async with asyncio.timeout(delay):
                    await self._wake_event.wait()
            except TimeoutError:
                pass

    async def settle(self, timeout: float) -> None:
        """Wait, at most `timeout` seconds, for the attempts this worker has in flight to be
        recorded (so a move of the outbox clock does not fall between an attempt and its
        recorded failure time)."""
        if self._in_flight:
            await asyncio.wait(set(self._in_flight), timeout=timeout)

    async def run_due(self, due_by: float, timeout: float) -> None:
        """Attempt now every delivery due by `due_by` (outbox clock) and wait, at most `timeout`
        seconds, for those attempts and the ones this worker has in flight (they may be the
        same rows, claimed by the loop first). A no-op before `start()`. Rows leased by
        another worker are left to it: nothing is sent twice."""
        if not self.running:
            return
        free = self.settings.max_concurrency - len(self._in_flight)
        claimed = await self._db(
            functools.partial(
                self.outbox.claim,
                self.owner,
                limit=max(free, 0),
                lease_seconds=self.lease_seconds,
                due_by=due_by,
            )
        )
        for record in claimed:
            task = asyncio.create_task(self._work(record))
            self._in_flight.add(task)
            task.add_done_callback(self._finished)
        await self.settle(timeout)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._in_flight.discard(task)
        if self._wake_event is not None:
            self._wake_event.set()

    async def _work(self, record: DeliveryRecord) -> None:
        try:
            if record.finished:
                await self._report(record)
                return
            finished = await self._attempt(record)
            if finished is not None:
                await self._report(finished)
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception(
                "delivery %s: unexpected error; it is retried after its lease", record.id
            )

    async def _attempt(self, record: DeliveryRecord) -> DeliveryRecord | None:
        """Send one attempt and record it; return the record when the delivery has finished."""
        started = self.outbox.now()
        number = record.attempts + 1
        result = await self.sender.send(
            record.url,
            record.body,
            record.signature,
            signature_v2=record.signature_v2,
            delivery_id=record.id,
            attempt=number,
        )
        ended = self.outbox.now()
        if result.refused:
            updated = await self._db(
                self.outbox.record_refusal,
                record,
                self.owner,
                result.error or "refused",
                reported=self.on_outcome is None,
            )
        else:
            final: FinalStatus | None = None
            retry_at: float | None = None
            if result.delivered:
                final = "delivered"
            elif number >= self.rules.max_attempts(self.policy) or not self.retryable(result):
                final = "failed"
            else:
                delay = self.rules.retry_delay(self.policy, number) * self.settings.retry_scale
                retry_at = ended + delay
            attempt = AttemptRecord(number, started, ended, result.http_status, result.error)
            updated = await self._db(
                self.outbox.record_attempt,
                record,
                self.owner,
                attempt,
                final=final,
                retry_at=retry_at,
                reported=self.on_outcome is None,
            )
        if updated is None:
            logger.warning(
                "delivery %s: lease lost before recording; another worker has it", record.id
            )
            return None
        return updated if updated.finished else None

    def retryable(self, result: SendResult) -> bool:
        """Whether a failed attempt is retried: a retryable status, or no answer at all."""
        if result.http_status is not None:
            return self.rules.retryable_status(self.policy, result.http_status)
        return self.policy.retry_on_no_response

    def set_timeout(self, seconds: float) -> None:
        """Change the receiver timeout of later sends (the lease grows with it when needed) to
        what the rules make of ``seconds`` (`DeliveryRules.receiver_timeout`)."""
        seconds = self.rules.receiver_timeout(seconds)
        self.sender.timeout_seconds = seconds
        if self.lease_seconds <= seconds:
            self.lease_seconds = seconds + self.settings.lease_margin_seconds

    async def _report(self, record: DeliveryRecord) -> None:
        """Tell `on_outcome` about a finished delivery, then mark it reported."""
        if record.notified_at is not None:
            return  # closed when recorded (no on_outcome)
        if self.on_outcome is not None:
            full = await self._db(self.outbox.get, record.id)
            if full is None:
                return
            result = self.on_outcome(full)
            if inspect.isawaitable(result):
                await result
        await self._db(self.outbox.mark_notified, record.id, self.owner)
