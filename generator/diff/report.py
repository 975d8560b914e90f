"""The diff report in four formats: text, markdown, JUnit XML and GitHub workflow annotations.

Every format names, with each change, what a client user calls the changed part
(`Change.client_names`: the generated client's methods and the model field), when it has one.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable

from generator.diff.findings import Change, Severity

FORMATS = ("text", "markdown", "junit", "github")


def _ordered(changes: list[Change]) -> list[Change]:
    return sorted(changes, key=lambda c: (-c.severity.rank, c.location, c.description))


def _summary(changes: list[Change]) -> str:
    counts = Counter(c.severity for c in changes)
    return (
        f"{len(changes)} change(s): {counts[Severity.BREAKING]} breaking, "
        f"{counts[Severity.WARNING]} warning, {counts[Severity.INFO]} info"
    )


def _described(change: Change) -> str:
    """The description with the client names of the change, when it has some."""
    names = change.client_names
    return f"{change.description} ({names})" if names else change.description


def text(changes: list[Change], title: str) -> str:
    lines = [title]
    if not changes:
        lines.append("  no API changes")
    for change in _ordered(changes):
        lines.append(
            f"  {change.severity.value.upper():8}  {change.location}: {change.description}"
            f"  [{change.rule}]"
        )
        if change.client_names:
            lines.append(f"            {change.client_names}")
    lines.append(_summary(changes))
    return "\n".join(lines)


def _cell(value: str) -> str:
    return value.replace("|", "\\|").replace("\n", " ")


def markdown(changes: list[Change], title: str) -> str:
    lines = [f"## {title}", "", _summary(changes), ""]
    if changes:
        lines += [
            "| Severity | Where | Change | Client | Rule |",
            "| --- | --- | --- | --- | --- |",
        ]
        for change in _ordered(changes):
            client = "<br>".join(f"`{_cell(m)}`" for m in change.client)
            if change.model:
                client += ("<br>" if client else "") + f"model `{_cell(change.model)}`"
            lines.append(
                f"| {change.severity.value} | `{_cell(change.location)}` | "
                f"{_cell(change.description)} | {client} | `{change.rule}` |"
            )
    else:
        lines.append("No API changes.")
    return "\n".join(lines) + "\n"


def junit(changes: list[Change], title: str, fail_on: Severity | None) -> str:
    """One testcase per change; those at or above `fail_on` are failures."""
    suite = ET.Element(
        "testsuite",
        name=title,
        tests=str(max(len(changes), 1)),
        failures="0",
        errors="0",
        skipped="0",
    )
    failures = 0
    if not changes:
        ET.SubElement(suite, "testcase", classname="api-diff", name="no API changes")
    for change in _ordered(changes):
        case = ET.SubElement(
            suite, "testcase", classname=f"api-diff.{change.rule}", name=change.location
        )
        failing = fail_on is not None and change.severity.rank >= fail_on.rank
        if failing:
            failures += 1
            failure = ET.SubElement(
                case, "failure", type=change.severity.value, message=_described(change)
            )
            failure.text = f"{change.severity.value}: {change.location}: {_described(change)}"
        else:
            out = ET.SubElement(case, "system-out")
            out.text = f"{change.severity.value}: {_described(change)}"
    suite.set("failures", str(failures))
    suites = ET.Element("testsuites")
    suites.append(suite)
    ET.indent(suites)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, encoding="unicode")


def _escape_data(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(value: str) -> str:
    return _escape_data(value).replace(":", "%3A").replace(",", "%2C")


def github(changes: list[Change], spec: str) -> str:
    """`::error`/`::warning`/`::notice` workflow commands, one per change, on the spec file."""
    command = {Severity.BREAKING: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}
    lines = []
    for change in _ordered(changes):
        title = _escape_property(f"{change.severity.value} API change: {change.rule}")
        lines.append(
            f"::{command[change.severity]} file={_escape_property(spec)},title={title}::"
            + _escape_data(f"{change.location}: {_described(change)}")
        )
    return "\n".join(lines)


def render(
    changes: list[Change], fmt: str, *, title: str, spec: str, fail_on: Severity | None
) -> str:
    renderers: dict[str, Callable[[], str]] = {
        "text": lambda: text(changes, title),
        "markdown": lambda: markdown(changes, title),
        "junit": lambda: junit(changes, title, fail_on),
        "github": lambda: github(changes, spec),
    }
    return renderers[fmt]()
