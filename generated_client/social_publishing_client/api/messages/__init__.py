"""Direct messages on Facebook, Instagram and X, and the auto-response (Messaging add-on).

The `messages` resource of `SocialPublishing` (`MessagesResource`) and `AsyncSocialPublishing`
(`AsyncMessagesResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from ...client import (
    AsyncAPIClient,
    Operation,
    SyncAPIClient,
    TimeoutTypes,
    as_body,
    async_to_raw_response,
    to_raw_response,
)
from ...models.auto_response import AutoResponse
from ...models.auto_response_settings import AutoResponseSettings
from ...models.conversation_change import ConversationChange
from ...models.conversation_status import ConversationStatus
from ...models.conversation_updated import ConversationUpdated
from ...models.message_sent import MessageSent
from ...models.message_with_media import MessageWithMedia
from ...models.message_with_text import MessageWithText
from ...models.messages import Messages
from ...models.platform import Platform
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    get_auto_response,
    get_messages,
    send_message,
    set_auto_response,
    update_conversation,
)

_GET_AUTO_RESPONSE: Operation[AutoResponse] = Operation(
    "get_auto_response",
    "GET",
    get_auto_response._get_kwargs,
    get_auto_response._parse_response,
    result="AutoResponse",
)
_SET_AUTO_RESPONSE: Operation[AutoResponse] = Operation(
    "set_auto_response",
    "POST",
    set_auto_response._get_kwargs,
    set_auto_response._parse_response,
    result="AutoResponse",
)
_GET_MESSAGES: Operation[Messages] = Operation(
    "get_messages",
    "GET",
    get_messages._get_kwargs,
    get_messages._parse_response,
    result="Messages",
)
_SEND_MESSAGE: Operation[MessageSent] = Operation(
    "send_message",
    "POST",
    send_message._get_kwargs,
    send_message._parse_response,
    result="MessageSent",
)
_UPDATE_CONVERSATION: Operation[ConversationUpdated] = Operation(
    "update_conversation",
    "PUT",
    update_conversation._get_kwargs,
    update_conversation._parse_response,
    result="ConversationUpdated",
)


class MessagesResource:
    """Direct messages on Facebook, Instagram and X, and the auto-response (Messaging add-on).

    The methods of `SocialPublishing.messages`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "MessagesResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return MessagesResourceWithRawResponse(self)

    def get_auto_response(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoResponse:
        """Read the auto-response settings (`GET /messages/autoresponse`, get_auto_response).

        The acting profile's auto-response settings (MCP messages skill: scoped to the profile,
        not a network). Never set: the defaults of `AutoResponseSettings`.
        Needs the Messaging add-on (`x-add-ons`, code 361).
        """

        return self._client.call(
            _GET_AUTO_RESPONSE,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def set_auto_response(
        self,
        body: AutoResponseSettings | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoResponse:
        """Change the auto-response settings (`POST /messages/autoresponse`, set_auto_response).

        Changes the fields sent (at least one) and keeps the others (MCP).
        `autoResponseMessage: ""` resets the text to the default. Needs the Messaging add-on.
        """

        return self._client.call(
            _SET_AUTO_RESPONSE,
            {
                "profile_key": profile_key,
                "body": as_body(body, AutoResponseSettings),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get(
        self,
        platform: Platform,
        *,
        conversations_only: bool | Unset = UNSET,
        conversation_id: str | Unset = UNSET,
        status: ConversationStatus | Unset = UNSET,
        limit: int | Unset = UNSET,
        next: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Messages:
        """Read messages or conversations (`GET /messages/{platform}`, get_messages).

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
        """

        return self._client.call(
            _GET_MESSAGES,
            {
                "platform": platform,
                "conversations_only": conversations_only,
                "conversation_id": conversation_id,
                "status": status,
                "limit": limit,
                "next_": next,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def send(
        self,
        platform: Platform,
        body: MessageWithMedia | MessageWithText | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MessageSent:
        """Send a direct message (`POST /messages/{platform}`, send_message).

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
        """

        return self._client.call(
            _SEND_MESSAGE,
            {
                "platform": platform,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, MessageWithText, MessageWithMedia),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def update_conversation(
        self,
        platform: Platform,
        conversation_id: str,
        body: ConversationChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ConversationUpdated:
        """Archive or activate a conversation (`PUT /messages/{platform}/{conversation_id}`, update_conversation).

        Sets a conversation's status (ONE: `PUT /messages/{platform}/{conversationId}`; the body
        is inferred). Archived conversations are listed by `get_messages`
        only with `status=archived`. An unknown conversation gets code 660. Needs the
        Messaging add-on.
        """

        return self._client.call(
            _UPDATE_CONVERSATION,
            {
                "platform": platform,
                "conversation_id": conversation_id,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, ConversationChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class MessagesResourceWithRawResponse:
    """`MessagesResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: MessagesResource) -> None:
        self.get_auto_response = to_raw_response(resource.get_auto_response)
        self.set_auto_response = to_raw_response(resource.set_auto_response)
        self.get = to_raw_response(resource.get)
        self.send = to_raw_response(resource.send)
        self.update_conversation = to_raw_response(resource.update_conversation)


class AsyncMessagesResource:
    """Direct messages on Facebook, Instagram and X, and the auto-response (Messaging add-on).

    The methods of `AsyncSocialPublishing.messages`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncMessagesResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncMessagesResourceWithRawResponse(self)

    async def get_auto_response(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoResponse:
        """Read the auto-response settings (`GET /messages/autoresponse`, get_auto_response).

        The acting profile's auto-response settings (MCP messages skill: scoped to the profile,
        not a network). Never set: the defaults of `AutoResponseSettings`.
        Needs the Messaging add-on (`x-add-ons`, code 361).
        """

        return await self._client.call(
            _GET_AUTO_RESPONSE,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def set_auto_response(
        self,
        body: AutoResponseSettings | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoResponse:
        """Change the auto-response settings (`POST /messages/autoresponse`, set_auto_response).

        Changes the fields sent (at least one) and keeps the others (MCP).
        `autoResponseMessage: ""` resets the text to the default. Needs the Messaging add-on.
        """

        return await self._client.call(
            _SET_AUTO_RESPONSE,
            {
                "profile_key": profile_key,
                "body": as_body(body, AutoResponseSettings),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get(
        self,
        platform: Platform,
        *,
        conversations_only: bool | Unset = UNSET,
        conversation_id: str | Unset = UNSET,
        status: ConversationStatus | Unset = UNSET,
        limit: int | Unset = UNSET,
        next: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Messages:
        """Read messages or conversations (`GET /messages/{platform}`, get_messages).

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
        """

        return await self._client.call(
            _GET_MESSAGES,
            {
                "platform": platform,
                "conversations_only": conversations_only,
                "conversation_id": conversation_id,
                "status": status,
                "limit": limit,
                "next_": next,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def send(
        self,
        platform: Platform,
        body: MessageWithMedia | MessageWithText | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MessageSent:
        """Send a direct message (`POST /messages/{platform}`, send_message).

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
        """

        return await self._client.call(
            _SEND_MESSAGE,
            {
                "platform": platform,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, MessageWithText, MessageWithMedia),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def update_conversation(
        self,
        platform: Platform,
        conversation_id: str,
        body: ConversationChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ConversationUpdated:
        """Archive or activate a conversation (`PUT /messages/{platform}/{conversation_id}`, update_conversation).

        Sets a conversation's status (ONE: `PUT /messages/{platform}/{conversationId}`; the body
        is inferred). Archived conversations are listed by `get_messages`
        only with `status=archived`. An unknown conversation gets code 660. Needs the
        Messaging add-on.
        """

        return await self._client.call(
            _UPDATE_CONVERSATION,
            {
                "platform": platform,
                "conversation_id": conversation_id,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, ConversationChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncMessagesResourceWithRawResponse:
    """`AsyncMessagesResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncMessagesResource) -> None:
        self.get_auto_response = async_to_raw_response(resource.get_auto_response)
        self.set_auto_response = async_to_raw_response(resource.set_auto_response)
        self.get = async_to_raw_response(resource.get)
        self.send = async_to_raw_response(resource.send)
        self.update_conversation = async_to_raw_response(resource.update_conversation)


__all__ = [
    "AsyncMessagesResource",
    "AsyncMessagesResourceWithRawResponse",
    "MessagesResource",
    "MessagesResourceWithRawResponse",
]
