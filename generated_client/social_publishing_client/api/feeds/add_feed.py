from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.feed_added import FeedAdded
from ...models.feed_request import FeedRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: FeedRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/feed",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | FeedAdded | None:
    if response.status_code == 200:
        response_200 = FeedAdded.from_dict(response.json())

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
) -> Response[Error | FeedAdded]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FeedRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | FeedAdded]:
    """Add an RSS, Substack or YouTube feed for automated posting

     Adds a feed whose new articles the service posts to the acting profile's linked
    networks (legacy DOCS: "Facebook, Twitter, LinkedIn, and Telegram. Also Instagram and
    Pinterest if a valid image can be found in the article"; `x-feed-posting`). The feed
    is read once when it is added (the answer's `title` and `websiteLink` come from it,
    LIVE); an address that cannot be fetched or is not an RSS or Atom feed is refused
    with code 631. The articles it holds then are not posted; later checks, every
    `x-feed-posting.checkSeconds` of the service clock (inferred: the sources give no
    interval), post each article not seen before as one post (its title, a blank line and
    its link; hashtags with `autoHashtag`; the article's first image with
    `useFirstImage`) and fire the `feed` webhook action for it.

    Args:
        profile_key (str | Unset):
        body (FeedRequest): Body of `add_feed` (legacy DOCS; SDK-PY `addFeed`).
             Example: {'url': 'https://blog.example.com/rss.xml', 'type': 'rss', 'useFirstImage':
            True, 'autoHashtag': False}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FeedAdded]
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
    body: FeedRequest,
    profile_key: str | Unset = UNSET,
) -> Error | FeedAdded | None:
    """Add an RSS, Substack or YouTube feed for automated posting

     Adds a feed whose new articles the service posts to the acting profile's linked
    networks (legacy DOCS: "Facebook, Twitter, LinkedIn, and Telegram. Also Instagram and
    Pinterest if a valid image can be found in the article"; `x-feed-posting`). The feed
    is read once when it is added (the answer's `title` and `websiteLink` come from it,
    LIVE); an address that cannot be fetched or is not an RSS or Atom feed is refused
    with code 631. The articles it holds then are not posted; later checks, every
    `x-feed-posting.checkSeconds` of the service clock (inferred: the sources give no
    interval), post each article not seen before as one post (its title, a blank line and
    its link; hashtags with `autoHashtag`; the article's first image with
    `useFirstImage`) and fire the `feed` webhook action for it.

    Args:
        profile_key (str | Unset):
        body (FeedRequest): Body of `add_feed` (legacy DOCS; SDK-PY `addFeed`).
             Example: {'url': 'https://blog.example.com/rss.xml', 'type': 'rss', 'useFirstImage':
            True, 'autoHashtag': False}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FeedAdded
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FeedRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | FeedAdded]:
    """Add an RSS, Substack or YouTube feed for automated posting

     Adds a feed whose new articles the service posts to the acting profile's linked
    networks (legacy DOCS: "Facebook, Twitter, LinkedIn, and Telegram. Also Instagram and
    Pinterest if a valid image can be found in the article"; `x-feed-posting`). The feed
    is read once when it is added (the answer's `title` and `websiteLink` come from it,
    LIVE); an address that cannot be fetched or is not an RSS or Atom feed is refused
    with code 631. The articles it holds then are not posted; later checks, every
    `x-feed-posting.checkSeconds` of the service clock (inferred: the sources give no
    interval), post each article not seen before as one post (its title, a blank line and
    its link; hashtags with `autoHashtag`; the article's first image with
    `useFirstImage`) and fire the `feed` webhook action for it.

    Args:
        profile_key (str | Unset):
        body (FeedRequest): Body of `add_feed` (legacy DOCS; SDK-PY `addFeed`).
             Example: {'url': 'https://blog.example.com/rss.xml', 'type': 'rss', 'useFirstImage':
            True, 'autoHashtag': False}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FeedAdded]
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
    body: FeedRequest,
    profile_key: str | Unset = UNSET,
) -> Error | FeedAdded | None:
    """Add an RSS, Substack or YouTube feed for automated posting

     Adds a feed whose new articles the service posts to the acting profile's linked
    networks (legacy DOCS: "Facebook, Twitter, LinkedIn, and Telegram. Also Instagram and
    Pinterest if a valid image can be found in the article"; `x-feed-posting`). The feed
    is read once when it is added (the answer's `title` and `websiteLink` come from it,
    LIVE); an address that cannot be fetched or is not an RSS or Atom feed is refused
    with code 631. The articles it holds then are not posted; later checks, every
    `x-feed-posting.checkSeconds` of the service clock (inferred: the sources give no
    interval), post each article not seen before as one post (its title, a blank line and
    its link; hashtags with `autoHashtag`; the article's first image with
    `useFirstImage`) and fire the `feed` webhook action for it.

    Args:
        profile_key (str | Unset):
        body (FeedRequest): Body of `add_feed` (legacy DOCS; SDK-PY `addFeed`).
             Example: {'url': 'https://blog.example.com/rss.xml', 'type': 'rss', 'useFirstImage':
            True, 'autoHashtag': False}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FeedAdded
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
