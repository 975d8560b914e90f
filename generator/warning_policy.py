"""Warnings of the generator tools: each fails the build unless config.yaml allows it."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from generator.settings import AllowedWarning

_PY_WARNING = re.compile(r"^\S+:\d+: (?P<kind>\w*Warning): (?P<text>.*)$")


@dataclass(frozen=True)
class ToolWarning:
    """One warning printed by a tool."""

    tool: str
    text: str


def warnings_in_stderr(tool: str, stderr: str) -> list[ToolWarning]:
    """Python `warnings` lines (`file:line: SomeWarning: text`) in a tool's stderr."""
    found = []
    for line in stderr.splitlines():
        match = _PY_WARNING.match(line.strip())
        if match:
            found.append(ToolWarning(tool, f"{match['kind']}: {match['text']}"))
    return found


def disallowed(
    warnings: Iterable[ToolWarning], allowed: Iterable[AllowedWarning]
) -> list[ToolWarning]:
    """The warnings that no `allowed_warnings` entry covers."""
    rules = list(allowed)
    return [
        warning
        for warning in warnings
        if not any(rule.tool == warning.tool and rule.match in warning.text for rule in rules)
    ]


def unused_allowances(
    warnings: Iterable[ToolWarning], allowed: Iterable[AllowedWarning]
) -> list[AllowedWarning]:
    """Allowed warnings that no tool printed any more (candidates for removal)."""
    seen = list(warnings)
    return [
        rule
        for rule in allowed
        if not any(rule.tool == w.tool and rule.match in w.text for w in seen)
    ]
