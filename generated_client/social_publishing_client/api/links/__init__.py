"""Short links that redirect and count their clicks (Max Pack).

The `links` resource of `SocialPublishing` (`LinksResource`) and `AsyncSocialPublishing`
(`AsyncLinksResource`), and their raw-response variants, over this package's operation modules
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
from ...models.legacy_link_stats import LegacyLinkStats
from ...models.link_analytics import LinkAnalytics
from ...models.link_analytics_list import LinkAnalyticsList
from ...models.link_created import LinkCreated
from ...models.link_request import LinkRequest
from ...models.link_shortened import LinkShortened
from ...models.short_link_analytics_list import ShortLinkAnalyticsList
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    analytics_links,
    analytics_links_short,
    create_link,
    get_link_analytics,
    list_link_analytics,
    short_link,
    shorten_link,
)

_LIST_LINK_ANALYTICS: Operation[LinkAnalyticsList] = Operation(
    "list_link_analytics",
    "GET",
    list_link_analytics._get_kwargs,
    list_link_analytics._parse_response,
    result="LinkAnalyticsList",
)
_CREATE_LINK: Operation[LinkCreated] = Operation(
    "create_link",
    "POST",
    create_link._get_kwargs,
    create_link._parse_response,
    result="LinkCreated",
)
_GET_LINK_ANALYTICS: Operation[LinkAnalytics] = Operation(
    "get_link_analytics",
    "GET",
    get_link_analytics._get_kwargs,
    get_link_analytics._parse_response,
    result="LinkAnalytics",
)
_SHORTEN_LINK: Operation[LinkShortened] = Operation(
    "shorten_link",
    "POST",
    shorten_link._get_kwargs,
    shorten_link._parse_response,
    result="LinkShortened",
)
_SHORT_LINK: Operation[LinkShortened] = Operation(
    "short_link",
    "POST",
    short_link._get_kwargs,
    short_link._parse_response,
    result="LinkShortened",
)
_ANALYTICS_LINKS: Operation[list[LegacyLinkStats]] = Operation(
    "analytics_links",
    "GET",
    analytics_links._get_kwargs,
    analytics_links._parse_response,
    result="list[LegacyLinkStats]",
)
_ANALYTICS_LINKS_SHORT: Operation[ShortLinkAnalyticsList] = Operation(
    "analytics_links_short",
    "GET",
    analytics_links_short._get_kwargs,
    analytics_links_short._parse_response,
    result="ShortLinkAnalyticsList",
)


class LinksResource:
    """Short links that redirect and count their clicks (Max Pack).

    The methods of `SocialPublishing.links`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "LinksResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return LinksResourceWithRawResponse(self)

    def list_analytics(
        self,
        *,
        from_created_date: datetime.datetime | Unset = UNSET,
        to_created_date: datetime.datetime | Unset = UNSET,
        from_click_date: datetime.datetime | Unset = UNSET,
        to_click_date: datetime.datetime | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkAnalyticsList:
        """List short links with their clicks (`GET /links`, list_link_analytics).

        The acting profile's short links, oldest first, each with its clicks
        (LIVE; SDK-PY `shortLinkAnalytics` without `id`). `fromCreatedDate` /
        `toCreatedDate` keep the links created in that window (inclusive). With
        `fromClickDate` and/or `toClickDate` only the clicks in that window (inclusive) are
        counted and links without such a click are left out (own reading: the sources name only
        the parameters). Needs the Max Pack add-on (`x-add-ons`).
        """

        return self._client.call(
            _LIST_LINK_ANALYTICS,
            {
                "from_created_date": from_created_date,
                "to_created_date": to_created_date,
                "from_click_date": from_click_date,
                "to_click_date": to_click_date,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def create(
        self,
        body: LinkRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkCreated:
        """Create a short link (`POST /links`, create_link).

        Shortens `url` (LIVE, LIVE; SDK-PY `shortLink`). The short link is
        served by the service itself (`x-short-link`): following it answers a redirect
        (`redirectStatus`) to `url` with the UTM parameters of the request appended (as
        `utm_id`, `utm_source` ... in the order of `LinkRequest`'s fields, after any query `url`
        already has) and records the click with its time (service clock), referring host and
        browser, which `get_link_analytics` counts. The real service's short links are
        `https://ayrs.io/<id>` (LIVE); the reference server's are its base URL followed by
        `x-short-link.path`. Links belong to the acting profile. Needs the Max Pack add-on
        (`x-add-ons`).
        """

        return self._client.call(
            _CREATE_LINK,
            {
                "profile_key": profile_key,
                "body": as_body(body, LinkRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_analytics(
        self,
        id: str,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkAnalytics:
        """A short link with its clicks (`GET /links/{id}`, get_link_analytics).

        One short link of the acting profile with its clicks (LIVE; SDK-PY
        `shortLinkAnalytics` with `id`): every recorded click is counted in `totalClicks`,
        per referring host (the Referer header's host, lowercased; `x-short-link.directReferer`
        without one, or when the host is neither an IP address nor a DNS name of at most 253
        characters in labels of at most 63 letters, digits and hyphens, so that what a click
        stores is bounded) and per browser (`x-short-link.browsers` of `create_link`). An unknown id
        (or
        another profile's) is refused with code 440. Needs the Max Pack add-on (`x-add-ons`).
        """

        return self._client.call(
            _GET_LINK_ANALYTICS,
            {
                "id": id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def shorten(
        self,
        body: LinkRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkShortened:
        """Create a short link (SDK-JS legacy path) (`POST /shorten`, shorten_link).

        The legacy path SDK-JS sends: the same rule as `create_link`
        (`POST /links`, which new code should use) with the shorter answer `{status, shortUrl,
        originalUrl}`. Needs the Max Pack add-on (`x-add-ons`).
        """

        return self._client.call(
            _SHORTEN_LINK,
            {
                "profile_key": profile_key,
                "body": as_body(body, LinkRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def short(
        self,
        body: LinkRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkShortened:
        """Create a short link (legacy path) (`POST /short`, short_link).

        The legacy path LIVE still answers: the same rule as
        `create_link` (`POST /links`, which new code should use) with the shorter answer
        `{status, shortUrl, originalUrl}`. Needs the Max Pack add-on (`x-add-ons`).
        """

        return self._client.call(
            _SHORT_LINK,
            {
                "profile_key": profile_key,
                "body": as_body(body, LinkRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def analytics(
        self,
        *,
        last_days: int | Unset = 1,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> list[LegacyLinkStats]:
        """Legacy click events of recent short links (`GET /analytics/links`, analytics_links).

        The legacy link analytics (SDK-JS `analyticsLinks`, legacy DOCS),
        superseded by `list_link_analytics` (GET /links): the acting profile's short links
        created in the last `lastDays` days (service clock), oldest first, each with its click
        events counted per platform. Read from the same short links and recorded clicks as the
        /links operations.

        * `linkEventStats` has one `{count, event: CLICK, platform}` entry per platform with at
          least one click (`x-short-link.platforms` of `create_link` names a click's platform
          from its User-Agent; inferred), in platform order; empty for a link without clicks.
        * `link` is the address as sent, `shortLink` the short link, `created` the creation
          time as `{_seconds, _nanoseconds}` (the published shape).
        * No link created in the window is refused with code 186 (HTTP 404, published).
        * That `lastDays` counts the links' creation (not their clicks) is this spec's reading
          (inferred); so is the Max Pack add-on (`x-add-ons`), which the links it reads need.
        """

        return self._client.call(
            _ANALYTICS_LINKS,
            {
                "last_days": last_days,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def analytics_short(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ShortLinkAnalyticsList:
        """Short links with their clicks (analytics path) (`GET /analytics/links-short`, analytics_links_short).

        The acting profile's short links, oldest first, each with its clicks, as the service's
        own tests read them (LIVE: `{status, analytics: [{totalClicks,
        refererCounts, browserCounts, originalUrl, shortUrl, created}]}`): the items of
        `list_link_analytics` without `id`, counted the same way (`x-short-link` of
        `create_link`). No public material calls it superseded, so it is not marked
        deprecated. It takes no parameters (none seen), and an empty list answers a profile
        without links (inferred). Needs the Max Pack add-on (`x-add-ons`; inferred, as the
        /links operations).
        """

        return self._client.call(
            _ANALYTICS_LINKS_SHORT,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class LinksResourceWithRawResponse:
    """`LinksResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: LinksResource) -> None:
        self.list_analytics = to_raw_response(resource.list_analytics)
        self.create = to_raw_response(resource.create)
        self.get_analytics = to_raw_response(resource.get_analytics)
        self.shorten = to_raw_response(resource.shorten)
        self.short = to_raw_response(resource.short)
        self.analytics = to_raw_response(resource.analytics)
        self.analytics_short = to_raw_response(resource.analytics_short)


class AsyncLinksResource:
    """Short links that redirect and count their clicks (Max Pack).

    The methods of `AsyncSocialPublishing.links`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncLinksResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncLinksResourceWithRawResponse(self)

    async def list_analytics(
        self,
        *,
        from_created_date: datetime.datetime | Unset = UNSET,
        to_created_date: datetime.datetime | Unset = UNSET,
        from_click_date: datetime.datetime | Unset = UNSET,
        to_click_date: datetime.datetime | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkAnalyticsList:
        """List short links with their clicks (`GET /links`, list_link_analytics).

        The acting profile's short links, oldest first, each with its clicks
        (LIVE; SDK-PY `shortLinkAnalytics` without `id`). `fromCreatedDate` /
        `toCreatedDate` keep the links created in that window (inclusive). With
        `fromClickDate` and/or `toClickDate` only the clicks in that window (inclusive) are
        counted and links without such a click are left out (own reading: the sources name only
        the parameters). Needs the Max Pack add-on (`x-add-ons`).
        """

        return await self._client.call(
            _LIST_LINK_ANALYTICS,
            {
                "from_created_date": from_created_date,
                "to_created_date": to_created_date,
                "from_click_date": from_click_date,
                "to_click_date": to_click_date,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def create(
        self,
        body: LinkRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkCreated:
        """Create a short link (`POST /links`, create_link).

        Shortens `url` (LIVE, LIVE; SDK-PY `shortLink`). The short link is
        served by the service itself (`x-short-link`): following it answers a redirect
        (`redirectStatus`) to `url` with the UTM parameters of the request appended (as
        `utm_id`, `utm_source` ... in the order of `LinkRequest`'s fields, after any query `url`
        already has) and records the click with its time (service clock), referring host and
        browser, which `get_link_analytics` counts. The real service's short links are
        `https://ayrs.io/<id>` (LIVE); the reference server's are its base URL followed by
        `x-short-link.path`. Links belong to the acting profile. Needs the Max Pack add-on
        (`x-add-ons`).
        """

        return await self._client.call(
            _CREATE_LINK,
            {
                "profile_key": profile_key,
                "body": as_body(body, LinkRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_analytics(
        self,
        id: str,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkAnalytics:
        """A short link with its clicks (`GET /links/{id}`, get_link_analytics).

        One short link of the acting profile with its clicks (LIVE; SDK-PY
        `shortLinkAnalytics` with `id`): every recorded click is counted in `totalClicks`,
        per referring host (the Referer header's host, lowercased; `x-short-link.directReferer`
        without one, or when the host is neither an IP address nor a DNS name of at most 253
        characters in labels of at most 63 letters, digits and hyphens, so that what a click
        stores is bounded) and per browser (`x-short-link.browsers` of `create_link`). An unknown id
        (or
        another profile's) is refused with code 440. Needs the Max Pack add-on (`x-add-ons`).
        """

        return await self._client.call(
            _GET_LINK_ANALYTICS,
            {
                "id": id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def shorten(
        self,
        body: LinkRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkShortened:
        """Create a short link (SDK-JS legacy path) (`POST /shorten`, shorten_link).

        The legacy path SDK-JS sends: the same rule as `create_link`
        (`POST /links`, which new code should use) with the shorter answer `{status, shortUrl,
        originalUrl}`. Needs the Max Pack add-on (`x-add-ons`).
        """

        return await self._client.call(
            _SHORTEN_LINK,
            {
                "profile_key": profile_key,
                "body": as_body(body, LinkRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def short(
        self,
        body: LinkRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkShortened:
        """Create a short link (legacy path) (`POST /short`, short_link).

        The legacy path LIVE still answers: the same rule as
        `create_link` (`POST /links`, which new code should use) with the shorter answer
        `{status, shortUrl, originalUrl}`. Needs the Max Pack add-on (`x-add-ons`).
        """

        return await self._client.call(
            _SHORT_LINK,
            {
                "profile_key": profile_key,
                "body": as_body(body, LinkRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def analytics(
        self,
        *,
        last_days: int | Unset = 1,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> list[LegacyLinkStats]:
        """Legacy click events of recent short links (`GET /analytics/links`, analytics_links).

        The legacy link analytics (SDK-JS `analyticsLinks`, legacy DOCS),
        superseded by `list_link_analytics` (GET /links): the acting profile's short links
        created in the last `lastDays` days (service clock), oldest first, each with its click
        events counted per platform. Read from the same short links and recorded clicks as the
        /links operations.

        * `linkEventStats` has one `{count, event: CLICK, platform}` entry per platform with at
          least one click (`x-short-link.platforms` of `create_link` names a click's platform
          from its User-Agent; inferred), in platform order; empty for a link without clicks.
        * `link` is the address as sent, `shortLink` the short link, `created` the creation
          time as `{_seconds, _nanoseconds}` (the published shape).
        * No link created in the window is refused with code 186 (HTTP 404, published).
        * That `lastDays` counts the links' creation (not their clicks) is this spec's reading
          (inferred); so is the Max Pack add-on (`x-add-ons`), which the links it reads need.
        """

        return await self._client.call(
            _ANALYTICS_LINKS,
            {
                "last_days": last_days,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def analytics_short(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ShortLinkAnalyticsList:
        """Short links with their clicks (analytics path) (`GET /analytics/links-short`, analytics_links_short).

        The acting profile's short links, oldest first, each with its clicks, as the service's
        own tests read them (LIVE: `{status, analytics: [{totalClicks,
        refererCounts, browserCounts, originalUrl, shortUrl, created}]}`): the items of
        `list_link_analytics` without `id`, counted the same way (`x-short-link` of
        `create_link`). No public material calls it superseded, so it is not marked
        deprecated. It takes no parameters (none seen), and an empty list answers a profile
        without links (inferred). Needs the Max Pack add-on (`x-add-ons`; inferred, as the
        /links operations).
        """

        return await self._client.call(
            _ANALYTICS_LINKS_SHORT,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncLinksResourceWithRawResponse:
    """`AsyncLinksResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncLinksResource) -> None:
        self.list_analytics = async_to_raw_response(resource.list_analytics)
        self.create = async_to_raw_response(resource.create)
        self.get_analytics = async_to_raw_response(resource.get_analytics)
        self.shorten = async_to_raw_response(resource.shorten)
        self.short = async_to_raw_response(resource.short)
        self.analytics = async_to_raw_response(resource.analytics)
        self.analytics_short = async_to_raw_response(resource.analytics_short)


__all__ = [
    "AsyncLinksResource",
    "AsyncLinksResourceWithRawResponse",
    "LinksResource",
    "LinksResourceWithRawResponse",
]
