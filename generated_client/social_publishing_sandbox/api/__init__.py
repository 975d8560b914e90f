"""The test-control interface (`/_sandbox`): the entry points that drive a server under test.

`SandboxControl` (sync) and `AsyncSandboxControl` (asyncio) have one attribute per tag of
sandbox.yaml (`sandbox.control.link_network(...)`), each the resource class of
`api/<tag>/__init__.py`; `with_raw_response` has the same resources returning raw responses.
Same configuration as `SocialPublishing` (arguments, else SOCIAL_PUBLISHING_API_KEY,
SOCIAL_PUBLISHING_BASE_URL, SOCIAL_PUBLISHING_PROFILE_KEY) and the same runtime: typed errors,
retries, exact date-times. Generated from sandbox.yaml; do not edit.
"""

from __future__ import annotations

from functools import cached_property

from ..client import AsyncAPIClient, SyncAPIClient
from .control import (
    AsyncControlResource,
    AsyncControlResourceWithRawResponse,
    ControlResource,
    ControlResourceWithRawResponse,
)


class SandboxControlWithRawResponse:
    """The resources of a `SandboxControl` whose methods return raw responses (`APIResponse`)
    and do not raise for error statuses."""

    def __init__(self, client: SandboxControl) -> None:
        self._client = client

    @cached_property
    def control(self) -> ControlResourceWithRawResponse:
        """Drive and read the state of a server under test."""
        return ControlResourceWithRawResponse(self._client.control)


class SandboxControl(SyncAPIClient):
    """The test-control interface of a server under test, sync: one attribute per tag.

    Same arguments and environment as `SocialPublishing`.
    """

    control: ControlResource
    """Drive and read the state of a server under test."""
    with_raw_response: SandboxControlWithRawResponse
    """The same resources, returning raw responses."""

    def _bind_resources(self) -> None:
        self.control = ControlResource(self)
        self.with_raw_response = SandboxControlWithRawResponse(self)


class AsyncSandboxControlWithRawResponse:
    """The resources of a `AsyncSandboxControl` whose methods return raw responses (`APIResponse`)
    and do not raise for error statuses."""

    def __init__(self, client: AsyncSandboxControl) -> None:
        self._client = client

    @cached_property
    def control(self) -> AsyncControlResourceWithRawResponse:
        """Drive and read the state of a server under test."""
        return AsyncControlResourceWithRawResponse(self._client.control)


class AsyncSandboxControl(AsyncAPIClient):
    """The test-control interface of a server under test, asyncio: one attribute per tag.

    Same arguments and environment as `AsyncSocialPublishing`.
    """

    control: AsyncControlResource
    """Drive and read the state of a server under test."""
    with_raw_response: AsyncSandboxControlWithRawResponse
    """The same resources, returning raw responses."""

    def _bind_resources(self) -> None:
        self.control = AsyncControlResource(self)
        self.with_raw_response = AsyncSandboxControlWithRawResponse(self)


__all__ = [
    "AsyncSandboxControl",
    "AsyncSandboxControlWithRawResponse",
    "SandboxControl",
    "SandboxControlWithRawResponse",
]
