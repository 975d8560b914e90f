"""The last requests this process sent to the target, and how each ended: the evidence a report
names when the target stops answering (`liveness.py`).

Every request of the suite is noted here as it is sent (the rule tests' `ApiClient`, the
property tests' cases): its reproduction is rendered only for the few a report shows. The test's
report carries its last requests to the controller (``contract_requests``, a plain attribute
pytest and xdist serialise with the report).

A request that got no answer because nothing (or nothing any more) listens at the target is a
*connection failure*: the rule is :data:`ANSWERS_RULE`, the detail starts with the error's type
(:func:`connection_failure`).
"""

from __future__ import annotations

import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: The rule a request without an answer breaks (connection refused, reset, closed early).
ANSWERS_RULE = "the target answers every request"
#: How many requests a report keeps.
KEPT = 3
#: Error type names (httpx, requests, the OS) that mean the target's socket is gone.
_CONNECTION = re.compile(
    r"\b(ConnectError|ConnectionError|ConnectionRefusedError|ConnectionResetError|"
    r"RemoteProtocolError|ReadError|WriteError|RemoteDisconnected|ProtocolError|"
    r"BrokenPipeError|Connection refused|Connection reset|Connection aborted)\b"
)


def connection_failure(text: str) -> bool:
    """Whether an error's text says the target did not answer at the connection level."""
    return bool(_CONNECTION.search(text))


@dataclass
class Sent:
    """One request as sent: when, what, how to send it again, and how it ended."""

    at: float
    request: str
    reproduce: Callable[[], str]
    outcome: str = "no answer yet"

    def as_json(self, test: str) -> dict[str, Any]:
        try:
            reproduce = self.reproduce()
        except Exception as error:  # a reproduction must never fail a report
            reproduce = f"(no reproduction: {error!r})"
        return {
            "at": self.at,
            "test": test,
            "request": self.request,
            "outcome": self.outcome,
            "reproduce": reproduce,
        }


_recent: deque[Sent] = deque(maxlen=KEPT)


def sending(request: str, reproduce: Callable[[], str]) -> Sent:
    """Note a request about to be sent; set its ``outcome`` when it ends."""
    sent = Sent(time.time(), request, reproduce)
    _recent.append(sent)
    return sent


def answered(sent: Sent, status: int) -> None:
    sent.outcome = f"answered HTTP {status}"


def unanswered(sent: Sent, error: BaseException) -> None:
    sent.outcome = f"no answer: {type(error).__name__}: {error}"[:300]


def take(test: str) -> list[dict[str, Any]]:
    """The last requests sent since the previous call, as JSON (and forget them)."""
    found = [sent.as_json(test) for sent in _recent]
    _recent.clear()
    return found
