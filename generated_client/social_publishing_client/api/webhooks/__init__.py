"""Register webhooks, read their delivery history, and the deliveries themselves.

The `webhooks` resource of `SocialPublishing` (`WebhooksResource`) and `AsyncSocialPublishing`
(`AsyncWebhooksResource`), and their raw-response variants, over this package's operation modules
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
from ...models.webhook_action import WebhookAction
from ...models.webhook_history import WebhookHistory
from ...models.webhook_list import WebhookList
from ...models.webhook_registered import WebhookRegistered
from ...models.webhook_registration import WebhookRegistration
from ...models.webhook_unregistered import WebhookUnregistered
from ...models.webhook_unregistration import WebhookUnregistration
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import get_webhook_history, list_webhooks, register_webhook, unregister_webhook

_LIST_WEBHOOKS: Operation[WebhookList] = Operation(
    "list_webhooks",
    "GET",
    list_webhooks._get_kwargs,
    list_webhooks._parse_response,
    result="WebhookList",
)
_REGISTER_WEBHOOK: Operation[WebhookRegistered] = Operation(
    "register_webhook",
    "POST",
    register_webhook._get_kwargs,
    register_webhook._parse_response,
    result="WebhookRegistered",
)
_UNREGISTER_WEBHOOK: Operation[WebhookUnregistered] = Operation(
    "unregister_webhook",
    "DELETE",
    unregister_webhook._get_kwargs,
    unregister_webhook._parse_response,
    result="WebhookUnregistered",
)
_GET_WEBHOOK_HISTORY: Operation[WebhookHistory] = Operation(
    "get_webhook_history",
    "GET",
    get_webhook_history._get_kwargs,
    get_webhook_history._parse_response,
    result="WebhookHistory",
)


class WebhooksResource:
    """Register webhooks, read their delivery history, and the deliveries themselves.

    The methods of `SocialPublishing.webhooks`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "WebhooksResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return WebhooksResourceWithRawResponse(self)

    def list(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WebhookList:
        """List the registered webhooks (`GET /hook/webhook`, list_webhooks).

        Lists the hooks registered by the acting profile, one per action at most: `status`, a
        key per registered action whose value is the hook's address (LIVE's `feed:
        https://...`), `updated`, and (own) `webhooks`, the hooks in full; see `WebhookList`.
        """

        return self._client.call(
            _LIST_WEBHOOKS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def register(
        self,
        body: WebhookRegistration | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WebhookRegistered:
        """Register a webhook for one action (`POST /hook/webhook`, register_webhook).

        Registers a webhook for one action, with the Primary Profile or (with `Profile-Key`) a
        User Profile. Registering an action that already has a hook replaces that hook.

        * `action` is one of the `WebhookAction` values; `accountActivity` is no longer available
          after its sunset date (`x-sunset` of `WebhookAction`) and is then refused with code 132.
        * `url` must be a valid URL beginning with `https://` (code 131 otherwise).
        * `secret`, when given, keys the HMAC-SHA256 signature of every delivery
          (`x-webhook-delivery`).
        """

        return self._client.call(
            _REGISTER_WEBHOOK,
            {
                "profile_key": profile_key,
                "body": as_body(body, WebhookRegistration),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def unregister(
        self,
        body: WebhookUnregistration | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WebhookUnregistered:
        """Unregister the webhook of an action (`DELETE /hook/webhook`, unregister_webhook).

        Removes the acting profile's hook for `action` (code 133 when there is none).
        """

        return self._client.call(
            _UNREGISTER_WEBHOOK,
            {
                "profile_key": profile_key,
                "body": as_body(body, WebhookUnregistration),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_history(
        self,
        *,
        action: WebhookAction | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WebhookHistory:
        """Read the webhook delivery history (`GET /hook/history`, get_webhook_history).

        Returns the acting profile's webhook deliveries of the last
        `x-limits.historyWindowMonths` months (6), grouped by action: an object whose keys are
        action names and whose values are arrays of history entries, newest first. With
        `action`, only that action's key is present; without it, every action that is still
        available is present (possibly with an empty array). Each delivery is recorded with the
        hook's `hookId` and the `url` that was called, and (inferred) its `deliveryStatus`:
        `delivered`, `failed`, or `refused` when the service did not attempt it (a target it does
        not send to). `accountActivity` is refused with code 132 after its sunset date.
        """

        return self._client.call(
            _GET_WEBHOOK_HISTORY,
            {
                "action": action,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class WebhooksResourceWithRawResponse:
    """`WebhooksResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: WebhooksResource) -> None:
        self.list = to_raw_response(resource.list)
        self.register = to_raw_response(resource.register)
        self.unregister = to_raw_response(resource.unregister)
        self.get_history = to_raw_response(resource.get_history)


class AsyncWebhooksResource:
    """Register webhooks, read their delivery history, and the deliveries themselves.

    The methods of `AsyncSocialPublishing.webhooks`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncWebhooksResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncWebhooksResourceWithRawResponse(self)

    async def list(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WebhookList:
        """List the registered webhooks (`GET /hook/webhook`, list_webhooks).

        Lists the hooks registered by the acting profile, one per action at most: `status`, a
        key per registered action whose value is the hook's address (LIVE's `feed:
        https://...`), `updated`, and (own) `webhooks`, the hooks in full; see `WebhookList`.
        """

        return await self._client.call(
            _LIST_WEBHOOKS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def register(
        self,
        body: WebhookRegistration | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WebhookRegistered:
        """Register a webhook for one action (`POST /hook/webhook`, register_webhook).

        Registers a webhook for one action, with the Primary Profile or (with `Profile-Key`) a
        User Profile. Registering an action that already has a hook replaces that hook.

        * `action` is one of the `WebhookAction` values; `accountActivity` is no longer available
          after its sunset date (`x-sunset` of `WebhookAction`) and is then refused with code 132.
        * `url` must be a valid URL beginning with `https://` (code 131 otherwise).
        * `secret`, when given, keys the HMAC-SHA256 signature of every delivery
          (`x-webhook-delivery`).
        """

        return await self._client.call(
            _REGISTER_WEBHOOK,
            {
                "profile_key": profile_key,
                "body": as_body(body, WebhookRegistration),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def unregister(
        self,
        body: WebhookUnregistration | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WebhookUnregistered:
        """Unregister the webhook of an action (`DELETE /hook/webhook`, unregister_webhook).

        Removes the acting profile's hook for `action` (code 133 when there is none).
        """

        return await self._client.call(
            _UNREGISTER_WEBHOOK,
            {
                "profile_key": profile_key,
                "body": as_body(body, WebhookUnregistration),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_history(
        self,
        *,
        action: WebhookAction | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WebhookHistory:
        """Read the webhook delivery history (`GET /hook/history`, get_webhook_history).

        Returns the acting profile's webhook deliveries of the last
        `x-limits.historyWindowMonths` months (6), grouped by action: an object whose keys are
        action names and whose values are arrays of history entries, newest first. With
        `action`, only that action's key is present; without it, every action that is still
        available is present (possibly with an empty array). Each delivery is recorded with the
        hook's `hookId` and the `url` that was called, and (inferred) its `deliveryStatus`:
        `delivered`, `failed`, or `refused` when the service did not attempt it (a target it does
        not send to). `accountActivity` is refused with code 132 after its sunset date.
        """

        return await self._client.call(
            _GET_WEBHOOK_HISTORY,
            {
                "action": action,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncWebhooksResourceWithRawResponse:
    """`AsyncWebhooksResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncWebhooksResource) -> None:
        self.list = async_to_raw_response(resource.list)
        self.register = async_to_raw_response(resource.register)
        self.unregister = async_to_raw_response(resource.unregister)
        self.get_history = async_to_raw_response(resource.get_history)


__all__ = [
    "AsyncWebhooksResource",
    "AsyncWebhooksResourceWithRawResponse",
    "WebhooksResource",
    "WebhooksResourceWithRawResponse",
]
