from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_regions import AdRegions
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    search: str | Unset = UNSET,
    country_code: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["search"] = search
    params["countryCode"] = country_code

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ads/facebook/regions",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdRegions | Error | None:
    if response.status_code == 200:
        response_200 = AdRegions.from_dict(response.json())

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
) -> Response[AdRegions | Error]:
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
    country_code: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdRegions | Error]:
    """List the targetable regions

     The regions an ad can target (`locations.regions` of `boost_post`). DOCS
    apis/ads/facebook/get-ad-regions sends `GET /ads/facebook/regions` without a parameter
    ("all countries that support region targeting": every region of every country that has
    them) and `?search=al` (the regions whose name contains the term, case-insensitive).
    `countryCode` (inferred; DOCS graphql/ads ties
    `countryCode` to cities) is an optional filter. Every filter sent must match; a
    country the table does not know answers an empty list. Each region carries `key` (the
    page's identifier, canonical) and `id` (the same value, a name kept for existing clients); the
    rest of the shape is inferred. Needs the Ads add-on (399) and a linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        country_code (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdRegions | Error]
    """

    kwargs = _get_kwargs(
        search=search,
        country_code=country_code,
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
    country_code: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdRegions | Error | None:
    """List the targetable regions

     The regions an ad can target (`locations.regions` of `boost_post`). DOCS
    apis/ads/facebook/get-ad-regions sends `GET /ads/facebook/regions` without a parameter
    ("all countries that support region targeting": every region of every country that has
    them) and `?search=al` (the regions whose name contains the term, case-insensitive).
    `countryCode` (inferred; DOCS graphql/ads ties
    `countryCode` to cities) is an optional filter. Every filter sent must match; a
    country the table does not know answers an empty list. Each region carries `key` (the
    page's identifier, canonical) and `id` (the same value, a name kept for existing clients); the
    rest of the shape is inferred. Needs the Ads add-on (399) and a linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        country_code (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdRegions | Error
    """

    return sync_detailed(
        client=client,
        search=search,
        country_code=country_code,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    country_code: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdRegions | Error]:
    """List the targetable regions

     The regions an ad can target (`locations.regions` of `boost_post`). DOCS
    apis/ads/facebook/get-ad-regions sends `GET /ads/facebook/regions` without a parameter
    ("all countries that support region targeting": every region of every country that has
    them) and `?search=al` (the regions whose name contains the term, case-insensitive).
    `countryCode` (inferred; DOCS graphql/ads ties
    `countryCode` to cities) is an optional filter. Every filter sent must match; a
    country the table does not know answers an empty list. Each region carries `key` (the
    page's identifier, canonical) and `id` (the same value, a name kept for existing clients); the
    rest of the shape is inferred. Needs the Ads add-on (399) and a linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        country_code (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdRegions | Error]
    """

    kwargs = _get_kwargs(
        search=search,
        country_code=country_code,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    country_code: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdRegions | Error | None:
    """List the targetable regions

     The regions an ad can target (`locations.regions` of `boost_post`). DOCS
    apis/ads/facebook/get-ad-regions sends `GET /ads/facebook/regions` without a parameter
    ("all countries that support region targeting": every region of every country that has
    them) and `?search=al` (the regions whose name contains the term, case-insensitive).
    `countryCode` (inferred; DOCS graphql/ads ties
    `countryCode` to cities) is an optional filter. Every filter sent must match; a
    country the table does not know answers an empty list. Each region carries `key` (the
    page's identifier, canonical) and `id` (the same value, a name kept for existing clients); the
    rest of the shape is inferred. Needs the Ads add-on (399) and a linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        country_code (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdRegions | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            search=search,
            country_code=country_code,
            profile_key=profile_key,
        )
    ).parsed
