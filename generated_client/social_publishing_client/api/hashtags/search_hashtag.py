from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.hashtag_search import HashtagSearch
from ...models.search_hashtag_search_type import (
    SearchHashtagSearchType,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    keyword: str,
    search_type: SearchHashtagSearchType | Unset = "top",
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["keyword"] = keyword
    json_search_type: str | Unset = UNSET
    if not isinstance(search_type, Unset):
        json_search_type = search_type

    params["searchType"] = json_search_type

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
    search_type: SearchHashtagSearchType | Unset = "top",
    profile_key: str | Unset = UNSET,
) -> Response[Error | HashtagSearch]:
    """Search an Instagram hashtag

     Looks up the Instagram hashtag of `keyword` and public Instagram media tagged with it
    (DOCS apis/hashtags/search-hashtags, `externalDocs`: the request example
    `keyword=wisdom&searchType=top` and the answer `{status, hashtag: {id, name},
    searchResults: [...]}` with each medium's `caption`, `commentsCount`, `id`, `likeCount`,
    `mediaType`, `mediaUrl`, `permalink`, `timestamp`).

    * Without a linked Instagram account the request is refused with code 156.
    * The sandbox rule (no network contacted): the hashtag's `name` is `keyword` lower-cased
      with everything but letters and digits removed; its `id` is `17843` followed by the
      SHA-256 of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded
      digits.
    * `searchResults` holds `x-hashtag-search.results` media, newest first. For the i-th
      (from 0), let H be the hexadecimal SHA-256 of `<name>:<searchType>:<i>` (UTF-8):
      `id` is `17` followed by H read as an integer modulo 10^15, as 15 zero-padded digits;
      `caption` is `#<name>` followed by ` ` and the i+1-th word of `x-hashtag-search.words`;
      `commentsCount` is the first 4 hexadecimal digits of H read as an integer,
      `likeCount` the next 6; `mediaType` is `IMAGE`; `mediaUrl` is
      `https://scontent.cdninstagram.com/v/<id>.jpg`; `permalink` is
      `https://www.instagram.com/p/<H's digits 11 to 21>/`; `timestamp` is the service
      clock's now minus i+1 hours, in Instagram's form `YYYY-MM-DDThh:mm:ss+0000` (as the
      page shows).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        search_type (SearchHashtagSearchType | Unset):  Default: 'top'.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HashtagSearch]
    """

    kwargs = _get_kwargs(
        keyword=keyword,
        search_type=search_type,
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
    search_type: SearchHashtagSearchType | Unset = "top",
    profile_key: str | Unset = UNSET,
) -> Error | HashtagSearch | None:
    """Search an Instagram hashtag

     Looks up the Instagram hashtag of `keyword` and public Instagram media tagged with it
    (DOCS apis/hashtags/search-hashtags, `externalDocs`: the request example
    `keyword=wisdom&searchType=top` and the answer `{status, hashtag: {id, name},
    searchResults: [...]}` with each medium's `caption`, `commentsCount`, `id`, `likeCount`,
    `mediaType`, `mediaUrl`, `permalink`, `timestamp`).

    * Without a linked Instagram account the request is refused with code 156.
    * The sandbox rule (no network contacted): the hashtag's `name` is `keyword` lower-cased
      with everything but letters and digits removed; its `id` is `17843` followed by the
      SHA-256 of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded
      digits.
    * `searchResults` holds `x-hashtag-search.results` media, newest first. For the i-th
      (from 0), let H be the hexadecimal SHA-256 of `<name>:<searchType>:<i>` (UTF-8):
      `id` is `17` followed by H read as an integer modulo 10^15, as 15 zero-padded digits;
      `caption` is `#<name>` followed by ` ` and the i+1-th word of `x-hashtag-search.words`;
      `commentsCount` is the first 4 hexadecimal digits of H read as an integer,
      `likeCount` the next 6; `mediaType` is `IMAGE`; `mediaUrl` is
      `https://scontent.cdninstagram.com/v/<id>.jpg`; `permalink` is
      `https://www.instagram.com/p/<H's digits 11 to 21>/`; `timestamp` is the service
      clock's now minus i+1 hours, in Instagram's form `YYYY-MM-DDThh:mm:ss+0000` (as the
      page shows).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        search_type (SearchHashtagSearchType | Unset):  Default: 'top'.
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
        search_type=search_type,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    keyword: str,
    search_type: SearchHashtagSearchType | Unset = "top",
    profile_key: str | Unset = UNSET,
) -> Response[Error | HashtagSearch]:
    """Search an Instagram hashtag

     Looks up the Instagram hashtag of `keyword` and public Instagram media tagged with it
    (DOCS apis/hashtags/search-hashtags, `externalDocs`: the request example
    `keyword=wisdom&searchType=top` and the answer `{status, hashtag: {id, name},
    searchResults: [...]}` with each medium's `caption`, `commentsCount`, `id`, `likeCount`,
    `mediaType`, `mediaUrl`, `permalink`, `timestamp`).

    * Without a linked Instagram account the request is refused with code 156.
    * The sandbox rule (no network contacted): the hashtag's `name` is `keyword` lower-cased
      with everything but letters and digits removed; its `id` is `17843` followed by the
      SHA-256 of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded
      digits.
    * `searchResults` holds `x-hashtag-search.results` media, newest first. For the i-th
      (from 0), let H be the hexadecimal SHA-256 of `<name>:<searchType>:<i>` (UTF-8):
      `id` is `17` followed by H read as an integer modulo 10^15, as 15 zero-padded digits;
      `caption` is `#<name>` followed by ` ` and the i+1-th word of `x-hashtag-search.words`;
      `commentsCount` is the first 4 hexadecimal digits of H read as an integer,
      `likeCount` the next 6; `mediaType` is `IMAGE`; `mediaUrl` is
      `https://scontent.cdninstagram.com/v/<id>.jpg`; `permalink` is
      `https://www.instagram.com/p/<H's digits 11 to 21>/`; `timestamp` is the service
      clock's now minus i+1 hours, in Instagram's form `YYYY-MM-DDThh:mm:ss+0000` (as the
      page shows).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        search_type (SearchHashtagSearchType | Unset):  Default: 'top'.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HashtagSearch]
    """

    kwargs = _get_kwargs(
        keyword=keyword,
        search_type=search_type,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    keyword: str,
    search_type: SearchHashtagSearchType | Unset = "top",
    profile_key: str | Unset = UNSET,
) -> Error | HashtagSearch | None:
    """Search an Instagram hashtag

     Looks up the Instagram hashtag of `keyword` and public Instagram media tagged with it
    (DOCS apis/hashtags/search-hashtags, `externalDocs`: the request example
    `keyword=wisdom&searchType=top` and the answer `{status, hashtag: {id, name},
    searchResults: [...]}` with each medium's `caption`, `commentsCount`, `id`, `likeCount`,
    `mediaType`, `mediaUrl`, `permalink`, `timestamp`).

    * Without a linked Instagram account the request is refused with code 156.
    * The sandbox rule (no network contacted): the hashtag's `name` is `keyword` lower-cased
      with everything but letters and digits removed; its `id` is `17843` followed by the
      SHA-256 of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded
      digits.
    * `searchResults` holds `x-hashtag-search.results` media, newest first. For the i-th
      (from 0), let H be the hexadecimal SHA-256 of `<name>:<searchType>:<i>` (UTF-8):
      `id` is `17` followed by H read as an integer modulo 10^15, as 15 zero-padded digits;
      `caption` is `#<name>` followed by ` ` and the i+1-th word of `x-hashtag-search.words`;
      `commentsCount` is the first 4 hexadecimal digits of H read as an integer,
      `likeCount` the next 6; `mediaType` is `IMAGE`; `mediaUrl` is
      `https://scontent.cdninstagram.com/v/<id>.jpg`; `permalink` is
      `https://www.instagram.com/p/<H's digits 11 to 21>/`; `timestamp` is the service
      clock's now minus i+1 hours, in Instagram's form `YYYY-MM-DDThh:mm:ss+0000` (as the
      page shows).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        search_type (SearchHashtagSearchType | Unset):  Default: 'top'.
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
            search_type=search_type,
            profile_key=profile_key,
        )
    ).parsed
