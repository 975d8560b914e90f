from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.comment_posted import CommentPosted
from ...models.comment_request import CommentRequest
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CommentRequest,
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
        "url": "/comments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommentPosted | Error | None:
    if response.status_code == 200:
        response_200 = CommentPosted.from_dict(response.json())

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
) -> Response[CommentPosted | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CommentRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[CommentPosted | Error]:
    """Comment on a post

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentRequest): Body of `post_comment` (SDK-PY README `postComment`, MCP comments
            skill, legacy DOCS
            rest-api/endpoints/comments). Unknown fields (SDK-PY's `source`) are ignored.

            `comment` is required unless `randomComment` is `true` (DOCS quickstart, "Testing"); a
            body with neither is refused with code 108 (a rule, not a schema `anyOf`, as for
            `PostRequest.post`).
             Example: {'id': 'Ab12Cd34Ef56Gh78Ij90', 'comment': 'Thanks for reading!', 'platforms':
            ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommentPosted | Error]
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
    body: CommentRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> CommentPosted | Error | None:
    """Comment on a post

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentRequest): Body of `post_comment` (SDK-PY README `postComment`, MCP comments
            skill, legacy DOCS
            rest-api/endpoints/comments). Unknown fields (SDK-PY's `source`) are ignored.

            `comment` is required unless `randomComment` is `true` (DOCS quickstart, "Testing"); a
            body with neither is refused with code 108 (a rule, not a schema `anyOf`, as for
            `PostRequest.post`).
             Example: {'id': 'Ab12Cd34Ef56Gh78Ij90', 'comment': 'Thanks for reading!', 'platforms':
            ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommentPosted | Error
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
    body: CommentRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[CommentPosted | Error]:
    """Comment on a post

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentRequest): Body of `post_comment` (SDK-PY README `postComment`, MCP comments
            skill, legacy DOCS
            rest-api/endpoints/comments). Unknown fields (SDK-PY's `source`) are ignored.

            `comment` is required unless `randomComment` is `true` (DOCS quickstart, "Testing"); a
            body with neither is refused with code 108 (a rule, not a schema `anyOf`, as for
            `PostRequest.post`).
             Example: {'id': 'Ab12Cd34Ef56Gh78Ij90', 'comment': 'Thanks for reading!', 'platforms':
            ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommentPosted | Error]
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
    body: CommentRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> CommentPosted | Error | None:
    """Comment on a post

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentRequest): Body of `post_comment` (SDK-PY README `postComment`, MCP comments
            skill, legacy DOCS
            rest-api/endpoints/comments). Unknown fields (SDK-PY's `source`) are ignored.

            `comment` is required unless `randomComment` is `true` (DOCS quickstart, "Testing"); a
            body with neither is refused with code 108 (a rule, not a schema `anyOf`, as for
            `PostRequest.post`).
             Example: {'id': 'Ab12Cd34Ef56Gh78Ij90', 'comment': 'Thanks for reading!', 'platforms':
            ['facebook']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommentPosted | Error
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
