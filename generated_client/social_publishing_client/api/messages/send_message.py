from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.message_sent import MessageSent
from ...models.message_with_media import MessageWithMedia
from ...models.message_with_text import MessageWithText
from ...models.platform import Platform
from ...types import UNSET, Response, Unset


def _get_kwargs(
    platform: Platform,
    *,
    body: MessageWithMedia | MessageWithText,
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
        "method": "post",
        "url": "/messages/{platform}".format(
            platform=quote(str(platform), safe=""),
        ),
    }

    if isinstance(body, MessageWithText):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MessageSent | None:
    if response.status_code == 200:
        response_200 = MessageSent.from_dict(response.json())

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
) -> Response[Error | MessageSent]:
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
    body: MessageWithMedia | MessageWithText,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | MessageSent]:
    """Send a direct message

     Sends `message` and/or `mediaUrls` to a correspondent on `platform` (MCP, DOCS
    send-message). Checks, in this order:

    * the network is linked (156) and needs no relink for messaging (362); X needs the
      own-credential headers (419);
    * Facebook and Instagram need `recipientId`, X `recipientId` or `conversationId` (108);
    * X needs text even with media (662) and takes one media file (661); voice files (aac,
      wav) go to Facebook and Instagram only (663);
    * the correspondent must have started the conversation (664: no conversation with this
      recipient or id on the network);
    * on networks with a reply window (`x-messaging.replyWindowSeconds`), the
      correspondent's last message must be that recent (665; DOCS: Instagram 7 days; the
      Facebook value is Meta's standard 24-hour window, inferred): a reply exactly
      `replyWindowSeconds` after it is accepted, one a second later refused (inferred);
    * a conversation counts as active in a billing cycle once you send to it (inbound
      messages alone do not count); a profile has at most
      `x-messaging.activeConversationsPerCycle` active conversations per cycle (DOCS
      send-message: 1,000 per billing cycle per User Profile; the legacy DOCS gave 100 per
      month). The sandbox's cycle is the calendar month (UTC) of the service clock
      (inferred). A send that would make one more conversation active is refused with 666.

    Sending to an archived conversation makes it active again (inferred). Needs the
    Messaging add-on (`x-add-ons`, code 361).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (MessageWithMedia | MessageWithText): Body of `send_message` (MCP messages skill,
            DOCS send-message). `message` and/or
            `mediaUrls` (at least one). Facebook and Instagram need `recipientId` (code 108); X takes
            `recipientId` or `conversationId` (code 108 without either). X needs text even with media
            (code 662) and takes one media file (code 661). Unknown fields (SDK-PY's `source`) are
            ignored.
             Example: {'recipientId': '17841400000000001', 'message': 'Thanks for reaching out!'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MessageSent]
    """

    kwargs = _get_kwargs(
        platform=platform,
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
    *,
    client: AuthenticatedClient | Client,
    body: MessageWithMedia | MessageWithText,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | MessageSent | None:
    """Send a direct message

     Sends `message` and/or `mediaUrls` to a correspondent on `platform` (MCP, DOCS
    send-message). Checks, in this order:

    * the network is linked (156) and needs no relink for messaging (362); X needs the
      own-credential headers (419);
    * Facebook and Instagram need `recipientId`, X `recipientId` or `conversationId` (108);
    * X needs text even with media (662) and takes one media file (661); voice files (aac,
      wav) go to Facebook and Instagram only (663);
    * the correspondent must have started the conversation (664: no conversation with this
      recipient or id on the network);
    * on networks with a reply window (`x-messaging.replyWindowSeconds`), the
      correspondent's last message must be that recent (665; DOCS: Instagram 7 days; the
      Facebook value is Meta's standard 24-hour window, inferred): a reply exactly
      `replyWindowSeconds` after it is accepted, one a second later refused (inferred);
    * a conversation counts as active in a billing cycle once you send to it (inbound
      messages alone do not count); a profile has at most
      `x-messaging.activeConversationsPerCycle` active conversations per cycle (DOCS
      send-message: 1,000 per billing cycle per User Profile; the legacy DOCS gave 100 per
      month). The sandbox's cycle is the calendar month (UTC) of the service clock
      (inferred). A send that would make one more conversation active is refused with 666.

    Sending to an archived conversation makes it active again (inferred). Needs the
    Messaging add-on (`x-add-ons`, code 361).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (MessageWithMedia | MessageWithText): Body of `send_message` (MCP messages skill,
            DOCS send-message). `message` and/or
            `mediaUrls` (at least one). Facebook and Instagram need `recipientId` (code 108); X takes
            `recipientId` or `conversationId` (code 108 without either). X needs text even with media
            (code 662) and takes one media file (code 661). Unknown fields (SDK-PY's `source`) are
            ignored.
             Example: {'recipientId': '17841400000000001', 'message': 'Thanks for reaching out!'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MessageSent
    """

    return sync_detailed(
        platform=platform,
        client=client,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    platform: Platform,
    *,
    client: AuthenticatedClient | Client,
    body: MessageWithMedia | MessageWithText,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | MessageSent]:
    """Send a direct message

     Sends `message` and/or `mediaUrls` to a correspondent on `platform` (MCP, DOCS
    send-message). Checks, in this order:

    * the network is linked (156) and needs no relink for messaging (362); X needs the
      own-credential headers (419);
    * Facebook and Instagram need `recipientId`, X `recipientId` or `conversationId` (108);
    * X needs text even with media (662) and takes one media file (661); voice files (aac,
      wav) go to Facebook and Instagram only (663);
    * the correspondent must have started the conversation (664: no conversation with this
      recipient or id on the network);
    * on networks with a reply window (`x-messaging.replyWindowSeconds`), the
      correspondent's last message must be that recent (665; DOCS: Instagram 7 days; the
      Facebook value is Meta's standard 24-hour window, inferred): a reply exactly
      `replyWindowSeconds` after it is accepted, one a second later refused (inferred);
    * a conversation counts as active in a billing cycle once you send to it (inbound
      messages alone do not count); a profile has at most
      `x-messaging.activeConversationsPerCycle` active conversations per cycle (DOCS
      send-message: 1,000 per billing cycle per User Profile; the legacy DOCS gave 100 per
      month). The sandbox's cycle is the calendar month (UTC) of the service clock
      (inferred). A send that would make one more conversation active is refused with 666.

    Sending to an archived conversation makes it active again (inferred). Needs the
    Messaging add-on (`x-add-ons`, code 361).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (MessageWithMedia | MessageWithText): Body of `send_message` (MCP messages skill,
            DOCS send-message). `message` and/or
            `mediaUrls` (at least one). Facebook and Instagram need `recipientId` (code 108); X takes
            `recipientId` or `conversationId` (code 108 without either). X needs text even with media
            (code 662) and takes one media file (code 661). Unknown fields (SDK-PY's `source`) are
            ignored.
             Example: {'recipientId': '17841400000000001', 'message': 'Thanks for reaching out!'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MessageSent]
    """

    kwargs = _get_kwargs(
        platform=platform,
        body=body,
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
    body: MessageWithMedia | MessageWithText,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | MessageSent | None:
    """Send a direct message

     Sends `message` and/or `mediaUrls` to a correspondent on `platform` (MCP, DOCS
    send-message). Checks, in this order:

    * the network is linked (156) and needs no relink for messaging (362); X needs the
      own-credential headers (419);
    * Facebook and Instagram need `recipientId`, X `recipientId` or `conversationId` (108);
    * X needs text even with media (662) and takes one media file (661); voice files (aac,
      wav) go to Facebook and Instagram only (663);
    * the correspondent must have started the conversation (664: no conversation with this
      recipient or id on the network);
    * on networks with a reply window (`x-messaging.replyWindowSeconds`), the
      correspondent's last message must be that recent (665; DOCS: Instagram 7 days; the
      Facebook value is Meta's standard 24-hour window, inferred): a reply exactly
      `replyWindowSeconds` after it is accepted, one a second later refused (inferred);
    * a conversation counts as active in a billing cycle once you send to it (inbound
      messages alone do not count); a profile has at most
      `x-messaging.activeConversationsPerCycle` active conversations per cycle (DOCS
      send-message: 1,000 per billing cycle per User Profile; the legacy DOCS gave 100 per
      month). The sandbox's cycle is the calendar month (UTC) of the service clock
      (inferred). A send that would make one more conversation active is refused with 666.

    Sending to an archived conversation makes it active again (inferred). Needs the
    Messaging add-on (`x-add-ons`, code 361).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (MessageWithMedia | MessageWithText): Body of `send_message` (MCP messages skill,
            DOCS send-message). `message` and/or
            `mediaUrls` (at least one). Facebook and Instagram need `recipientId` (code 108); X takes
            `recipientId` or `conversationId` (code 108 without either). X needs text even with media
            (code 662) and takes one media file (code 661). Unknown fields (SDK-PY's `source`) are
            ignored.
             Example: {'recipientId': '17841400000000001', 'message': 'Thanks for reaching out!'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MessageSent
    """

    return (
        await asyncio_detailed(
            platform=platform,
            client=client,
            body=body,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
