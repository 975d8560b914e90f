"""Webhook deliveries and their settings.

The `deliveries` resource of `SocialPublishing` (`DeliveriesResource`) and `AsyncSocialPublishing`
(`AsyncDeliveriesResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from ...client import (
    AsyncAPIClient,
    Operation,
    SyncAPIClient,
    TimeoutTypes,
    as_body,
    async_to_raw_response,
    to_raw_response,
)
from ...models.delivery_log import DeliveryLog
from ...models.delivery_settings import DeliverySettings
from ...models.delivery_settings_change import DeliverySettingsChange
from ...models.history_seed import HistorySeed
from ...models.history_seeded import HistorySeeded
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    get_delivery_settings,
    list_deliveries,
    seed_webhook_history,
    set_delivery_settings,
)

_SEED_WEBHOOK_HISTORY: Operation[HistorySeeded] = Operation(
    "seed_webhook_history",
    "POST",
    seed_webhook_history._get_kwargs,
    seed_webhook_history._parse_response,
    result="HistorySeeded",
)
_LIST_DELIVERIES: Operation[DeliveryLog] = Operation(
    "list_deliveries",
    "GET",
    list_deliveries._get_kwargs,
    list_deliveries._parse_response,
    result="DeliveryLog",
)
_GET_DELIVERY_SETTINGS: Operation[DeliverySettings] = Operation(
    "get_delivery_settings",
    "GET",
    get_delivery_settings._get_kwargs,
    get_delivery_settings._parse_response,
    result="DeliverySettings",
)
_SET_DELIVERY_SETTINGS: Operation[DeliverySettings] = Operation(
    "set_delivery_settings",
    "POST",
    set_delivery_settings._get_kwargs,
    set_delivery_settings._parse_response,
    result="DeliverySettings",
)


class DeliveriesResource:
    """Webhook deliveries and their settings.

    The methods of `SocialPublishing.deliveries`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "DeliveriesResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return DeliveriesResourceWithRawResponse(self)

    def seed_webhook_history(
        self,
        body: HistorySeed | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> HistorySeeded:
        """Add entries to the acting profile's webhook history (`POST /_sandbox/webhook-history`, seed_webhook_history).

        Stores each entry as if it had been sent. An entry's `action` must be one of the API's
        webhook actions (else code 130); `social` and `scheduled` entries are `SocialEvent` and
        `ScheduledEvent`, any other action a `GenericEvent`.
        """

        return self._client.call(
            _SEED_WEBHOOK_HISTORY,
            {
                "profile_key": profile_key,
                "body": as_body(body, HistorySeed),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliveryLog:
        """Read the acting profile's webhook delivery log (`GET /_sandbox/deliveries`, list_deliveries).

        The webhook deliveries of the acting profile, newest first.
        """

        return self._client.call(
            _LIST_DELIVERIES,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_delivery_settings(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliverySettings:
        """Read the webhook delivery settings (`GET /_sandbox/delivery`, get_delivery_settings).

        The factor retry delays are multiplied by, the receiver timeout, and the extra CAs
        deliveries trust.
        """

        return self._client.call(
            _GET_DELIVERY_SETTINGS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def set_delivery_settings(
        self,
        body: DeliverySettingsChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliverySettings:
        """Change the webhook delivery settings (`POST /_sandbox/delivery`, set_delivery_settings).

        Scales the retry delays by `retryScale`, sets the receiver timeout to
        `receiverTimeoutSeconds` and/or makes deliveries trust the CA certificate `caPem` (a
        test receiver's), in addition to the system's.
        """

        return self._client.call(
            _SET_DELIVERY_SETTINGS,
            {
                "profile_key": profile_key,
                "body": as_body(body, DeliverySettingsChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class DeliveriesResourceWithRawResponse:
    """`DeliveriesResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: DeliveriesResource) -> None:
        self.seed_webhook_history = to_raw_response(resource.seed_webhook_history)
        self.list = to_raw_response(resource.list)
        self.get_delivery_settings = to_raw_response(resource.get_delivery_settings)
        self.set_delivery_settings = to_raw_response(resource.set_delivery_settings)


class AsyncDeliveriesResource:
    """Webhook deliveries and their settings.

    The methods of `AsyncSocialPublishing.deliveries`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncDeliveriesResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncDeliveriesResourceWithRawResponse(self)

    async def seed_webhook_history(
        self,
        body: HistorySeed | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> HistorySeeded:
        """Add entries to the acting profile's webhook history (`POST /_sandbox/webhook-history`, seed_webhook_history).

        Stores each entry as if it had been sent. An entry's `action` must be one of the API's
        webhook actions (else code 130); `social` and `scheduled` entries are `SocialEvent` and
        `ScheduledEvent`, any other action a `GenericEvent`.
        """

        return await self._client.call(
            _SEED_WEBHOOK_HISTORY,
            {
                "profile_key": profile_key,
                "body": as_body(body, HistorySeed),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliveryLog:
        """Read the acting profile's webhook delivery log (`GET /_sandbox/deliveries`, list_deliveries).

        The webhook deliveries of the acting profile, newest first.
        """

        return await self._client.call(
            _LIST_DELIVERIES,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_delivery_settings(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliverySettings:
        """Read the webhook delivery settings (`GET /_sandbox/delivery`, get_delivery_settings).

        The factor retry delays are multiplied by, the receiver timeout, and the extra CAs
        deliveries trust.
        """

        return await self._client.call(
            _GET_DELIVERY_SETTINGS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def set_delivery_settings(
        self,
        body: DeliverySettingsChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliverySettings:
        """Change the webhook delivery settings (`POST /_sandbox/delivery`, set_delivery_settings).

        Scales the retry delays by `retryScale`, sets the receiver timeout to
        `receiverTimeoutSeconds` and/or makes deliveries trust the CA certificate `caPem` (a
        test receiver's), in addition to the system's.
        """

        return await self._client.call(
            _SET_DELIVERY_SETTINGS,
            {
                "profile_key": profile_key,
                "body": as_body(body, DeliverySettingsChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncDeliveriesResourceWithRawResponse:
    """`AsyncDeliveriesResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncDeliveriesResource) -> None:
        self.seed_webhook_history = async_to_raw_response(resource.seed_webhook_history)
        self.list = async_to_raw_response(resource.list)
        self.get_delivery_settings = async_to_raw_response(resource.get_delivery_settings)
        self.set_delivery_settings = async_to_raw_response(resource.set_delivery_settings)


__all__ = [
    "AsyncDeliveriesResource",
    "AsyncDeliveriesResourceWithRawResponse",
    "DeliveriesResource",
    "DeliveriesResourceWithRawResponse",
]
