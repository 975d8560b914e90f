"""The last requests each process of a run sent to the target, and how each ended: the evidence a
report names when the target stops answering (`liveness.py`).

Every request of the suite is noted here as it is sent and as it ends (the rule tests'
`ApiClient`, the property tests' cases). The test's report carries its last requests to the
controller (``contract_requests``, a plain attribute pytest and xdist serialise with the
report). Reports can arrive late, or never (a request still in flight), so each process also
notes its requests in its own **spool**, a directory of the run the controller made
(:func:`start_spool`, handed to the workers, :func:`open_spool`) and reads when it decides the
target is down (:func:`spooled`): every process's requests, merged by the controller by send
time, name the one that killed the target whichever process sent it.

The spool is bounded and cheap per request: one short JSON line when a request is sent and one
when it ends, appended to the first of two files until it holds :data:`LINES_PER_FILE` lines,
then to the other, emptied first (the two hold the process's last requests). A request's
reproduction is rendered only when it may be shown: for the process's last
:data:`REPRODUCED` requests when one of its requests gets no answer, or is still in flight after
:data:`IN_FLIGHT_AFTER` seconds (a watch thread looks); never for a run whose target answers.
The controller removes the directory at the end (:func:`close_spool`).

A request that got no answer because nothing (or nothing any more) listens at the target is a
*connection failure*: the rule is :data:`ANSWERS_RULE`, the detail starts with the error's type
(:func:`connection_failure`); one whose connection was refused was sent after the target had
gone (:func:`refused`).
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import json
import os
import re
import shutil
import tempfile
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: The rule a request without an answer breaks (connection refused, reset, closed early).
ANSWERS_RULE = "the target answers every request"
#: How many requests a report keeps.
KEPT = 3
#: The outcome of a request the spool saw sent and not end.
IN_FLIGHT = "no answer: in flight when the target stopped"
#: The outcome of a request its test ended without (its time limit, an interrupt).
TEST_ENDED = "no answer: its test ended before the answer"
#: Lines per spool file (two files: at least LINES_PER_FILE / 2 requests are kept).
LINES_PER_FILE = 256
#: Requests whose reproductions a process writes to its spool when one gets no answer.
REPRODUCED = 8
#: Seconds in flight after which a request's reproduction is written (by the watch thread).
IN_FLIGHT_AFTER = 1.0
#: Error type names (httpx, requests, the OS) that mean the target's socket is gone.
_CONNECTION = re.compile(
    r"\b(ConnectError|ConnectionError|ConnectionRefusedError|ConnectionResetError|"
    r"RemoteProtocolError|ReadError|WriteError|RemoteDisconnected|ProtocolError|"
    r"BrokenPipeError|Connection refused|Connection reset|Connection aborted)\b"
)
#: A connection that was never made: nothing listened when the request was sent.
_REFUSED = re.compile(r"\b(ConnectError|ConnectionRefusedError|NewConnectionError)\b|refused")


def connection_failure(text: str) -> bool:
    """Whether an error's text says the target did not answer at the connection level."""
    return bool(_CONNECTION.search(text))


def refused(outcome: str) -> bool:
    """Whether a request's outcome says no connection was made (the target was gone)."""
    return outcome.startswith("no answer") and bool(_REFUSED.search(outcome))


@dataclass
class Sent:
    """One request as sent: when, what, how to send it again, and how it ended."""

    at: float
    request: str
    reproduce: Callable[[], str]
    outcome: str = "no answer yet"
    number: int = 0
    ended: bool = False
    #: Its reproduction is in the spool.
    spooled: bool = False
    _rendered: str | None = None

    def reproduction(self) -> str:
        if self._rendered is None:
            try:
                self._rendered = self.reproduce()
            except Exception as error:  # a reproduction must never fail a report
                self._rendered = f"(no reproduction: {error!r})"
        return self._rendered

    def as_json(self, test: str) -> dict[str, Any]:
        return {
            "at": self.at,
            "test": test,
            "request": self.request,
            "outcome": self.outcome,
            "reproduce": self.reproduction(),
            "process": os.getpid(),
            "number": self.number,
        }


