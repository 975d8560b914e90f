"""Link and unlink sandbox networks, and seed what an account holds.

The `accounts` resource of `SocialPublishing` (`AccountsResource`) and `AsyncSocialPublishing`
(`AsyncAccountsResource`), and their raw-response variants, over this package's operation modules
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
from ...models.network_content import NetworkContent
from ...models.network_content_seeded import NetworkContentSeeded
from ...models.network_link import NetworkLink
from ...models.network_linked import NetworkLinked
from ...models.network_unlink import NetworkUnlink
from ...models.network_unlinked import NetworkUnlinked
from ...models.platform import Platform
from ...models.seed_count import SeedCount
from ...models.seeded import Seeded
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    link_network,
    remove_seeded_profiles,
    seed_network_content,
    seed_profiles,
    seed_short_links,
    unlink_network,
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
_SEED_NETWORK_CONTENT: Operation[NetworkContentSeeded] = Operation(
    "seed_network_content",
    "POST",
    seed_network_content._get_kwargs,
    seed_network_content._parse_response,
    result="NetworkContentSeeded",
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


class AccountsResource:
    """Link and unlink sandbox networks, and seed what an account holds.

    The methods of `SocialPublishing.accounts`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AccountsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AccountsResourceWithRawResponse(self)

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

        The past's windows start exactly `daysBeforeLink` (posts, reviews) and
        `messageDaysBeforeLink` (messages) days before the link: the oldest item of each kind
        lies at the window's first second, none before (the others at points of the window
        the account's derivation fixes).

        New items appear as the service clock reaches their time (each kind stops after
        `maxAfterLink` items after the link); they fire no webhooks. The k-th item of a kind
        after the link (k = 1, 2, ...) lies within the k-th period of its `...EverySeconds`
        after `accountAnchor`, at a point of that period the account's derivation fixes: one
        second before the end of the n-th period exactly min(n, `maxAfterLink`) have appeared. The
        answer's
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
        The replacement is not atomic: the account turns `exact` at once, then its content is
        removed and the given items stored in parts, so a request answered while it runs may
        see part of the old content and part of the new (all of the new once it has answered).
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


class AccountsResourceWithRawResponse:
    """`AccountsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AccountsResource) -> None:
        self.link_network = to_raw_response(resource.link_network)
        self.unlink_network = to_raw_response(resource.unlink_network)
        self.seed_network_content = to_raw_response(resource.seed_network_content)
        self.seed_short_links = to_raw_response(resource.seed_short_links)
        self.seed_profiles = to_raw_response(resource.seed_profiles)
        self.remove_seeded_profiles = to_raw_response(resource.remove_seeded_profiles)


class AsyncAccountsResource:
    """Link and unlink sandbox networks, and seed what an account holds.

    The methods of `AsyncSocialPublishing.accounts`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncAccountsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncAccountsResourceWithRawResponse(self)

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

        The past's windows start exactly `daysBeforeLink` (posts, reviews) and
        `messageDaysBeforeLink` (messages) days before the link: the oldest item of each kind
        lies at the window's first second, none before (the others at points of the window
        the account's derivation fixes).

        New items appear as the service clock reaches their time (each kind stops after
        `maxAfterLink` items after the link); they fire no webhooks. The k-th item of a kind
        after the link (k = 1, 2, ...) lies within the k-th period of its `...EverySeconds`
        after `accountAnchor`, at a point of that period the account's derivation fixes: one
        second before the end of the n-th period exactly min(n, `maxAfterLink`) have appeared. The
        answer's
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
        The replacement is not atomic: the account turns `exact` at once, then its content is
        removed and the given items stored in parts, so a request answered while it runs may
        see part of the old content and part of the new (all of the new once it has answered).
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


class AsyncAccountsResourceWithRawResponse:
    """`AsyncAccountsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncAccountsResource) -> None:
        self.link_network = async_to_raw_response(resource.link_network)
        self.unlink_network = async_to_raw_response(resource.unlink_network)
        self.seed_network_content = async_to_raw_response(resource.seed_network_content)
        self.seed_short_links = async_to_raw_response(resource.seed_short_links)
        self.seed_profiles = async_to_raw_response(resource.seed_profiles)
        self.remove_seeded_profiles = async_to_raw_response(resource.remove_seeded_profiles)


__all__ = [
    "AccountsResource",
    "AccountsResourceWithRawResponse",
    "AsyncAccountsResource",
    "AsyncAccountsResourceWithRawResponse",
]
