from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_record import PostRecord
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/post/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostRecord | None:
    if response.status_code == 200:
        response_200 = PostRecord.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostRecord]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PostRecord]:
    """Read a post

     Returns the acting profile's post with this Post ID (code 114 when unknown). The
    official Python SDK also repeats the ID in the query (`?id=`); like any unknown query
    parameter it is ignored.

    Args:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example:
            Ab12Cd34Ef56Gh78Ij90.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostRecord]
    """

    kwargs = _get_kwargs(
        id=id,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Error | PostRecord | None:
    """Read a post

     Returns the acting profile's post with this Post ID (code 114 when unknown). The
    official Python SDK also repeats the ID in the query (`?id=`); like any unknown query
    parameter it is ignored.

    Args:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example:
            Ab12Cd34Ef56Gh78Ij90.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostRecord
    """

    return sync_detailed(
        id=id,
        client=client,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PostRecord]:
    """Read a post

     Returns the acting profile's post with this Post ID (code 114 when unknown). The
    official Python SDK also repeats the ID in the query (`?id=`); like any unknown query
    parameter it is ignored.

    Args:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example:
            Ab12Cd34Ef56Gh78Ij90.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostRecord]
    """

    kwargs = _get_kwargs(
        id=id,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Error | PostRecord | None:
    """Read a post

     Returns the acting profile's post with this Post ID (code 114 when unknown). The
    official Python SDK also repeats the ID in the query (`?id=`); like any unknown query
    parameter it is ignored.

    Args:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example:
            Ab12Cd34Ef56Gh78Ij90.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostRecord
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            profile_key=profile_key,
        )
    ).parsed
