"""The client's exceptions: one root, a class per status family, and transport failures.

`SocialPublishingError` is the root. `APIStatusError` (and one subclass per status family) is
a response with an error status: `status`, the service `code` (an `ErrorCode` member when the
spec's `x-error-catalogue` lists it) and its catalogue `code_name`, `message`, `action`, the
parsed `error` body, the profile's `rate_limit` window (None without the headers) and the raw
`response`. `APIConnectionError` and `APITimeoutError` wrap
httpx's transport failures (the original is the `__cause__`); `APIResponseValidationError` is a
2xx body that is not the operation's result model. `status_error()` is the one place
that maps a response to its exception.
"""

from __future__ import annotations

import httpx
import pydantic
from social_publishing_models import Error
from social_publishing_models.spec_facts import ERROR_CATALOGUE, ErrorCode

from .rate_limit import RateLimit, rate_limit_of


class SocialPublishingError(Exception):
    """Root of every error the client raises."""


class APIConnectionError(SocialPublishingError):
    """The request did not get a response (connection refused, reset, TLS, protocol)."""

    def __init__(self, message: str, *, request: httpx.Request) -> None:
        super().__init__(message)
        self.request = request


class APITimeoutError(APIConnectionError):
    """The request timed out (connect, read, write or pool)."""


class APIResponseValidationError(SocialPublishingError):
    """A 2xx response whose body is not the operation's result model (the server broke the
    contract); `response` is the raw response, the pydantic error is the `__cause__`."""

    def __init__(self, response: httpx.Response, problem: pydantic.ValidationError) -> None:
        super().__init__(
            f"HTTP {response.status_code} body does not match {problem.title}: "
            f"{problem.error_count()} problem(s), first: {problem.errors()[0]['msg']}"
        )
        self.response = response
        self.status = response.status_code


class APIStatusError(SocialPublishingError):
    """A response with an error status; the base of the per-family classes."""

    def __init__(self, response: httpx.Response, error: Error | None) -> None:
        self.response = response
        self.status = response.status_code
        self.error = error
        self.rate_limit: RateLimit | None = rate_limit_of(response.headers)
        code = error.code if error is not None else None
        self.code: ErrorCode | int | None = code
        if code is not None and code in ERROR_CATALOGUE:
            self.code = ErrorCode(code)
        entry = ERROR_CATALOGUE.get(code) if code is not None else None
        self.code_name: str | None = entry.name if entry is not None else None
        if error is not None:
            self.message = error.message
            self.action: str | None = error.action if isinstance(error.action, str) else None
        else:
            text = response.content[:200].decode("utf-8", "replace")
            self.message = text or response.reason_phrase or "(empty body)"
            self.action = None
        named = f"code {code} ({self.code_name})" if self.code_name else f"code {code}"
        super().__init__(f"HTTP {self.status}, {named}: {self.message}")


class BadRequestError(APIStatusError):
    """400: the request does not match the API description or breaks a rule."""


class AuthenticationError(APIStatusError):
    """401: the API key is missing or not valid."""


class PermissionDeniedError(APIStatusError):
    """403: the profile key or the plan does not allow this."""


class NotFoundError(APIStatusError):
    """404: the addressed thing does not exist."""


class ConflictError(APIStatusError):
    """409: the request conflicts with the current state."""


class GoneError(APIStatusError):
    """410: the feature or action is retired."""


class PayloadTooLargeError(APIStatusError):
    """413: the body or file exceeds the service's limit."""


class UnsupportedMediaTypeError(APIStatusError):
    """415: the operation does not accept this Content-Type."""


class UnprocessableEntityError(APIStatusError):
    """422: the request is well formed but cannot be processed."""


class RateLimitError(APIStatusError):
    """429: the acting profile used every request of its window; nothing was done
    (`rate_limit` says how many the window allows)."""


class InternalServerError(APIStatusError):
    """5xx: the service failed."""


STATUS_ERRORS: dict[int, type[APIStatusError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    410: GoneError,
    413: PayloadTooLargeError,
    415: UnsupportedMediaTypeError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def parse_error(content: bytes) -> Error | None:
    """The spec's `Error` body, or None when the body is not one."""
    try:
        return Error.model_validate_json(content)
    except pydantic.ValidationError:
        return None


def status_error(response: httpx.Response) -> APIStatusError:
    """The exception for an error response (its body must have been read)."""
    status = response.status_code
    kind = STATUS_ERRORS.get(status) or (InternalServerError if status >= 500 else APIStatusError)
    return kind(response, parse_error(response.content))


__all__ = [
    "APIConnectionError",
    "APIResponseValidationError",
    "APIStatusError",
    "APITimeoutError",
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "ErrorCode",
    "GoneError",
    "InternalServerError",
    "NotFoundError",
    "PayloadTooLargeError",
    "PermissionDeniedError",
    "RateLimitError",
    "SocialPublishingError",
    "UnprocessableEntityError",
    "UnsupportedMediaTypeError",
]
