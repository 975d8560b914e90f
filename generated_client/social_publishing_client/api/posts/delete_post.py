from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_all_scheduled_posts import DeleteAllScheduledPosts
from ...models.delete_one_post import DeleteOnePost
from ...models.delete_posts_in_bulk import DeletePostsInBulk
from ...models.error import Error
from ...models.post_deleted import PostDeleted
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk,
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
        "method": "delete",
        "url": "/post",
    }

    if isinstance(body, DeleteOnePost) or isinstance(body, DeletePostsInBulk):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostDeleted | None:
    if response.status_code == 200:
        response_200 = PostDeleted.from_dict(response.json())

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
) -> Response[Error | PostDeleted]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostDeleted]:
    """Delete posts

     Deletes one post (`id`), several (`bulk`), or every pending scheduled post of the acting
    profile (`deleteAllScheduled: true`, which ignores `id` and `bulk`) (DOCS
    apis/post/delete-post). Published posts are also removed from their networks, unless
    `markManualDeleted: true` says they were removed there already; deleting a post
    published on X needs the X own-credential headers (code 419). An unknown Post ID gets
    code 114 and a post already deleted code 383; in both cases nothing is deleted.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk): Body of `delete_post`
            (DOCS apis/post/delete-post): `deleteAllScheduled: true` deletes
            every pending scheduled post of the profile (then `id` and `bulk` are ignored); else
            `bulk` deletes several posts; else `id` deletes one. `markManualDeleted: true` marks the
            post deleted without removing it from the networks (for posts already removed there).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostDeleted]
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
    body: DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostDeleted | None:
    """Delete posts

     Deletes one post (`id`), several (`bulk`), or every pending scheduled post of the acting
    profile (`deleteAllScheduled: true`, which ignores `id` and `bulk`) (DOCS
    apis/post/delete-post). Published posts are also removed from their networks, unless
    `markManualDeleted: true` says they were removed there already; deleting a post
    published on X needs the X own-credential headers (code 419). An unknown Post ID gets
    code 114 and a post already deleted code 383; in both cases nothing is deleted.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk): Body of `delete_post`
            (DOCS apis/post/delete-post): `deleteAllScheduled: true` deletes
            every pending scheduled post of the profile (then `id` and `bulk` are ignored); else
            `bulk` deletes several posts; else `id` deletes one. `markManualDeleted: true` marks the
            post deleted without removing it from the networks (for posts already removed there).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostDeleted
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
    body: DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostDeleted]:
    """Delete posts

     Deletes one post (`id`), several (`bulk`), or every pending scheduled post of the acting
    profile (`deleteAllScheduled: true`, which ignores `id` and `bulk`) (DOCS
    apis/post/delete-post). Published posts are also removed from their networks, unless
    `markManualDeleted: true` says they were removed there already; deleting a post
    published on X needs the X own-credential headers (code 419). An unknown Post ID gets
    code 114 and a post already deleted code 383; in both cases nothing is deleted.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk): Body of `delete_post`
            (DOCS apis/post/delete-post): `deleteAllScheduled: true` deletes
            every pending scheduled post of the profile (then `id` and `bulk` are ignored); else
            `bulk` deletes several posts; else `id` deletes one. `markManualDeleted: true` marks the
            post deleted without removing it from the networks (for posts already removed there).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostDeleted]
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
    body: DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostDeleted | None:
    """Delete posts

     Deletes one post (`id`), several (`bulk`), or every pending scheduled post of the acting
    profile (`deleteAllScheduled: true`, which ignores `id` and `bulk`) (DOCS
    apis/post/delete-post). Published posts are also removed from their networks, unless
    `markManualDeleted: true` says they were removed there already; deleting a post
    published on X needs the X own-credential headers (code 419). An unknown Post ID gets
    code 114 and a post already deleted code 383; in both cases nothing is deleted.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (DeleteAllScheduledPosts | DeleteOnePost | DeletePostsInBulk): Body of `delete_post`
            (DOCS apis/post/delete-post): `deleteAllScheduled: true` deletes
            every pending scheduled post of the profile (then `id` and `bulk` are ignored); else
            `bulk` deletes several posts; else `id` deletes one. `markManualDeleted: true` marks the
            post deleted without removing it from the networks (for posts already removed there).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostDeleted
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
