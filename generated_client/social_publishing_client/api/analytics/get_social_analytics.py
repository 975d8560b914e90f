from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.social_analytics import SocialAnalytics
from ...models.social_analytics_request import SocialAnalyticsRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SocialAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    if not isinstance(twitter_api_key, Unset):
        headers["X-Twitter-OAuth1-Api-Key"] = twitter_api_key

    if not isinstance(twitter_api_secret, Unset):
        headers["X-Twitter-OAuth1-Api-Secret"] = twitter_api_secret

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/analytics/social",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SocialAnalytics | None:
    if response.status_code == 200:
        response_200 = SocialAnalytics.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(data: object) -> Error | SocialAnalytics:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = Error.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = SocialAnalytics.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

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
) -> Response[Error | SocialAnalytics]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SocialAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | SocialAnalytics]:
    """Analytics of the linked accounts

     Account-level analytics of the acting profile's linked networks (DOCS
    apis/analytics/social; MCP analytics skill; LIVE; SDK-PY `analyticsSocial`), one object
    per requested network with its `analytics` (field names differ per network: the
    schemas per network).

    * `quarters` (1-4) limits the counts to the last quarters; 0 or absent is all time.
    * `daily` adds a daily series on Facebook, Instagram, Snapchat, TikTok and YouTube;
      `period60Days` a 60-day series on TikTok; sending both is refused with code 434.
    * `userId`/`userName` look up another X account; sent with a `Profile-Key` they are
      refused with code 435 (HTTP 400, MCP); they need `platforms: [twitter]` (code 438).
    * A requested network that is not linked gets an `errors` entry with code 156: HTTP 200
      with `status: partial` when another network answered, HTTP 400 with the full result
      (`status: error`) when none did (inferred, as for post analytics).
    * Telegram has no account analytics (code 157, `x-networks`; DOCS overview).
    * The reference server's sandbox networks answer counts that are a pure function of the
      profile, the network, the metric and the hours the window covers (since the network
      was linked, or the last `quarters`; service clock), growing with time; texts
      (names, addresses) are the linked account's (each field's `x-value-of`).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (SocialAnalyticsRequest): Which networks' account analytics, over which window (MCP
            analytics skill; SDK-PY
            `analyticsSocial`). `quarters` (1-4) limits every count to the last quarters (91 days
            each, inferred), 0 or absent means all time; `daily` adds a daily series (Facebook,
            Instagram, Snapchat, TikTok, YouTube; the last 30 days, inferred) and `period60Days` a
            60-day one on TikTok; the two are mutually exclusive (code 434). `userId`/`userName`
            look up another X account and are refused with a `Profile-Key` (code 435, HTTP 400).
             Example: {'platforms': ['facebook', 'linkedin'], 'quarters': 1}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | SocialAnalytics | SocialAnalytics]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SocialAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | SocialAnalytics | None:
    """Analytics of the linked accounts

     Account-level analytics of the acting profile's linked networks (DOCS
    apis/analytics/social; MCP analytics skill; LIVE; SDK-PY `analyticsSocial`), one object
    per requested network with its `analytics` (field names differ per network: the
    schemas per network).

    * `quarters` (1-4) limits the counts to the last quarters; 0 or absent is all time.
    * `daily` adds a daily series on Facebook, Instagram, Snapchat, TikTok and YouTube;
      `period60Days` a 60-day series on TikTok; sending both is refused with code 434.
    * `userId`/`userName` look up another X account; sent with a `Profile-Key` they are
      refused with code 435 (HTTP 400, MCP); they need `platforms: [twitter]` (code 438).
    * A requested network that is not linked gets an `errors` entry with code 156: HTTP 200
      with `status: partial` when another network answered, HTTP 400 with the full result
      (`status: error`) when none did (inferred, as for post analytics).
    * Telegram has no account analytics (code 157, `x-networks`; DOCS overview).
    * The reference server's sandbox networks answer counts that are a pure function of the
      profile, the network, the metric and the hours the window covers (since the network
      was linked, or the last `quarters`; service clock), growing with time; texts
      (names, addresses) are the linked account's (each field's `x-value-of`).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (SocialAnalyticsRequest): Which networks' account analytics, over which window (MCP
            analytics skill; SDK-PY
            `analyticsSocial`). `quarters` (1-4) limits every count to the last quarters (91 days
            each, inferred), 0 or absent means all time; `daily` adds a daily series (Facebook,
            Instagram, Snapchat, TikTok, YouTube; the last 30 days, inferred) and `period60Days` a
            60-day one on TikTok; the two are mutually exclusive (code 434). `userId`/`userName`
            look up another X account and are refused with a `Profile-Key` (code 435, HTTP 400).
             Example: {'platforms': ['facebook', 'linkedin'], 'quarters': 1}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | SocialAnalytics | SocialAnalytics
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SocialAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | SocialAnalytics]:
    """Analytics of the linked accounts

     Account-level analytics of the acting profile's linked networks (DOCS
    apis/analytics/social; MCP analytics skill; LIVE; SDK-PY `analyticsSocial`), one object
    per requested network with its `analytics` (field names differ per network: the
    schemas per network).

    * `quarters` (1-4) limits the counts to the last quarters; 0 or absent is all time.
    * `daily` adds a daily series on Facebook, Instagram, Snapchat, TikTok and YouTube;
      `period60Days` a 60-day series on TikTok; sending both is refused with code 434.
    * `userId`/`userName` look up another X account; sent with a `Profile-Key` they are
      refused with code 435 (HTTP 400, MCP); they need `platforms: [twitter]` (code 438).
    * A requested network that is not linked gets an `errors` entry with code 156: HTTP 200
      with `status: partial` when another network answered, HTTP 400 with the full result
      (`status: error`) when none did (inferred, as for post analytics).
    * Telegram has no account analytics (code 157, `x-networks`; DOCS overview).
    * The reference server's sandbox networks answer counts that are a pure function of the
      profile, the network, the metric and the hours the window covers (since the network
      was linked, or the last `quarters`; service clock), growing with time; texts
      (names, addresses) are the linked account's (each field's `x-value-of`).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (SocialAnalyticsRequest): Which networks' account analytics, over which window (MCP
            analytics skill; SDK-PY
            `analyticsSocial`). `quarters` (1-4) limits every count to the last quarters (91 days
            each, inferred), 0 or absent means all time; `daily` adds a daily series (Facebook,
            Instagram, Snapchat, TikTok, YouTube; the last 30 days, inferred) and `period60Days` a
            60-day one on TikTok; the two are mutually exclusive (code 434). `userId`/`userName`
            look up another X account and are refused with a `Profile-Key` (code 435, HTTP 400).
             Example: {'platforms': ['facebook', 'linkedin'], 'quarters': 1}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | SocialAnalytics | SocialAnalytics]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SocialAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | SocialAnalytics | None:
    """Analytics of the linked accounts

     Account-level analytics of the acting profile's linked networks (DOCS
    apis/analytics/social; MCP analytics skill; LIVE; SDK-PY `analyticsSocial`), one object
    per requested network with its `analytics` (field names differ per network: the
    schemas per network).

    * `quarters` (1-4) limits the counts to the last quarters; 0 or absent is all time.
    * `daily` adds a daily series on Facebook, Instagram, Snapchat, TikTok and YouTube;
      `period60Days` a 60-day series on TikTok; sending both is refused with code 434.
    * `userId`/`userName` look up another X account; sent with a `Profile-Key` they are
      refused with code 435 (HTTP 400, MCP); they need `platforms: [twitter]` (code 438).
    * A requested network that is not linked gets an `errors` entry with code 156: HTTP 200
      with `status: partial` when another network answered, HTTP 400 with the full result
      (`status: error`) when none did (inferred, as for post analytics).
    * Telegram has no account analytics (code 157, `x-networks`; DOCS overview).
    * The reference server's sandbox networks answer counts that are a pure function of the
      profile, the network, the metric and the hours the window covers (since the network
      was linked, or the last `quarters`; service clock), growing with time; texts
      (names, addresses) are the linked account's (each field's `x-value-of`).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (SocialAnalyticsRequest): Which networks' account analytics, over which window (MCP
            analytics skill; SDK-PY
            `analyticsSocial`). `quarters` (1-4) limits every count to the last quarters (91 days
            each, inferred), 0 or absent means all time; `daily` adds a daily series (Facebook,
            Instagram, Snapchat, TikTok, YouTube; the last 30 days, inferred) and `period60Days` a
            60-day one on TikTok; the two are mutually exclusive (code 434). `userId`/`userName`
            look up another X account and are refused with a `Profile-Key` (code 435, HTTP 400).
             Example: {'platforms': ['facebook', 'linkedin'], 'quarters': 1}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | SocialAnalytics | SocialAnalytics
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
