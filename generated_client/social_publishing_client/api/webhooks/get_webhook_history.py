from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.webhook_action import WebhookAction
from ...models.webhook_history import WebhookHistory
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    action: WebhookAction | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    json_action: str | Unset = UNSET
    if not isinstance(action, Unset):
        json_action = action

    params["action"] = json_action

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/hook/history",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WebhookHistory | None:
    if response.status_code == 200:
        response_200 = WebhookHistory.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 410:
        response_410 = Error.from_dict(response.json())

        return response_410

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | WebhookHistory]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    action: WebhookAction | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | WebhookHistory]:
    """Read the webhook delivery history

     Returns the acting profile's webhook deliveries of the last
    `x-limits.historyWindowMonths` months (6), grouped by action: an object whose keys are
    action names and whose values are arrays of history entries, newest first. With
    `action`, only that action's key is present; without it, every action that is still
    available is present (possibly with an empty array). Each delivery is recorded with the
    hook's `hookId` and the `url` that was called, and (inferred) its `deliveryStatus`:
    `delivered`, `failed`, or `refused` when the service did not attempt it (a target it does
    not send to). `accountActivity` is refused with code 132 after its sunset date.

    Args:
        action (WebhookAction | Unset): The kinds of webhook event. `accountActivity` is no longer
            available after the date in
            `x-sunset`; requests naming it are then refused with code 132.

            Sources: the service description names feed, social, scheduled, batch, messages and
            accountActivity; MCP's webhook actions add mentions, comments and automations; FR lists
            `suspended` where MCP lists accountActivity. This spec accepts the
            union. What each action delivers is the `webhooks` entry of the same name; `batch`,
            `automations`, `suspended` and `accountActivity` are named only (no public material shows
            when they fire or their body: `GenericEvent`). The reference server sends `suspended` when
            a User Profile is suspended (`x-rate-limit.suspension`, inferred) and never the other
            three
            (their history can only be seeded through the test control).
             Example: scheduled.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookHistory]
    """

    kwargs = _get_kwargs(
        action=action,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    action: WebhookAction | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | WebhookHistory | None:
    """Read the webhook delivery history

     Returns the acting profile's webhook deliveries of the last
    `x-limits.historyWindowMonths` months (6), grouped by action: an object whose keys are
    action names and whose values are arrays of history entries, newest first. With
    `action`, only that action's key is present; without it, every action that is still
    available is present (possibly with an empty array). Each delivery is recorded with the
    hook's `hookId` and the `url` that was called, and (inferred) its `deliveryStatus`:
    `delivered`, `failed`, or `refused` when the service did not attempt it (a target it does
    not send to). `accountActivity` is refused with code 132 after its sunset date.

    Args:
        action (WebhookAction | Unset): The kinds of webhook event. `accountActivity` is no longer
            available after the date in
            `x-sunset`; requests naming it are then refused with code 132.

            Sources: the service description names feed, social, scheduled, batch, messages and
            accountActivity; MCP's webhook actions add mentions, comments and automations; FR lists
            `suspended` where MCP lists accountActivity. This spec accepts the
            union. What each action delivers is the `webhooks` entry of the same name; `batch`,
            `automations`, `suspended` and `accountActivity` are named only (no public material shows
            when they fire or their body: `GenericEvent`). The reference server sends `suspended` when
            a User Profile is suspended (`x-rate-limit.suspension`, inferred) and never the other
            three
            (their history can only be seeded through the test control).
             Example: scheduled.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookHistory
    """

    return sync_detailed(
        client=client,
        action=action,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    action: WebhookAction | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | WebhookHistory]:
    """Read the webhook delivery history

     Returns the acting profile's webhook deliveries of the last
    `x-limits.historyWindowMonths` months (6), grouped by action: an object whose keys are
    action names and whose values are arrays of history entries, newest first. With
    `action`, only that action's key is present; without it, every action that is still
    available is present (possibly with an empty array). Each delivery is recorded with the
    hook's `hookId` and the `url` that was called, and (inferred) its `deliveryStatus`:
    `delivered`, `failed`, or `refused` when the service did not attempt it (a target it does
    not send to). `accountActivity` is refused with code 132 after its sunset date.

    Args:
        action (WebhookAction | Unset): The kinds of webhook event. `accountActivity` is no longer
            available after the date in
            `x-sunset`; requests naming it are then refused with code 132.

            Sources: the service description names feed, social, scheduled, batch, messages and
            accountActivity; MCP's webhook actions add mentions, comments and automations; FR lists
            `suspended` where MCP lists accountActivity. This spec accepts the
            union. What each action delivers is the `webhooks` entry of the same name; `batch`,
            `automations`, `suspended` and `accountActivity` are named only (no public material shows
            when they fire or their body: `GenericEvent`). The reference server sends `suspended` when
            a User Profile is suspended (`x-rate-limit.suspension`, inferred) and never the other
            three
            (their history can only be seeded through the test control).
             Example: scheduled.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookHistory]
    """

    kwargs = _get_kwargs(
        action=action,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    action: WebhookAction | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | WebhookHistory | None:
    """Read the webhook delivery history

     Returns the acting profile's webhook deliveries of the last
    `x-limits.historyWindowMonths` months (6), grouped by action: an object whose keys are
    action names and whose values are arrays of history entries, newest first. With
    `action`, only that action's key is present; without it, every action that is still
    available is present (possibly with an empty array). Each delivery is recorded with the
    hook's `hookId` and the `url` that was called, and (inferred) its `deliveryStatus`:
    `delivered`, `failed`, or `refused` when the service did not attempt it (a target it does
    not send to). `accountActivity` is refused with code 132 after its sunset date.

    Args:
        action (WebhookAction | Unset): The kinds of webhook event. `accountActivity` is no longer
            available after the date in
            `x-sunset`; requests naming it are then refused with code 132.

            Sources: the service description names feed, social, scheduled, batch, messages and
            accountActivity; MCP's webhook actions add mentions, comments and automations; FR lists
            `suspended` where MCP lists accountActivity. This spec accepts the
            union. What each action delivers is the `webhooks` entry of the same name; `batch`,
            `automations`, `suspended` and `accountActivity` are named only (no public material shows
            when they fire or their body: `GenericEvent`). The reference server sends `suspended` when
            a User Profile is suspended (`x-rate-limit.suspension`, inferred) and never the other
            three
            (their history can only be seeded through the test control).
             Example: scheduled.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookHistory
    """

    return (
        await asyncio_detailed(
            client=client,
            action=action,
            profile_key=profile_key,
        )
    ).parsed
