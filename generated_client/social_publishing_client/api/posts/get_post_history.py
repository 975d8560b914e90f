import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.platform import Platform
from ...models.post_history import PostHistory
from ...models.post_status import PostStatus
from ...models.post_type import PostType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: PostStatus | Unset = UNSET,
    last_days: int | Unset = 30,
    start_date: datetime.datetime | str | Unset = UNSET,
    end_date: datetime.datetime | str | Unset = UNSET,
    limit: int | Unset = 25,
    type_: PostType | Unset = UNSET,
    platforms: list[Platform] | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status
    params["lastDays"] = last_days
    json_start_date: str | Unset
    if isinstance(start_date, Unset):
        json_start_date = UNSET
    elif isinstance(start_date, datetime.datetime):
        from social_publishing_client.types import datetime_to_wire

        json_start_date = datetime_to_wire(start_date)
    else:
        json_start_date = start_date
    params["startDate"] = json_start_date
    json_end_date: str | Unset
    if isinstance(end_date, Unset):
        json_end_date = UNSET
    elif isinstance(end_date, datetime.datetime):
        from social_publishing_client.types import datetime_to_wire

        json_end_date = datetime_to_wire(end_date)
    else:
        json_end_date = end_date
    params["endDate"] = json_end_date
    params["limit"] = limit
    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_

    params["type"] = json_type_
    json_platforms: list[str] | Unset = UNSET
    if not isinstance(platforms, Unset):
        json_platforms = []
        for platforms_item_data in platforms:
            platforms_item: str = platforms_item_data
            json_platforms.append(platforms_item)

    if not isinstance(json_platforms, Unset):
        params["platforms"] = ",".join(str(item) for item in json_platforms)

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/history",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostHistory | None:
    if response.status_code == 200:
        response_200 = PostHistory.from_dict(response.json())

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
) -> Response[Error | PostHistory]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: PostStatus | Unset = UNSET,
    last_days: int | Unset = 30,
    start_date: datetime.datetime | str | Unset = UNSET,
    end_date: datetime.datetime | str | Unset = UNSET,
    limit: int | Unset = 25,
    type_: PostType | Unset = UNSET,
    platforms: list[Platform] | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PostHistory]:
    """List post history

     Lists the acting profile's posts, newest first, filtered by the query parameters (DOCS
    apis/history/get-history). Deleted posts are listed only when `status=deleted` asks
    for them. `startDate` and `endDate` (both inclusive) replace `lastDays` when given.

    Args:
        status (PostStatus | Unset): State of a stored post, as history shows it (DOCS
            apis/history/get-history): `pending` is
            a scheduled post not yet processed, `processing` one being sent, `paused` a paused
            scheduled post, `awaiting approval` one held for approval.
        last_days (int | Unset):  Default: 30.
        start_date (datetime.datetime | str | Unset): A UTC time of a history range: `YYYY-MM-
            DDThh:mm:ssZ` (canonical), or the same without the
            `Z`, read as UTC: the request example of DOCS apis/history/get-history sends
            `startDate=2025-01-01T12:30:00Z&endDate=2025-03-01T12:30:00`.
             Example: 2025-03-01T12:30:00.
        end_date (datetime.datetime | str | Unset): A UTC time of a history range: `YYYY-MM-
            DDThh:mm:ssZ` (canonical), or the same without the
            `Z`, read as UTC: the request example of DOCS apis/history/get-history sends
            `startDate=2025-01-01T12:30:00Z&endDate=2025-03-01T12:30:00`.
             Example: 2025-03-01T12:30:00.
        limit (int | Unset):  Default: 25.
        type_ (PostType | Unset): `immediate` (published when sent) or `scheduled` (for a
            `scheduleDate`). DOCS
            history/get-history's `type` filter takes these values; DOCS post/get-post's example
            answer
            shows `type: now` (with a `scheduleDate`) for a post sent without one. The spec keeps one
            vocabulary for the answer and the filter: `immediate` is canonical, `now` is not answered.
        platforms (list[Platform] | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostHistory]
    """

    kwargs = _get_kwargs(
        status=status,
        last_days=last_days,
        start_date=start_date,
        end_date=end_date,
        limit=limit,
        type_=type_,
        platforms=platforms,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: PostStatus | Unset = UNSET,
    last_days: int | Unset = 30,
    start_date: datetime.datetime | str | Unset = UNSET,
    end_date: datetime.datetime | str | Unset = UNSET,
    limit: int | Unset = 25,
    type_: PostType | Unset = UNSET,
    platforms: list[Platform] | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | PostHistory | None:
    """List post history

     Lists the acting profile's posts, newest first, filtered by the query parameters (DOCS
    apis/history/get-history). Deleted posts are listed only when `status=deleted` asks
    for them. `startDate` and `endDate` (both inclusive) replace `lastDays` when given.

    Args:
        status (PostStatus | Unset): State of a stored post, as history shows it (DOCS
            apis/history/get-history): `pending` is
            a scheduled post not yet processed, `processing` one being sent, `paused` a paused
            scheduled post, `awaiting approval` one held for approval.
        last_days (int | Unset):  Default: 30.
        start_date (datetime.datetime | str | Unset): A UTC time of a history range: `YYYY-MM-
            DDThh:mm:ssZ` (canonical), or the same without the
            `Z`, read as UTC: the request example of DOCS apis/history/get-history sends
            `startDate=2025-01-01T12:30:00Z&endDate=2025-03-01T12:30:00`.
             Example: 2025-03-01T12:30:00.
        end_date (datetime.datetime | str | Unset): A UTC time of a history range: `YYYY-MM-
            DDThh:mm:ssZ` (canonical), or the same without the
            `Z`, read as UTC: the request example of DOCS apis/history/get-history sends
            `startDate=2025-01-01T12:30:00Z&endDate=2025-03-01T12:30:00`.
             Example: 2025-03-01T12:30:00.
        limit (int | Unset):  Default: 25.
        type_ (PostType | Unset): `immediate` (published when sent) or `scheduled` (for a
            `scheduleDate`). DOCS
            history/get-history's `type` filter takes these values; DOCS post/get-post's example
            answer
            shows `type: now` (with a `scheduleDate`) for a post sent without one. The spec keeps one
            vocabulary for the answer and the filter: `immediate` is canonical, `now` is not answered.
        platforms (list[Platform] | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostHistory
    """

    return sync_detailed(
        client=client,
        status=status,
        last_days=last_days,
        start_date=start_date,
        end_date=end_date,
        limit=limit,
        type_=type_,
        platforms=platforms,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: PostStatus | Unset = UNSET,
    last_days: int | Unset = 30,
    start_date: datetime.datetime | str | Unset = UNSET,
    end_date: datetime.datetime | str | Unset = UNSET,
    limit: int | Unset = 25,
    type_: PostType | Unset = UNSET,
    platforms: list[Platform] | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PostHistory]:
    """List post history

     Lists the acting profile's posts, newest first, filtered by the query parameters (DOCS
    apis/history/get-history). Deleted posts are listed only when `status=deleted` asks
    for them. `startDate` and `endDate` (both inclusive) replace `lastDays` when given.

    Args:
        status (PostStatus | Unset): State of a stored post, as history shows it (DOCS
            apis/history/get-history): `pending` is
            a scheduled post not yet processed, `processing` one being sent, `paused` a paused
            scheduled post, `awaiting approval` one held for approval.
        last_days (int | Unset):  Default: 30.
        start_date (datetime.datetime | str | Unset): A UTC time of a history range: `YYYY-MM-
            DDThh:mm:ssZ` (canonical), or the same without the
            `Z`, read as UTC: the request example of DOCS apis/history/get-history sends
            `startDate=2025-01-01T12:30:00Z&endDate=2025-03-01T12:30:00`.
             Example: 2025-03-01T12:30:00.
        end_date (datetime.datetime | str | Unset): A UTC time of a history range: `YYYY-MM-
            DDThh:mm:ssZ` (canonical), or the same without the
            `Z`, read as UTC: the request example of DOCS apis/history/get-history sends
            `startDate=2025-01-01T12:30:00Z&endDate=2025-03-01T12:30:00`.
             Example: 2025-03-01T12:30:00.
        limit (int | Unset):  Default: 25.
        type_ (PostType | Unset): `immediate` (published when sent) or `scheduled` (for a
            `scheduleDate`). DOCS
            history/get-history's `type` filter takes these values; DOCS post/get-post's example
            answer
            shows `type: now` (with a `scheduleDate`) for a post sent without one. The spec keeps one
            vocabulary for the answer and the filter: `immediate` is canonical, `now` is not answered.
        platforms (list[Platform] | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostHistory]
    """

    kwargs = _get_kwargs(
        status=status,
        last_days=last_days,
        start_date=start_date,
        end_date=end_date,
        limit=limit,
        type_=type_,
        platforms=platforms,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: PostStatus | Unset = UNSET,
    last_days: int | Unset = 30,
    start_date: datetime.datetime | str | Unset = UNSET,
    end_date: datetime.datetime | str | Unset = UNSET,
    limit: int | Unset = 25,
    type_: PostType | Unset = UNSET,
    platforms: list[Platform] | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | PostHistory | None:
    """List post history

     Lists the acting profile's posts, newest first, filtered by the query parameters (DOCS
    apis/history/get-history). Deleted posts are listed only when `status=deleted` asks
    for them. `startDate` and `endDate` (both inclusive) replace `lastDays` when given.

    Args:
        status (PostStatus | Unset): State of a stored post, as history shows it (DOCS
            apis/history/get-history): `pending` is
            a scheduled post not yet processed, `processing` one being sent, `paused` a paused
            scheduled post, `awaiting approval` one held for approval.
        last_days (int | Unset):  Default: 30.
        start_date (datetime.datetime | str | Unset): A UTC time of a history range: `YYYY-MM-
            DDThh:mm:ssZ` (canonical), or the same without the
            `Z`, read as UTC: the request example of DOCS apis/history/get-history sends
            `startDate=2025-01-01T12:30:00Z&endDate=2025-03-01T12:30:00`.
             Example: 2025-03-01T12:30:00.
        end_date (datetime.datetime | str | Unset): A UTC time of a history range: `YYYY-MM-
            DDThh:mm:ssZ` (canonical), or the same without the
            `Z`, read as UTC: the request example of DOCS apis/history/get-history sends
            `startDate=2025-01-01T12:30:00Z&endDate=2025-03-01T12:30:00`.
             Example: 2025-03-01T12:30:00.
        limit (int | Unset):  Default: 25.
        type_ (PostType | Unset): `immediate` (published when sent) or `scheduled` (for a
            `scheduleDate`). DOCS
            history/get-history's `type` filter takes these values; DOCS post/get-post's example
            answer
            shows `type: now` (with a `scheduleDate`) for a post sent without one. The spec keeps one
            vocabulary for the answer and the filter: `immediate` is canonical, `now` is not answered.
        platforms (list[Platform] | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostHistory
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            last_days=last_days,
            start_date=start_date,
            end_date=end_date,
            limit=limit,
            type_=type_,
            platforms=platforms,
            profile_key=profile_key,
        )
    ).parsed
