from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.clock_freeze import ClockFreeze
from ...models.clock_state import ClockState
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ClockFreeze,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/clock/frozen",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ClockState | Error | None:
    if response.status_code == 200:
        response_200 = ClockState.from_dict(response.json())

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
) -> Response[ClockState | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ClockFreeze,
    profile_key: str | Unset = UNSET,
) -> Response[ClockState | Error]:
    """Stop the server's clock, or let it run again

     With `frozen: true` the clock stops at its current second and stays there: every
    request sees that instant until the clock is set, moved (`set_clock`: it stays frozen at
    the new time) or let run again with `frozen: false` (it runs on from the instant it
    showed). A suite drives a rule one second either side of its boundary with a frozen
    clock, so a slow request cannot carry the clock over the boundary meanwhile. The clock
    is the account's: freeze it only as long as the boundary check needs.

    Args:
        profile_key (str | Unset):
        body (ClockFreeze): Whether the clock stands still from now on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClockState | Error]
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
    body: ClockFreeze,
    profile_key: str | Unset = UNSET,
) -> ClockState | Error | None:
    """Stop the server's clock, or let it run again

     With `frozen: true` the clock stops at its current second and stays there: every
    request sees that instant until the clock is set, moved (`set_clock`: it stays frozen at
    the new time) or let run again with `frozen: false` (it runs on from the instant it
    showed). A suite drives a rule one second either side of its boundary with a frozen
    clock, so a slow request cannot carry the clock over the boundary meanwhile. The clock
    is the account's: freeze it only as long as the boundary check needs.

    Args:
        profile_key (str | Unset):
        body (ClockFreeze): Whether the clock stands still from now on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClockState | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ClockFreeze,
    profile_key: str | Unset = UNSET,
) -> Response[ClockState | Error]:
    """Stop the server's clock, or let it run again

     With `frozen: true` the clock stops at its current second and stays there: every
    request sees that instant until the clock is set, moved (`set_clock`: it stays frozen at
    the new time) or let run again with `frozen: false` (it runs on from the instant it
    showed). A suite drives a rule one second either side of its boundary with a frozen
    clock, so a slow request cannot carry the clock over the boundary meanwhile. The clock
    is the account's: freeze it only as long as the boundary check needs.

    Args:
        profile_key (str | Unset):
        body (ClockFreeze): Whether the clock stands still from now on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClockState | Error]
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
    body: ClockFreeze,
    profile_key: str | Unset = UNSET,
) -> ClockState | Error | None:
    """Stop the server's clock, or let it run again

     With `frozen: true` the clock stops at its current second and stays there: every
    request sees that instant until the clock is set, moved (`set_clock`: it stays frozen at
    the new time) or let run again with `frozen: false` (it runs on from the instant it
    showed). A suite drives a rule one second either side of its boundary with a frozen
    clock, so a slow request cannot carry the clock over the boundary meanwhile. The clock
    is the account's: freeze it only as long as the boundary check needs.

    Args:
        profile_key (str | Unset):
        body (ClockFreeze): Whether the clock stands still from now on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClockState | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
