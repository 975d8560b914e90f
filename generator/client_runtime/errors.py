"""The client's exceptions and the rate limit they report.

`SocialPublishingError` is the root of everything the client raises. `APIStatusError` (one
subclass per status family) is a response with an error status: `status`, the service `code`
(an `ErrorCode` member when the spec's `x-error-catalogue` lists it) and its `code_name`,
`message`, `action`, the parsed `error` body (the spec's `Error`) or, for a per-network result
(`create_post` answering 400 with `errors: [{code: 156 ...}]`), the parsed `result` with the
first network error's code and message; the profile's `rate_limit` and the raw `response`.
`APIConnectionError`/`APITimeoutError` wrap httpx's transport failures (the `__cause__`);
`APIResponseValidationError` is a 2xx body that is not the operation's result model;
`InvalidRequestError` is a request the client refuses before sending (a naive date-time, a
dict body that is not the model, a bad enum value). `status_error()` maps a response to its
exception.

The spec gives the error body (`Error`, a generated model) and the catalogue, header names and
window (`social_publishing_models.spec_facts`, generated); everything else is the same for any
spec.
"""

from dataclasses import dataclass
from typing import Any

import httpx

from social_publishing_client.models.error import Error
from social_publishing_models.spec_facts import (
    ERROR_CATALOGUE,
    RATE_LIMIT_COUNT_HEADER,
    RATE_LIMIT_MAX_HEADER,
    RATE_LIMIT_WINDOW_SECONDS,
    ErrorCode,
)


class UnexpectedStatus(Exception):
    """Raised by api functions when the response status an undocumented status and
    Client.raise_on_unexpected_status is True"""

    def __init__(self, status_code: int, content: bytes) -> None:
        self.status_code = status_code
        self.content = content

        super().__init__(
            f"Unexpected status code: {status_code}\n\n"
            f"Response content:\n{content.decode(errors='ignore')}"
        )


@dataclass(frozen=True)
class RateLimit:
    """The acting profile's request window: `max` requests allowed per `window_seconds`,
    `count` used so far in the current window."""

    max: int
    count: int
    window_seconds: int = RATE_LIMIT_WINDOW_SECONDS

    @property
    def remaining(self) -> int:
        """Requests left in the current window."""
        return max(0, self.max - self.count)

    @property
    def exhausted(self) -> bool:
        """True when the window has no request left (the next one gets a 429)."""
        return self.count >= self.max


def _integer(value: str | None) -> int | None:
    if value is None or not value.strip().isdigit():
        return None
    return int(value.strip())


def rate_limit_of(headers: httpx.Headers) -> RateLimit | None:
    """The rate limit a response reports (`x-ratelimit-max`/`-count`), None without both."""
    maximum = _integer(headers.get(RATE_LIMIT_MAX_HEADER))
    count = _integer(headers.get(RATE_LIMIT_COUNT_HEADER))
    if maximum is None or count is None:
        return None
    return RateLimit(maximum, count)


class SocialPublishingError(Exception):
    """Root of every error the client raises."""


class InvalidRequestError(SocialPublishingError, ValueError):
    """The client refused the request before sending it (the message says which value)."""


class APIConnectionError(SocialPublishingError):
    """The request did not get a response (connection refused, reset, TLS, protocol)."""

    def __init__(self, message: str, *, request: httpx.Request) -> None:
        super().__init__(message)
        self.request = request


class APITimeoutError(APIConnectionError):
    """The request timed out (connect, read, write or pool)."""


class APIResponseValidationError(SocialPublishingError):
    """A 2xx response whose body is not the operation's result model (the server broke the
    contract); `response` is the raw response, the parsing error is the `__cause__`; the
    message names the expected model (`result`)."""

    def __init__(self, response: httpx.Response, problem: Exception, result: str = "") -> None:
        expected = f"a {result}" if result else "the operation's result"
        super().__init__(
            f"HTTP {response.status_code} body is not {expected}: "
            f"{type(problem).__name__}: {problem}"
        )
        self.response = response
        self.status = response.status_code


def _network_error(value: Any) -> dict[str, Any] | None:
    """The first `errors[]` entry with an integer `code` in a per-network result (JSON)."""
    if isinstance(value, dict):
        for entry in value.get("errors") or []:
            if isinstance(entry, dict) and isinstance(entry.get("code"), int):
                return entry
        for nested in value.values():
            found = _network_error(nested)
            if found is not None:
                return found
    elif isinstance(value, list):
        for item in value:
            found = _network_error(item)
            if found is not None:
                return found
    return None


class APIStatusError(SocialPublishingError):
    """A response with an error status; the base of the per-family classes.

    `body` is the operation's parsed answer for the status (an `Error`, or a per-network
    result model such as `PostResult`), or None when the body is neither.
    """

    def __init__(self, response: httpx.Response, body: Any = None) -> None:
        self.response = response
        self.status = response.status_code
        self.error: Error | None = body if isinstance(body, Error) else None
        self.result: Any = body if body is not None and self.error is None else None
        self.rate_limit: RateLimit | None = rate_limit_of(response.headers)
        code: int | None = None
        message: str | None = None
        action: str | None = None
        if self.error is not None:
            code, message = self.error.code, self.error.message
            action = self.error.action if isinstance(self.error.action, str) else None
        elif self.result is not None and hasattr(self.result, "to_dict"):
            entry = _network_error(self.result.to_dict())
            if entry is not None:
                code = entry["code"]
                message = entry.get("message") if isinstance(entry.get("message"), str) else None
                action = entry.get("action") if isinstance(entry.get("action"), str) else None
        self.code: ErrorCode | int | None = (
            ErrorCode(code) if code is not None and code in ERROR_CATALOGUE else code
        )
        entry_name = ERROR_CATALOGUE.get(code) if code is not None else None
        self.code_name: str | None = entry_name.name if entry_name is not None else None
        if message is None:
            text = response.content[:200].decode("utf-8", "replace")
            message = text or response.reason_phrase or "(empty body)"
        self.message: str = message
        self.action: str | None = action
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
        data = httpx.Response(200, content=content).json()
        return Error.from_dict(data) if isinstance(data, dict) else None
    except (ValueError, TypeError, KeyError):
        return None


def status_error(response: httpx.Response, body: Any = None) -> APIStatusError:
    """The exception for an error response (its body must have been read); `body` is the
    operation's parsed answer, else the body is read as the spec's `Error`."""
    status = response.status_code
    kind = STATUS_ERRORS.get(status) or (InternalServerError if status >= 500 else APIStatusError)
    return kind(response, body if body is not None else parse_error(response.content))


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
    "InvalidRequestError",
    "NotFoundError",
    "PayloadTooLargeError",
    "PermissionDeniedError",
    "RateLimit",
    "RateLimitError",
    "SocialPublishingError",
    "UnexpectedStatus",
    "UnprocessableEntityError",
    "UnsupportedMediaTypeError",
]
