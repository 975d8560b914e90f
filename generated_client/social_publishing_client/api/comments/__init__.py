"""Comment on posts, read their comments, reply and delete.

The `comments` resource of `SocialPublishing` (`CommentsResource`) and `AsyncSocialPublishing`
(`AsyncCommentsResource`), and their raw-response variants, over this package's operation modules
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
from ...models.comment_deletion_request import CommentDeletionRequest
from ...models.comment_posted import CommentPosted
from ...models.comment_replied import CommentReplied
from ...models.comment_reply import CommentReply
from ...models.comment_request import CommentRequest
from ...models.comments_deleted import CommentsDeleted
from ...models.platform import Platform
from ...models.post_comments import PostComments
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import delete_comments, get_comments, post_comment, reply_comment

_POST_COMMENT: Operation[CommentPosted] = Operation(
    "post_comment",
    "POST",
    post_comment._get_kwargs,
    post_comment._parse_response,
    result="CommentPosted",
)
_GET_COMMENTS: Operation[PostComments] = Operation(
    "get_comments",
    "GET",
    get_comments._get_kwargs,
    get_comments._parse_response,
    result="PostComments",
)
_DELETE_COMMENTS: Operation[CommentsDeleted] = Operation(
    "delete_comments",
    "DELETE",
    delete_comments._get_kwargs,
    delete_comments._parse_response,
    result="CommentsDeleted",
)
_REPLY_COMMENT: Operation[CommentReplied] = Operation(
    "reply_comment",
    "POST",
    reply_comment._get_kwargs,
    reply_comment._parse_response,
    result="CommentReplied",
)


class CommentsResource:
    """Comment on posts, read their comments, reply and delete.

    The methods of `SocialPublishing.comments`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "CommentsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return CommentsResourceWithRawResponse(self)

    def post(
        self,
        body: CommentRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CommentPosted:
        """Comment on a post (`POST /comments`, post_comment).

        Posts a comment under a post made through the service, on each network of `platforms`
        (DOCS https://www.ayrshare.com/docs/apis/comments/post-comment; SDK-PY `postComment`;
        MCP; legacy DOCS rest-api/endpoints/comments). The answer's top-level `commentId` is the
        Comment ID (made by the service; DOCS comments overview) and its `id` the Post ID the
        comment is under (the page's answer; `postId` the same); each network's `commentId` is
        its Social Comment ID (made by the network; `x-identifier-kinds`). The networks are the
        comments overview's (Threads included).

        * `id` is the Post ID; with `searchPlatformId: true` it is the Social Post ID of the
          one network in `platforms` (code 108 unless exactly one is named).
        * An unknown Post ID (or a Social Post ID of no post of the acting profile) gets code
          114; a network the post was not published on gets code 291. Either way nothing is
          posted.
        * Left out, `platforms` means every network the post was published on that this
          operation supports (legacy DOCS).
        * A comment on X needs the own-credential headers (code 419; DOCS "XByoNotice" on the
          comments pages).
        * Comments on an X thread land on its first tweet; TikTok comments need a public
          video; Instagram Stories take no comments (DOCS, FR): the sandbox networks accept
          every published post.
        * Testing (DOCS quickstart): `randomComment: true` makes the service write the
          comment's text; `comment` is required unless `randomComment` is `true` (code 108).
        """

        return self._client.call(
            _POST_COMMENT,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, CommentRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get(
        self,
        id: str,
        *,
        search_platform_id: bool | Unset = UNSET,
        comment_id: bool | Unset = UNSET,
        platform: Platform | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostComments:
        """Read the comments of a post, or one comment (`GET /comments/{id}`, get_comments).

        Lists comments under each network's name (SDK-PY/SDK-JS `getComments` put the id in the
        path and SDK-PY repeats it in the query, where it is ignored; ONE `GET
        /api/comments/{id}`; MCP; DOCS get-comments):

        * by Post ID: the comments (with their replies) on every network the post was published
          on that this operation supports, whether made through the service or not;
        * with `searchPlatformId=true` and one `platform`: by that network's Social Post ID,
          also of a post the linked account made outside the service (one of its history by
          network, `get_post_history_entry`: the comments made on the network);
        * with `commentId=true` and one `platform`: the one comment with that Social Comment ID
          (and its replies), under `platform`.

        `platform` is required with either flag (code 108). An unknown Post ID or Social Post
        ID gets code 114, an unknown Social Comment ID code 292. `lastUpdated` is when the
        answer was read and `nextUpdate` when the networks' data is refreshed next
        (`x-refresh-seconds` later; DOCS, MCP: about every 10 minutes, do not poll faster). The
        service answers Facebook and Instagram with their last 1,000 comments (MCP).
        """

        return self._client.call(
            _GET_COMMENTS,
            {
                "id": id,
                "search_platform_id": search_platform_id,
                "comment_id": comment_id,
                "platform": platform,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def delete(
        self,
        id: str,
        body: CommentDeletionRequest | Mapping[str, Any] | Unset = UNSET,
        *,
        search_platform_id: bool | Unset = UNSET,
        platform: Platform | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CommentsDeleted:
        """Delete one comment, or every comment made through the service on a post (`DELETE /comments/{id}`, delete_comments).

        Deletes (DOCS delete-comments; SDK-PY `deleteComments`, which sends its fields in a
        JSON body):

        * by Comment ID: that comment, on every network it was made on;
        * by Post ID: every comment made through the service under that post (replies made
          through the service included); comments made outside the service stay;
        * by Social Comment ID, with `searchPlatformId` and one network (`platform` in the
          query or body, or SDK-PY's `platforms` with one element): that one comment, also one
          made outside the service, on the networks of `x-networks-outside-comments` (code 157
          on the others; code 108 without the one network).

        Unknown ids, and a Post ID with no comment made through the service, get code 292;
        a deleted comment is gone (code 292 the second time). The answer holds each deleted
        comment under its network's name (a list when a Post ID deleted several there).
        Deleting on X needs the own-credential headers (code 419).
        """

        return self._client.call(
            _DELETE_COMMENTS,
            {
                "id": id,
                "search_platform_id": search_platform_id,
                "platform": platform,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": body if isinstance(body, Unset) else as_body(body, CommentDeletionRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def reply(
        self,
        comment_id: str,
        body: CommentReply | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CommentReplied:
        """Reply to a comment (`POST /comments/reply/{comment_id}`, reply_comment).

        Replies to a comment (DOCS reply-to-comment, whose path parameter is `commentId`; ONE;
        FR B.5). `commentId` is a Comment ID (the reply goes to that comment on each network of
        `platforms` it was made on), or with `searchPlatformId: true` the Social Comment ID of
        the one network in `platforms` (also a comment made outside the service). The answer's
        `id` is the reply's Comment ID; each network's `commentId` the reply's Social Comment
        ID and `sourceCommentId` the comment answered. Unknown comments get code 292, a network
        the comment is not on code 291; X needs the own-credential headers (code 419). The
        official Python SDK sends the comment's id in the body instead (`reply_comment_legacy`).
        """

        return self._client.call(
            _REPLY_COMMENT,
            {
                "comment_id": comment_id,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, CommentReply),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class CommentsResourceWithRawResponse:
    """`CommentsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: CommentsResource) -> None:
        self.post = to_raw_response(resource.post)
        self.get = to_raw_response(resource.get)
        self.delete = to_raw_response(resource.delete)
        self.reply = to_raw_response(resource.reply)


class AsyncCommentsResource:
    """Comment on posts, read their comments, reply and delete.

    The methods of `AsyncSocialPublishing.comments`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncCommentsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncCommentsResourceWithRawResponse(self)

    async def post(
        self,
        body: CommentRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CommentPosted:
        """Comment on a post (`POST /comments`, post_comment).

        Posts a comment under a post made through the service, on each network of `platforms`
        (DOCS https://www.ayrshare.com/docs/apis/comments/post-comment; SDK-PY `postComment`;
        MCP; legacy DOCS rest-api/endpoints/comments). The answer's top-level `commentId` is the
        Comment ID (made by the service; DOCS comments overview) and its `id` the Post ID the
        comment is under (the page's answer; `postId` the same); each network's `commentId` is
        its Social Comment ID (made by the network; `x-identifier-kinds`). The networks are the
        comments overview's (Threads included).

        * `id` is the Post ID; with `searchPlatformId: true` it is the Social Post ID of the
          one network in `platforms` (code 108 unless exactly one is named).
        * An unknown Post ID (or a Social Post ID of no post of the acting profile) gets code
          114; a network the post was not published on gets code 291. Either way nothing is
          posted.
        * Left out, `platforms` means every network the post was published on that this
          operation supports (legacy DOCS).
        * A comment on X needs the own-credential headers (code 419; DOCS "XByoNotice" on the
          comments pages).
        * Comments on an X thread land on its first tweet; TikTok comments need a public
          video; Instagram Stories take no comments (DOCS, FR): the sandbox networks accept
          every published post.
        * Testing (DOCS quickstart): `randomComment: true` makes the service write the
          comment's text; `comment` is required unless `randomComment` is `true` (code 108).
        """

        return await self._client.call(
            _POST_COMMENT,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, CommentRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get(
        self,
        id: str,
        *,
        search_platform_id: bool | Unset = UNSET,
        comment_id: bool | Unset = UNSET,
        platform: Platform | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostComments:
        """Read the comments of a post, or one comment (`GET /comments/{id}`, get_comments).

        Lists comments under each network's name (SDK-PY/SDK-JS `getComments` put the id in the
        path and SDK-PY repeats it in the query, where it is ignored; ONE `GET
        /api/comments/{id}`; MCP; DOCS get-comments):

        * by Post ID: the comments (with their replies) on every network the post was published
          on that this operation supports, whether made through the service or not;
        * with `searchPlatformId=true` and one `platform`: by that network's Social Post ID,
          also of a post the linked account made outside the service (one of its history by
          network, `get_post_history_entry`: the comments made on the network);
        * with `commentId=true` and one `platform`: the one comment with that Social Comment ID
          (and its replies), under `platform`.

        `platform` is required with either flag (code 108). An unknown Post ID or Social Post
        ID gets code 114, an unknown Social Comment ID code 292. `lastUpdated` is when the
        answer was read and `nextUpdate` when the networks' data is refreshed next
        (`x-refresh-seconds` later; DOCS, MCP: about every 10 minutes, do not poll faster). The
        service answers Facebook and Instagram with their last 1,000 comments (MCP).
        """

        return await self._client.call(
            _GET_COMMENTS,
            {
                "id": id,
                "search_platform_id": search_platform_id,
                "comment_id": comment_id,
                "platform": platform,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def delete(
        self,
        id: str,
        body: CommentDeletionRequest | Mapping[str, Any] | Unset = UNSET,
        *,
        search_platform_id: bool | Unset = UNSET,
        platform: Platform | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CommentsDeleted:
        """Delete one comment, or every comment made through the service on a post (`DELETE /comments/{id}`, delete_comments).

        Deletes (DOCS delete-comments; SDK-PY `deleteComments`, which sends its fields in a
        JSON body):

        * by Comment ID: that comment, on every network it was made on;
        * by Post ID: every comment made through the service under that post (replies made
          through the service included); comments made outside the service stay;
        * by Social Comment ID, with `searchPlatformId` and one network (`platform` in the
          query or body, or SDK-PY's `platforms` with one element): that one comment, also one
          made outside the service, on the networks of `x-networks-outside-comments` (code 157
          on the others; code 108 without the one network).

        Unknown ids, and a Post ID with no comment made through the service, get code 292;
        a deleted comment is gone (code 292 the second time). The answer holds each deleted
        comment under its network's name (a list when a Post ID deleted several there).
        Deleting on X needs the own-credential headers (code 419).
        """

        return await self._client.call(
            _DELETE_COMMENTS,
            {
                "id": id,
                "search_platform_id": search_platform_id,
                "platform": platform,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": body if isinstance(body, Unset) else as_body(body, CommentDeletionRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def reply(
        self,
        comment_id: str,
        body: CommentReply | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CommentReplied:
        """Reply to a comment (`POST /comments/reply/{comment_id}`, reply_comment).

        Replies to a comment (DOCS reply-to-comment, whose path parameter is `commentId`; ONE;
        FR B.5). `commentId` is a Comment ID (the reply goes to that comment on each network of
        `platforms` it was made on), or with `searchPlatformId: true` the Social Comment ID of
        the one network in `platforms` (also a comment made outside the service). The answer's
        `id` is the reply's Comment ID; each network's `commentId` the reply's Social Comment
        ID and `sourceCommentId` the comment answered. Unknown comments get code 292, a network
        the comment is not on code 291; X needs the own-credential headers (code 419). The
        official Python SDK sends the comment's id in the body instead (`reply_comment_legacy`).
        """

        return await self._client.call(
            _REPLY_COMMENT,
            {
                "comment_id": comment_id,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, CommentReply),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncCommentsResourceWithRawResponse:
    """`AsyncCommentsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncCommentsResource) -> None:
        self.post = async_to_raw_response(resource.post)
        self.get = async_to_raw_response(resource.get)
        self.delete = async_to_raw_response(resource.delete)
        self.reply = async_to_raw_response(resource.reply)


__all__ = [
    "AsyncCommentsResource",
    "AsyncCommentsResourceWithRawResponse",
    "CommentsResource",
    "CommentsResourceWithRawResponse",
]
