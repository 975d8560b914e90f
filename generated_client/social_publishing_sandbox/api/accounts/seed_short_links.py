from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.seed_count import SeedCount
from ...models.seeded import Seeded
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SeedCount,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/seed/short-links",
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
    profile_key: str | Unset = UNSET,
) -> Response[Error | Seeded]:
    """Give the acting profile many short links at once

     Creates `count` short links for the acting profile in one call, as `create_link`
    would with distinct placeholder addresses, so a suite can bring a profile next to
    `x-limits.shortLinksPerProfile` without sending thousands of requests. Refused with
    the limit's own code (635) when the profile would keep more than the limit; nothing
    is created then. Answers how many were created and how many the profile now keeps.
    The links go with the profile when it is deleted.

    Args:
        profile_key (str | Unset):
        body (SeedCount): How many items to create.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Seeded]
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
    body: SeedCount,
    profile_key: str | Unset = UNSET,
) -> Error | Seeded | None:
    """Give the acting profile many short links at once

     Creates `count` short links for the acting profile in one call, as `create_link`
    would with distinct placeholder addresses, so a suite can bring a profile next to
    `x-limits.shortLinksPerProfile` without sending thousands of requests. Refused with
    the limit's own code (635) when the profile would keep more than the limit; nothing
    is created then. Answers how many were created and how many the profile now keeps.
    The links go with the profile when it is deleted.

    Args:
        profile_key (str | Unset):
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
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SeedCount,
    profile_key: str | Unset = UNSET,
) -> Response[Error | Seeded]:
    """Give the acting profile many short links at once

     Creates `count` short links for the acting profile in one call, as `create_link`
    would with distinct placeholder addresses, so a suite can bring a profile next to
    `x-limits.shortLinksPerProfile` without sending thousands of requests. Refused with
    the limit's own code (635) when the profile would keep more than the limit; nothing
    is created then. Answers how many were created and how many the profile now keeps.
    The links go with the profile when it is deleted.

    Args:
        profile_key (str | Unset):
        body (SeedCount): How many items to create.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Seeded]
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
    body: SeedCount,
    profile_key: str | Unset = UNSET,
) -> Error | Seeded | None:
    """Give the acting profile many short links at once

     Creates `count` short links for the acting profile in one call, as `create_link`
    would with distinct placeholder addresses, so a suite can bring a profile next to
    `x-limits.shortLinksPerProfile` without sending thousands of requests. Refused with
    the limit's own code (635) when the profile would keep more than the limit; nothing
    is created then. Answers how many were created and how many the profile now keeps.
    The links go with the profile when it is deleted.

    Args:
        profile_key (str | Unset):
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
            profile_key=profile_key,
        )
    ).parsed
