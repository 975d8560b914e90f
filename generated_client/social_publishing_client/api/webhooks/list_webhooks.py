from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.webhook_list import WebhookList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/hook/webhook",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WebhookList | None:
    if response.status_code == 200:
        response_200 = WebhookList.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | WebhookList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Response[Error | WebhookList]:
    """List the registered webhooks

     Lists the hooks registered by the acting profile, one per action at most: `status`, a
    key per registered action whose value is the hook's address (LIVE's `feed:
    https://...`), `updated`, and (own) `webhooks`, the hooks in full; see `WebhookList`.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookList]
    """

    kwargs = _get_kwargs(
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Error | WebhookList | None:
    """List the registered webhooks

     Lists the hooks registered by the acting profile, one per action at most: `status`, a
    key per registered action whose value is the hook's address (LIVE's `feed:
    https://...`), `updated`, and (own) `webhooks`, the hooks in full; see `WebhookList`.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookList
    """

    return sync_detailed(
        client=client,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Response[Error | WebhookList]:
    """List the registered webhooks

     Lists the hooks registered by the acting profile, one per action at most: `status`, a
    key per registered action whose value is the hook's address (LIVE's `feed:
    https://...`), `updated`, and (own) `webhooks`, the hooks in full; see `WebhookList`.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookList]
    """

    kwargs = _get_kwargs(
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Error | WebhookList | None:
    """List the registered webhooks

     Lists the hooks registered by the acting profile, one per action at most: `status`, a
    key per registered action whose value is the hook's address (LIVE's `feed:
    https://...`), `updated`, and (own) `webhooks`, the hooks in full; see `WebhookList`.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookList
    """

    return (
        await asyncio_detailed(
            client=client,
            profile_key=profile_key,
        )
    ).parsed
