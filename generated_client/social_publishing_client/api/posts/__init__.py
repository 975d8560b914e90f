"""Publish, schedule, read and delete posts on linked networks.

The `posts` resource of `SocialPublishing` (`PostsResource`) and `AsyncSocialPublishing`
(`AsyncPostsResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

import builtins
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
from ...models.bulk_post_form import BulkPostForm
from ...models.bulk_post_result import BulkPostResult
from ...models.copy_post_result import CopyPostResult
from ...models.delete_all_scheduled_posts import DeleteAllScheduledPosts
from ...models.delete_one_post import DeleteOnePost
from ...models.delete_posts_in_bulk import DeletePostsInBulk
from ...models.get_post_history_entry_data_type import GetPostHistoryEntryDataType
from ...models.network_history import NetworkHistory
from ...models.platform import Platform
from ...models.post_copy import PostCopy
from ...models.post_deleted import PostDeleted
from ...models.post_history import PostHistory
from ...models.post_record import PostRecord
from ...models.post_request import PostRequest
from ...models.post_result import PostResult
from ...models.post_retry import PostRetry
from ...models.post_status import PostStatus
from ...models.post_type import PostType
from ...models.post_update import PostUpdate
from ...models.post_updated import PostUpdated
from ...models.profile_post_results import ProfilePostResults
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    bulk_post,
    copy_post,
    create_post,
    delete_post,
    get_post,
    get_post_history,
    get_post_history_entry,
    retry_post,
    update_post,
)

_CREATE_POST: Operation[PostResult | ProfilePostResults] = Operation(
    "create_post",
    "POST",
    create_post._get_kwargs,
    create_post._parse_response,
    result="PostResult | ProfilePostResults",
)
_DELETE_POST: Operation[PostDeleted] = Operation(
    "delete_post",
    "DELETE",
    delete_post._get_kwargs,
    delete_post._parse_response,
    result="PostDeleted",
)
_UPDATE_POST: Operation[PostUpdated] = Operation(
    "update_post",
    "PATCH",
    update_post._get_kwargs,
    update_post._parse_response,
    result="PostUpdated",
)
_RETRY_POST: Operation[PostResult | ProfilePostResults] = Operation(
    "retry_post",
    "PUT",
    retry_post._get_kwargs,
    retry_post._parse_response,
    result="PostResult | ProfilePostResults",
)
_GET_POST: Operation[PostRecord] = Operation(
    "get_post",
    "GET",
    get_post._get_kwargs,
    get_post._parse_response,
    result="PostRecord",
)
_GET_POST_HISTORY: Operation[PostHistory] = Operation(
    "get_post_history",
    "GET",
    get_post_history._get_kwargs,
    get_post_history._parse_response,
    result="PostHistory",
)
_GET_POST_HISTORY_ENTRY: Operation[NetworkHistory | PostRecord] = Operation(
    "get_post_history_entry",
    "GET",
    get_post_history_entry._get_kwargs,
    get_post_history_entry._parse_response,
    result="NetworkHistory | PostRecord",
)
_COPY_POST: Operation[CopyPostResult] = Operation(
    "copy_post",
    "POST",
    copy_post._get_kwargs,
    copy_post._parse_response,
    result="CopyPostResult",
)
_BULK_POST: Operation[BulkPostResult] = Operation(
    "bulk_post",
    "PUT",
    bulk_post._get_kwargs,
    bulk_post._parse_response,
    result="BulkPostResult",
    uploads=True,
)


class PostsResource:
    """Publish, schedule, read and delete posts on linked networks.

    The methods of `SocialPublishing.posts`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "PostsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return PostsResourceWithRawResponse(self)

    def create(
        self,
        body: PostRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostResult | ProfilePostResults:
        """Publish or schedule a post (`POST /post`, create_post).

        Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
        in the future (a past `scheduleDate` is refused with code 152).

        * Each network gets its own outcome (DOCS errors-ayrshare): a network that is not
          linked to the acting profile gets an `errors` entry with code 156 while the others
          publish; the answer is HTTP 200 with `status: error` when some networks failed and
          HTTP 400 with the same full result when every network failed.
        * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
          and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise; nothing is posted).
        * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
          addresses; uploaded media that has expired is refused (code 153), and a scheduled
          post whose uploaded media expires before it is published fails to publish.
        * The networks' media and text rules (`x-media-rules`: how many images and videos,
          image sizes and aspect ratios, file sizes, video durations and aspect ratios, text
          length) are checked for each targeted network: a network whose rule the post breaks
          gets an `errors` entry with the rule's code (138, 710, 720, 721, 722, 723 or 724)
          while the others publish.
        * `requiresApproval: true` holds the post (`awaiting approval`) until `update_post`
          approves it; `idempotencyKey` makes a repeated request answer the first post.
        * `autoSchedule: {schedule: true, title}` places the post in the next free slot of that
          auto-schedule (`set_auto_schedule`; code 192 for an unknown title, 193 when the
          schedule has no slot within a year).
        * Sent with a `Profile-Key`, the result is wrapped: `{status, posts: [{..., profileTitle,
          refId}]}` (DOCS apis/profiles, "Post to a User Profile"). The older page's
          `profileKeys` body field (several User Profiles at once) answers the same shape with
          one result per profile (see `PostRequest.profileKeys`; 104 for an unknown key, 162
          for a key other than the header's). HTTP 400 only when every post failed everywhere.
        * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
          Post IDs (made by the networks).
        * Testing (DOCS quickstart; the official Node SDK's `testPost` sends `{randomPost: true,
          platforms, randomMediaUrl: true}`): `randomPost: true` makes the service write the
          text, `randomMediaUrl: true` attach a random image, with `isLandscapeVideo` or
          `isPortraitVideo` a random video of that orientation (a video post). The post is then
          stored, answered and delivered like any other, with the written text and address.
          `post` is required unless `randomPost` is `true` (code 108 otherwise).
        """

        return self._client.call(
            _CREATE_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def delete(
        self,
        body: DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostDeleted:
        """Delete posts (`DELETE /post`, delete_post).

        Deletes one post (`id`), several (`bulk`), or every pending scheduled post of the acting
        profile (`deleteAllScheduled: true`, which ignores `id` and `bulk`) (DOCS
        apis/post/delete-post). Published posts are also removed from their networks, unless
        `markManualDeleted: true` says they were removed there already; deleting a post
        published on X needs the X own-credential headers (code 419). An unknown Post ID gets
        code 114 and a post already deleted code 383; in both cases nothing is deleted.
        """

        return self._client.call(
            _DELETE_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, DeleteOnePost, DeletePostsInBulk, DeleteAllScheduledPosts),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def update(
        self,
        body: PostUpdate | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostUpdated:
        """Update a post (`PATCH /post`, update_post).

        Changes a post of the acting profile (DOCS apis/post/update-post): `scheduleDate`
        reschedules a post that is still pending or awaiting approval, `approved: true` releases
        a post awaiting approval (published at once, or scheduled when its `scheduleDate` is
        still ahead), `notes` replaces its notes. An unknown Post ID gets code 114; rescheduling
        or approving a post that is no longer pending or awaiting approval gets code 154.
        """

        return self._client.call(
            _UPDATE_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostUpdate),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def retry(
        self,
        body: PostRetry | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostResult | ProfilePostResults:
        """Retry a failed post (`PUT /post/retry`, retry_post).

        Publishes a post whose publishing failed again on the networks it failed on (SDK-PY
        `retryPost`; DOCS errors-ayrshare: errors with `retryAvailable: true`). The result has
        the shape of `create_post`'s. A post that did not fail gets code 155; an unknown Post
        ID code 114.
        """

        return self._client.call(
            _RETRY_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostRetry),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get(
        self,
        id: str,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostRecord:
        """Read a post (`GET /post/{id}`, get_post).

        Returns the acting profile's post with this Post ID (code 114 when unknown). The
        official Python SDK also repeats the ID in the query (`?id=`); like any unknown query
        parameter it is ignored.
        """

        return self._client.call(
            _GET_POST,
            {
                "id": id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_history(
        self,
        *,
        status: PostStatus | Unset = UNSET,
        last_days: int | Unset = 30,
        start_date: datetime.datetime | str | Unset = UNSET,
        end_date: datetime.datetime | str | Unset = UNSET,
        limit: int | Unset = 25,
        type: PostType | Unset = UNSET,
        platforms: builtins.list[Platform] | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostHistory:
        """List post history (`GET /history`, get_post_history).

        Lists the acting profile's posts, newest first, filtered by the query parameters (DOCS
        apis/history/get-history). Deleted posts are listed only when `status=deleted` asks
        for them. `startDate` and `endDate` (both inclusive) replace `lastDays` when given.
        """

        return self._client.call(
            _GET_POST_HISTORY,
            {
                "status": status,
                "last_days": last_days,
                "start_date": start_date,
                "end_date": end_date,
                "limit": limit,
                "type_": type,
                "platforms": platforms,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_history_entry(
        self,
        id: str,
        *,
        limit: int | Unset = 10,
        next: str | Unset = UNSET,
        skip_analytics: bool | Unset = False,
        page_published: bool | Unset = UNSET,
        since: str | Unset = UNSET,
        until: str | Unset = UNSET,
        data_type: GetPostHistoryEntryDataType | Unset = UNSET,
        user_id: str | Unset = UNSET,
        user_name: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkHistory | PostRecord:
        """Read one post's history, or one network's posts (`GET /history/{id}`, get_post_history_entry).

        The history record of one post of the acting profile (DOCS apis/history/get-history-id;
        SDK-PY `history({'id': ...})`, which also repeats the ID in the query): the same record
        `get_post` returns. Code 114 when unknown. The record is read from the service's store
        and contacts no network, so, as `get_post`, it needs neither its networks still linked
        (156) nor the caller's X credentials for a post on X (419: "every X/Twitter-bound call",
        SDK-PY `set_twitter_byo`, DOCS); those codes are the history by network's.

        **History by network.** `GET /history/{platform}` (MCP) shares this
        path: when `id` is a network name the answer is that network's posts, newest first
        (`NetworkHistory`), including posts made outside the service. OpenAPI cannot hold two
        templated paths of the same shape, so one operation serves both; a Post ID is never a
        network name (the service makes 20-character IDs).

        * Networks with such a history: `HistoryNetwork` (no gmb, reddit or telegram: those
          are refused with code 157). A network not linked to the profile: code 156. X needs
          its own-credential headers, as every X-bound call (code 419).
        * `limit` posts per page (default 10); `next` (from the previous answer) reads the
          following page. `skipAnalytics=true` leaves out each post's `analytics`.
        * The reference server's sandbox networks hold what the profile published there (a
          `postIds` entry with `status: success`, the post not deleted), read at each request:
          `lastUpdated` is the time of the read and `nextUpdate` 10 minutes later (the service
          refreshes these about every 10 minutes).
        * Network-specific filters (MCP history schemas): `pagePublished`
          (Facebook: only the posts the Page itself published, not visitors' posts on it),
          `since`/`until` (Facebook: posts created on or after / on or before these UTC days),
          `dataType` (Facebook and Instagram: `posts` or `stories`; both when absent). Each
          parameter's `x-for-networks` names the networks it applies to; sent for another
          network it is refused with code 616 (inferred: the sources name the networks, not
          what other networks do with them).
        * `userId` or `userName` (X only) reads another X account's posts instead of the
          linked one's: with the account's API key only, a `Profile-Key` is refused with code
          435 (MCP: "returns Error 400"); the linked X account is not needed (inferred). When
          both are sent, `userId` is used (inferred). Each lookup is listed by
          `get_user_lookups` for the month. In the reference server the looked-up account's
          posts (three, one a day before the current day) come deterministically from the
          value looked up and the service clock.
        * In the reference server the sandbox networks also hold posts made outside the
          service, added with the test control (`add_network_post`): a visitor's post on a
          Facebook Page, a story.

        `limit`, `next`, `skipAnalytics` and the network-specific filters are ignored for a Post
        ID.
        """

        return self._client.call(
            _GET_POST_HISTORY_ENTRY,
            {
                "id": id,
                "limit": limit,
                "next_": next,
                "skip_analytics": skip_analytics,
                "page_published": page_published,
                "since": since,
                "until": until,
                "data_type": data_type,
                "user_id": user_id,
                "user_name": user_name,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def copy(
        self,
        body: PostCopy | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CopyPostResult:
        """Copy a post to other networks (`POST /post/copy`, copy_post).

        Publishes (or schedules) a new post with the text, media and settings of an existing
        post of the acting profile on the networks given (DOCS apis/post/copy-post). The new post
        follows `create_post`'s rules: a network not linked to the profile gets an `errors`
        entry with code 156 while the others publish (HTTP 400 with the full result when every
        network failed), a past `scheduleDate` is refused with code 152, uploaded media of the
        original that has expired with code 153, a request targeting `twitter` needs the X
        headers (code 419). An unknown `postId` is refused with code 114 (HTTP 404), as
        `get_post` refuses it.

        * `<network>Options` given replace the original's options of that network; the others
          are kept (inferred: the docs show `faceBookOptions` sent, not how they merge).
        * The answer is `create_post`'s result for the new post plus `copiedFrom` (the original
          Post ID) and `originalPost` (its text) (DOCS example). Sent with a `Profile-Key`, the
          answer is not wrapped in `posts` (inferred: the docs show only the bare answer).
        """

        return self._client.call(
            _COPY_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostCopy),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def bulk(
        self,
        body: BulkPostForm | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> BulkPostResult:
        """Schedule posts from a CSV file (`PUT /post/bulk`, bulk_post).

        Schedules one post per row of a CSV file sent as the `file` part of a
        `multipart/form-data` body (DOCS apis/post/bulk-post: "Bulk schedule posts with CSV
        (Comma Separated Values) file of posts data"). DOCS recommends `create_post` instead:
        it takes every field and reports each post on its own. The posts made are ordinary
        scheduled posts of the acting profile: `get_post` and `get_post_history` list them, the
        service publishes them at their `scheduleDate` and sends the `scheduled` webhook events
        as for `create_post`.

        The CSV columns (`x-bulk-csv.columns`, DOCS: all required): `post` (the text),
        `platforms` (network names separated by commas, e.g. `twitter, facebook, instagram`;
        spaces around a name are dropped), `mediaUrls` (the URL of an image or video) and
        `scheduleDate` (UTC, exactly `YYYY-MM-DDThh:mm:ssZ`, e.g. `2026-07-08T12:30:00Z`).

        * Each row is checked with exactly `create_post`'s rules on the request
          `{post, platforms, mediaUrls, scheduleDate}` it makes: a past `scheduleDate` gets
          code 152, uploaded media that expired code 153, a row whose networks are all unlinked
          code 156, a row targeting `twitter` without the X headers code 419, a row that breaks
          a rule of `x-media-rules` on every linked network of it the code of the first such
          rule; a network of the row that is not linked, or whose rule the row breaks, while
          others are fine gets an `errors` entry and the post stays scheduled on the others (as
          `create_post`).
        * The whole file is checked before anything is stored: one bad row refuses the file with
          one error naming the row (1 = the first row after the header) and, for a cell, its
          column; no post is scheduled (inferred: DOCS does not say what happens to a bad row).
        * A file that is not UTF-8 CSV, has no header row, lacks a column of
          `x-bulk-csv.columns`, has a row with another number of cells than the header, or no
          row of posts, gets code 617 (inferred); more rows than `x-bulk-csv.maxRows` code 618
          (inferred limit); a cell that does not make a valid `create_post` request (an unknown
          network, an empty text, a `scheduleDate` in another form, a `mediaUrls` cell that is
          not an http(s) URL) code 619.
        * An empty `mediaUrls` cell is allowed: the post has no media (inferred: DOCS makes the
          column required, not a value in it). Several URLs in one cell are separated by commas
          (inferred, as `platforms`); at most `create_post`'s (`PostRequest.mediaUrls.maxItems`).
        * Duplicates: DOCS says a post whose text equals another's with `scheduleDate`s less
          than three days apart is refused when its `scheduleDate` comes. The reference server
          models no duplicate guard for `create_post`, so none for this operation either.
        * Plans: DOCS shows "Available on Premium, Business, Enterprise plans" (the English
          page; its translations add Launch), so every plan of `x-plans`.
        * Sent with a `Profile-Key`, the posts are the User Profile's and the answer is not
          wrapped (inferred: DOCS shows one answer form).
        """

        return self._client.call(
            _BULK_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, BulkPostForm),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class PostsResourceWithRawResponse:
    """`PostsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: PostsResource) -> None:
        self.create = to_raw_response(resource.create)
        self.delete = to_raw_response(resource.delete)
        self.update = to_raw_response(resource.update)
        self.retry = to_raw_response(resource.retry)
        self.get = to_raw_response(resource.get)
        self.get_history = to_raw_response(resource.get_history)
        self.get_history_entry = to_raw_response(resource.get_history_entry)
        self.copy = to_raw_response(resource.copy)
        self.bulk = to_raw_response(resource.bulk)


class AsyncPostsResource:
    """Publish, schedule, read and delete posts on linked networks.

    The methods of `AsyncSocialPublishing.posts`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncPostsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncPostsResourceWithRawResponse(self)

    async def create(
        self,
        body: PostRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostResult | ProfilePostResults:
        """Publish or schedule a post (`POST /post`, create_post).

        Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
        in the future (a past `scheduleDate` is refused with code 152).

        * Each network gets its own outcome (DOCS errors-ayrshare): a network that is not
          linked to the acting profile gets an `errors` entry with code 156 while the others
          publish; the answer is HTTP 200 with `status: error` when some networks failed and
          HTTP 400 with the same full result when every network failed.
        * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
          and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise; nothing is posted).
        * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
          addresses; uploaded media that has expired is refused (code 153), and a scheduled
          post whose uploaded media expires before it is published fails to publish.
        * The networks' media and text rules (`x-media-rules`: how many images and videos,
          image sizes and aspect ratios, file sizes, video durations and aspect ratios, text
          length) are checked for each targeted network: a network whose rule the post breaks
          gets an `errors` entry with the rule's code (138, 710, 720, 721, 722, 723 or 724)
          while the others publish.
        * `requiresApproval: true` holds the post (`awaiting approval`) until `update_post`
          approves it; `idempotencyKey` makes a repeated request answer the first post.
        * `autoSchedule: {schedule: true, title}` places the post in the next free slot of that
          auto-schedule (`set_auto_schedule`; code 192 for an unknown title, 193 when the
          schedule has no slot within a year).
        * Sent with a `Profile-Key`, the result is wrapped: `{status, posts: [{..., profileTitle,
          refId}]}` (DOCS apis/profiles, "Post to a User Profile"). The older page's
          `profileKeys` body field (several User Profiles at once) answers the same shape with
          one result per profile (see `PostRequest.profileKeys`; 104 for an unknown key, 162
          for a key other than the header's). HTTP 400 only when every post failed everywhere.
        * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
          Post IDs (made by the networks).
        * Testing (DOCS quickstart; the official Node SDK's `testPost` sends `{randomPost: true,
          platforms, randomMediaUrl: true}`): `randomPost: true` makes the service write the
          text, `randomMediaUrl: true` attach a random image, with `isLandscapeVideo` or
          `isPortraitVideo` a random video of that orientation (a video post). The post is then
          stored, answered and delivered like any other, with the written text and address.
          `post` is required unless `randomPost` is `true` (code 108 otherwise).
        """

        return await self._client.call(
            _CREATE_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def delete(
        self,
        body: DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostDeleted:
        """Delete posts (`DELETE /post`, delete_post).

        Deletes one post (`id`), several (`bulk`), or every pending scheduled post of the acting
        profile (`deleteAllScheduled: true`, which ignores `id` and `bulk`) (DOCS
        apis/post/delete-post). Published posts are also removed from their networks, unless
        `markManualDeleted: true` says they were removed there already; deleting a post
        published on X needs the X own-credential headers (code 419). An unknown Post ID gets
        code 114 and a post already deleted code 383; in both cases nothing is deleted.
        """

        return await self._client.call(
            _DELETE_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, DeleteOnePost, DeletePostsInBulk, DeleteAllScheduledPosts),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def update(
        self,
        body: PostUpdate | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostUpdated:
        """Update a post (`PATCH /post`, update_post).

        Changes a post of the acting profile (DOCS apis/post/update-post): `scheduleDate`
        reschedules a post that is still pending or awaiting approval, `approved: true` releases
        a post awaiting approval (published at once, or scheduled when its `scheduleDate` is
        still ahead), `notes` replaces its notes. An unknown Post ID gets code 114; rescheduling
        or approving a post that is no longer pending or awaiting approval gets code 154.
        """

        return await self._client.call(
            _UPDATE_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostUpdate),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def retry(
        self,
        body: PostRetry | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostResult | ProfilePostResults:
        """Retry a failed post (`PUT /post/retry`, retry_post).

        Publishes a post whose publishing failed again on the networks it failed on (SDK-PY
        `retryPost`; DOCS errors-ayrshare: errors with `retryAvailable: true`). The result has
        the shape of `create_post`'s. A post that did not fail gets code 155; an unknown Post
        ID code 114.
        """

        return await self._client.call(
            _RETRY_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostRetry),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get(
        self,
        id: str,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostRecord:
        """Read a post (`GET /post/{id}`, get_post).

        Returns the acting profile's post with this Post ID (code 114 when unknown). The
        official Python SDK also repeats the ID in the query (`?id=`); like any unknown query
        parameter it is ignored.
        """

        return await self._client.call(
            _GET_POST,
            {
                "id": id,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_history(
        self,
        *,
        status: PostStatus | Unset = UNSET,
        last_days: int | Unset = 30,
        start_date: datetime.datetime | str | Unset = UNSET,
        end_date: datetime.datetime | str | Unset = UNSET,
        limit: int | Unset = 25,
        type: PostType | Unset = UNSET,
        platforms: builtins.list[Platform] | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostHistory:
        """List post history (`GET /history`, get_post_history).

        Lists the acting profile's posts, newest first, filtered by the query parameters (DOCS
        apis/history/get-history). Deleted posts are listed only when `status=deleted` asks
        for them. `startDate` and `endDate` (both inclusive) replace `lastDays` when given.
        """

        return await self._client.call(
            _GET_POST_HISTORY,
            {
                "status": status,
                "last_days": last_days,
                "start_date": start_date,
                "end_date": end_date,
                "limit": limit,
                "type_": type,
                "platforms": platforms,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_history_entry(
        self,
        id: str,
        *,
        limit: int | Unset = 10,
        next: str | Unset = UNSET,
        skip_analytics: bool | Unset = False,
        page_published: bool | Unset = UNSET,
        since: str | Unset = UNSET,
        until: str | Unset = UNSET,
        data_type: GetPostHistoryEntryDataType | Unset = UNSET,
        user_id: str | Unset = UNSET,
        user_name: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkHistory | PostRecord:
        """Read one post's history, or one network's posts (`GET /history/{id}`, get_post_history_entry).

        The history record of one post of the acting profile (DOCS apis/history/get-history-id;
        SDK-PY `history({'id': ...})`, which also repeats the ID in the query): the same record
        `get_post` returns. Code 114 when unknown. The record is read from the service's store
        and contacts no network, so, as `get_post`, it needs neither its networks still linked
        (156) nor the caller's X credentials for a post on X (419: "every X/Twitter-bound call",
        SDK-PY `set_twitter_byo`, DOCS); those codes are the history by network's.

        **History by network.** `GET /history/{platform}` (MCP) shares this
        path: when `id` is a network name the answer is that network's posts, newest first
        (`NetworkHistory`), including posts made outside the service. OpenAPI cannot hold two
        templated paths of the same shape, so one operation serves both; a Post ID is never a
        network name (the service makes 20-character IDs).

        * Networks with such a history: `HistoryNetwork` (no gmb, reddit or telegram: those
          are refused with code 157). A network not linked to the profile: code 156. X needs
          its own-credential headers, as every X-bound call (code 419).
        * `limit` posts per page (default 10); `next` (from the previous answer) reads the
          following page. `skipAnalytics=true` leaves out each post's `analytics`.
        * The reference server's sandbox networks hold what the profile published there (a
          `postIds` entry with `status: success`, the post not deleted), read at each request:
          `lastUpdated` is the time of the read and `nextUpdate` 10 minutes later (the service
          refreshes these about every 10 minutes).
        * Network-specific filters (MCP history schemas): `pagePublished`
          (Facebook: only the posts the Page itself published, not visitors' posts on it),
          `since`/`until` (Facebook: posts created on or after / on or before these UTC days),
          `dataType` (Facebook and Instagram: `posts` or `stories`; both when absent). Each
          parameter's `x-for-networks` names the networks it applies to; sent for another
          network it is refused with code 616 (inferred: the sources name the networks, not
          what other networks do with them).
        * `userId` or `userName` (X only) reads another X account's posts instead of the
          linked one's: with the account's API key only, a `Profile-Key` is refused with code
          435 (MCP: "returns Error 400"); the linked X account is not needed (inferred). When
          both are sent, `userId` is used (inferred). Each lookup is listed by
          `get_user_lookups` for the month. In the reference server the looked-up account's
          posts (three, one a day before the current day) come deterministically from the
          value looked up and the service clock.
        * In the reference server the sandbox networks also hold posts made outside the
          service, added with the test control (`add_network_post`): a visitor's post on a
          Facebook Page, a story.

        `limit`, `next`, `skipAnalytics` and the network-specific filters are ignored for a Post
        ID.
        """

        return await self._client.call(
            _GET_POST_HISTORY_ENTRY,
            {
                "id": id,
                "limit": limit,
                "next_": next,
                "skip_analytics": skip_analytics,
                "page_published": page_published,
                "since": since,
                "until": until,
                "data_type": data_type,
                "user_id": user_id,
                "user_name": user_name,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def copy(
        self,
        body: PostCopy | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CopyPostResult:
        """Copy a post to other networks (`POST /post/copy`, copy_post).

        Publishes (or schedules) a new post with the text, media and settings of an existing
        post of the acting profile on the networks given (DOCS apis/post/copy-post). The new post
        follows `create_post`'s rules: a network not linked to the profile gets an `errors`
        entry with code 156 while the others publish (HTTP 400 with the full result when every
        network failed), a past `scheduleDate` is refused with code 152, uploaded media of the
        original that has expired with code 153, a request targeting `twitter` needs the X
        headers (code 419). An unknown `postId` is refused with code 114 (HTTP 404), as
        `get_post` refuses it.

        * `<network>Options` given replace the original's options of that network; the others
          are kept (inferred: the docs show `faceBookOptions` sent, not how they merge).
        * The answer is `create_post`'s result for the new post plus `copiedFrom` (the original
          Post ID) and `originalPost` (its text) (DOCS example). Sent with a `Profile-Key`, the
          answer is not wrapped in `posts` (inferred: the docs show only the bare answer).
        """

        return await self._client.call(
            _COPY_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostCopy),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def bulk(
        self,
        body: BulkPostForm | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> BulkPostResult:
        """Schedule posts from a CSV file (`PUT /post/bulk`, bulk_post).

        Schedules one post per row of a CSV file sent as the `file` part of a
        `multipart/form-data` body (DOCS apis/post/bulk-post: "Bulk schedule posts with CSV
        (Comma Separated Values) file of posts data"). DOCS recommends `create_post` instead:
        it takes every field and reports each post on its own. The posts made are ordinary
        scheduled posts of the acting profile: `get_post` and `get_post_history` list them, the
        service publishes them at their `scheduleDate` and sends the `scheduled` webhook events
        as for `create_post`.

        The CSV columns (`x-bulk-csv.columns`, DOCS: all required): `post` (the text),
        `platforms` (network names separated by commas, e.g. `twitter, facebook, instagram`;
        spaces around a name are dropped), `mediaUrls` (the URL of an image or video) and
        `scheduleDate` (UTC, exactly `YYYY-MM-DDThh:mm:ssZ`, e.g. `2026-07-08T12:30:00Z`).

        * Each row is checked with exactly `create_post`'s rules on the request
          `{post, platforms, mediaUrls, scheduleDate}` it makes: a past `scheduleDate` gets
          code 152, uploaded media that expired code 153, a row whose networks are all unlinked
          code 156, a row targeting `twitter` without the X headers code 419, a row that breaks
          a rule of `x-media-rules` on every linked network of it the code of the first such
          rule; a network of the row that is not linked, or whose rule the row breaks, while
          others are fine gets an `errors` entry and the post stays scheduled on the others (as
          `create_post`).
        * The whole file is checked before anything is stored: one bad row refuses the file with
          one error naming the row (1 = the first row after the header) and, for a cell, its
          column; no post is scheduled (inferred: DOCS does not say what happens to a bad row).
        * A file that is not UTF-8 CSV, has no header row, lacks a column of
          `x-bulk-csv.columns`, has a row with another number of cells than the header, or no
          row of posts, gets code 617 (inferred); more rows than `x-bulk-csv.maxRows` code 618
          (inferred limit); a cell that does not make a valid `create_post` request (an unknown
          network, an empty text, a `scheduleDate` in another form, a `mediaUrls` cell that is
          not an http(s) URL) code 619.
        * An empty `mediaUrls` cell is allowed: the post has no media (inferred: DOCS makes the
          column required, not a value in it). Several URLs in one cell are separated by commas
          (inferred, as `platforms`); at most `create_post`'s (`PostRequest.mediaUrls.maxItems`).
        * Duplicates: DOCS says a post whose text equals another's with `scheduleDate`s less
          than three days apart is refused when its `scheduleDate` comes. The reference server
          models no duplicate guard for `create_post`, so none for this operation either.
        * Plans: DOCS shows "Available on Premium, Business, Enterprise plans" (the English
          page; its translations add Launch), so every plan of `x-plans`.
        * Sent with a `Profile-Key`, the posts are the User Profile's and the answer is not
          wrapped (inferred: DOCS shows one answer form).
        """

        return await self._client.call(
            _BULK_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, BulkPostForm),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncPostsResourceWithRawResponse:
    """`AsyncPostsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncPostsResource) -> None:
        self.create = async_to_raw_response(resource.create)
        self.delete = async_to_raw_response(resource.delete)
        self.update = async_to_raw_response(resource.update)
        self.retry = async_to_raw_response(resource.retry)
        self.get = async_to_raw_response(resource.get)
        self.get_history = async_to_raw_response(resource.get_history)
        self.get_history_entry = async_to_raw_response(resource.get_history_entry)
        self.copy = async_to_raw_response(resource.copy)
        self.bulk = async_to_raw_response(resource.bulk)


__all__ = [
    "AsyncPostsResource",
    "AsyncPostsResourceWithRawResponse",
    "PostsResource",
    "PostsResourceWithRawResponse",
]
