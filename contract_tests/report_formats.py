"""The run's reports rendered from its JSON summary (`report.RunSummary.as_json`): findings first.

- :func:`html_page`: one self-contained page (no script, no external resource) that opens on
  the verdict and the findings grouped by rule, each with its operations, an example and its
  reproduction; then the findings per operation; each failing test's full text folded
  (``<details>``) below.
- :func:`markdown`: the same verdict and findings for a CI job summary (``$GITHUB_STEP_SUMMARY``).
- :func:`github_annotations`: GitHub Actions workflow commands (``::error title=...::...``), one
  per finding, and one for an incomplete run.
- :func:`add_junit_properties`: the verdict as ``<properties>`` of the JUnit file's test suite
  (``contract_complete``, ``contract_stopped``, ``contract_stop_detail``).
- :func:`failing_lines`: the console's one line per failing test.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

from contract_tests import coverage_report

#: Failing tests listed one line each on the console; the reports hold all.
CONSOLE_FAILING_LINES = 100
#: The verdicts of a run (`verdict_word`), as every report names them.
PASSED, FAILED, INCOMPLETE, NOTHING_TESTED = "PASSED", "FAILED", "INCOMPLETE", "NOTHING TESTED"
#: The mark of a text shortened for its place.
ELLIPSIS = "\u2026"
_LAST_SPACE = re.compile(r"\s+\S*$")


def shorten(text: str, width: int) -> str:
    """``text`` in at most ``width`` characters: whole when it fits, else cut at the last word
    boundary before the limit (a word longer than half the width is cut where it must be),
    marked with an ellipsis."""
    if len(text) <= width:
        return text
    cut = text[: width - 1]
    boundary = _LAST_SPACE.search(cut)
    if boundary is not None and boundary.start() >= width // 2:
        cut = cut[: boundary.start()]
    return cut.rstrip(" ,;:") + ELLIPSIS


def first_line(text: str, width: int) -> str:
    """The first line of ``text``, shortened to ``width`` (`shorten`)."""
    return shorten(text.splitlines()[0] if text else "", width)


def counts(group: dict[str, Any]) -> str:
    """How much a finding covers: failures, tests and (real) operations."""
    tests, operations = len(group["tests"]), len(group["operations"])
    text = f"{group['failures']} failure(s) in {tests} test(s)"
    return text + (f" on {operations} operation(s)" if operations else "")


def verdict_word(data: dict[str, Any]) -> str:
    """INCOMPLETE (stopped), NOTHING TESTED (no test selected, or every one skipped), FAILED
    (a finding) or PASSED."""
    if data["stopped"]:
        return INCOMPLETE
    if not data["tested"]:
        return NOTHING_TESTED
    return FAILED if data["findings"] else PASSED


def verdict(data: dict[str, Any]) -> str:
    """One line: the run's outcome and, for a stopped run or one that tested nothing, why."""
    outcomes = ", ".join(f"{n} {k}" for k, n in sorted(data["outcomes"].items())) or "no tests"
    word = verdict_word(data)
    if word == INCOMPLETE:
        return (
            f"INCOMPLETE ({data['stopped']}): {data['stop_detail']}. {data['tests']} tests "
            f"reached: {outcomes}"
        )
    if word == NOTHING_TESTED:
        why = (
            "no test was selected"
            if not data["tests"]
            else f"every one of the {data['tests']} selected test(s) skipped"
        )
        return f"{NOTHING_TESTED}: {why}; no rule was checked"
    return f"{word}: {data['tests']} tests: {outcomes}"


def failing_lines(data: dict[str, Any]) -> list[str]:
    tests = data["failed_tests"]
    lines = [
        f"FAILED {test}{' (setup)' if info['when'] == 'setup' else ''}: {info['reason']}"
        for test, info in list(tests.items())[:CONSOLE_FAILING_LINES]
    ]
    if len(tests) > CONSOLE_FAILING_LINES:
        lines.append(f"... and {len(tests) - CONSOLE_FAILING_LINES} more (see the reports)")
    return lines


