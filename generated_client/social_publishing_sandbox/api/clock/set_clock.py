from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.clock_change import ClockChange
from ...models.clock_state import ClockState
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ClockChange,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/clock",
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
    body: ClockChange,
    profile_key: str | Unset = UNSET,
) -> Response[ClockState | Error]:
    """Move or set the server's clock

     Advances the clock by `advanceSeconds` or sets it to `set`. Scheduled posts the change
    makes due are published, feeds it makes due are checked (`x-feed-posting`), and
    webhook retries it makes due are attempted, before the answer. A retry is due on this
    clock at its failed attempt's time plus the next of `retryDelaysSeconds`
    (`x-webhook-delivery`, times `retryScale`), to the second: a move to the second
    before that does not send it, a move to that second does. Attempts in flight when the
    move arrives finish (and are timed) before the clock moves. Moving the clock back
    postpones pending retries; it never sends an attempt twice. A running clock runs on
    from the new time; a frozen one (`freeze_clock`) stays at it.

    This clock is the service's clock for every time rule, the protective ones included:
    failed-authentication windows and lockouts (`x-auth-failure-limit`), rate-limit
    windows and suspensions, and the expiry of presigned upload URLs, linking tokens and
    sessions. Freezing it keeps a lockout in force, and moving it back can make an expired
    URL or token valid again. That is deliberate: the suite drives each of those rules
    across its boundary with this clock. The clock belongs to the server's one account
    (the holder of its API key), so only that account's own limits and grants move with
    it; a server shared by several parties must not offer this interface (`--no-sandbox`
    on the reference server).

    Args:
        profile_key (str | Unset):
        body (ClockChange): Exactly one of `advanceSeconds` and `set`.

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
    body: ClockChange,
    profile_key: str | Unset = UNSET,
) -> ClockState | Error | None:
    """Move or set the server's clock

     Advances the clock by `advanceSeconds` or sets it to `set`. Scheduled posts the change
    makes due are published, feeds it makes due are checked (`x-feed-posting`), and
    webhook retries it makes due are attempted, before the answer. A retry is due on this
    clock at its failed attempt's time plus the next of `retryDelaysSeconds`
    (`x-webhook-delivery`, times `retryScale`), to the second: a move to the second
    before that does not send it, a move to that second does. Attempts in flight when the
    move arrives finish (and are timed) before the clock moves. Moving the clock back
    postpones pending retries; it never sends an attempt twice. A running clock runs on
    from the new time; a frozen one (`freeze_clock`) stays at it.

    This clock is the service's clock for every time rule, the protective ones included:
    failed-authentication windows and lockouts (`x-auth-failure-limit`), rate-limit
    windows and suspensions, and the expiry of presigned upload URLs, linking tokens and
    sessions. Freezing it keeps a lockout in force, and moving it back can make an expired
    URL or token valid again. That is deliberate: the suite drives each of those rules
    across its boundary with this clock. The clock belongs to the server's one account
    (the holder of its API key), so only that account's own limits and grants move with
    it; a server shared by several parties must not offer this interface (`--no-sandbox`
    on the reference server).

    Args:
        profile_key (str | Unset):
        body (ClockChange): Exactly one of `advanceSeconds` and `set`.

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
    body: ClockChange,
    profile_key: str | Unset = UNSET,
) -> Response[ClockState | Error]:
    """Move or set the server's clock

     Advances the clock by `advanceSeconds` or sets it to `set`. Scheduled posts the change
    makes due are published, feeds it makes due are checked (`x-feed-posting`), and
    webhook retries it makes due are attempted, before the answer. A retry is due on this
    clock at its failed attempt's time plus the next of `retryDelaysSeconds`
    (`x-webhook-delivery`, times `retryScale`), to the second: a move to the second
    before that does not send it, a move to that second does. Attempts in flight when the
    move arrives finish (and are timed) before the clock moves. Moving the clock back
    postpones pending retries; it never sends an attempt twice. A running clock runs on
    from the new time; a frozen one (`freeze_clock`) stays at it.

    This clock is the service's clock for every time rule, the protective ones included:
    failed-authentication windows and lockouts (`x-auth-failure-limit`), rate-limit
    windows and suspensions, and the expiry of presigned upload URLs, linking tokens and
    sessions. Freezing it keeps a lockout in force, and moving it back can make an expired
    URL or token valid again. That is deliberate: the suite drives each of those rules
    across its boundary with this clock. The clock belongs to the server's one account
    (the holder of its API key), so only that account's own limits and grants move with
    it; a server shared by several parties must not offer this interface (`--no-sandbox`
    on the reference server).

    Args:
        profile_key (str | Unset):
        body (ClockChange): Exactly one of `advanceSeconds` and `set`.

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
    body: ClockChange,
    profile_key: str | Unset = UNSET,
) -> ClockState | Error | None:
    """Move or set the server's clock

     Advances the clock by `advanceSeconds` or sets it to `set`. Scheduled posts the change
    makes due are published, feeds it makes due are checked (`x-feed-posting`), and
    webhook retries it makes due are attempted, before the answer. A retry is due on this
    clock at its failed attempt's time plus the next of `retryDelaysSeconds`
    (`x-webhook-delivery`, times `retryScale`), to the second: a move to the second
    before that does not send it, a move to that second does. Attempts in flight when the
    move arrives finish (and are timed) before the clock moves. Moving the clock back
    postpones pending retries; it never sends an attempt twice. A running clock runs on
    from the new time; a frozen one (`freeze_clock`) stays at it.

    This clock is the service's clock for every time rule, the protective ones included:
    failed-authentication windows and lockouts (`x-auth-failure-limit`), rate-limit
    windows and suspensions, and the expiry of presigned upload URLs, linking tokens and
    sessions. Freezing it keeps a lockout in force, and moving it back can make an expired
    URL or token valid again. That is deliberate: the suite drives each of those rules
    across its boundary with this clock. The clock belongs to the server's one account
    (the holder of its API key), so only that account's own limits and grants move with
    it; a server shared by several parties must not offer this interface (`--no-sandbox`
    on the reference server).

    Args:
        profile_key (str | Unset):
        body (ClockChange): Exactly one of `advanceSeconds` and `set`.

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
