"""Auto-schedule rules: schedules by title (set is an upsert), listed and deleted, and the slot
a post with `autoSchedule` is placed in: the first time of its schedule after both now and the
schedule's `lastScheduleDate`, on a listed day of the week, not on an excluded date, and not
before `setStartDate` (spec: `AutoSchedulePost`). Requests are read as their generated models
(`Call.body_as`: `set_auto_schedule`'s anyOf `AutoScheduleSettings` as the union of its
branches, `AutoScheduleDeletion`), whose `title` defaults to the spec's `default`; a
profile's schedules are stored and read back as the generated `ScheduleRules`."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from typing import TypeVar

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    AutoScheduleDeleted,
    AutoScheduleDeletion,
    AutoScheduleList,
    AutoScheduleSet,
    AutoScheduleSettings,
    AutoScheduleStart,
    AutoScheduleTimes,
    ScheduleRules,
)

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..service import Call, Service, model_data
from ..store import Store

T = TypeVar("T")

DEFAULT_TITLE = "default"
#: How far ahead a slot is looked for (the code 193 message says "within a year").
HORIZON_DAYS = 366
#: `set_auto_schedule`'s body: the spec's anyOf `AutoScheduleSettings`, one model per branch.
AUTO_SCHEDULE_SETTINGS: TypeAdapter[AutoScheduleTimes | AutoScheduleStart] = TypeAdapter(
    AutoScheduleSettings
)


def _title(title: str | None) -> str:
    """A request's `title` (the model defaults it to the spec's `default`)."""
    return DEFAULT_TITLE if title is None else title


def _stored(store: Store, profile_id: int, title: str) -> ScheduleRules | None:
    """The profile's schedule `title` as stored (the generated `ScheduleRules`), or None."""
    rules = store.posts.auto_schedule(profile_id, title)
    return None if rules is None else ScheduleRules.model_validate(rules)


def _store(store: Store, profile_id: int, title: str, rules: ScheduleRules) -> None:
    store.posts.put_auto_schedule(profile_id, title, dict(model_data(rules)))


def auto_schedules_kept(service: Service, profile_id: int) -> int:
    """How many auto-schedules the profile keeps (against `autoSchedulesPerProfile`)."""
    return service.store.posts.count_auto_schedules(profile_id)


async def set_auto_schedule(service: Service, call: Call) -> AutoScheduleSet:
    request = call.body_one_of(AUTO_SCHEDULE_SETTINGS)
    title = _title(request.title)
    profile_id = call.profile.id
    store = service.store
    with store.transaction():
        stored = _stored(store, profile_id, title)
        most = service.spec.facts.limits.raw["autoSchedulesPerProfile"]
        kept = auto_schedules_kept(service, profile_id)
        if stored is None and service.seams.limits.reached("autoSchedulesPerProfile", kept, most):
            raise ApiError(
                ErrorCode.AUTO_SCHEDULE_LIMIT_REACHED,
                f"The profile keeps {most} auto-schedules, the most it may (x-limits).",
            )
        if request.schedule is not MISSING:  # the times and their rules are replaced; the
            rules = ScheduleRules(  # start and the last slot taken are kept
                schedule=sorted({t.upper() for t in request.schedule}),  # `10:00z` too
                days_of_week=_sent(request.days_of_week, lambda d: sorted(set(d))),
                exclude_dates=_sent(request.exclude_dates, lambda d: list(dict.fromkeys(d))),
                set_start_date=MISSING if stored is None else stored.set_start_date,
                last_schedule_date=MISSING if stored is None else stored.last_schedule_date,
            )
        elif stored is None:
            raise ApiError(
                ErrorCode.AUTO_SCHEDULE_TIMES_REQUIRED,
                f"The schedule '{title[:100]}' does not exist yet: send its 'schedule' times.",
            )
        else:
            rules = stored
        if request.set_start_date is not MISSING:
            rules.set_start_date = request.set_start_date
        _store(store, profile_id, title, rules)
    return AutoScheduleSet(
        message="Auto schedule set.",
        title=title,
        schedule=rules.schedule,
        days_of_week=rules.days_of_week,
        exclude_dates=rules.exclude_dates,
        set_start_date=rules.set_start_date,
    )


def _sent(value: list[T] | MISSING, kept: Callable[[list[T]], list[T]]) -> list[T] | MISSING:
    """`kept(value)` of a list sent, MISSING when it was not."""
    return MISSING if value is MISSING else kept(value)


async def list_auto_schedules(service: Service, call: Call) -> AutoScheduleList:
    schedules = service.store.posts.auto_schedules(call.profile.id)
    if not schedules:
        raise ApiError(ErrorCode.AUTO_SCHEDULE_NOT_FOUND, "No auto-schedule has been set.")
    listed = {title: ScheduleRules.model_validate(rules) for title, rules in schedules.items()}
    return AutoScheduleList(schedules=listed)


async def delete_auto_schedule(service: Service, call: Call) -> AutoScheduleDeleted:
    request = call.body_as(AutoScheduleDeletion)  # optional: none sent, every field its default
    title = _title(request.title)
    profile_id = call.profile.id
    store = service.store
    with store.transaction():
        rules = _stored(store, profile_id, title)
        if rules is None:
            raise ApiError(ErrorCode.AUTO_SCHEDULE_NOT_FOUND)
        if request.delete_last_schedule_date is True:
            rules.last_schedule_date = MISSING
            _store(store, profile_id, title, rules)
            deleted = False
        else:
            store.posts.delete_auto_schedule(profile_id, title)
            deleted = True
    return AutoScheduleDeleted(title=title, deleted=deleted)


def next_slot(rules: ScheduleRules, now: datetime) -> datetime | None:
    """The first slot of ``rules`` after now and after `lastScheduleDate`, at or after
    `setStartDate`, on an allowed day; None when there is none within `HORIZON_DAYS`."""
    last = rules.last_schedule_date
    after = now if last is MISSING else max(now, last)
    floor = None if rules.set_start_date is MISSING else rules.set_start_date
    times = sorted((int(t[:2]), int(t[3:5])) for t in rules.schedule)
    days = set(range(7) if rules.days_of_week is MISSING else rules.days_of_week)
    excluded = set(() if rules.exclude_dates is MISSING else rules.exclude_dates)
    day: date = max(after, floor).date() if floor is not None else after.date()
    for _ in range(HORIZON_DAYS + 1):
        weekday = (day.weekday() + 1) % 7  # 0 = Sunday, as the spec counts
        if weekday in days and day.strftime("%m/%d/%Y") not in excluded:
            for hour, minute in times:
                slot = datetime(day.year, day.month, day.day, hour, minute, tzinfo=UTC)
                if slot > after and (floor is None or slot >= floor):
                    return slot
        day += timedelta(days=1)
    return None


def place_post(service: Service, profile_id: int, title: str) -> datetime:
    """Take the next free slot of the profile's schedule ``title`` (its `lastScheduleDate`
    moves there, in one write transaction, so two posts never share a slot)."""
    store = service.store
    with store.transaction():
        rules = _stored(store, profile_id, title)
        if rules is None:
            raise ApiError(
                ErrorCode.AUTO_SCHEDULE_NOT_FOUND,
                f"No auto-schedule titled '{title[:100]}' has been set.",
            )
        slot = next_slot(rules, service.now())
        if slot is None:
            raise ApiError(ErrorCode.AUTO_SCHEDULE_NO_SLOT)
        rules.last_schedule_date = slot
        _store(store, profile_id, title, rules)
    return slot
