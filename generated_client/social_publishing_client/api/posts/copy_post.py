from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.copy_post_result import CopyPostResult
from ...models.error import Error
from ...models.post_copy import PostCopy
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostCopy,
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
        "url": "/post/copy",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CopyPostResult | Error | None:
    if response.status_code == 200:
        response_200 = CopyPostResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(data: object) -> CopyPostResult | Error:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = Error.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = CopyPostResult.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

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
) -> Response[CopyPostResult | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostCopy,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[CopyPostResult | Error]:
    """Copy a post to other networks

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostCopy): Body of `copy_post` (DOCS apis/post/copy-post): the post to copy, the
            networks to copy it
            to, an optional schedule and `<network>Options` that replace the original's options of
            that network. Unknown fields are ignored (`x-conventions`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CopyPostResult | CopyPostResult | Error | Error]
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
    body: PostCopy,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> CopyPostResult | Error | None:
    """Copy a post to other networks

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostCopy): Body of `copy_post` (DOCS apis/post/copy-post): the post to copy, the
            networks to copy it
            to, an optional schedule and `<network>Options` that replace the original's options of
            that network. Unknown fields are ignored (`x-conventions`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CopyPostResult | CopyPostResult | Error | Error
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
    body: PostCopy,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[CopyPostResult | Error]:
    """Copy a post to other networks

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostCopy): Body of `copy_post` (DOCS apis/post/copy-post): the post to copy, the
            networks to copy it
            to, an optional schedule and `<network>Options` that replace the original's options of
            that network. Unknown fields are ignored (`x-conventions`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CopyPostResult | CopyPostResult | Error | Error]
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
    body: PostCopy,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> CopyPostResult | Error | None:
    """Copy a post to other networks

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostCopy): Body of `copy_post` (DOCS apis/post/copy-post): the post to copy, the
            networks to copy it
            to, an optional schedule and `<network>Options` that replace the original's options of
            that network. Unknown fields are ignored (`x-conventions`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CopyPostResult | CopyPostResult | Error | Error
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
