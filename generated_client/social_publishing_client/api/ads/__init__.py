"""Facebook ad accounts (Ads add-on).

The `ads` resource of `SocialPublishing` (`AdsResource`) and `AsyncSocialPublishing`
(`AsyncAdsResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

import datetime
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
from ...models.ad_accounts import AdAccounts
from ...models.ad_boosted import AdBoosted
from ...models.ad_cities import AdCities
from ...models.ad_dsa_recommendations import AdDsaRecommendations
from ...models.ad_history import AdHistory
from ...models.ad_interests import AdInterests
from ...models.ad_list import AdList
from ...models.ad_regions import AdRegions
from ...models.ad_update import AdUpdate
from ...models.ad_updated import AdUpdated
from ...models.boost_by_facebook_post_id import BoostByFacebookPostId
from ...models.boost_by_post_id import BoostByPostId
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    boost_post,
    get_ad_spend_history,
    list_ad_accounts,
    list_ad_cities,
    list_ad_dsa_recommendations,
    list_ad_interests,
    list_ad_regions,
    list_ads,
    update_ad,
)

_LIST_AD_ACCOUNTS: Operation[AdAccounts] = Operation(
    "list_ad_accounts",
    "GET",
    list_ad_accounts._get_kwargs,
    list_ad_accounts._parse_response,
    result="AdAccounts",
)
_BOOST_POST: Operation[AdBoosted] = Operation(
    "boost_post",
    "POST",
    boost_post._get_kwargs,
    boost_post._parse_response,
    result="AdBoosted",
)
_LIST_ADS: Operation[AdList] = Operation(
    "list_ads",
    "GET",
    list_ads._get_kwargs,
    list_ads._parse_response,
    result="AdList",
)
_UPDATE_AD: Operation[AdUpdated] = Operation(
    "update_ad",
    "PUT",
    update_ad._get_kwargs,
    update_ad._parse_response,
    result="AdUpdated",
)
_GET_AD_SPEND_HISTORY: Operation[AdHistory] = Operation(
    "get_ad_spend_history",
    "GET",
    get_ad_spend_history._get_kwargs,
    get_ad_spend_history._parse_response,
    result="AdHistory",
)
_LIST_AD_INTERESTS: Operation[AdInterests] = Operation(
    "list_ad_interests",
    "GET",
    list_ad_interests._get_kwargs,
    list_ad_interests._parse_response,
    result="AdInterests",
)
_LIST_AD_REGIONS: Operation[AdRegions] = Operation(
    "list_ad_regions",
    "GET",
    list_ad_regions._get_kwargs,
    list_ad_regions._parse_response,
    result="AdRegions",
)
_LIST_AD_CITIES: Operation[AdCities] = Operation(
    "list_ad_cities",
    "GET",
    list_ad_cities._get_kwargs,
    list_ad_cities._parse_response,
    result="AdCities",
)
_LIST_AD_DSA_RECOMMENDATIONS: Operation[AdDsaRecommendations] = Operation(
    "list_ad_dsa_recommendations",
    "GET",
    list_ad_dsa_recommendations._get_kwargs,
    list_ad_dsa_recommendations._parse_response,
    result="AdDsaRecommendations",
)


class AdsResource:
    """Facebook ad accounts (Ads add-on).

    The methods of `SocialPublishing.ads`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AdsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AdsResourceWithRawResponse(self)

    def list_accounts(
        self,
        *,
        limit: int | Unset = 100,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdAccounts:
        """List the Facebook ad accounts (`GET /ads/facebook/accounts`, list_ad_accounts).

        The Meta ad accounts the acting profile's linked Facebook Page can use (DOCS
        get-ad-accounts), at most `limit` (default 100). Facebook must be linked (code 156). The
        answer is cached: `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (DOCS: 10
        minutes). In the sandbox every linked Facebook Page has one ad account, made from the
        profile (inferred: no network to ask). Needs the Ads add-on (`x-add-ons`, code 399,
        HTTP 403; DOCS graphql/ads).
        """

        return self._client.call(
            _LIST_AD_ACCOUNTS,
            {
                "limit": limit,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def boost_post(
        self,
        body: BoostByFacebookPostId | BoostByPostId | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdBoosted:
        """Boost a Facebook post (make it an ad) (`POST /ads/facebook/boost`, boost_post).

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
        """

        return self._client.call(
            _BOOST_POST,
            {
                "profile_key": profile_key,
                "body": as_body(body, BoostByPostId, BoostByFacebookPostId),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list(
        self,
        *,
        campaign_id: str | Unset = UNSET,
        account_id: str | Unset = UNSET,
        ad_id: str | Unset = UNSET,
        post_id: str | Unset = UNSET,
        social_post_id: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdList:
        """List the boosted ads (`GET /ads/facebook/ads`, list_ads).

        The acting profile's ads (DOCS graphql/ads), filtered by at least one of `campaignId`,
        `accountId`, `adId`, `postId` and `socialPostId` (the Facebook Social Post ID); without
        any of them the request is refused with code 108. Every filter sent must match (inferred),
        oldest ad first. Each ad's `deliveryStatus`, `spend` and `metrics` are read at the service
        clock (see `boost_post`). The answer's shape is inferred (not published). Needs the Ads
        add-on (code 399) and a linked Facebook Page (156).
        """

        return self._client.call(
            _LIST_ADS,
            {
                "campaign_id": campaign_id,
                "account_id": account_id,
                "ad_id": ad_id,
                "post_id": post_id,
                "social_post_id": social_post_id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def update(
        self,
        body: AdUpdate | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdUpdated:
        """Pause or resume an ad (`PUT /ads/facebook/ads`, update_ad).

        Sets an ad's `status` (ONE lists `PUT /ads/facebook/ads`; the GraphQL docs' `updateAd`
        changes its status; the body and answer are inferred). Pausing stops its delivery at the
        service clock; resuming continues it (no new review, inferred). An ad past its `endDate`
        stays `COMPLETED`. An unknown `adId` is refused with code 705. Needs the Ads add-on (code
        399) and a linked Facebook Page (156).
        """

        return self._client.call(
            _UPDATE_AD,
            {
                "profile_key": profile_key,
                "body": as_body(body, AdUpdate),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_spend_history(
        self,
        *,
        account_id: str | Unset = UNSET,
        post_id: str | Unset = UNSET,
        start_date: datetime.datetime | Unset = UNSET,
        end_date: datetime.datetime | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdHistory:
        """Ad spend history (`GET /ads/facebook/history`, get_ad_spend_history).

        The spend of the acting profile's ads (DOCS get-ad-history): one `history` entry per ad
        and UTC day of the range on which it spent (`spendDate` is the day's midnight; the
        DOCS example shows one per ad and day, inferred), newest day first, with the ad's
        current `status`, `deliveryStatus` and goal, the day's `spend` and `metrics`, and the
        range's totals in `metrics` (ratios as in `AdMetrics`). What an ad spends follows the
        service clock (see `boost_post`). Needs the Ads add-on (code 399) and a linked Facebook
        Page (156).
        """

        return self._client.call(
            _GET_AD_SPEND_HISTORY,
            {
                "account_id": account_id,
                "post_id": post_id,
                "start_date": start_date,
                "end_date": end_date,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list_interests(
        self,
        *,
        search: str | Unset = UNSET,
        q: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdInterests:
        """Search targeting interests (`GET /ads/facebook/interests`, list_ad_interests).

        The interests whose name contains the search term `search`, case-insensitive, for
        `boost_post`'s `interests`. DOCS apis/ads/facebook/get-ad-interests sends
        `GET /ads/facebook/interests?search=Rhythm%20and%20blues%20music` and DOCS graphql/ads
        says "INTERESTS needs `search`": `search` is the canonical name. `q`, an
        inferred name, is also read as a deprecated alias; with both, `search` wins. Without
        either the request is refused with code 108. The answer's shape is inferred. Needs the
        Ads add-on (399) and a linked Facebook Page (156).
        The sandbox answers from a small fixed table of its own (deterministic sandbox data,
        not Meta's: the same request always answers the same list).
        """

        return self._client.call(
            _LIST_AD_INTERESTS,
            {
                "search": search,
                "q": q,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list_regions(
        self,
        *,
        search: str | Unset = UNSET,
        country_code: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdRegions:
        """List the targetable regions (`GET /ads/facebook/regions`, list_ad_regions).

        The regions an ad can target (`locations.regions` of `boost_post`). DOCS
        apis/ads/facebook/get-ad-regions sends `GET /ads/facebook/regions` without a parameter
        ("all countries that support region targeting": every region of every country that has
        them) and `?search=al` (the regions whose name contains the term, case-insensitive).
        `countryCode` (inferred; DOCS graphql/ads ties
        `countryCode` to cities) is an optional filter. Every filter sent must match; a
        country the table does not know answers an empty list. Each region carries `key` (the
        page's identifier, canonical) and `id` (the same value, a name kept for existing clients);
        the
        rest of the shape is inferred. Needs the Ads add-on (399) and a linked Facebook Page (156).
        The sandbox answers from a small fixed table of its own (deterministic sandbox data,
        not Meta's: the same request always answers the same list).
        """

        return self._client.call(
            _LIST_AD_REGIONS,
            {
                "search": search,
                "country_code": country_code,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list_cities(
        self,
        *,
        search: str | Unset = UNSET,
        limit: int | Unset = 25,
        country_code: str | Unset = UNSET,
        region_id: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdCities:
        """Search the targetable cities (`GET /ads/facebook/cities`, list_ad_cities).

        The cities an ad can target (`locations.cities` of `boost_post`). DOCS
        apis/ads/facebook/get-ad-cities sends `GET /ads/facebook/cities?search=Manhattan` and lists
        `search` (a partial or full city name) and `limit` (default 25) as its query parameters;
        its answer names each city by `key` and adds `count`. `countryCode` and `regionId` (DOCS
        graphql/ads: they work with cities) are optional filters. Every filter sent must match; at
        most `limit` cities, by name.
        Each city carries `key` (canonical) and `id` (the same value, a name kept for existing
        clients);
        `regionId` stays a string here (the page shows a number). Needs the Ads add-on (399) and a
        linked Facebook Page (156).
        The sandbox answers from a small fixed table of its own (deterministic sandbox data,
        not Meta's: the same request always answers the same list).
        """

        return self._client.call(
            _LIST_AD_CITIES,
            {
                "search": search,
                "limit": limit,
                "country_code": country_code,
                "region_id": region_id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list_dsa_recommendations(
        self,
        *,
        account_id: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdDsaRecommendations:
        """Recommended DSA beneficiary and payer names (`GET /ads/facebook/dsaRecommendations`, list_ad_dsa_recommendations).

        Names Meta recommends as the beneficiary and payer of ads shown in the EU (the Digital
        Services Act). DOCS apis/ads/facebook/get-dsa-recommendations sends
        `GET /ads/facebook/dsaRecommendations?accountId=1234567890`; its answer is not in the
        stored copy, so the shape is inferred. In the sandbox the one recommendation is the
        linked Facebook Page's name whatever `accountId` names (deterministic sandbox data,
        inferred). Needs the Ads add-on (399) and a linked Facebook Page (156).
        """

        return self._client.call(
            _LIST_AD_DSA_RECOMMENDATIONS,
            {
                "account_id": account_id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AdsResourceWithRawResponse:
    """`AdsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AdsResource) -> None:
        self.list_accounts = to_raw_response(resource.list_accounts)
        self.boost_post = to_raw_response(resource.boost_post)
        self.list = to_raw_response(resource.list)
        self.update = to_raw_response(resource.update)
        self.get_spend_history = to_raw_response(resource.get_spend_history)
        self.list_interests = to_raw_response(resource.list_interests)
        self.list_regions = to_raw_response(resource.list_regions)
        self.list_cities = to_raw_response(resource.list_cities)
        self.list_dsa_recommendations = to_raw_response(resource.list_dsa_recommendations)


class AsyncAdsResource:
    """Facebook ad accounts (Ads add-on).

    The methods of `AsyncSocialPublishing.ads`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncAdsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncAdsResourceWithRawResponse(self)

    async def list_accounts(
        self,
        *,
        limit: int | Unset = 100,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdAccounts:
        """List the Facebook ad accounts (`GET /ads/facebook/accounts`, list_ad_accounts).

        The Meta ad accounts the acting profile's linked Facebook Page can use (DOCS
        get-ad-accounts), at most `limit` (default 100). Facebook must be linked (code 156). The
        answer is cached: `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (DOCS: 10
        minutes). In the sandbox every linked Facebook Page has one ad account, made from the
        profile (inferred: no network to ask). Needs the Ads add-on (`x-add-ons`, code 399,
        HTTP 403; DOCS graphql/ads).
        """

        return await self._client.call(
            _LIST_AD_ACCOUNTS,
            {
                "limit": limit,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def boost_post(
        self,
        body: BoostByFacebookPostId | BoostByPostId | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdBoosted:
        """Boost a Facebook post (make it an ad) (`POST /ads/facebook/boost`, boost_post).

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
        """

        return await self._client.call(
            _BOOST_POST,
            {
                "profile_key": profile_key,
                "body": as_body(body, BoostByPostId, BoostByFacebookPostId),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list(
        self,
        *,
        campaign_id: str | Unset = UNSET,
        account_id: str | Unset = UNSET,
        ad_id: str | Unset = UNSET,
        post_id: str | Unset = UNSET,
        social_post_id: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdList:
        """List the boosted ads (`GET /ads/facebook/ads`, list_ads).

        The acting profile's ads (DOCS graphql/ads), filtered by at least one of `campaignId`,
        `accountId`, `adId`, `postId` and `socialPostId` (the Facebook Social Post ID); without
        any of them the request is refused with code 108. Every filter sent must match (inferred),
        oldest ad first. Each ad's `deliveryStatus`, `spend` and `metrics` are read at the service
        clock (see `boost_post`). The answer's shape is inferred (not published). Needs the Ads
        add-on (code 399) and a linked Facebook Page (156).
        """

        return await self._client.call(
            _LIST_ADS,
            {
                "campaign_id": campaign_id,
                "account_id": account_id,
                "ad_id": ad_id,
                "post_id": post_id,
                "social_post_id": social_post_id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def update(
        self,
        body: AdUpdate | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdUpdated:
        """Pause or resume an ad (`PUT /ads/facebook/ads`, update_ad).

        Sets an ad's `status` (ONE lists `PUT /ads/facebook/ads`; the GraphQL docs' `updateAd`
        changes its status; the body and answer are inferred). Pausing stops its delivery at the
        service clock; resuming continues it (no new review, inferred). An ad past its `endDate`
        stays `COMPLETED`. An unknown `adId` is refused with code 705. Needs the Ads add-on (code
        399) and a linked Facebook Page (156).
        """

        return await self._client.call(
            _UPDATE_AD,
            {
                "profile_key": profile_key,
                "body": as_body(body, AdUpdate),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_spend_history(
        self,
        *,
        account_id: str | Unset = UNSET,
        post_id: str | Unset = UNSET,
        start_date: datetime.datetime | Unset = UNSET,
        end_date: datetime.datetime | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdHistory:
        """Ad spend history (`GET /ads/facebook/history`, get_ad_spend_history).

        The spend of the acting profile's ads (DOCS get-ad-history): one `history` entry per ad
        and UTC day of the range on which it spent (`spendDate` is the day's midnight; the
        DOCS example shows one per ad and day, inferred), newest day first, with the ad's
        current `status`, `deliveryStatus` and goal, the day's `spend` and `metrics`, and the
        range's totals in `metrics` (ratios as in `AdMetrics`). What an ad spends follows the
        service clock (see `boost_post`). Needs the Ads add-on (code 399) and a linked Facebook
        Page (156).
        """

        return await self._client.call(
            _GET_AD_SPEND_HISTORY,
            {
                "account_id": account_id,
                "post_id": post_id,
                "start_date": start_date,
                "end_date": end_date,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list_interests(
        self,
        *,
        search: str | Unset = UNSET,
        q: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdInterests:
        """Search targeting interests (`GET /ads/facebook/interests`, list_ad_interests).

        The interests whose name contains the search term `search`, case-insensitive, for
        `boost_post`'s `interests`. DOCS apis/ads/facebook/get-ad-interests sends
        `GET /ads/facebook/interests?search=Rhythm%20and%20blues%20music` and DOCS graphql/ads
        says "INTERESTS needs `search`": `search` is the canonical name. `q`, an
        inferred name, is also read as a deprecated alias; with both, `search` wins. Without
        either the request is refused with code 108. The answer's shape is inferred. Needs the
        Ads add-on (399) and a linked Facebook Page (156).
        The sandbox answers from a small fixed table of its own (deterministic sandbox data,
        not Meta's: the same request always answers the same list).
        """

        return await self._client.call(
            _LIST_AD_INTERESTS,
            {
                "search": search,
                "q": q,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list_regions(
        self,
        *,
        search: str | Unset = UNSET,
        country_code: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdRegions:
        """List the targetable regions (`GET /ads/facebook/regions`, list_ad_regions).

        The regions an ad can target (`locations.regions` of `boost_post`). DOCS
        apis/ads/facebook/get-ad-regions sends `GET /ads/facebook/regions` without a parameter
        ("all countries that support region targeting": every region of every country that has
        them) and `?search=al` (the regions whose name contains the term, case-insensitive).
        `countryCode` (inferred; DOCS graphql/ads ties
        `countryCode` to cities) is an optional filter. Every filter sent must match; a
        country the table does not know answers an empty list. Each region carries `key` (the
        page's identifier, canonical) and `id` (the same value, a name kept for existing clients);
        the
        rest of the shape is inferred. Needs the Ads add-on (399) and a linked Facebook Page (156).
        The sandbox answers from a small fixed table of its own (deterministic sandbox data,
        not Meta's: the same request always answers the same list).
        """

        return await self._client.call(
            _LIST_AD_REGIONS,
            {
                "search": search,
                "country_code": country_code,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list_cities(
        self,
        *,
        search: str | Unset = UNSET,
        limit: int | Unset = 25,
        country_code: str | Unset = UNSET,
        region_id: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdCities:
        """Search the targetable cities (`GET /ads/facebook/cities`, list_ad_cities).

        The cities an ad can target (`locations.cities` of `boost_post`). DOCS
        apis/ads/facebook/get-ad-cities sends `GET /ads/facebook/cities?search=Manhattan` and lists
        `search` (a partial or full city name) and `limit` (default 25) as its query parameters;
        its answer names each city by `key` and adds `count`. `countryCode` and `regionId` (DOCS
        graphql/ads: they work with cities) are optional filters. Every filter sent must match; at
        most `limit` cities, by name.
        Each city carries `key` (canonical) and `id` (the same value, a name kept for existing
        clients);
        `regionId` stays a string here (the page shows a number). Needs the Ads add-on (399) and a
        linked Facebook Page (156).
        The sandbox answers from a small fixed table of its own (deterministic sandbox data,
        not Meta's: the same request always answers the same list).
        """

        return await self._client.call(
            _LIST_AD_CITIES,
            {
                "search": search,
                "limit": limit,
                "country_code": country_code,
                "region_id": region_id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list_dsa_recommendations(
        self,
        *,
        account_id: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AdDsaRecommendations:
        """Recommended DSA beneficiary and payer names (`GET /ads/facebook/dsaRecommendations`, list_ad_dsa_recommendations).

        Names Meta recommends as the beneficiary and payer of ads shown in the EU (the Digital
        Services Act). DOCS apis/ads/facebook/get-dsa-recommendations sends
        `GET /ads/facebook/dsaRecommendations?accountId=1234567890`; its answer is not in the
        stored copy, so the shape is inferred. In the sandbox the one recommendation is the
        linked Facebook Page's name whatever `accountId` names (deterministic sandbox data,
        inferred). Needs the Ads add-on (399) and a linked Facebook Page (156).
        """

        return await self._client.call(
            _LIST_AD_DSA_RECOMMENDATIONS,
            {
                "account_id": account_id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncAdsResourceWithRawResponse:
    """`AsyncAdsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncAdsResource) -> None:
        self.list_accounts = async_to_raw_response(resource.list_accounts)
        self.boost_post = async_to_raw_response(resource.boost_post)
        self.list = async_to_raw_response(resource.list)
        self.update = async_to_raw_response(resource.update)
        self.get_spend_history = async_to_raw_response(resource.get_spend_history)
        self.list_interests = async_to_raw_response(resource.list_interests)
        self.list_regions = async_to_raw_response(resource.list_regions)
        self.list_cities = async_to_raw_response(resource.list_cities)
        self.list_dsa_recommendations = async_to_raw_response(resource.list_dsa_recommendations)


__all__ = [
    "AdsResource",
    "AdsResourceWithRawResponse",
    "AsyncAdsResource",
    "AsyncAdsResourceWithRawResponse",
]
