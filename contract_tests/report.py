"""The run's summary: findings grouped by rule, counts per rule and per operation, skip reasons.

A pytest plugin (registered by `plugin.py`). It reads every test report as it arrives (on the
xdist controller too), so the summary holds every result reached even when the run is stopped:
``pytest_sessionfinish`` writes the JSON summary (``--contract-summary-json``) and
``pytest_terminal_summary`` prints the human one at the end of the output. Failures that name
an operation, a rule and a reproduction (``Operation:`` / ``Rule broken:`` / ``Reproduce:``
blocks, written by the rule tests, the property tests and the stateful test) are grouped by
cause: the cases of one parametrized test failing the same way on one operation (one check
over many fields) are one cause, named by what their rules share, with the cases that varied;
causes of the same rule and detail shape are one finding, listing the operations it was seen
on. Reproductions print the run's API key as ``$API_KEY`` (in double quotes, so the shell
expands it) and carry no schemathesis marker header (`findings.replayable_curl`). Texts are
shortened at a word boundary, with an ellipsis (`report_formats.shorten`).

The verdict (`report_formats.verdict_word`): INCOMPLETE for a stopped run, NOTHING TESTED when
no test passed, failed or errored (none selected, or every one skipped: the run exits
:data:`NOTHING_TESTED_EXIT`), else FAILED or PASSED.

On the controller it also shows each test's outcome to `liveness.Liveness` (a dying target
stops the run, ``target-down``, and the summary names the last requests sent before), and at
the end writes the HTML page, the Markdown summary and the JUnit verdict properties
(`report_formats.py`); without -v the console shows one line per failing test
(:class:`QuietFailures` leaves pytest's failure details to the reports).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from contract_tests import bounds, coverage, findings, report_formats, traffic
from contract_tests.liveness import Liveness
from contract_tests.report_formats import first_line, shorten
from contract_tests.run_settings import current
from contract_tests.sandbox import CONTROL_PROPERTY, CONTROL_SKIP_PREFIX, parse_control_property
from contract_tests.target import describe_in_flight

_ERROR_PREFIX = re.compile(r"^E {0,3}", re.MULTILINE)
#: Quoted values, ids, numbers, HTTP methods and paths vary between near-identical failures
#: (the same rule broken on several operations: "... for `GET /media`", "... at /history").
_VARYING = re.compile(
    r"'[^']*'|\"[^\"]*\"|`[^`]*`|(?<![\w/])/[\w{}.~%-]+(?:/[\w{}.~%-]*)*|"
    r"\b[0-9a-fA-F]{8,}\b|\d+(\.\d+)?|"
    r"\b(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE|QUERY|CONNECT)\b"
)
#: "ignored_auth: API accepts ..." (stateful phase) is "API accepts ..." (property tests).
_CHECK_PREFIX = re.compile(r"^[a-z_]+: ")
#: "package.module.ContractViolation: Operation: ..." -> "Operation: ..."
_EXCEPTION_PREFIX = re.compile(r"^[\w.]+(Violation|Error|Failures?): (?=Operation:)")
_FIELDS = (
    "Operation",
    "Rule broken",
    "Also broken",
    "Detail",
    "Response",
    "Reproduce",
    "Seen in",
)
#: What varies between failures of one cause, but not an HTTP status ("got HTTP 200" and "got
#: HTTP 500" are two causes).
_CAUSE_VARYING = re.compile(r"'[^']*'|\"[^\"]*\"|`[^`]*`|\b[0-9a-fA-F]{8,}\b|(?<!HTTP )\b\d+\b")
#: The exit status of a run that tested nothing (pytest's "no tests collected").
NOTHING_TESTED_EXIT = int(pytest.ExitCode.NO_TESTS_COLLECTED)


TIMEOUT_RULE = "the target answers within the test's time limit (--test-timeout)"


def replayable(text: str, api_key: str) -> str:
    """``text`` with the run's API key, where it is sent as a Bearer credential, shown as
    ``$API_KEY`` (a quoted header in double quotes, so a shell expands it). Only there: a short
    key (``k``, ``test``) also stands inside words, rule names and paths of the text."""
    if not api_key or api_key not in text:
        return text
    quoted = re.compile(
        r"'((?:authorization|Authorization|AUTHORIZATION): Bearer )" + re.escape(api_key) + "'"
    )
    text = quoted.sub(lambda m: f'"{m.group(1)}$API_KEY"', text)
    bare = re.compile(r"(Bearer )" + re.escape(api_key) + r"(?![A-Za-z0-9._~+/=-])")
    return bare.sub(r"\1$API_KEY", text)


def replayable_requests(requests: list[dict[str, Any]], api_key: str) -> list[dict[str, Any]]:
    """``requests`` (`traffic.py`) with reproductions that print the key as ``$API_KEY`` and
    carry no schemathesis marker header."""
    for request in requests:
        request["reproduce"] = findings.replayable_curl(replayable(request["reproduce"], api_key))
    return requests


@dataclass
class Failure:
    """One failure as the summary sees it."""

    test: str
    operation: str
    rule: str
    detail: str = ""
    reproduce: str = ""
    seen: int = 1
    #: Other checks the same answer failed (`findings.Collector.add_answer`).
    also: tuple[str, ...] = ()

    @property
    def connection(self) -> bool:
        """A request that got no answer at the connection level (grouped as one finding)."""
        if self.rule == traffic.ANSWERS_RULE:
            return traffic.connection_failure(self.detail)
        return not self.detail and traffic.connection_failure(self.rule)

    @property
    def cause(self) -> tuple[str, ...] | None:
        """The cause this failure shares with the other cases of its parametrized test on the
        same operation (None for a test that is not parametrized)."""
        base, bracket, _ = self.test.partition("[")
        if not bracket or self.connection:
            return None
        first = self.detail.splitlines()[0] if self.detail else ""
        return base, self.operation, _CAUSE_VARYING.sub("#", first)


@dataclass
class Cause:
    """Failures of one cause: one failure, or the cases of one parametrized test failing the
    same way on one operation (their rule: the words all share, the rest elided)."""

    members: list[Failure]

    @property
    def rule(self) -> str:
        return common_text([m.rule for m in self.members])

    @property
    def cases(self) -> list[str]:
        """What varied between the members' rules (empty for a single failure)."""
        if len(self.members) < 2:
            return []
        return sorted({varying_part(m.rule, self.rule) for m in self.members})

    @property
    def shape(self) -> tuple[str, str]:
        example = self.members[0]
        if example.connection:
            return traffic.ANSWERS_RULE, "connection"
        first = example.detail.splitlines()[0] if example.detail else ""
        rule = _CHECK_PREFIX.sub("", self.rule)  # the stateful phase names the check first
        return _VARYING.sub("#", rule), _CAUSE_VARYING.sub("#", _VARYING_PATHS.sub("#", first))


