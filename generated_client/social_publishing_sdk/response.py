"""`APIResponse`: the raw response of a call, for `client.with_raw_response.<resource>`.

It does not raise for an error status: `ok`, `status_code`, `headers`, `rate_limit` (the
profile's request window) and `error` (the spec's `Error` body) can be inspected, and
`parse()` gives the result model or raises the status error, as the plain methods do.
"""

from __future__ import annotations

from typing import Generic, TypeVar

import httpx
import pydantic

from social_publishing_models import Error

from .errors import APIResponseValidationError, parse_error, status_error
from .operation import Operation
from .rate_limit import RateLimit, rate_limit_of

T = TypeVar("T")


class APIResponse(Generic[T]):
    """An HTTP response of one operation, with lazy parsing into its result model."""

    def __init__(
        self, http_response: httpx.Response, operation: Operation[T], retries: int
    ) -> None:
        self.http_response = http_response
        self.operation = operation
        self.retries_taken = retries

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    @property
    def headers(self) -> httpx.Headers:
        return self.http_response.headers

    @property
    def rate_limit(self) -> RateLimit | None:
        """The acting profile's request window this response reports (None when it has
        no rate-limit headers)."""
        return rate_limit_of(self.http_response.headers)

    @property
    def ok(self) -> bool:
        """True for a 2xx status."""
        return self.http_response.is_success

    @property
    def content(self) -> bytes:
        return self.http_response.content

    @property
    def error(self) -> Error | None:
        """The `Error` body of an error response (None for 2xx or a body of another shape)."""
        return None if self.ok else parse_error(self.http_response.content)

    def parse(self) -> T:
        """The result model of a 2xx response; raises the `APIStatusError` subclass otherwise,
        and `APIResponseValidationError` for a 2xx body that is not the result model."""
        if not self.ok:
            raise status_error(self.http_response)
        try:
            return self.operation.parse(self.http_response.content)
        except pydantic.ValidationError as problem:
            raise APIResponseValidationError(self.http_response, problem) from problem

    def __repr__(self) -> str:
        return f"<APIResponse {self.operation.operation_id} [{self.status_code}]>"
