"""`--check-responses`: report (on stderr, as an internal error) a response the spec does not
allow for its operation and status."""

from __future__ import annotations

import json
import sys

from starlette.requests import Request
from starlette.responses import Response

from spec_model import Operation, ServiceSpec, response_problem

INTERNAL_ERROR_MARK = "INTERNAL ERROR"


def check_response(spec: ServiceSpec, request: Request, response: Response) -> None:
    op: Operation | None = request.state.operation
    problem = None
    if (response.media_type or "").startswith("application/json"):
        body = json.loads(bytes(response.body))
        problem = response_problem(spec, op, response.status_code, body)
    if problem is not None:
        print(
            INTERNAL_ERROR_MARK,
            "response does not match the spec:",
            request.method,
            request.url.path,
            response.status_code,
            problem,
            file=sys.stderr,
            flush=True,
        )
