"""The coverage measurement (`coverage.py`) as people read it: the console's short table (totals
per area and for the run's scope: the whole spec, or the operations a smaller run exercised)
and the HTML report's section (the same table, then the pairs not provoked and the pairs that
cannot be provoked over HTTP, each with its reason)."""

from __future__ import annotations

import html
from collections.abc import Iterator, Mapping
from typing import Any

_HEADINGS = ("Area", "Ops", "Error codes (op, code)", "Statuses", "Links", "Writes read back")


def _cell(share: Mapping[str, Any]) -> str:
    """``covered/declared percent`` (``-`` when nothing is declared)."""
    if not share["declared"]:
        return "-"
    return f"{share['covered']}/{share['declared']} {share['percent']:g}%"


def _pairs_cell(pairs: Mapping[str, Any]) -> str:
    text = _cell(pairs)
    if pairs["unprovokable"]:
        text += f" ({pairs['unprovokable']} not provokable)"
    return text


def scope_name(coverage: Mapping[str, Any]) -> str:
    """``whole spec``, or how many of its operations the run exercised."""
    scope = coverage.get("scope")
    if not scope or scope["whole_spec"]:
        return "whole spec"
    return f"{scope['operations']} of {scope['spec_operations']} ops"


def rows(coverage: Mapping[str, Any]) -> Iterator[tuple[str, ...]]:
    """One row per area, then the scope's (the whole spec's, or the exercised operations')."""
    named = [*coverage["areas"].items(), (scope_name(coverage), coverage["totals"])]
    for name, tally in named:
        yield (
            name,
            str(tally["operations"]),
            _pairs_cell(tally["pairs"]),
            _cell(tally["statuses"]),
            _cell(tally["links"]),
            _cell(tally["writes_read_back"]),
        )


def console_lines(coverage: Mapping[str, Any]) -> Iterator[str]:
    """The printed summary: what the run provoked per area and for the whole spec."""
    table = [_HEADINGS, *rows(coverage)]
    widths = [max(len(row[i]) for row in table) for i in range(len(_HEADINGS))]
    if not coverage["complete"]:
        yield f"INCOMPLETE run ({coverage['stopped']}): coverage of the tests reached"
    if not coverage["totals"]["operations"]:
        yield "No operation of the spec was exercised."
        return
    if scope_name(coverage) != "whole spec":
        yield f"The {scope_name(coverage)} of the spec this run exercised:"
    for number, row in enumerate(table):
        if number == len(table) - 1:
            yield "  ".join("-" * w for w in widths)
        yield "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
    missing = len(coverage["not_provoked"])
    yield (
        f"{missing} declared (operation, code) pair(s) not provoked, "
        f"{len(coverage['cannot_provoke'])} not provokable over HTTP (the reports list them)"
    )


def _e(text: object) -> str:
    return html.escape(str(text))


def html_section(coverage: Mapping[str, Any]) -> str:
    """The HTML report's coverage section."""
    parts = ["<h2 id='coverage'>Coverage of the spec</h2>"]
    if not coverage["complete"]:
        parts.append(f"<p>INCOMPLETE run ({_e(coverage['stopped'])}): the tests reached.</p>")
    if scope_name(coverage) != "whole spec":
        parts.append(f"<p>The {_e(scope_name(coverage))} of the spec this run exercised.</p>")
    parts.append("<table><tr>" + "".join(f"<th>{_e(h)}</th>" for h in _HEADINGS) + "</tr>")
    for row in rows(coverage):
        parts.append("<tr>" + "".join(f"<td>{_e(cell)}</td>" for cell in row) + "</tr>")
    parts.append("</table>")
    for key, title in (
        ("not_provoked", "Declared (operation, code) pairs not provoked"),
        ("cannot_provoke", "Declared pairs that cannot be provoked over HTTP"),
    ):
        pairs = coverage[key]
        parts.append(f"<details><summary>{_e(title)} ({len(pairs)})</summary><ul>")
        for pair in pairs:
            reason = f": {_e(pair['reason'])}" if pair.get("reason") else ""
            parts.append(
                f"<li>{_e(pair['operation'])} {pair['code']} ({_e(pair['name'])}, "
                f"HTTP {_e(pair['status'])}){reason}</li>"
            )
        parts.append("</ul></details>")
    return "\n".join(parts)
