"""The clients: the tool's `Client`/`AuthenticatedClient`, and the façade's runtime.

`SyncAPIClient` and `AsyncAPIClient` are the bases of `SocialPublishing` and
`AsyncSocialPublishing` (`api/__init__.py`). Each owns a pooled httpx client (or uses the one given),
sends the API key, the sticky `Profile-Key` and X own-credential headers on every request (a
per-call parameter or `extra_headers` wins), retries as `RetryPolicy` says, and turns failures
into the exceptions of `errors.py`. An `Operation` ties a method to its api/ module: the module
builds the request (`_get_kwargs`: wire names, exact date-times, style/explode, multipart with
a random boundary, streamed) and parses the answer (`_parse_response`: attrs models).
"""

import asyncio
import base64
import copy
import email.utils
import functools
import logging
import math
import os
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Final, Generic, ParamSpec, TypeVar, cast

import tenacity

from social_publishing_models.spec_facts import (
    API_VERSION,
    DEFAULT_BASE_URL,
    PROFILE_KEY_HEADER,
    TWITTER_API_KEY_HEADER,
    TWITTER_API_SECRET_HEADER,
)

from .errors import (
    APIConnectionError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    InvalidRequestError,
    RateLimit,
    SocialPublishingError,
    rate_limit_of,
    status_error,
)
from .models.error import Error
from .types import NOT_GIVEN, File, NotGiven, guess_content_type

if TYPE_CHECKING:
    from .models.media_upload_data_uri import MediaUploadDataUri

import ssl
from typing import Any, Self

import httpx
from attrs import define, evolve, field


@define
class Client:
    """A class for keeping track of data related to the API

    The following are accepted as keyword arguments and will be used to construct httpx Clients internally:

        ``base_url``: The base URL for the API, all requests are made to a relative path to this URL

        ``cookies``: A dictionary of cookies to be sent with every request

        ``headers``: A dictionary of headers to be sent with every request

        ``timeout``: The maximum amount of a time a request can take. API functions will raise
        httpx.TimeoutException if this is exceeded.

        ``verify_ssl``: Whether or not to verify the SSL certificate of the API server. This should be True in production,
        but can be set to False for testing purposes.

        ``follow_redirects``: Whether or not to follow redirects. Default value is False.

        ``httpx_args``: A dictionary of additional arguments to be passed to the ``httpx.Client`` and ``httpx.AsyncClient`` constructor.

    """

    raise_on_unexpected_status: bool = field(default=False, kw_only=True)
    """Whether or not to raise an errors.UnexpectedStatus if the API returns a status code that was not documented in the source OpenAPI document. Can also be provided as a keyword argument to the constructor."""
    _base_url: str = field(alias="base_url")
    _cookies: dict[str, str] = field(factory=dict, kw_only=True, alias="cookies")
    _headers: dict[str, str] = field(factory=dict, kw_only=True, alias="headers")
    _timeout: httpx.Timeout | None = field(default=None, kw_only=True, alias="timeout")
    _verify_ssl: str | bool | ssl.SSLContext = field(default=True, kw_only=True, alias="verify_ssl")
    _follow_redirects: bool = field(default=False, kw_only=True, alias="follow_redirects")
    _httpx_args: dict[str, Any] = field(factory=dict, kw_only=True, alias="httpx_args")
    _client: httpx.Client | None = field(default=None, init=False)
    _async_client: httpx.AsyncClient | None = field(default=None, init=False)

    def with_headers(self, headers: dict[str, str]) -> "Client":
        """Get a new client matching this one with additional headers"""
        if self._client is not None:
            self._client.headers.update(headers)
        if self._async_client is not None:
            self._async_client.headers.update(headers)
        return evolve(self, headers={**self._headers, **headers})

    def with_cookies(self, cookies: dict[str, str]) -> "Client":
        """Get a new client matching this one with additional cookies"""
        if self._client is not None:
            self._client.cookies.update(cookies)
        if self._async_client is not None:
            self._async_client.cookies.update(cookies)
        return evolve(self, cookies={**self._cookies, **cookies})

    def with_timeout(self, timeout: httpx.Timeout) -> "Client":
        """Get a new client matching this one with a new timeout configuration"""
        if self._client is not None:
            self._client.timeout = timeout
        if self._async_client is not None:
            self._async_client.timeout = timeout
        return evolve(self, timeout=timeout)

    def set_httpx_client(self, client: httpx.Client) -> Self:
        """Manually set the underlying httpx.Client

        **NOTE**: This will override any other settings on the client, including cookies, headers, and timeout.
        """
        self._client = client
        return self

    def get_httpx_client(self) -> httpx.Client:
        """Get the underlying httpx.Client, constructing a new one if not previously set"""
        if self._client is None:
            self._client = httpx.Client(
                base_url=self._base_url,
                cookies=self._cookies,
                headers=self._headers,
                timeout=self._timeout,
                verify=self._verify_ssl,
                follow_redirects=self._follow_redirects,
                **self._httpx_args,
            )
        return self._client

    def __enter__(self) -> Self:
        """Enter a context manager for self.client—you cannot enter twice (see httpx docs)"""
        self.get_httpx_client().__enter__()
        return self

    def __exit__(self, *args: object, **kwargs: Any) -> None:
        """Exit a context manager for internal httpx.Client (see httpx docs)"""
        self.get_httpx_client().__exit__(*args, **kwargs)

    def set_async_httpx_client(self, async_client: httpx.AsyncClient) -> Self:
        """Manually set the underlying httpx.AsyncClient

        **NOTE**: This will override any other settings on the client, including cookies, headers, and timeout.
        """
        self._async_client = async_client
        return self

    def get_async_httpx_client(self) -> httpx.AsyncClient:
        """Get the underlying httpx.AsyncClient, constructing a new one if not previously set"""
        if self._async_client is None:
            self._async_client = httpx.AsyncClient(
                base_url=self._base_url,
                cookies=self._cookies,
                headers=self._headers,
                timeout=self._timeout,
                verify=self._verify_ssl,
                follow_redirects=self._follow_redirects,
                **self._httpx_args,
            )
        return self._async_client

    async def __aenter__(self) -> Self:
        """Enter a context manager for underlying httpx.AsyncClient—you cannot enter twice (see httpx docs)"""
        await self.get_async_httpx_client().__aenter__()
        return self

    async def __aexit__(self, *args: object, **kwargs: Any) -> None:
        """Exit a context manager for underlying httpx.AsyncClient (see httpx docs)"""
        await self.get_async_httpx_client().__aexit__(*args, **kwargs)


