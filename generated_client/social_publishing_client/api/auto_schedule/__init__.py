"""Posting schedules that place posts in their next free time slot.

The `auto_schedule` resource of `SocialPublishing` (`AutoscheduleResource`) and `AsyncSocialPublishing`
(`AsyncAutoscheduleResource`), and their raw-response variants, over this package's operation modules
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
from ...models.auto_schedule_deleted import AutoScheduleDeleted
from ...models.auto_schedule_deletion import AutoScheduleDeletion
from ...models.auto_schedule_list import AutoScheduleList
from ...models.auto_schedule_set import AutoScheduleSet
from ...models.auto_schedule_start import AutoScheduleStart
from ...models.auto_schedule_times import AutoScheduleTimes
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import delete_auto_schedule, list_auto_schedules, set_auto_schedule

_SET_AUTO_SCHEDULE: Operation[AutoScheduleSet] = Operation(
    "set_auto_schedule",
    "POST",
    set_auto_schedule._get_kwargs,
    set_auto_schedule._parse_response,
    result="AutoScheduleSet",
)
_LIST_AUTO_SCHEDULES: Operation[AutoScheduleList] = Operation(
    "list_auto_schedules",
    "GET",
    list_auto_schedules._get_kwargs,
    list_auto_schedules._parse_response,
    result="AutoScheduleList",
)
_DELETE_AUTO_SCHEDULE: Operation[AutoScheduleDeleted] = Operation(
    "delete_auto_schedule",
    "DELETE",
    delete_auto_schedule._get_kwargs,
    delete_auto_schedule._parse_response,
    result="AutoScheduleDeleted",
)


class AutoscheduleResource:
    """Posting schedules that place posts in their next free time slot.

    The methods of `SocialPublishing.auto_schedule`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AutoscheduleResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AutoscheduleResourceWithRawResponse(self)

    def set_auto_schedule(
        self,
        body: AutoScheduleStart | AutoScheduleTimes | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoScheduleSet:
        """Set an auto-post schedule (`POST /auto-schedule/set`, set_auto_schedule).

        Creates or replaces (by `title`) a schedule of posting times. A post sent to
        `create_post` with `autoSchedule: {schedule: true, title}` is then placed in the next
        free slot of that schedule (see `AutoSchedulePost`) and published by the scheduler at
        that time, like any scheduled post. Replacing a schedule keeps its `lastScheduleDate`,
        so posts already placed are not placed again; `setStartDate` moves where new posts
        start. A new title needs `schedule` (code 194 otherwise).
        """

        return self._client.call(
            _SET_AUTO_SCHEDULE,
            {
                "profile_key": profile_key,
                "body": as_body(body, AutoScheduleTimes, AutoScheduleStart),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list_auto_schedules(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoScheduleList:
        """List the auto-post schedules (`GET /auto-schedule/list`, list_auto_schedules).

        The acting profile's schedules by title, each with its times, rules and
        `lastScheduleDate`. A profile that has none answers 404 with code 192 (CORSAIR: "no
        auto-schedules have ever been set"; the HTTP status is inferred).
        """

        return self._client.call(
            _LIST_AUTO_SCHEDULES,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def delete_auto_schedule(
        self,
        body: AutoScheduleDeletion | Mapping[str, Any] | Unset = UNSET,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoScheduleDeleted:
        """Delete an auto-post schedule (`DELETE /auto-schedule/delete`, delete_auto_schedule).

        Deletes the schedule named by `title` (default `default`); posts already placed keep
        their dates. With `deleteLastScheduleDate: true` the schedule stays and only its
        `lastScheduleDate` is cleared, so new posts are placed from now on (inferred from ONE).
        An unknown title answers 404 with code 192.
        """

        return self._client.call(
            _DELETE_AUTO_SCHEDULE,
            {
                "profile_key": profile_key,
                "body": body if isinstance(body, Unset) else as_body(body, AutoScheduleDeletion),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AutoscheduleResourceWithRawResponse:
    """`AutoscheduleResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AutoscheduleResource) -> None:
        self.set_auto_schedule = to_raw_response(resource.set_auto_schedule)
        self.list_auto_schedules = to_raw_response(resource.list_auto_schedules)
        self.delete_auto_schedule = to_raw_response(resource.delete_auto_schedule)


class AsyncAutoscheduleResource:
    """Posting schedules that place posts in their next free time slot.

    The methods of `AsyncSocialPublishing.auto_schedule`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncAutoscheduleResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncAutoscheduleResourceWithRawResponse(self)

    async def set_auto_schedule(
        self,
        body: AutoScheduleStart | AutoScheduleTimes | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoScheduleSet:
        """Set an auto-post schedule (`POST /auto-schedule/set`, set_auto_schedule).

        Creates or replaces (by `title`) a schedule of posting times. A post sent to
        `create_post` with `autoSchedule: {schedule: true, title}` is then placed in the next
        free slot of that schedule (see `AutoSchedulePost`) and published by the scheduler at
        that time, like any scheduled post. Replacing a schedule keeps its `lastScheduleDate`,
        so posts already placed are not placed again; `setStartDate` moves where new posts
        start. A new title needs `schedule` (code 194 otherwise).
        """

        return await self._client.call(
            _SET_AUTO_SCHEDULE,
            {
                "profile_key": profile_key,
                "body": as_body(body, AutoScheduleTimes, AutoScheduleStart),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list_auto_schedules(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoScheduleList:
        """List the auto-post schedules (`GET /auto-schedule/list`, list_auto_schedules).

        The acting profile's schedules by title, each with its times, rules and
        `lastScheduleDate`. A profile that has none answers 404 with code 192 (CORSAIR: "no
        auto-schedules have ever been set"; the HTTP status is inferred).
        """

        return await self._client.call(
            _LIST_AUTO_SCHEDULES,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def delete_auto_schedule(
        self,
        body: AutoScheduleDeletion | Mapping[str, Any] | Unset = UNSET,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoScheduleDeleted:
        """Delete an auto-post schedule (`DELETE /auto-schedule/delete`, delete_auto_schedule).

        Deletes the schedule named by `title` (default `default`); posts already placed keep
        their dates. With `deleteLastScheduleDate: true` the schedule stays and only its
        `lastScheduleDate` is cleared, so new posts are placed from now on (inferred from ONE).
        An unknown title answers 404 with code 192.
        """

        return await self._client.call(
            _DELETE_AUTO_SCHEDULE,
            {
                "profile_key": profile_key,
                "body": body if isinstance(body, Unset) else as_body(body, AutoScheduleDeletion),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncAutoscheduleResourceWithRawResponse:
    """`AsyncAutoscheduleResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncAutoscheduleResource) -> None:
        self.set_auto_schedule = async_to_raw_response(resource.set_auto_schedule)
        self.list_auto_schedules = async_to_raw_response(resource.list_auto_schedules)
        self.delete_auto_schedule = async_to_raw_response(resource.delete_auto_schedule)


__all__ = [
    "AsyncAutoscheduleResource",
    "AsyncAutoscheduleResourceWithRawResponse",
    "AutoscheduleResource",
    "AutoscheduleResourceWithRawResponse",
]
