"""Check: when the spec declares `x-rate-limit`, every operation of `paths` can answer 429.

The service limits every request per profile, so every operation under `paths` must list a
`429` response (directly or through a `$ref` to `components.responses`) that declares the two
headers `x-rate-limit.headers` names and lists `x-rate-limit.errorCode` in `x-error-codes`.
A spec without `x-rate-limit` is not checked (it makes no rate-limit promise).
"""

from __future__ import annotations

from collections.abc import Mapping

from spec_lint.document import Spec
from spec_lint.problems import Problem, join

RATE_LIMIT = "x-rate-limit"
STATUS = "429"
CHECK = "rate-limit-responses"


def check_rate_limit_responses(spec: Spec) -> list[Problem]:
    """Every operation of `paths` has a 429 response with the rate-limit headers and code."""
    fact = spec.document.get(RATE_LIMIT)
    if fact is None:
        return []
    headers = fact.get("headers") if isinstance(fact, Mapping) else None
    if not isinstance(headers, Mapping) or not all(
        isinstance(headers.get(k), str) for k in ("max", "count")
    ):
        message = f"{RATE_LIMIT}.headers must name max and count"
        return [Problem(join("", RATE_LIMIT), message, CHECK)]
    names = [str(headers["max"]), str(headers["count"])]
    code = fact.get("errorCode")
    problems: list[Problem] = []
    checked: set[str] = set()
    for operation in spec.operations(webhooks=False):
        responses = operation.node.get("responses")
        response = responses.get(STATUS) if isinstance(responses, Mapping) else None
        usage = join(operation.location, "responses")
        if response is None:
            problems.append(
                Problem(
                    usage,
                    f"{operation.method.upper()} {operation.path} has no {STATUS} response "
                    f"(every operation is rate limited: {RATE_LIMIT})",
                    CHECK,
                )
            )
            continue
        node, location = spec.resolve(response, join(usage, STATUS))
        if not isinstance(node, Mapping) or location in checked:
            continue
        checked.add(location)
        declared = node.get("headers")
        declared_names = (
            {str(name).lower() for name in declared} if isinstance(declared, Mapping) else set()
        )
        for name in names:
            if name.lower() not in declared_names:
                problems.append(
                    Problem(
                        location,
                        f"the {STATUS} response does not declare the header {name} "
                        f"({RATE_LIMIT}.headers)",
                        CHECK,
                    )
                )
        codes = node.get("x-error-codes")
        if isinstance(code, int) and not (isinstance(codes, list) and code in codes):
            problems.append(
                Problem(
                    location,
                    f"the {STATUS} response does not list code {code} ({RATE_LIMIT}.errorCode) "
                    "in x-error-codes",
                    CHECK,
                )
            )
    return problems
