from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_interests import AdInterests
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    search: str | Unset = UNSET,
    q: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["search"] = search
    params["q"] = q

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ads/facebook/interests",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdInterests | Error | None:
    if response.status_code == 200:
        response_200 = AdInterests.from_dict(response.json())

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
) -> Response[AdInterests | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    q: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdInterests | Error]:
    """Search targeting interests

     The interests whose name contains the search term `search`, case-insensitive, for
    `boost_post`'s `interests`. DOCS apis/ads/facebook/get-ad-interests sends
    `GET /ads/facebook/interests?search=Rhythm%20and%20blues%20music` and DOCS graphql/ads
    says "INTERESTS needs `search`": `search` is the canonical name. `q`, an
    inferred name, is also read as a deprecated alias; with both, `search` wins. Without
    either the request is refused with code 108. The answer's shape is inferred. Needs the
    Ads add-on (399) and a linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        q (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdInterests | Error]
    """

    kwargs = _get_kwargs(
        search=search,
        q=q,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    q: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdInterests | Error | None:
    """Search targeting interests

     The interests whose name contains the search term `search`, case-insensitive, for
    `boost_post`'s `interests`. DOCS apis/ads/facebook/get-ad-interests sends
    `GET /ads/facebook/interests?search=Rhythm%20and%20blues%20music` and DOCS graphql/ads
    says "INTERESTS needs `search`": `search` is the canonical name. `q`, an
    inferred name, is also read as a deprecated alias; with both, `search` wins. Without
    either the request is refused with code 108. The answer's shape is inferred. Needs the
    Ads add-on (399) and a linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        q (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdInterests | Error
    """

    return sync_detailed(
        client=client,
        search=search,
        q=q,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    q: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdInterests | Error]:
    """Search targeting interests

     The interests whose name contains the search term `search`, case-insensitive, for
    `boost_post`'s `interests`. DOCS apis/ads/facebook/get-ad-interests sends
    `GET /ads/facebook/interests?search=Rhythm%20and%20blues%20music` and DOCS graphql/ads
    says "INTERESTS needs `search`": `search` is the canonical name. `q`, an
    inferred name, is also read as a deprecated alias; with both, `search` wins. Without
    either the request is refused with code 108. The answer's shape is inferred. Needs the
    Ads add-on (399) and a linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        q (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdInterests | Error]
    """

    kwargs = _get_kwargs(
        search=search,
        q=q,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    q: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdInterests | Error | None:
    """Search targeting interests

     The interests whose name contains the search term `search`, case-insensitive, for
    `boost_post`'s `interests`. DOCS apis/ads/facebook/get-ad-interests sends
    `GET /ads/facebook/interests?search=Rhythm%20and%20blues%20music` and DOCS graphql/ads
    says "INTERESTS needs `search`": `search` is the canonical name. `q`, an
    inferred name, is also read as a deprecated alias; with both, `search` wins. Without
    either the request is refused with code 108. The answer's shape is inferred. Needs the
    Ads add-on (399) and a linked Facebook Page (156).
    The sandbox answers from a small fixed table of its own (deterministic sandbox data,
    not Meta's: the same request always answers the same list).

    Args:
        search (str | Unset):
        q (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdInterests | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            search=search,
            q=q,
            profile_key=profile_key,
        )
    ).parsed