@define
class AuthenticatedClient:
    """A Client which has been authenticated for use on secured endpoints

    The following are accepted as keyword arguments and will be used to construct httpx Clients internally:

        ``base_url``: The base URL for the API, all requests are made to a relative path to this URL

        ``cookies``: A dictionary of cookies to be sent with every request

        ``headers``: A dictionary of headers to be sent with every request

        ``timeout``: The maximum amount of a time a request can take. API functions will raise
        httpx.TimeoutException if this is exceeded.

        ``verify_ssl``: Whether or not to verify the SSL certificate of the API server. This should be True in production,
        but can be set to False for testing purposes.

        ``follow_redirects``: Whether or not to follow redirects. Default value is False.

        ``httpx_args``: A dictionary of additional arguments to be passed to the ``httpx.Client`` and ``httpx.AsyncClient`` constructor.

    """

    raise_on_unexpected_status: bool = field(default=False, kw_only=True)
    """Whether or not to raise an errors.UnexpectedStatus if the API returns a status code that was not documented in the source OpenAPI document. Can also be provided as a keyword argument to the constructor."""
    _base_url: str = field(alias="base_url")
    _cookies: dict[str, str] = field(factory=dict, kw_only=True, alias="cookies")
    _headers: dict[str, str] = field(factory=dict, kw_only=True, alias="headers")
    _timeout: httpx.Timeout | None = field(default=None, kw_only=True, alias="timeout")
    _verify_ssl: str | bool | ssl.SSLContext = field(default=True, kw_only=True, alias="verify_ssl")
    _follow_redirects: bool = field(default=False, kw_only=True, alias="follow_redirects")
    _httpx_args: dict[str, Any] = field(factory=dict, kw_only=True, alias="httpx_args")
    _client: httpx.Client | None = field(default=None, init=False)
    _async_client: httpx.AsyncClient | None = field(default=None, init=False)

    token: str
    """The token to use for authentication"""
    prefix: str = "Bearer"
    """The prefix to use for the Authorization header"""
    auth_header_name: str = "Authorization"
    """The name of the Authorization header"""

    def with_headers(self, headers: dict[str, str]) -> "AuthenticatedClient":
        """Get a new client matching this one with additional headers"""
        if self._client is not None:
            self._client.headers.update(headers)
        if self._async_client is not None:
            self._async_client.headers.update(headers)
        return evolve(self, headers={**self._headers, **headers})

    def with_cookies(self, cookies: dict[str, str]) -> "AuthenticatedClient":
        """Get a new client matching this one with additional cookies"""
        if self._client is not None:
            self._client.cookies.update(cookies)
        if self._async_client is not None:
            self._async_client.cookies.update(cookies)
        return evolve(self, cookies={**self._cookies, **cookies})

    def with_timeout(self, timeout: httpx.Timeout) -> "AuthenticatedClient":
        """Get a new client matching this one with a new timeout configuration"""
        if self._client is not None:
            self._client.timeout = timeout
        if self._async_client is not None:
            self._async_client.timeout = timeout
        return evolve(self, timeout=timeout)

    def set_httpx_client(self, client: httpx.Client) -> Self:
        """Manually set the underlying httpx.Client

        **NOTE**: This will override any other settings on the client, including cookies, headers, and timeout.
        """
        self._client = client
        return self

    def get_httpx_client(self) -> httpx.Client:
        """Get the underlying httpx.Client, constructing a new one if not previously set"""
        if self._client is None:
            self._headers[self.auth_header_name] = (
                f"{self.prefix} {self.token}" if self.prefix else self.token
            )
            self._client = httpx.Client(
                base_url=self._base_url,
                cookies=self._cookies,
                headers=self._headers,
                timeout=self._timeout,
                verify=self._verify_ssl,
                follow_redirects=self._follow_redirects,
                **self._httpx_args,
            )
        return self._client

    def __enter__(self) -> Self:
        """Enter a context manager for self.client—you cannot enter twice (see httpx docs)"""
        self.get_httpx_client().__enter__()
        return self

    def __exit__(self, *args: object, **kwargs: Any) -> None:
        """Exit a context manager for internal httpx.Client (see httpx docs)"""
        self.get_httpx_client().__exit__(*args, **kwargs)

    def set_async_httpx_client(self, async_client: httpx.AsyncClient) -> Self:
        """Manually set the underlying httpx.AsyncClient

        **NOTE**: This will override any other settings on the client, including cookies, headers, and timeout.
        """
        self._async_client = async_client
        return self

    def get_async_httpx_client(self) -> httpx.AsyncClient:
        """Get the underlying httpx.AsyncClient, constructing a new one if not previously set"""
        if self._async_client is None:
            self._headers[self.auth_header_name] = (
                f"{self.prefix} {self.token}" if self.prefix else self.token
            )
            self._async_client = httpx.AsyncClient(
                base_url=self._base_url,
                cookies=self._cookies,
                headers=self._headers,
                timeout=self._timeout,
                verify=self._verify_ssl,
                follow_redirects=self._follow_redirects,
                **self._httpx_args,
            )
        return self._async_client

    async def __aenter__(self) -> Self:
        """Enter a context manager for underlying httpx.AsyncClient—you cannot enter twice (see httpx docs)"""
        await self.get_async_httpx_client().__aenter__()
        return self

    async def __aexit__(self, *args: object, **kwargs: Any) -> None:
        """Exit a context manager for underlying httpx.AsyncClient (see httpx docs)"""
        await self.get_async_httpx_client().__aexit__(*args, **kwargs)


