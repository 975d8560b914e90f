"""Connection guard for uvicorn's h11 protocol: slow or stalled clients are cut off, and a
request framed two ways is refused.

uvicorn waits forever for a request head that never completes (and for a fresh connection
that sends nothing) and for a request body that stops arriving, so each such client holds a
connection and its request task indefinitely. This protocol checks every connection once per
`request_timeout` seconds (default 30): the request head must be complete by then, and a
request body must keep arriving at `MIN_BODY_BYTES_PER_SECOND` or more over each window.
Otherwise the connection is closed; a request task waiting for the body sees a disconnect.

Request framing (RFC 9112 6.3): h11 frames a request that has both `Content-Length` and
`Transfer-Encoding: chunked` by the chunked coding and keeps the connection, so a front end that
went by `Content-Length` and this server disagree on where the request ends (request
smuggling). Such a request is refused like any request h11 cannot parse: 400 and the connection
closed, before the application sees it. That 400 carries the `malformed_answer` given (the
spec's Error shape, `http.app.malformed_request_answer`), else uvicorn's plain text.

Both settings are given explicitly: uvicorn takes `partial(GuardedH11Protocol, ...)` (see
`guarded_protocol`) as its `http` protocol class, and pickles it to worker processes.

uvicorn's own options do not cover either: `timeout_keep_alive` is armed only after a response
and cancelled by the first byte of the next request (a fresh silent connection, a trickled head
or body is never timed), `limit_concurrency`/`limit_max_requests`/`backlog` bound counts, not
time, and `h11_max_incomplete_event_size` bounds the head's size, not its arrival time; there
is no request-head or body-rate timeout and no framing option. So this subclass of its
(non-public) `H11Protocol` stays, the one module that touches uvicorn's protocol internals
(`conn`, `flow`, `cycle`, `transport`, `send_400_response`, `on_response_complete`); uvicorn is
pinned to a minor release for it and tests/server/test_private_api_guard.py fails on another.
"""

from __future__ import annotations

import asyncio
from functools import partial
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

DEFAULT_REQUEST_TIMEOUT = 30.0
MIN_BODY_BYTES_PER_SECOND = 1024

#: The answer to a request that is not valid HTTP/1.1: status, JSON body, its Content-Type.
MalformedAnswer = tuple[int, bytes, str]


class SingleFramingConnection(h11.Connection):
    """An h11 connection that refuses a request carrying both Content-Length and
    Transfer-Encoding (as h11 does for other malformed heads: RemoteProtocolError)."""

    def next_event(self) -> Any:
        event = super().next_event()
        if isinstance(event, h11.Request):
            names = {name.lower() for name, _ in event.headers}
            if b"content-length" in names and b"transfer-encoding" in names:
                raise h11.RemoteProtocolError(
                    "both Content-Length and Transfer-Encoding", error_status_hint=400
                )
        return event


class GuardedH11Protocol(H11Protocol):
    """`H11Protocol` with a request-head deadline, a minimum request-body rate and a single
    framing per request."""

    def __init__(
        self,
        *args: Any,
        request_timeout: float = DEFAULT_REQUEST_TIMEOUT,
        malformed_answer: MalformedAnswer | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        size = self.config.h11_max_incomplete_event_size
        self.conn = (
            SingleFramingConnection(h11.SERVER)  # h11's own default size
            if size is None
            else SingleFramingConnection(h11.SERVER, max_incomplete_event_size=size)
        )
        self._malformed_answer = malformed_answer
        self._window = request_timeout
        self._window_bytes = 0
        self._guard: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def _arm(self) -> None:
        if self._guard is not None:
            self._guard.cancel()
        self._window_bytes = 0
        self._guard = self.loop.call_later(self._window, self._check)

    def data_received(self, data: bytes) -> None:
        self._window_bytes += len(data)
        super().data_received(data)

    def _check(self) -> None:
        self._guard = None
        if self.transport.is_closing():
            return
        state = self.conn.their_state
        head_late = state is h11.IDLE
        body_slow = (
            state is h11.SEND_BODY
            and not self.flow.read_paused  # paused: the app is the slow one, not the client
            and self._window_bytes < MIN_BODY_BYTES_PER_SECOND * self._window
        )
        if not (head_late or body_slow):
            self._arm()
            return
        if self.cycle is not None and not self.cycle.response_complete:
            self.cycle.disconnected = True
            self.cycle.message_event.set()
        self.transport.close()

    def send_400_response(self, msg: str) -> None:
        if self._malformed_answer is None:
            super().send_400_response(msg)
            return
        status, body, content_type = self._malformed_answer
        headers = [
            (b"content-type", content_type.encode("latin-1")),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ]
        output = self.conn.send(h11.Response(status_code=status, headers=headers))
        output += self.conn.send(h11.Data(data=body)) or b""
        output += self.conn.send(h11.EndOfMessage()) or b""
        self.transport.write(output)
        self.transport.close()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._guard is not None:
            self._guard.cancel()
            self._guard = None
        super().connection_lost(exc)


def guarded_protocol(request_timeout: float, malformed_answer: MalformedAnswer | None) -> Any:
    """The protocol class uvicorn's `http` option takes: `GuardedH11Protocol` with these
    settings (a partial of a module-level class, so it pickles to worker processes)."""
    return partial(
        GuardedH11Protocol, request_timeout=request_timeout, malformed_answer=malformed_answer
    )