#: Paths and methods vary between operations of one finding; HTTP statuses do not.
_VARYING_PATHS = re.compile(
    r"(?<![\w/])/[\w{}.~%-]+(?:/[\w{}.~%-]*)*|"
    r"\b(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE|QUERY|CONNECT)\b"
)


def common_text(texts: list[str]) -> str:
    """The words all ``texts`` begin and end with, the middle elided (``...``); the text
    itself when they are all equal."""
    if len(set(texts)) <= 1:
        return texts[0] if texts else ""
    split = [text.split(" ") for text in texts]
    head = 0
    while all(len(words) > head and words[head] == split[0][head] for words in split):
        head += 1
    tail = 0
    while all(
        len(words) - tail > head and words[-1 - tail] == split[0][-1 - tail] for words in split
    ):
        tail += 1
    words = split[0]
    return " ".join([*words[:head], report_formats.ELLIPSIS, *words[len(words) - tail :]])


def varying_part(text: str, common: str) -> str:
    """What ``text`` has in place of the ellipsis of ``common`` (`common_text`)."""
    head, _, tail = common.partition(report_formats.ELLIPSIS)
    head, tail = head.strip(), tail.strip()
    middle = text[len(head) :] if head and text.startswith(head) else text
    if tail and middle.endswith(tail):
        middle = middle[: -len(tail)]
    return middle.strip() or text


