import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_history import AdHistory
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    account_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    start_date: datetime.datetime | Unset = UNSET,
    end_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["accountId"] = account_id
    params["postId"] = post_id
    json_start_date: str | Unset = UNSET
    if not isinstance(start_date, Unset):
        from social_publishing_client.types import datetime_to_wire

        json_start_date = datetime_to_wire(start_date)
    params["startDate"] = json_start_date
    json_end_date: str | Unset = UNSET
    if not isinstance(end_date, Unset):
        from social_publishing_client.types import datetime_to_wire

        json_end_date = datetime_to_wire(end_date)
    params["endDate"] = json_end_date

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ads/facebook/history",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdHistory | Error | None:
    if response.status_code == 200:
        response_200 = AdHistory.from_dict(response.json())

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
) -> Response[AdHistory | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    account_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    start_date: datetime.datetime | Unset = UNSET,
    end_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdHistory | Error]:
    """Ad spend history

     The spend of the acting profile's ads (DOCS get-ad-history): one `history` entry per ad
    and UTC day of the range on which it spent (`spendDate` is the day's midnight; the
    DOCS example shows one per ad and day, inferred), newest day first, with the ad's
    current `status`, `deliveryStatus` and goal, the day's `spend` and `metrics`, and the
    range's totals in `metrics` (ratios as in `AdMetrics`). What an ad spends follows the
    service clock (see `boost_post`). Needs the Ads add-on (code 399) and a linked Facebook
    Page (156).

    Args:
        account_id (str | Unset):
        post_id (str | Unset):
        start_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        end_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdHistory | Error]
    """

    kwargs = _get_kwargs(
        account_id=account_id,
        post_id=post_id,
        start_date=start_date,
        end_date=end_date,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    account_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    start_date: datetime.datetime | Unset = UNSET,
    end_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdHistory | Error | None:
    """Ad spend history

     The spend of the acting profile's ads (DOCS get-ad-history): one `history` entry per ad
    and UTC day of the range on which it spent (`spendDate` is the day's midnight; the
    DOCS example shows one per ad and day, inferred), newest day first, with the ad's
    current `status`, `deliveryStatus` and goal, the day's `spend` and `metrics`, and the
    range's totals in `metrics` (ratios as in `AdMetrics`). What an ad spends follows the
    service clock (see `boost_post`). Needs the Ads add-on (code 399) and a linked Facebook
    Page (156).

    Args:
        account_id (str | Unset):
        post_id (str | Unset):
        start_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        end_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdHistory | Error
    """

    return sync_detailed(
        client=client,
        account_id=account_id,
        post_id=post_id,
        start_date=start_date,
        end_date=end_date,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    account_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    start_date: datetime.datetime | Unset = UNSET,
    end_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdHistory | Error]:
    """Ad spend history

     The spend of the acting profile's ads (DOCS get-ad-history): one `history` entry per ad
    and UTC day of the range on which it spent (`spendDate` is the day's midnight; the
    DOCS example shows one per ad and day, inferred), newest day first, with the ad's
    current `status`, `deliveryStatus` and goal, the day's `spend` and `metrics`, and the
    range's totals in `metrics` (ratios as in `AdMetrics`). What an ad spends follows the
    service clock (see `boost_post`). Needs the Ads add-on (code 399) and a linked Facebook
    Page (156).

    Args:
        account_id (str | Unset):
        post_id (str | Unset):
        start_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        end_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdHistory | Error]
    """

    kwargs = _get_kwargs(
        account_id=account_id,
        post_id=post_id,
        start_date=start_date,
        end_date=end_date,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    account_id: str | Unset = UNSET,
    post_id: str | Unset = UNSET,
    start_date: datetime.datetime | Unset = UNSET,
    end_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdHistory | Error | None:
    """Ad spend history

     The spend of the acting profile's ads (DOCS get-ad-history): one `history` entry per ad
    and UTC day of the range on which it spent (`spendDate` is the day's midnight; the
    DOCS example shows one per ad and day, inferred), newest day first, with the ad's
    current `status`, `deliveryStatus` and goal, the day's `spend` and `metrics`, and the
    range's totals in `metrics` (ratios as in `AdMetrics`). What an ad spends follows the
    service clock (see `boost_post`). Needs the Ads add-on (code 399) and a linked Facebook
    Page (156).

    Args:
        account_id (str | Unset):
        post_id (str | Unset):
        start_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        end_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdHistory | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            account_id=account_id,
            post_id=post_id,
            start_date=start_date,
            end_date=end_date,
            profile_key=profile_key,
        )
    ).parsed
