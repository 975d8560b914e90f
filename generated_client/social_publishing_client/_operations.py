"""Operations and their responses, as the façade sends and reads them.

An `Operation` ties a resource method to its api/ module: the module builds the request
(`_get_kwargs`: wire names, exact date-times, style/explode, multipart with a random boundary,
streamed) and parses the answer (`_parse_response`: attrs models); `APIResponse` is a call's
raw response, parsed on demand into the result or the typed error of `errors.py`;
`to_raw_response` marks a call made through `with_raw_response`. `as_body` accepts a model or
a mapping in its wire form for a request body.
"""

import functools
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Generic, ParamSpec, TypeVar, cast

import httpx

from social_publishing_client.models.error import Error
from social_publishing_models.spec_facts import (
    PROFILE_KEY_HEADER,
    TWITTER_API_KEY_HEADER,
    TWITTER_API_SECRET_HEADER,
)

from ._settings import RAW_RESPONSE_HEADER
from .errors import (
    APIConnectionError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    InvalidRequestError,
    RateLimit,
    rate_limit_of,
    status_error,
)

R = TypeVar("R")
P = ParamSpec("P")


class _ParsingClient:
    """What an api/ module's `_parse_response` reads of its client: an undocumented status is
    parsed as None, never raised as `UnexpectedStatus` (the status errors say more)."""

    raise_on_unexpected_status = False


_PARSING = _ParsingClient()
#: Headers that carry the account's credentials: not sent to a public operation.
CREDENTIAL_HEADERS = frozenset(
    h.lower()
    for h in (
        "Authorization",
        PROFILE_KEY_HEADER,
        TWITTER_API_KEY_HEADER,
        TWITTER_API_SECRET_HEADER,
    )
)


def as_body(body: object, model: type[Any], *alternatives: type[Any]) -> Any:
    """`body` as an instance of `model` (or of an alternative): itself, or `model.from_dict`
    of a mapping in the wire form; `InvalidRequestError` for anything else."""
    if isinstance(body, (model, *alternatives)):
        return body
    if isinstance(body, Mapping):
        problems = []
        for candidate in (model, *alternatives):  # the first model the mapping is
            try:
                return candidate.from_dict(body)
            except (KeyError, TypeError, ValueError, AttributeError) as problem:
                problems.append(f"{candidate.__name__}: {type(problem).__name__}: {problem}")
        raise InvalidRequestError(f"the body is not a valid {'; nor '.join(problems)}")
    accepted = " or ".join(m.__name__ for m in (model, *alternatives))
    raise InvalidRequestError(f"the body must be a {accepted} or a dict, not {type(body).__name__}")


class Operation(Generic[R]):
    """One operation of the spec as the façade sends it: its api/ module's request builder and
    response parser, the HTTP method, the result type's name (`result`, for error messages),
    whether it is public (`security: []`: no API key) and whether it uploads files
    (`multipart/form-data`: `File.from_path` files closed after it)."""

    __slots__ = ("build", "method", "name", "parse_answer", "public", "result", "uploads")

    def __init__(
        self,
        name: str,
        method: str,
        build: Callable[..., dict[str, Any]],
        parse_answer: Callable[..., Any],
        *,
        result: str = "",
        public: bool = False,
        uploads: bool = False,
    ) -> None:
        self.name = name
        self.uploads = uploads
        self.method = method
        self.build = build
        self.parse_answer = parse_answer
        self.result = result
        self.public = public

    def kwargs(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        """The httpx request arguments; a value the client refuses is `InvalidRequestError`."""
        try:
            return self.build(**arguments)
        except (ValueError, TypeError, AttributeError) as problem:
            raise InvalidRequestError(f"{self.name}: {problem}") from problem

    def parse(self, response: httpx.Response) -> Any:
        """The operation's answer for `response`, as the api/ module parses it."""
        return self.parse_answer(client=_PARSING, response=response)


class APIResponse(Generic[R]):
    """The raw response of a call (`client.with_raw_response.<resource>.<method>(...)`): it does
    not raise for an error status; `parse()` gives the result or raises as the methods do."""

    def __init__(
        self, http_response: httpx.Response, operation: Operation[R], retries: int
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
    def content(self) -> bytes:
        return self.http_response.content

    @property
    def ok(self) -> bool:
        """True for a 2xx status."""
        return self.http_response.is_success

    @property
    def rate_limit(self) -> RateLimit | None:
        """The acting profile's request window this response reports (None without headers)."""
        return rate_limit_of(self.http_response.headers)

    @property
    def error(self) -> Error | None:
        """The `Error` body of an error response (None for 2xx or a body of another shape)."""
        return None if self.ok else self._status_error().error

    def _status_error(self) -> APIStatusError:
        try:
            body = self.operation.parse(self.http_response)
        except (KeyError, TypeError, ValueError, AttributeError):
            body = None
        return status_error(self.http_response, body)

    def parse(self) -> R:
        """The result of a 2xx response; raises the `APIStatusError` subclass otherwise, and
        `APIResponseValidationError` for a 2xx body that is not the result model."""
        if not self.http_response.is_success:
            raise self._status_error()
        try:
            return cast(R, self.operation.parse(self.http_response))
        except (KeyError, TypeError, ValueError, AttributeError) as problem:
            raise APIResponseValidationError(
                self.http_response, problem, self.operation.result
            ) from problem

    def __repr__(self) -> str:
        return f"<APIResponse {self.operation.name} [{self.status_code}]>"


def to_raw_response(method: Callable[P, R]) -> Callable[P, APIResponse[R]]:
    """The raw-response variant of a resource method (Stainless' wrapper)."""

    @functools.wraps(method)
    def wrapped(*args: P.args, **kwargs: P.kwargs) -> APIResponse[R]:
        extra = cast(Mapping[str, str] | None, kwargs.get("extra_headers")) or {}
        kwargs["extra_headers"] = {**extra, RAW_RESPONSE_HEADER: "true"}
        return cast(APIResponse[R], method(*args, **kwargs))

    return wrapped


def async_to_raw_response(
    method: Callable[P, Awaitable[R]],
) -> Callable[P, Awaitable[APIResponse[R]]]:
    """The raw-response variant of an async resource method."""

    @functools.wraps(method)
    async def wrapped(*args: P.args, **kwargs: P.kwargs) -> APIResponse[R]:
        extra = cast(Mapping[str, str] | None, kwargs.get("extra_headers")) or {}
        kwargs["extra_headers"] = {**extra, RAW_RESPONSE_HEADER: "true"}
        return cast(APIResponse[R], await method(*args, **kwargs))

    return wrapped


def transport_error(exc: httpx.TransportError, request: httpx.Request) -> APIConnectionError:
    if isinstance(exc, httpx.TimeoutException):
        return APITimeoutError(f"request timed out: {exc}", request=request)
    return APIConnectionError(f"connection failed: {exc!r}", request=request)
