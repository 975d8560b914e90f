"""Auto-schedule rules: a schedule is set (an upsert by title), listed and deleted, through the
public API (and its un-suffixed alias paths); a profile keeps at most
`x-limits.autoSchedulesPerProfile` schedules (634 for one more; a kept one still changes);
posts with `autoSchedule` take the schedule's successive free slots, skipping days not listed
and excluded dates, and are published at their slot (this needs the control: a network must
be linked and the clock set)."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest

from contract_tests import read_back
from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result


def _call(
    client: ApiClient, spec: ApiSpec, operation_id: OperationId, body: Any = None
) -> httpx.Response:
    operation = spec.operation(operation_id)
    return client.request(operation.method.upper(), operation.path, json_body=body)


def _schedules(client: ApiClient, spec: ApiSpec, operation_id: OperationId) -> dict[str, Any]:
    response = _call(client, spec, operation_id)
    body = client.expect_status(response, 200, f"{operation_id} lists the schedules set")
    schedules = body.get("schedules") if isinstance(body, dict) else None
    if not isinstance(schedules, dict):
        client.fail(response, f"{operation_id} answers {{status, schedules: {{title: ...}}}}")
    return schedules


@pytest.mark.reads_back(
    OperationId.SET_AUTO_SCHEDULE,
    OperationId.SET_AUTO_SCHEDULE_LEGACY,
    OperationId.DELETE_AUTO_SCHEDULE,
    OperationId.DELETE_AUTO_SCHEDULE_LEGACY,
)
def test_schedules_set_listed_and_deleted(spec: ApiSpec, user_profile: UserProfile) -> None:
    client = user_profile.client
    client.expect_error(
        _call(client, spec, OperationId.LIST_AUTO_SCHEDULES),
        "auto_schedule_not_found",
        "a profile without auto-schedules lists none (auto_schedule_not_found)",
    )
    first = f"Contract {uuid.uuid4().hex[:8]}"
    response = _call(
        client,
        spec,
        OperationId.SET_AUTO_SCHEDULE,
        {"title": first, "schedule": ["20:14Z", "13:05Z", "13:05Z"]},
    )
    body = client.expect_status(response, 200, "set_auto_schedule sets a schedule")
    if body.get("title") != first or body.get("schedule") != ["13:05Z", "20:14Z"]:
        client.fail(
            response,
            "set_auto_schedule answers the title and its times sorted, each once",
            f"got title {body.get('title')!r}, schedule {body.get('schedule')!r}",
        )
    response = _call(
        client,
        spec,
        OperationId.SET_AUTO_SCHEDULE,
        {"title": first, "schedule": ["09:30Z"], "daysOfWeek": [2]},
    )
    client.expect_status(response, 200, "set_auto_schedule replaces a schedule by title")
    listed = _schedules(client, spec, OperationId.LIST_AUTO_SCHEDULES)
    rules = listed.get(first, {})
    if (
        list(listed) != [first]
        or rules.get("schedule") != ["09:30Z"]
        or rules.get("daysOfWeek") != [2]
    ):
        client.fail(
            response,
            "set_auto_schedule is an upsert by title: the second set replaces the first",
            f"listed {listed!r}",
        )
    second = f"Contract {uuid.uuid4().hex[:8]}"
    legacy = [op for op in spec.paths if op.alias_of == OperationId.SET_AUTO_SCHEDULE]
    set_id = OperationId(legacy[0].operation_id) if legacy else OperationId.SET_AUTO_SCHEDULE
    # the zone letter may be written lowercase; the schedule keeps it uppercase
    response = _call(client, spec, set_id, {"title": second, "schedule": ["18:00z"]})
    client.expect_status(response, 200, f"{set_id} sets a second schedule (a time `18:00z`)")
    list_legacy = [op for op in spec.paths if op.alias_of == OperationId.LIST_AUTO_SCHEDULES]
    list_id = (
        OperationId(list_legacy[0].operation_id) if list_legacy else OperationId.LIST_AUTO_SCHEDULES
    )
    if sorted(_schedules(client, spec, list_id)) != sorted([first, second]):
        client.fail(response, f"{list_id} lists every schedule by title", "")
    kept = _schedules(client, spec, OperationId.LIST_AUTO_SCHEDULES).get(second, {})
    if kept.get("schedule") != ["18:00Z"]:
        client.fail(response, "a time written `18:00z` is kept and listed as `18:00Z`", f"{kept}")
    response = _call(client, spec, OperationId.DELETE_AUTO_SCHEDULE, {"title": first})
    body = client.expect_status(response, 200, "delete_auto_schedule deletes by title")
    if body.get("deleted") is not True or list(
        _schedules(client, spec, OperationId.LIST_AUTO_SCHEDULES)
    ) != [second]:
        client.fail(response, "delete_auto_schedule deletes the schedule named by title", f"{body}")
    client.expect_error(
        _call(client, spec, OperationId.DELETE_AUTO_SCHEDULE, {"title": first}),
        "auto_schedule_not_found",
        "deleting an unknown schedule answers auto_schedule_not_found",
    )
    delete_legacy = [op for op in spec.paths if op.alias_of == OperationId.DELETE_AUTO_SCHEDULE]
    delete_id = (
        OperationId(delete_legacy[0].operation_id)
        if delete_legacy
        else OperationId.DELETE_AUTO_SCHEDULE
    )
    response = _call(client, spec, delete_id, {"title": second})
    client.expect_status(response, 200, f"{delete_id} deletes by title")
    client.expect_error(
        _call(client, spec, OperationId.LIST_AUTO_SCHEDULES),
        "auto_schedule_not_found",
        read_back.rule(
            delete_id, "list_auto_schedules lists no schedule after the last is deleted"
        ),
    )
    client.expect_error(
        _call(
            client,
            spec,
            OperationId.SET_AUTO_SCHEDULE,
            {"title": f"New {uuid.uuid4().hex[:6]}", "setStartDate": "2030-01-01T00:00:00Z"},
        ),
        "auto_schedule_times_required",
        "a new schedule without its times is refused",
    )


#: A Monday noon; the rules below and the slots they give (Wednesday 11/25 is excluded).
NOW = "2026-11-23T12:00:00Z"
RULES = {"schedule": ["20:14Z", "13:05Z"], "daysOfWeek": [1, 3], "excludeDates": ["11/25/2026"]}
SLOTS = ["2026-11-23T13:05:00Z", "2026-11-23T20:14:00Z", "2026-11-30T13:05:00Z"]


def _auto_post(client: ApiClient, spec: ApiSpec, title: str, text: str) -> dict[str, Any]:
    body = {
        "post": text,
        "platforms": ["linkedin"],
        "autoSchedule": {"schedule": True, "title": title},
    }
    response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
    return dict(
        unwrap_post_result(
            client.expect_status(response, 200, "an auto-scheduled post is accepted")
        )
    )


def test_auto_schedules_per_profile_limit(spec: ApiSpec, user_profile: UserProfile) -> None:
    """`x-limits.autoSchedulesPerProfile` schedules are kept; a new title past them is refused
    (auto_schedule_limit_reached, also by the deprecated alias), a kept one can still be
    changed."""
    client = user_profile.client
    most = int(spec.facts.limits.raw["autoSchedulesPerProfile"])
    rule = "a profile keeps at most autoSchedulesPerProfile auto-schedules"
    for n in range(most):
        response = _call(
            client,
            spec,
            OperationId.SET_AUTO_SCHEDULE,
            {"title": f"Limit {n}", "schedule": ["09:00Z"]},
        )
        client.expect_status(response, 200, "set_auto_schedule sets a schedule")
    for operation_id in (
        OperationId.SET_AUTO_SCHEDULE,
        OperationId.SET_AUTO_SCHEDULE_LEGACY,
    ):  # and its alias
        response = _call(
            client, spec, operation_id, {"title": "Limit over", "schedule": ["09:00Z"]}
        )
        client.expect_error(response, "auto_schedule_limit_reached", f"{operation_id}: {rule}")
    if len(_schedules(client, spec, OperationId.LIST_AUTO_SCHEDULES)) != most:
        client.fail(response, rule, "list_auto_schedules lists another number")
    response = _call(
        client, spec, OperationId.SET_AUTO_SCHEDULE, {"title": "Limit 0", "schedule": ["10:00Z"]}
    )
    client.expect_status(response, 200, f"{rule}: a kept schedule still changes")


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_auto_scheduled_posts_take_successive_slots(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the clock fixes 'now' and a linked network lets posts be placed."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    title = f"Slots {uuid.uuid4().hex[:8]}"
    with profile_sandbox.clock_at(NOW):
        client.expect_status(
            _call(client, spec, OperationId.SET_AUTO_SCHEDULE, {"title": title, **RULES}),
            200,
            "set_auto_schedule sets a schedule",
        )
        placed = [_auto_post(client, spec, title, f"Slot {i}") for i in range(len(SLOTS))]
        got = [p.get("scheduleDate") for p in placed]
        if got != SLOTS:
            client.fail(
                client.get(spec.operation(OperationId.GET_POST_HISTORY).path),
                "auto-scheduled posts take the schedule's successive free slots (listed days, "
                "no excluded date)",
                f"with the clock at {NOW} and {RULES}: expected {SLOTS}, got {got}",
            )
        listed = _schedules(client, spec, OperationId.LIST_AUTO_SCHEDULES).get(title, {})
        if listed.get("lastScheduleDate") != SLOTS[-1]:
            client.fail(
                _call(client, spec, OperationId.LIST_AUTO_SCHEDULES),
                "list_auto_schedules shows the last slot taken as lastScheduleDate",
                f"got {listed.get('lastScheduleDate')!r}",
            )
        client.expect_status(
            _call(
                client,
                spec,
                OperationId.DELETE_AUTO_SCHEDULE,
                {"title": title, "deleteLastScheduleDate": True},
            ),
            200,
            "delete_auto_schedule with deleteLastScheduleDate clears the last slot",
        )
        again = _auto_post(client, spec, title, "After the reset")
        if again.get("scheduleDate") != SLOTS[0]:
            client.fail(
                client.get(spec.operation(OperationId.GET_POST_HISTORY).path),
                "after deleteLastScheduleDate new posts are placed from now on",
                f"expected {SLOTS[0]}, got {again.get('scheduleDate')!r}",
            )
    with profile_sandbox.clock_at("2026-11-23T13:06:00Z"):
        record = client.expect_status(
            client.get(
                spec.operation(OperationId.GET_POST).path.replace("{id}", str(placed[0]["id"]))
            ),
            200,
            "get_post answers 200",
        )
        if record.get("status") != "success":
            client.fail(
                client.get(
                    spec.operation(OperationId.GET_POST).path.replace("{id}", str(placed[0]["id"]))
                ),
                "an auto-scheduled post is published at its slot",
                f"status {record.get('status')!r} a minute after {SLOTS[0]}",
            )
