from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_boosted import AdBoosted
from ...models.boost_by_facebook_post_id import BoostByFacebookPostId
from ...models.boost_by_post_id import BoostByPostId
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: BoostByFacebookPostId | BoostByPostId,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/ads/facebook/boost",
    }

    if isinstance(body, BoostByPostId):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdBoosted | Error | None:
    if response.status_code == 200:
        response_200 = AdBoosted.from_dict(response.json())

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

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AdBoosted | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BoostByFacebookPostId | BoostByPostId,
    profile_key: str | Unset = UNSET,
) -> Response[AdBoosted | Error]:
    """Boost a Facebook post (make it an ad)

     Turns a post published on the acting profile's linked Facebook Page into a Facebook ad
    paid from one of its ad accounts (DOCS boost-post, ads overview). Needs the Ads add-on
    (`x-add-ons`, code 399, HTTP 403; DOCS graphql/ads) and a linked Facebook Page (156).
    * The post is `postId` (a Post ID of the service) or `fbPostId` (the post's Social Post ID
      on Facebook); `postId` wins when both are sent. An unknown or deleted `postId` is
      refused with code 114; a post not published on Facebook (still scheduled, or on other
      networks only), or an `fbPostId` of no published post, with code 702 (inferred).
    * `accountId` must be one of the ad accounts `list_ad_accounts` answers (code 703,
      inferred).
    * `budget` is the daily budget in USD with at most `x-ad-delivery.budgetDecimals`
      decimals (DOCS) and at least the account's `minDailyBudget` (inferred: the history's
      `budgetType` is `daily`); else code 701.
    * The ad runs from `startDate` (the service clock when absent or past; inferred) to
      `endDate` (no end when absent, inferred), at least `x-ad-delivery.minRunSeconds`
      (DOCS: 30 hours); else code 700. `minAge` above `maxAge` is refused with code 704
      (inferred).
    * Facebook reviews each ad in up to 24 hours (DOCS): the sandbox takes exactly
      `x-ad-delivery.reviewSeconds` of the service clock, during which the ad's
      `deliveryStatus` is `PENDING_REVIEW`; then it is `ACTIVE` (from `startDate`, while
      its `status` is `ACTIVE`) until `endDate` (`COMPLETED`). The lifecycle values are
      inferred from the Marketing API's effective statuses.
    * The answer's shape `{status, adId, ...}` is inferred (not published).
    * While `ACTIVE` the ad spends its daily budget evenly (whole cents, rounded down) and
      buys the figures of the `x-ad-delivery` rates (inferred sandbox rates, near the DOCS
      get-ad-history example): `list_ads` and `get_ad_spend_history` answer them. Each goal's
      `title` and `description` are `x-ad-delivery.goals`.

    Args:
        profile_key (str | Unset):
        body (BoostByFacebookPostId | BoostByPostId): Body of `boost_post` (DOCS boost-post
            example: `postId` or `fbPostId`, `accountId`,
            `adName`, `status`, `goal`, `minAge`, `maxAge`, `locations`, `budget`, `bidAmount`,
            `startDate`, `endDate`, `interests`). Which fields are required and the defaults are
            inferred.
             Example: {'postId': 'RkNcwMGQI4BSAXmNWLhD', 'accountId': 'act_1234567890', 'goal':
            'engagement', 'budget': 5.5, 'endDate': '2026-12-08T00:00:00Z'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdBoosted | Error]
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
    body: BoostByFacebookPostId | BoostByPostId,
    profile_key: str | Unset = UNSET,
) -> AdBoosted | Error | None:
    """Boost a Facebook post (make it an ad)

     Turns a post published on the acting profile's linked Facebook Page into a Facebook ad
    paid from one of its ad accounts (DOCS boost-post, ads overview). Needs the Ads add-on
    (`x-add-ons`, code 399, HTTP 403; DOCS graphql/ads) and a linked Facebook Page (156).
    * The post is `postId` (a Post ID of the service) or `fbPostId` (the post's Social Post ID
      on Facebook); `postId` wins when both are sent. An unknown or deleted `postId` is
      refused with code 114; a post not published on Facebook (still scheduled, or on other
      networks only), or an `fbPostId` of no published post, with code 702 (inferred).
    * `accountId` must be one of the ad accounts `list_ad_accounts` answers (code 703,
      inferred).
    * `budget` is the daily budget in USD with at most `x-ad-delivery.budgetDecimals`
      decimals (DOCS) and at least the account's `minDailyBudget` (inferred: the history's
      `budgetType` is `daily`); else code 701.
    * The ad runs from `startDate` (the service clock when absent or past; inferred) to
      `endDate` (no end when absent, inferred), at least `x-ad-delivery.minRunSeconds`
      (DOCS: 30 hours); else code 700. `minAge` above `maxAge` is refused with code 704
      (inferred).
    * Facebook reviews each ad in up to 24 hours (DOCS): the sandbox takes exactly
      `x-ad-delivery.reviewSeconds` of the service clock, during which the ad's
      `deliveryStatus` is `PENDING_REVIEW`; then it is `ACTIVE` (from `startDate`, while
      its `status` is `ACTIVE`) until `endDate` (`COMPLETED`). The lifecycle values are
      inferred from the Marketing API's effective statuses.
    * The answer's shape `{status, adId, ...}` is inferred (not published).
    * While `ACTIVE` the ad spends its daily budget evenly (whole cents, rounded down) and
      buys the figures of the `x-ad-delivery` rates (inferred sandbox rates, near the DOCS
      get-ad-history example): `list_ads` and `get_ad_spend_history` answer them. Each goal's
      `title` and `description` are `x-ad-delivery.goals`.

    Args:
        profile_key (str | Unset):
        body (BoostByFacebookPostId | BoostByPostId): Body of `boost_post` (DOCS boost-post
            example: `postId` or `fbPostId`, `accountId`,
            `adName`, `status`, `goal`, `minAge`, `maxAge`, `locations`, `budget`, `bidAmount`,
            `startDate`, `endDate`, `interests`). Which fields are required and the defaults are
            inferred.
             Example: {'postId': 'RkNcwMGQI4BSAXmNWLhD', 'accountId': 'act_1234567890', 'goal':
            'engagement', 'budget': 5.5, 'endDate': '2026-12-08T00:00:00Z'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdBoosted | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BoostByFacebookPostId | BoostByPostId,
    profile_key: str | Unset = UNSET,
) -> Response[AdBoosted | Error]:
    """Boost a Facebook post (make it an ad)

     Turns a post published on the acting profile's linked Facebook Page into a Facebook ad
    paid from one of its ad accounts (DOCS boost-post, ads overview). Needs the Ads add-on
    (`x-add-ons`, code 399, HTTP 403; DOCS graphql/ads) and a linked Facebook Page (156).
    * The post is `postId` (a Post ID of the service) or `fbPostId` (the post's Social Post ID
      on Facebook); `postId` wins when both are sent. An unknown or deleted `postId` is
      refused with code 114; a post not published on Facebook (still scheduled, or on other
      networks only), or an `fbPostId` of no published post, with code 702 (inferred).
    * `accountId` must be one of the ad accounts `list_ad_accounts` answers (code 703,
      inferred).
    * `budget` is the daily budget in USD with at most `x-ad-delivery.budgetDecimals`
      decimals (DOCS) and at least the account's `minDailyBudget` (inferred: the history's
      `budgetType` is `daily`); else code 701.
    * The ad runs from `startDate` (the service clock when absent or past; inferred) to
      `endDate` (no end when absent, inferred), at least `x-ad-delivery.minRunSeconds`
      (DOCS: 30 hours); else code 700. `minAge` above `maxAge` is refused with code 704
      (inferred).
    * Facebook reviews each ad in up to 24 hours (DOCS): the sandbox takes exactly
      `x-ad-delivery.reviewSeconds` of the service clock, during which the ad's
      `deliveryStatus` is `PENDING_REVIEW`; then it is `ACTIVE` (from `startDate`, while
      its `status` is `ACTIVE`) until `endDate` (`COMPLETED`). The lifecycle values are
      inferred from the Marketing API's effective statuses.
    * The answer's shape `{status, adId, ...}` is inferred (not published).
    * While `ACTIVE` the ad spends its daily budget evenly (whole cents, rounded down) and
      buys the figures of the `x-ad-delivery` rates (inferred sandbox rates, near the DOCS
      get-ad-history example): `list_ads` and `get_ad_spend_history` answer them. Each goal's
      `title` and `description` are `x-ad-delivery.goals`.

    Args:
        profile_key (str | Unset):
        body (BoostByFacebookPostId | BoostByPostId): Body of `boost_post` (DOCS boost-post
            example: `postId` or `fbPostId`, `accountId`,
            `adName`, `status`, `goal`, `minAge`, `maxAge`, `locations`, `budget`, `bidAmount`,
            `startDate`, `endDate`, `interests`). Which fields are required and the defaults are
            inferred.
             Example: {'postId': 'RkNcwMGQI4BSAXmNWLhD', 'accountId': 'act_1234567890', 'goal':
            'engagement', 'budget': 5.5, 'endDate': '2026-12-08T00:00:00Z'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdBoosted | Error]
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
    body: BoostByFacebookPostId | BoostByPostId,
    profile_key: str | Unset = UNSET,
) -> AdBoosted | Error | None:
    """Boost a Facebook post (make it an ad)

     Turns a post published on the acting profile's linked Facebook Page into a Facebook ad
    paid from one of its ad accounts (DOCS boost-post, ads overview). Needs the Ads add-on
    (`x-add-ons`, code 399, HTTP 403; DOCS graphql/ads) and a linked Facebook Page (156).
    * The post is `postId` (a Post ID of the service) or `fbPostId` (the post's Social Post ID
      on Facebook); `postId` wins when both are sent. An unknown or deleted `postId` is
      refused with code 114; a post not published on Facebook (still scheduled, or on other
      networks only), or an `fbPostId` of no published post, with code 702 (inferred).
    * `accountId` must be one of the ad accounts `list_ad_accounts` answers (code 703,
      inferred).
    * `budget` is the daily budget in USD with at most `x-ad-delivery.budgetDecimals`
      decimals (DOCS) and at least the account's `minDailyBudget` (inferred: the history's
      `budgetType` is `daily`); else code 701.
    * The ad runs from `startDate` (the service clock when absent or past; inferred) to
      `endDate` (no end when absent, inferred), at least `x-ad-delivery.minRunSeconds`
      (DOCS: 30 hours); else code 700. `minAge` above `maxAge` is refused with code 704
      (inferred).
    * Facebook reviews each ad in up to 24 hours (DOCS): the sandbox takes exactly
      `x-ad-delivery.reviewSeconds` of the service clock, during which the ad's
      `deliveryStatus` is `PENDING_REVIEW`; then it is `ACTIVE` (from `startDate`, while
      its `status` is `ACTIVE`) until `endDate` (`COMPLETED`). The lifecycle values are
      inferred from the Marketing API's effective statuses.
    * The answer's shape `{status, adId, ...}` is inferred (not published).
    * While `ACTIVE` the ad spends its daily budget evenly (whole cents, rounded down) and
      buys the figures of the `x-ad-delivery` rates (inferred sandbox rates, near the DOCS
      get-ad-history example): `list_ads` and `get_ad_spend_history` answer them. Each goal's
      `title` and `description` are `x-ad-delivery.goals`.

    Args:
        profile_key (str | Unset):
        body (BoostByFacebookPostId | BoostByPostId): Body of `boost_post` (DOCS boost-post
            example: `postId` or `fbPostId`, `accountId`,
            `adName`, `status`, `goal`, `minAge`, `maxAge`, `locations`, `budget`, `bidAmount`,
            `startDate`, `endDate`, `interests`). Which fields are required and the defaults are
            inferred.
             Example: {'postId': 'RkNcwMGQI4BSAXmNWLhD', 'accountId': 'act_1234567890', 'goal':
            'engagement', 'budget': 5.5, 'endDate': '2026-12-08T00:00:00Z'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdBoosted | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
