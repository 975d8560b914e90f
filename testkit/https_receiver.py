"""The project's HTTPS webhook receiver on 127.0.0.1 (ephemeral port, own thread): the suite's
delivery rules, the delivery engine's and server's tests and the client's end-to-end test all
receive with it.

It records every request (path, headers, exact body bytes, arrival time) and answers with what
its `behaviour` decides for that request: an HTTP status after an optional delay. `wait_for`
is bounded. `stop()` also closes the connections a sender kept alive.
"""

from __future__ import annotations

import contextlib
import socket
import ssl
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import trustme

#: How often the server's loop looks for a stop: `stop()` returns within it (the standard
#: library's default, 0.5 s, was most of a short test's teardown).
POLL_SECONDS = 0.05


@dataclass(frozen=True)
class Received:
    """One request as the receiver saw it."""

    path: str
    headers: dict[str, str]  # lower-case names
    body: bytes
    at: float  # time.monotonic() after the body was read


# (request number starting at 0, body) -> (status, seconds to wait before answering)
Behaviour = Callable[[int, bytes], tuple[int, float]]


def always(status: int, delay: float = 0.0) -> Behaviour:
    return lambda _n, _body: (status, delay)


class HttpsReceiver:
    """Start with `start()`, stop with `stop()`; `url` is `https://<host>:<port>/hook`."""

    def __init__(
        self,
        cert: trustme.LeafCert,
        host_name: str = "127.0.0.1",
        port: int = 0,
        bind: str = "127.0.0.1",
    ) -> None:
        self.host_name = host_name
        #: Connections whose TLS handshake failed (e.g. the sender does not trust the CA).
        self.handshake_failures = 0
        #: Open connections: closed by `stop()`, so a sender's kept-alive connection never
        #: delivers to a stopped receiver (a new one may listen on the same port).
        self._connections: set[socket.socket] = set()
        self.behaviour: Behaviour = always(200)
        self.requests: list[Received] = []
        self._lock = threading.Lock()
        self._arrived = threading.Condition(self._lock)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        cert.configure_cert(context)
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length)
                seen = Received(
                    path=self.path,
                    headers={k.lower(): v for k, v in self.headers.items()},
                    body=body,
                    at=time.monotonic(),
                )
                number = receiver._add(seen)
                status, delay = receiver.behaviour(number, body)
                if delay:
                    time.sleep(delay)
                answer = b'{"ok":true}'
                try:
                    self.send_response(status)
                    if 300 <= status < 400:
                        self.send_header("Location", "/elsewhere")
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(answer)))
                    self.end_headers()
                    self.wfile.write(answer)
                except OSError:
                    pass  # the sender gave up (timeout)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        class Server(ThreadingHTTPServer):
            daemon_threads = True

            def process_request(self, request: Any, client_address: Any) -> None:
                with receiver._lock:
                    receiver._connections.add(request)
                super().process_request(request, client_address)

            def shutdown_request(self, request: Any) -> None:
                with receiver._lock:
                    receiver._connections.discard(request)
                super().shutdown_request(request)

            def handle_error(self, request: Any, client_address: Any) -> None:
                # Failed handshakes (untrusted CA) and dropped connections: counted, not printed.
                if isinstance(sys.exc_info()[1], ssl.SSLError):
                    receiver.handshake_failures += 1

        self._server = Server((bind, port), Handler)
        self._server.socket = context.wrap_socket(
            self._server.socket, server_side=True, do_handshake_on_connect=False
        )
        self.port: int = self._server.server_address[1]
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(POLL_SECONDS,), daemon=True
        )

    @property
    def url(self) -> str:
        return f"https://{self.host_name}:{self.port}/hook"

    def start(self) -> HttpsReceiver:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        with self._lock:
            open_connections, self._connections = list(self._connections), set()
        for connection in open_connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
        self._thread.join(timeout=5)

    def reset(self, behaviour: Behaviour | None = None) -> None:
        with self._lock:
            self.requests = []
            self.behaviour = behaviour or always(200)

    def _add(self, seen: Received) -> int:
        with self._arrived:
            self.requests.append(seen)
            self._arrived.notify_all()
            return len(self.requests) - 1

    def wait_for(self, count: int, timeout: float = 10.0) -> list[Received]:
        """Wait until at least `count` requests arrived; return all of them."""
        with self._arrived:
            self._arrived.wait_for(lambda: len(self.requests) >= count, timeout=timeout)
            return list(self.requests)
