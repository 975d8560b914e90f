from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.platform import Platform
from ...models.review_list import ReviewList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    json_platform: str = platform
    params["platform"] = json_platform

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/reviews",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ReviewList | None:
    if response.status_code == 200:
        response_200 = ReviewList.from_dict(response.json())

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
) -> Response[Error | ReviewList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ReviewList]:
    """List the reviews of a linked Facebook Page or Google Business Profile

     The reviews of the acting profile's account on `platform`, newest first, each in its
    network's form (`Review`; SDK-PY `reviews`, legacy DOCS, REV, FR B.6). Google Business
    Profile answers also carry `averageRating` and `totalReviewCount`. The network must be
    linked (code 156); a network with no review answers code 350 (FR). `lastUpdated` is when
    the answer was read and `nextUpdate` when the networks' data is refreshed next
    (`x-refresh-seconds` later; the service refreshes about every 10 minutes). Reviews come
    from the networks; in the sandbox they are added through the control (`inject_review`
    of sandbox.yaml).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReviewList]
    """

    kwargs = _get_kwargs(
        platform=platform,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> Error | ReviewList | None:
    """List the reviews of a linked Facebook Page or Google Business Profile

     The reviews of the acting profile's account on `platform`, newest first, each in its
    network's form (`Review`; SDK-PY `reviews`, legacy DOCS, REV, FR B.6). Google Business
    Profile answers also carry `averageRating` and `totalReviewCount`. The network must be
    linked (code 156); a network with no review answers code 350 (FR). `lastUpdated` is when
    the answer was read and `nextUpdate` when the networks' data is refreshed next
    (`x-refresh-seconds` later; the service refreshes about every 10 minutes). Reviews come
    from the networks; in the sandbox they are added through the control (`inject_review`
    of sandbox.yaml).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReviewList
    """

    return sync_detailed(
        client=client,
        platform=platform,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ReviewList]:
    """List the reviews of a linked Facebook Page or Google Business Profile

     The reviews of the acting profile's account on `platform`, newest first, each in its
    network's form (`Review`; SDK-PY `reviews`, legacy DOCS, REV, FR B.6). Google Business
    Profile answers also carry `averageRating` and `totalReviewCount`. The network must be
    linked (code 156); a network with no review answers code 350 (FR). `lastUpdated` is when
    the answer was read and `nextUpdate` when the networks' data is refreshed next
    (`x-refresh-seconds` later; the service refreshes about every 10 minutes). Reviews come
    from the networks; in the sandbox they are added through the control (`inject_review`
    of sandbox.yaml).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReviewList]
    """

    kwargs = _get_kwargs(
        platform=platform,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    platform: Platform,
    profile_key: str | Unset = UNSET,
) -> Error | ReviewList | None:
    """List the reviews of a linked Facebook Page or Google Business Profile

     The reviews of the acting profile's account on `platform`, newest first, each in its
    network's form (`Review`; SDK-PY `reviews`, legacy DOCS, REV, FR B.6). Google Business
    Profile answers also carry `averageRating` and `totalReviewCount`. The network must be
    linked (code 156); a network with no review answers code 350 (FR). `lastUpdated` is when
    the answer was read and `nextUpdate` when the networks' data is refreshed next
    (`x-refresh-seconds` later; the service refreshes about every 10 minutes). Reviews come
    from the networks; in the sandbox they are added through the control (`inject_review`
    of sandbox.yaml).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReviewList
    """

    return (
        await asyncio_detailed(
            client=client,
            platform=platform,
            profile_key=profile_key,
        )
    ).parsed
