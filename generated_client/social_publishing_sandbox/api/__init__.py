"""The test-control interface (`/_sandbox`): the entry points that drive a server under test.

`SandboxControl` (sync) and `AsyncSandboxControl` (asyncio) have one attribute per tag of
sandbox.yaml (`sandbox.accounts.link_network(...)`), each the resource class of
`api/<tag>/__init__.py`; `with_raw_response` has the same resources returning raw responses.
Same configuration as `SocialPublishing` (arguments, else SOCIAL_PUBLISHING_API_KEY,
SOCIAL_PUBLISHING_BASE_URL, SOCIAL_PUBLISHING_PROFILE_KEY) and the same runtime: typed errors,
retries, exact date-times. Generated from sandbox.yaml; do not edit.
"""

from __future__ import annotations

from functools import cached_property

from ..client import AsyncAPIClient, SyncAPIClient
from .accounts import (
    AccountsResource,
    AccountsResourceWithRawResponse,
    AsyncAccountsResource,
    AsyncAccountsResourceWithRawResponse,
)
from .clock import (
    AsyncClockResource,
    AsyncClockResourceWithRawResponse,
    ClockResource,
    ClockResourceWithRawResponse,
)
from .deliveries import (
    AsyncDeliveriesResource,
    AsyncDeliveriesResourceWithRawResponse,
    DeliveriesResource,
    DeliveriesResourceWithRawResponse,
)
from .network_events import (
    AsyncNetworkeventsResource,
    AsyncNetworkeventsResourceWithRawResponse,
    NetworkeventsResource,
    NetworkeventsResourceWithRawResponse,
)


class SandboxControlWithRawResponse:
    """The resources of a `SandboxControl` whose methods return raw responses (`APIResponse`)
    and do not raise for error statuses."""

    def __init__(self, client: SandboxControl) -> None:
        self._client = client

    @cached_property
    def clock(self) -> ClockResourceWithRawResponse:
        """The control's status, the service clock, the plan and the limits of the account."""
        return ClockResourceWithRawResponse(self._client.clock)

    @cached_property
    def accounts(self) -> AccountsResourceWithRawResponse:
        """Link and unlink sandbox networks, and seed what an account holds."""
        return AccountsResourceWithRawResponse(self._client.accounts)

    @cached_property
    def deliveries(self) -> DeliveriesResourceWithRawResponse:
        """Webhook deliveries and their settings."""
        return DeliveriesResourceWithRawResponse(self._client.deliveries)

    @cached_property
    def network_events(self) -> NetworkeventsResourceWithRawResponse:
        """Things that happen on a network outside the service (comments, messages, reviews, analytics)."""
        return NetworkeventsResourceWithRawResponse(self._client.network_events)


class SandboxControl(SyncAPIClient):
    """The test-control interface of a server under test, sync: one attribute per tag.

    Same arguments and environment as `SocialPublishing`.
    """

    clock: ClockResource
    """The control's status, the service clock, the plan and the limits of the account."""
    accounts: AccountsResource
    """Link and unlink sandbox networks, and seed what an account holds."""
    deliveries: DeliveriesResource
    """Webhook deliveries and their settings."""
    network_events: NetworkeventsResource
    """Things that happen on a network outside the service (comments, messages, reviews, analytics)."""
    with_raw_response: SandboxControlWithRawResponse
    """The same resources, returning raw responses."""

    def _bind_resources(self) -> None:
        self.clock = ClockResource(self)
        self.accounts = AccountsResource(self)
        self.deliveries = DeliveriesResource(self)
        self.network_events = NetworkeventsResource(self)
        self.with_raw_response = SandboxControlWithRawResponse(self)


class AsyncSandboxControlWithRawResponse:
    """The resources of a `AsyncSandboxControl` whose methods return raw responses (`APIResponse`)
    and do not raise for error statuses."""

    def __init__(self, client: AsyncSandboxControl) -> None:
        self._client = client

    @cached_property
    def clock(self) -> AsyncClockResourceWithRawResponse:
        """The control's status, the service clock, the plan and the limits of the account."""
        return AsyncClockResourceWithRawResponse(self._client.clock)

    @cached_property
    def accounts(self) -> AsyncAccountsResourceWithRawResponse:
        """Link and unlink sandbox networks, and seed what an account holds."""
        return AsyncAccountsResourceWithRawResponse(self._client.accounts)

    @cached_property
    def deliveries(self) -> AsyncDeliveriesResourceWithRawResponse:
        """Webhook deliveries and their settings."""
        return AsyncDeliveriesResourceWithRawResponse(self._client.deliveries)

    @cached_property
    def network_events(self) -> AsyncNetworkeventsResourceWithRawResponse:
        """Things that happen on a network outside the service (comments, messages, reviews, analytics)."""
        return AsyncNetworkeventsResourceWithRawResponse(self._client.network_events)


class AsyncSandboxControl(AsyncAPIClient):
    """The test-control interface of a server under test, asyncio: one attribute per tag.

    Same arguments and environment as `AsyncSocialPublishing`.
    """

    clock: AsyncClockResource
    """The control's status, the service clock, the plan and the limits of the account."""
    accounts: AsyncAccountsResource
    """Link and unlink sandbox networks, and seed what an account holds."""
    deliveries: AsyncDeliveriesResource
    """Webhook deliveries and their settings."""
    network_events: AsyncNetworkeventsResource
    """Things that happen on a network outside the service (comments, messages, reviews, analytics)."""
    with_raw_response: AsyncSandboxControlWithRawResponse
    """The same resources, returning raw responses."""

    def _bind_resources(self) -> None:
        self.clock = AsyncClockResource(self)
        self.accounts = AsyncAccountsResource(self)
        self.deliveries = AsyncDeliveriesResource(self)
        self.network_events = AsyncNetworkeventsResource(self)
        self.with_raw_response = AsyncSandboxControlWithRawResponse(self)


__all__ = [
    "AsyncSandboxControl",
    "AsyncSandboxControlWithRawResponse",
    "SandboxControl",
    "SandboxControlWithRawResponse",
]
