from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.conversation_status import ConversationStatus
from ...models.error import Error
from ...models.messages import Messages
from ...models.platform import Platform
from ...types import UNSET, Response, Unset


def _get_kwargs(
    platform: Platform,
    *,
    conversations_only: bool | Unset = UNSET,
    conversation_id: str | Unset = UNSET,
    status: ConversationStatus | Unset = UNSET,
    limit: int | Unset = UNSET,
    next_: str | Unset = UNSET,
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

    params: dict[str, Any] = {}

    params["conversationsOnly"] = conversations_only
    params["conversationId"] = conversation_id
    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status
    params["limit"] = limit
    params["next"] = next_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/messages/{platform}".format(
            platform=quote(str(platform), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Messages | None:
    if response.status_code == 200:
        response_200 = Messages.from_dict(response.json())

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
) -> Response[Error | Messages]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    platform: Platform,
    *,
    client: AuthenticatedClient | Client,
    conversations_only: bool | Unset = UNSET,
    conversation_id: str | Unset = UNSET,
    status: ConversationStatus | Unset = UNSET,
    limit: int | Unset = UNSET,
    next_: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | Messages]:
    """Read messages or conversations

     The messages of the acting profile's conversations on `platform` (MCP, LIVE;
    query from MCP, fields from LIVE), oldest first, or with `conversationsOnly=true` only the
    conversations' ids. `status` picks active (default) or archived conversations;
    `conversationId` one conversation (code 660 when it names none). On X, `limit` (1-100,
    default 100) and `next` page through the messages: an answer with more to come carries
    `next`; on Facebook and Instagram both are ignored (MCP: X only). The network must be
    linked (code 156), and for messaging (the sandbox's `set_messaging_state` control can
    mark a link as needing a relink: code 362). X needs the own-credential headers (419).
    `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (the service refreshes about
    every 10 minutes). Needs the Messaging add-on (`x-add-ons`, code 361).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        conversations_only (bool | Unset):
        conversation_id (str | Unset): A conversation, as the network names it (LIVE asserts
            `conversationId` on each message;
            the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
            Instagram, `<digits>-<digits>` on X).
             Example: aWdfZAGNvbnYxMjM0NTY3ODkw.
        status (ConversationStatus | Unset): A conversation's state (MCP `status` filter of get
            messages; ONE archive path). Example: archived.
        limit (int | Unset):
        next_ (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Messages]
    """

    kwargs = _get_kwargs(
        platform=platform,
        conversations_only=conversations_only,
        conversation_id=conversation_id,
        status=status,
        limit=limit,
        next_=next_,
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
    *,
    client: AuthenticatedClient | Client,
    conversations_only: bool | Unset = UNSET,
    conversation_id: str | Unset = UNSET,
    status: ConversationStatus | Unset = UNSET,
    limit: int | Unset = UNSET,
    next_: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | Messages | None:
    """Read messages or conversations

     The messages of the acting profile's conversations on `platform` (MCP, LIVE;
    query from MCP, fields from LIVE), oldest first, or with `conversationsOnly=true` only the
    conversations' ids. `status` picks active (default) or archived conversations;
    `conversationId` one conversation (code 660 when it names none). On X, `limit` (1-100,
    default 100) and `next` page through the messages: an answer with more to come carries
    `next`; on Facebook and Instagram both are ignored (MCP: X only). The network must be
    linked (code 156), and for messaging (the sandbox's `set_messaging_state` control can
    mark a link as needing a relink: code 362). X needs the own-credential headers (419).
    `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (the service refreshes about
    every 10 minutes). Needs the Messaging add-on (`x-add-ons`, code 361).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        conversations_only (bool | Unset):
        conversation_id (str | Unset): A conversation, as the network names it (LIVE asserts
            `conversationId` on each message;
            the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
            Instagram, `<digits>-<digits>` on X).
             Example: aWdfZAGNvbnYxMjM0NTY3ODkw.
        status (ConversationStatus | Unset): A conversation's state (MCP `status` filter of get
            messages; ONE archive path). Example: archived.
        limit (int | Unset):
        next_ (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Messages
    """

    return sync_detailed(
        platform=platform,
        client=client,
        conversations_only=conversations_only,
        conversation_id=conversation_id,
        status=status,
        limit=limit,
        next_=next_,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    platform: Platform,
    *,
    client: AuthenticatedClient | Client,
    conversations_only: bool | Unset = UNSET,
    conversation_id: str | Unset = UNSET,
    status: ConversationStatus | Unset = UNSET,
    limit: int | Unset = UNSET,
    next_: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | Messages]:
    """Read messages or conversations

     The messages of the acting profile's conversations on `platform` (MCP, LIVE;
    query from MCP, fields from LIVE), oldest first, or with `conversationsOnly=true` only the
    conversations' ids. `status` picks active (default) or archived conversations;
    `conversationId` one conversation (code 660 when it names none). On X, `limit` (1-100,
    default 100) and `next` page through the messages: an answer with more to come carries
    `next`; on Facebook and Instagram both are ignored (MCP: X only). The network must be
    linked (code 156), and for messaging (the sandbox's `set_messaging_state` control can
    mark a link as needing a relink: code 362). X needs the own-credential headers (419).
    `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (the service refreshes about
    every 10 minutes). Needs the Messaging add-on (`x-add-ons`, code 361).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        conversations_only (bool | Unset):
        conversation_id (str | Unset): A conversation, as the network names it (LIVE asserts
            `conversationId` on each message;
            the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
            Instagram, `<digits>-<digits>` on X).
             Example: aWdfZAGNvbnYxMjM0NTY3ODkw.
        status (ConversationStatus | Unset): A conversation's state (MCP `status` filter of get
            messages; ONE archive path). Example: archived.
        limit (int | Unset):
        next_ (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Messages]
    """

    kwargs = _get_kwargs(
        platform=platform,
        conversations_only=conversations_only,
        conversation_id=conversation_id,
        status=status,
        limit=limit,
        next_=next_,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    platform: Platform,
    *,
    client: AuthenticatedClient | Client,
    conversations_only: bool | Unset = UNSET,
    conversation_id: str | Unset = UNSET,
    status: ConversationStatus | Unset = UNSET,
    limit: int | Unset = UNSET,
    next_: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | Messages | None:
    """Read messages or conversations

     The messages of the acting profile's conversations on `platform` (MCP, LIVE;
    query from MCP, fields from LIVE), oldest first, or with `conversationsOnly=true` only the
    conversations' ids. `status` picks active (default) or archived conversations;
    `conversationId` one conversation (code 660 when it names none). On X, `limit` (1-100,
    default 100) and `next` page through the messages: an answer with more to come carries
    `next`; on Facebook and Instagram both are ignored (MCP: X only). The network must be
    linked (code 156), and for messaging (the sandbox's `set_messaging_state` control can
    mark a link as needing a relink: code 362). X needs the own-credential headers (419).
    `nextUpdate` is `x-refresh-seconds` after `lastUpdated` (the service refreshes about
    every 10 minutes). Needs the Messaging add-on (`x-add-ons`, code 361).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        conversations_only (bool | Unset):
        conversation_id (str | Unset): A conversation, as the network names it (LIVE asserts
            `conversationId` on each message;
            the forms the sandbox networks make are inferred: `t_<digits>` on Facebook, `aWdf<...>` on
            Instagram, `<digits>-<digits>` on X).
             Example: aWdfZAGNvbnYxMjM0NTY3ODkw.
        status (ConversationStatus | Unset): A conversation's state (MCP `status` filter of get
            messages; ONE archive path). Example: archived.
        limit (int | Unset):
        next_ (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Messages
    """

    return (
        await asyncio_detailed(
            platform=platform,
            client=client,
            conversations_only=conversations_only,
            conversation_id=conversation_id,
            status=status,
            limit=limit,
            next_=next_,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