# --- settings ---------------------------------------------------------------------------------

ENV_API_KEY: Final = "SOCIAL_PUBLISHING_API_KEY"
ENV_BASE_URL: Final = "SOCIAL_PUBLISHING_BASE_URL"
ENV_PROFILE_KEY: Final = "SOCIAL_PUBLISHING_PROFILE_KEY"
ENV_LOG: Final = "SOCIAL_PUBLISHING_LOG"
DEFAULT_TIMEOUT: Final = httpx.Timeout(60.0, connect=10.0)
DEFAULT_MAX_RETRIES: Final = 2
RAW_RESPONSE_HEADER: Final = "X-Social-Publishing-Raw-Response"
"""Marks a call made through `with_raw_response` (never sent)."""

TimeoutTypes = float | httpx.Timeout | None
"""Seconds for every phase, an `httpx.Timeout`, or None for no limit."""


def from_environment(value: str | None, variable: str) -> str | None:
    """`value` if given, else the environment variable's value (empty counts as unset)."""
    if value:
        return value
    return os.environ.get(variable) or None


def base_url_of(value: str | None) -> str:
    """The base URL: given, else $SOCIAL_PUBLISHING_BASE_URL, else the spec's server default."""
    return (from_environment(value, ENV_BASE_URL) or DEFAULT_BASE_URL).rstrip("/")


# --- debug logging ----------------------------------------------------------------------------

LOGGER_NAME: Final = "social_publishing"
logger = logging.getLogger(LOGGER_NAME)
_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO}
_handler: logging.Handler | None = None


