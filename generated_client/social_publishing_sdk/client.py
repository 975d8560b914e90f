"""`ServiceClient`: the generated `AuthenticatedClient` with sticky, removable headers.

Headers set here (`with_profile_key`, `set_twitter_byo`) are added to every request at send
time by an httpx event hook, so they can be changed or removed at any moment on a client whose
connection pool is already open. A per-call keyword of a generated function (for example
`profile_key=`) wins over the sticky value. With `raise_on_error=True`, every non-2xx response
raises `ServiceError` instead of being returned.
"""

from __future__ import annotations

from typing import Any, Self

import httpx
from attrs import define, field

from social_publishing_client import AuthenticatedClient
from social_publishing_models.spec_facts import (
    PROFILE_KEY_HEADER,
    TWITTER_API_KEY_HEADER,
    TWITTER_API_SECRET_HEADER,
)

from .errors import ServiceError


@define
class ServiceClient(AuthenticatedClient):
    """An `AuthenticatedClient` (pass it as `client=` to any generated function) with extras.

    `raise_on_error`: raise `ServiceError` on any non-2xx response (opt-in).
    The sticky headers are not carried over by `with_headers`/`with_timeout` copies, and are
    not added to an httpx client given with `set_httpx_client`.
    """

    raise_on_error: bool = field(default=False, kw_only=True)
    _sticky_headers: dict[str, str] = field(factory=dict, init=False)

    # -- sticky headers -----------------------------------------------------------------------

    @property
    def sticky_headers(self) -> dict[str, str]:
        """A copy of the headers added to every request."""
        return dict(self._sticky_headers)

    def with_profile_key(self, profile_key: str) -> Self:
        """Act for the User Profile of this key on every request (chainable)."""
        self._sticky_headers[PROFILE_KEY_HEADER] = profile_key
        return self

    def without_profile_key(self) -> Self:
        """Act for the Primary Profile again (chainable)."""
        self._sticky_headers.pop(PROFILE_KEY_HEADER, None)
        return self

    def set_twitter_byo(self, api_key: str, api_secret: str) -> Self:
        """Send the caller's own X OAuth 1.0a key pair on every request (chainable)."""
        self._sticky_headers[TWITTER_API_KEY_HEADER] = api_key
        self._sticky_headers[TWITTER_API_SECRET_HEADER] = api_secret
        return self

    def clear_twitter_byo(self) -> Self:
        """Stop sending the X own-credential headers (chainable)."""
        self._sticky_headers.pop(TWITTER_API_KEY_HEADER, None)
        self._sticky_headers.pop(TWITTER_API_SECRET_HEADER, None)
        return self

    # -- httpx clients with the hooks ---------------------------------------------------------

    def get_httpx_client(self) -> httpx.Client:
        """The pooled sync httpx client, created on first use with this client's hooks."""
        fresh = self._client is None
        client = super().get_httpx_client()
        if fresh:
            client.event_hooks["request"].append(self._add_sticky_headers)
            client.event_hooks["response"].append(self._raise_for_error)
        return client

    def get_async_httpx_client(self) -> httpx.AsyncClient:
        """The pooled async httpx client, created on first use with this client's hooks."""
        fresh = self._async_client is None
        client = super().get_async_httpx_client()
        if fresh:
            client.event_hooks["request"].append(self._add_sticky_headers_async)
            client.event_hooks["response"].append(self._raise_for_error_async)
        return client

    def _add_sticky_headers(self, request: httpx.Request) -> None:
        for name, value in self._sticky_headers.items():
            if name not in request.headers:
                request.headers[name] = value

    async def _add_sticky_headers_async(self, request: httpx.Request) -> None:
        self._add_sticky_headers(request)

    def _raise_for_error(self, response: httpx.Response) -> None:
        if self.raise_on_error and not response.is_success:
            response.read()
            raise ServiceError.from_http(response.status_code, response.content)

    async def _raise_for_error_async(self, response: httpx.Response) -> None:
        if self.raise_on_error and not response.is_success:
            await response.aread()
            raise ServiceError.from_http(response.status_code, response.content)


def connect(
    base_url: str,
    api_key: str,
    *,
    profile_key: str | None = None,
    twitter_byo: tuple[str, str] | None = None,
    raise_on_error: bool = False,
    timeout: float = 30.0,
    **httpx_args: Any,
) -> ServiceClient:
    """A `ServiceClient` for `base_url` with the API key (and optional sticky headers)."""
    client = ServiceClient(
        base_url=base_url,
        token=api_key,
        timeout=httpx.Timeout(timeout),
        raise_on_error=raise_on_error,
        httpx_args=httpx_args,
    )
    if profile_key is not None:
        client.with_profile_key(profile_key)
    if twitter_byo is not None:
        client.set_twitter_byo(*twitter_byo)
    return client