def parse_failures(test: str, text: str, fallback_rule: str) -> list[Failure]:
    """The Operation/Rule blocks of a failure's text; one generic failure when it has none."""
    text = _ERROR_PREFIX.sub("", text)
    found: list[Failure] = []
    current_fields: dict[str, str] = {}
    last = ""

    def flush() -> None:
        if "Operation" in current_fields and "Rule broken" in current_fields:
            seen = re.search(r"\d+", current_fields.get("Seen in", "1"))
            found.append(
                Failure(
                    test,
                    current_fields["Operation"],
                    current_fields["Rule broken"],
                    current_fields.get("Detail", "").strip(),
                    findings.replayable_curl(current_fields.get("Reproduce", "").strip()),
                    int(seen.group()) if seen else 1,
                    tuple(a for a in current_fields.get("Also broken", "").split("; ") if a),
                )
            )

    for raw_line in text.splitlines():
        line = _EXCEPTION_PREFIX.sub("", raw_line)
        name, sep, value = line.partition(":")
        if line.startswith("Seen in "):
            name, sep, value = "Seen in", ":", line.removeprefix("Seen in ")
        if sep and name in _FIELDS:
            if name == "Operation":
                flush()
                current_fields = {}
            current_fields[name] = value.strip()
            last = name
        elif last in ("Detail", "Reproduce") and line.strip() and current_fields:
            # Multi-line details (schemathesis messages) and curl continuation lines.
            if last == "Detail" and len(current_fields["Detail"]) < 600:
                current_fields["Detail"] += "\n" + line.strip()
            elif last == "Reproduce" and current_fields["Reproduce"].endswith("\\"):
                current_fields["Reproduce"] += "\n" + line.strip()
        elif not line.strip():
            last = "" if last != "Detail" else last
    flush()
    if found:
        return found
    return [Failure(test, operation_of(test), fallback_rule)]


def operation_of(nodeid: str) -> str:
    """The operation a test is about when its failure does not say (property tests by name)."""
    module, _, name = nodeid.partition("::")
    if module.endswith("test_properties.py") and name.startswith("test_"):
        return f"({name.removeprefix('test_')})"
    return f"(test {name})"


