from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.webhook_registered import WebhookRegistered
from ...models.webhook_registration import WebhookRegistration
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WebhookRegistration,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/hook/webhook",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WebhookRegistered | None:
    if response.status_code == 200:
        response_200 = WebhookRegistered.from_dict(response.json())

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

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | WebhookRegistered]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WebhookRegistration,
    profile_key: str | Unset = UNSET,
) -> Response[Error | WebhookRegistered]:
    """Register a webhook for one action

     Registers a webhook for one action, with the Primary Profile or (with `Profile-Key`) a
    User Profile. Registering an action that already has a hook replaces that hook.

    * `action` is one of the `WebhookAction` values; `accountActivity` is no longer available
      after its sunset date (`x-sunset` of `WebhookAction`) and is then refused with code 132.
    * `url` must be a valid URL beginning with `https://` (code 131 otherwise).
    * `secret`, when given, keys the HMAC-SHA256 signature of every delivery
      (`x-webhook-delivery`).

    Args:
        profile_key (str | Unset):
        body (WebhookRegistration): Body of `register_webhook`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookRegistered]
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
    body: WebhookRegistration,
    profile_key: str | Unset = UNSET,
) -> Error | WebhookRegistered | None:
    """Register a webhook for one action

     Registers a webhook for one action, with the Primary Profile or (with `Profile-Key`) a
    User Profile. Registering an action that already has a hook replaces that hook.

    * `action` is one of the `WebhookAction` values; `accountActivity` is no longer available
      after its sunset date (`x-sunset` of `WebhookAction`) and is then refused with code 132.
    * `url` must be a valid URL beginning with `https://` (code 131 otherwise).
    * `secret`, when given, keys the HMAC-SHA256 signature of every delivery
      (`x-webhook-delivery`).

    Args:
        profile_key (str | Unset):
        body (WebhookRegistration): Body of `register_webhook`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookRegistered
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WebhookRegistration,
    profile_key: str | Unset = UNSET,
) -> Response[Error | WebhookRegistered]:
    """Register a webhook for one action

     Registers a webhook for one action, with the Primary Profile or (with `Profile-Key`) a
    User Profile. Registering an action that already has a hook replaces that hook.

    * `action` is one of the `WebhookAction` values; `accountActivity` is no longer available
      after its sunset date (`x-sunset` of `WebhookAction`) and is then refused with code 132.
    * `url` must be a valid URL beginning with `https://` (code 131 otherwise).
    * `secret`, when given, keys the HMAC-SHA256 signature of every delivery
      (`x-webhook-delivery`).

    Args:
        profile_key (str | Unset):
        body (WebhookRegistration): Body of `register_webhook`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookRegistered]
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
    body: WebhookRegistration,
    profile_key: str | Unset = UNSET,
) -> Error | WebhookRegistered | None:
    """Register a webhook for one action

     Registers a webhook for one action, with the Primary Profile or (with `Profile-Key`) a
    User Profile. Registering an action that already has a hook replaces that hook.

    * `action` is one of the `WebhookAction` values; `accountActivity` is no longer available
      after its sunset date (`x-sunset` of `WebhookAction`) and is then refused with code 132.
    * `url` must be a valid URL beginning with `https://` (code 131 otherwise).
    * `secret`, when given, keys the HMAC-SHA256 signature of every delivery
      (`x-webhook-delivery`).

    Args:
        profile_key (str | Unset):
        body (WebhookRegistration): Body of `register_webhook`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookRegistered
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
