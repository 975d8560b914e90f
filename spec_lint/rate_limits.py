"""Checks: when the spec declares `x-rate-limit`, every operation of `paths` can answer 429,
and when it declares `x-rate-limit.suspension`, exactly the operations acting for a User
Profile can answer its 403.

The service limits every request per profile, so every operation under `paths` must list a
`429` response (directly or through a `$ref` to `components.responses`) that declares the two
headers `x-rate-limit.headers` names and lists `x-rate-limit.errorCode` in `x-error-codes`.
A suspended User Profile's requests (those with its `Profile-Key` header) are refused, so every
operation taking that header lists `x-rate-limit.suspension.errorCode` in its `403` response,
and no other operation lists it (it can never answer it). A spec without `x-rate-limit` (or
its `suspension`) is not checked (it makes no such promise).
"""

from __future__ import annotations

from collections.abc import Mapping

from spec_lint.document import Operation, Spec
from spec_lint.problems import Problem, join

RATE_LIMIT = "x-rate-limit"
STATUS = "429"
CHECK = "rate-limit-responses"
#: The header that makes a request act for a User Profile.
PROFILE_HEADER = "profile-key"
SUSPENDED_STATUS = "403"
SUSPENSION_CHECK = "suspension-responses"


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


def _takes_profile_key(spec: Spec, operation: Operation) -> bool:
    """Whether the operation (or its path item) declares the `Profile-Key` header parameter."""
    item, _ = spec.resolve(spec.lookup(operation.location.rsplit("/", 1)[0]), "")
    listed = list(operation.node.get("parameters") or [])
    if isinstance(item, Mapping):
        listed += list(item.get("parameters") or [])
    for parameter in listed:
        node, _ = spec.resolve(parameter, "")
        if (
            isinstance(node, Mapping)
            and node.get("in") == "header"
            and str(node.get("name", "")).lower() == PROFILE_HEADER
        ):
            return True
    return False


def check_suspension_responses(spec: Spec) -> list[Problem]:
    """The 403 of every operation taking `Profile-Key` lists the suspension code; no other
    operation lists it."""
    fact = spec.document.get(RATE_LIMIT)
    suspension = fact.get("suspension") if isinstance(fact, Mapping) else None
    if not isinstance(suspension, Mapping) or not isinstance(suspension.get("errorCode"), int):
        return []
    code = int(suspension["errorCode"])
    problems: list[Problem] = []
    for operation in spec.operations(webhooks=False):
        responses = operation.node.get("responses")
        response = responses.get(SUSPENDED_STATUS) if isinstance(responses, Mapping) else None
        usage = join(operation.location, "responses", SUSPENDED_STATUS)
        node, _ = spec.resolve(response, usage) if response is not None else (None, usage)
        codes = node.get("x-error-codes") if isinstance(node, Mapping) else None
        lists = isinstance(codes, list) and code in codes
        name = f"{operation.method.upper()} {operation.path}"
        if _takes_profile_key(spec, operation) and not lists:
            message = (
                f"{name} takes Profile-Key but its {SUSPENDED_STATUS} response does not list "
                f"code {code} ({RATE_LIMIT}.suspension: a suspended User Profile is refused)"
            )
            problems.append(Problem(usage, message, SUSPENSION_CHECK))
        elif lists and not _takes_profile_key(spec, operation):
            message = (
                f"{name} takes no Profile-Key, so it never answers code {code} "
                f"({RATE_LIMIT}.suspension), yet its {SUSPENDED_STATUS} response lists it"
            )
            problems.append(Problem(usage, message, SUSPENSION_CHECK))
    return problems
