from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.seed_count import SeedCount
from ...models.seeded import Seeded
from ...types import Response


def _get_kwargs(
    *,
    body: SeedCount,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/seed/profiles",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Seeded | None:
    if response.status_code == 200:
        response_200 = Seeded.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | Seeded]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SeedCount,
) -> Response[Error | Seeded]:
    """Give the account many User Profiles at once

     Creates `count` User Profiles for the account in one call, as `create_profile` would
    with distinct placeholder titles, so a suite can bring the account next to
    `x-limits.profilesPerAccount` without sending thousands of requests. Refused with the
    limit's own code (636) when the account would keep more than the limit; nothing is
    created then. Answers how many were created and how many User Profiles the account
    now keeps. The account-wide count affects every client of the account: a suite
    removes what it seeded (`remove_seeded_profiles`) as soon as it has crossed the
    limit.

    Args:
        body (SeedCount): How many items to create.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Seeded]
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
    body: SeedCount,
) -> Error | Seeded | None:
    """Give the account many User Profiles at once

     Creates `count` User Profiles for the account in one call, as `create_profile` would
    with distinct placeholder titles, so a suite can bring the account next to
    `x-limits.profilesPerAccount` without sending thousands of requests. Refused with the
    limit's own code (636) when the account would keep more than the limit; nothing is
    created then. Answers how many were created and how many User Profiles the account
    now keeps. The account-wide count affects every client of the account: a suite
    removes what it seeded (`remove_seeded_profiles`) as soon as it has crossed the
    limit.

    Args:
        body (SeedCount): How many items to create.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Seeded
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SeedCount,
) -> Response[Error | Seeded]:
    """Give the account many User Profiles at once

     Creates `count` User Profiles for the account in one call, as `create_profile` would
    with distinct placeholder titles, so a suite can bring the account next to
    `x-limits.profilesPerAccount` without sending thousands of requests. Refused with the
    limit's own code (636) when the account would keep more than the limit; nothing is
    created then. Answers how many were created and how many User Profiles the account
    now keeps. The account-wide count affects every client of the account: a suite
    removes what it seeded (`remove_seeded_profiles`) as soon as it has crossed the
    limit.

    Args:
        body (SeedCount): How many items to create.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Seeded]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SeedCount,
) -> Error | Seeded | None:
    """Give the account many User Profiles at once

     Creates `count` User Profiles for the account in one call, as `create_profile` would
    with distinct placeholder titles, so a suite can bring the account next to
    `x-limits.profilesPerAccount` without sending thousands of requests. Refused with the
    limit's own code (636) when the account would keep more than the limit; nothing is
    created then. Answers how many were created and how many User Profiles the account
    now keeps. The account-wide count affects every client of the account: a suite
    removes what it seeded (`remove_seeded_profiles`) as soon as it has crossed the
    limit.

    Args:
        body (SeedCount): How many items to create.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Seeded
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
