from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.comment_replied import CommentReplied
from ...models.comment_reply import CommentReply
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    comment_id: str,
    *,
    body: CommentReply,
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
        "url": "/comments/reply/{comment_id}".format(
            comment_id=quote(str(comment_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommentReplied | Error | None:
    if response.status_code == 200:
        response_200 = CommentReplied.from_dict(response.json())

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
) -> Response[CommentReplied | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    comment_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CommentReply,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[CommentReplied | Error]:
    """Reply to a comment

     Replies to a comment (DOCS reply-to-comment, whose path parameter is `commentId`; ONE;
    FR B.5). `commentId` is a Comment ID (the reply goes to that comment on each network of
    `platforms` it was made on), or with `searchPlatformId: true` the Social Comment ID of
    the one network in `platforms` (also a comment made outside the service). The answer's
    `id` is the reply's Comment ID; each network's `commentId` the reply's Social Comment
    ID and `sourceCommentId` the comment answered. Unknown comments get code 292, a network
    the comment is not on code 291; X needs the own-credential headers (code 419). The
    official Python SDK sends the comment's id in the body instead (`reply_comment_legacy`).

    Args:
        comment_id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social
            Post ID; with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentReply): Body of `reply_comment` (DOCS reply-to-comment, MCP, FR B.5). Unknown
            fields are ignored.
             Example: {'comment': 'Thank you!', 'platforms': ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommentReplied | Error]
    """

    kwargs = _get_kwargs(
        comment_id=comment_id,
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
    comment_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CommentReply,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> CommentReplied | Error | None:
    """Reply to a comment

     Replies to a comment (DOCS reply-to-comment, whose path parameter is `commentId`; ONE;
    FR B.5). `commentId` is a Comment ID (the reply goes to that comment on each network of
    `platforms` it was made on), or with `searchPlatformId: true` the Social Comment ID of
    the one network in `platforms` (also a comment made outside the service). The answer's
    `id` is the reply's Comment ID; each network's `commentId` the reply's Social Comment
    ID and `sourceCommentId` the comment answered. Unknown comments get code 292, a network
    the comment is not on code 291; X needs the own-credential headers (code 419). The
    official Python SDK sends the comment's id in the body instead (`reply_comment_legacy`).

    Args:
        comment_id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social
            Post ID; with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentReply): Body of `reply_comment` (DOCS reply-to-comment, MCP, FR B.5). Unknown
            fields are ignored.
             Example: {'comment': 'Thank you!', 'platforms': ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommentReplied | Error
    """

    return sync_detailed(
        comment_id=comment_id,
        client=client,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    comment_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CommentReply,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[CommentReplied | Error]:
    """Reply to a comment

     Replies to a comment (DOCS reply-to-comment, whose path parameter is `commentId`; ONE;
    FR B.5). `commentId` is a Comment ID (the reply goes to that comment on each network of
    `platforms` it was made on), or with `searchPlatformId: true` the Social Comment ID of
    the one network in `platforms` (also a comment made outside the service). The answer's
    `id` is the reply's Comment ID; each network's `commentId` the reply's Social Comment
    ID and `sourceCommentId` the comment answered. Unknown comments get code 292, a network
    the comment is not on code 291; X needs the own-credential headers (code 419). The
    official Python SDK sends the comment's id in the body instead (`reply_comment_legacy`).

    Args:
        comment_id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social
            Post ID; with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentReply): Body of `reply_comment` (DOCS reply-to-comment, MCP, FR B.5). Unknown
            fields are ignored.
             Example: {'comment': 'Thank you!', 'platforms': ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommentReplied | Error]
    """

    kwargs = _get_kwargs(
        comment_id=comment_id,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    comment_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CommentReply,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> CommentReplied | Error | None:
    """Reply to a comment

     Replies to a comment (DOCS reply-to-comment, whose path parameter is `commentId`; ONE;
    FR B.5). `commentId` is a Comment ID (the reply goes to that comment on each network of
    `platforms` it was made on), or with `searchPlatformId: true` the Social Comment ID of
    the one network in `platforms` (also a comment made outside the service). The answer's
    `id` is the reply's Comment ID; each network's `commentId` the reply's Social Comment
    ID and `sourceCommentId` the comment answered. Unknown comments get code 292, a network
    the comment is not on code 291; X needs the own-credential headers (code 419). The
    official Python SDK sends the comment's id in the body instead (`reply_comment_legacy`).

    Args:
        comment_id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social
            Post ID; with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentReply): Body of `reply_comment` (DOCS reply-to-comment, MCP, FR B.5). Unknown
            fields are ignored.
             Example: {'comment': 'Thank you!', 'platforms': ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommentReplied | Error
    """

    return (
        await asyncio_detailed(
            comment_id=comment_id,
            client=client,
            body=body,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
