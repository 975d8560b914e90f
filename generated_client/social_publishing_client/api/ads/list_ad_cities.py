from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_cities import AdCities
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    search: str | Unset = UNSET,
    limit: int | Unset = 25,
    country_code: str | Unset = UNSET,
    region_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["search"] = search
    params["limit"] = limit
    params["countryCode"] = country_code
    params["regionId"] = region_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ads/facebook/cities",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdCities | Error | None:
    if response.status_code == 200:
        response_200 = AdCities.from_dict(response.json())

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
) -> Response[AdCities | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    limit: int | Unset = 25,
    country_code: str | Unset = UNSET,
    region_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdCities | Error]:
    """Search the targetable cities

     The cities an ad can target (`locations.cities` of `boost_post`). DOCS
    apis/ads/facebook/get-ad-cities sends `GET /ads/facebook/cities?search=Manhattan` and lists
    `search` (a partial or full city name) and `limit` (default 25) as its query parameters;
    its answer names each city by `key` and adds `count`. `countryCode` and `regionId` (DOCS
    graphql/ads: they work with cities) are optional filters. Every filter sent must match; at most
    `limit` cities, by name.
    Each city carries `key` (canonical) and `id` (the same value, a name kept for existing clients);
    `regionId` stays a string here (the page shows a number). Needs the Ads add-on (399) and a
    linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        limit (int | Unset):  Default: 25.
        country_code (str | Unset):
        region_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdCities | Error]
    """

    kwargs = _get_kwargs(
        search=search,
        limit=limit,
        country_code=country_code,
        region_id=region_id,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    limit: int | Unset = 25,
    country_code: str | Unset = UNSET,
    region_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdCities | Error | None:
    """Search the targetable cities

     The cities an ad can target (`locations.cities` of `boost_post`). DOCS
    apis/ads/facebook/get-ad-cities sends `GET /ads/facebook/cities?search=Manhattan` and lists
    `search` (a partial or full city name) and `limit` (default 25) as its query parameters;
    its answer names each city by `key` and adds `count`. `countryCode` and `regionId` (DOCS
    graphql/ads: they work with cities) are optional filters. Every filter sent must match; at most
    `limit` cities, by name.
    Each city carries `key` (canonical) and `id` (the same value, a name kept for existing clients);
    `regionId` stays a string here (the page shows a number). Needs the Ads add-on (399) and a
    linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        limit (int | Unset):  Default: 25.
        country_code (str | Unset):
        region_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdCities | Error
    """

    return sync_detailed(
        client=client,
        search=search,
        limit=limit,
        country_code=country_code,
        region_id=region_id,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    limit: int | Unset = 25,
    country_code: str | Unset = UNSET,
    region_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdCities | Error]:
    """Search the targetable cities

     The cities an ad can target (`locations.cities` of `boost_post`). DOCS
    apis/ads/facebook/get-ad-cities sends `GET /ads/facebook/cities?search=Manhattan` and lists
    `search` (a partial or full city name) and `limit` (default 25) as its query parameters;
    its answer names each city by `key` and adds `count`. `countryCode` and `regionId` (DOCS
    graphql/ads: they work with cities) are optional filters. Every filter sent must match; at most
    `limit` cities, by name.
    Each city carries `key` (canonical) and `id` (the same value, a name kept for existing clients);
    `regionId` stays a string here (the page shows a number). Needs the Ads add-on (399) and a
    linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        limit (int | Unset):  Default: 25.
        country_code (str | Unset):
        region_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdCities | Error]
    """

    kwargs = _get_kwargs(
        search=search,
        limit=limit,
        country_code=country_code,
        region_id=region_id,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    limit: int | Unset = 25,
    country_code: str | Unset = UNSET,
    region_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdCities | Error | None:
    """Search the targetable cities

     The cities an ad can target (`locations.cities` of `boost_post`). DOCS
    apis/ads/facebook/get-ad-cities sends `GET /ads/facebook/cities?search=Manhattan` and lists
    `search` (a partial or full city name) and `limit` (default 25) as its query parameters;
    its answer names each city by `key` and adds `count`. `countryCode` and `regionId` (DOCS
    graphql/ads: they work with cities) are optional filters. Every filter sent must match; at most
    `limit` cities, by name.
    Each city carries `key` (canonical) and `id` (the same value, a name kept for existing clients);
    `regionId` stays a string here (the page shows a number). Needs the Ads add-on (399) and a
    linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        limit (int | Unset):  Default: 25.
        country_code (str | Unset):
        region_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdCities | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            search=search,
            limit=limit,
            country_code=country_code,
            region_id=region_id,
            profile_key=profile_key,
        )
    ).parsed
