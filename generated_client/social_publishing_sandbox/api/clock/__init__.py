"""The control's status, the service clock, the plan and the limits of the account.

The `clock` resource of `SocialPublishing` (`ClockResource`) and `AsyncSocialPublishing`
(`AsyncClockResource`), and their raw-response variants, over this package's operation modules
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
from ...models.clock_freeze import ClockFreeze
from ...models.clock_state import ClockState
from ...models.control_status import ControlStatus
from ...models.plan_change import PlanChange
from ...models.rate_limit_change import RateLimitChange
from ...models.rate_limit_setting import RateLimitSetting
from ...models.transfer_limits import TransferLimits
from ...models.transfer_limits_change import TransferLimitsChange
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    freeze_clock,
    get_control_status,
    set_add_ons,
    set_auth_failure_limit,
    set_clock,
    set_plan,
    set_rate_limit,
    set_transfer_limits,
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
_FREEZE_CLOCK: Operation[ClockState] = Operation(
    "freeze_clock",
    "POST",
    freeze_clock._get_kwargs,
    freeze_clock._parse_response,
    result="ClockState",
)
_SET_PLAN: Operation[PlanChange] = Operation(
    "set_plan",
    "POST",
    set_plan._get_kwargs,
    set_plan._parse_response,
    result="PlanChange",
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
_SET_AUTH_FAILURE_LIMIT: Operation[AuthFailureLimitSetting] = Operation(
    "set_auth_failure_limit",
    "POST",
    set_auth_failure_limit._get_kwargs,
    set_auth_failure_limit._parse_response,
    result="AuthFailureLimitSetting",
)
_SET_TRANSFER_LIMITS: Operation[TransferLimits] = Operation(
    "set_transfer_limits",
    "POST",
    set_transfer_limits._get_kwargs,
    set_transfer_limits._parse_response,
    result="TransferLimits",
)


class ClockResource:
    """The control's status, the service clock, the plan and the limits of the account.

    The methods of `SocialPublishing.clock`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "ClockResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return ClockResourceWithRawResponse(self)

    def get_control_status(
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

    def set(
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
        makes due are published, feeds it makes due are checked (`x-feed-posting`), and
        webhook retries it makes due are attempted, before the answer. A retry is due on this
        clock at its failed attempt's time plus the next of `retryDelaysSeconds`
        (`x-webhook-delivery`, times `retryScale`), to the second: a move to the second
        before that does not send it, a move to that second does. Attempts in flight when the
        move arrives finish (and are timed) before the clock moves. Moving the clock back
        postpones pending retries; it never sends an attempt twice. A running clock runs on
        from the new time; a frozen one (`freeze_clock`) stays at it.

        This clock is the service's clock for every time rule, the protective ones included:
        failed-authentication windows and lockouts (`x-auth-failure-limit`), rate-limit
        windows and suspensions, and the expiry of presigned upload URLs, linking tokens and
        sessions. Freezing it keeps a lockout in force, and moving it back can make an expired
        URL or token valid again. That is deliberate: the suite drives each of those rules
        across its boundary with this clock. The clock belongs to the server's one account
        (the holder of its API key), so only that account's own limits and grants move with
        it; a server shared by several parties must not offer this interface (`--no-sandbox`
        on the reference server).
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

    def freeze(
        self,
        body: ClockFreeze | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ClockState:
        """Stop the server's clock, or let it run again (`POST /_sandbox/clock/frozen`, freeze_clock).

        With `frozen: true` the clock stops at its current second and stays there: every
        request sees that instant until the clock is set, moved (`set_clock`: it stays frozen at
        the new time) or let run again with `frozen: false` (it runs on from the instant it
        showed). A suite drives a rule one second either side of its boundary with a frozen
        clock, so a slow request cannot carry the clock over the boundary meanwhile. The clock
        is the account's: freeze it only as long as the boundary check needs.
        """

        return self._client.call(
            _FREEZE_CLOCK,
            {
                "profile_key": profile_key,
                "body": as_body(body, ClockFreeze),
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

        With `callingAddressOnly: true` the limit applies only to the acting profile's
        requests from the client address this request comes from (its bucket, named as
        `set_auth_failure_limit` names it: an IPv6 address by its prefix); they count in their
        own window, and requests from other addresses keep the profile's limit. This reaches
        operations that act only for the Primary Profile without refusing other clients of
        the account. `max: null` with the flag removes that address's limit. The answer then
        names the address.

        With `suspendAfter`, the acting User Profile is suspended after that many 429 answers
        within `x-rate-limit.suspension.withinHours` hours instead of `suspension.after`
        (`null`: the declared count again), so a suite reaches the suspension with a handful
        of requests; either way its count of 429 answers starts afresh and a suspension it
        is under ends. Without the field both stay as they are. The answer then gives the
        count in force.
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

    def set_auth_failure_limit(
        self,
        body: AuthFailureLimitChange | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AuthFailureLimitSetting:
        """Set a client address's failed-authentication limit (the calling one by default) (`POST /_sandbox/auth-failures`, set_auth_failure_limit).

        Sets how many failed authentications a client address may make per window of the
        API's `x-auth-failure-limit` (its bucket: an IPv6 address counts by its prefix): the
        address this request comes from, or the one named by `address`. With `max: null` it
        gives the address the server's configured limit again. Either way the address's
        current window is discarded, so an address refused for its failures is served again
        at once. Answers the address as the server names it and the limit now in force.

        Like every control operation this one is held to the limit: an address that has used
        up its failures is refused here too (429, code 181). So a suite lowers the limit of a
        second client address, reaches it from there, and puts it back from its own address
        by naming the second one in `address`.
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

    def set_transfer_limits(
        self,
        body: TransferLimitsChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> TransferLimits:
        """Lower the acting profile's feed read time and upload size limits (`POST /_sandbox/transfer-limits`, set_transfer_limits).

        Sets, for the acting profile, two limits of the API that a suite cannot reach at
        their declared values in a short run: how long one read of a feed (fetch and parse,
        `add_feed` and the feed checks) may take, `x-feed-posting.maxReadSeconds` of
        `add_feed` (a longer read fails as unreadable, 631), and how many bytes the PUT to a
        presigned upload URL of `get_media_upload_url` may carry, `x-upload-url.maxBytes`
        (a larger file is refused with code 122, HTTP 413, nothing stored). The upload limit
        in force is the one of the profile the URL was made for, when the PUT arrives.

        A field sent with a value sets that limit; sent as `null` it gives the limit its
        declared value again; left out it keeps the limit as it is. The declared values are
        the defaults. Answers both limits now in force for the acting profile (`{}` only
        reads them). The settings go with the profile when it is deleted.
        """

        return self._client.call(
            _SET_TRANSFER_LIMITS,
            {
                "profile_key": profile_key,
                "body": as_body(body, TransferLimitsChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class ClockResourceWithRawResponse:
    """`ClockResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: ClockResource) -> None:
        self.get_control_status = to_raw_response(resource.get_control_status)
        self.set = to_raw_response(resource.set)
        self.freeze = to_raw_response(resource.freeze)
        self.set_plan = to_raw_response(resource.set_plan)
        self.set_rate_limit = to_raw_response(resource.set_rate_limit)
        self.set_add_ons = to_raw_response(resource.set_add_ons)
        self.set_auth_failure_limit = to_raw_response(resource.set_auth_failure_limit)
        self.set_transfer_limits = to_raw_response(resource.set_transfer_limits)


class AsyncClockResource:
    """The control's status, the service clock, the plan and the limits of the account.

    The methods of `AsyncSocialPublishing.clock`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncClockResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncClockResourceWithRawResponse(self)

    async def get_control_status(
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

    async def set(
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
        makes due are published, feeds it makes due are checked (`x-feed-posting`), and
        webhook retries it makes due are attempted, before the answer. A retry is due on this
        clock at its failed attempt's time plus the next of `retryDelaysSeconds`
        (`x-webhook-delivery`, times `retryScale`), to the second: a move to the second
        before that does not send it, a move to that second does. Attempts in flight when the
        move arrives finish (and are timed) before the clock moves. Moving the clock back
        postpones pending retries; it never sends an attempt twice. A running clock runs on
        from the new time; a frozen one (`freeze_clock`) stays at it.

        This clock is the service's clock for every time rule, the protective ones included:
        failed-authentication windows and lockouts (`x-auth-failure-limit`), rate-limit
        windows and suspensions, and the expiry of presigned upload URLs, linking tokens and
        sessions. Freezing it keeps a lockout in force, and moving it back can make an expired
        URL or token valid again. That is deliberate: the suite drives each of those rules
        across its boundary with this clock. The clock belongs to the server's one account
        (the holder of its API key), so only that account's own limits and grants move with
        it; a server shared by several parties must not offer this interface (`--no-sandbox`
        on the reference server).
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

    async def freeze(
        self,
        body: ClockFreeze | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ClockState:
        """Stop the server's clock, or let it run again (`POST /_sandbox/clock/frozen`, freeze_clock).

        With `frozen: true` the clock stops at its current second and stays there: every
        request sees that instant until the clock is set, moved (`set_clock`: it stays frozen at
        the new time) or let run again with `frozen: false` (it runs on from the instant it
        showed). A suite drives a rule one second either side of its boundary with a frozen
        clock, so a slow request cannot carry the clock over the boundary meanwhile. The clock
        is the account's: freeze it only as long as the boundary check needs.
        """

        return await self._client.call(
            _FREEZE_CLOCK,
            {
                "profile_key": profile_key,
                "body": as_body(body, ClockFreeze),
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

        With `callingAddressOnly: true` the limit applies only to the acting profile's
        requests from the client address this request comes from (its bucket, named as
        `set_auth_failure_limit` names it: an IPv6 address by its prefix); they count in their
        own window, and requests from other addresses keep the profile's limit. This reaches
        operations that act only for the Primary Profile without refusing other clients of
        the account. `max: null` with the flag removes that address's limit. The answer then
        names the address.

        With `suspendAfter`, the acting User Profile is suspended after that many 429 answers
        within `x-rate-limit.suspension.withinHours` hours instead of `suspension.after`
        (`null`: the declared count again), so a suite reaches the suspension with a handful
        of requests; either way its count of 429 answers starts afresh and a suspension it
        is under ends. Without the field both stay as they are. The answer then gives the
        count in force.
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

    async def set_auth_failure_limit(
        self,
        body: AuthFailureLimitChange | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AuthFailureLimitSetting:
        """Set a client address's failed-authentication limit (the calling one by default) (`POST /_sandbox/auth-failures`, set_auth_failure_limit).

        Sets how many failed authentications a client address may make per window of the
        API's `x-auth-failure-limit` (its bucket: an IPv6 address counts by its prefix): the
        address this request comes from, or the one named by `address`. With `max: null` it
        gives the address the server's configured limit again. Either way the address's
        current window is discarded, so an address refused for its failures is served again
        at once. Answers the address as the server names it and the limit now in force.

        Like every control operation this one is held to the limit: an address that has used
        up its failures is refused here too (429, code 181). So a suite lowers the limit of a
        second client address, reaches it from there, and puts it back from its own address
        by naming the second one in `address`.
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

    async def set_transfer_limits(
        self,
        body: TransferLimitsChange | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> TransferLimits:
        """Lower the acting profile's feed read time and upload size limits (`POST /_sandbox/transfer-limits`, set_transfer_limits).

        Sets, for the acting profile, two limits of the API that a suite cannot reach at
        their declared values in a short run: how long one read of a feed (fetch and parse,
        `add_feed` and the feed checks) may take, `x-feed-posting.maxReadSeconds` of
        `add_feed` (a longer read fails as unreadable, 631), and how many bytes the PUT to a
        presigned upload URL of `get_media_upload_url` may carry, `x-upload-url.maxBytes`
        (a larger file is refused with code 122, HTTP 413, nothing stored). The upload limit
        in force is the one of the profile the URL was made for, when the PUT arrives.

        A field sent with a value sets that limit; sent as `null` it gives the limit its
        declared value again; left out it keeps the limit as it is. The declared values are
        the defaults. Answers both limits now in force for the acting profile (`{}` only
        reads them). The settings go with the profile when it is deleted.
        """

        return await self._client.call(
            _SET_TRANSFER_LIMITS,
            {
                "profile_key": profile_key,
                "body": as_body(body, TransferLimitsChange),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncClockResourceWithRawResponse:
    """`AsyncClockResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncClockResource) -> None:
        self.get_control_status = async_to_raw_response(resource.get_control_status)
        self.set = async_to_raw_response(resource.set)
        self.freeze = async_to_raw_response(resource.freeze)
        self.set_plan = async_to_raw_response(resource.set_plan)
        self.set_rate_limit = async_to_raw_response(resource.set_rate_limit)
        self.set_add_ons = async_to_raw_response(resource.set_add_ons)
        self.set_auth_failure_limit = async_to_raw_response(resource.set_auth_failure_limit)
        self.set_transfer_limits = async_to_raw_response(resource.set_transfer_limits)


__all__ = [
    "AsyncClockResource",
    "AsyncClockResourceWithRawResponse",
    "ClockResource",
    "ClockResourceWithRawResponse",
]
