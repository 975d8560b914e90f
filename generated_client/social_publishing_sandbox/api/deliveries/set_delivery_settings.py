from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delivery_settings import DeliverySettings
from ...models.delivery_settings_change import DeliverySettingsChange
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DeliverySettingsChange,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/delivery",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeliverySettings | Error | None:
    if response.status_code == 200:
        response_200 = DeliverySettings.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DeliverySettings | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeliverySettingsChange,
    profile_key: str | Unset = UNSET,
) -> Response[DeliverySettings | Error]:
    """Change the webhook delivery settings

     Scales the retry delays by `retryScale`, sets the receiver timeout to
    `receiverTimeoutSeconds` and/or makes deliveries trust the CA certificate `caPem` (a
    test receiver's), in addition to the system's.

    Args:
        profile_key (str | Unset):
        body (DeliverySettingsChange): The settings to change (at least one).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliverySettings | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: DeliverySettingsChange,
    profile_key: str | Unset = UNSET,
) -> DeliverySettings | Error | None:
    """Change the webhook delivery settings

     Scales the retry delays by `retryScale`, sets the receiver timeout to
    `receiverTimeoutSeconds` and/or makes deliveries trust the CA certificate `caPem` (a
    test receiver's), in addition to the system's.

    Args:
        profile_key (str | Unset):
        body (DeliverySettingsChange): The settings to change (at least one).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliverySettings | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeliverySettingsChange,
    profile_key: str | Unset = UNSET,
) -> Response[DeliverySettings | Error]:
    """Change the webhook delivery settings

     Scales the retry delays by `retryScale`, sets the receiver timeout to
    `receiverTimeoutSeconds` and/or makes deliveries trust the CA certificate `caPem` (a
    test receiver's), in addition to the system's.

    Args:
        profile_key (str | Unset):
        body (DeliverySettingsChange): The settings to change (at least one).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliverySettings | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DeliverySettingsChange,
    profile_key: str | Unset = UNSET,
) -> DeliverySettings | Error | None:
    """Change the webhook delivery settings

     Scales the retry delays by `retryScale`, sets the receiver timeout to
    `receiverTimeoutSeconds` and/or makes deliveries trust the CA certificate `caPem` (a
    test receiver's), in addition to the system's.

    Args:
        profile_key (str | Unset):
        body (DeliverySettingsChange): The settings to change (at least one).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliverySettings | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