@dataclass
class RunSummary:
    """Everything the reports say about a run."""

    outcomes: Counter[str] = field(default_factory=Counter)
    failures: list[Failure] = field(default_factory=list)
    skips: Counter[str] = field(default_factory=Counter)
    tests: int = 0
    #: Each skipped test and its reason.
    skipped: dict[str, str] = field(default_factory=dict)
    #: Tests that use the test control: their operations and whether they need them.
    control: dict[str, tuple[list[str], bool]] = field(default_factory=dict)
    #: Each failed test's one-line reason and its full text (the HTML report folds it).
    failed_tests: dict[str, dict[str, str]] = field(default_factory=dict)
    #: The last requests before the target stopped answering (a ``target-down`` stop).
    last_requests: list[dict[str, Any]] = field(default_factory=list)

    def add(self, report: pytest.TestReport) -> bool | None:
        """Count one report; for a test's main report (its call, or a setup that did not
        pass), whether every failure of it was a connection failure (None for other reports)."""
        main = report.when == "call" or (report.when == "setup" and not report.passed)
        for name, value in report.user_properties:
            if name == CONTROL_PROPERTY and report.nodeid not in self.control:
                self.control[report.nodeid] = parse_control_property(str(value))
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.tests += 1
            outcome = (
                report.outcome
                if report.when == "call"
                else ("skipped" if report.skipped else "error")
            )
            self.outcomes[outcome] += 1
        elif report.when == "teardown" and report.failed:
            self.outcomes["error"] += 1
        if report.skipped and isinstance(report.longrepr, tuple):
            reason = _skip_reason(report.longrepr[2])
            self.skips[reason] += 1
            self.skipped[report.nodeid] = reason
        found: list[Failure] = []
        if report.failed:
            crash = _crash_message(report)
            found = parse_failures(report.nodeid, report.longreprtext, crash)
            self.failures += found
            self.failed_tests.setdefault(
                report.nodeid,
                {
                    "when": report.when,
                    "reason": _one_line(found),
                    "text": shorten(report.longreprtext, _KEPT_TEXT),
                },
            )
        if not main:
            return None
        return bool(found) and all(f.connection for f in found)

    @property
    def tested(self) -> int:
        """Tests that checked something: passed, failed or errored (not skipped)."""
        return sum(n for outcome, n in self.outcomes.items() if outcome != "skipped")

    def causes(self) -> list[Cause]:
        """The failures by cause (see the module docstring), in the order first seen."""
        causes: list[Cause] = []
        by_key: dict[tuple[str, ...], Cause] = {}
        for failure in self.failures:
            key = failure.cause
            if key is None:
                causes.append(Cause([failure]))
            elif key in by_key:
                by_key[key].members.append(failure)
            else:
                by_key[key] = Cause([failure])
                causes.append(by_key[key])
        return causes

    def groups(self) -> list[dict[str, Any]]:
        grouped: dict[tuple[str, str], list[Cause]] = {}
        for cause in self.causes():
            grouped.setdefault(cause.shape, []).append(cause)
        result: list[dict[str, Any]] = []
        for causes in grouped.values():
            members = [m for cause in causes for m in cause.members]
            operations = sorted({m.operation for m in members})
            example = next((m for m in members if m.reproduce), members[0])
            connection = example.connection
            # Near-identical rules on several operations: the example's names the finding.
            rule = next(cause.rule for cause in causes if example in cause.members)
            result.append(
                {
                    "rule": traffic.ANSWERS_RULE if connection else rule,
                    "detail": shorten(example.detail, 600) or (example.rule if connection else ""),
                    "connection": connection,
                    "failures": len(members),
                    "seen": sum(m.seen for m in members),
                    "cases": sorted({case for cause in causes for case in cause.cases}),
                    "also_broken": sorted({a for m in members for a in m.also}),
                    "operations": [o for o in operations if not o.startswith("(test ")],
                    "tests": sorted({m.test for m in members}),
                    "reproduce": example.reproduce,
                }
            )
        # Connection failures come last: they never drown the findings about answers.
        result.sort(
            key=lambda g: (g["connection"], -len(g["operations"]), -g["failures"], g["rule"])
        )
        return result

    def by_operation(self) -> Counter[str]:
        counts: Counter[str] = Counter()
        for failure in self.failures:
            counts[failure.operation] += 1
        return counts

    def as_json(self) -> dict[str, Any]:
        rules: Counter[str] = Counter()
        for group in self.groups():
            rules[group["rule"]] += group["failures"]
        data = {
            "target": current().base_url,
            "profile": current().profile,
            "seed": current().seed,
            "phases": list(current().phases),
            "complete": not bounds.stop_reason,
            "stopped": bounds.stop_reason[0] if bounds.stop_reason else None,
            "stop_detail": bounds.stop_detail[0] if bounds.stop_detail else None,
            "last_requests": self.last_requests,
            "tests": self.tests,
            "tested": self.tested,
            "outcomes": dict(self.outcomes),
            "findings": self.groups(),
            "failures_by_rule": dict(rules.most_common()),
            "failures_by_operation": dict(self.by_operation().most_common()),
            "skips_by_reason": dict(self.skips.most_common()),
            "skipped": dict(sorted(self.skipped.items())),
            "control": self.control_json(),
            "failed_tests": self.failed_tests,
        }
        data["verdict"] = report_formats.verdict_word(data)
        return data

    def control_json(self) -> dict[str, Any]:
        """Which tests use the test control (sandbox.yaml), and which of them skipped because
        the target does not offer it (``offered``: False then, True when a test that needs it
        ran, None when the run cannot tell)."""
        required = sorted(t for t, (_, needed) in self.control.items() if needed)
        lacking = [t for t in required if self.skipped.get(t, "").startswith(CONTROL_SKIP_PREFIX)]
        ran = [t for t in required if t not in self.skipped]
        return {
            "offered": False if lacking else (True if ran else None),
            "needed_by": len(required),
            "optional_for": len(self.control) - len(required),
            "skipped": len(lacking),
            "tests": {
                test: {"operations": operations, "required": needed}
                for test, (operations, needed) in sorted(self.control.items())
            },
        }

    def lines(self) -> Iterator[str]:
        data = self.as_json()
        outcome = ", ".join(f"{n} {k}" for k, n in sorted(self.outcomes.items()))
        if data["verdict"] in (report_formats.PASSED, report_formats.FAILED):
            yield f"{data['verdict']}: {self.tests} tests: {outcome or 'none'}"
        elif data["verdict"] == report_formats.NOTHING_TESTED:
            yield report_formats.verdict(data)
        else:
            yield f"{self.tests} tests: {outcome or 'none'}"
        if data["stopped"]:
            yield (
                f"INCOMPLETE: the run was stopped ({data['stopped']}): {data['stop_detail']}; "
                "results reached so far"
            )
        for number, sent in enumerate(data["last_requests"], 1):
            if number == 1:
                yield "Last requests sent before the target stopped answering (oldest first):"
            yield f"  {number}. {sent['request']} ({sent['test']}): {sent['outcome']}"
            yield f"     reproduce: {first_line(sent['reproduce'], 400)}"
        groups = data["findings"]
        if groups:
            yield ""
            yield f"{len(groups)} finding(s), {len(self.failures)} failure(s), grouped by rule:"
            for number, group in enumerate(groups, 1):
                ops = group["operations"]
                yield f"{number:>3}. {group['rule']}  [{report_formats.counts(group)}]"
                if group["detail"]:
                    yield f"       e.g. {first_line(group['detail'], 200)}"
                if group["also_broken"]:
                    yield f"       the same answers also fail: {'; '.join(group['also_broken'])}"
                if group["cases"]:
                    yield f"       cases: {report_formats.cases_text(group)}"
                shown = ", ".join(ops[:8]) + (f", ... (+{len(ops) - 8})" if len(ops) > 8 else "")
                if shown:
                    yield f"       on: {shown}"
                if group["reproduce"]:
                    yield f"       reproduce: {first_line(group['reproduce'], 400)}"
            yield ""
            yield "Failures per rule:"
            yield from _counted(data["failures_by_rule"], 150)
            yield "Failures per operation:"
            yield from _counted(data["failures_by_operation"], 200)
        control = data["control"]
        if control["skipped"]:
            yield ""
            yield (
                f"Test control (sandbox.yaml): the target does not offer it; "
                f"{control['skipped']} test(s) that need it skipped"
                + (
                    f", {control['optional_for']} checked through the public API instead"
                    if control["optional_for"]
                    else ""
                )
            )
        if self.skips:
            yield ""
            yield "Skipped, by reason:"
            for reason, count in self.skips.most_common():
                yield f"  {count:>5}  {shorten(reason, 300)}"


