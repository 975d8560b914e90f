"""Whether a response is one the spec allows: status, error shape and code, schema.

The reference server's `--check-responses` net and the server tests use this one judge (the
server tests also judge the test-control interface's answers by `sandbox.yaml` with it).
"""

from __future__ import annotations

from typing import Any

from jsonschema.exceptions import best_match

from .operations import Operation
from .references import References
from .service_spec import ServiceSpec


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
    if status >= 400:
        error = best_match(spec.refs.schema_validator("Error").iter_errors(body))
        if error is not None:
            return f"not an Error: {error.message[:200]}"
        entry = catalogue.get(body["code"])
        if entry is None or entry.status != status:
            return f"code {body['code']} is not catalogued with status {status}"
    if op is None:
        return None
    documented = op.responses.get(str(status))
    if documented is None:
        return f"status {status} is not documented for {op.operation_id}"
    codes = documented.error_codes
    if status >= 400 and codes is not None:
        code = body["code"]
        if code not in codes and code not in catalogue.any_request_codes:
            return f"code {code} is not in x-error-codes {list(codes)}"
    schema = documented.schema()
    if schema is None:
        return None
    validator = (refs or spec.refs).cached_validator(f"response:{op.operation_id}:{status}", schema)
    error = best_match(validator.iter_errors(body))
    return None if error is None else f"schema: {error.message[:300]}"
