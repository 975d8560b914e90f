from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.messaging_state import MessagingState
from ...models.messaging_state_change import MessagingStateChange
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MessagingStateChange,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/messaging",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MessagingState | None:
    if response.status_code == 200:
        response_200 = MessagingState.from_dict(response.json())

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
) -> Response[Error | MessagingState]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MessagingStateChange,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MessagingState]:
    """Set the messaging state a real network or billing system would hold

     `relinkRequired`: the acting profile's networks whose link must be relinked before
    messaging works (code 362 on the messages operations; the real service asks for a
    relink of Facebook and Instagram links made before messaging was enabled), replacing
    the earlier list. `activeConversationLimit`: the account's active conversations per
    profile and billing cycle, instead of `x-messaging.activeConversationsPerCycle` of
    `send_message` (so a test need not send to 1,000 conversations). The answer gives
    both in force.

    Args:
        profile_key (str | Unset):
        body (MessagingStateChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MessagingState]
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
    body: MessagingStateChange,
    profile_key: str | Unset = UNSET,
) -> Error | MessagingState | None:
    """Set the messaging state a real network or billing system would hold

     `relinkRequired`: the acting profile's networks whose link must be relinked before
    messaging works (code 362 on the messages operations; the real service asks for a
    relink of Facebook and Instagram links made before messaging was enabled), replacing
    the earlier list. `activeConversationLimit`: the account's active conversations per
    profile and billing cycle, instead of `x-messaging.activeConversationsPerCycle` of
    `send_message` (so a test need not send to 1,000 conversations). The answer gives
    both in force.

    Args:
        profile_key (str | Unset):
        body (MessagingStateChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MessagingState
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MessagingStateChange,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MessagingState]:
    """Set the messaging state a real network or billing system would hold

     `relinkRequired`: the acting profile's networks whose link must be relinked before
    messaging works (code 362 on the messages operations; the real service asks for a
    relink of Facebook and Instagram links made before messaging was enabled), replacing
    the earlier list. `activeConversationLimit`: the account's active conversations per
    profile and billing cycle, instead of `x-messaging.activeConversationsPerCycle` of
    `send_message` (so a test need not send to 1,000 conversations). The answer gives
    both in force.

    Args:
        profile_key (str | Unset):
        body (MessagingStateChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MessagingState]
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
    body: MessagingStateChange,
    profile_key: str | Unset = UNSET,
) -> Error | MessagingState | None:
    """Set the messaging state a real network or billing system would hold

     `relinkRequired`: the acting profile's networks whose link must be relinked before
    messaging works (code 362 on the messages operations; the real service asks for a
    relink of Facebook and Instagram links made before messaging was enabled), replacing
    the earlier list. `activeConversationLimit`: the account's active conversations per
    profile and billing cycle, instead of `x-messaging.activeConversationsPerCycle` of
    `send_message` (so a test need not send to 1,000 conversations). The answer gives
    both in force.

    Args:
        profile_key (str | Unset):
        body (MessagingStateChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MessagingState
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
