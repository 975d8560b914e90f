from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auto_schedule_deleted import AutoScheduleDeleted
from ...models.auto_schedule_deletion import AutoScheduleDeletion
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AutoScheduleDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/auto-schedule/delete",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    if not isinstance(body, Unset):
        headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AutoScheduleDeleted | Error | None:
    if response.status_code == 200:
        response_200 = AutoScheduleDeleted.from_dict(response.json())

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
) -> Response[AutoScheduleDeleted | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AutoScheduleDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AutoScheduleDeleted | Error]:
    """Delete an auto-post schedule

     Deletes the schedule named by `title` (default `default`); posts already placed keep
    their dates. With `deleteLastScheduleDate: true` the schedule stays and only its
    `lastScheduleDate` is cleared, so new posts are placed from now on (inferred from ONE).
    An unknown title answers 404 with code 192.

    Args:
        profile_key (str | Unset):
        body (AutoScheduleDeletion | Unset): Body of `delete_auto_schedule` (ONE): the schedule
            named by `title` (default `default`) is
            deleted; with `deleteLastScheduleDate: true` only its `lastScheduleDate` is cleared, so
            new
            posts are placed from now on (the schedule stays, inferred from ONE's wording).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoScheduleDeleted | Error]
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
    body: AutoScheduleDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AutoScheduleDeleted | Error | None:
    """Delete an auto-post schedule

     Deletes the schedule named by `title` (default `default`); posts already placed keep
    their dates. With `deleteLastScheduleDate: true` the schedule stays and only its
    `lastScheduleDate` is cleared, so new posts are placed from now on (inferred from ONE).
    An unknown title answers 404 with code 192.

    Args:
        profile_key (str | Unset):
        body (AutoScheduleDeletion | Unset): Body of `delete_auto_schedule` (ONE): the schedule
            named by `title` (default `default`) is
            deleted; with `deleteLastScheduleDate: true` only its `lastScheduleDate` is cleared, so
            new
            posts are placed from now on (the schedule stays, inferred from ONE's wording).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoScheduleDeleted | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AutoScheduleDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AutoScheduleDeleted | Error]:
    """Delete an auto-post schedule

     Deletes the schedule named by `title` (default `default`); posts already placed keep
    their dates. With `deleteLastScheduleDate: true` the schedule stays and only its
    `lastScheduleDate` is cleared, so new posts are placed from now on (inferred from ONE).
    An unknown title answers 404 with code 192.

    Args:
        profile_key (str | Unset):
        body (AutoScheduleDeletion | Unset): Body of `delete_auto_schedule` (ONE): the schedule
            named by `title` (default `default`) is
            deleted; with `deleteLastScheduleDate: true` only its `lastScheduleDate` is cleared, so
            new
            posts are placed from now on (the schedule stays, inferred from ONE's wording).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoScheduleDeleted | Error]
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
    body: AutoScheduleDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AutoScheduleDeleted | Error | None:
    """Delete an auto-post schedule

     Deletes the schedule named by `title` (default `default`); posts already placed keep
    their dates. With `deleteLastScheduleDate: true` the schedule stays and only its
    `lastScheduleDate` is cleared, so new posts are placed from now on (inferred from ONE).
    An unknown title answers 404 with code 192.

    Args:
        profile_key (str | Unset):
        body (AutoScheduleDeletion | Unset): Body of `delete_auto_schedule` (ONE): the schedule
            named by `title` (default `default`) is
            deleted; with `deleteLastScheduleDate: true` only its `lastScheduleDate` is cleared, so
            new
            posts are placed from now on (the schedule stays, inferred from ONE's wording).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoScheduleDeleted | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
