"""An HTTPS webhook receiver on 127.0.0.1 with a test CA (trustme), recording every delivery.

The CA is made once per run, or read from ``CONTRACT_RECEIVER_CA_CERT`` and
``CONTRACT_RECEIVER_CA_KEY`` (PEM files) so a target started beforehand can be told to trust
it. When the suite starts the reference server itself, it passes the CA to the server
(``SSL_CERT_FILE``); a target given by URL must trust it some other way, or the delivery tests
skip.
"""

from __future__ import annotations

import os
import ssl
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import trustme

CA_CERT_ENV = "CONTRACT_RECEIVER_CA_CERT"
CA_KEY_ENV = "CONTRACT_RECEIVER_CA_KEY"
_CA: trustme.CA | None = None
_CA_FILE: Path | None = None


def receiver_ca() -> trustme.CA:
    """The CA that issues the receiver's certificate (given by the environment, or new)."""
    global _CA
    if _CA is None:
        cert, key = os.environ.get(CA_CERT_ENV), os.environ.get(CA_KEY_ENV)
        if cert and key:
            _CA = trustme.CA.from_pem(Path(cert).read_bytes(), Path(key).read_bytes())
        else:
            _CA = trustme.CA()
    return _CA


def receiver_ca_file() -> Path:
    """A PEM file holding the receiver's CA certificate (for the target's trust store)."""
    global _CA_FILE
    if _CA_FILE is None and os.environ.get(CA_CERT_ENV) and os.environ.get(CA_KEY_ENV):
        _CA_FILE = Path(os.environ[CA_CERT_ENV])
    if _CA_FILE is None:
        handle, name = tempfile.mkstemp(prefix="contract-receiver-ca-", suffix=".pem")
        os.close(handle)
        receiver_ca().cert_pem.write_to_path(name)
        _CA_FILE = Path(name)
    return _CA_FILE


@dataclass
class Delivery:
    """One request the receiver got."""

    path: str
    headers: dict[str, str]
    body: bytes
    received_at: float


@dataclass
class WebhookReceiver:
    """Records deliveries; ``answer`` picks the status for the n-th delivery (0-based)."""

    answer: Callable[[int], int] = lambda index: 200
    deliveries: list[Delivery] = field(default_factory=list)
    base_url: str = ""
    _server: ThreadingHTTPServer | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def start(self) -> str:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                with receiver._lock:
                    index = len(receiver.deliveries)
                    receiver.deliveries.append(
                        Delivery(
                            self.path,
                            {k.lower(): v for k, v in self.headers.items()},
                            body,
                            time.monotonic(),
                        )
                    )
                self.send_response(receiver.answer(index))
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                return

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        receiver_ca().issue_cert("127.0.0.1", "localhost").configure_cert(context)
        server.socket = context.wrap_socket(server.socket, server_side=True)
        self._server = server
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.base_url = f"https://127.0.0.1:{server.server_address[1]}"
        return self.base_url

    def wait_for(self, count: int, timeout: float) -> list[Delivery]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if len(self.deliveries) >= count:
                    return list(self.deliveries)
            time.sleep(0.1)
        with self._lock:
            return list(self.deliveries)

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
