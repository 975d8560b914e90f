"""The acting profile's user record (linked accounts, counters).

The `user` resource of `SocialPublishing` (`UserResource`) and `AsyncSocialPublishing`
(`AsyncUserResource`), and their raw-response variants, over this package's operation modules
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
from ...models.network_account_update import NetworkAccountUpdate
from ...models.network_account_updated import NetworkAccountUpdated
from ...models.pinterest_boards import PinterestBoards
from ...models.update_network_account_platform import UpdateNetworkAccountPlatform
from ...models.user_batch import UserBatch
from ...models.user_details import UserDetails
from ...models.user_lookups import UserLookups
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    get_pinterest_boards,
    get_user,
    get_user_batch,
    get_user_lookups,
    update_network_account,
)

_GET_USER: Operation[UserDetails] = Operation(
    "get_user",
    "GET",
    get_user._get_kwargs,
    get_user._parse_response,
    result="UserDetails",
)
_GET_USER_BATCH: Operation[UserBatch] = Operation(
    "get_user_batch",
    "GET",
    get_user_batch._get_kwargs,
    get_user_batch._parse_response,
    result="UserBatch",
)
_GET_PINTEREST_BOARDS: Operation[PinterestBoards] = Operation(
    "get_pinterest_boards",
    "GET",
    get_pinterest_boards._get_kwargs,
    get_pinterest_boards._parse_response,
    result="PinterestBoards",
)
_UPDATE_NETWORK_ACCOUNT: Operation[NetworkAccountUpdated] = Operation(
    "update_network_account",
    "PATCH",
    update_network_account._get_kwargs,
    update_network_account._parse_response,
    result="NetworkAccountUpdated",
)
_GET_USER_LOOKUPS: Operation[UserLookups] = Operation(
    "get_user_lookups",
    "GET",
    get_user_lookups._get_kwargs,
    get_user_lookups._parse_response,
    result="UserLookups",
)


class UserResource:
    """The acting profile's user record (linked accounts, counters).

    The methods of `SocialPublishing.user`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "UserResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return UserResourceWithRawResponse(self)

    def get(
        self,
        *,
        instagram_details: bool | Unset = UNSET,
        instagram_quota: bool | Unset = UNSET,
        validate: bool | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> UserDetails:
        """Details of the acting profile (`GET /user`, get_user).

        The user record of the acting profile (the Primary Profile, or the User Profile of the
        `Profile-Key`): its title and refId, the networks linked to it (`activeSocialAccounts`,
        absent when none is) and, per linked network, the account the link holds
        (`displayNames`), its posting counters (DOCS apis/user/profile-details, LIVE; SDK-PY
        `user()`) and, with the Messaging add-on, its active conversations in the billing cycle
        (`messagingConversationMonthlyCount`; legacy DOCS messages: "You may see the current
        conversation count with the user endpoint").

        * `instagramDetails=true` (older name `instagramQuota`) adds to the Instagram entry of
          `displayNames` the posts published there in the last 24 hours (`usedQuota`; Instagram
          allows 50 per rolling 24 hours, FR) and the account type (`type`).
        * `validate=true` checks that the User Profile still exists (`validated: true`); it
          needs a `Profile-Key` (code 436 without one).
        * In the reference server, the account data of a link (ids, user names, addresses,
          images) comes deterministically from the sandbox network and the profile (no
          internet); `displayName` is the one the link was made with.
        """

        return self._client.call(
            _GET_USER,
            {
                "instagram_details": instagram_details,
                "instagram_quota": instagram_quota,
                "validate": validate,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_batch(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> UserBatch:
        """Export the user records of every profile (`GET /user/batch`, get_user_batch).

        Answers the address of a JSON file holding the user record of every profile of the
        account, the Primary Profile first, then the User Profiles oldest first (ONE; DOCS
        apis/user/batch-all-users: an alternative to calling `get_user` for each profile in
        rapid succession, which rate limits may refuse).

        * Each entry of the file is the `UserDetails` `get_user` answers for that profile
          (inferred: DOCS says "the user data for all user profiles" without its shape).
        * Called with the account's API key only: DOCS lists no `Profile-Key` header for this
          page, so a `Profile-Key` header is not read and the export is the account's.
        * A new file is made when the last one is 3 hours old or older (DOCS: "a new file may
          be generated every 3 hours"); until then the same file is answered. `lastUpdated` is
          when it was made, `nextUpdate` when the next one may be made (inferred: 3 hours
          later; the DOCS example shows 12 minutes), `urlAvailable` when the file can be read
          (DOCS example: 5 minutes after it is made) and `urlExpires` when its address stops
          working (DOCS: 7 days after it is made).
        * The reference server writes the file when it answers and serves it under its own
          base address (`/batch/users/<name>.json`, no API key: the address is unguessable,
          like the real service's pre-signed URL) from `urlAvailable` on (service clock);
          before then that address answers HTTP 404 with code 620 (`batch_file_not_ready`) and a
          `Retry-After` header giving the seconds left (inferred: DOCS does not say what the
          address answers early), and after `urlExpires` HTTP 404 with code 170. The real
          service's file is on cloud storage; a
          `batch` webhook event may announce it (DOCS), which the reference server does not
          send.
        """

        return self._client.call(
            _GET_USER_BATCH,
            {},
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_pinterest_boards(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PinterestBoards:
        """The boards of the linked Pinterest account (`GET /user/details/pinterest`, get_pinterest_boards).

        The boards of the Pinterest account linked to the acting profile (ONE "Get Pinterest
        User Board Details"; DOCS apis/user/pinterest-board "Get Details for Pinterest User
        Boards"): the `boardId` a Pinterest post names is one of their `id`s.

        * Pinterest not linked to the acting profile: code 156 (MCP errors skill, FR).
        * A linked Pinterest account has at least one board (DOCS dashboard/connect-social-
          accounts/pinterest: a board must exist before the account can be linked).
        * The board fields are inferred from Pinterest's own board object (id, name,
          description, privacy); the answer's shape is not published.
        * In the reference server the sandbox network holds the boards: one to five, derived
          deterministically from the profile and the link (no internet), the same at every
          call.
        """

        return self._client.call(
            _GET_PINTEREST_BOARDS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def update_network_account(
        self,
        platform: UpdateNetworkAccountPlatform,
        body: NetworkAccountUpdate | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkAccountUpdated:
        """Update the linked network account's own data (`PATCH /user/{platform}`, update_network_account).

        Updates the data the network holds for the account linked to the acting profile
        (ONE "Update a Social Network Account/User (Platform)"; DOCS apis/user/update-user).
        Only Google Business Profile is supported (DOCS: path value `gbp`; the account is the
        one linked as `gmb`).

        * The body is the part of the location to change (DOCS body fields; this spec keeps
          `title`, `websiteUrl`, `phoneNumbers`, `adPhone`, `storeCode`, `labels`, `latlng`
          and `profile.description`, not Google's read-only `name`); fields not sent keep
          their value. At least one field (inferred).
        * Google Business Profile not linked: code 156.
        * Google allows `phoneNumbers` to be updated at most 5 times within a rolling 24
          hours; the 6th is refused with HTTP 400 (DOCS), code 615 (this spec's; service
          clock). The figures are `x-update-limits` (per field: `maxUpdates` within the last
          `windowSeconds`); an update counts until exactly `windowSeconds` after it (inferred).
        * The answer is the location after the update under `gmb` (DOCS example:
          `{"gmb": {"status": "success", "data": {"name": ...`); the location fields are
          inferred from the request fields. In the reference server the sandbox network holds
          the location: its `name` is derived from the link, its `title` starts as the link's
          display name.
        """

        return self._client.call(
            _UPDATE_NETWORK_ACCOUNT,
            {
                "platform": platform,
                "profile_key": profile_key,
                "body": as_body(body, NetworkAccountUpdate),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_lookups(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> UserLookups:
        """The X users looked up this month (`GET /user/lookups`, get_user_lookups).

        The X accounts the account looked up in the current calendar month (UTC, service
        clock) by `userId` or `userName`, with `get_social_analytics` or the history by
        network of X (`GET /history/twitter`) (ONE "Retrieve Monthly User Lookups"; DOCS
        apis/utils/user-lookups: "the users (handles) looked up for the current month", the
        answer starting `{"x": [`).

        * One entry per distinct value looked up (a `userName` and a `userId` are distinct
          even when they name the same account), first lookup first; `created` is its first
          lookup of the month. The entry fields are inferred.
        * Lookups are made with the account's API key only (a `Profile-Key` refuses them with
          code 435), so the list is the account's: a `Profile-Key` header is not read here
          (inferred).
        """

        return self._client.call(
            _GET_USER_LOOKUPS,
            {},
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class UserResourceWithRawResponse:
    """`UserResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: UserResource) -> None:
        self.get = to_raw_response(resource.get)
        self.get_batch = to_raw_response(resource.get_batch)
        self.get_pinterest_boards = to_raw_response(resource.get_pinterest_boards)
        self.update_network_account = to_raw_response(resource.update_network_account)
        self.get_lookups = to_raw_response(resource.get_lookups)


class AsyncUserResource:
    """The acting profile's user record (linked accounts, counters).

    The methods of `AsyncSocialPublishing.user`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncUserResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncUserResourceWithRawResponse(self)

    async def get(
        self,
        *,
        instagram_details: bool | Unset = UNSET,
        instagram_quota: bool | Unset = UNSET,
        validate: bool | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> UserDetails:
        """Details of the acting profile (`GET /user`, get_user).

        The user record of the acting profile (the Primary Profile, or the User Profile of the
        `Profile-Key`): its title and refId, the networks linked to it (`activeSocialAccounts`,
        absent when none is) and, per linked network, the account the link holds
        (`displayNames`), its posting counters (DOCS apis/user/profile-details, LIVE; SDK-PY
        `user()`) and, with the Messaging add-on, its active conversations in the billing cycle
        (`messagingConversationMonthlyCount`; legacy DOCS messages: "You may see the current
        conversation count with the user endpoint").

        * `instagramDetails=true` (older name `instagramQuota`) adds to the Instagram entry of
          `displayNames` the posts published there in the last 24 hours (`usedQuota`; Instagram
          allows 50 per rolling 24 hours, FR) and the account type (`type`).
        * `validate=true` checks that the User Profile still exists (`validated: true`); it
          needs a `Profile-Key` (code 436 without one).
        * In the reference server, the account data of a link (ids, user names, addresses,
          images) comes deterministically from the sandbox network and the profile (no
          internet); `displayName` is the one the link was made with.
        """

        return await self._client.call(
            _GET_USER,
            {
                "instagram_details": instagram_details,
                "instagram_quota": instagram_quota,
                "validate": validate,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_batch(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> UserBatch:
        """Export the user records of every profile (`GET /user/batch`, get_user_batch).

        Answers the address of a JSON file holding the user record of every profile of the
        account, the Primary Profile first, then the User Profiles oldest first (ONE; DOCS
        apis/user/batch-all-users: an alternative to calling `get_user` for each profile in
        rapid succession, which rate limits may refuse).

        * Each entry of the file is the `UserDetails` `get_user` answers for that profile
          (inferred: DOCS says "the user data for all user profiles" without its shape).
        * Called with the account's API key only: DOCS lists no `Profile-Key` header for this
          page, so a `Profile-Key` header is not read and the export is the account's.
        * A new file is made when the last one is 3 hours old or older (DOCS: "a new file may
          be generated every 3 hours"); until then the same file is answered. `lastUpdated` is
          when it was made, `nextUpdate` when the next one may be made (inferred: 3 hours
          later; the DOCS example shows 12 minutes), `urlAvailable` when the file can be read
          (DOCS example: 5 minutes after it is made) and `urlExpires` when its address stops
          working (DOCS: 7 days after it is made).
        * The reference server writes the file when it answers and serves it under its own
          base address (`/batch/users/<name>.json`, no API key: the address is unguessable,
          like the real service's pre-signed URL) from `urlAvailable` on (service clock);
          before then that address answers HTTP 404 with code 620 (`batch_file_not_ready`) and a
          `Retry-After` header giving the seconds left (inferred: DOCS does not say what the
          address answers early), and after `urlExpires` HTTP 404 with code 170. The real
          service's file is on cloud storage; a
          `batch` webhook event may announce it (DOCS), which the reference server does not
          send.
        """

        return await self._client.call(
            _GET_USER_BATCH,
            {},
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_pinterest_boards(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PinterestBoards:
        """The boards of the linked Pinterest account (`GET /user/details/pinterest`, get_pinterest_boards).

        The boards of the Pinterest account linked to the acting profile (ONE "Get Pinterest
        User Board Details"; DOCS apis/user/pinterest-board "Get Details for Pinterest User
        Boards"): the `boardId` a Pinterest post names is one of their `id`s.

        * Pinterest not linked to the acting profile: code 156 (MCP errors skill, FR).
        * A linked Pinterest account has at least one board (DOCS dashboard/connect-social-
          accounts/pinterest: a board must exist before the account can be linked).
        * The board fields are inferred from Pinterest's own board object (id, name,
          description, privacy); the answer's shape is not published.
        * In the reference server the sandbox network holds the boards: one to five, derived
          deterministically from the profile and the link (no internet), the same at every
          call.
        """

        return await self._client.call(
            _GET_PINTEREST_BOARDS,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def update_network_account(
        self,
        platform: UpdateNetworkAccountPlatform,
        body: NetworkAccountUpdate | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> NetworkAccountUpdated:
        """Update the linked network account's own data (`PATCH /user/{platform}`, update_network_account).

        Updates the data the network holds for the account linked to the acting profile
        (ONE "Update a Social Network Account/User (Platform)"; DOCS apis/user/update-user).
        Only Google Business Profile is supported (DOCS: path value `gbp`; the account is the
        one linked as `gmb`).

        * The body is the part of the location to change (DOCS body fields; this spec keeps
          `title`, `websiteUrl`, `phoneNumbers`, `adPhone`, `storeCode`, `labels`, `latlng`
          and `profile.description`, not Google's read-only `name`); fields not sent keep
          their value. At least one field (inferred).
        * Google Business Profile not linked: code 156.
        * Google allows `phoneNumbers` to be updated at most 5 times within a rolling 24
          hours; the 6th is refused with HTTP 400 (DOCS), code 615 (this spec's; service
          clock). The figures are `x-update-limits` (per field: `maxUpdates` within the last
          `windowSeconds`); an update counts until exactly `windowSeconds` after it (inferred).
        * The answer is the location after the update under `gmb` (DOCS example:
          `{"gmb": {"status": "success", "data": {"name": ...`); the location fields are
          inferred from the request fields. In the reference server the sandbox network holds
          the location: its `name` is derived from the link, its `title` starts as the link's
          display name.
        """

        return await self._client.call(
            _UPDATE_NETWORK_ACCOUNT,
            {
                "platform": platform,
                "profile_key": profile_key,
                "body": as_body(body, NetworkAccountUpdate),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_lookups(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> UserLookups:
        """The X users looked up this month (`GET /user/lookups`, get_user_lookups).

        The X accounts the account looked up in the current calendar month (UTC, service
        clock) by `userId` or `userName`, with `get_social_analytics` or the history by
        network of X (`GET /history/twitter`) (ONE "Retrieve Monthly User Lookups"; DOCS
        apis/utils/user-lookups: "the users (handles) looked up for the current month", the
        answer starting `{"x": [`).

        * One entry per distinct value looked up (a `userName` and a `userId` are distinct
          even when they name the same account), first lookup first; `created` is its first
          lookup of the month. The entry fields are inferred.
        * Lookups are made with the account's API key only (a `Profile-Key` refuses them with
          code 435), so the list is the account's: a `Profile-Key` header is not read here
          (inferred).
        """

        return await self._client.call(
            _GET_USER_LOOKUPS,
            {},
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncUserResourceWithRawResponse:
    """`AsyncUserResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncUserResource) -> None:
        self.get = async_to_raw_response(resource.get)
        self.get_batch = async_to_raw_response(resource.get_batch)
        self.get_pinterest_boards = async_to_raw_response(resource.get_pinterest_boards)
        self.update_network_account = async_to_raw_response(resource.update_network_account)
        self.get_lookups = async_to_raw_response(resource.get_lookups)


__all__ = [
    "AsyncUserResource",
    "AsyncUserResourceWithRawResponse",
    "UserResource",
    "UserResourceWithRawResponse",
]
