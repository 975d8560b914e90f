"""Faults the rules of `contract_tests/test_rules_negative.py` must catch."""

from __future__ import annotations

from dataclasses import replace

from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import fields_ignored


@fault("test_broken_request_refused and create_profile", "is refused with HTTP 400")
@exchange
async def required_field_ignored(request: Request, call: Call) -> Response:
    """create_profile without the required `title` makes up a title instead of refusing."""
    body = request.json()
    creating = request.path == "/profiles" and request.method == "POST"
    if creating and isinstance(body, dict) and "title" not in body:
        request = request.with_json({**body, "title": f"untitled-{len(request.body)}"})
    return await call(request)


@fault("test_broken_request_refused and get_post_history", "is refused with HTTP 400")
@exchange
async def enum_not_checked(request: Request, call: Call) -> Response:
    """An unknown `status` of the post history query is ignored instead of refused."""
    if request.path == "/history":
        allowed = {"success", "error", "deleted", "scheduled"}
        query = [(k, v) for k, v in request.query if k != "status" or v in allowed]
        request = replace(request, query=query)
    return await call(request)


@fault("test_post_history_filters", "post history `limit` takes up to x-limits")
@exchange
async def history_limit_maximum_refused(request: Request, call: Call) -> Response:
    """get_post_history's largest `limit` is one less than `x-limits.postHistoryMaxLimit`
    (the maximum itself is refused as the one past it is)."""
    if asks(request, "GET", "/history"):
        maximum = SPEC.facts.limits.post_history_max_limit
        query = [
            (k, str(maximum + 1) if k == "limit" and v == str(maximum) else v)
            for k, v in request.query
        ]
        request = replace(request, query=query)
    return await call(request)


@fault("test_broken_request_refused and create_post-body-isVideo-not-boolean", "not boolean")
@fields_ignored(
    lambda request: (
        asks(request, "POST", "/post")
        and isinstance(b := request.json(), dict)
        and not isinstance(b.get("isVideo", False), bool)
    ),
    "isVideo",
)
def wrong_type_dropped() -> None:
    """create_post drops a field of the wrong type (`isVideo: "yes"`) instead of refusing it."""


@fault("test_post_history_filters", "one more is refused", variant="post_history_rule")
@fault(
    "test_broken_request_refused and get_post_history-query-limit-beyond-maximum",
    "limit beyond maximum is refused with HTTP 400",
)
@exchange
async def out_of_range_clamped(request: Request, call: Call) -> Response:
    """get_post_history clamps a `limit` over its maximum instead of refusing it."""
    if asks(request, "GET", "/history"):
        maximum = SPEC.facts.limits.post_history_max_limit
        query = [
            (k, str(min(int(v), maximum)) if k == "limit" and v.isdigit() else v)
            for k, v in request.query
        ]
        request = replace(request, query=query)
    return await call(request)
