"""Rules of `get_webhook_history`: grouping by action, the `action` filter, newest first, and
the window of `x-limits.historyWindowMonths` months.

The shape of the answer (a key for every available action; with `action`, only that key) is
checked through the public API on a fresh User Profile. The entries need the test control
(`seed_webhook_history`): the public API records history only for deliveries, whose events it
cannot trigger (a linked network changing, a scheduled post published), and it can never make an
entry older than the window.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.samples import generic_event, messages_event, social_event
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient
from contract_tests.timeline import server_now
from spec_model.operation_ids import ControlOperationId, OperationId

_DAY = timedelta(days=1)


def _months_before(moment: datetime, months: int) -> datetime:
    """The same wall time ``months`` calendar months earlier (day clamped to the month)."""
    month_index = moment.year * 12 + (moment.month - 1) - months
    year, month = divmod(month_index, 12)
    day = moment.day
    while True:
        try:
            return moment.replace(year=year, month=month + 1, day=day)
        except ValueError:
            day -= 1


def _seed(
    profile: UserProfile, profile_sandbox: Sandbox
) -> tuple[datetime, dict[str, list[dict[str, Any]]]]:
    now = parse_timestamp(profile_sandbox.now())
    ref, title = profile.ref_id, profile.title
    entries = {
        "social": [
            social_event(created=now - 3 * _DAY, ref_id=ref, title=title, platform="facebook"),
            social_event(created=now - 1 * _DAY, ref_id=ref, title=title, platform="linkedin"),
        ],
        "messages": [messages_event(created=now - 2 * _DAY, ref_id=ref)],
        "feed": [generic_event(action="feed", created=now - 5 * _DAY, ref_id=ref)],
    }
    profile_sandbox.seed_history([e for group in entries.values() for e in group])
    return now, entries


def _history(client: ApiClient, spec: ApiSpec, **params: str) -> tuple[Any, Any]:
    response = client.get(spec.operation(OperationId.GET_WEBHOOK_HISTORY).path, params=params)
    return response, client.expect_status(response, 200, "get_webhook_history answers 200")


def _available(spec: ApiSpec, now: datetime) -> list[str]:
    sunsets = spec.action_sunsets()
    return [a for a in spec.webhook_actions if a not in sunsets or now < sunsets[a]]


def test_history_has_every_available_action(
    user_profile: UserProfile, spec: ApiSpec, has_sandbox: bool
) -> None:
    """Without `action`, a key (a list) for every action available now, each holding only
    entries of its action."""
    client = user_profile.client
    now = server_now(client, has_sandbox)
    response, body = _history(client, spec)
    missing = [a for a in _available(spec, now) if not isinstance(body.get(a), list)]
    if missing:
        client.fail(
            response,
            "history without action has a key for every available action",
            f"missing {missing}",
        )
    for action, entries in body.items():
        if any(e.get("action") != action for e in entries):
            client.fail(response, "history entries are grouped under their action", action)


def test_history_filter_keeps_one_action(user_profile: UserProfile, spec: ApiSpec) -> None:
    """With `action`, only that action's key is present."""
    client = user_profile.client
    for action in ("social", "batch"):
        response, body = _history(client, spec, action=action)
        if set(body) != {action} or not isinstance(body[action], list):
            client.fail(
                response,
                "with `action`, only that action's key is present",
                f"action={action}: keys {sorted(body)}",
            )


@pytest.mark.control(ControlOperationId.GET_CONTROL_STATUS, ControlOperationId.SEED_WEBHOOK_HISTORY)
def test_history_grouped_by_action_newest_first(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the entries are seeded (`seed_webhook_history`)."""
    client = user_profile.client
    now, seeded = _seed(user_profile, profile_sandbox)
    response, body = _history(client, spec)
    missing = [a for a in _available(spec, now) if a not in body]
    if missing:
        client.fail(
            response,
            "history without action has a key for every available action",
            f"missing {missing}",
        )
    for action, entries in body.items():
        for entry in entries:
            if entry.get("action") != action:
                client.fail(
                    response,
                    "history entries are grouped under their action",
                    f"{entry!r} under {action!r}",
                )
    for action, sent in seeded.items():
        got = [e["created"] for e in body.get(action, [])]
        want = sorted((e["created"] for e in sent), reverse=True)
        if got != want:
            client.fail(
                response,
                "history groups hold the profile's entries newest first",
                f"{action}: got {got}, want {want}",
            )


@pytest.mark.control(ControlOperationId.GET_CONTROL_STATUS, ControlOperationId.SEED_WEBHOOK_HISTORY)
def test_history_action_filter(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the filtered entries are seeded (`seed_webhook_history`)."""
    client = user_profile.client
    _, seeded = _seed(user_profile, profile_sandbox)
    response, body = _history(client, spec, action="social")
    if set(body) != {"social"}:
        client.fail(
            response, "with `action`, only that action's key is present", f"keys {sorted(body)}"
        )
    if len(body["social"]) != len(seeded["social"]):
        client.fail(
            response,
            "the filtered history holds that action's entries",
            f"got {len(body['social'])}",
        )


@pytest.mark.control(ControlOperationId.GET_CONTROL_STATUS, ControlOperationId.SEED_WEBHOOK_HISTORY)
def test_history_window(user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec) -> None:
    """Only the control can make an entry older than the window (the public API records
    deliveries as they happen)."""
    client = user_profile.client
    now = parse_timestamp(profile_sandbox.now())
    months = int(spec.limits["historyWindowMonths"])
    edge = _months_before(now, months)
    ref, title = user_profile.ref_id, user_profile.title
    inside = social_event(created=edge + _DAY, ref_id=ref, title=title, platform="reddit")
    outside = social_event(created=edge - _DAY, ref_id=ref, title=title, platform="tiktok")
    old = generic_event(action="batch", created=edge - 30 * _DAY, ref_id=ref)
    profile_sandbox.seed_history([inside, outside, old])
    for params in ({}, {"action": "social"}):
        response, body = _history(client, spec, **params)
        created = [e["created"] for e in body.get("social", [])]
        rule = f"history holds the last x-limits.historyWindowMonths ({months}) months only"
        if outside["created"] in created:
            client.fail(response, rule, f"an entry of {outside['created']} is listed (now {now})")
        if inside["created"] not in created:
            client.fail(response, rule, f"an entry of {inside['created']} is missing (now {now})")
        if any(e.get("created") == old["created"] for e in body.get("batch", [])):
            client.fail(response, rule, f"an entry of {old['created']} is listed (now {now})")