# --- GitHub Actions ------------------------------------------------------------------------
def _command_data(text: str) -> str:
    """Escape a workflow command's message (GitHub's rules: %, CR, LF)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _command_property(text: str) -> str:
    return _command_data(text).replace(":", "%3A").replace(",", "%2C")


def github_annotations(data: dict[str, Any]) -> list[str]:
    """``::error``/``::warning`` workflow commands: one per finding, one for a stopped run."""
    lines: list[str] = []
    if data["stopped"]:
        lines.append(
            f"::error title={_command_property('contract suite INCOMPLETE: ' + data['stopped'])}"
            f"::{_command_data(verdict(data))}"
        )
    for group in data["findings"]:
        body = [f"{counts(group)}"]
        if group["operations"]:
            body.append("on: " + ", ".join(group["operations"][:20]))
        if group["detail"]:
            body.append("e.g. " + first_line(group["detail"], 300))
        if group["also_broken"]:
            body.append("the same answers also fail: " + "; ".join(group["also_broken"]))
        if group["cases"]:
            body.append("cases: " + shorten(cases_text(group), 500))
        if group["reproduce"]:
            body.append("reproduce: " + shorten(group["reproduce"], 1000))
        lines.append(
            f"::error title={_command_property(shorten(group['rule'], 200))}"
            f"::{_command_data(chr(10).join(body))}"
        )
    if verdict_word(data) == NOTHING_TESTED:
        lines.append(
            f"::warning title={_command_property('contract suite: ' + NOTHING_TESTED)}"
            f"::{_command_data(verdict(data))}"
        )
    for reason, count in data["skips_by_reason"].items():
        lines.append(
            f"::notice title={_command_property(f'{count} test(s) skipped')}"
            f"::{_command_data(shorten(reason, 500))}"
        )
    return lines


def cases_text(group: dict[str, Any]) -> str:
    """The cases a finding covers (what varied between its failures): the first few."""
    cases = group["cases"]
    shown = ", ".join(cases[:CASES_SHOWN])
    return shown + (f", ... (+{len(cases) - CASES_SHOWN})" if len(cases) > CASES_SHOWN else "")


#: Cases of one finding named on the console and in annotations (the JSON lists all).
CASES_SHOWN = 6


# --- Markdown ------------------------------------------------------------------------------
def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown(data: dict[str, Any]) -> str:
    """A CI job summary: verdict, findings by rule (with one reproduction each), skips."""
    lines = [f"## Contract suite: {data['target']}", "", f"**{verdict(data)}**", ""]
    if data["last_requests"]:
        lines += ["### Last requests before the target stopped answering", ""]
        for sent in data["last_requests"]:
            lines.append(f"- `{sent['request']}` ({sent['test']}): {sent['outcome']}")
            lines += ["  ```sh", f"  {sent['reproduce']}", "  ```"]
        lines.append("")
    if data["findings"]:
        lines += [
            "### Findings by rule",
            "",
            "| # | Rule | Covers | Operations |",
            "|---|---|---|---|",
        ]
        for number, group in enumerate(data["findings"], 1):
            operations = ", ".join(group["operations"][:8])
            if len(group["operations"]) > 8:
                operations += f", ... (+{len(group['operations']) - 8})"
            lines.append(
                f"| {number} | {_md(shorten(group['rule'], 200))} | {counts(group)} | "
                f"{_md(operations)} |"
            )
        lines.append("")
        for number, group in enumerate(data["findings"], 1):
            if group["reproduce"]:
                lines += [
                    f"<details><summary>{number}. {html.escape(shorten(group['rule'], 200))}"
                    "</summary>",
                    "",
                    "```sh",
                    group["reproduce"],
                    "```",
                    "</details>",
                ]
        lines.append("")
    if data["skips_by_reason"]:
        lines += ["### Skipped", "", "| Tests | Reason |", "|---|---|"]
        lines += [f"| {n} | {_md(shorten(r, 300))} |" for r, n in data["skips_by_reason"].items()]
        lines.append("")
    lines.append(f"Profile {data['profile']}, seed {data['seed']}.")
    return "\n".join(lines) + "\n"


# --- JUnit ---------------------------------------------------------------------------------
def add_junit_properties(path: Path, data: dict[str, Any]) -> None:
    """Add the verdict to each ``<testsuite>`` of the JUnit file as ``<properties>``."""
    tree = ElementTree.parse(path)
    root = tree.getroot()
    suites = [root] if root.tag == "testsuite" else list(root.iter("testsuite"))
    values = {
        "contract_verdict": verdict_word(data),
        "contract_complete": "true" if data["complete"] else "false",
        "contract_stopped": data["stopped"] or "",
        "contract_stop_detail": data["stop_detail"] or "",
        "contract_findings": str(len(data["findings"])),
    }
    for suite in suites:
        properties = suite.find("properties")
        if properties is None:
            properties = ElementTree.Element("properties")
            suite.insert(0, properties)
        for name, value in values.items():
            ElementTree.SubElement(properties, "property", name=name, value=value)
    tree.write(path, encoding="utf-8", xml_declaration=True)


# --- HTML ----------------------------------------------------------------------------------
_STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;
color:#1d1d1f}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ddd}
.verdict{padding:.6rem 1rem;border-radius:6px;font-weight:600}
.passed{background:#e6f4ea}.failed{background:#fde8e8}.incomplete{background:#fff4ce}
.nothing{background:#e8eaf6}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:.3rem .5rem;
text-align:left;vertical-align:top}pre{background:#f6f8fa;padding:.5rem;overflow-x:auto;
white-space:pre-wrap;word-break:break-all}details{margin:.3rem 0}summary{cursor:pointer}
.finding{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:.6rem 0}
.muted{color:#666}
"""


