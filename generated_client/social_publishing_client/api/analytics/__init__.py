"""Metrics of posts and of linked accounts, from the networks.

The `analytics` resource of `SocialPublishing` (`AnalyticsResource`) and `AsyncSocialPublishing`
(`AsyncAnalyticsResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from ...client import (
    AsyncAPIClient,
    Operation,
    SyncAPIClient,
    TimeoutTypes,
    as_body,
    async_to_raw_response,
    to_raw_response,
)
from ...models.post_analytics import PostAnalytics
from ...models.post_analytics_request import PostAnalyticsRequest
from ...models.social_analytics import SocialAnalytics
from ...models.social_analytics_request import SocialAnalyticsRequest
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import get_post_analytics, get_social_analytics

_GET_POST_ANALYTICS: Operation[PostAnalytics] = Operation(
    "get_post_analytics",
    "POST",
    get_post_analytics._get_kwargs,
    get_post_analytics._parse_response,
    result="PostAnalytics",
)
_GET_SOCIAL_ANALYTICS: Operation[SocialAnalytics] = Operation(
    "get_social_analytics",
    "POST",
    get_social_analytics._get_kwargs,
    get_social_analytics._parse_response,
    result="SocialAnalytics",
)


class AnalyticsResource:
    """Metrics of posts and of linked accounts, from the networks.

    The methods of `SocialPublishing.analytics`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AnalyticsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AnalyticsResourceWithRawResponse(self)

    def get_post(
        self,
        body: PostAnalyticsRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostAnalytics:
        """Analytics of a post (`POST /analytics/post`, get_post_analytics).

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
        """

        return self._client.call(
            _GET_POST_ANALYTICS,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostAnalyticsRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_social(
        self,
        body: SocialAnalyticsRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> SocialAnalytics:
        """Analytics of the linked accounts (`POST /analytics/social`, get_social_analytics).

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
        """

        return self._client.call(
            _GET_SOCIAL_ANALYTICS,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, SocialAnalyticsRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AnalyticsResourceWithRawResponse:
    """`AnalyticsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AnalyticsResource) -> None:
        self.get_post = to_raw_response(resource.get_post)
        self.get_social = to_raw_response(resource.get_social)


class AsyncAnalyticsResource:
    """Metrics of posts and of linked accounts, from the networks.

    The methods of `AsyncSocialPublishing.analytics`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncAnalyticsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncAnalyticsResourceWithRawResponse(self)

    async def get_post(
        self,
        body: PostAnalyticsRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostAnalytics:
        """Analytics of a post (`POST /analytics/post`, get_post_analytics).

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
        """

        return await self._client.call(
            _GET_POST_ANALYTICS,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostAnalyticsRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_social(
        self,
        body: SocialAnalyticsRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> SocialAnalytics:
        """Analytics of the linked accounts (`POST /analytics/social`, get_social_analytics).

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
        """

        return await self._client.call(
            _GET_SOCIAL_ANALYTICS,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, SocialAnalyticsRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncAnalyticsResourceWithRawResponse:
    """`AsyncAnalyticsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncAnalyticsResource) -> None:
        self.get_post = async_to_raw_response(resource.get_post)
        self.get_social = async_to_raw_response(resource.get_social)


__all__ = [
    "AnalyticsResource",
    "AnalyticsResourceWithRawResponse",
    "AsyncAnalyticsResource",
    "AsyncAnalyticsResourceWithRawResponse",
]
