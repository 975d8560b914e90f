from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.comment_injection import CommentInjection
from ...models.comment_item import CommentItem
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CommentInjection,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/comments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommentItem | Error | None:
    if response.status_code == 200:
        response_200 = CommentItem.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CommentItem | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CommentInjection,
    profile_key: str | Unset = UNSET,
) -> Response[CommentItem | Error]:
    """Add a comment made outside the service

     Adds a comment someone made on a network (not through the service) under a post of
    the acting profile: on `platform`, which the post must have been published on (code
    291), as `username`; with `replyTo` (a Social Comment ID on the same post and
    network) it answers that comment. The comment gets a Social Comment ID of its
    network and no Comment ID; `get_comments` lists it, `reply_comment` and
    `delete_comments` reach it by Social Comment ID. An unknown post gets code 114, an
    unknown `replyTo` code 292.

    Args:
        profile_key (str | Unset):
        body (CommentInjection): A comment made outside the service, under a post of the acting
            profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommentItem | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CommentInjection,
    profile_key: str | Unset = UNSET,
) -> CommentItem | Error | None:
    """Add a comment made outside the service

     Adds a comment someone made on a network (not through the service) under a post of
    the acting profile: on `platform`, which the post must have been published on (code
    291), as `username`; with `replyTo` (a Social Comment ID on the same post and
    network) it answers that comment. The comment gets a Social Comment ID of its
    network and no Comment ID; `get_comments` lists it, `reply_comment` and
    `delete_comments` reach it by Social Comment ID. An unknown post gets code 114, an
    unknown `replyTo` code 292.

    Args:
        profile_key (str | Unset):
        body (CommentInjection): A comment made outside the service, under a post of the acting
            profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommentItem | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CommentInjection,
    profile_key: str | Unset = UNSET,
) -> Response[CommentItem | Error]:
    """Add a comment made outside the service

     Adds a comment someone made on a network (not through the service) under a post of
    the acting profile: on `platform`, which the post must have been published on (code
    291), as `username`; with `replyTo` (a Social Comment ID on the same post and
    network) it answers that comment. The comment gets a Social Comment ID of its
    network and no Comment ID; `get_comments` lists it, `reply_comment` and
    `delete_comments` reach it by Social Comment ID. An unknown post gets code 114, an
    unknown `replyTo` code 292.

    Args:
        profile_key (str | Unset):
        body (CommentInjection): A comment made outside the service, under a post of the acting
            profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommentItem | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CommentInjection,
    profile_key: str | Unset = UNSET,
) -> CommentItem | Error | None:
    """Add a comment made outside the service

     Adds a comment someone made on a network (not through the service) under a post of
    the acting profile: on `platform`, which the post must have been published on (code
    291), as `username`; with `replyTo` (a Social Comment ID on the same post and
    network) it answers that comment. The comment gets a Social Comment ID of its
    network and no Comment ID; `get_comments` lists it, `reply_comment` and
    `delete_comments` reach it by Social Comment ID. An unknown post gets code 114, an
    unknown `replyTo` code 292.

    Args:
        profile_key (str | Unset):
        body (CommentInjection): A comment made outside the service, under a post of the acting
            profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommentItem | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
