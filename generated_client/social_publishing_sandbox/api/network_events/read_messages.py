from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.messages_read import MessagesRead
from ...models.messages_reading import MessagesReading
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MessagesReading,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/messages/read",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MessagesRead | None:
    if response.status_code == 200:
        response_200 = MessagesRead.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MessagesRead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MessagesReading,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MessagesRead]:
    """The correspondent reads the profile's messages in a conversation

     The correspondent of `conversationId` on `platform` reads every message the acting
    profile sent there that was not read yet: `get_messages` then lists each with
    `read: true` and `readAt`, and each fires the `messages` webhook (`messageRead`, one
    delivery per message). Reading again reads nothing new. The network must report reads
    (`x-sub-action-networks` of the messages delivery; code 157 otherwise); an unknown
    conversation is refused with 660. Needs no add-on.

    Args:
        profile_key (str | Unset):
        body (MessagesReading): The conversation whose correspondent reads the profile's messages.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MessagesRead]
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
    body: MessagesReading,
    profile_key: str | Unset = UNSET,
) -> Error | MessagesRead | None:
    """The correspondent reads the profile's messages in a conversation

     The correspondent of `conversationId` on `platform` reads every message the acting
    profile sent there that was not read yet: `get_messages` then lists each with
    `read: true` and `readAt`, and each fires the `messages` webhook (`messageRead`, one
    delivery per message). Reading again reads nothing new. The network must report reads
    (`x-sub-action-networks` of the messages delivery; code 157 otherwise); an unknown
    conversation is refused with 660. Needs no add-on.

    Args:
        profile_key (str | Unset):
        body (MessagesReading): The conversation whose correspondent reads the profile's messages.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MessagesRead
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MessagesReading,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MessagesRead]:
    """The correspondent reads the profile's messages in a conversation

     The correspondent of `conversationId` on `platform` reads every message the acting
    profile sent there that was not read yet: `get_messages` then lists each with
    `read: true` and `readAt`, and each fires the `messages` webhook (`messageRead`, one
    delivery per message). Reading again reads nothing new. The network must report reads
    (`x-sub-action-networks` of the messages delivery; code 157 otherwise); an unknown
    conversation is refused with 660. Needs no add-on.

    Args:
        profile_key (str | Unset):
        body (MessagesReading): The conversation whose correspondent reads the profile's messages.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MessagesRead]
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
    body: MessagesReading,
    profile_key: str | Unset = UNSET,
) -> Error | MessagesRead | None:
    """The correspondent reads the profile's messages in a conversation

     The correspondent of `conversationId` on `platform` reads every message the acting
    profile sent there that was not read yet: `get_messages` then lists each with
    `read: true` and `readAt`, and each fires the `messages` webhook (`messageRead`, one
    delivery per message). Reading again reads nothing new. The network must report reads
    (`x-sub-action-networks` of the messages delivery; code 157 otherwise); an unknown
    conversation is refused with 660. Needs no add-on.

    Args:
        profile_key (str | Unset):
        body (MessagesReading): The conversation whose correspondent reads the profile's messages.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MessagesRead
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
