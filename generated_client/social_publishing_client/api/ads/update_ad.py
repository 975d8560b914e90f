from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_update import AdUpdate
from ...models.ad_updated import AdUpdated
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AdUpdate,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/ads/facebook/ads",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdUpdated | Error | None:
    if response.status_code == 200:
        response_200 = AdUpdated.from_dict(response.json())

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
) -> Response[AdUpdated | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AdUpdate,
    profile_key: str | Unset = UNSET,
) -> Response[AdUpdated | Error]:
    """Pause or resume an ad

     Sets an ad's `status` (ONE lists `PUT /ads/facebook/ads`; the GraphQL docs' `updateAd`
    changes its status; the body and answer are inferred). Pausing stops its delivery at the
    service clock; resuming continues it (no new review, inferred). An ad past its `endDate`
    stays `COMPLETED`. An unknown `adId` is refused with code 705. Needs the Ads add-on (code
    399) and a linked Facebook Page (156).

    Args:
        profile_key (str | Unset):
        body (AdUpdate): Body of `update_ad` (inferred). Example: {'adId': '120218167147110411',
            'status': 'paused'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdUpdated | Error]
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
    body: AdUpdate,
    profile_key: str | Unset = UNSET,
) -> AdUpdated | Error | None:
    """Pause or resume an ad

     Sets an ad's `status` (ONE lists `PUT /ads/facebook/ads`; the GraphQL docs' `updateAd`
    changes its status; the body and answer are inferred). Pausing stops its delivery at the
    service clock; resuming continues it (no new review, inferred). An ad past its `endDate`
    stays `COMPLETED`. An unknown `adId` is refused with code 705. Needs the Ads add-on (code
    399) and a linked Facebook Page (156).

    Args:
        profile_key (str | Unset):
        body (AdUpdate): Body of `update_ad` (inferred). Example: {'adId': '120218167147110411',
            'status': 'paused'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdUpdated | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AdUpdate,
    profile_key: str | Unset = UNSET,
) -> Response[AdUpdated | Error]:
    """Pause or resume an ad

     Sets an ad's `status` (ONE lists `PUT /ads/facebook/ads`; the GraphQL docs' `updateAd`
    changes its status; the body and answer are inferred). Pausing stops its delivery at the
    service clock; resuming continues it (no new review, inferred). An ad past its `endDate`
    stays `COMPLETED`. An unknown `adId` is refused with code 705. Needs the Ads add-on (code
    399) and a linked Facebook Page (156).

    Args:
        profile_key (str | Unset):
        body (AdUpdate): Body of `update_ad` (inferred). Example: {'adId': '120218167147110411',
            'status': 'paused'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdUpdated | Error]
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
    body: AdUpdate,
    profile_key: str | Unset = UNSET,
) -> AdUpdated | Error | None:
    """Pause or resume an ad

     Sets an ad's `status` (ONE lists `PUT /ads/facebook/ads`; the GraphQL docs' `updateAd`
    changes its status; the body and answer are inferred). Pausing stops its delivery at the
    service clock; resuming continues it (no new review, inferred). An ad past its `endDate`
    stays `COMPLETED`. An unknown `adId` is refused with code 705. Needs the Ads add-on (code
    399) and a linked Facebook Page (156).

    Args:
        profile_key (str | Unset):
        body (AdUpdate): Body of `update_ad` (inferred). Example: {'adId': '120218167147110411',
            'status': 'paused'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdUpdated | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
