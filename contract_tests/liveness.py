"""A dying target is noticed: the run stops soon after the target stops answering.

The controller (`report.py`) shows every test's report to :class:`Liveness`. A test whose every
failure is a connection failure (`traffic.connection_failure`) counts once, whatever number of
requests or operations it tried; a test with an answered request resets the count (one that
got no answer and did not fail on it, e.g. a test that reads only the spec, leaves it). After
:data:`CONSECUTIVE` such tests in a row, once the target had answered (the pre-flight proved it
did), a TCP connect to the target decides: when nothing accepts it, the run stops with the
reason ``target-down`` (`bounds.stop`): INCOMPLETE, exit 2, and the reports name the last
requests sent before the target stopped answering, with their reproductions. A target that
dies near the end (too few tests in a row for the count, or their reports interleaved with
earlier answered ones under xdist) is probed once when the tests end, if any test got no answer
(`down_at_end`): the run is then reported the same way.

The last requests (:meth:`Liveness.last_requests`) are every process's, merged by send time:
those the reports carried and those in the run's spool (`traffic.spooled`), which holds the
requests of tests whose reports have not arrived and requests still in flight. They name every
request the target's death cut off (in flight, or its connection reset or closed; sent before
the first refused connection, when nothing listened any more), among them the one it died on,
whichever process sent it, with the requests sent just before (`last_sent`).
"""

from __future__ import annotations

import socket
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from contract_tests import traffic

#: Tests in a row that saw only connection failures before the target is probed.
CONSECUTIVE = 3
#: Seconds the probe waits for a connection.
PROBE_TIMEOUT = 2.0
#: Requests kept for the verdict (the last ones sent before the target stopped answering).
SHOWN = 4
#: Seconds the verdict waits for the reproductions of the requests it shows (their processes
#: write them when a request gets no answer or stays in flight: `traffic.Spool`).
REPRODUCTIONS_WAIT = 3.0
#: What a report's request carries (the spool's own keys are left out).
_SHOWN_KEYS = ("at", "test", "request", "outcome", "reproduce")


def accepts_connections(base_url: str, timeout: float = PROBE_TIMEOUT) -> bool:
    """Whether something accepts a TCP connection at the target's host and port."""
    parts = urlsplit(base_url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        with socket.create_connection((parts.hostname or "127.0.0.1", port), timeout=timeout):
            return True
    except OSError:
        return False


@dataclass
class Liveness:
    """Counts the tests in a row that got no answer at all; keeps the last requests seen."""

    base_url: str
    run_of_failures: int = 0
    #: The first tests of the current run of connection failures.
    failing_tests: list[str] = field(default_factory=list)
    requests: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=4 * SHOWN))
    #: Every test of the run that got no answer at all (never reset).
    unanswered_tests: list[str] = field(default_factory=list)

    def see(self, test: str, connection_failed: bool, requests: list[dict[str, Any]]) -> bool:
        """Note one test's outcome; True when the target is down (the run should stop)."""
        self.requests.extend(requests)
        if not connection_failed:
            # Only an answer proves the target alive: a test that passed (or failed) without
            # any answered request, e.g. one that only reads the spec, leaves the count alone.
            if any(str(r.get("outcome", "")).startswith("answered") for r in requests):
                self.run_of_failures = 0
                self.failing_tests = []
            return False
        self.run_of_failures += 1
        self.failing_tests.append(test)
        self.unanswered_tests.append(test)
        if self.run_of_failures < CONSECUTIVE:
            return False
        return not accepts_connections(self.base_url)

    def down_at_end(self) -> bool:
        """At the end of a run: some test got no answer at all (under xdist the reports of
        tests answered earlier can arrive after it, too few in a row for the count) and nothing
        accepts connections at the target any more."""
        return bool(self.unanswered_tests) and not accepts_connections(self.base_url)

    def last_requests(self, wait: float = REPRODUCTIONS_WAIT) -> list[dict[str, Any]]:
        """The last requests sent before the target stopped answering, oldest first, from every
        process (`last_sent`); waits up to ``wait`` seconds for reproductions not yet written."""
        deadline = time.monotonic() + wait
        while True:
            shown = last_sent(merged(self.requests, traffic.spooled()))
            if all(r.get("reproduce") for r in shown) or time.monotonic() >= deadline:
                break
            time.sleep(0.1)
        return [
            {
                **{key: r.get(key) for key in _SHOWN_KEYS},
                "reproduce": r.get("reproduce")
                or "(no reproduction: its process had not written it when the run stopped)",
            }
            for r in shown
        ]

    def verdict(self) -> str:
        return (
            f"the target {self.base_url} stopped answering: {self.run_of_failures} tests in a "
            f"row got no answer (from {self.failing_tests[0]}) and nothing accepts connections "
            "there any more"
        )

    def verdict_at_end(self) -> str:
        return (
            f"the target {self.base_url} stopped answering before the end: "
            f"{len(self.unanswered_tests)} test(s) got no answer (the first: "
            f"{self.unanswered_tests[0]}) and nothing accepts connections there any more"
        )


def merged(
    carried: Iterable[dict[str, Any]], spooled: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The requests the reports carried and those of the spool, each once (by process and
    number): a report's outcome stands for a request the spool saw still in flight, a report's
    reproduction fills one the spool lacks."""
    found = {(r["process"], r["number"]): dict(r) for r in spooled}
    for request in carried:
        key = (request.get("process"), request.get("number"))
        noted = found.get(key) if None not in key else None
        if noted is None:
            found[key if None not in key else ("report", id(request))] = dict(request)
            continue
        if noted["outcome"] == traffic.IN_FLIGHT:
            noted["outcome"] = request["outcome"]
        noted["reproduce"] = noted.get("reproduce") or request.get("reproduce")
    return list(found.values())


def last_sent(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The last requests, by send time, before the target stopped answering: those cut off by
    its death (in flight, or their connection reset or closed; sent before the first refused
    connection that followed every answered request, as nothing listened any more then), each
    of them, with the :data:`SHOWN` requests up to the last of them; without any, the
    :data:`SHOWN` up to the first request that got no answer."""
    ordered = sorted(requests, key=lambda r: r["at"])
    outcomes = [str(r["outcome"]) for r in ordered]
    answered = [i for i, outcome in enumerate(outcomes) if outcome.startswith("answered")]
    after = answered[-1] + 1 if answered else 0
    gone = next((i for i in range(after, len(ordered)) if traffic.refused(outcomes[i])), None)
    cut_off = [i for i in range(len(ordered) if gone is None else gone) if _cut_off(outcomes[i])]
    if cut_off:
        last = cut_off[-1]
        shown = set(range(max(0, last + 1 - SHOWN), last + 1)) | set(cut_off[-2 * SHOWN :])
        return [ordered[i] for i in sorted(shown)]
    died = next((i for i, o in enumerate(outcomes) if o.startswith("no answer")), len(ordered))
    return ordered[max(0, died + 1 - SHOWN) : died + 1]


def _cut_off(outcome: str) -> bool:
    """Whether a request was cut off: in flight, or its connection failed once made."""
    if outcome == traffic.IN_FLIGHT:
        return True
    return (
        outcome.startswith("no answer")
        and traffic.connection_failure(outcome)
        and not traffic.refused(outcome)
    )
