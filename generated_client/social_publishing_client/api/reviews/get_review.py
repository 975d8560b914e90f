from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.one_review import OneReview
from ...models.platform import Platform
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    json_platform: str = platform
    params["platform"] = json_platform

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/reviews/{id}".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | OneReview | None:
    if response.status_code == 200:
        response_200 = OneReview.from_dict(response.json())

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
) -> Response[Error | OneReview]:
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
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> Response[Error | OneReview]:
    """Read one review

     The review `id` of the acting profile's Google Business Profile (SDK-PY `review`: the id
    in the path, and in the query too, where it is ignored; README: "Currently available:
    gmb", hence `x-networks`). The answer's shape is not published; it is inferred to be
    the review as `list_reviews` lists it, under `status`. An unknown id gets code 349.

    Args:
        id (str): A review's id on its network (made by the network). Example:
            AbFvOqmZ1cW9x2yT7uLpQ3.
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | OneReview]
    """

    kwargs = _get_kwargs(
        id=id,
        platform=platform,
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
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> Error | OneReview | None:
    """Read one review

     The review `id` of the acting profile's Google Business Profile (SDK-PY `review`: the id
    in the path, and in the query too, where it is ignored; README: "Currently available:
    gmb", hence `x-networks`). The answer's shape is not published; it is inferred to be
    the review as `list_reviews` lists it, under `status`. An unknown id gets code 349.

    Args:
        id (str): A review's id on its network (made by the network). Example:
            AbFvOqmZ1cW9x2yT7uLpQ3.
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | OneReview
    """

    return sync_detailed(
        id=id,
        client=client,
        platform=platform,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> Response[Error | OneReview]:
    """Read one review

     The review `id` of the acting profile's Google Business Profile (SDK-PY `review`: the id
    in the path, and in the query too, where it is ignored; README: "Currently available:
    gmb", hence `x-networks`). The answer's shape is not published; it is inferred to be
    the review as `list_reviews` lists it, under `status`. An unknown id gets code 349.

    Args:
        id (str): A review's id on its network (made by the network). Example:
            AbFvOqmZ1cW9x2yT7uLpQ3.
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | OneReview]
    """

    kwargs = _get_kwargs(
        id=id,
        platform=platform,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> Error | OneReview | None:
    """Read one review

     The review `id` of the acting profile's Google Business Profile (SDK-PY `review`: the id
    in the path, and in the query too, where it is ignored; README: "Currently available:
    gmb", hence `x-networks`). The answer's shape is not published; it is inferred to be
    the review as `list_reviews` lists it, under `status`. An unknown id gets code 349.

    Args:
        id (str): A review's id on its network (made by the network). Example:
            AbFvOqmZ1cW9x2yT7uLpQ3.
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | OneReview
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            platform=platform,
            profile_key=profile_key,
        )
    ).parsed
