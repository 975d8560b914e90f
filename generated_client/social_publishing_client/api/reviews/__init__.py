"""Reviews of a Facebook Page or Google Business Profile, and the replies to them.

The `reviews` resource of `SocialPublishing` (`ReviewsResource`) and `AsyncSocialPublishing`
(`AsyncReviewsResource`), and their raw-response variants, over this package's operation modules
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
from ...models.one_review import OneReview
from ...models.platform import Platform
from ...models.review_action_answer import ReviewActionAnswer
from ...models.review_list import ReviewList
from ...models.review_reply_deletion import ReviewReplyDeletion
from ...models.review_reply_request import ReviewReplyRequest
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import delete_review_reply, get_review, list_reviews, reply_review

_LIST_REVIEWS: Operation[ReviewList] = Operation(
    "list_reviews",
    "GET",
    list_reviews._get_kwargs,
    list_reviews._parse_response,
    result="ReviewList",
)
_REPLY_REVIEW: Operation[ReviewActionAnswer] = Operation(
    "reply_review",
    "POST",
    reply_review._get_kwargs,
    reply_review._parse_response,
    result="ReviewActionAnswer",
)
_DELETE_REVIEW_REPLY: Operation[ReviewActionAnswer] = Operation(
    "delete_review_reply",
    "DELETE",
    delete_review_reply._get_kwargs,
    delete_review_reply._parse_response,
    result="ReviewActionAnswer",
)
_GET_REVIEW: Operation[OneReview] = Operation(
    "get_review",
    "GET",
    get_review._get_kwargs,
    get_review._parse_response,
    result="OneReview",
)


class ReviewsResource:
    """Reviews of a Facebook Page or Google Business Profile, and the replies to them.

    The methods of `SocialPublishing.reviews`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "ReviewsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return ReviewsResourceWithRawResponse(self)

    def list(
        self,
        *,
        platform: Platform,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ReviewList:
        """List the reviews of a linked Facebook Page or Google Business Profile (`GET /reviews`, list_reviews).

        The reviews of the acting profile's account on `platform`, newest first, each in its
        network's form (`Review`; SDK-PY `reviews`, legacy DOCS, REV, FR B.6). Google Business
        Profile answers also carry `averageRating` and `totalReviewCount`. The network must be
        linked (code 156); a network with no review answers code 350 (FR). `lastUpdated` is when
        the answer was read and `nextUpdate` when the networks' data is refreshed next
        (`x-refresh-seconds` later; the service refreshes about every 10 minutes). Reviews come
        from the networks; in the sandbox they are added through the control (`inject_review`
        of sandbox.yaml).
        """

        return self._client.call(
            _LIST_REVIEWS,
            {
                "platform": platform,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def reply(
        self,
        body: ReviewReplyRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ReviewActionAnswer:
        """Reply to a review (`POST /reviews`, reply_review).

        Replies to the review `reviewId` on `platform` (SDK-PY `reviewReply`; FR B.6 from
        reply-review.md, which REV's `POST /reviews/reply` contradicts: this spec follows the SDK
        and FR). A second reply replaces the first (Google Business Profile keeps one reply per
        review; inferred for Facebook). The review then lists it as `reviewReply`. An id of no
        review of the profile there gets code 349; the network must be linked (156).
        """

        return self._client.call(
            _REPLY_REVIEW,
            {
                "profile_key": profile_key,
                "body": as_body(body, ReviewReplyRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def delete_reply(
        self,
        body: ReviewReplyDeletion | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ReviewActionAnswer:
        """Delete the reply to a review (`DELETE /reviews`, delete_review_reply).

        Deletes the profile's reply to the review `reviewId` (SDK-PY `deleteReviewReply`, which
        sends DELETE with a JSON body; FR from delete-review-reply.md; the SDK README names
        Google Business Profile only: `x-networks`). An id of no review gets code 349, a review
        without a reply code 632. The answer's form is inferred (the reply's, with
        `action: delete`).
        """

        return self._client.call(
            _DELETE_REVIEW_REPLY,
            {
                "profile_key": profile_key,
                "body": as_body(body, ReviewReplyDeletion),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get(
        self,
        id: str,
        *,
        platform: Platform,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> OneReview:
        """Read one review (`GET /reviews/{id}`, get_review).

        The review `id` of the acting profile's Google Business Profile (SDK-PY `review`: the id
        in the path, and in the query too, where it is ignored; README: "Currently available:
        gmb", hence `x-networks`). The answer's shape is not published; it is inferred to be
        the review as `list_reviews` lists it, under `status`. An unknown id gets code 349.
        """

        return self._client.call(
            _GET_REVIEW,
            {
                "id": id,
                "platform": platform,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class ReviewsResourceWithRawResponse:
    """`ReviewsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: ReviewsResource) -> None:
        self.list = to_raw_response(resource.list)
        self.reply = to_raw_response(resource.reply)
        self.delete_reply = to_raw_response(resource.delete_reply)
        self.get = to_raw_response(resource.get)


class AsyncReviewsResource:
    """Reviews of a Facebook Page or Google Business Profile, and the replies to them.

    The methods of `AsyncSocialPublishing.reviews`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncReviewsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncReviewsResourceWithRawResponse(self)

    async def list(
        self,
        *,
        platform: Platform,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ReviewList:
        """List the reviews of a linked Facebook Page or Google Business Profile (`GET /reviews`, list_reviews).

        The reviews of the acting profile's account on `platform`, newest first, each in its
        network's form (`Review`; SDK-PY `reviews`, legacy DOCS, REV, FR B.6). Google Business
        Profile answers also carry `averageRating` and `totalReviewCount`. The network must be
        linked (code 156); a network with no review answers code 350 (FR). `lastUpdated` is when
        the answer was read and `nextUpdate` when the networks' data is refreshed next
        (`x-refresh-seconds` later; the service refreshes about every 10 minutes). Reviews come
        from the networks; in the sandbox they are added through the control (`inject_review`
        of sandbox.yaml).
        """

        return await self._client.call(
            _LIST_REVIEWS,
            {
                "platform": platform,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def reply(
        self,
        body: ReviewReplyRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ReviewActionAnswer:
        """Reply to a review (`POST /reviews`, reply_review).

        Replies to the review `reviewId` on `platform` (SDK-PY `reviewReply`; FR B.6 from
        reply-review.md, which REV's `POST /reviews/reply` contradicts: this spec follows the SDK
        and FR). A second reply replaces the first (Google Business Profile keeps one reply per
        review; inferred for Facebook). The review then lists it as `reviewReply`. An id of no
        review of the profile there gets code 349; the network must be linked (156).
        """

        return await self._client.call(
            _REPLY_REVIEW,
            {
                "profile_key": profile_key,
                "body": as_body(body, ReviewReplyRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def delete_reply(
        self,
        body: ReviewReplyDeletion | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ReviewActionAnswer:
        """Delete the reply to a review (`DELETE /reviews`, delete_review_reply).

        Deletes the profile's reply to the review `reviewId` (SDK-PY `deleteReviewReply`, which
        sends DELETE with a JSON body; FR from delete-review-reply.md; the SDK README names
        Google Business Profile only: `x-networks`). An id of no review gets code 349, a review
        without a reply code 632. The answer's form is inferred (the reply's, with
        `action: delete`).
        """

        return await self._client.call(
            _DELETE_REVIEW_REPLY,
            {
                "profile_key": profile_key,
                "body": as_body(body, ReviewReplyDeletion),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get(
        self,
        id: str,
        *,
        platform: Platform,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> OneReview:
        """Read one review (`GET /reviews/{id}`, get_review).

        The review `id` of the acting profile's Google Business Profile (SDK-PY `review`: the id
        in the path, and in the query too, where it is ignored; README: "Currently available:
        gmb", hence `x-networks`). The answer's shape is not published; it is inferred to be
        the review as `list_reviews` lists it, under `status`. An unknown id gets code 349.
        """

        return await self._client.call(
            _GET_REVIEW,
            {
                "id": id,
                "platform": platform,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncReviewsResourceWithRawResponse:
    """`AsyncReviewsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncReviewsResource) -> None:
        self.list = async_to_raw_response(resource.list)
        self.reply = async_to_raw_response(resource.reply)
        self.delete_reply = async_to_raw_response(resource.delete_reply)
        self.get = async_to_raw_response(resource.get)


__all__ = [
    "AsyncReviewsResource",
    "AsyncReviewsResourceWithRawResponse",
    "ReviewsResource",
    "ReviewsResourceWithRawResponse",
]