def enable_logging(level: str = "debug") -> None:
    """Log requests (method, path, status, time) and retries of every client to stderr at
    `level` (debug or info: retries only). Header values are never logged."""
    global _handler
    if level not in _LEVELS:
        raise SocialPublishingError(f"log level must be one of {sorted(_LEVELS)}, not {level!r}")
    if _handler is None:
        _handler = logging.StreamHandler()
        _handler.setFormatter(logging.Formatter("[%(asctime)s %(name)s %(levelname)s] %(message)s"))
        logger.addHandler(_handler)
    logger.setLevel(_LEVELS[level])


def configure_from_environment() -> None:
    """Apply SOCIAL_PUBLISHING_LOG when it is set (called by every client on creation)."""
    value = os.environ.get(ENV_LOG, "").strip().lower()
    if value:
        enable_logging(value)


# --- retries --------------------------------------------------------------------------------
#
# When and how long to wait before a retry; the loop itself is tenacity's.
#
# Retried, as the service's guidance says (the spec's description, "Rate limits"):
#
# * a 429, at most once per call, whatever the method: the spec says a rate-limited request was
#   not carried out, so sending it again cannot do it twice;
# * 408 and 409, for reads only (GET, HEAD, OPTIONS): a write is never retried after a 4xx;
# * 5xx, connection failures and timeouts, for idempotent methods only (`IDEMPOTENT_METHODS`):
#   the request may have been carried out, and the spec has no idempotency key for `POST /post`
#   yet, so a POST is never sent twice for them.
#
# The wait is exponential with jitter (`initial_delay * 2**n`, at most `max_delay`, plus up to
# `jitter` seconds) unless the response says how long to wait: `Retry-After` (seconds or an HTTP
# date), `retry-after-ms`, or `x-ratelimit-reset` (seconds, or a Unix time). A 429 whose
# rate-limit count (`x-rate-limit` headers) has reached the maximum without a reset time is not
# retried (the service's window is minutes long), nor is any response that asks for a wait
# longer than `max_retry_after`.
#
# The clients make a call's first attempt themselves and enter the tenacity loop only when it
# must be retried, so a call that succeeds at once pays nothing for the retry machinery.

RATE_LIMITED = 429
#: Other 4xx statuses worth retrying, for reads only.
READ_RETRY_STATUSES = frozenset({408, 409})
READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
"""Methods safe to send twice (RFC 9110 section 9.2.2): the only ones retried after a failure
that may have carried the request out (5xx, connection failures, timeouts)."""


