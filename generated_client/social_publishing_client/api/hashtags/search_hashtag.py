from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.hashtag_search import HashtagSearch
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    keyword: str,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["keyword"] = keyword

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/hashtags/search",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | HashtagSearch | None:
    if response.status_code == 200:
        response_200 = HashtagSearch.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | HashtagSearch]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    keyword: str,
    profile_key: str | Unset = UNSET,
) -> Response[Error | HashtagSearch]:
    """Search an Instagram hashtag

     Looks up the Instagram hashtag of `keyword` (SERVICE-SURFACE 8.8: `GET /hashtags/search`,
    Instagram; the query and the answer's shape are not published: own, inferred from
    Instagram's hashtag search, which answers a hashtag's ID).

    * Without a linked Instagram account the request is refused with code 156.
    * The sandbox rule (no network contacted): the hashtag is `keyword` lower-cased with
      everything but letters and digits removed; its `id` is `17843` followed by the SHA-256
      of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded digits; its
      `mediaCount` is the first 8 hexadecimal digits of that SHA-256 read as an integer (the
      `viewCount` rule of `recommend_hashtags`).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HashtagSearch]
    """

    kwargs = _get_kwargs(
        keyword=keyword,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    keyword: str,
    profile_key: str | Unset = UNSET,
) -> Error | HashtagSearch | None:
    """Search an Instagram hashtag

     Looks up the Instagram hashtag of `keyword` (SERVICE-SURFACE 8.8: `GET /hashtags/search`,
    Instagram; the query and the answer's shape are not published: own, inferred from
    Instagram's hashtag search, which answers a hashtag's ID).

    * Without a linked Instagram account the request is refused with code 156.
    * The sandbox rule (no network contacted): the hashtag is `keyword` lower-cased with
      everything but letters and digits removed; its `id` is `17843` followed by the SHA-256
      of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded digits; its
      `mediaCount` is the first 8 hexadecimal digits of that SHA-256 read as an integer (the
      `viewCount` rule of `recommend_hashtags`).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HashtagSearch
    """

    return sync_detailed(
        client=client,
        keyword=keyword,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    keyword: str,
    profile_key: str | Unset = UNSET,
) -> Response[Error | HashtagSearch]:
    """Search an Instagram hashtag

     Looks up the Instagram hashtag of `keyword` (SERVICE-SURFACE 8.8: `GET /hashtags/search`,
    Instagram; the query and the answer's shape are not published: own, inferred from
    Instagram's hashtag search, which answers a hashtag's ID).

    * Without a linked Instagram account the request is refused with code 156.
    * The sandbox rule (no network contacted): the hashtag is `keyword` lower-cased with
      everything but letters and digits removed; its `id` is `17843` followed by the SHA-256
      of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded digits; its
      `mediaCount` is the first 8 hexadecimal digits of that SHA-256 read as an integer (the
      `viewCount` rule of `recommend_hashtags`).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HashtagSearch]
    """

    kwargs = _get_kwargs(
        keyword=keyword,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    keyword: str,
    profile_key: str | Unset = UNSET,
) -> Error | HashtagSearch | None:
    """Search an Instagram hashtag

     Looks up the Instagram hashtag of `keyword` (SERVICE-SURFACE 8.8: `GET /hashtags/search`,
    Instagram; the query and the answer's shape are not published: own, inferred from
    Instagram's hashtag search, which answers a hashtag's ID).

    * Without a linked Instagram account the request is refused with code 156.
    * The sandbox rule (no network contacted): the hashtag is `keyword` lower-cased with
      everything but letters and digits removed; its `id` is `17843` followed by the SHA-256
      of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded digits; its
      `mediaCount` is the first 8 hexadecimal digits of that SHA-256 read as an integer (the
      `viewCount` rule of `recommend_hashtags`).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HashtagSearch
    """

    return (
        await asyncio_detailed(
            client=client,
            keyword=keyword,
            profile_key=profile_key,
        )
    ).parsed
