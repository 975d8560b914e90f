from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.comment_deletion_request import CommentDeletionRequest
from ...models.comments_deleted import CommentsDeleted
from ...models.error import Error
from ...models.platform import Platform
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: CommentDeletionRequest | Unset = UNSET,
    search_platform_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
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

    params: dict[str, Any] = {}

    params["searchPlatformId"] = search_platform_id
    json_platform: str | Unset = UNSET
    if not isinstance(platform, Unset):
        json_platform = platform

    params["platform"] = json_platform

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/comments/{id}".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    if not isinstance(body, Unset):
        headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommentsDeleted | Error | None:
    if response.status_code == 200:
        response_200 = CommentsDeleted.from_dict(response.json())

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
) -> Response[CommentsDeleted | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CommentDeletionRequest | Unset = UNSET,
    search_platform_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[CommentsDeleted | Error]:
    """Delete one comment, or every comment made through the service on a post

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

    Args:
        id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social Post ID;
            with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        search_platform_id (bool | Unset):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is
            X). Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentDeletionRequest | Unset): Optional body of `delete_comments` (SDK-PY
            `deleteComments` sends the id, `platforms`
            and the flags in a JSON body; the README: `platforms` is needed only with a Social
            Comment ID). The query parameters of the same names may be used instead.
             Example: {'searchPlatformId': True, 'platforms': ['instagram']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommentsDeleted | Error]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        search_platform_id=search_platform_id,
        platform=platform,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CommentDeletionRequest | Unset = UNSET,
    search_platform_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> CommentsDeleted | Error | None:
    """Delete one comment, or every comment made through the service on a post

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

    Args:
        id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social Post ID;
            with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        search_platform_id (bool | Unset):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is
            X). Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentDeletionRequest | Unset): Optional body of `delete_comments` (SDK-PY
            `deleteComments` sends the id, `platforms`
            and the flags in a JSON body; the README: `platforms` is needed only with a Social
            Comment ID). The query parameters of the same names may be used instead.
             Example: {'searchPlatformId': True, 'platforms': ['instagram']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommentsDeleted | Error
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        search_platform_id=search_platform_id,
        platform=platform,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CommentDeletionRequest | Unset = UNSET,
    search_platform_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[CommentsDeleted | Error]:
    """Delete one comment, or every comment made through the service on a post

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

    Args:
        id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social Post ID;
            with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        search_platform_id (bool | Unset):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is
            X). Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentDeletionRequest | Unset): Optional body of `delete_comments` (SDK-PY
            `deleteComments` sends the id, `platforms`
            and the flags in a JSON body; the README: `platforms` is needed only with a Social
            Comment ID). The query parameters of the same names may be used instead.
             Example: {'searchPlatformId': True, 'platforms': ['instagram']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommentsDeleted | Error]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        search_platform_id=search_platform_id,
        platform=platform,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CommentDeletionRequest | Unset = UNSET,
    search_platform_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> CommentsDeleted | Error | None:
    """Delete one comment, or every comment made through the service on a post

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

    Args:
        id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social Post ID;
            with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        search_platform_id (bool | Unset):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is
            X). Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (CommentDeletionRequest | Unset): Optional body of `delete_comments` (SDK-PY
            `deleteComments` sends the id, `platforms`
            and the flags in a JSON body; the README: `platforms` is needed only with a Social
            Comment ID). The query parameters of the same names may be used instead.
             Example: {'searchPlatformId': True, 'platforms': ['instagram']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommentsDeleted | Error
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            search_platform_id=search_platform_id,
            platform=platform,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
