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
"""

from __future__ import annotations

import socket
from collections import deque
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

#: Tests in a row that saw only connection failures before the target is probed.
CONSECUTIVE = 3
#: Seconds the probe waits for a connection.
PROBE_TIMEOUT = 2.0
#: Requests kept for the verdict (the last ones sent before the target stopped answering).
SHOWN = 4


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

    def last_requests(self) -> list[dict[str, Any]]:
        """The last requests sent before the target stopped answering: those answered last,
        then the first that got no answer, oldest first."""
        ordered = sorted(self.requests, key=lambda r: r["at"])
        first_unanswered = next(
            (i for i, r in enumerate(ordered) if r["outcome"].startswith("no answer")),
            len(ordered),
        )
        return ordered[max(0, first_unanswered + 1 - SHOWN) : first_unanswered + 1]

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
