from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.media_library_item import MediaLibraryItem
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
        "url": "/media",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | list[MediaLibraryItem] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for componentsschemas_media_library_item_data in _response_200:
            componentsschemas_media_library_item = MediaLibraryItem.from_dict(
                componentsschemas_media_library_item_data
            )

            response_200.append(componentsschemas_media_library_item)

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
) -> Response[Error | list[MediaLibraryItem]]:
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
) -> Response[Error | list[MediaLibraryItem]]:
    """List the media library

     Lists the media uploaded by the acting profile that has not yet expired (uploads are kept
    for `x-limits.mediaRetentionDays` days). Newest first. The answer is the page's: an
    array of items (not an object), each with `size` as a string of digits; see
    `MediaLibrary`.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | list[MediaLibraryItem]]
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
) -> Error | list[MediaLibraryItem] | None:
    """List the media library

     Lists the media uploaded by the acting profile that has not yet expired (uploads are kept
    for `x-limits.mediaRetentionDays` days). Newest first. The answer is the page's: an
    array of items (not an object), each with `size` as a string of digits; see
    `MediaLibrary`.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | list[MediaLibraryItem]
    """

    return sync_detailed(
        client=client,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Response[Error | list[MediaLibraryItem]]:
    """List the media library

     Lists the media uploaded by the acting profile that has not yet expired (uploads are kept
    for `x-limits.mediaRetentionDays` days). Newest first. The answer is the page's: an
    array of items (not an object), each with `size` as a string of digits; see
    `MediaLibrary`.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | list[MediaLibraryItem]]
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
) -> Error | list[MediaLibraryItem] | None:
    """List the media library

     Lists the media uploaded by the acting profile that has not yet expired (uploads are kept
    for `x-limits.mediaRetentionDays` days). Newest first. The answer is the page's: an
    array of items (not an object), each with `size` as a string of digits; see
    `MediaLibrary`.

    Args:
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | list[MediaLibraryItem]
    """

    return (
        await asyncio_detailed(
            client=client,
            profile_key=profile_key,
        )
    ).parsed
