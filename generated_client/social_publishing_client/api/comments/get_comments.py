from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.platform import Platform
from ...models.post_comments import PostComments
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    search_platform_id: bool | Unset = UNSET,
    comment_id: bool | Unset = UNSET,
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
    params["commentId"] = comment_id
    json_platform: str | Unset = UNSET
    if not isinstance(platform, Unset):
        json_platform = platform

    params["platform"] = json_platform

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/comments/{id}".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostComments | None:
    if response.status_code == 200:
        response_200 = PostComments.from_dict(response.json())

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
) -> Response[Error | PostComments]:
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
    search_platform_id: bool | Unset = UNSET,
    comment_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostComments]:
    """Read the comments of a post, or one comment

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

    Args:
        id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social Post ID;
            with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        search_platform_id (bool | Unset):
        comment_id (bool | Unset):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is
            X). Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostComments]
    """

    kwargs = _get_kwargs(
        id=id,
        search_platform_id=search_platform_id,
        comment_id=comment_id,
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
    search_platform_id: bool | Unset = UNSET,
    comment_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostComments | None:
    """Read the comments of a post, or one comment

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

    Args:
        id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social Post ID;
            with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        search_platform_id (bool | Unset):
        comment_id (bool | Unset):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is
            X). Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostComments
    """

    return sync_detailed(
        id=id,
        client=client,
        search_platform_id=search_platform_id,
        comment_id=comment_id,
        platform=platform,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    search_platform_id: bool | Unset = UNSET,
    comment_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostComments]:
    """Read the comments of a post, or one comment

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

    Args:
        id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social Post ID;
            with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        search_platform_id (bool | Unset):
        comment_id (bool | Unset):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is
            X). Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostComments]
    """

    kwargs = _get_kwargs(
        id=id,
        search_platform_id=search_platform_id,
        comment_id=comment_id,
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
    search_platform_id: bool | Unset = UNSET,
    comment_id: bool | Unset = UNSET,
    platform: Platform | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostComments | None:
    """Read the comments of a post, or one comment

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

    Args:
        id (str): What the path names: a Post ID; with `searchPlatformId=true` a Social Post ID;
            with
            `commentId=true` a Social Comment ID; on `delete_comments` also a Comment ID (DOCS
            comments get-comments and delete-comments; SDK-PY puts it in the path).
             Example: Ab12Cd34Ef56Gh78Ij90.
        search_platform_id (bool | Unset):
        comment_id (bool | Unset):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is
            X). Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostComments
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            search_platform_id=search_platform_id,
            comment_id=comment_id,
            platform=platform,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
