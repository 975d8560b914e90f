from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.transfer_limits import TransferLimits
from ...models.transfer_limits_change import TransferLimitsChange
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: TransferLimitsChange,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/transfer-limits",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TransferLimits | None:
    if response.status_code == 200:
        response_200 = TransferLimits.from_dict(response.json())

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
) -> Response[Error | TransferLimits]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TransferLimitsChange,
    profile_key: str | Unset = UNSET,
) -> Response[Error | TransferLimits]:
    """Lower the acting profile's feed read time and upload size limits

     Sets, for the acting profile, two limits of the API that a suite cannot reach at
    their declared values in a short run: how long one read of a feed (fetch and parse,
    `add_feed` and the feed checks) may take, `x-feed-posting.maxReadSeconds` of
    `add_feed` (a longer read fails as unreadable, 631), and how many bytes the PUT to a
    presigned upload URL of `get_media_upload_url` may carry, `x-upload-url.maxBytes`
    (a larger file is refused with code 122, HTTP 413, nothing stored). The upload limit
    in force is the one of the profile the URL was made for, when the PUT arrives.

    A field sent with a value sets that limit; sent as `null` it gives the limit its
    declared value again; left out it keeps the limit as it is. The declared values are
    the defaults. Answers both limits now in force for the acting profile (`{}` only
    reads them). The settings go with the profile when it is deleted.

    Args:
        profile_key (str | Unset):
        body (TransferLimitsChange): The acting profile's feed read time and upload size limits to
            set (null: the declared
            value again; absent: unchanged). The control only lowers a limit: each value lies
            between a floor (`minimum`) and the declared limit itself (`maximum`, equal to
            `x-feed-posting.maxReadSeconds` and `x-upload-url.maxBytes` of openapi.yaml); any
            other value is refused with code 101 and changes nothing.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TransferLimits]
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
    body: TransferLimitsChange,
    profile_key: str | Unset = UNSET,
) -> Error | TransferLimits | None:
    """Lower the acting profile's feed read time and upload size limits

     Sets, for the acting profile, two limits of the API that a suite cannot reach at
    their declared values in a short run: how long one read of a feed (fetch and parse,
    `add_feed` and the feed checks) may take, `x-feed-posting.maxReadSeconds` of
    `add_feed` (a longer read fails as unreadable, 631), and how many bytes the PUT to a
    presigned upload URL of `get_media_upload_url` may carry, `x-upload-url.maxBytes`
    (a larger file is refused with code 122, HTTP 413, nothing stored). The upload limit
    in force is the one of the profile the URL was made for, when the PUT arrives.

    A field sent with a value sets that limit; sent as `null` it gives the limit its
    declared value again; left out it keeps the limit as it is. The declared values are
    the defaults. Answers both limits now in force for the acting profile (`{}` only
    reads them). The settings go with the profile when it is deleted.

    Args:
        profile_key (str | Unset):
        body (TransferLimitsChange): The acting profile's feed read time and upload size limits to
            set (null: the declared
            value again; absent: unchanged). The control only lowers a limit: each value lies
            between a floor (`minimum`) and the declared limit itself (`maximum`, equal to
            `x-feed-posting.maxReadSeconds` and `x-upload-url.maxBytes` of openapi.yaml); any
            other value is refused with code 101 and changes nothing.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TransferLimits
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TransferLimitsChange,
    profile_key: str | Unset = UNSET,
) -> Response[Error | TransferLimits]:
    """Lower the acting profile's feed read time and upload size limits

     Sets, for the acting profile, two limits of the API that a suite cannot reach at
    their declared values in a short run: how long one read of a feed (fetch and parse,
    `add_feed` and the feed checks) may take, `x-feed-posting.maxReadSeconds` of
    `add_feed` (a longer read fails as unreadable, 631), and how many bytes the PUT to a
    presigned upload URL of `get_media_upload_url` may carry, `x-upload-url.maxBytes`
    (a larger file is refused with code 122, HTTP 413, nothing stored). The upload limit
    in force is the one of the profile the URL was made for, when the PUT arrives.

    A field sent with a value sets that limit; sent as `null` it gives the limit its
    declared value again; left out it keeps the limit as it is. The declared values are
    the defaults. Answers both limits now in force for the acting profile (`{}` only
    reads them). The settings go with the profile when it is deleted.

    Args:
        profile_key (str | Unset):
        body (TransferLimitsChange): The acting profile's feed read time and upload size limits to
            set (null: the declared
            value again; absent: unchanged). The control only lowers a limit: each value lies
            between a floor (`minimum`) and the declared limit itself (`maximum`, equal to
            `x-feed-posting.maxReadSeconds` and `x-upload-url.maxBytes` of openapi.yaml); any
            other value is refused with code 101 and changes nothing.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TransferLimits]
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
    body: TransferLimitsChange,
    profile_key: str | Unset = UNSET,
) -> Error | TransferLimits | None:
    """Lower the acting profile's feed read time and upload size limits

     Sets, for the acting profile, two limits of the API that a suite cannot reach at
    their declared values in a short run: how long one read of a feed (fetch and parse,
    `add_feed` and the feed checks) may take, `x-feed-posting.maxReadSeconds` of
    `add_feed` (a longer read fails as unreadable, 631), and how many bytes the PUT to a
    presigned upload URL of `get_media_upload_url` may carry, `x-upload-url.maxBytes`
    (a larger file is refused with code 122, HTTP 413, nothing stored). The upload limit
    in force is the one of the profile the URL was made for, when the PUT arrives.

    A field sent with a value sets that limit; sent as `null` it gives the limit its
    declared value again; left out it keeps the limit as it is. The declared values are
    the defaults. Answers both limits now in force for the acting profile (`{}` only
    reads them). The settings go with the profile when it is deleted.

    Args:
        profile_key (str | Unset):
        body (TransferLimitsChange): The acting profile's feed read time and upload size limits to
            set (null: the declared
            value again; absent: unchanged). The control only lowers a limit: each value lies
            between a floor (`minimum`) and the declared limit itself (`maximum`, equal to
            `x-feed-posting.maxReadSeconds` and `x-upload-url.maxBytes` of openapi.yaml); any
            other value is refused with code 101 and changes nothing.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TransferLimits
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
