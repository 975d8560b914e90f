"""The scheduler: publishes scheduled posts when the service clock reaches their
`scheduleDate`, and checks the feeds whose next check it has reached (`rules.feeds`).

Each server process runs one: it looks every `poll_interval` seconds (so a clock change made
through another process, or the real time passing, is seen) and at once when woken (the sandbox
clock endpoint runs `rules.due_posts.publish_due` itself). Each post is claimed in its own SQLite
write transaction, so it is published once even with several processes on one data dir; posts
due while the server was down are published at the next start. Each tick also applies the
run-time delivery settings stored by another process.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from .rules.due_posts import publish_due
from .rules.feeds import check_due_feeds
from .service import Service

logger = logging.getLogger(__name__)
POLL_INTERVAL_SECONDS = 0.5


class Scheduler:
    """Start with `await start()` and stop with `await stop()` inside the event loop."""

    def __init__(self, service: Service, poll_interval: float = POLL_INTERVAL_SECONDS) -> None:
        self.service = service
        self.poll_interval = poll_interval
        self._task: asyncio.Task[None] | None = None
        self._wake: asyncio.Event | None = None
        self._stopping = False

    async def start(self) -> None:
        self._wake = asyncio.Event()
        self._stopping = False
        self._task = asyncio.create_task(self._run(), name="scheduler")

    async def stop(self) -> None:
        self._stopping = True
        if self._wake is not None:
            self._wake.set()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def wake(self) -> None:
        if self._wake is not None:
            self._wake.set()

    async def _run(self) -> None:
        assert self._wake is not None
        while not self._stopping:
            self._wake.clear()
            try:
                await asyncio.to_thread(self._tick)
                await check_due_feeds(self.service)
            except Exception:
                logger.exception("scheduler: a tick failed; trying again")
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(self.poll_interval):
                    await self._wake.wait()

    def _tick(self) -> None:
        self.service.delivery.apply_config()
        publish_due(self.service)
