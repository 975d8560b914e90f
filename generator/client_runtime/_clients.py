"""The façade's clients: `SyncAPIClient` and `AsyncAPIClient`, the bases of the entry points.

`SyncAPIClient` and `AsyncAPIClient` are the bases of `SocialPublishing` and
`AsyncSocialPublishing` (`api/__init__.py`). Each owns a pooled httpx client (or uses the one
given), sends the API key, the sticky `Profile-Key` and X own-credential headers on every
request (a per-call parameter or `extra_headers` wins), retries as `RetryPolicy` says, and turns
failures into the exceptions of `errors.py`. The header names and the version in the
User-Agent come from the spec (`social_publishing_models.spec_facts`).
"""

import asyncio
import copy
import time
from collections.abc import Mapping
from types import TracebackType
from typing import Any, Self, cast

import httpx

from social_publishing_models.spec_facts import (
    API_VERSION,
    PROFILE_KEY_HEADER,
    TWITTER_API_KEY_HEADER,
    TWITTER_API_SECRET_HEADER,
)

from ._operations import (
    CREDENTIAL_HEADERS,
    APIResponse,
    Operation,
    R,
    transport_error,
)
from ._retries import RATE_LIMITED, RetryPolicy, log_first_retry
from ._settings import (
    DEFAULT_MAX_RETRIES,
    DEFAULT_TIMEOUT,
    ENV_API_KEY,
    ENV_PROFILE_KEY,
    RAW_RESPONSE_HEADER,
    TimeoutTypes,
    base_url_of,
    configure_from_environment,
    from_environment,
    logger,
)
from ._uploads import close_owned_files
from .errors import APIConnectionError, SocialPublishingError
from .types import NOT_GIVEN, NotGiven


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
        self, operation: Operation[R], response: httpx.Response, started: float, retries: int
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
                close_owned_files(arguments)

    def _send(self, request: httpx.Request) -> httpx.Response:
        try:
            return self._http.send(request)
        except httpx.TransportError as exc:
            raise transport_error(exc, request) from exc

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
                close_owned_files(arguments)

    async def _send(self, request: httpx.Request) -> httpx.Response:
        try:
            return await self._http.send(request)
        except httpx.TransportError as exc:
            raise transport_error(exc, request) from exc

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
