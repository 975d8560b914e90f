from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_analytics import PostAnalytics
from ...models.post_analytics_request import PostAnalyticsRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostAnalyticsRequest,
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
        "url": "/analytics/post",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostAnalytics | None:
    if response.status_code == 200:
        response_200 = PostAnalytics.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(data: object) -> Error | PostAnalytics:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = Error.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = PostAnalytics.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

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
) -> Response[Error | PostAnalytics]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostAnalytics]:
    """Analytics of a post

     The metrics each network reports for a post of the acting profile (DOCS
    apis/analytics/post; FR B.4; SDK-PY `analyticsPost`). The verb is POST with a JSON body.

    * By Post ID: `id` is the Post ID `create_post` returned; `platforms` narrows the
      answer to some of the post's networks (default: all of them).
    * By Social Post ID (DOCS apis/analytics/social-by-id; MCP "by_social_id"):
      `searchPlatformId: true`, `platforms` with exactly one network and `id` the network's
      id of the post (`postIds[].id` of `create_post`); more or fewer networks are refused
      with code 437.
    * Each network answers an object with the post's `id` and `postUrl` there, its
      `analytics` (metric names differ per network: the schemas per network) and
      `lastUpdated`/`nextUpdate` (networks refresh about every 10 minutes, inferred).
    * A requested network that has no analytics for the post (the post was not published
      there: failed, not yet published, or not one of its networks) gets an `errors` entry
      with code 433; the answer is HTTP 200 with `status: partial` when another network
      answered (FR B.4), and HTTP 400 with the full result (`status: error`) when none did.
    * An unknown Post ID (or Social Post ID) gets code 186 (HTTP 404, legacy DOCS analytics).
    * Networks without post analytics (Google Business Profile, Telegram) are refused with
      code 157 (`x-networks`; DOCS overview, MCP `ANALYTICS_PLATFORMS`).
    * The reference server's sandbox networks report metrics that are a pure function of the
      post, the network and the hours since the post was published (its `scheduleDate`,
      else its creation; service clock): zero at publishing, growing with time after it;
      the texts (the post's text, its author, its media) are the post's and the linked
      account's (each field's `x-value-of`).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostAnalyticsRequest): Which post, and which of its networks (DOCS
            apis/analytics/post; MCP). With
            `searchPlatformId: true`, `id` is a Social Post ID and `platforms` names exactly its one
            network (DOCS apis/analytics/social-by-id).
             Example: {'id': 'Ab12Cd34Ef56Gh78Ij90', 'platforms': ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | PostAnalytics | PostAnalytics]
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
    body: PostAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostAnalytics | None:
    """Analytics of a post

     The metrics each network reports for a post of the acting profile (DOCS
    apis/analytics/post; FR B.4; SDK-PY `analyticsPost`). The verb is POST with a JSON body.

    * By Post ID: `id` is the Post ID `create_post` returned; `platforms` narrows the
      answer to some of the post's networks (default: all of them).
    * By Social Post ID (DOCS apis/analytics/social-by-id; MCP "by_social_id"):
      `searchPlatformId: true`, `platforms` with exactly one network and `id` the network's
      id of the post (`postIds[].id` of `create_post`); more or fewer networks are refused
      with code 437.
    * Each network answers an object with the post's `id` and `postUrl` there, its
      `analytics` (metric names differ per network: the schemas per network) and
      `lastUpdated`/`nextUpdate` (networks refresh about every 10 minutes, inferred).
    * A requested network that has no analytics for the post (the post was not published
      there: failed, not yet published, or not one of its networks) gets an `errors` entry
      with code 433; the answer is HTTP 200 with `status: partial` when another network
      answered (FR B.4), and HTTP 400 with the full result (`status: error`) when none did.
    * An unknown Post ID (or Social Post ID) gets code 186 (HTTP 404, legacy DOCS analytics).
    * Networks without post analytics (Google Business Profile, Telegram) are refused with
      code 157 (`x-networks`; DOCS overview, MCP `ANALYTICS_PLATFORMS`).
    * The reference server's sandbox networks report metrics that are a pure function of the
      post, the network and the hours since the post was published (its `scheduleDate`,
      else its creation; service clock): zero at publishing, growing with time after it;
      the texts (the post's text, its author, its media) are the post's and the linked
      account's (each field's `x-value-of`).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostAnalyticsRequest): Which post, and which of its networks (DOCS
            apis/analytics/post; MCP). With
            `searchPlatformId: true`, `id` is a Social Post ID and `platforms` names exactly its one
            network (DOCS apis/analytics/social-by-id).
             Example: {'id': 'Ab12Cd34Ef56Gh78Ij90', 'platforms': ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | PostAnalytics | PostAnalytics
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
    body: PostAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostAnalytics]:
    """Analytics of a post

     The metrics each network reports for a post of the acting profile (DOCS
    apis/analytics/post; FR B.4; SDK-PY `analyticsPost`). The verb is POST with a JSON body.

    * By Post ID: `id` is the Post ID `create_post` returned; `platforms` narrows the
      answer to some of the post's networks (default: all of them).
    * By Social Post ID (DOCS apis/analytics/social-by-id; MCP "by_social_id"):
      `searchPlatformId: true`, `platforms` with exactly one network and `id` the network's
      id of the post (`postIds[].id` of `create_post`); more or fewer networks are refused
      with code 437.
    * Each network answers an object with the post's `id` and `postUrl` there, its
      `analytics` (metric names differ per network: the schemas per network) and
      `lastUpdated`/`nextUpdate` (networks refresh about every 10 minutes, inferred).
    * A requested network that has no analytics for the post (the post was not published
      there: failed, not yet published, or not one of its networks) gets an `errors` entry
      with code 433; the answer is HTTP 200 with `status: partial` when another network
      answered (FR B.4), and HTTP 400 with the full result (`status: error`) when none did.
    * An unknown Post ID (or Social Post ID) gets code 186 (HTTP 404, legacy DOCS analytics).
    * Networks without post analytics (Google Business Profile, Telegram) are refused with
      code 157 (`x-networks`; DOCS overview, MCP `ANALYTICS_PLATFORMS`).
    * The reference server's sandbox networks report metrics that are a pure function of the
      post, the network and the hours since the post was published (its `scheduleDate`,
      else its creation; service clock): zero at publishing, growing with time after it;
      the texts (the post's text, its author, its media) are the post's and the linked
      account's (each field's `x-value-of`).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostAnalyticsRequest): Which post, and which of its networks (DOCS
            apis/analytics/post; MCP). With
            `searchPlatformId: true`, `id` is a Social Post ID and `platforms` names exactly its one
            network (DOCS apis/analytics/social-by-id).
             Example: {'id': 'Ab12Cd34Ef56Gh78Ij90', 'platforms': ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | PostAnalytics | PostAnalytics]
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
    body: PostAnalyticsRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostAnalytics | None:
    """Analytics of a post

     The metrics each network reports for a post of the acting profile (DOCS
    apis/analytics/post; FR B.4; SDK-PY `analyticsPost`). The verb is POST with a JSON body.

    * By Post ID: `id` is the Post ID `create_post` returned; `platforms` narrows the
      answer to some of the post's networks (default: all of them).
    * By Social Post ID (DOCS apis/analytics/social-by-id; MCP "by_social_id"):
      `searchPlatformId: true`, `platforms` with exactly one network and `id` the network's
      id of the post (`postIds[].id` of `create_post`); more or fewer networks are refused
      with code 437.
    * Each network answers an object with the post's `id` and `postUrl` there, its
      `analytics` (metric names differ per network: the schemas per network) and
      `lastUpdated`/`nextUpdate` (networks refresh about every 10 minutes, inferred).
    * A requested network that has no analytics for the post (the post was not published
      there: failed, not yet published, or not one of its networks) gets an `errors` entry
      with code 433; the answer is HTTP 200 with `status: partial` when another network
      answered (FR B.4), and HTTP 400 with the full result (`status: error`) when none did.
    * An unknown Post ID (or Social Post ID) gets code 186 (HTTP 404, legacy DOCS analytics).
    * Networks without post analytics (Google Business Profile, Telegram) are refused with
      code 157 (`x-networks`; DOCS overview, MCP `ANALYTICS_PLATFORMS`).
    * The reference server's sandbox networks report metrics that are a pure function of the
      post, the network and the hours since the post was published (its `scheduleDate`,
      else its creation; service clock): zero at publishing, growing with time after it;
      the texts (the post's text, its author, its media) are the post's and the linked
      account's (each field's `x-value-of`).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostAnalyticsRequest): Which post, and which of its networks (DOCS
            apis/analytics/post; MCP). With
            `searchPlatformId: true`, `id` is a Social Post ID and `platforms` names exactly its one
            network (DOCS apis/analytics/social-by-id).
             Example: {'id': 'Ab12Cd34Ef56Gh78Ij90', 'platforms': ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | PostAnalytics | PostAnalytics
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