def _seconds(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        number = float(value)
    except ValueError:
        return None
    return number if math.isfinite(number) and number >= 0 else None


def header_delay(headers: httpx.Headers, now: float | None = None) -> float | None:
    """Seconds the response asks the client to wait; `math.inf` when it cannot say."""
    current = time.time() if now is None else now
    milliseconds = _seconds(headers.get("retry-after-ms"))
    if milliseconds is not None:
        return milliseconds / 1000
    retry_after = headers.get("retry-after")
    if retry_after is not None:
        seconds = _seconds(retry_after)
        if seconds is not None:
            return seconds
        try:
            moment = email.utils.parsedate_to_datetime(retry_after)
        except (TypeError, ValueError):
            moment = None
        if moment is not None and moment.tzinfo is not None:
            return max(0.0, moment.timestamp() - current)
    reset = _seconds(headers.get("x-ratelimit-reset"))
    if reset is not None:
        # A Unix time when it is larger than a year of seconds, else seconds from now.
        return max(0.0, reset - current) if reset > 366 * 86400 else reset
    window = rate_limit_of(headers)
    if window is not None and window.exhausted:
        return math.inf
    return None


@dataclass(frozen=True)
class RetryPolicy:
    """Backoff settings; the number of retries is the client's (or the call's) `max_retries`."""

    initial_delay: float = 0.5
    max_delay: float = 8.0
    jitter: float = 0.25
    max_retry_after: float = 60.0

    def retryable_status(self, status: int, method: str = "GET", rate_limited: int = 0) -> bool:
        """Whether `status` answering `method` may be retried, after `rate_limited` 429
        answers earlier in the same call."""
        if status == RATE_LIMITED:
            return rate_limited == 0
        if status in READ_RETRY_STATUSES:
            return method.upper() in READ_METHODS
        return status >= 500 and method.upper() in IDEMPOTENT_METHODS

    def retryable_response(self, response: httpx.Response, rate_limited: int = 0) -> bool:
        """An error status worth retrying (for the request's method, after `rate_limited`
        earlier 429s of the call) whose requested wait (if any) is acceptable."""
        method = response.request.method
        if not self.retryable_status(response.status_code, method, rate_limited):
            return False
        delay = header_delay(response.headers)
        return delay is None or delay <= self.max_retry_after

    @staticmethod
    def retryable_error(error: BaseException) -> bool:
        """A connection failure or timeout of an idempotent request (it may have arrived)."""
        return (
            isinstance(error, APIConnectionError)
            and error.request.method.upper() in IDEMPOTENT_METHODS
        )

    def backoff(self, attempts_made: int) -> float:
        """Exponential wait with jitter after `attempts_made` attempts (1 for the first)."""
        exponential = self.initial_delay * 2.0 ** (attempts_made - 1)
        return float(min(self.max_delay, exponential) + random.uniform(0, self.jitter))

    def delay_after(self, response: httpx.Response | None, attempts_made: int) -> float:
        """Seconds before the next attempt: the server's wish, else the backoff."""
        if response is not None:
            delay = header_delay(response.headers)
            if delay is not None:
                return min(delay, self.max_retry_after)
        return self.backoff(attempts_made)

    def wait(self, state: tenacity.RetryCallState, attempts_before: int = 0) -> float:
        """tenacity's `wait`: `delay_after` for the outcome of the attempt that just ended."""
        outcome = state.outcome
        response = outcome.result() if outcome is not None and not outcome.failed else None
        return self.delay_after(response, state.attempt_number + attempts_before)

    def _arguments(
        self, max_retries: int, attempts_before: int, rate_limited_before: int
    ) -> dict[str, Any]:
        rate_limited = [rate_limited_before]  # 429 answers so far in this call

        def retry_result(response: httpx.Response) -> bool:
            retry = self.retryable_response(response, rate_limited[0])
            if response.status_code == RATE_LIMITED:
                rate_limited[0] += 1
            return retry

        return {
            "stop": tenacity.stop_after_attempt(max_retries + 1 - attempts_before),
            "wait": lambda state: self.wait(state, attempts_before),
            "retry": (
                tenacity.retry_if_exception(self.retryable_error)
                | tenacity.retry_if_result(retry_result)
            ),
            "before_sleep": _log_retry,
            "retry_error_callback": _last_outcome,
            "reraise": True,
        }

    def retrying(
        self, max_retries: int, attempts_before: int = 0, rate_limited_before: int = 0
    ) -> tenacity.Retrying:
        """A tenacity loop for a sync call (`attempts_before` attempts were made already,
        `rate_limited_before` of them answered 429)."""
        arguments = self._arguments(max_retries, attempts_before, rate_limited_before)
        return tenacity.Retrying(**arguments)

    def async_retrying(
        self, max_retries: int, attempts_before: int = 0, rate_limited_before: int = 0
    ) -> tenacity.AsyncRetrying:
        """A tenacity loop for an async call (see `retrying`)."""
        arguments = self._arguments(max_retries, attempts_before, rate_limited_before)
        return tenacity.AsyncRetrying(**arguments)


def log_first_retry(reason: object, wait: float) -> None:
    """Log the retry after a call's first attempt (made outside the tenacity loop)."""
    logger.info("retrying in %.2f s after attempt 1: %s", wait, reason)


def _last_outcome(state: tenacity.RetryCallState) -> Any:
    """After the last attempt: its response, or its exception raised again."""
    assert state.outcome is not None
    return state.outcome.result()


def _log_retry(state: tenacity.RetryCallState) -> None:
    outcome = state.outcome
    if outcome is None:
        return
    if outcome.failed:
        reason: object = outcome.exception()
    else:
        response: httpx.Response = outcome.result()
        reason = f"HTTP {response.status_code}"
    wait = state.next_action.sleep if state.next_action is not None else 0.0
    logger.info("retrying in %.2f s after attempt %d: %s", wait, state.attempt_number, reason)


# --- uploads ----------------------------------------------------------------------------------


def data_uri(
    source: bytes | str | os.PathLike[str],
    *,
    content_type: str | None = None,
    file_name: str | None = None,
) -> str:
    """`data:<type>;base64,<data>` of a file or bytes (type guessed from the name)."""
    if isinstance(source, bytes):
        data = source
    else:
        data = Path(source).read_bytes()
        file_name = file_name or Path(source).name
    mime = content_type or guess_content_type(file_name)
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"


def data_uri_body(
    source: bytes | str | os.PathLike[str],
    *,
    file_name: str | None = None,
    description: str | None = None,
    content_type: str | None = None,
) -> "MediaUploadDataUri":
    """The JSON body of `client.media.upload` (the file as a data URI)."""
    from .models.media_upload_data_uri import MediaUploadDataUri

    if file_name is None and not isinstance(source, bytes):
        file_name = Path(source).name
    body = MediaUploadDataUri(file=data_uri(source, content_type=content_type, file_name=file_name))
    if file_name is not None:
        body.file_name = file_name
    if description is not None:
        body.description = description
    return body


# --- operations and responses -----------------------------------------------------------------

R = TypeVar("R")
P = ParamSpec("P")
#: `_parse_response` only reads `raise_on_unexpected_status` from its client.
_PARSING = Client(base_url="")
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

    __slots__ = (
        "build",
        "method",
        "name",
        "parse_answer",
        "public",
        "result",
        "uploads",
    )

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


def _transport_error(exc: httpx.TransportError, request: httpx.Request) -> APIConnectionError:
    if isinstance(exc, httpx.TimeoutException):
        return APITimeoutError(f"request timed out: {exc}", request=request)
    return APIConnectionError(f"connection failed: {exc!r}", request=request)


def _close_owned_files(arguments: Mapping[str, Any]) -> None:
    """Close the files `File.from_path` opened for this call's body."""
    body = arguments.get("body")
    for attribute in getattr(type(body), "__attrs_attrs__", ()):
        value = getattr(body, attribute.name)
        if isinstance(value, File) and value.close_after_send:
            value.payload.close()


# --- the clients ------------------------------------------------------------------------------


class _ClientCore:
    """What the sync and async clients share: settings, sticky headers, request building.

    `api_key`, `base_url` and `profile_key` default to the environment (SOCIAL_PUBLISHING_*);
    `profile_key` and `twitter_byo` become sticky headers; `timeout` (seconds, an
    `httpx.Timeout`, or None for none) and `max_retries` are defaults a call can override;
    `retry_policy` sets the backoff; `default_headers` are sent on every request.
    """

    _own_http: bool

    def __init__(
        self,
        api_key: str | None = None,
        *,
        base_url: str | None = None,
        profile_key: str | None = None,
        twitter_byo: tuple[str, str] | None = None,
        timeout: TimeoutTypes = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        retry_policy: RetryPolicy | None = None,
        default_headers: Mapping[str, str] | None = None,
    ) -> None:
        configure_from_environment()
        key = from_environment(api_key, ENV_API_KEY)
        if key is None:
            raise SocialPublishingError(f"no API key: pass api_key= or set {ENV_API_KEY}")
        if max_retries < 0:
            raise SocialPublishingError("max_retries must be 0 or more")
        self.base_url = base_url_of(base_url)
        self.timeout = timeout
        self.max_retries = max_retries
        self.retry_policy = retry_policy or RetryPolicy()
        self._base_headers = {
            "Authorization": f"Bearer {key}",
            "Accept": "application/json",
            "User-Agent": f"social-publishing-client/{API_VERSION}",
            **(default_headers or {}),
        }
        self._sticky: dict[str, str] = {}
        self._prepared: httpx.Headers | None = None  # base + sticky, built once per change
        profile = from_environment(profile_key, ENV_PROFILE_KEY)
        if profile is not None:
            self.with_profile_key(profile)
        if twitter_byo is not None:
            self.set_twitter_byo(*twitter_byo)
        self._bind_resources()

    def _bind_resources(self) -> None:
        """Create the resource attributes (the entry points define them)."""

    @property
    def sticky_headers(self) -> dict[str, str]:
        """A copy of the headers added to every request."""
        return dict(self._sticky)

    def with_profile_key(self, profile_key: str) -> "Self":
        """Act for the User Profile of this key on every request (chainable)."""
        self._sticky[PROFILE_KEY_HEADER] = profile_key
        self._prepared = None
        return self

    def without_profile_key(self) -> "Self":
        """Act for the Primary Profile again (chainable)."""
        self._sticky.pop(PROFILE_KEY_HEADER, None)
        self._prepared = None
        return self

    def set_twitter_byo(self, api_key: str, api_secret: str) -> "Self":
        """Send the caller's own X OAuth 1.0a key pair on every request (chainable)."""
        self._sticky[TWITTER_API_KEY_HEADER] = api_key
        self._sticky[TWITTER_API_SECRET_HEADER] = api_secret
        self._prepared = None
        return self

    def clear_twitter_byo(self) -> "Self":
        """Stop sending the X own-credential headers (chainable)."""
        self._sticky.pop(TWITTER_API_KEY_HEADER, None)
        self._sticky.pop(TWITTER_API_SECRET_HEADER, None)
        self._prepared = None
        return self

    def with_options(
        self,
        *,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
        retry_policy: RetryPolicy | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> "Self":
        """A copy with other defaults that shares this client's connection pool."""
        clone = copy.copy(self)
        clone._own_http = False  # the pool stays this client's to close
        if not isinstance(timeout, NotGiven):
            clone.timeout = timeout
        if max_retries is not None:
            clone.max_retries = max_retries
        if retry_policy is not None:
            clone.retry_policy = retry_policy
        clone._base_headers = {**self._base_headers, **(headers or {})}
        clone._sticky = dict(self._sticky)
        clone._prepared = None
        clone._bind_resources()
        return clone

    def _build(
        self,
        http: httpx.Client | httpx.AsyncClient,
        operation: Operation[Any],
        arguments: Mapping[str, Any],
        extra_headers: Mapping[str, str] | None,
        timeout: TimeoutTypes | NotGiven,
    ) -> httpx.Request:
        kwargs = operation.kwargs(arguments)
        # The base and sticky headers are encoded once (httpx re-encodes a dict on every call);
        # a call's own headers (the operation's, extra_headers) win, case-insensitively.
        headers = self._prepared
        if headers is None:
            headers = self._prepared = httpx.Headers({**self._base_headers, **self._sticky})
        if operation.public:  # no API key (`security: []`): the request carries its credential
            headers = httpx.Headers(
                [(k, v) for k, v in headers.items() if k.lower() not in CREDENTIAL_HEADERS]
            )
        own = kwargs.get("headers")
        if own or extra_headers:
            headers = headers.copy()
            if own:
                headers.update(own)
            if extra_headers:
                headers.update(extra_headers)
        return http.build_request(
            kwargs["method"],
            self.base_url + kwargs["url"],
            params=kwargs.get("params"),
            headers=headers,
            json=kwargs.get("json"),
            content=kwargs.get("content"),
            data=kwargs.get("data"),
            files=kwargs.get("files"),
            timeout=self.timeout if isinstance(timeout, NotGiven) else timeout,
        )

    def _finish(
        self,
        operation: Operation[R],
        response: httpx.Response,
        started: float,
        retries: int,
    ) -> APIResponse[R]:
        logger.debug(
            "%s %s -> %d in %.1f ms",
            response.request.method,
            response.request.url.path,
            response.status_code,
            (time.perf_counter() - started) * 1000,
        )
        return APIResponse(response, operation, retries)


def _raw_requested(
    extra_headers: Mapping[str, str] | None,
) -> tuple[bool, Mapping[str, str] | None]:
    if extra_headers and RAW_RESPONSE_HEADER in extra_headers:
        rest = {k: v for k, v in extra_headers.items() if k != RAW_RESPONSE_HEADER}
        return True, rest
    return False, extra_headers


class SyncAPIClient(_ClientCore):
    """The sync client: an `httpx.Client` pool (yours with `http_client=`, left open)."""

    def __init__(
        self,
        api_key: str | None = None,
        *,
        base_url: str | None = None,
        profile_key: str | None = None,
        twitter_byo: tuple[str, str] | None = None,
        timeout: TimeoutTypes = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        retry_policy: RetryPolicy | None = None,
        default_headers: Mapping[str, str] | None = None,
        http_client: httpx.Client | None = None,
    ) -> None:
        """See `_ClientCore`; `http_client` is an httpx client to send with (left open)."""
        self._own_http = http_client is None
        self._http = http_client or httpx.Client()
        super().__init__(
            api_key, base_url=base_url, profile_key=profile_key, twitter_byo=twitter_byo,
            timeout=timeout, max_retries=max_retries, retry_policy=retry_policy,
            default_headers=default_headers,
        )  # fmt: skip

    @property
    def http_client(self) -> httpx.Client:
        """The pooled httpx client this client sends with."""
        return self._http

    def call(
        self,
        operation: Operation[R],
        arguments: Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> R:
        """Send one operation: its result, or (marked by `to_raw_response`) its `APIResponse`."""
        raw, extra_headers = _raw_requested(extra_headers)
        response = self.request(
            operation, arguments, extra_headers=extra_headers, timeout=timeout,
            max_retries=max_retries,
        )  # fmt: skip
        return cast(R, response) if raw else response.parse()

    def request(
        self,
        operation: Operation[R],
        arguments: Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> APIResponse[R]:
        """Send one operation (with retries when safe); the raw response, never raising for
        an error status. `APIConnectionError`/`APITimeoutError` when no response came."""
        retries = self.max_retries if max_retries is None else max_retries
        started = time.perf_counter()
        try:
            request = self._build(self._http, operation, arguments, extra_headers, timeout)
            if retries == 0:
                return self._finish(operation, self._send(request), started, 0)
            reason: object
            try:
                first: httpx.Response | None = self._send(request)
            except APIConnectionError as exc:
                if not self.retry_policy.retryable_error(exc):
                    raise
                first, reason = None, exc
            if first is not None:
                if not self.retry_policy.retryable_response(first):
                    return self._finish(operation, first, started, 0)
                reason = f"HTTP {first.status_code}"
            wait = self.retry_policy.delay_after(first, 1)
            log_first_retry(reason, wait)
            time.sleep(wait)
            rate_limited = int(first is not None and first.status_code == RATE_LIMITED)
            loop = self.retry_policy.retrying(retries, 1, rate_limited)
            response: httpx.Response = loop(self._send, request)
            return self._finish(operation, response, started, loop.statistics["attempt_number"])
        finally:
            if operation.uploads:
                _close_owned_files(arguments)

    def _send(self, request: httpx.Request) -> httpx.Response:
        try:
            return self._http.send(request)
        except httpx.TransportError as exc:
            raise _transport_error(exc, request) from exc

    def close(self) -> None:
        """Close the connection pool (unless it was given with `http_client=`)."""
        if self._own_http:
            self._http.close()

    def __enter__(self) -> "Self":
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


class AsyncAPIClient(_ClientCore):
    """The async client: an `httpx.AsyncClient` pool (yours with `http_client=`, left open)."""

    def __init__(
        self,
        api_key: str | None = None,
        *,
        base_url: str | None = None,
        profile_key: str | None = None,
        twitter_byo: tuple[str, str] | None = None,
        timeout: TimeoutTypes = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        retry_policy: RetryPolicy | None = None,
        default_headers: Mapping[str, str] | None = None,
        http_client: httpx.AsyncClient | None = None,
    ) -> None:
        """See `_ClientCore`; `http_client` is an httpx client to send with (left open)."""
        self._own_http = http_client is None
        self._http = http_client or httpx.AsyncClient()
        super().__init__(
            api_key, base_url=base_url, profile_key=profile_key, twitter_byo=twitter_byo,
            timeout=timeout, max_retries=max_retries, retry_policy=retry_policy,
            default_headers=default_headers,
        )  # fmt: skip

    @property
    def http_client(self) -> httpx.AsyncClient:
        """The pooled httpx client this client sends with."""
        return self._http

    async def call(
        self,
        operation: Operation[R],
        arguments: Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> R:
        """`SyncAPIClient.call` for asyncio."""
        raw, extra_headers = _raw_requested(extra_headers)
        response = await self.request(
            operation, arguments, extra_headers=extra_headers, timeout=timeout,
            max_retries=max_retries,
        )  # fmt: skip
        return cast(R, response) if raw else response.parse()

    async def request(
        self,
        operation: Operation[R],
        arguments: Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> APIResponse[R]:
        """`SyncAPIClient.request` for asyncio."""
        retries = self.max_retries if max_retries is None else max_retries
        started = time.perf_counter()
        try:
            request = self._build(self._http, operation, arguments, extra_headers, timeout)
            if retries == 0:
                return self._finish(operation, await self._send(request), started, 0)
            reason: object
            try:
                first: httpx.Response | None = await self._send(request)
            except APIConnectionError as exc:
                if not self.retry_policy.retryable_error(exc):
                    raise
                first, reason = None, exc
            if first is not None:
                if not self.retry_policy.retryable_response(first):
                    return self._finish(operation, first, started, 0)
                reason = f"HTTP {first.status_code}"
            wait = self.retry_policy.delay_after(first, 1)
            log_first_retry(reason, wait)
            await asyncio.sleep(wait)
            rate_limited = int(first is not None and first.status_code == RATE_LIMITED)
            loop = self.retry_policy.async_retrying(retries, 1, rate_limited)
            response: httpx.Response = await loop(self._send, request)
            return self._finish(operation, response, started, loop.statistics["attempt_number"])
        finally:
            if operation.uploads:
                _close_owned_files(arguments)

    async def _send(self, request: httpx.Request) -> httpx.Response:
        try:
            return await self._http.send(request)
        except httpx.TransportError as exc:
            raise _transport_error(exc, request) from exc

    async def close(self) -> None:
        """Close the connection pool (unless it was given with `http_client=`)."""
        if self._own_http:
            await self._http.aclose()

    async def __aenter__(self) -> "Self":
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()
