from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.message import Message
from ...models.message_reaction_injection import MessageReactionInjection
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MessageReactionInjection,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/messages/reaction",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Message | None:
    if response.status_code == 200:
        response_200 = Message.from_dict(response.json())

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
) -> Response[Error | Message]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MessageReactionInjection,
    profile_key: str | Unset = UNSET,
) -> Response[Error | Message]:
    """The correspondent reacts to a message

     The correspondent of the conversation `messageId` belongs to reacts to that message
    (sent or received) with `reaction`, replacing their earlier reaction to it:
    `get_messages` lists it in the message's `reactions`, and it fires the `messages`
    webhook (`reactionCreated`). The network must report reactions
    (`x-sub-action-networks`; code 157 otherwise); an unknown message is refused with 730.
    Needs no add-on.

    Args:
        profile_key (str | Unset):
        body (MessageReactionInjection): The correspondent's reaction to a message of the
            conversation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Message]
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
    body: MessageReactionInjection,
    profile_key: str | Unset = UNSET,
) -> Error | Message | None:
    """The correspondent reacts to a message

     The correspondent of the conversation `messageId` belongs to reacts to that message
    (sent or received) with `reaction`, replacing their earlier reaction to it:
    `get_messages` lists it in the message's `reactions`, and it fires the `messages`
    webhook (`reactionCreated`). The network must report reactions
    (`x-sub-action-networks`; code 157 otherwise); an unknown message is refused with 730.
    Needs no add-on.

    Args:
        profile_key (str | Unset):
        body (MessageReactionInjection): The correspondent's reaction to a message of the
            conversation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Message
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MessageReactionInjection,
    profile_key: str | Unset = UNSET,
) -> Response[Error | Message]:
    """The correspondent reacts to a message

     The correspondent of the conversation `messageId` belongs to reacts to that message
    (sent or received) with `reaction`, replacing their earlier reaction to it:
    `get_messages` lists it in the message's `reactions`, and it fires the `messages`
    webhook (`reactionCreated`). The network must report reactions
    (`x-sub-action-networks`; code 157 otherwise); an unknown message is refused with 730.
    Needs no add-on.

    Args:
        profile_key (str | Unset):
        body (MessageReactionInjection): The correspondent's reaction to a message of the
            conversation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Message]
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
    body: MessageReactionInjection,
    profile_key: str | Unset = UNSET,
) -> Error | Message | None:
    """The correspondent reacts to a message

     The correspondent of the conversation `messageId` belongs to reacts to that message
    (sent or received) with `reaction`, replacing their earlier reaction to it:
    `get_messages` lists it in the message's `reactions`, and it fires the `messages`
    webhook (`reactionCreated`). The network must report reactions
    (`x-sub-action-networks`; code 157 otherwise); an unknown message is refused with 730.
    Needs no add-on.

    Args:
        profile_key (str | Unset):
        body (MessageReactionInjection): The correspondent's reaction to a message of the
            conversation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Message
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
