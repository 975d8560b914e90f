from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auto_schedule_set import AutoScheduleSet
from ...models.auto_schedule_start import AutoScheduleStart
from ...models.auto_schedule_times import AutoScheduleTimes
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AutoScheduleStart | AutoScheduleTimes,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auto-schedule/set",
    }

    if isinstance(body, AutoScheduleTimes):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AutoScheduleSet | Error | None:
    if response.status_code == 200:
        response_200 = AutoScheduleSet.from_dict(response.json())

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
) -> Response[AutoScheduleSet | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AutoScheduleStart | AutoScheduleTimes,
    profile_key: str | Unset = UNSET,
) -> Response[AutoScheduleSet | Error]:
    """Set an auto-post schedule

     Creates or replaces (by `title`) a schedule of posting times. A post sent to
    `create_post` with `autoSchedule: {schedule: true, title}` is then placed in the next
    free slot of that schedule (see `AutoSchedulePost`) and published by the scheduler at
    that time, like any scheduled post. Replacing a schedule keeps its `lastScheduleDate`,
    so posts already placed are not placed again; `setStartDate` moves where new posts
    start. A new title needs `schedule` (code 194 otherwise).

    Args:
        profile_key (str | Unset):
        body (AutoScheduleStart | AutoScheduleTimes): Body of `set_auto_schedule`: an upsert by
            `title` (CORSAIR): a new title creates a
            schedule, a known one replaces its times and rules. `schedule` is required unless
            `setStartDate` is sent for a schedule that exists (DOCS; a new title with only
            `setStartDate` is refused with code 194). Duplicate times count once (ONE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoScheduleSet | Error]
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
    body: AutoScheduleStart | AutoScheduleTimes,
    profile_key: str | Unset = UNSET,
) -> AutoScheduleSet | Error | None:
    """Set an auto-post schedule

     Creates or replaces (by `title`) a schedule of posting times. A post sent to
    `create_post` with `autoSchedule: {schedule: true, title}` is then placed in the next
    free slot of that schedule (see `AutoSchedulePost`) and published by the scheduler at
    that time, like any scheduled post. Replacing a schedule keeps its `lastScheduleDate`,
    so posts already placed are not placed again; `setStartDate` moves where new posts
    start. A new title needs `schedule` (code 194 otherwise).

    Args:
        profile_key (str | Unset):
        body (AutoScheduleStart | AutoScheduleTimes): Body of `set_auto_schedule`: an upsert by
            `title` (CORSAIR): a new title creates a
            schedule, a known one replaces its times and rules. `schedule` is required unless
            `setStartDate` is sent for a schedule that exists (DOCS; a new title with only
            `setStartDate` is refused with code 194). Duplicate times count once (ONE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoScheduleSet | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AutoScheduleStart | AutoScheduleTimes,
    profile_key: str | Unset = UNSET,
) -> Response[AutoScheduleSet | Error]:
    """Set an auto-post schedule

     Creates or replaces (by `title`) a schedule of posting times. A post sent to
    `create_post` with `autoSchedule: {schedule: true, title}` is then placed in the next
    free slot of that schedule (see `AutoSchedulePost`) and published by the scheduler at
    that time, like any scheduled post. Replacing a schedule keeps its `lastScheduleDate`,
    so posts already placed are not placed again; `setStartDate` moves where new posts
    start. A new title needs `schedule` (code 194 otherwise).

    Args:
        profile_key (str | Unset):
        body (AutoScheduleStart | AutoScheduleTimes): Body of `set_auto_schedule`: an upsert by
            `title` (CORSAIR): a new title creates a
            schedule, a known one replaces its times and rules. `schedule` is required unless
            `setStartDate` is sent for a schedule that exists (DOCS; a new title with only
            `setStartDate` is refused with code 194). Duplicate times count once (ONE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoScheduleSet | Error]
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
    body: AutoScheduleStart | AutoScheduleTimes,
    profile_key: str | Unset = UNSET,
) -> AutoScheduleSet | Error | None:
    """Set an auto-post schedule

     Creates or replaces (by `title`) a schedule of posting times. A post sent to
    `create_post` with `autoSchedule: {schedule: true, title}` is then placed in the next
    free slot of that schedule (see `AutoSchedulePost`) and published by the scheduler at
    that time, like any scheduled post. Replacing a schedule keeps its `lastScheduleDate`,
    so posts already placed are not placed again; `setStartDate` moves where new posts
    start. A new title needs `schedule` (code 194 otherwise).

    Args:
        profile_key (str | Unset):
        body (AutoScheduleStart | AutoScheduleTimes): Body of `set_auto_schedule`: an upsert by
            `title` (CORSAIR): a new title creates a
            schedule, a known one replaces its times and rules. `schedule` is required unless
            `setStartDate` is sent for a schedule that exists (DOCS; a new title with only
            `setStartDate` is refused with code 194). Duplicate times count once (ONE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoScheduleSet | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
