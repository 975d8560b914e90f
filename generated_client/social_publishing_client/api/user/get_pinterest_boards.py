from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.pinterest_boards import PinterestBoards
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
        "url": "/user/details/pinterest",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PinterestBoards | None:
    if response.status_code == 200:
        response_200 = PinterestBoards.from_dict(response.json())

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
) -> Response[Error | PinterestBoards]:
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
) -> Response[Error | PinterestBoards]:
    """The boards of the linked Pinterest account

     The boards of the Pinterest account linked to the acting profile (ONE "Get Pinterest
    User Board Details"; DOCS apis/user/pinterest-board "Get Details for Pinterest User
    Boards"): the `boardId` a Pinterest post names is one of their `id`s.

    * Pinterest not linked to the acting profile: code 156 (MCP errors skill, FR).
    * A linked Pinterest account has at least one board (DOCS dashboard/connect-social-
      accounts/pinterest: a board must exist before the account can be linked).
    * The board fields are inferred from Pinterest's own board object (id, name,
      description, privacy); the answer's shape is not published.
    * In the reference server the sandbox network holds the boards: one to five, derived
      deterministically from the profile and the link (no internet), the same at every
      call.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PinterestBoards]
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
) -> Error | PinterestBoards | None:
    """The boards of the linked Pinterest account

     The boards of the Pinterest account linked to the acting profile (ONE "Get Pinterest
    User Board Details"; DOCS apis/user/pinterest-board "Get Details for Pinterest User
    Boards"): the `boardId` a Pinterest post names is one of their `id`s.

    * Pinterest not linked to the acting profile: code 156 (MCP errors skill, FR).
    * A linked Pinterest account has at least one board (DOCS dashboard/connect-social-
      accounts/pinterest: a board must exist before the account can be linked).
    * The board fields are inferred from Pinterest's own board object (id, name,
      description, privacy); the answer's shape is not published.
    * In the reference server the sandbox network holds the boards: one to five, derived
      deterministically from the profile and the link (no internet), the same at every
      call.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PinterestBoards
    """

    return sync_detailed(
        client=client,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PinterestBoards]:
    """The boards of the linked Pinterest account

     The boards of the Pinterest account linked to the acting profile (ONE "Get Pinterest
    User Board Details"; DOCS apis/user/pinterest-board "Get Details for Pinterest User
    Boards"): the `boardId` a Pinterest post names is one of their `id`s.

    * Pinterest not linked to the acting profile: code 156 (MCP errors skill, FR).
    * A linked Pinterest account has at least one board (DOCS dashboard/connect-social-
      accounts/pinterest: a board must exist before the account can be linked).
    * The board fields are inferred from Pinterest's own board object (id, name,
      description, privacy); the answer's shape is not published.
    * In the reference server the sandbox network holds the boards: one to five, derived
      deterministically from the profile and the link (no internet), the same at every
      call.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PinterestBoards]
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
) -> Error | PinterestBoards | None:
    """The boards of the linked Pinterest account

     The boards of the Pinterest account linked to the acting profile (ONE "Get Pinterest
    User Board Details"; DOCS apis/user/pinterest-board "Get Details for Pinterest User
    Boards"): the `boardId` a Pinterest post names is one of their `id`s.

    * Pinterest not linked to the acting profile: code 156 (MCP errors skill, FR).
    * A linked Pinterest account has at least one board (DOCS dashboard/connect-social-
      accounts/pinterest: a board must exist before the account can be linked).
    * The board fields are inferred from Pinterest's own board object (id, name,
      description, privacy); the answer's shape is not published.
    * In the reference server the sandbox network holds the boards: one to five, derived
      deterministically from the profile and the link (no internet), the same at every
      call.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PinterestBoards
    """

    return (
        await asyncio_detailed(
            client=client,
            profile_key=profile_key,
        )
    ).parsed
