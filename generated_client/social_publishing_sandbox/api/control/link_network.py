from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.network_link import NetworkLink
from ...models.network_linked import NetworkLinked
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/link",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetworkLinked | None:
    if response.status_code == 200:
        response_200 = NetworkLinked.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NetworkLinked]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkLinked]:
    """Link a social network to the acting profile

     Links `platform` (or changes an existing link). A new link emits a `social` webhook
    event when the acting profile has a `social` hook.

    Args:
        profile_key (str | Unset):
        body (NetworkLink): A network to link to the acting profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkLinked]
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
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkLinked | None:
    """Link a social network to the acting profile

     Links `platform` (or changes an existing link). A new link emits a `social` webhook
    event when the acting profile has a `social` hook.

    Args:
        profile_key (str | Unset):
        body (NetworkLink): A network to link to the acting profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkLinked
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkLinked]:
    """Link a social network to the acting profile

     Links `platform` (or changes an existing link). A new link emits a `social` webhook
    event when the acting profile has a `social` hook.

    Args:
        profile_key (str | Unset):
        body (NetworkLink): A network to link to the acting profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkLinked]
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
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkLinked | None:
    """Link a social network to the acting profile

     Links `platform` (or changes an existing link). A new link emits a `social` webhook
    event when the acting profile has a `social` hook.

    Args:
        profile_key (str | Unset):
        body (NetworkLink): A network to link to the acting profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkLinked
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
