"""Every numeric limit the spec states in its `x-` extensions is read by the contract suite
(whose rule tests drive it across its boundary, each proven by a fault), or is named in
`NO_BOUNDARY` with the reason no rule drives it: a new lifetime, window, interval, size or
count in the spec without a rule fails here.

A limit is a number under an `x-` extension whose key (or the key of the map holding it, e.g.
`replyWindowSeconds.instagram`) reads as one: `max…`/`min…`, `…Seconds`, `…Minutes`, `…Days`,
`…Months`, `…Bytes`, `…Pixels`, `…Rows`, `…PerWindow`, `…PerProfile`, `…PerAccount`,
`…PerCycle`, or `x-refresh-seconds`. "Read by the suite" means its key is named in the suite's
source (the rule tests read every figure from the spec, never a copy), or the `spec_model`
attribute that holds it (`READ_THROUGH_SPEC_MODEL`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from spec_model import ServiceSpec

SUITE = Path(__file__).resolve().parents[2] / "contract_tests"

_LIMIT = re.compile(
    r"^(max|min)[A-Z]|(Seconds|Minutes|Hours|Days|Months|Bytes|Pixels|Rows|PerWindow"
    r"|PerProfile|PerAccount|PerCycle)$|^x-refresh-seconds$"
)

#: Limits no rule drives, and why.
NO_BOUNDARY = {
    "publishedMaxPerWindow": (
        "the service's published figure, kept as a source; the reference server is configured "
        "with referenceServerMaxPerWindow, and the rule tests lower the limit with the control "
        "(set_rate_limit) and cross the window (windowSeconds) on both sides"
    ),
    "referenceServerMaxPerWindow": "the reference server's default configuration, not a rule",
    "maxFailuresPerWindow": (
        "lowered for the calling address with the control (set_auth_failure_limit) before the "
        "rule crosses it; the declared figure (1000) is the reference server's default"
    ),
    "thresholdBytes": (
        "a compression threshold, not a refusal: answers above it are compressed (checked by "
        "the encoding rules on every answer, test_rules_http.py), none is refused"
    ),
}

#: Limits the suite reads through `spec_model`'s typed view of the spec (`MaxPackRules`): the
#: attribute its source names instead of the key.
READ_THROUGH_SPEC_MODEL = {
    "minWordLength": "hashtag_min_word_length",
    "maxCharacters": "text_limits",
    # x-media-rules, read as `MediaRule` attributes by test_rules_media_rules.py
    "minWidth": "min_width",
    "maxWidth": "max_width",
    "minHeight": "min_height",
    "maxHeight": "max_height",
    "minSeconds": "min_seconds",
    "maxSeconds": "max_seconds",
}


def limits(node: Any, path: tuple[str, ...] = (), inside: int | None = None) -> Iterator[str]:
    """The name of each numeric limit under an `x-` extension of ``node``."""
    if isinstance(node, dict):
        for key, value in node.items():
            key = str(key)
            start = inside if inside is not None else (len(path) if key.startswith("x-") else None)
            yield from limits(value, (*path, key), start)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from limits(value, (*path, str(index)), inside)
    elif isinstance(node, int | float) and not isinstance(node, bool) and inside is not None:
        names = [
            part
            for i, part in enumerate(path[inside:])
            if _LIMIT.search(part) and (not part.startswith("x-") or i == len(path) - inside - 1)
        ]
        if names:
            yield names[-1]


def _suite_source() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(SUITE.glob("*.py")))


def test_every_limit_of_the_spec_is_read_by_the_suite_or_has_no_boundary() -> None:
    found = set(limits(ServiceSpec.load().document))
    source = _suite_source()
    unread = sorted(
        name
        for name in found - set(NO_BOUNDARY)
        if name not in source and READ_THROUGH_SPEC_MODEL.get(name, name) not in source
    )
    assert not unread, f"limits of the spec no suite rule reads: {unread}"


def test_the_inventory_finds_the_limits_it_is_about() -> None:
    """The walk finds the kinds of limit the rule tests drive (a map of per-network windows,
    a list of retry delays, an operation's `x-refresh-seconds`), and every exemption is a
    limit the spec still states."""
    found = set(limits(ServiceSpec.load().document))
    assert {
        "replyWindowSeconds",
        "retryDelaysSeconds",
        "x-refresh-seconds",
        "lifetimeMinutes",
        "maxReadSeconds",
        "maxBytes",
        "profilesPerAccount",
    } <= found
    named = set(NO_BOUNDARY) | set(READ_THROUGH_SPEC_MODEL)
    assert named <= found, sorted(named - found)
    assert "MaxPack" not in found and "x-rate-limit" not in found
