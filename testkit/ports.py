"""Loopback ports for tests: one that was free a moment ago, and the URL of one nothing
listens on (bound, then closed), for a target that cannot be reached."""

from __future__ import annotations

import socket


def free_port(host: str = "127.0.0.1") -> int:
    """A port of ``host`` that was free when asked (the socket that found it is closed)."""
    with socket.socket() as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


def closed_port_url() -> str:
    """``http://127.0.0.1:PORT`` where nothing listens any more (the port was bound, then
    closed)."""
    return f"http://127.0.0.1:{free_port()}"