#: Entries of the per-rule and per-operation counts the console shows (the reports hold all).
CONSOLE_COUNTS = 40


def _counted(counts: dict[str, int], width: int) -> Iterator[str]:
    for name, count in list(counts.items())[:CONSOLE_COUNTS]:
        yield f"  {count:>5}  {shorten(name, width)}"
    if len(counts) > CONSOLE_COUNTS:
        yield f"  ... {len(counts) - CONSOLE_COUNTS} more (the reports list all)"


#: Characters of each failed test's text the reports keep.
_KEPT_TEXT = 6000


def _one_line(found: list[Failure]) -> str:
    first = found[0]
    more = f" (+{len(found) - 1} more)" if len(found) > 1 else ""
    detail = f": {first_line(first.detail, 120)}" if first.detail else ""
    return f"{shorten(first.rule, 160)}{detail} [{first.operation}]{more}"


def _skip_reason(text: str) -> str:
    return text.removeprefix("Skipped: ").strip()


def _crash_message(report: pytest.TestReport) -> str:
    crash = getattr(report.longrepr, "reprcrash", None)
    message = str(getattr(crash, "message", "") or "").strip()
    if not message:
        lines = [line for line in report.longreprtext.splitlines() if line.startswith("E ")]
        message = lines[-1][1:].strip() if lines else report.longreprtext.strip()[-200:]
    if "Timeout (>" in report.longreprtext:
        return TIMEOUT_RULE
    return first_line(message, 200) or "failed"


@dataclass(frozen=True)
class ReportPaths:
    """Where the run's reports go (None: not written) and the console's annotation format."""

    json: Path | None = None
    html: Path | None = None
    markdown: Path | None = None
    junit: Path | None = None
    #: The run's coverage of the spec (`coverage.py`).
    coverage: Path | None = None
    github: bool = False
    #: Print every failure's details (-v); else one line per failing test.
    verbose: bool = False


class QuietFailures:
    """Without -v, pytest's failure details (kept in every report) stay off the console: its
    failures section prints nothing when the traceback style is ``no`` by the time it runs."""

    @pytest.hookimpl(wrapper=True, tryfirst=True)
    def pytest_terminal_summary(self, config: pytest.Config) -> Generator[None, None, None]:
        config.option.tbstyle = "no"
        return (yield)


