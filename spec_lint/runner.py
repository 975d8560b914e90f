"""The list of checks and running them over a spec."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from spec_lint.document import Spec
from spec_lint.errors import check_error_bodies, check_error_catalogue, check_error_codes
from spec_lint.gates import check_gate_responses
from spec_lint.limits import check_limit_maxima
from spec_lint.media_rules import check_media_rules
from spec_lint.operation_refs import check_operation_references
from spec_lint.pattern_time import check_pattern_times
from spec_lint.problems import Problem
from spec_lint.rate_limits import check_rate_limit_responses, check_suspension_responses

Check = Callable[[Spec], list[Problem]]

# Only what the standard linters cannot say: the error catalogue, the x-error-codes of
# responses, the 429 response every operation needs when the spec has x-rate-limit (and the
# 403 suspension code of every operation taking Profile-Key), the
# refusal codes of operations gated by x-add-ons / x-networks, and the operationIds that links
# and x- extensions name (no standard linter checks that a link's operationId exists), and
# that every schema pattern runs in linear time (timed with the server's ECMA engine), and that
# a schema maximum marked `x-limit` is the `x-limits` entry it names, and that every rule of
# x-media-rules names a page and a catalogued code its operations declare.
# Examples, operation ids, tags, summaries and body examples are Spectral and Redocly rules
# (.spectral.yaml, redocly.yaml).
CHECKS: tuple[Check, ...] = (
    check_error_bodies,
    check_error_codes,
    check_error_catalogue,
    check_rate_limit_responses,
    check_suspension_responses,
    check_gate_responses,
    check_operation_references,
    check_pattern_times,
    check_limit_maxima,
    check_media_rules,
)


def run_checks(spec: Spec, checks: Sequence[Check] = CHECKS) -> list[Problem]:
    """All problems the checks find, in document order of location."""
    problems: list[Problem] = []
    for check in checks:
        problems.extend(check(spec))
    return sorted(set(problems))
