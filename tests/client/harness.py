"""Helpers of the client tests: the sandbox control of a reference server, scripted servers."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx

from testkit.server import ReferenceServer

API_KEY = "client-tests-key"
Sandbox = Callable[[str, dict[str, Any]], Any]


def sandbox_of(server: ReferenceServer) -> Sandbox:
    """Drive a reference server's sandbox control (not part of the public API)."""

    def call(path: str, body: dict[str, Any]) -> Any:
        response = httpx.post(
            f"{server.base_url}/_sandbox/{path}",
            json=body,
            headers={"Authorization": f"Bearer {server.api_key}"},
        )
        response.raise_for_status()
        return response.json()

    return call


@dataclass
class Scripted:
    """One scripted answer: a status with headers and a JSON body, or a dropped connection
    (`drop`), after an optional delay in seconds."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    drop: bool = False
    delay: float = 0.0


class ScriptedServer:
    """A real HTTP server on 127.0.0.1 that answers requests from a script, in order, and
    records the method of each request it received. When the script runs out it answers
    500. For the client's retry, timeout and error handling, which the reference server
    cannot be made to exercise."""

    def __init__(self) -> None:
        self.script: list[Scripted] = []
        self.received: list[str] = []
        self._lock = threading.Lock()
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _answer(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                if length:
                    self.rfile.read(length)
                with owner._lock:
                    owner.received.append(self.command)
                    step = owner.script.pop(0) if owner.script else Scripted(500)
                if step.delay:
                    time.sleep(step.delay)
                if step.drop:
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                payload = json.dumps(step.body).encode() if step.body is not None else b""
                self.send_response(step.status)
                for name, value in step.headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = do_DELETE = _answer

            def log_message(self, format: str, *args: Any) -> None:
                return None

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        # A client that timed out has gone when the delayed answer is written: not an error.
        self._server.handle_error = lambda request, client_address: None  # type: ignore[method-assign]
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), daemon=True
        )

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> ScriptedServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
