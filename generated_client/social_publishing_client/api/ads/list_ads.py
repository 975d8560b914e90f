from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_list import AdList
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    campaign_id: str | Unset = UNSET,
    account_id: str | Unset = UNSET,
    ad_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    social_post_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["campaignId"] = campaign_id
    params["accountId"] = account_id
    params["adId"] = ad_id
    params["postId"] = post_id
    params["socialPostId"] = social_post_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ads/facebook/ads",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdList | Error | None:
    if response.status_code == 200:
        response_200 = AdList.from_dict(response.json())

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
) -> Response[AdList | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    campaign_id: str | Unset = UNSET,
    account_id: str | Unset = UNSET,
    ad_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    social_post_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdList | Error]:
    """List the boosted ads

     The acting profile's ads (DOCS graphql/ads), filtered by at least one of `campaignId`,
    `accountId`, `adId`, `postId` and `socialPostId` (the Facebook Social Post ID); without
    any of them the request is refused with code 108. Every filter sent must match (inferred),
    oldest ad first. Each ad's `deliveryStatus`, `spend` and `metrics` are read at the service
    clock (see `boost_post`). The answer's shape is inferred (not published). Needs the Ads
    add-on (code 399) and a linked Facebook Page (156).

    Args:
        campaign_id (str | Unset): A Meta id (digits; DOCS get-ad-history shows `adId` so).
            Example: 120218167147110411.
        account_id (str | Unset):
        ad_id (str | Unset): A Meta id (digits; DOCS get-ad-history shows `adId` so). Example:
            120218167147110411.
        post_id (str | Unset):
        social_post_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdList | Error]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        account_id=account_id,
        ad_id=ad_id,
        post_id=post_id,
        social_post_id=social_post_id,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    campaign_id: str | Unset = UNSET,
    account_id: str | Unset = UNSET,
    ad_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    social_post_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdList | Error | None:
    """List the boosted ads

     The acting profile's ads (DOCS graphql/ads), filtered by at least one of `campaignId`,
    `accountId`, `adId`, `postId` and `socialPostId` (the Facebook Social Post ID); without
    any of them the request is refused with code 108. Every filter sent must match (inferred),
    oldest ad first. Each ad's `deliveryStatus`, `spend` and `metrics` are read at the service
    clock (see `boost_post`). The answer's shape is inferred (not published). Needs the Ads
    add-on (code 399) and a linked Facebook Page (156).

    Args:
        campaign_id (str | Unset): A Meta id (digits; DOCS get-ad-history shows `adId` so).
            Example: 120218167147110411.
        account_id (str | Unset):
        ad_id (str | Unset): A Meta id (digits; DOCS get-ad-history shows `adId` so). Example:
            120218167147110411.
        post_id (str | Unset):
        social_post_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdList | Error
    """

    return sync_detailed(
        client=client,
        campaign_id=campaign_id,
        account_id=account_id,
        ad_id=ad_id,
        post_id=post_id,
        social_post_id=social_post_id,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    campaign_id: str | Unset = UNSET,
    account_id: str | Unset = UNSET,
    ad_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    social_post_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdList | Error]:
    """List the boosted ads

     The acting profile's ads (DOCS graphql/ads), filtered by at least one of `campaignId`,
    `accountId`, `adId`, `postId` and `socialPostId` (the Facebook Social Post ID); without
    any of them the request is refused with code 108. Every filter sent must match (inferred),
    oldest ad first. Each ad's `deliveryStatus`, `spend` and `metrics` are read at the service
    clock (see `boost_post`). The answer's shape is inferred (not published). Needs the Ads
    add-on (code 399) and a linked Facebook Page (156).

    Args:
        campaign_id (str | Unset): A Meta id (digits; DOCS get-ad-history shows `adId` so).
            Example: 120218167147110411.
        account_id (str | Unset):
        ad_id (str | Unset): A Meta id (digits; DOCS get-ad-history shows `adId` so). Example:
            120218167147110411.
        post_id (str | Unset):
        social_post_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdList | Error]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        account_id=account_id,
        ad_id=ad_id,
        post_id=post_id,
        social_post_id=social_post_id,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    campaign_id: str | Unset = UNSET,
    account_id: str | Unset = UNSET,
    ad_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    social_post_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdList | Error | None:
    """List the boosted ads

     The acting profile's ads (DOCS graphql/ads), filtered by at least one of `campaignId`,
    `accountId`, `adId`, `postId` and `socialPostId` (the Facebook Social Post ID); without
    any of them the request is refused with code 108. Every filter sent must match (inferred),
    oldest ad first. Each ad's `deliveryStatus`, `spend` and `metrics` are read at the service
    clock (see `boost_post`). The answer's shape is inferred (not published). Needs the Ads
    add-on (code 399) and a linked Facebook Page (156).

    Args:
        campaign_id (str | Unset): A Meta id (digits; DOCS get-ad-history shows `adId` so).
            Example: 120218167147110411.
        account_id (str | Unset):
        ad_id (str | Unset): A Meta id (digits; DOCS get-ad-history shows `adId` so). Example:
            120218167147110411.
        post_id (str | Unset):
        social_post_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdList | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            campaign_id=campaign_id,
            account_id=account_id,
            ad_id=ad_id,
            post_id=post_id,
            social_post_id=social_post_id,
            profile_key=profile_key,
        )
    ).parsed
