from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.profile_created import ProfileCreated
from ...models.profile_creation import ProfileCreation
from ...types import Response


def _get_kwargs(
    *,
    body: ProfileCreation,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/profiles",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ProfileCreated | None:
    if response.status_code == 200:
        response_200 = ProfileCreated.from_dict(response.json())

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
) -> Response[Error | ProfileCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProfileCreation,
) -> Response[Error | ProfileCreated]:
    """Create a User Profile

     Creates a User Profile that acts for a separate client of the account. The response
    carries the profile's `profileKey`: the only time it is returned; send it in the
    `Profile-Key` header to act for the profile. Titles are unique (code 146). Source: DOCS
    apis/profiles/create-profile.

    Args:
        body (ProfileCreation): Body of `create_profile`: a title and optional settings. Source:
            DOCS
            apis/profiles/create-profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProfileCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ProfileCreation,
) -> Error | ProfileCreated | None:
    """Create a User Profile

     Creates a User Profile that acts for a separate client of the account. The response
    carries the profile's `profileKey`: the only time it is returned; send it in the
    `Profile-Key` header to act for the profile. Titles are unique (code 146). Source: DOCS
    apis/profiles/create-profile.

    Args:
        body (ProfileCreation): Body of `create_profile`: a title and optional settings. Source:
            DOCS
            apis/profiles/create-profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProfileCreated
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProfileCreation,
) -> Response[Error | ProfileCreated]:
    """Create a User Profile

     Creates a User Profile that acts for a separate client of the account. The response
    carries the profile's `profileKey`: the only time it is returned; send it in the
    `Profile-Key` header to act for the profile. Titles are unique (code 146). Source: DOCS
    apis/profiles/create-profile.

    Args:
        body (ProfileCreation): Body of `create_profile`: a title and optional settings. Source:
            DOCS
            apis/profiles/create-profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProfileCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ProfileCreation,
) -> Error | ProfileCreated | None:
    """Create a User Profile

     Creates a User Profile that acts for a separate client of the account. The response
    carries the profile's `profileKey`: the only time it is returned; send it in the
    `Profile-Key` header to act for the profile. Titles are unique (code 146). Source: DOCS
    apis/profiles/create-profile.

    Args:
        body (ProfileCreation): Body of `create_profile`: a title and optional settings. Source:
            DOCS
            apis/profiles/create-profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProfileCreated
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
