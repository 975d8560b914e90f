"""Rules of `get_post_history`: newest first, and the `type`, `status`, `platforms`, `limit`,
`lastDays` and `startDate`/`endDate` filters (both inclusive; a scheduled post dated by its
`scheduleDate`, spec/paths/posts.yaml); `limit` takes up to `x-limits.postHistoryMaxLimit`
and refuses one more; scheduled posts are stored as scheduled until their date."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result


def _create(client: ApiClient, spec: ApiSpec, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
    return dict(
        unwrap_post_result(
            client.expect_status(response, 200, "create_post publishes or schedules")
        )
    )


def _history(client: ApiClient, spec: ApiSpec, **params: Any) -> tuple[Any, list[dict[str, Any]]]:
    response = client.get(spec.operation(OperationId.GET_POST_HISTORY).path, params=params)
    body = client.expect_status(response, 200, "get_post_history answers 200")
    return response, list(body["history"])


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_post_history_filters(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: posts need a linked network (the public API cannot link one), and
    `lastDays` is judged by moving the clock days ahead."""
    with profile_sandbox.clock_at(profile_sandbox.now()):  # the clock is put back afterwards
        _check_post_history_filters(user_profile, profile_sandbox, spec)


def _check_limit_bounds(client: ApiClient, spec: ApiSpec, every: list[str]) -> None:
    """`limit` at `x-limits.postHistoryMaxLimit` lists every post; one more is refused (400)."""
    maximum = spec.facts.limits.post_history_max_limit
    rule = f"post history `limit` takes up to x-limits.postHistoryMaxLimit ({maximum})"
    path = spec.operation(OperationId.GET_POST_HISTORY).path
    response = client.get(path, params={"lastDays": 0, "limit": maximum})
    listed = response.json().get("history") if response.status_code == 200 else None
    got = [p.get("id") for p in listed] if isinstance(listed, list) else None
    if got != every:
        client.fail(response, rule, f"limit={maximum}: HTTP {response.status_code}, got {got}")
    response = client.get(path, params={"lastDays": 0, "limit": maximum + 1})
    if response.status_code != 400:
        client.fail(
            response,
            rule + "; one more is refused",
            f"limit={maximum + 1}: HTTP {response.status_code}",
        )


_WINDOW = "`startDate` and `endDate` keep the posts between them, both inclusive"


def _window(start: datetime, end: datetime | None = None) -> dict[str, str]:
    return {"startDate": format_timestamp(start), "endDate": format_timestamp(end or start)}


def _check_post_history_filters(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    profile_sandbox.link("linkedin")
    profile_sandbox.link("facebook")
    now = parse_timestamp(profile_sandbox.now())
    first = _create(client, spec, {"post": "first", "platforms": ["linkedin"]})
    profile_sandbox.advance_clock(60)
    second = _create(client, spec, {"post": "second", "platforms": ["facebook"]})
    profile_sandbox.advance_clock(60)
    later = format_timestamp(now + timedelta(days=2))
    scheduled = _create(
        client, spec, {"post": "later", "platforms": ["linkedin"], "scheduleDate": later}
    )
    if scheduled.get("status") != "scheduled" or scheduled.get("postIds"):
        client.fail(
            client.get(spec.operation(OperationId.GET_POST_HISTORY).path),
            "a post with a future scheduleDate is stored as scheduled, unpublished",
            repr(scheduled),
        )
    response, everything = _history(client, spec, lastDays=0)
    ids = [p["id"] for p in everything]
    if ids != [scheduled["id"], second["id"], first["id"]]:
        client.fail(response, "post history is newest first", f"got {ids}")
    checks: list[tuple[dict[str, Any], list[str], str]] = [
        ({"type": "scheduled"}, [scheduled["id"]], "`type` keeps only that type"),
        ({"type": "immediate"}, [second["id"], first["id"]], "`type` keeps only that type"),
        ({"status": "pending"}, [scheduled["id"]], "`status` keeps only that status"),
        ({"platforms": "facebook"}, [second["id"]], "`platforms` keeps posts to those networks"),
        ({"limit": 2}, [scheduled["id"], second["id"]], "`limit` caps the number, newest first"),
        (_window(now + timedelta(seconds=60)), [second["id"]], _WINDOW),
        (_window(now, now + timedelta(seconds=60)), [second["id"], first["id"]], _WINDOW),
        (_window(now + timedelta(days=2)), [scheduled["id"]], _WINDOW + ", scheduleDate"),
    ]
    for params, wanted, rule in checks:
        response, found = _history(client, spec, lastDays=0, **params)
        got = [p["id"] for p in found]
        if got != wanted:
            client.fail(
                response, f"post history filter: {rule}", f"{params}: got {got}, want {wanted}"
            )
    _check_limit_bounds(client, spec, [scheduled["id"], second["id"], first["id"]])
    profile_sandbox.advance_clock(3 * 24 * 3600)
    response, recent = _history(client, spec, lastDays=1)
    if recent:
        client.fail(
            response,
            "post history filter: `lastDays` keeps posts created in the last that many days",
            f"3 days later, lastDays=1 lists {[p['id'] for p in recent]}",
        )