def _e(text: object) -> str:
    return html.escape(str(text))


def html_page(data: dict[str, Any]) -> str:
    """The run's self-contained HTML report, findings first (see the module docstring)."""
    state = {INCOMPLETE: "incomplete", NOTHING_TESTED: "nothing", FAILED: "failed"}.get(
        verdict_word(data), "passed"
    )
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        f"<title>Contract suite: {_e(data['target'])}</title><style>{_STYLE}</style></head><body>",
        f"<h1>Contract suite: {_e(data['target'])}</h1>",
        f"<p class='verdict {state}' id='verdict'>{_e(verdict(data))}</p>",
        f"<p class='muted'>Profile {_e(data['profile'])}, seed {_e(data['seed'])}.</p>",
    ]
    if data["last_requests"]:
        parts.append("<h2 id='last-requests'>Last requests before the target stopped</h2><ol>")
        for sent in data["last_requests"]:
            parts.append(
                f"<li><code>{_e(sent['request'])}</code> ({_e(sent['test'])}): "
                f"{_e(sent['outcome'])}<pre>{_e(sent['reproduce'])}</pre></li>"
            )
        parts.append("</ol>")
    parts.append(f"<h2 id='findings'>Findings by rule ({len(data['findings'])})</h2>")
    if not data["findings"]:
        parts.append(
            "<p>Nothing was tested: no rule was checked.</p>"
            if verdict_word(data) == NOTHING_TESTED
            else "<p>No rule was found broken.</p>"
        )
    for number, group in enumerate(data["findings"], 1):
        parts.append(
            f"<section class='finding'><h3>{number}. {_e(group['rule'])}</h3>"
            f"<p class='muted'>{_e(counts(group))}</p>"
        )
        if group["operations"]:
            parts.append(f"<p>On: {_e(', '.join(group['operations']))}</p>")
        if group["detail"]:
            parts.append(f"<p>Example: {_e(group['detail'])}</p>")
        if group["cases"]:
            parts.append(f"<p>Cases ({len(group['cases'])}): {_e(', '.join(group['cases']))}</p>")
        if group["reproduce"]:
            parts.append(f"<p>Reproduce:</p><pre class='reproduce'>{_e(group['reproduce'])}</pre>")
        parts.append(
            "<details><summary>Tests</summary><ul>"
            + "".join(f"<li><a href='#t-{_e(t)}'>{_e(t)}</a></li>" for t in group["tests"])
            + "</ul></details></section>"
        )
    if data["failures_by_operation"]:
        parts.append("<h2 id='by-operation'>Failures by operation</h2><table>")
        parts.append("<tr><th>Operation</th><th>Failures</th></tr>")
        for operation, count in data["failures_by_operation"].items():
            parts.append(f"<tr><td>{_e(operation)}</td><td>{count}</td></tr>")
        parts.append("</table>")
    if data["skips_by_reason"]:
        parts.append("<h2 id='skipped'>Skipped, by reason</h2><table>")
        parts.append("<tr><th>Tests</th><th>Reason</th></tr>")
        for reason, count in data["skips_by_reason"].items():
            parts.append(f"<tr><td>{count}</td><td>{_e(reason)}</td></tr>")
        parts.append("</table>")
    if data.get("coverage"):
        parts.append(coverage_report.html_section(data["coverage"]))
    if data["failed_tests"]:
        parts.append("<h2 id='failing-tests'>Failing tests (full text folded)</h2>")
        for test, info in data["failed_tests"].items():
            parts.append(
                f"<details class='traceback' id='t-{_e(test)}'><summary>{_e(test)}: "
                f"{_e(info['reason'])}</summary><pre>{_e(info['text'])}</pre></details>"
            )
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
