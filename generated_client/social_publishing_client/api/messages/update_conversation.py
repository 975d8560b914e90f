from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.conversation_change import ConversationChange
from ...models.conversation_updated import ConversationUpdated
from ...models.error import Error
from ...models.platform import Platform
from ...types import UNSET, Response, Unset


def _get_kwargs(
    platform: Platform,
    conversation_id: str,
    *,
    body: ConversationChange,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    if not isinstance(twitter_api_key, Unset):
        headers["X-Twitter-OAuth1-Api-Key"] = twitter_api_key

    if not isinstance(twitter_api_secret, Unset):
        headers["X-Twitter-OAuth1-Api-Secret"] = twitter_api_secret

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/messages/{platform}/{conversation_id}".format(
            platform=quote(str(platform), safe=""),
            conversation_id=quote(str(conversation_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ConversationUpdated | Error | None:
    if response.status_code == 200:
        response_200 = ConversationUpdated.from_dict(response.json())

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
) -> Response[ConversationUpdated | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    platform: Platform,
    conversation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ConversationChange,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[ConversationUpdated | Error]:
    """Archive or activate a conversation

     Sets a conversation's status (ONE: `PUT /messages/{platform}/{conversationId}`; the body
    is inferred). Archived conversations are listed by `get_messages`
    only with `status=archived`. An unknown conversation gets code 660. Needs the
    Messaging add-on.

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        conversation_id (str): A conversation, as the network names it (LIVE asserts
            `conversationId` on each message;
            the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
            Instagram, `<digits>-<digits>` on X).
             Example: aWdfZAGNvbnYxMjM0NTY3ODkw.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (ConversationChange): Body of `update_conversation` (the field is inferred; ONE gives
            only the path). Example: {'status': 'archived'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConversationUpdated | Error]
    """

    kwargs = _get_kwargs(
        platform=platform,
        conversation_id=conversation_id,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    platform: Platform,
    conversation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ConversationChange,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> ConversationUpdated | Error | None:
    """Archive or activate a conversation

     Sets a conversation's status (ONE: `PUT /messages/{platform}/{conversationId}`; the body
    is inferred). Archived conversations are listed by `get_messages`
    only with `status=archived`. An unknown conversation gets code 660. Needs the
    Messaging add-on.

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        conversation_id (str): A conversation, as the network names it (LIVE asserts
            `conversationId` on each message;
            the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
            Instagram, `<digits>-<digits>` on X).
             Example: aWdfZAGNvbnYxMjM0NTY3ODkw.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (ConversationChange): Body of `update_conversation` (the field is inferred; ONE gives
            only the path). Example: {'status': 'archived'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConversationUpdated | Error
    """

    return sync_detailed(
        platform=platform,
        conversation_id=conversation_id,
        client=client,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    platform: Platform,
    conversation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ConversationChange,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[ConversationUpdated | Error]:
    """Archive or activate a conversation

     Sets a conversation's status (ONE: `PUT /messages/{platform}/{conversationId}`; the body
    is inferred). Archived conversations are listed by `get_messages`
    only with `status=archived`. An unknown conversation gets code 660. Needs the
    Messaging add-on.

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        conversation_id (str): A conversation, as the network names it (LIVE asserts
            `conversationId` on each message;
            the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
            Instagram, `<digits>-<digits>` on X).
             Example: aWdfZAGNvbnYxMjM0NTY3ODkw.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (ConversationChange): Body of `update_conversation` (the field is inferred; ONE gives
            only the path). Example: {'status': 'archived'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConversationUpdated | Error]
    """

    kwargs = _get_kwargs(
        platform=platform,
        conversation_id=conversation_id,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    platform: Platform,
    conversation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ConversationChange,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> ConversationUpdated | Error | None:
    """Archive or activate a conversation

     Sets a conversation's status (ONE: `PUT /messages/{platform}/{conversationId}`; the body
    is inferred). Archived conversations are listed by `get_messages`
    only with `status=archived`. An unknown conversation gets code 660. Needs the
    Messaging add-on.

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        conversation_id (str): A conversation, as the network names it (LIVE asserts
            `conversationId` on each message;
            the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
            Instagram, `<digits>-<digits>` on X).
             Example: aWdfZAGNvbnYxMjM0NTY3ODkw.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (ConversationChange): Body of `update_conversation` (the field is inferred; ONE gives
            only the path). Example: {'status': 'archived'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConversationUpdated | Error
    """

    return (
        await asyncio_detailed(
            platform=platform,
            conversation_id=conversation_id,
            client=client,
            body=body,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