class Spool:
    """This process's notes in the run's spool directory (two files, used in turn)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.pid = os.getpid()
        self.lock = threading.Lock()
        self.lines = 0
        self.part = 0
        self.fd = self._open(0)
        #: The last requests (their reproductions are written when one gets no answer).
        self.recent: deque[Sent] = deque(maxlen=REPRODUCED)
        self.in_flight: dict[int, Sent] = {}
        self.stopped = threading.Event()
        self.watch = threading.Thread(target=self._watch, name="contract-spool", daemon=True)
        self.watch.start()

    def _open(self, part: int) -> int:
        path = self.directory / f"{self.pid}.{part}.jsonl"
        return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o600)

    def write(self, line: bytes) -> None:
        """Append one JSON line (written whole: the file is opened to append)."""
        with self.lock:
            if self.fd < 0:
                return
            try:
                if self.lines >= LINES_PER_FILE:
                    os.close(self.fd)
                    self.fd, self.lines = -1, 0
                    self.part = 1 - self.part
                    self.fd = self._open(self.part)
                os.write(self.fd, line)
                self.lines += 1
            except OSError:  # the directory is gone (the run ended): note nothing more
                self.fd = -1

    def sending(self, sent: Sent) -> None:
        self.recent.append(sent)
        self.in_flight[sent.number] = sent
        # (formatted by hand: json.dumps of the whole record costs more than the write)
        self.write(
            f'{{"n":{sent.number},"at":{sent.at!r},"test":{_test[1]},'
            f'"request":{json.dumps(sent.request)}}}\n'.encode()
        )

    def ended(self, sent: Sent) -> None:
        self.in_flight.pop(sent.number, None)
        self.write(f'{{"n":{sent.number},"outcome":{json.dumps(sent.outcome)}}}\n'.encode())

    def reproduce_recent(self) -> None:
        """Write the reproductions of the last requests that the spool lacks."""
        for sent in list(self.recent):
            if not sent.spooled:
                sent.spooled = True
                record = {"n": sent.number, "reproduce": sent.reproduction()}
                self.write((json.dumps(record) + "\n").encode())

    def _watch(self) -> None:
        while not self.stopped.wait(IN_FLIGHT_AFTER / 2):
            now = time.time()
            if any(
                not s.spooled and now - s.at >= IN_FLIGHT_AFTER
                for s in list(self.in_flight.values())
            ):
                self.reproduce_recent()

    def close(self) -> None:
        self.stopped.set()
        with self.lock:
            if self.fd >= 0:
                os.close(self.fd)
                self.fd = -1


_recent: deque[Sent] = deque(maxlen=KEPT)
_numbers = itertools.count(1)
#: The current test's node id, and as JSON.
_test = ["", '""']
_spool: list[Spool] = []
#: The spool directory this process made (the controller's): removed at the end.
_made: list[Path] = []


def testing(test: str) -> None:
    """The test whose requests follow."""
    _test[:] = [test, json.dumps(test)]


def start_spool() -> Path | None:
    """Make the run's spool directory (the controller, once) and note this process's requests
    there; its path is handed to the workers (:func:`open_spool`). None when no directory can
    be made (the reports' requests then name the last ones)."""
    close_spool()
    try:
        directory = Path(tempfile.mkdtemp(prefix="contract-traffic-"))
    except OSError:
        return None
    _made.append(directory)
    atexit.register(close_spool)  # (also when the run ends without unconfiguring)
    open_spool(directory)
    return directory


def open_spool(directory: Path) -> None:
    """Note this process's requests in ``directory`` (a worker: its controller's)."""
    while _spool:
        _spool.pop().close()
    with contextlib.suppress(OSError):  # no spool: the reports' requests still name the last
        _spool.append(Spool(directory))


def close_spool() -> None:
    """Stop noting requests; remove the spool directory this process made."""
    while _spool:
        _spool.pop().close()
    while _made:
        shutil.rmtree(_made.pop(), ignore_errors=True)


def sending(request: str, reproduce: Callable[[], str]) -> Sent:
    """Note a request about to be sent; end it with :func:`answered` or :func:`unanswered`."""
    sent = Sent(time.time(), request, reproduce, number=next(_numbers))
    _recent.append(sent)
    if _spool:
        _spool[0].sending(sent)
    return sent


def _end(sent: Sent, outcome: str) -> None:
    sent.outcome, sent.ended = outcome, True
    if _spool:
        _spool[0].ended(sent)


def answered(sent: Sent, status: int) -> None:
    _end(sent, f"answered HTTP {status}")


def unanswered(sent: Sent, error: BaseException) -> None:
    _end(sent, f"no answer: {type(error).__name__}: {error}"[:300])
    if _spool:
        _spool[0].reproduce_recent()


def take(test: str) -> list[dict[str, Any]]:
    """The last requests sent since the previous call, as JSON (and forget them); a request
    still without an end ended with its test (:data:`TEST_ENDED`)."""
    for sent in list(_spool[0].in_flight.values()) if _spool else list(_recent):
        if not sent.ended:
            _end(sent, TEST_ENDED)
    found = [sent.as_json(test) for sent in _recent]
    _recent.clear()
    return found


def spooled() -> list[dict[str, Any]]:
    """Every process's requests in the run's spool, each as a report names it (``at``,
    ``test``, ``request``, ``outcome``, ``reproduce`` (None when not written) and ``process``,
    ``number``); a request seen sent and not ended is :data:`IN_FLIGHT`."""
    directory = _made[0] if _made else (_spool[0].directory if _spool else None)
    if directory is None:
        return []
    found: dict[tuple[int, int], dict[str, Any]] = {}
    try:
        files = sorted(directory.glob("*.jsonl"))
    except OSError:
        return []
    later: list[tuple[int, dict[str, Any]]] = []
    for path in files:
        process = int(path.name.split(".", 1)[0])
        try:
            text = path.read_text("utf-8", errors="replace")
        except OSError:
            continue
        for line in text.splitlines():
            try:
                record = json.loads(line)
            except ValueError:  # a line being written
                continue
            if "request" in record:
                found[(process, record["n"])] = {
                    "at": record["at"],
                    "test": record["test"],
                    "request": record["request"],
                    "outcome": IN_FLIGHT,
                    "reproduce": None,
                    "process": process,
                    "number": record["n"],
                }
            else:
                later.append((process, record))
    for process, record in later:  # (an end's file can be read before its send's)
        noted = found.get((process, record["n"]))
        if noted is not None:
            noted.update((k, v) for k, v in record.items() if k in ("outcome", "reproduce"))
    return list(found.values())