class ReportPlugin:
    """Collects the summary; notices a dying target; writes the reports and prints the summary
    at the end."""

    def __init__(
        self,
        paths: ReportPaths,
        controller: bool = True,
        covered: coverage.CoveragePlugin | None = None,
    ) -> None:
        self.summary = RunSummary()
        self.covered = covered
        self.paths = paths
        self.controller = controller
        self.liveness: Liveness | None = None

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        block = describe_in_flight(TIMEOUT_RULE)  # always taken: none may outlive its test
        if block is not None and report.failed and "Timeout (>" in report.longreprtext:
            report.longrepr = f"{report.longreprtext}\n\n{block}"
        key = current().api_key
        if isinstance(report.longrepr, tuple):  # a skip: (path, line, reason) stays a skip
            path, line, reason = report.longrepr
            report.longrepr = (path, line, replayable(reason, key))
        elif report.longrepr is not None and key and key in report.longreprtext:
            report.longrepr = replayable(report.longreprtext, key)
        sent = traffic.take(item.nodeid)
        if sent:  # a plain attribute: serialised with the report to the xdist controller
            report.contract_requests = replayable_requests(sent, key)  # type: ignore[attr-defined]
        return report

    def pytest_runtest_logstart(self, nodeid: str) -> None:
        traffic.testing(nodeid)  # (the spool names each request's test)

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        connection_failed = self.summary.add(report)
        if not self.controller or connection_failed is None or not current().base_url:
            return
        if self.liveness is None:
            self.liveness = Liveness(str(current().base_url))
        requests = getattr(report, "contract_requests", None) or []
        if self.liveness.see(report.nodeid, connection_failed, list(requests)):
            self.summary.last_requests = self._last_requests(self.liveness)
            bounds.stop("target-down", self.liveness.verdict())

    @staticmethod
    def _last_requests(liveness: Liveness) -> list[dict[str, Any]]:
        return replayable_requests(liveness.last_requests(), current().api_key)

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if not self.controller:
            return
        if not bounds.stop_reason and self.liveness is not None and self.liveness.down_at_end():
            bounds.record_stop("target-down", self.liveness.verdict_at_end())
            self.summary.last_requests = self._last_requests(self.liveness)
            session.exitstatus = pytest.ExitCode.INTERRUPTED  # 2: INCOMPLETE, as a stop is
        data = self.summary.as_json()
        if (
            data["verdict"] == report_formats.NOTHING_TESTED
            and session.exitstatus == pytest.ExitCode.OK
            and not session.config.option.collectonly  # (a collection only runs nothing)
        ):
            session.exitstatus = NOTHING_TESTED_EXIT  # every selected test skipped
        if self.covered is not None:  # totals and pairs not provoked; the detail: its own file
            data["coverage"] = coverage.brief(self.covered.measured())
        if self.paths.json is not None:
            self.paths.json.parent.mkdir(parents=True, exist_ok=True)
            self.paths.json.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        if self.paths.html is not None:
            self.paths.html.parent.mkdir(parents=True, exist_ok=True)
            self.paths.html.write_text(report_formats.html_page(data), encoding="utf-8")
        if self.paths.markdown is not None:
            self.paths.markdown.parent.mkdir(parents=True, exist_ok=True)
            self.paths.markdown.write_text(report_formats.markdown(data), encoding="utf-8")
        if self.paths.junit is not None and self.paths.junit.is_file():
            report_formats.add_junit_properties(self.paths.junit, data)

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if not self.controller:
            return
        data = self.summary.as_json()
        if not self.paths.verbose and self.summary.failed_tests:
            terminalreporter.section("failing tests (one line each; details: -v or the reports)")
            for line in report_formats.failing_lines(data):
                terminalreporter.write_line(line)
        terminalreporter.section("contract summary")
        for line in self.summary.lines():
            terminalreporter.write_line(line)
        for name, path in (
            ("JSON summary", self.paths.json),
            ("HTML report", self.paths.html),
            ("Markdown summary", self.paths.markdown),
            ("JUnit XML", self.paths.junit),
        ):
            if path is not None:
                terminalreporter.write_line(f"{name}: {path}")
        if self.paths.github:
            for line in report_formats.github_annotations(data):
                terminalreporter.write_line(line)
