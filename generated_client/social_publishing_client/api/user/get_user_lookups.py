from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.user_lookups import UserLookups
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/user/lookups",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UserLookups | None:
    if response.status_code == 200:
        response_200 = UserLookups.from_dict(response.json())

        return response_200

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
) -> Response[Error | UserLookups]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | UserLookups]:
    """The X users looked up this month

     The X accounts the account looked up in the current calendar month (UTC, service
    clock) by `userId` or `userName`, with `get_social_analytics` or the history by
    network of X (`GET /history/twitter`) (ONE "Retrieve Monthly User Lookups"; DOCS
    apis/utils/user-lookups: "the users (handles) looked up for the current month", the
    answer starting `{"x": [`).

    * One entry per distinct value looked up (a `userName` and a `userId` are distinct
      even when they name the same account), first lookup first; `created` is its first
      lookup of the month. The entry fields are inferred.
    * Lookups are made with the account's API key only (a `Profile-Key` refuses them with
      code 435), so the list is the account's: a `Profile-Key` header is not read here
      (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UserLookups]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Error | UserLookups | None:
    """The X users looked up this month

     The X accounts the account looked up in the current calendar month (UTC, service
    clock) by `userId` or `userName`, with `get_social_analytics` or the history by
    network of X (`GET /history/twitter`) (ONE "Retrieve Monthly User Lookups"; DOCS
    apis/utils/user-lookups: "the users (handles) looked up for the current month", the
    answer starting `{"x": [`).

    * One entry per distinct value looked up (a `userName` and a `userId` are distinct
      even when they name the same account), first lookup first; `created` is its first
      lookup of the month. The entry fields are inferred.
    * Lookups are made with the account's API key only (a `Profile-Key` refuses them with
      code 435), so the list is the account's: a `Profile-Key` header is not read here
      (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UserLookups
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | UserLookups]:
    """The X users looked up this month

     The X accounts the account looked up in the current calendar month (UTC, service
    clock) by `userId` or `userName`, with `get_social_analytics` or the history by
    network of X (`GET /history/twitter`) (ONE "Retrieve Monthly User Lookups"; DOCS
    apis/utils/user-lookups: "the users (handles) looked up for the current month", the
    answer starting `{"x": [`).

    * One entry per distinct value looked up (a `userName` and a `userId` are distinct
      even when they name the same account), first lookup first; `created` is its first
      lookup of the month. The entry fields are inferred.
    * Lookups are made with the account's API key only (a `Profile-Key` refuses them with
      code 435), so the list is the account's: a `Profile-Key` header is not read here
      (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UserLookups]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Error | UserLookups | None:
    """The X users looked up this month

     The X accounts the account looked up in the current calendar month (UTC, service
    clock) by `userId` or `userName`, with `get_social_analytics` or the history by
    network of X (`GET /history/twitter`) (ONE "Retrieve Monthly User Lookups"; DOCS
    apis/utils/user-lookups: "the users (handles) looked up for the current month", the
    answer starting `{"x": [`).

    * One entry per distinct value looked up (a `userName` and a `userId` are distinct
      even when they name the same account), first lookup first; `created` is its first
      lookup of the month. The entry fields are inferred.
    * Lookups are made with the account's API key only (a `Profile-Key` refuses them with
      code 435), so the list is the account's: a `Profile-Key` header is not read here
      (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UserLookups
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
