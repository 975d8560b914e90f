"""Faults the rules of `contract_tests/test_rules_auto_schedule.py` must catch."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import LimitNeverReached, asks, with_seams
from tests.contract_power.faults.exchange import (
    JSON_CONTENT_TYPE,
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import fields_ignored, on, refusal_accepted, write_ignored

if TYPE_CHECKING:
    from reference_server.parts import ServerParts


@fault("test_schedules_set_listed_and_deleted", "set_auto_schedule is an upsert by title")
@exchange
async def auto_schedule_set_merges(request: Request, call: Call) -> Response:
    """Setting a known title adds its new times to the old ones instead of replacing them."""
    body = request.json()
    if asks(request, "POST", "/auto-schedule/set", "/auto-schedule") and isinstance(body, dict):
        listing = await call(replace(request, method="GET", path="/auto-schedule/list", body=b""))
        old = (listing.json() or {}).get("schedules", {}).get(body.get("title", "default"))
        if isinstance(old, dict) and isinstance(body.get("schedule"), list):
            times = sorted(set(body["schedule"]) | set(old.get("schedule", [])))
            request = request.with_json({**body, "schedule": times})
    return await call(request)


@fault("test_schedules_set_listed_and_deleted", "sets a second schedule (a time `18:00z`)")
@exchange
async def auto_schedule_lowercase_zone_refused(request: Request, call: Call) -> Response:
    """A time written with a lowercase zone letter (`18:00z`) is refused as invalid (101)."""
    body = request.json()
    paths = ("/auto-schedule/set", "/auto-schedule")
    if asks(request, "POST", *paths) and isinstance(body, dict):
        times = body.get("schedule")
        if isinstance(times, list) and any(str(t).endswith("z") for t in times):
            request = request.with_json({**body, "schedule": ["not a time"]})
    return await call(request)


@fault("test_schedules_set_listed_and_deleted", "delete_auto_schedule deletes the schedule")
@exchange
async def auto_schedule_delete_noop(request: Request, call: Call) -> Response:
    """delete_auto_schedule answers success and deletes nothing."""
    body = request.json()
    deleting = isinstance(body, dict) and not body.get("deleteLastScheduleDate")
    if asks(request, "DELETE", "/auto-schedule/delete", "/auto-schedule") and deleting:
        answer = {"status": "success", "title": body.get("title", "default"), "deleted": True}
        return Response(200, [("content-type", JSON_CONTENT_TYPE)], json.dumps(answer).encode())
    return await call(request)


@fault("test_auto_scheduled_posts_take", "auto-scheduled posts take the schedule's successive")
@fields_ignored(on("POST", "/auto-schedule/set", "/auto-schedule"), "excludeDates")
def auto_schedule_excluded_dates_ignored() -> None:
    """`excludeDates` of a schedule is dropped: posts land on excluded dates."""


@fault(
    "test_auto_schedules_per_profile_limit",
    "a profile keeps at most autoSchedulesPerProfile",
    parts=True,
)
def auto_schedule_limit_ignored(parts: ServerParts) -> ServerParts:
    """A profile keeps as many auto-schedules as it sets (`autoSchedulesPerProfile` unused)."""
    return with_seams(parts, limits=LimitNeverReached("autoSchedulesPerProfile"))


# -- writes answered as done and never applied (read-back rules) ---------------------------------
async def _schedule_set(request: Request, call: Call) -> dict[str, Any]:
    """The title sent and its times sorted, each once."""
    sent = request.json() if isinstance(request.json(), dict) else {}
    return {"title": sent.get("title"), "schedule": sorted(set(sent.get("schedule") or []))}


set_auto_schedule_ignored = write_ignored(
    OperationId.SET_AUTO_SCHEDULE,
    caught_by=fault(
        "test_schedules_set_listed_and_deleted", "list_auto_schedules lists the schedules set"
    ),
    answer=_schedule_set,
)
set_auto_schedule_legacy_ignored = write_ignored(
    OperationId.SET_AUTO_SCHEDULE_LEGACY,
    caught_by=fault("test_schedules_set_listed_and_deleted", "lists every schedule by title"),
)
delete_auto_schedule_ignored = write_ignored(
    OperationId.DELETE_AUTO_SCHEDULE,
    caught_by=fault(
        "test_schedules_set_listed_and_deleted",
        "delete_auto_schedule deletes the schedule named by title",
    ),
)
delete_auto_schedule_legacy_ignored = write_ignored(
    OperationId.DELETE_AUTO_SCHEDULE_LEGACY,
    caught_by=fault(
        "test_schedules_set_listed_and_deleted", "delete_auto_schedule_legacy is read back"
    ),
)


@fault(
    "test_auto_schedules_per_profile_limit",
    "set_auto_schedule_legacy: a profile keeps at most autoSchedulesPerProfile",
)
@refusal_accepted(
    ErrorCode.AUTO_SCHEDULE_LIMIT_REACHED, {"status": "success"}, where=on("POST", "/auto-schedule")
)
def legacy_auto_schedule_past_limit() -> None:
    """The deprecated alias set_auto_schedule_legacy sets a schedule past
    autoSchedulesPerProfile."""
