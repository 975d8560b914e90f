"""The clients' runtime: configuration, headers, request building, sending with retries.

`SyncClientBase` and `AsyncClientBase` are the bases of the generated `SocialPublishing` and
`AsyncSocialPublishing` (which add one attribute per spec tag). Each owns a pooled httpx client
(or uses the one given), sends the API key, the sticky `Profile-Key` and X own-credential
headers on every request (a per-call parameter or `extra_headers` wins), and turns failures
into the exceptions of `errors.py`. A multipart body streams its file parts from disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import json
import time
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Self, TypeVar
from urllib.parse import quote

import httpx
import pydantic

from social_publishing_models._formats import FilePart, format_timestamp
from social_publishing_models.spec_facts import (
    API_VERSION,
    PROFILE_KEY_HEADER,
    TWITTER_API_KEY_HEADER,
    TWITTER_API_SECRET_HEADER,
)

from .errors import APIConnectionError, APITimeoutError, SocialPublishingError
from .logs import configure_from_environment, logger
from .operation import Operation
from .response import APIResponse
from .retries import RATE_LIMITED, RetryPolicy, log_first_retry
from .settings import (
    DEFAULT_MAX_RETRIES,
    DEFAULT_TIMEOUT,
    ENV_API_KEY,
    ENV_PROFILE_KEY,
    NOT_GIVEN,
    NotGiven,
    TimeoutTypes,
    base_url_of,
    from_environment,
)

T = TypeVar("T")
JSON = "application/json"
MULTIPART = "multipart/form-data"
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


def _query_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime):  # a date-time parameter: the spec's form, as in bodies
        return format_timestamp(value)
    if isinstance(value, (list, tuple)):
        return ",".join(_query_value(item) for item in value)
    return str(value)


def _form_value(value: object) -> str:
    if isinstance(value, (dict, list)) and not all(isinstance(v, str) for v in value):
        return json.dumps(value)
    return _query_value(value)


class _ClientCore:
    """What the sync and async clients share: settings, sticky headers, request building.

    `api_key`, `base_url` and `profile_key` default to the environment (SOCIAL_PUBLISHING_*);
    `profile_key` and `twitter_byo` become sticky headers; `timeout` (seconds, an
    `httpx.Timeout`, or None for none) and `max_retries` are defaults that a call can
    override; `retry_policy` sets the backoff; `default_headers` are sent on every request.
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
            raise ValueError("max_retries must be 0 or more")
        self.base_url = base_url_of(base_url)
        self.timeout = timeout
        self.max_retries = max_retries
        self.retry_policy = retry_policy or RetryPolicy()
        self._base_headers = {
            "Authorization": f"Bearer {key}",
            "Accept": JSON,
            "User-Agent": f"social-publishing-client/{API_VERSION}",
            **(default_headers or {}),
        }
        self._sticky: dict[str, str] = {}
        profile = from_environment(profile_key, ENV_PROFILE_KEY)
        if profile is not None:
            self.with_profile_key(profile)
        if twitter_byo is not None:
            self.set_twitter_byo(*twitter_byo)
        self._bind_resources()

    def _bind_resources(self) -> None:
        """Create the resource attributes (the generated subclasses define them)."""

    # -- sticky headers ------------------------------------------------------------------------

    @property
    def sticky_headers(self) -> dict[str, str]:
        """A copy of the headers added to every request."""
        return dict(self._sticky)

    def with_profile_key(self, profile_key: str) -> Self:
        """Act for the User Profile of this key on every request (chainable)."""
        self._sticky[PROFILE_KEY_HEADER] = profile_key
        return self

    def without_profile_key(self) -> Self:
        """Act for the Primary Profile again (chainable)."""
        self._sticky.pop(PROFILE_KEY_HEADER, None)
        return self

    def set_twitter_byo(self, api_key: str, api_secret: str) -> Self:
        """Send the caller's own X OAuth 1.0a key pair on every request (chainable)."""
        self._sticky[TWITTER_API_KEY_HEADER] = api_key
        self._sticky[TWITTER_API_SECRET_HEADER] = api_secret
        return self

    def clear_twitter_byo(self) -> Self:
        """Stop sending the X own-credential headers (chainable)."""
        self._sticky.pop(TWITTER_API_KEY_HEADER, None)
        self._sticky.pop(TWITTER_API_SECRET_HEADER, None)
        return self

    def with_options(
        self,
        *,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
        retry_policy: RetryPolicy | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> Self:
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
        clone._bind_resources()
        return clone

    # -- building ------------------------------------------------------------------------------

    def _build(
        self,
        http: httpx.Client | httpx.AsyncClient,
        files: contextlib.ExitStack,
        operation: Operation[Any],
        *,
        path: Mapping[str, object] | None,
        query: Mapping[str, object | None] | None,
        header: Mapping[str, str | None] | None,
        body: object,
        extra_headers: Mapping[str, str] | None,
        timeout: TimeoutTypes | NotGiven,
    ) -> httpx.Request:
        url = operation.path
        if path:
            url = url.format(**{name: quote(str(value), safe="") for name, value in path.items()})
        headers = {**self._base_headers, **self._sticky}
        if operation.public:  # no API key (`security: []`): the request carries its credential
            headers = {k: v for k, v in headers.items() if k.lower() not in CREDENTIAL_HEADERS}
        if header:
            headers.update({name: value for name, value in header.items() if value is not None})
        params = {k: _query_value(v) for k, v in (query or {}).items() if v is not None}
        content: bytes | None = None
        data: dict[str, str] | None = None
        upload: dict[str, tuple[str, IO[bytes] | bytes, str]] | None = None
        if body is not None:
            content_type = operation.content_type_of(body)
            assert isinstance(body, pydantic.BaseModel)
            if content_type == MULTIPART:
                data, upload = self._multipart(body, files)
            else:
                headers["Content-Type"] = content_type
                content = body.model_dump_json(by_alias=True).encode()
        if extra_headers:
            headers.update(extra_headers)
        return http.build_request(
            operation.method,
            self.base_url + url,
            params=params or None,
            headers=headers,
            content=content,
            data=data,
            files=upload,
            timeout=self.timeout if isinstance(timeout, NotGiven) else timeout,
        )

    @staticmethod
    def _multipart(
        body: pydantic.BaseModel, files: contextlib.ExitStack
    ) -> tuple[dict[str, str], dict[str, tuple[str, IO[bytes] | bytes, str]]]:
        """Text fields and file parts; a path is opened here and closed after the call."""
        data: dict[str, str] = {}
        upload: dict[str, tuple[str, IO[bytes] | bytes, str]] = {}
        parts = {
            name: (field.alias or name, value)
            for name, field in type(body).model_fields.items()
            if isinstance(value := getattr(body, name), FilePart)
        }
        for alias, part in parts.values():
            content = part.content
            payload = (
                files.enter_context(content.open("rb")) if isinstance(content, Path) else content
            )
            upload[alias] = (part.name, payload, part.media_type)
        fields = body.model_dump(mode="json", by_alias=True, exclude=set(parts))
        for alias, value in fields.items():
            data[alias] = _form_value(value)
        return data, upload

    def _finish(
        self, operation: Operation[T], response: httpx.Response, started: float, retries: int
    ) -> APIResponse[T]:
        logger.debug(
            "%s %s -> %d in %.1f ms",
            operation.method,
            response.request.url.path,
            response.status_code,
            (time.perf_counter() - started) * 1000,
        )
        return APIResponse(response, operation, retries)

    def _retries_for(self, operation: Operation[Any], max_retries: int | None) -> int:
        """How many retries a call may take (the policy says which answers are retried:
        for a non-idempotent method, only a 429)."""
        return self.max_retries if max_retries is None else max_retries


def _transport_error(exc: httpx.TransportError, request: httpx.Request) -> APIConnectionError:
    if isinstance(exc, httpx.TimeoutException):
        return APITimeoutError(f"request timed out: {exc}", request=request)
    return APIConnectionError(f"connection failed: {exc!r}", request=request)


class SyncClientBase(_ClientCore):
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
            api_key,
            base_url=base_url,
            profile_key=profile_key,
            twitter_byo=twitter_byo,
            timeout=timeout,
            max_retries=max_retries,
            retry_policy=retry_policy,
            default_headers=default_headers,
        )

    @property
    def http_client(self) -> httpx.Client:
        """The pooled httpx client this client sends with."""
        return self._http

    def request(
        self,
        operation: Operation[T],
        *,
        path: Mapping[str, object] | None = None,
        query: Mapping[str, object | None] | None = None,
        header: Mapping[str, str | None] | None = None,
        body: object = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> APIResponse[T]:
        """Send one operation (with retries when safe); the raw response, never raising for
        an error status. `APIConnectionError`/`APITimeoutError` when no response came."""
        retries = self._retries_for(operation, max_retries)
        started = time.perf_counter()
        with contextlib.ExitStack() as files:
            request = self._build(
                self._http, files, operation, path=path, query=query, header=header,
                body=body, extra_headers=extra_headers, timeout=timeout,
            )  # fmt: skip
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

    def _send(self, request: httpx.Request) -> httpx.Response:
        try:
            return self._http.send(request)
        except httpx.TransportError as exc:
            raise _transport_error(exc, request) from exc

    def close(self) -> None:
        """Close the connection pool (unless it was given with `http_client=`)."""
        if self._own_http:
            self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


class AsyncClientBase(_ClientCore):
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
            api_key,
            base_url=base_url,
            profile_key=profile_key,
            twitter_byo=twitter_byo,
            timeout=timeout,
            max_retries=max_retries,
            retry_policy=retry_policy,
            default_headers=default_headers,
        )

    @property
    def http_client(self) -> httpx.AsyncClient:
        """The pooled httpx client this client sends with."""
        return self._http

    async def request(
        self,
        operation: Operation[T],
        *,
        path: Mapping[str, object] | None = None,
        query: Mapping[str, object | None] | None = None,
        header: Mapping[str, str | None] | None = None,
        body: object = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> APIResponse[T]:
        """`SyncClientBase.request` for asyncio."""
        retries = self._retries_for(operation, max_retries)
        started = time.perf_counter()
        with contextlib.ExitStack() as files:
            request = self._build(
                self._http, files, operation, path=path, query=query, header=header,
                body=body, extra_headers=extra_headers, timeout=timeout,
            )  # fmt: skip
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

    async def _send(self, request: httpx.Request) -> httpx.Response:
        try:
            return await self._http.send(request)
        except httpx.TransportError as exc:
            raise _transport_error(exc, request) from exc

    async def close(self) -> None:
        """Close the connection pool (unless it was given with `http_client=`)."""
        if self._own_http:
            await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()
