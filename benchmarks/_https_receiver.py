"""The HTTPS webhook receiver the delivery benchmarks time arrivals with (uvicorn, own process).

POST records when an event arrived, keyed by `event_key(body)`, and counts duplicates; GET
returns `{"arrivals": {key: monotonic time}, "duplicates": n}`.
"""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
EventKey = Callable[[dict[str, Any]], str | int]


def receiver_app(event_key: EventKey) -> Callable[[Scope, Receive, Send], Awaitable[None]]:
    """ASGI app recording the arrival time of each event under `event_key(event)`."""
    arrivals: dict[str | int, float] = {}
    duplicates = 0

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        nonlocal duplicates
        if scope["type"] != "http":
            return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        answer = b""
        if scope["method"] == "POST":
            arrived = time.monotonic()
            key = event_key(json.loads(body))
            duplicates += key in arrivals
            arrivals.setdefault(key, arrived)
        else:
            answer = json.dumps({"arrivals": arrivals, "duplicates": duplicates}).encode()
        await send({"type": "http.response.start", "status": 200 if answer else 204})
        await send({"type": "http.response.body", "body": answer})

    return app


def serve(sock: socket.socket, cert_file: str, event_key: EventKey) -> None:
    """Run the receiver over TLS on an already bound socket (the target of a child process)."""
    import uvicorn

    config = uvicorn.Config(
        receiver_app(event_key), ssl_certfile=cert_file, log_level="warning", lifespan="off"
    )
    uvicorn.Server(config).run(sockets=[sock])
