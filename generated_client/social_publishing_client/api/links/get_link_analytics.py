from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.link_analytics import LinkAnalytics
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/links/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LinkAnalytics | None:
    if response.status_code == 200:
        response_200 = LinkAnalytics.from_dict(response.json())

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
) -> Response[Error | LinkAnalytics]:
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
    profile_key: str | Unset = UNSET,
) -> Response[Error | LinkAnalytics]:
    """A short link with its clicks

     One short link of the acting profile with its clicks (LIVE; SDK-PY
    `shortLinkAnalytics` with `id`): every recorded click is counted in `totalClicks`,
    per referring host (the Referer header's host, lowercased; `x-short-link.directReferer`
    without one, or when the host is neither an IP address nor a DNS name of at most 253
    characters in labels of at most 63 letters, digits and hyphens, so that what a click
    stores is bounded) and per browser (`x-short-link.browsers` of `create_link`). An unknown id (or
    another profile's) is refused with code 440. Needs the Max Pack add-on (`x-add-ons`).

    Args:
        id (str): Identifier of a short link (7 letters and digits; own form). Example: aB3dE5f.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkAnalytics]
    """

    kwargs = _get_kwargs(
        id=id,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Error | LinkAnalytics | None:
    """A short link with its clicks

     One short link of the acting profile with its clicks (LIVE; SDK-PY
    `shortLinkAnalytics` with `id`): every recorded click is counted in `totalClicks`,
    per referring host (the Referer header's host, lowercased; `x-short-link.directReferer`
    without one, or when the host is neither an IP address nor a DNS name of at most 253
    characters in labels of at most 63 letters, digits and hyphens, so that what a click
    stores is bounded) and per browser (`x-short-link.browsers` of `create_link`). An unknown id (or
    another profile's) is refused with code 440. Needs the Max Pack add-on (`x-add-ons`).

    Args:
        id (str): Identifier of a short link (7 letters and digits; own form). Example: aB3dE5f.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkAnalytics
    """

    return sync_detailed(
        id=id,
        client=client,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Response[Error | LinkAnalytics]:
    """A short link with its clicks

     One short link of the acting profile with its clicks (LIVE; SDK-PY
    `shortLinkAnalytics` with `id`): every recorded click is counted in `totalClicks`,
    per referring host (the Referer header's host, lowercased; `x-short-link.directReferer`
    without one, or when the host is neither an IP address nor a DNS name of at most 253
    characters in labels of at most 63 letters, digits and hyphens, so that what a click
    stores is bounded) and per browser (`x-short-link.browsers` of `create_link`). An unknown id (or
    another profile's) is refused with code 440. Needs the Max Pack add-on (`x-add-ons`).

    Args:
        id (str): Identifier of a short link (7 letters and digits; own form). Example: aB3dE5f.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkAnalytics]
    """

    kwargs = _get_kwargs(
        id=id,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_key: str | Unset = UNSET,
) -> Error | LinkAnalytics | None:
    """A short link with its clicks

     One short link of the acting profile with its clicks (LIVE; SDK-PY
    `shortLinkAnalytics` with `id`): every recorded click is counted in `totalClicks`,
    per referring host (the Referer header's host, lowercased; `x-short-link.directReferer`
    without one, or when the host is neither an IP address nor a DNS name of at most 253
    characters in labels of at most 63 letters, digits and hyphens, so that what a click
    stores is bounded) and per browser (`x-short-link.browsers` of `create_link`). An unknown id (or
    another profile's) is refused with code 440. Needs the Max Pack add-on (`x-add-ons`).

    Args:
        id (str): Identifier of a short link (7 letters and digits; own form). Example: aB3dE5f.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkAnalytics
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            profile_key=profile_key,
        )
    ).parsed
