"""RSS, Substack and YouTube feeds whose new articles are posted automatically.

The `feeds` resource of `SocialPublishing` (`FeedsResource`) and `AsyncSocialPublishing`
(`AsyncFeedsResource`), and their raw-response variants, over this package's operation modules
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
from ...models.feed_added import FeedAdded
from ...models.feed_delete_request import FeedDeleteRequest
from ...models.feed_deleted import FeedDeleted
from ...models.feed_list import FeedList
from ...models.feed_request import FeedRequest
from ...models.feed_update_request import FeedUpdateRequest
from ...models.feed_updated import FeedUpdated
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import add_feed, delete_feed, get_feeds, update_feed

_GET_FEEDS: Operation[FeedList] = Operation(
    "get_feeds",
    "GET",
    get_feeds._get_kwargs,
    get_feeds._parse_response,
    result="FeedList",
)
_UPDATE_FEED: Operation[FeedUpdated] = Operation(
    "update_feed",
    "PUT",
    update_feed._get_kwargs,
    update_feed._parse_response,
    result="FeedUpdated",
)
_ADD_FEED: Operation[FeedAdded] = Operation(
    "add_feed",
    "POST",
    add_feed._get_kwargs,
    add_feed._parse_response,
    result="FeedAdded",
)
_DELETE_FEED: Operation[FeedDeleted] = Operation(
    "delete_feed",
    "DELETE",
    delete_feed._get_kwargs,
    delete_feed._parse_response,
    result="FeedDeleted",
)


class FeedsResource:
    """RSS, Substack and YouTube feeds whose new articles are posted automatically.

    The methods of `SocialPublishing.feeds`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "FeedsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return FeedsResourceWithRawResponse(self)

    def get(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> FeedList:
        """List the added feeds (`GET /feed`, get_feeds).

        The acting profile's feeds, oldest first (legacy DOCS; SDK-PY `getFeeds`), each with
        what was read from it and when it is checked next (`nextCheck`).
        """

        return self._client.call(
            _GET_FEEDS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def update(
        self,
        body: FeedUpdateRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> FeedUpdated:
        """Change a feed's settings (`PUT /feed`, update_feed).

        Sets `useFirstImage` and/or `autoHashtag` of the feed `id` (SDK-PY README
        `updateFeed`); they apply to the articles posted from then on. An id of no feed of the
        acting profile gets code 630.
        """

        return self._client.call(
            _UPDATE_FEED,
            {
                "profile_key": profile_key,
                "body": as_body(body, FeedUpdateRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def add(
        self,
        body: FeedRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> FeedAdded:
        """Add an RSS, Substack or YouTube feed for automated posting (`POST /feed`, add_feed).

        Adds a feed whose new articles the service posts to the acting profile's linked
        networks (legacy DOCS: "Facebook, Twitter, LinkedIn, and Telegram. Also Instagram and
        Pinterest if a valid image can be found in the article"; `x-feed-posting`). The feed
        is read once when it is added (the answer's `title` and `websiteLink` come from it,
        LIVE); an address that cannot be fetched or is not an RSS or Atom feed is refused
        with code 631. The articles it holds then are not posted; later checks, every
        `x-feed-posting.checkSeconds` of the service clock (inferred: the sources give no
        interval), post each article not seen before as one post (its title, a blank line and
        its link; hashtags with `autoHashtag`; the article's first image with
        `useFirstImage`) and fire the `feed` webhook action for it.
        """

        return self._client.call(
            _ADD_FEED,
            {
                "profile_key": profile_key,
                "body": as_body(body, FeedRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def delete(
        self,
        body: FeedDeleteRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> FeedDeleted:
        """Delete a feed (`DELETE /feed`, delete_feed).

        Deletes the feed `id` (legacy DOCS; SDK-PY `deleteFeed` sends DELETE with a JSON body):
        it is not checked again. Posts made from it stay. An id of no feed of the acting
        profile gets code 630.
        """

        return self._client.call(
            _DELETE_FEED,
            {
                "profile_key": profile_key,
                "body": as_body(body, FeedDeleteRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class FeedsResourceWithRawResponse:
    """`FeedsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: FeedsResource) -> None:
        self.get = to_raw_response(resource.get)
        self.update = to_raw_response(resource.update)
        self.add = to_raw_response(resource.add)
        self.delete = to_raw_response(resource.delete)


class AsyncFeedsResource:
    """RSS, Substack and YouTube feeds whose new articles are posted automatically.

    The methods of `AsyncSocialPublishing.feeds`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncFeedsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncFeedsResourceWithRawResponse(self)

    async def get(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> FeedList:
        """List the added feeds (`GET /feed`, get_feeds).

        The acting profile's feeds, oldest first (legacy DOCS; SDK-PY `getFeeds`), each with
        what was read from it and when it is checked next (`nextCheck`).
        """

        return await self._client.call(
            _GET_FEEDS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def update(
        self,
        body: FeedUpdateRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> FeedUpdated:
        """Change a feed's settings (`PUT /feed`, update_feed).

        Sets `useFirstImage` and/or `autoHashtag` of the feed `id` (SDK-PY README
        `updateFeed`); they apply to the articles posted from then on. An id of no feed of the
        acting profile gets code 630.
        """

        return await self._client.call(
            _UPDATE_FEED,
            {
                "profile_key": profile_key,
                "body": as_body(body, FeedUpdateRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def add(
        self,
        body: FeedRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> FeedAdded:
        """Add an RSS, Substack or YouTube feed for automated posting (`POST /feed`, add_feed).

        Adds a feed whose new articles the service posts to the acting profile's linked
        networks (legacy DOCS: "Facebook, Twitter, LinkedIn, and Telegram. Also Instagram and
        Pinterest if a valid image can be found in the article"; `x-feed-posting`). The feed
        is read once when it is added (the answer's `title` and `websiteLink` come from it,
        LIVE); an address that cannot be fetched or is not an RSS or Atom feed is refused
        with code 631. The articles it holds then are not posted; later checks, every
        `x-feed-posting.checkSeconds` of the service clock (inferred: the sources give no
        interval), post each article not seen before as one post (its title, a blank line and
        its link; hashtags with `autoHashtag`; the article's first image with
        `useFirstImage`) and fire the `feed` webhook action for it.
        """

        return await self._client.call(
            _ADD_FEED,
            {
                "profile_key": profile_key,
                "body": as_body(body, FeedRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def delete(
        self,
        body: FeedDeleteRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> FeedDeleted:
        """Delete a feed (`DELETE /feed`, delete_feed).

        Deletes the feed `id` (legacy DOCS; SDK-PY `deleteFeed` sends DELETE with a JSON body):
        it is not checked again. Posts made from it stay. An id of no feed of the acting
        profile gets code 630.
        """

        return await self._client.call(
            _DELETE_FEED,
            {
                "profile_key": profile_key,
                "body": as_body(body, FeedDeleteRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncFeedsResourceWithRawResponse:
    """`AsyncFeedsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncFeedsResource) -> None:
        self.get = async_to_raw_response(resource.get)
        self.update = async_to_raw_response(resource.update)
        self.add = async_to_raw_response(resource.add)
        self.delete = async_to_raw_response(resource.delete)


__all__ = [
    "AsyncFeedsResource",
    "AsyncFeedsResourceWithRawResponse",
    "FeedsResource",
    "FeedsResourceWithRawResponse",
]
