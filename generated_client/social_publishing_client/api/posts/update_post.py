from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_update import PostUpdate
from ...models.post_updated import PostUpdated
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostUpdate,
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
        "method": "patch",
        "url": "/post",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostUpdated | None:
    if response.status_code == 200:
        response_200 = PostUpdated.from_dict(response.json())

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
) -> Response[Error | PostUpdated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostUpdate,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostUpdated]:
    """Update a post

     Changes a post of the acting profile (DOCS apis/post/update-post): `scheduleDate`
    reschedules a post that is still pending or awaiting approval, `approved: true` releases
    a post awaiting approval (published at once, or scheduled when its `scheduleDate` is
    still ahead), `notes` replaces its notes. An unknown Post ID gets code 114; rescheduling
    or approving a post that is no longer pending or awaiting approval gets code 154.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostUpdate): Body of `update_post` (DOCS apis/post/update-post; SDK-PY
            `updatePost`): the post `id`
            and what to change. `scheduleDate` moves a post that is still pending or awaiting
            approval; `approved: true` releases a post awaiting approval; `notes` replaces the notes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostUpdated]
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
    body: PostUpdate,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostUpdated | None:
    """Update a post

     Changes a post of the acting profile (DOCS apis/post/update-post): `scheduleDate`
    reschedules a post that is still pending or awaiting approval, `approved: true` releases
    a post awaiting approval (published at once, or scheduled when its `scheduleDate` is
    still ahead), `notes` replaces its notes. An unknown Post ID gets code 114; rescheduling
    or approving a post that is no longer pending or awaiting approval gets code 154.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostUpdate): Body of `update_post` (DOCS apis/post/update-post; SDK-PY
            `updatePost`): the post `id`
            and what to change. `scheduleDate` moves a post that is still pending or awaiting
            approval; `approved: true` releases a post awaiting approval; `notes` replaces the notes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostUpdated
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
    body: PostUpdate,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostUpdated]:
    """Update a post

     Changes a post of the acting profile (DOCS apis/post/update-post): `scheduleDate`
    reschedules a post that is still pending or awaiting approval, `approved: true` releases
    a post awaiting approval (published at once, or scheduled when its `scheduleDate` is
    still ahead), `notes` replaces its notes. An unknown Post ID gets code 114; rescheduling
    or approving a post that is no longer pending or awaiting approval gets code 154.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostUpdate): Body of `update_post` (DOCS apis/post/update-post; SDK-PY
            `updatePost`): the post `id`
            and what to change. `scheduleDate` moves a post that is still pending or awaiting
            approval; `approved: true` releases a post awaiting approval; `notes` replaces the notes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostUpdated]
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
    body: PostUpdate,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostUpdated | None:
    """Update a post

     Changes a post of the acting profile (DOCS apis/post/update-post): `scheduleDate`
    reschedules a post that is still pending or awaiting approval, `approved: true` releases
    a post awaiting approval (published at once, or scheduled when its `scheduleDate` is
    still ahead), `notes` replaces its notes. An unknown Post ID gets code 114; rescheduling
    or approving a post that is no longer pending or awaiting approval gets code 154.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostUpdate): Body of `update_post` (DOCS apis/post/update-post; SDK-PY
            `updatePost`): the post `id`
            and what to change. `scheduleDate` moves a post that is still pending or awaiting
            approval; `approved: true` releases a post awaiting approval; `notes` replaces the notes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostUpdated
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
