"""Auto-schedule rules: schedules by title (set is an upsert), listed and deleted, and the slot
a post with `autoSchedule` is placed in: the first time of its schedule after both now and the
schedule's `lastScheduleDate`, on a listed day of the week, not on an excluded date, and not
before `setStartDate` (spec: `AutoSchedulePost`). Requests are read as their generated models
(`Call.body_as`: `set_auto_schedule`'s anyOf `AutoScheduleSettings` as the union of its
branches, `AutoScheduleDeletion`), whose `title` defaults to the spec's `default`."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    AutoScheduleDeleted,
    AutoScheduleDeletion,
    AutoScheduleList,
    AutoScheduleSet,
    AutoScheduleSettings,
    AutoScheduleStart,
    AutoScheduleTimes,
)

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..service import Call, Service

DEFAULT_TITLE = "default"
#: How far ahead a slot is looked for (the code 193 message says "within a year").
HORIZON_DAYS = 366
#: The stored rules that `set_auto_schedule` replaces (the others are kept across a set).
RULE_FIELDS = ("schedule", "daysOfWeek", "excludeDates")
#: `set_auto_schedule`'s body: the spec's anyOf `AutoScheduleSettings`, one model per branch.
AUTO_SCHEDULE_SETTINGS: TypeAdapter[AutoScheduleTimes | AutoScheduleStart] = TypeAdapter(
    AutoScheduleSettings
)


def _title(title: str | None) -> str:
    """A request's `title` (the model defaults it to the spec's `default`)."""
    return DEFAULT_TITLE if title is None else title


def auto_schedules_kept(service: Service, profile_id: int) -> int:
    """How many auto-schedules the profile keeps (against `autoSchedulesPerProfile`)."""
    return service.store.posts.count_auto_schedules(profile_id)


async def set_auto_schedule(service: Service, call: Call) -> AutoScheduleSet:
    request = call.body_one_of(AUTO_SCHEDULE_SETTINGS)
    title = _title(request.title)
    profile_id = call.profile.id
    store = service.store
    with store.transaction():
        rules = store.posts.auto_schedule(profile_id, title)
        most = service.spec.facts.limits.raw["autoSchedulesPerProfile"]
        kept = auto_schedules_kept(service, profile_id)
        if rules is None and service.seams.limits.reached("autoSchedulesPerProfile", kept, most):
            raise ApiError(
                ErrorCode.AUTO_SCHEDULE_LIMIT_REACHED,
                f"The profile keeps {most} auto-schedules, the most it may (x-limits).",
            )
        if rules is None and request.schedule is MISSING:
            raise ApiError(
                ErrorCode.AUTO_SCHEDULE_TIMES_REQUIRED,
                f"The schedule '{title[:100]}' does not exist yet: send its 'schedule' times.",
            )
        rules = dict(rules or {})
        if request.schedule is not MISSING:  # the times and rules are replaced (not
            for key in RULE_FIELDS:  # lastScheduleDate)
                rules.pop(key, None)
            rules["schedule"] = sorted({t.upper() for t in request.schedule})  # `10:00z` too
            if request.days_of_week is not MISSING:
                rules["daysOfWeek"] = sorted(set(request.days_of_week))
            if request.exclude_dates is not MISSING:
                rules["excludeDates"] = list(dict.fromkeys(request.exclude_dates))
        if request.set_start_date is not MISSING:
            rules["setStartDate"] = format_timestamp(request.set_start_date)
        store.posts.put_auto_schedule(profile_id, title, rules)
    shown = {k: rules[k] for k in (*RULE_FIELDS, "setStartDate") if k in rules}
    return AutoScheduleSet.model_validate(
        {"status": "success", "message": "Auto schedule set.", "title": title, **shown}
    )


async def list_auto_schedules(service: Service, call: Call) -> AutoScheduleList:
    schedules = service.store.posts.auto_schedules(call.profile.id)
    if not schedules:
        raise ApiError(ErrorCode.AUTO_SCHEDULE_NOT_FOUND, "No auto-schedule has been set.")
    return AutoScheduleList.model_validate({"status": "success", "schedules": schedules})


async def delete_auto_schedule(service: Service, call: Call) -> AutoScheduleDeleted:
    request = call.body_as(AutoScheduleDeletion)  # optional: none sent, every field its default
    title = _title(request.title)
    profile_id = call.profile.id
    store = service.store
    with store.transaction():
        rules = store.posts.auto_schedule(profile_id, title)
        if rules is None:
            raise ApiError(ErrorCode.AUTO_SCHEDULE_NOT_FOUND)
        if request.delete_last_schedule_date is True:
            rules.pop("lastScheduleDate", None)
            store.posts.put_auto_schedule(profile_id, title, rules)
            deleted = False
        else:
            store.posts.delete_auto_schedule(profile_id, title)
            deleted = True
    return AutoScheduleDeleted(title=title, deleted=deleted)


def next_slot(rules: dict[str, Any], now: datetime) -> datetime | None:
    """The first slot of ``rules`` after now and after `lastScheduleDate`, at or after
    `setStartDate`, on an allowed day; None when there is none within `HORIZON_DAYS`."""
    after = now
    if "lastScheduleDate" in rules:
        after = max(after, parse_timestamp(rules["lastScheduleDate"]))
    floor = parse_timestamp(rules["setStartDate"]) if "setStartDate" in rules else None
    times = sorted((int(t[:2]), int(t[3:5])) for t in rules["schedule"])
    days = set(rules.get("daysOfWeek", range(7)))
    excluded = set(rules.get("excludeDates", ()))
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
        rules = store.posts.auto_schedule(profile_id, title)
        if rules is None:
            raise ApiError(
                ErrorCode.AUTO_SCHEDULE_NOT_FOUND,
                f"No auto-schedule titled '{title[:100]}' has been set.",
            )
        slot = next_slot(rules, service.now())
        if slot is None:
            raise ApiError(ErrorCode.AUTO_SCHEDULE_NO_SLOT)
        rules["lastScheduleDate"] = format_timestamp(slot)
        store.posts.put_auto_schedule(profile_id, title, rules)
    return slot
