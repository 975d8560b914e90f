"""Whether a response is one the spec allows: status, error shape and code, schema.

An error answer is an `Error` (`code` at the top), or a result the spec marks
`x-error-result` whose `errors[].code` (or `posts[].errors[].code`) are its codes: the service
answers a post that failed on every network with the full result (`error_codes_of`).

The reference server's `--check-responses` net and the server tests use this one judge (the
server tests also judge the test-control interface's answers by `sandbox.yaml` with it).
"""

from __future__ import annotations

from typing import Any

from jsonschema.exceptions import best_match

from .operations import Operation
from .references import References
from .service_spec import ServiceSpec


def error_codes_of(body: Any) -> list[int]:
    """The error codes an answer carries: its `code`, else those of `errors` entries, else
    those of `posts[].errors` entries ([] when none)."""
    if not isinstance(body, dict):
        return []
    if isinstance(body.get("code"), int):
        return [body["code"]]
    posts = body.get("posts")
    results: list[Any] = posts if isinstance(posts, list) else [body]
    codes: list[int] = []
    for result in results:
        errors = result.get("errors") if isinstance(result, dict) else None
        for entry in errors if isinstance(errors, list) else []:
            if isinstance(entry, dict) and isinstance(entry.get("code"), int):
                codes.append(entry["code"])
    return codes


def response_problem(
    spec: ServiceSpec,
    op: Operation | None,
    status: int,
    body: Any,
    refs: References | None = None,
) -> str | None:
    """Why a JSON response is not what the spec allows for `op` (None when it is); `refs`
    resolves `op`'s schemas when it belongs to another document (`ControlSpec.refs`)."""
    catalogue = spec.facts.catalogue
    found: list[int] = []
    if status >= 400:
        error = best_match(spec.refs.schema_validator("Error").iter_errors(body))
        found = error_codes_of(body)
        if error is not None and not (found and "code" not in body):
            return f"not an Error: {error.message[:200]}"
        if not found:
            return "an error result without error codes"
        for code in found:
            entry = catalogue.get(code)
            if entry is None or entry.status != status:
                return f"code {code} is not catalogued with status {status}"
    if op is None:
        return None
    documented = op.responses.get(str(status))
    if documented is None:
        return f"status {status} is not documented for {op.operation_id}"
    codes = documented.error_codes
    if status >= 400 and codes is not None:
        for code in found:
            if code not in codes and code not in catalogue.any_request_codes:
                return f"code {code} is not in x-error-codes {list(codes)}"
    schema = documented.schema()
    if schema is None:
        return None
    validator = (refs or spec.refs).cached_validator(f"response:{op.operation_id}:{status}", schema)
    error = best_match(validator.iter_errors(body))
    return None if error is None else f"schema: {error.message[:300]}"
