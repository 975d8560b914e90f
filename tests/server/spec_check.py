"""Judge every HTTP response of the server tests against `openapi.yaml`.

`SpecCheck.check(response)` routes the request with the spec library's router (the server's
own code is not involved), requires the status to be documented, and judges the body with the
spec library's `response_problem` (error shape, catalogued code and status, `x-error-codes`,
documented schema); it also checks `Content-Encoding` is one the spec allows. Answers of the
test control (`/_sandbox`) are judged the same way by `sandbox.yaml` (`ControlSpec`).
"""

from __future__ import annotations

from typing import Any

import httpx

from spec_model import ControlSpec, Match, ServiceSpec, response_problem
from spec_model.error_codes import ErrorCode

_CONTROL_PREFIX = "/_sandbox"
_UNROUTED_PREFIXES = (_CONTROL_PREFIX, "/media/files/", "/media/presigned/")
_UNROUTED_PATHS = ("/openapi.yaml", "/sandbox.yaml", "/docs")


class SpecCheck:
    def __init__(self, spec: ServiceSpec | None = None) -> None:
        self.spec = spec or ServiceSpec.load()
        self.control = ControlSpec.load(api=self.spec)
        self.encodings = set(self.spec.facts.compression.preference)

    def check(self, response: httpx.Response) -> None:
        """Assert that `response` is what the spec allows for its request."""
        response.read()
        method = response.request.method
        path = response.request.url.path
        status = response.status_code
        assert status < 500, f"{method} {path} -> {status}: {response.text[:500]}"
        if method == "HEAD":
            if path.startswith("/media/files/"):  # media files answer HEAD like GET, no body
                assert status in (200, 404) and not response.content, (path, status)
            else:
                assert status == 405 and response.headers.get("allow"), (path, status)
            return
        body: Any = None
        if response.headers.get("content-type", "").startswith("application/json"):
            body = response.json()
        encoding = response.headers.get("content-encoding")
        assert encoding is None or encoding in self.encodings, encoding
        if status >= 400:
            assert body is not None, f"{method} {path} -> {status} without a JSON body"
            if status == 405:
                assert response.headers.get("allow"), "405 without Allow"
        control = path == _CONTROL_PREFIX or path.startswith(_CONTROL_PREFIX + "/")
        routed = not path.startswith(_UNROUTED_PREFIXES) and path not in _UNROUTED_PATHS
        router = self.control.router if control else self.spec.router
        route = router.match_path(method, path) if routed or control else None
        if route is not None and route.match is Match.NONE:
            assert status == 404 and body["code"] == ErrorCode.ROUTE_NOT_FOUND, (
                method,
                path,
                status,
                body,
            )
        if route is not None and route.match is Match.PARTIAL:
            assert status == 405 and body["code"] == ErrorCode.METHOD_NOT_ALLOWED, (
                method,
                path,
                status,
                body,
            )
        operation = route.target if route is not None else None
        if operation is not None and body is None:
            documented = operation.response(status)
            assert documented is not None, f"{operation.label}: undocumented status {status}"
            assert documented.schema() is None, f"{operation.label} {status}: no JSON body"
        if body is not None:
            refs = self.control.refs if control else None
            problem = response_problem(self.spec, operation, status, body, refs)
            assert problem is None, f"{method} {path} -> {status}: {problem}"
