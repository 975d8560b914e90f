from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.link_request import LinkRequest
from ...models.link_shortened import LinkShortened
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: LinkRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/short",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LinkShortened | None:
    if response.status_code == 200:
        response_200 = LinkShortened.from_dict(response.json())

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
) -> Response[Error | LinkShortened]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LinkRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | LinkShortened]:
    """Create a short link (legacy path)

     The legacy path LIVE still answers: the same rule as
    `create_link` (`POST /links`, which new code should use) with the shorter answer
    `{status, shortUrl, originalUrl}`. Needs the Max Pack add-on (`x-add-ons`).

    Args:
        profile_key (str | Unset):
        body (LinkRequest): Body of `create_link` and of the legacy `shorten_link`/`short_link`:
            the address to
            shorten and the UTM parameters added to it when the short link is followed
            (LIVE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkShortened]
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
    body: LinkRequest,
    profile_key: str | Unset = UNSET,
) -> Error | LinkShortened | None:
    """Create a short link (legacy path)

     The legacy path LIVE still answers: the same rule as
    `create_link` (`POST /links`, which new code should use) with the shorter answer
    `{status, shortUrl, originalUrl}`. Needs the Max Pack add-on (`x-add-ons`).

    Args:
        profile_key (str | Unset):
        body (LinkRequest): Body of `create_link` and of the legacy `shorten_link`/`short_link`:
            the address to
            shorten and the UTM parameters added to it when the short link is followed
            (LIVE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkShortened
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LinkRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | LinkShortened]:
    """Create a short link (legacy path)

     The legacy path LIVE still answers: the same rule as
    `create_link` (`POST /links`, which new code should use) with the shorter answer
    `{status, shortUrl, originalUrl}`. Needs the Max Pack add-on (`x-add-ons`).

    Args:
        profile_key (str | Unset):
        body (LinkRequest): Body of `create_link` and of the legacy `shorten_link`/`short_link`:
            the address to
            shorten and the UTM parameters added to it when the short link is followed
            (LIVE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkShortened]
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
    body: LinkRequest,
    profile_key: str | Unset = UNSET,
) -> Error | LinkShortened | None:
    """Create a short link (legacy path)

     The legacy path LIVE still answers: the same rule as
    `create_link` (`POST /links`, which new code should use) with the shorter answer
    `{status, shortUrl, originalUrl}`. Needs the Max Pack add-on (`x-add-ons`).

    Args:
        profile_key (str | Unset):
        body (LinkRequest): Body of `create_link` and of the legacy `shorten_link`/`short_link`:
            the address to
            shorten and the UTM parameters added to it when the short link is followed
            (LIVE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkShortened
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
