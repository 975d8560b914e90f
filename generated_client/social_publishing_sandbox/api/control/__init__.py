"""Drive and read the state of a server under test.

The `control` resource of `SocialPublishing` (`ControlResource`) and `AsyncSocialPublishing`
(`AsyncControlResource`), and their raw-response variants, over this package's operation modules
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
from ...models.add_ons_change import AddOnsChange
from ...models.auth_failure_limit_change import AuthFailureLimitChange
from ...models.auth_failure_limit_setting import AuthFailureLimitSetting
from ...models.clock_change import ClockChange
from ...models.clock_state import ClockState
from ...models.comment_injection import CommentInjection
from ...models.comment_item import CommentItem
from ...models.control_status import ControlStatus
from ...models.delivery_log import DeliveryLog
from ...models.delivery_settings import DeliverySettings
from ...models.delivery_settings_change import DeliverySettingsChange
from ...models.history_seed import HistorySeed
from ...models.history_seeded import HistorySeeded
from ...models.mention_injected import MentionInjected
from ...models.mention_injection import MentionInjection
from ...models.message import Message
from ...models.message_edit import MessageEdit
from ...models.message_reaction_injection import MessageReactionInjection
from ...models.messages_read import MessagesRead
from ...models.messages_reading import MessagesReading
from ...models.messaging_state import MessagingState
from ...models.messaging_state_change import MessagingStateChange
from ...models.network_content import NetworkContent
from ...models.network_content_seeded import NetworkContentSeeded
from ...models.network_link import NetworkLink
from ...models.network_linked import NetworkLinked
from ...models.network_post import NetworkPost
from ...models.network_post_injection import NetworkPostInjection
from ...models.network_unlink import NetworkUnlink
from ...models.network_unlinked import NetworkUnlinked
from ...models.plan_change import PlanChange
from ...models.platform import Platform
from ...models.post_analytics_seed import PostAnalyticsSeed
from ...models.post_analytics_seeded import PostAnalyticsSeeded
from ...models.rate_limit_change import RateLimitChange
from ...models.rate_limit_setting import RateLimitSetting
from ...models.review import Review
from ...models.review_injection import ReviewInjection
from ...models.seed_count import SeedCount
from ...models.seeded import Seeded
from ...models.with_media import WithMedia
from ...models.with_text import WithText
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    add_network_post,
    edit_message,
    get_control_status,
    get_delivery_settings,
    inject_comment,
    inject_mention,
    inject_message,
    inject_review,
    link_network,
    list_deliveries,
    react_to_message,
    read_messages,
    remove_seeded_profiles,
    seed_network_content,
    seed_post_analytics,
    seed_profiles,
    seed_short_links,
    seed_webhook_history,
    set_add_ons,
    set_auth_failure_limit,
    set_clock,
    set_delivery_settings,
    set_messaging_state,
    set_plan,
    set_rate_limit,
    unlink_network,
)

_GET_CONTROL_STATUS: Operation[ControlStatus] = Operation(
    "get_control_status",
    "GET",
    get_control_status._get_kwargs,
    get_control_status._parse_response,
    result="ControlStatus",
)
_SET_CLOCK: Operation[ClockState] = Operation(
    "set_clock",
    "POST",
    set_clock._get_kwargs,
    set_clock._parse_response,
    result="ClockState",
)
_SET_PLAN: Operation[PlanChange] = Operation(
    "set_plan",
    "POST",
    set_plan._get_kwargs,
    set_plan._parse_response,
    result="PlanChange",
)
_LINK_NETWORK: Operation[NetworkLinked] = Operation(
    "link_network",
    "POST",
    link_network._get_kwargs,
    link_network._parse_response,
    result="NetworkLinked",
)
_UNLINK_NETWORK: Operation[NetworkUnlinked] = Operation(
    "unlink_network",
    "POST",
    unlink_network._get_kwargs,
    unlink_network._parse_response,
    result="NetworkUnlinked",
)
_SEED_WEBHOOK_HISTORY: Operation[HistorySeeded] = Operation(
    "seed_webhook_history",
    "POST",
    seed_webhook_history._get_kwargs,
    seed_webhook_history._parse_response,
    result="HistorySeeded",
)
_LIST_DELIVERIES: Operation[DeliveryLog] = Operation(
    "list_deliveries",
    "GET",
    list_deliveries._get_kwargs,
    list_deliveries._parse_response,
    result="DeliveryLog",
)
_GET_DELIVERY_SETTINGS: Operation[DeliverySettings] = Operation(
    "get_delivery_settings",
    "GET",
    get_delivery_settings._get_kwargs,
    get_delivery_settings._parse_response,
    result="DeliverySettings",
)
_SET_DELIVERY_SETTINGS: Operation[DeliverySettings] = Operation(
    "set_delivery_settings",
    "POST",
    set_delivery_settings._get_kwargs,
    set_delivery_settings._parse_response,
    result="DeliverySettings",
)
_SET_RATE_LIMIT: Operation[RateLimitSetting] = Operation(
    "set_rate_limit",
    "POST",
    set_rate_limit._get_kwargs,
    set_rate_limit._parse_response,
    result="RateLimitSetting",
)
_SET_ADD_ONS: Operation[AddOnsChange] = Operation(
    "set_add_ons",
    "POST",
    set_add_ons._get_kwargs,
    set_add_ons._parse_response,
    result="AddOnsChange",
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
_SEED_NETWORK_CONTENT: Operation[NetworkContentSeeded] = Operation(
    "seed_network_content",
    "POST",
    seed_network_content._get_kwargs,
    seed_network_content._parse_response,
    result="NetworkContentSeeded",
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
_SET_AUTH_FAILURE_LIMIT: Operation[AuthFailureLimitSetting] = Operation(
    "set_auth_failure_limit",
    "POST",
    set_auth_failure_limit._get_kwargs,
    set_auth_failure_limit._parse_response,
    result="AuthFailureLimitSetting",
)
_SEED_SHORT_LINKS: Operation[Seeded] = Operation(
    "seed_short_links",
    "POST",
    seed_short_links._get_kwargs,
    seed_short_links._parse_response,
    result="Seeded",
)
_SEED_PROFILES: Operation[Seeded] = Operation(
    "seed_profiles",
    "POST",
    seed_profiles._get_kwargs,
    seed_profiles._parse_response,
    result="Seeded",
)
_REMOVE_SEEDED_PROFILES: Operation[Seeded] = Operation(
    "remove_seeded_profiles",
    "DELETE",
    remove_seeded_profiles._get_kwargs,
    remove_seeded_profiles._parse_response,
    result="Seeded",
)


class ControlResource:
    """Drive and read the state of a server under test.

    The methods of `SocialPublishing.control`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "ControlResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return ControlResourceWithRawResponse(self)

    def get_status(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ControlStatus:
        """Show that the control is offered (`GET /_sandbox`, get_control_status).

        Answers `sandbox: true` with the server's clock and plan. A suite detects the control
        with this call: any other answer means the server does not offer it.
        """

        return self._client.call(
            _GET_CONTROL_STATUS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def set_clock(
        self,
        body: ClockChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ClockState:
        """Move or set the server's clock (`POST /_sandbox/clock`, set_clock).

        Advances the clock by `advanceSeconds` or sets it to `set`. Scheduled posts the change
        makes due are published before the answer.
        """

        return self._client.call(
            _SET_CLOCK,
            {
                "profile_key": profile_key,
                "body": as_body(body, ClockChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def set_plan(
        self,
        body: PlanChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PlanChange:
        """Change the account's plan (`POST /_sandbox/plan`, set_plan).

        Operations and headers the new plan does not include are refused from now on.
        """

        return self._client.call(
            _SET_PLAN,
            {
                "profile_key": profile_key,
                "body": as_body(body, PlanChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def link_network(
        self,
        body: NetworkLink | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkLinked:
        """Link a social network to the acting profile (`POST /_sandbox/link`, link_network).

        Links `platform` (or changes an existing link). A new link emits a `social` webhook
        event when the acting profile has a `social` hook.

        **The account the network holds** (`account`). A real account linked to the service
        has a past; by default (`generated`) the sandbox network's account has one too,
        derived from the profile's refId, the network and the time the network was first
        linked (so the same link always holds the same content), with the numbers of
        `x-seeded-account`:

        * on the networks of the history by network (`HistoryNetwork`): posts made outside
          the service (`postsBeforeLink` over the `daysBeforeLink` days before the link, then
          one per `postEverySeconds` of the service clock), listed by
          `get_post_history_entry` with a network name, each with metrics growing with the
          clock; the account analytics (`get_social_analytics`: followers and the other
          counts) count from the account's first post, not from the link;
        * on the networks of `get_comments` (`x-networks`): up to `commentsPerPost` comments
          on each of those posts (not on stories), each within `commentWithinSeconds` after
          its post; `get_comments` with `searchPlatformId` and the post's id lists them,
          `reply_comment` and `delete_comments` reach them by Social Comment ID;
        * on the networks of messages (`MessagePlatform`): `conversations` conversations,
          each with `messagesPerConversation` messages in the `messageDaysBeforeLink` days
          before the link (the correspondent writes, the account answers, in turn), then a
          correspondent writes every `messageEverySeconds` (the conversations in turn);
        * on the networks with reviews (`ReviewNetwork`): `reviewsBeforeLink` reviews over
          the `daysBeforeLink` days before the link (every third of them with the owner's
          reply), then one per `reviewEverySeconds`.

        New items appear as the service clock reaches their time (each kind stops after
        `maxAfterLink` items after the link); they fire no webhooks. The answer's
        `accountAnchor` is the time the content is derived from. `empty` links an account
        that holds nothing and gains nothing (what the network held made outside the service
        is removed); `seed_network_content` gives an account exact content instead. For a
        network already linked, `account` changes the account only when it names another
        kind than it has; linking again after an unlink keeps a generated account (same
        anchor), while an empty or exact one becomes what `account` says (default
        `generated`, anchored at the new link).
        """

        return self._client.call(
            _LINK_NETWORK,
            {
                "profile_key": profile_key,
                "body": as_body(body, NetworkLink),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def unlink_network(
        self,
        body: NetworkUnlink | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkUnlinked:
        """Unlink a social network from the acting profile (`POST /_sandbox/unlink`, unlink_network).

        Removes the link of `platform`. Removing a link emits a `social` webhook event when the
        acting profile has a `social` hook.
        """

        return self._client.call(
            _UNLINK_NETWORK,
            {
                "profile_key": profile_key,
                "body": as_body(body, NetworkUnlink),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def seed_webhook_history(
        self,
        body: HistorySeed | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> HistorySeeded:
        """Add entries to the acting profile's webhook history (`POST /_sandbox/webhook-history`, seed_webhook_history).

        Stores each entry as if it had been sent. An entry's `action` must be one of the API's
        webhook actions (else code 130); `social` and `scheduled` entries are `SocialEvent` and
        `ScheduledEvent`, any other action a `GenericEvent`.
        """

        return self._client.call(
            _SEED_WEBHOOK_HISTORY,
            {
                "profile_key": profile_key,
                "body": as_body(body, HistorySeed),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list_deliveries(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliveryLog:
        """Read the acting profile's webhook delivery log (`GET /_sandbox/deliveries`, list_deliveries).

        The webhook deliveries of the acting profile, newest first.
        """

        return self._client.call(
            _LIST_DELIVERIES,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_delivery_settings(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliverySettings:
        """Read the webhook delivery settings (`GET /_sandbox/delivery`, get_delivery_settings).

        The factor retry delays are multiplied by, the receiver timeout, and the extra CAs
        deliveries trust.
        """

        return self._client.call(
            _GET_DELIVERY_SETTINGS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def set_delivery_settings(
        self,
        body: DeliverySettingsChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliverySettings:
        """Change the webhook delivery settings (`POST /_sandbox/delivery`, set_delivery_settings).

        Scales the retry delays by `retryScale`, sets the receiver timeout to
        `receiverTimeoutSeconds` and/or makes deliveries trust the CA certificate `caPem` (a
        test receiver's), in addition to the system's.
        """

        return self._client.call(
            _SET_DELIVERY_SETTINGS,
            {
                "profile_key": profile_key,
                "body": as_body(body, DeliverySettingsChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def set_rate_limit(
        self,
        body: RateLimitChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> RateLimitSetting:
        """Set the acting profile's rate limit (`POST /_sandbox/rate-limit`, set_rate_limit).

        Sets how many requests the acting profile may make per window of the API's
        `x-rate-limit` (`max: 0` refuses every request, so a suite can see repeated 429
        answers), or with `max: null` gives it the server's configured limit again. Either way
        the profile's current window is discarded: its next request starts a fresh one. A
        deleted profile's limit goes with it. Requests to this interface are never counted.
        """

        return self._client.call(
            _SET_RATE_LIMIT,
            {
                "profile_key": profile_key,
                "body": as_body(body, RateLimitChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def set_add_ons(
        self,
        body: AddOnsChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AddOnsChange:
        """Set the account's add-ons (`POST /_sandbox/add-ons`, set_add_ons).

        Sets which add-ons of the API's `x-add-ons` the account has (the reference server
        starts with all of them, so every operation can be tried). Operations whose
        `x-add-ons` lists an add-on the account lacks are refused with that add-on's code
        from now on.
        """

        return self._client.call(
            _SET_ADD_ONS,
            {
                "profile_key": profile_key,
                "body": as_body(body, AddOnsChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

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
        body: WithMedia | WithText | Mapping[str, Any],
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
                "body": as_body(body, WithText, WithMedia),
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

    def seed_network_content(
        self,
        platform: Platform,
        body: NetworkContent | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkContentSeeded:
        """Give a linked network's account exact content (`POST /_sandbox/networks/{platform}/content`, seed_network_content).

        Replaces what the acting profile's linked account on `platform` holds made outside the
        service (the posts of the history by network, the comments on them, the
        conversations and their messages, the reviews) with exactly the given items, and
        stops the generated account (`x-seeded-account` of `link_network`) from growing: the
        account is `exact` from now on. Posts published through the service and the comments
        on them stay. Each kind needs a network that holds it: posts the networks of
        `HistoryNetwork`, comments those of `get_comments` (`x-networks`), conversations
        `MessagePlatform`, reviews `ReviewNetwork` with the rating in the network's form
        (code 157 otherwise). An item without `created` is created at the service clock's
        now. The network must be linked (code 156). Items are read as the API lists them:
        posts by `get_post_history_entry` with the network name (with metrics like any
        post), comments by `get_comments` with `searchPlatformId`, messages by
        `get_messages`, reviews by `list_reviews`; sending an empty body empties the account.
        """

        return self._client.call(
            _SEED_NETWORK_CONTENT,
            {
                "platform": platform,
                "profile_key": profile_key,
                "body": as_body(body, NetworkContent),
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

    def set_auth_failure_limit(
        self,
        body: AuthFailureLimitChange | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AuthFailureLimitSetting:
        """Set the calling address's failed-authentication limit (`POST /_sandbox/auth-failures`, set_auth_failure_limit).

        Sets how many failed authentications the client address this request comes from may
        make per window of the API's `x-auth-failure-limit` (its bucket: an IPv6 address
        counts by its prefix), or with `max: null` gives it the server's configured limit
        again. Either way the address's current window is discarded, so an address refused
        for its failures is served again at once. Answers the address as the server names it
        and the limit now in force. Requests to this interface are never counted or refused
        by that limit, so a suite can lower it, reach it and put it back.
        """

        return self._client.call(
            _SET_AUTH_FAILURE_LIMIT,
            {
                "body": as_body(body, AuthFailureLimitChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def seed_short_links(
        self,
        body: SeedCount | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Seeded:
        """Give the acting profile many short links at once (`POST /_sandbox/seed/short-links`, seed_short_links).

        Creates `count` short links for the acting profile in one call, as `create_link`
        would with distinct placeholder addresses, so a suite can bring a profile next to
        `x-limits.shortLinksPerProfile` without sending thousands of requests. Refused with
        the limit's own code (635) when the profile would keep more than the limit; nothing
        is created then. Answers how many were created and how many the profile now keeps.
        The links go with the profile when it is deleted.
        """

        return self._client.call(
            _SEED_SHORT_LINKS,
            {
                "profile_key": profile_key,
                "body": as_body(body, SeedCount),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def seed_profiles(
        self,
        body: SeedCount | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Seeded:
        """Give the account many User Profiles at once (`POST /_sandbox/seed/profiles`, seed_profiles).

        Creates `count` User Profiles for the account in one call, as `create_profile` would
        with distinct placeholder titles, so a suite can bring the account next to
        `x-limits.profilesPerAccount` without sending thousands of requests. Refused with the
        limit's own code (636) when the account would keep more than the limit; nothing is
        created then. Answers how many were created and how many User Profiles the account
        now keeps. The account-wide count affects every client of the account: a suite
        removes what it seeded (`remove_seeded_profiles`) as soon as it has crossed the
        limit.
        """

        return self._client.call(
            _SEED_PROFILES,
            {
                "body": as_body(body, SeedCount),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def remove_seeded_profiles(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Seeded:
        """Delete the User Profiles seeded by seed_profiles (`DELETE /_sandbox/seed/profiles`, remove_seeded_profiles).

        Deletes every User Profile `seed_profiles` created that still exists (with what they
        hold), and no other. Answers how many were deleted and how many User Profiles the
        account now keeps.
        """

        return self._client.call(
            _REMOVE_SEEDED_PROFILES,
            {},
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class ControlResourceWithRawResponse:
    """`ControlResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: ControlResource) -> None:
        self.get_status = to_raw_response(resource.get_status)
        self.set_clock = to_raw_response(resource.set_clock)
        self.set_plan = to_raw_response(resource.set_plan)
        self.link_network = to_raw_response(resource.link_network)
        self.unlink_network = to_raw_response(resource.unlink_network)
        self.seed_webhook_history = to_raw_response(resource.seed_webhook_history)
        self.list_deliveries = to_raw_response(resource.list_deliveries)
        self.get_delivery_settings = to_raw_response(resource.get_delivery_settings)
        self.set_delivery_settings = to_raw_response(resource.set_delivery_settings)
        self.set_rate_limit = to_raw_response(resource.set_rate_limit)
        self.set_add_ons = to_raw_response(resource.set_add_ons)
        self.seed_post_analytics = to_raw_response(resource.seed_post_analytics)
        self.inject_comment = to_raw_response(resource.inject_comment)
        self.inject_message = to_raw_response(resource.inject_message)
        self.set_messaging_state = to_raw_response(resource.set_messaging_state)
        self.inject_review = to_raw_response(resource.inject_review)
        self.add_network_post = to_raw_response(resource.add_network_post)
        self.seed_network_content = to_raw_response(resource.seed_network_content)
        self.read_messages = to_raw_response(resource.read_messages)
        self.react_to_message = to_raw_response(resource.react_to_message)
        self.edit_message = to_raw_response(resource.edit_message)
        self.inject_mention = to_raw_response(resource.inject_mention)
        self.set_auth_failure_limit = to_raw_response(resource.set_auth_failure_limit)
        self.seed_short_links = to_raw_response(resource.seed_short_links)
        self.seed_profiles = to_raw_response(resource.seed_profiles)
        self.remove_seeded_profiles = to_raw_response(resource.remove_seeded_profiles)


class AsyncControlResource:
    """Drive and read the state of a server under test.

    The methods of `AsyncSocialPublishing.control`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncControlResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncControlResourceWithRawResponse(self)

    async def get_status(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ControlStatus:
        """Show that the control is offered (`GET /_sandbox`, get_control_status).

        Answers `sandbox: true` with the server's clock and plan. A suite detects the control
        with this call: any other answer means the server does not offer it.
        """

        return await self._client.call(
            _GET_CONTROL_STATUS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def set_clock(
        self,
        body: ClockChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ClockState:
        """Move or set the server's clock (`POST /_sandbox/clock`, set_clock).

        Advances the clock by `advanceSeconds` or sets it to `set`. Scheduled posts the change
        makes due are published before the answer.
        """

        return await self._client.call(
            _SET_CLOCK,
            {
                "profile_key": profile_key,
                "body": as_body(body, ClockChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def set_plan(
        self,
        body: PlanChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PlanChange:
        """Change the account's plan (`POST /_sandbox/plan`, set_plan).

        Operations and headers the new plan does not include are refused from now on.
        """

        return await self._client.call(
            _SET_PLAN,
            {
                "profile_key": profile_key,
                "body": as_body(body, PlanChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def link_network(
        self,
        body: NetworkLink | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkLinked:
        """Link a social network to the acting profile (`POST /_sandbox/link`, link_network).

        Links `platform` (or changes an existing link). A new link emits a `social` webhook
        event when the acting profile has a `social` hook.

        **The account the network holds** (`account`). A real account linked to the service
        has a past; by default (`generated`) the sandbox network's account has one too,
        derived from the profile's refId, the network and the time the network was first
        linked (so the same link always holds the same content), with the numbers of
        `x-seeded-account`:

        * on the networks of the history by network (`HistoryNetwork`): posts made outside
          the service (`postsBeforeLink` over the `daysBeforeLink` days before the link, then
          one per `postEverySeconds` of the service clock), listed by
          `get_post_history_entry` with a network name, each with metrics growing with the
          clock; the account analytics (`get_social_analytics`: followers and the other
          counts) count from the account's first post, not from the link;
        * on the networks of `get_comments` (`x-networks`): up to `commentsPerPost` comments
          on each of those posts (not on stories), each within `commentWithinSeconds` after
          its post; `get_comments` with `searchPlatformId` and the post's id lists them,
          `reply_comment` and `delete_comments` reach them by Social Comment ID;
        * on the networks of messages (`MessagePlatform`): `conversations` conversations,
          each with `messagesPerConversation` messages in the `messageDaysBeforeLink` days
          before the link (the correspondent writes, the account answers, in turn), then a
          correspondent writes every `messageEverySeconds` (the conversations in turn);
        * on the networks with reviews (`ReviewNetwork`): `reviewsBeforeLink` reviews over
          the `daysBeforeLink` days before the link (every third of them with the owner's
          reply), then one per `reviewEverySeconds`.

        New items appear as the service clock reaches their time (each kind stops after
        `maxAfterLink` items after the link); they fire no webhooks. The answer's
        `accountAnchor` is the time the content is derived from. `empty` links an account
        that holds nothing and gains nothing (what the network held made outside the service
        is removed); `seed_network_content` gives an account exact content instead. For a
        network already linked, `account` changes the account only when it names another
        kind than it has; linking again after an unlink keeps a generated account (same
        anchor), while an empty or exact one becomes what `account` says (default
        `generated`, anchored at the new link).
        """

        return await self._client.call(
            _LINK_NETWORK,
            {
                "profile_key": profile_key,
                "body": as_body(body, NetworkLink),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def unlink_network(
        self,
        body: NetworkUnlink | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkUnlinked:
        """Unlink a social network from the acting profile (`POST /_sandbox/unlink`, unlink_network).

        Removes the link of `platform`. Removing a link emits a `social` webhook event when the
        acting profile has a `social` hook.
        """

        return await self._client.call(
            _UNLINK_NETWORK,
            {
                "profile_key": profile_key,
                "body": as_body(body, NetworkUnlink),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def seed_webhook_history(
        self,
        body: HistorySeed | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> HistorySeeded:
        """Add entries to the acting profile's webhook history (`POST /_sandbox/webhook-history`, seed_webhook_history).

        Stores each entry as if it had been sent. An entry's `action` must be one of the API's
        webhook actions (else code 130); `social` and `scheduled` entries are `SocialEvent` and
        `ScheduledEvent`, any other action a `GenericEvent`.
        """

        return await self._client.call(
            _SEED_WEBHOOK_HISTORY,
            {
                "profile_key": profile_key,
                "body": as_body(body, HistorySeed),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list_deliveries(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliveryLog:
        """Read the acting profile's webhook delivery log (`GET /_sandbox/deliveries`, list_deliveries).

        The webhook deliveries of the acting profile, newest first.
        """

        return await self._client.call(
            _LIST_DELIVERIES,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_delivery_settings(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliverySettings:
        """Read the webhook delivery settings (`GET /_sandbox/delivery`, get_delivery_settings).

        The factor retry delays are multiplied by, the receiver timeout, and the extra CAs
        deliveries trust.
        """

        return await self._client.call(
            _GET_DELIVERY_SETTINGS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def set_delivery_settings(
        self,
        body: DeliverySettingsChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> DeliverySettings:
        """Change the webhook delivery settings (`POST /_sandbox/delivery`, set_delivery_settings).

        Scales the retry delays by `retryScale`, sets the receiver timeout to
        `receiverTimeoutSeconds` and/or makes deliveries trust the CA certificate `caPem` (a
        test receiver's), in addition to the system's.
        """

        return await self._client.call(
            _SET_DELIVERY_SETTINGS,
            {
                "profile_key": profile_key,
                "body": as_body(body, DeliverySettingsChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def set_rate_limit(
        self,
        body: RateLimitChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> RateLimitSetting:
        """Set the acting profile's rate limit (`POST /_sandbox/rate-limit`, set_rate_limit).

        Sets how many requests the acting profile may make per window of the API's
        `x-rate-limit` (`max: 0` refuses every request, so a suite can see repeated 429
        answers), or with `max: null` gives it the server's configured limit again. Either way
        the profile's current window is discarded: its next request starts a fresh one. A
        deleted profile's limit goes with it. Requests to this interface are never counted.
        """

        return await self._client.call(
            _SET_RATE_LIMIT,
            {
                "profile_key": profile_key,
                "body": as_body(body, RateLimitChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def set_add_ons(
        self,
        body: AddOnsChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AddOnsChange:
        """Set the account's add-ons (`POST /_sandbox/add-ons`, set_add_ons).

        Sets which add-ons of the API's `x-add-ons` the account has (the reference server
        starts with all of them, so every operation can be tried). Operations whose
        `x-add-ons` lists an add-on the account lacks are refused with that add-on's code
        from now on.
        """

        return await self._client.call(
            _SET_ADD_ONS,
            {
                "profile_key": profile_key,
                "body": as_body(body, AddOnsChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

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
        body: WithMedia | WithText | Mapping[str, Any],
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
                "body": as_body(body, WithText, WithMedia),
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

    async def seed_network_content(
        self,
        platform: Platform,
        body: NetworkContent | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkContentSeeded:
        """Give a linked network's account exact content (`POST /_sandbox/networks/{platform}/content`, seed_network_content).

        Replaces what the acting profile's linked account on `platform` holds made outside the
        service (the posts of the history by network, the comments on them, the
        conversations and their messages, the reviews) with exactly the given items, and
        stops the generated account (`x-seeded-account` of `link_network`) from growing: the
        account is `exact` from now on. Posts published through the service and the comments
        on them stay. Each kind needs a network that holds it: posts the networks of
        `HistoryNetwork`, comments those of `get_comments` (`x-networks`), conversations
        `MessagePlatform`, reviews `ReviewNetwork` with the rating in the network's form
        (code 157 otherwise). An item without `created` is created at the service clock's
        now. The network must be linked (code 156). Items are read as the API lists them:
        posts by `get_post_history_entry` with the network name (with metrics like any
        post), comments by `get_comments` with `searchPlatformId`, messages by
        `get_messages`, reviews by `list_reviews`; sending an empty body empties the account.
        """

        return await self._client.call(
            _SEED_NETWORK_CONTENT,
            {
                "platform": platform,
                "profile_key": profile_key,
                "body": as_body(body, NetworkContent),
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

    async def set_auth_failure_limit(
        self,
        body: AuthFailureLimitChange | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AuthFailureLimitSetting:
        """Set the calling address's failed-authentication limit (`POST /_sandbox/auth-failures`, set_auth_failure_limit).

        Sets how many failed authentications the client address this request comes from may
        make per window of the API's `x-auth-failure-limit` (its bucket: an IPv6 address
        counts by its prefix), or with `max: null` gives it the server's configured limit
        again. Either way the address's current window is discarded, so an address refused
        for its failures is served again at once. Answers the address as the server names it
        and the limit now in force. Requests to this interface are never counted or refused
        by that limit, so a suite can lower it, reach it and put it back.
        """

        return await self._client.call(
            _SET_AUTH_FAILURE_LIMIT,
            {
                "body": as_body(body, AuthFailureLimitChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def seed_short_links(
        self,
        body: SeedCount | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Seeded:
        """Give the acting profile many short links at once (`POST /_sandbox/seed/short-links`, seed_short_links).

        Creates `count` short links for the acting profile in one call, as `create_link`
        would with distinct placeholder addresses, so a suite can bring a profile next to
        `x-limits.shortLinksPerProfile` without sending thousands of requests. Refused with
        the limit's own code (635) when the profile would keep more than the limit; nothing
        is created then. Answers how many were created and how many the profile now keeps.
        The links go with the profile when it is deleted.
        """

        return await self._client.call(
            _SEED_SHORT_LINKS,
            {
                "profile_key": profile_key,
                "body": as_body(body, SeedCount),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def seed_profiles(
        self,
        body: SeedCount | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Seeded:
        """Give the account many User Profiles at once (`POST /_sandbox/seed/profiles`, seed_profiles).

        Creates `count` User Profiles for the account in one call, as `create_profile` would
        with distinct placeholder titles, so a suite can bring the account next to
        `x-limits.profilesPerAccount` without sending thousands of requests. Refused with the
        limit's own code (636) when the account would keep more than the limit; nothing is
        created then. Answers how many were created and how many User Profiles the account
        now keeps. The account-wide count affects every client of the account: a suite
        removes what it seeded (`remove_seeded_profiles`) as soon as it has crossed the
        limit.
        """

        return await self._client.call(
            _SEED_PROFILES,
            {
                "body": as_body(body, SeedCount),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def remove_seeded_profiles(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Seeded:
        """Delete the User Profiles seeded by seed_profiles (`DELETE /_sandbox/seed/profiles`, remove_seeded_profiles).

        Deletes every User Profile `seed_profiles` created that still exists (with what they
        hold), and no other. Answers how many were deleted and how many User Profiles the
        account now keeps.
        """

        return await self._client.call(
            _REMOVE_SEEDED_PROFILES,
            {},
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncControlResourceWithRawResponse:
    """`AsyncControlResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncControlResource) -> None:
        self.get_status = async_to_raw_response(resource.get_status)
        self.set_clock = async_to_raw_response(resource.set_clock)
        self.set_plan = async_to_raw_response(resource.set_plan)
        self.link_network = async_to_raw_response(resource.link_network)
        self.unlink_network = async_to_raw_response(resource.unlink_network)
        self.seed_webhook_history = async_to_raw_response(resource.seed_webhook_history)
        self.list_deliveries = async_to_raw_response(resource.list_deliveries)
        self.get_delivery_settings = async_to_raw_response(resource.get_delivery_settings)
        self.set_delivery_settings = async_to_raw_response(resource.set_delivery_settings)
        self.set_rate_limit = async_to_raw_response(resource.set_rate_limit)
        self.set_add_ons = async_to_raw_response(resource.set_add_ons)
        self.seed_post_analytics = async_to_raw_response(resource.seed_post_analytics)
        self.inject_comment = async_to_raw_response(resource.inject_comment)
        self.inject_message = async_to_raw_response(resource.inject_message)
        self.set_messaging_state = async_to_raw_response(resource.set_messaging_state)
        self.inject_review = async_to_raw_response(resource.inject_review)
        self.add_network_post = async_to_raw_response(resource.add_network_post)
        self.seed_network_content = async_to_raw_response(resource.seed_network_content)
        self.read_messages = async_to_raw_response(resource.read_messages)
        self.react_to_message = async_to_raw_response(resource.react_to_message)
        self.edit_message = async_to_raw_response(resource.edit_message)
        self.inject_mention = async_to_raw_response(resource.inject_mention)
        self.set_auth_failure_limit = async_to_raw_response(resource.set_auth_failure_limit)
        self.seed_short_links = async_to_raw_response(resource.seed_short_links)
        self.seed_profiles = async_to_raw_response(resource.seed_profiles)
        self.remove_seeded_profiles = async_to_raw_response(resource.remove_seeded_profiles)


__all__ = [
    "AsyncControlResource",
    "AsyncControlResourceWithRawResponse",
    "ControlResource",
    "ControlResourceWithRawResponse",
]
