"""Things that happen on a network outside the service (comments, messages, reviews, analytics).

The `network_events` resource of `SocialPublishing` (`NetworkeventsResource`) and `AsyncSocialPublishing`
(`AsyncNetworkeventsResource`), and their raw-response variants, over this package's operation modules
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
from ...models.comment_injection import CommentInjection
from ...models.comment_item import CommentItem
from ...models.mention_injected import MentionInjected
from ...models.mention_injection import MentionInjection
from ...models.message import Message
from ...models.message_edit import MessageEdit
from ...models.message_injection_with_media import MessageInjectionWithMedia
from ...models.message_injection_with_text import MessageInjectionWithText
from ...models.message_reaction_injection import MessageReactionInjection
from ...models.messages_read import MessagesRead
from ...models.messages_reading import MessagesReading
from ...models.messaging_state import MessagingState
from ...models.messaging_state_change import MessagingStateChange
from ...models.network_post import NetworkPost
from ...models.network_post_injection import NetworkPostInjection
from ...models.post_analytics_seed import PostAnalyticsSeed
from ...models.post_analytics_seeded import PostAnalyticsSeeded
from ...models.review import Review
from ...models.review_injection import ReviewInjection
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    add_network_post,
    edit_message,
    inject_comment,
    inject_mention,
    inject_message,
    inject_review,
    react_to_message,
    read_messages,
    seed_post_analytics,
    set_messaging_state,
)

_SEED_POST_ANALYTICS: Operation[PostAnalyticsSeeded] = Operation(
    "seed_post_analytics",
    "POST",
    seed_post_analytics._get_kwargs,
    seed_post_analytics._parse_response,
    result="PostAnalyticsSeeded",
)
_INJECT_COMMENT: Operation[CommentItem] = Operation(
    "inject_comment",
    "POST",
    inject_comment._get_kwargs,
    inject_comment._parse_response,
    result="CommentItem",
)
_INJECT_MESSAGE: Operation[Message] = Operation(
    "inject_message",
    "POST",
    inject_message._get_kwargs,
    inject_message._parse_response,
    result="Message",
)
_SET_MESSAGING_STATE: Operation[MessagingState] = Operation(
    "set_messaging_state",
    "POST",
    set_messaging_state._get_kwargs,
    set_messaging_state._parse_response,
    result="MessagingState",
)
_INJECT_REVIEW: Operation[Review] = Operation(
    "inject_review",
    "POST",
    inject_review._get_kwargs,
    inject_review._parse_response,
    result="Review",
)
_ADD_NETWORK_POST: Operation[NetworkPost] = Operation(
    "add_network_post",
    "POST",
    add_network_post._get_kwargs,
    add_network_post._parse_response,
    result="NetworkPost",
)
_READ_MESSAGES: Operation[MessagesRead] = Operation(
    "read_messages",
    "POST",
    read_messages._get_kwargs,
    read_messages._parse_response,
    result="MessagesRead",
)
_REACT_TO_MESSAGE: Operation[Message] = Operation(
    "react_to_message",
    "POST",
    react_to_message._get_kwargs,
    react_to_message._parse_response,
    result="Message",
)
_EDIT_MESSAGE: Operation[Message] = Operation(
    "edit_message",
    "POST",
    edit_message._get_kwargs,
    edit_message._parse_response,
    result="Message",
)
_INJECT_MENTION: Operation[MentionInjected] = Operation(
    "inject_mention",
    "POST",
    inject_mention._get_kwargs,
    inject_mention._parse_response,
    result="MentionInjected",
)


class NetworkeventsResource:
    """Things that happen on a network outside the service (comments, messages, reviews, analytics).

    The methods of `SocialPublishing.network_events`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "NetworkeventsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return NetworkeventsResourceWithRawResponse(self)

    def seed_post_analytics(
        self,
        body: PostAnalyticsSeed | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostAnalyticsSeeded:
        """Set exact metrics of a published post on one network (`POST /_sandbox/post-analytics`, seed_post_analytics).

        Sets metrics a network reports for a post of the acting profile (`id`, a Post ID)
        published on `platform`: from now on `get_post_analytics` answers these values for
        these names (exactly, whatever the clock), and the sandbox network's own values for
        the others. Each name must be one of the network's metrics in the API's
        `<Network>PostMetrics` schema and each value valid for it (code 101). An unknown Post
        ID gets code 186; a network the post was not published on code 433. Seeding the same
        name again replaces its value.
        """

        return self._client.call(
            _SEED_POST_ANALYTICS,
            {
                "profile_key": profile_key,
                "body": as_body(body, PostAnalyticsSeed),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def inject_comment(
        self,
        body: CommentInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CommentItem:
        """Add a comment made outside the service (`POST /_sandbox/comments`, inject_comment).

        Adds a comment someone made on a network (not through the service) under a post of
        the acting profile: on `platform`, which the post must have been published on (code
        291), as `username`; with `replyTo` (a Social Comment ID on the same post and
        network) it answers that comment. The comment gets a Social Comment ID of its
        network and no Comment ID; `get_comments` lists it, `reply_comment` and
        `delete_comments` reach it by Social Comment ID. An unknown post gets code 114, an
        unknown `replyTo` code 292.
        """

        return self._client.call(
            _INJECT_COMMENT,
            {
                "profile_key": profile_key,
                "body": as_body(body, CommentInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def inject_message(
        self,
        body: MessageInjectionWithMedia | MessageInjectionWithText | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Message:
        """Receive a direct message from a correspondent (`POST /_sandbox/messages`, inject_message).

        A correspondent (`senderId`, shown as `senderName`) sends the acting profile a direct
        message on `platform`, which must be linked (code 156). It starts the conversation
        with that correspondent on the network or continues it (one conversation per
        correspondent and network; an archived one becomes active again), `get_messages`
        lists it with `action: received`, and it fires the `messages` webhook
        (`messageCreated`). While the profile's auto-response is active, the service answers
        it (see `AutoResponseSettings`). Needs no add-on.
        """

        return self._client.call(
            _INJECT_MESSAGE,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessageInjectionWithText, MessageInjectionWithMedia),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def set_messaging_state(
        self,
        body: MessagingStateChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MessagingState:
        """Set the messaging state a real network or billing system would hold (`POST /_sandbox/messaging`, set_messaging_state).

        `relinkRequired`: the acting profile's networks whose link must be relinked before
        messaging works (code 362 on the messages operations; the real service asks for a
        relink of Facebook and Instagram links made before messaging was enabled), replacing
        the earlier list. `activeConversationLimit`: the account's active conversations per
        profile and billing cycle, instead of `x-messaging.activeConversationsPerCycle` of
        `send_message` (so a test need not send to 1,000 conversations). The answer gives
        both in force.
        """

        return self._client.call(
            _SET_MESSAGING_STATE,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessagingStateChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def inject_review(
        self,
        body: ReviewInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Review:
        """Add a review of the acting profile's account (`POST /_sandbox/reviews`, inject_review).

        Adds a review someone wrote of the acting profile's Facebook Page or Google Business
        Profile (which must be linked: code 156), with `rating` in that network's form
        (`positive`/`negative` on Facebook, `ONE`...`FIVE` on Google Business Profile; another
        form is refused with code 101). The review gets an id of its network and is created
        at the service clock's now (or `created`); `list_reviews`, `get_review`,
        `reply_review` and `delete_review_reply` reach it.
        """

        return self._client.call(
            _INJECT_REVIEW,
            {
                "profile_key": profile_key,
                "body": as_body(body, ReviewInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def add_network_post(
        self,
        body: NetworkPostInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkPost:
        """Add a post made outside the service to a linked network's account (`POST /_sandbox/network-posts`, add_network_post).

        Adds to the acting profile's linked account on a network with a history by network
        (`HistoryNetwork`; the network must be linked: code 156) a post made outside the
        service, as `get_post_history_entry` with a network name lists it: by the account
        itself or, on Facebook, by a visitor on the Page (`byPage: false`), as a post or, on
        Facebook and Instagram, a story (`dataType`), created at the service clock's now (or
        `created`). It gets an id of its network and metrics like the posts published
        through the service.
        """

        return self._client.call(
            _ADD_NETWORK_POST,
            {
                "profile_key": profile_key,
                "body": as_body(body, NetworkPostInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def read_messages(
        self,
        body: MessagesReading | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MessagesRead:
        """The correspondent reads the profile's messages in a conversation (`POST /_sandbox/messages/read`, read_messages).

        The correspondent of `conversationId` on `platform` reads every message the acting
        profile sent there that was not read yet: `get_messages` then lists each with
        `read: true` and `readAt`, and each fires the `messages` webhook (`messageRead`, one
        delivery per message). Reading again reads nothing new. The network must report reads
        (`x-sub-action-networks` of the messages delivery; code 157 otherwise); an unknown
        conversation is refused with 660. Needs no add-on.
        """

        return self._client.call(
            _READ_MESSAGES,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessagesReading),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def react_to_message(
        self,
        body: MessageReactionInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Message:
        """The correspondent reacts to a message (`POST /_sandbox/messages/reaction`, react_to_message).

        The correspondent of the conversation `messageId` belongs to reacts to that message
        (sent or received) with `reaction`, replacing their earlier reaction to it:
        `get_messages` lists it in the message's `reactions`, and it fires the `messages`
        webhook (`reactionCreated`). The network must report reactions
        (`x-sub-action-networks`; code 157 otherwise); an unknown message is refused with 730.
        Needs no add-on.
        """

        return self._client.call(
            _REACT_TO_MESSAGE,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessageReactionInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def edit_message(
        self,
        body: MessageEdit | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Message:
        """The correspondent edits a message they sent (`POST /_sandbox/messages/edit`, edit_message).

        The correspondent changes the text of a message they sent the acting profile
        (`action: received`; a message the profile sent is refused with 731) to `message`:
        `get_messages` lists the new text with `edited: true`, and it fires the `messages`
        webhook (`messageEdited`, with the new text). The network must report edits
        (`x-sub-action-networks`; code 157 otherwise); an unknown message is refused with 730.
        Needs no add-on.
        """

        return self._client.call(
            _EDIT_MESSAGE,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessageEdit),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def inject_mention(
        self,
        body: MentionInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MentionInjected:
        """An account on a network mentions the profile (`POST /_sandbox/mentions`, inject_mention).

        An account (`username`) mentions the acting profile's linked account on `platform` in
        a post or comment (`type`) with `text`. The network must be linked (code 156) and one
        of the `mentions` delivery's `x-networks` (code 157). It fires the `mentions` webhook
        (`mentionCreated`); no API operation lists mentions. Needs no add-on.
        """

        return self._client.call(
            _INJECT_MENTION,
            {
                "profile_key": profile_key,
                "body": as_body(body, MentionInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class NetworkeventsResourceWithRawResponse:
    """`NetworkeventsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: NetworkeventsResource) -> None:
        self.seed_post_analytics = to_raw_response(resource.seed_post_analytics)
        self.inject_comment = to_raw_response(resource.inject_comment)
        self.inject_message = to_raw_response(resource.inject_message)
        self.set_messaging_state = to_raw_response(resource.set_messaging_state)
        self.inject_review = to_raw_response(resource.inject_review)
        self.add_network_post = to_raw_response(resource.add_network_post)
        self.read_messages = to_raw_response(resource.read_messages)
        self.react_to_message = to_raw_response(resource.react_to_message)
        self.edit_message = to_raw_response(resource.edit_message)
        self.inject_mention = to_raw_response(resource.inject_mention)


class AsyncNetworkeventsResource:
    """Things that happen on a network outside the service (comments, messages, reviews, analytics).

    The methods of `AsyncSocialPublishing.network_events`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncNetworkeventsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncNetworkeventsResourceWithRawResponse(self)

    async def seed_post_analytics(
        self,
        body: PostAnalyticsSeed | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostAnalyticsSeeded:
        """Set exact metrics of a published post on one network (`POST /_sandbox/post-analytics`, seed_post_analytics).

        Sets metrics a network reports for a post of the acting profile (`id`, a Post ID)
        published on `platform`: from now on `get_post_analytics` answers these values for
        these names (exactly, whatever the clock), and the sandbox network's own values for
        the others. Each name must be one of the network's metrics in the API's
        `<Network>PostMetrics` schema and each value valid for it (code 101). An unknown Post
        ID gets code 186; a network the post was not published on code 433. Seeding the same
        name again replaces its value.
        """

        return await self._client.call(
            _SEED_POST_ANALYTICS,
            {
                "profile_key": profile_key,
                "body": as_body(body, PostAnalyticsSeed),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def inject_comment(
        self,
        body: CommentInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> CommentItem:
        """Add a comment made outside the service (`POST /_sandbox/comments`, inject_comment).

        Adds a comment someone made on a network (not through the service) under a post of
        the acting profile: on `platform`, which the post must have been published on (code
        291), as `username`; with `replyTo` (a Social Comment ID on the same post and
        network) it answers that comment. The comment gets a Social Comment ID of its
        network and no Comment ID; `get_comments` lists it, `reply_comment` and
        `delete_comments` reach it by Social Comment ID. An unknown post gets code 114, an
        unknown `replyTo` code 292.
        """

        return await self._client.call(
            _INJECT_COMMENT,
            {
                "profile_key": profile_key,
                "body": as_body(body, CommentInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def inject_message(
        self,
        body: MessageInjectionWithMedia | MessageInjectionWithText | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Message:
        """Receive a direct message from a correspondent (`POST /_sandbox/messages`, inject_message).

        A correspondent (`senderId`, shown as `senderName`) sends the acting profile a direct
        message on `platform`, which must be linked (code 156). It starts the conversation
        with that correspondent on the network or continues it (one conversation per
        correspondent and network; an archived one becomes active again), `get_messages`
        lists it with `action: received`, and it fires the `messages` webhook
        (`messageCreated`). While the profile's auto-response is active, the service answers
        it (see `AutoResponseSettings`). Needs no add-on.
        """

        return await self._client.call(
            _INJECT_MESSAGE,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessageInjectionWithText, MessageInjectionWithMedia),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def set_messaging_state(
        self,
        body: MessagingStateChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MessagingState:
        """Set the messaging state a real network or billing system would hold (`POST /_sandbox/messaging`, set_messaging_state).

        `relinkRequired`: the acting profile's networks whose link must be relinked before
        messaging works (code 362 on the messages operations; the real service asks for a
        relink of Facebook and Instagram links made before messaging was enabled), replacing
        the earlier list. `activeConversationLimit`: the account's active conversations per
        profile and billing cycle, instead of `x-messaging.activeConversationsPerCycle` of
        `send_message` (so a test need not send to 1,000 conversations). The answer gives
        both in force.
        """

        return await self._client.call(
            _SET_MESSAGING_STATE,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessagingStateChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def inject_review(
        self,
        body: ReviewInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Review:
        """Add a review of the acting profile's account (`POST /_sandbox/reviews`, inject_review).

        Adds a review someone wrote of the acting profile's Facebook Page or Google Business
        Profile (which must be linked: code 156), with `rating` in that network's form
        (`positive`/`negative` on Facebook, `ONE`...`FIVE` on Google Business Profile; another
        form is refused with code 101). The review gets an id of its network and is created
        at the service clock's now (or `created`); `list_reviews`, `get_review`,
        `reply_review` and `delete_review_reply` reach it.
        """

        return await self._client.call(
            _INJECT_REVIEW,
            {
                "profile_key": profile_key,
                "body": as_body(body, ReviewInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def add_network_post(
        self,
        body: NetworkPostInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkPost:
        """Add a post made outside the service to a linked network's account (`POST /_sandbox/network-posts`, add_network_post).

        Adds to the acting profile's linked account on a network with a history by network
        (`HistoryNetwork`; the network must be linked: code 156) a post made outside the
        service, as `get_post_history_entry` with a network name lists it: by the account
        itself or, on Facebook, by a visitor on the Page (`byPage: false`), as a post or, on
        Facebook and Instagram, a story (`dataType`), created at the service clock's now (or
        `created`). It gets an id of its network and metrics like the posts published
        through the service.
        """

        return await self._client.call(
            _ADD_NETWORK_POST,
            {
                "profile_key": profile_key,
                "body": as_body(body, NetworkPostInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def read_messages(
        self,
        body: MessagesReading | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MessagesRead:
        """The correspondent reads the profile's messages in a conversation (`POST /_sandbox/messages/read`, read_messages).

        The correspondent of `conversationId` on `platform` reads every message the acting
        profile sent there that was not read yet: `get_messages` then lists each with
        `read: true` and `readAt`, and each fires the `messages` webhook (`messageRead`, one
        delivery per message). Reading again reads nothing new. The network must report reads
        (`x-sub-action-networks` of the messages delivery; code 157 otherwise); an unknown
        conversation is refused with 660. Needs no add-on.
        """

        return await self._client.call(
            _READ_MESSAGES,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessagesReading),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def react_to_message(
        self,
        body: MessageReactionInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Message:
        """The correspondent reacts to a message (`POST /_sandbox/messages/reaction`, react_to_message).

        The correspondent of the conversation `messageId` belongs to reacts to that message
        (sent or received) with `reaction`, replacing their earlier reaction to it:
        `get_messages` lists it in the message's `reactions`, and it fires the `messages`
        webhook (`reactionCreated`). The network must report reactions
        (`x-sub-action-networks`; code 157 otherwise); an unknown message is refused with 730.
        Needs no add-on.
        """

        return await self._client.call(
            _REACT_TO_MESSAGE,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessageReactionInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def edit_message(
        self,
        body: MessageEdit | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Message:
        """The correspondent edits a message they sent (`POST /_sandbox/messages/edit`, edit_message).

        The correspondent changes the text of a message they sent the acting profile
        (`action: received`; a message the profile sent is refused with 731) to `message`:
        `get_messages` lists the new text with `edited: true`, and it fires the `messages`
        webhook (`messageEdited`, with the new text). The network must report edits
        (`x-sub-action-networks`; code 157 otherwise); an unknown message is refused with 730.
        Needs no add-on.
        """

        return await self._client.call(
            _EDIT_MESSAGE,
            {
                "profile_key": profile_key,
                "body": as_body(body, MessageEdit),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def inject_mention(
        self,
        body: MentionInjection | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MentionInjected:
        """An account on a network mentions the profile (`POST /_sandbox/mentions`, inject_mention).

        An account (`username`) mentions the acting profile's linked account on `platform` in
        a post or comment (`type`) with `text`. The network must be linked (code 156) and one
        of the `mentions` delivery's `x-networks` (code 157). It fires the `mentions` webhook
        (`mentionCreated`); no API operation lists mentions. Needs no add-on.
        """

        return await self._client.call(
            _INJECT_MENTION,
            {
                "profile_key": profile_key,
                "body": as_body(body, MentionInjection),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncNetworkeventsResourceWithRawResponse:
    """`AsyncNetworkeventsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncNetworkeventsResource) -> None:
        self.seed_post_analytics = async_to_raw_response(resource.seed_post_analytics)
        self.inject_comment = async_to_raw_response(resource.inject_comment)
        self.inject_message = async_to_raw_response(resource.inject_message)
        self.set_messaging_state = async_to_raw_response(resource.set_messaging_state)
        self.inject_review = async_to_raw_response(resource.inject_review)
        self.add_network_post = async_to_raw_response(resource.add_network_post)
        self.read_messages = async_to_raw_response(resource.read_messages)
        self.react_to_message = async_to_raw_response(resource.react_to_message)
        self.edit_message = async_to_raw_response(resource.edit_message)
        self.inject_mention = async_to_raw_response(resource.inject_mention)


__all__ = [
    "AsyncNetworkeventsResource",
    "AsyncNetworkeventsResourceWithRawResponse",
    "NetworkeventsResource",
    "NetworkeventsResourceWithRawResponse",
]
