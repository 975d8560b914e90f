from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.hashtag_recommendations import HashtagRecommendations
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
        "url": "/hashtags/recommend",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | HashtagRecommendations | None:
    if response.status_code == 200:
        response_200 = HashtagRecommendations.from_dict(response.json())

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
) -> Response[Error | HashtagRecommendations]:
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
) -> Response[Error | HashtagRecommendations]:
    """Recommend hashtags for a keyword

     Recommends hashtags for `keyword` (DOCS
    https://www.ayrshare.com/docs/apis/hashtags/recommend-hashtags and the legacy
    https://docs.ayrshare.com/rest-api/endpoints/hashtags: "Data and view counts are
    generated from TikTok"; the answer's shape is own).

    * No linked account is needed: the pages say only that the data comes from TikTok (the
      service's own account reads it), so a profile without a linked TikTok account gets
      its recommendations too.
    * The sandbox rule (no AI): `keyword` lower-cased with everything but letters and
      digits removed, followed by each suffix of `x-max-pack.hashtags.recommendSuffixes`
      (the first is empty: the keyword itself), one recommendation each; `viewCount` is
      the first 8 hexadecimal digits of the SHA-256 of the name (UTF-8) read as an integer;
      most viewed first (ties by name). A keyword with no letter or digit gets no
      recommendations (an empty list).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HashtagRecommendations]
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
) -> Error | HashtagRecommendations | None:
    """Recommend hashtags for a keyword

     Recommends hashtags for `keyword` (DOCS
    https://www.ayrshare.com/docs/apis/hashtags/recommend-hashtags and the legacy
    https://docs.ayrshare.com/rest-api/endpoints/hashtags: "Data and view counts are
    generated from TikTok"; the answer's shape is own).

    * No linked account is needed: the pages say only that the data comes from TikTok (the
      service's own account reads it), so a profile without a linked TikTok account gets
      its recommendations too.
    * The sandbox rule (no AI): `keyword` lower-cased with everything but letters and
      digits removed, followed by each suffix of `x-max-pack.hashtags.recommendSuffixes`
      (the first is empty: the keyword itself), one recommendation each; `viewCount` is
      the first 8 hexadecimal digits of the SHA-256 of the name (UTF-8) read as an integer;
      most viewed first (ties by name). A keyword with no letter or digit gets no
      recommendations (an empty list).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HashtagRecommendations
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
) -> Response[Error | HashtagRecommendations]:
    """Recommend hashtags for a keyword

     Recommends hashtags for `keyword` (DOCS
    https://www.ayrshare.com/docs/apis/hashtags/recommend-hashtags and the legacy
    https://docs.ayrshare.com/rest-api/endpoints/hashtags: "Data and view counts are
    generated from TikTok"; the answer's shape is own).

    * No linked account is needed: the pages say only that the data comes from TikTok (the
      service's own account reads it), so a profile without a linked TikTok account gets
      its recommendations too.
    * The sandbox rule (no AI): `keyword` lower-cased with everything but letters and
      digits removed, followed by each suffix of `x-max-pack.hashtags.recommendSuffixes`
      (the first is empty: the keyword itself), one recommendation each; `viewCount` is
      the first 8 hexadecimal digits of the SHA-256 of the name (UTF-8) read as an integer;
      most viewed first (ties by name). A keyword with no letter or digit gets no
      recommendations (an empty list).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HashtagRecommendations]
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
) -> Error | HashtagRecommendations | None:
    """Recommend hashtags for a keyword

     Recommends hashtags for `keyword` (DOCS
    https://www.ayrshare.com/docs/apis/hashtags/recommend-hashtags and the legacy
    https://docs.ayrshare.com/rest-api/endpoints/hashtags: "Data and view counts are
    generated from TikTok"; the answer's shape is own).

    * No linked account is needed: the pages say only that the data comes from TikTok (the
      service's own account reads it), so a profile without a linked TikTok account gets
      its recommendations too.
    * The sandbox rule (no AI): `keyword` lower-cased with everything but letters and
      digits removed, followed by each suffix of `x-max-pack.hashtags.recommendSuffixes`
      (the first is empty: the keyword itself), one recommendation each; `viewCount` is
      the first 8 hexadecimal digits of the SHA-256 of the name (UTF-8) read as an integer;
      most viewed first (ties by name). A keyword with no letter or digit gets no
      recommendations (an empty list).

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        keyword (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HashtagRecommendations
    """

    return (
        await asyncio_detailed(
            client=client,
            keyword=keyword,
            profile_key=profile_key,
        )
    ).parsed
