"""Connection guard for uvicorn's h11 protocol: slow or stalled clients are cut off, and a
request framed two ways is refused.

uvicorn waits forever for a request head that never completes (and for a fresh connection
that sends nothing) and for a request body that stops arriving, so each such client holds a
connection and its request task indefinitely. This protocol checks every connection once per
`REQUEST_TIMEOUT_ENV` seconds (default 30): the request head must be complete by then, and a
request body must keep arriving at `MIN_BODY_BYTES_PER_SECOND` or more over each window.
Otherwise the connection is closed; a request task waiting for the body sees a disconnect.

Request framing (RFC 9112 6.3): h11 frames a request that has both `Content-Length` and
`Transfer-Encoding: chunked` by the chunked coding and keeps the connection, so a front end that
went by `Content-Length` and this server disagree on where the request ends (request
smuggling). Such a request is refused like any request h11 cannot parse: 400 and the connection
closed, before the application sees it. That 400 carries the body the app registers with
`answer_malformed_requests_with` (the spec's Error shape), else uvicorn's plain text.

uvicorn's own options do not cover either: `timeout_keep_alive` is armed only after a response
and cancelled by the first byte of the next request (a fresh silent connection, a trickled head
or body is never timed), `limit_concurrency`/`limit_max_requests`/`backlog` bound counts, not
time, and `h11_max_incomplete_event_size` bounds the head's size, not its arrival time; there
is no request-head or body-rate timeout and no framing option. So this subclass of its
(non-public) `H11Protocol` stays; uvicorn is pinned to a minor release for it.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

import h11
from h11._connection import DEFAULT_MAX_INCOMPLETE_EVENT_SIZE
from uvicorn.protocols.http.h11_impl import H11Protocol

REQUEST_TIMEOUT_ENV = "REFERENCE_SERVER_REQUEST_TIMEOUT"
DEFAULT_REQUEST_TIMEOUT = 30.0
MIN_BODY_BYTES_PER_SECOND = 1024


_malformed_answer: tuple[int, bytes, bytes] | None = None


def answer_malformed_requests_with(status: int, body: bytes, content_type: str) -> None:
    """The status, JSON body and its Content-Type sent (and the connection closed) for a
    request that is not valid HTTP/1.1; the app sets them at start from the spec."""
    global _malformed_answer
    _malformed_answer = (status, body, content_type.encode("latin-1"))


class SingleFramingConnection(h11.Connection):
    """An h11 connection that refuses a request carrying both Content-Length and
    Transfer-Encoding (as h11 does for other malformed heads: RemoteProtocolError)."""

    def next_event(self) -> Any:
        event = super().next_event()
        if isinstance(event, h11.Request):
            names = {name.lower() for name, _ in event.headers}
            if b"content-length" in names and b"transfer-encoding" in names:
                self._process_error(self.their_role)
                raise h11.RemoteProtocolError(
                    "both Content-Length and Transfer-Encoding", error_status_hint=400
                )
        return event


class GuardedH11Protocol(H11Protocol):
    """`H11Protocol` with a request-head deadline, a minimum request-body rate and a single
    framing per request."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        size = self.config.h11_max_incomplete_event_size
        self.conn = SingleFramingConnection(
            h11.SERVER, size if size is not None else DEFAULT_MAX_INCOMPLETE_EVENT_SIZE
        )
        self._window = float(os.environ.get(REQUEST_TIMEOUT_ENV, DEFAULT_REQUEST_TIMEOUT))
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
        if _malformed_answer is None:
            super().send_400_response(msg)
            return
        status, body, content_type = _malformed_answer
        headers = [
            (b"content-type", content_type),
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
