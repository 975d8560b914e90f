from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.banned_hashtag import BannedHashtag
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    hashtag: str,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["hashtag"] = hashtag

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/hashtags/banned",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BannedHashtag | Error | None:
    if response.status_code == 200:
        response_200 = BannedHashtag.from_dict(response.json())

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
) -> Response[BannedHashtag | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    hashtag: str,
    profile_key: str | Unset = UNSET,
) -> Response[BannedHashtag | Error]:
    """Check whether a hashtag is banned

     Says whether `hashtag` is restricted by the networks (SDK: `GET
    /hashtags/banned?hashtag=`; the answer's shape is not published: own).

    The sandbox rule: `hashtag` without a leading `#`, lower-cased, is banned when it is in
    `x-max-pack.hashtags.banned` (a fixed list, not the service's). A `hashtag` that is
    only `#` is not banned.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        hashtag (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BannedHashtag | Error]
    """

    kwargs = _get_kwargs(
        hashtag=hashtag,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    hashtag: str,
    profile_key: str | Unset = UNSET,
) -> BannedHashtag | Error | None:
    """Check whether a hashtag is banned

     Says whether `hashtag` is restricted by the networks (SDK: `GET
    /hashtags/banned?hashtag=`; the answer's shape is not published: own).

    The sandbox rule: `hashtag` without a leading `#`, lower-cased, is banned when it is in
    `x-max-pack.hashtags.banned` (a fixed list, not the service's). A `hashtag` that is
    only `#` is not banned.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        hashtag (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BannedHashtag | Error
    """

    return sync_detailed(
        client=client,
        hashtag=hashtag,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    hashtag: str,
    profile_key: str | Unset = UNSET,
) -> Response[BannedHashtag | Error]:
    """Check whether a hashtag is banned

     Says whether `hashtag` is restricted by the networks (SDK: `GET
    /hashtags/banned?hashtag=`; the answer's shape is not published: own).

    The sandbox rule: `hashtag` without a leading `#`, lower-cased, is banned when it is in
    `x-max-pack.hashtags.banned` (a fixed list, not the service's). A `hashtag` that is
    only `#` is not banned.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        hashtag (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BannedHashtag | Error]
    """

    kwargs = _get_kwargs(
        hashtag=hashtag,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    hashtag: str,
    profile_key: str | Unset = UNSET,
) -> BannedHashtag | Error | None:
    """Check whether a hashtag is banned

     Says whether `hashtag` is restricted by the networks (SDK: `GET
    /hashtags/banned?hashtag=`; the answer's shape is not published: own).

    The sandbox rule: `hashtag` without a leading `#`, lower-cased, is banned when it is in
    `x-max-pack.hashtags.banned` (a fixed list, not the service's). A `hashtag` that is
    only `#` is not banned.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        hashtag (str):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BannedHashtag | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            hashtag=hashtag,
            profile_key=profile_key,
        )
    ).parsed
