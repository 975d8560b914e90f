from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_accounts import AdAccounts
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = 100,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ads/facebook/accounts",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdAccounts | Error | None:
    if response.status_code == 200:
        response_200 = AdAccounts.from_dict(response.json())

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
) -> Response[AdAccounts | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    profile_key: str | Unset = UNSET,
) -> Response[AdAccounts | Error]:
    """List the Facebook ad accounts

     The Meta ad accounts the acting profile's linked Facebook Page can use (DOCS
    get-ad-accounts), at most `limit` (default 100). Facebook must be linked (code 156). The
    answer is cached: `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (DOCS: 10
    minutes). In the sandbox every linked Facebook Page has one ad account, made from the
    profile (inferred: no network to ask). Needs the Ads add-on (`x-add-ons`, code 399,
    HTTP 403; DOCS graphql/ads).

    Args:
        limit (int | Unset):  Default: 100.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdAccounts | Error]
    """

    kwargs = _get_kwargs(
        limit=limit,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    profile_key: str | Unset = UNSET,
) -> AdAccounts | Error | None:
    """List the Facebook ad accounts

     The Meta ad accounts the acting profile's linked Facebook Page can use (DOCS
    get-ad-accounts), at most `limit` (default 100). Facebook must be linked (code 156). The
    answer is cached: `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (DOCS: 10
    minutes). In the sandbox every linked Facebook Page has one ad account, made from the
    profile (inferred: no network to ask). Needs the Ads add-on (`x-add-ons`, code 399,
    HTTP 403; DOCS graphql/ads).

    Args:
        limit (int | Unset):  Default: 100.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdAccounts | Error
    """

    return sync_detailed(
        client=client,
        limit=limit,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    profile_key: str | Unset = UNSET,
) -> Response[AdAccounts | Error]:
    """List the Facebook ad accounts

     The Meta ad accounts the acting profile's linked Facebook Page can use (DOCS
    get-ad-accounts), at most `limit` (default 100). Facebook must be linked (code 156). The
    answer is cached: `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (DOCS: 10
    minutes). In the sandbox every linked Facebook Page has one ad account, made from the
    profile (inferred: no network to ask). Needs the Ads add-on (`x-add-ons`, code 399,
    HTTP 403; DOCS graphql/ads).

    Args:
        limit (int | Unset):  Default: 100.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdAccounts | Error]
    """

    kwargs = _get_kwargs(
        limit=limit,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    profile_key: str | Unset = UNSET,
) -> AdAccounts | Error | None:
    """List the Facebook ad accounts

     The Meta ad accounts the acting profile's linked Facebook Page can use (DOCS
    get-ad-accounts), at most `limit` (default 100). Facebook must be linked (code 156). The
    answer is cached: `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (DOCS: 10
    minutes). In the sandbox every linked Facebook Page has one ad account, made from the
    profile (inferred: no network to ask). Needs the Ads add-on (`x-add-ons`, code 399,
    HTTP 403; DOCS graphql/ads).

    Args:
        limit (int | Unset):  Default: 100.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdAccounts | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            profile_key=profile_key,
        )
    ).parsed
