"""Every distinct failure of a property test, not only the first.

Hypothesis stops a test at its first failing example and shrinks it, so one operation showed one
kind of failure per run. The property tests instead record each case's failures here (one entry
per distinct check failure of the operation, with how often it was seen and one reproduction)
and let Hypothesis go on through all examples; the suite's plugin fails the test at the end with
all of them (``pytest_runtest_call`` in `plugin.py`).

Schemathesis' pytest integration stops at a test's first failing example (Hypothesis); its
engine gathers every failure but calls the target itself, without the suite's per-case choices
(`test_properties.py`: one kept-alive session per operation, checks left out per operation, no
more requests after an unanswered one), so the grouping stays here.

Each answer is one finding (:meth:`Collector.add_answer`): an answer that fails several checks
(a TRACE answered 501 is a wrong answer to an undeclared method and a server error) is named
by its most specific check, the others listed with it. Reproductions carry no schemathesis
marker header (:func:`replayable_curl`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

#: Digits, hex ids and quoted values vary between cases of one kind of failure.
_VARYING = re.compile(r"'[^']*'|\"[^\"]*\"|\b[0-9a-fA-F]{8,}\b|\d+")
#: Checks any wrong answer tends to fail as well (a 5xx, a status the operation does not
#: document): an answer that also fails a more specific check is named by that one.
GENERAL_CHECKS = frozenset(
    {"Server error", "Undocumented HTTP status code", "Undocumented status code"}
)
#: A header schemathesis adds to mark or probe its cases (``X-Schemathesis-TestCaseId``, the
#: coverage phase's ``x-schemathesis-unknown-property``), as a curl ``-H`` argument.
_MARKER_HEADER = re.compile(
    r"\s+-H\s+(?:'x-schemathesis-[^']*'|\"x-schemathesis-[^\"]*\"|x-schemathesis-\S*)",
    re.IGNORECASE,
)


def replayable_curl(command: str) -> str:
    """``command`` without the headers schemathesis adds to its cases: a reproduction sends
    what the target was judged on, not the generator's bookkeeping."""
    return _MARKER_HEADER.sub("", command)


@dataclass
class Finding:
    """One distinct failure of an operation: the rule, an example detail and reproduction."""

    operation: str
    rule: str
    detail: str
    reproduce: str
    status: str = ""
    seen: int = 1
    #: The other checks the same answer failed (one answer, one finding).
    also: list[str] = field(default_factory=list)

    def describe(self) -> str:
        lines = [f"Operation: {self.operation}", f"Rule broken: {self.rule}"]
        if self.also:
            lines.append(f"Also broken: {'; '.join(self.also)}")
        if self.detail:
            lines.append(f"Detail: {self.detail}")
        if self.status:
            lines.append(f"Response: {self.status}")
        lines.append(f"Reproduce: {self.reproduce}")
        lines.append(f"Seen in {self.seen} generated case(s)")
        return "\n".join(lines)


@dataclass
class Collector:
    """The distinct findings of the running test, keyed by rule and the detail's shape."""

    findings: dict[tuple[str, str], Finding] = field(default_factory=dict)
    #: Set when a request got no answer (timeout, connection error): later cases are not sent.
    unanswered: Finding | None = None

    def add_answer(self, found: list[Finding]) -> None:
        """The failures of one answer, as one finding: named by its most specific check
        (any but `GENERAL_CHECKS`), the other checks it fails listed with it (`also`)."""
        if not found:
            return
        primary = next((f for f in found if f.rule not in GENERAL_CHECKS), found[0])
        others = [f for f in found if f.rule != primary.rule]
        primary.also = sorted({f.rule for f in others})
        # The other checks' details stay with it (after its own first line, which groups it).
        primary.detail += "".join(f"\n({f.rule}) {f.detail}" for f in others if f.detail)
        self.add(primary)

    def add(self, finding: Finding) -> None:
        finding.reproduce = replayable_curl(finding.reproduce)
        key = (
            finding.rule,
            _VARYING.sub("_", finding.detail.splitlines()[0] if finding.detail else ""),
        )
        known = self.findings.get(key)
        if known is None:
            self.findings[key] = finding
        else:
            known.seen += 1
            known.also = sorted({*known.also, *finding.also})

    def report(self) -> str | None:
        if not self.findings:
            return None
        found = list(self.findings.values())
        return f"{len(found)} distinct failure(s):\n\n" + "\n\n".join(f.describe() for f in found)


#: Where a property test's collector is kept on its pytest item (the `property_findings`
#: fixture puts it there; the plugin's `pytest_runtest_call` reads it when the test ends).
COLLECTED = pytest.StashKey[Collector]()
