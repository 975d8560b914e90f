"""Faults the rules of `contract_tests/test_properties.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import RATE
from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import WITHOUT_CONTROL, fault
from tests.contract_power.faults.shapes import answer_field_dropped


@fault("test_register_webhook", "refId", properties=True)
@answer_field_dropped(
    lambda request: request.path == "/hook/webhook" and request.method == "POST",
    "refId",
    status=lambda status: status == 200,
)
def missing_response_field() -> None:
    """register_webhook answers without the required `refId`."""


@fault(
    "test_create_post",
    "gives code 104 (unknown_profile_key) HTTP 403",
    properties=True,
    server_args=WITHOUT_CONTROL,  # its User Profiles have no network linked: every post fails
    # A post failing on every network with a 400 full result: a coverage-phase case.
    suite_args=("--phases", "examples,coverage,fuzzing"),
)
@exchange
async def failed_post_result_wrong_code(request: Request, call: Call) -> Response:
    """A post that failed on every network (HTTP 400 with the full result) names a code of
    another status in its `errors` (104, a 403 code) instead of the network's own."""
    response = await call(request)
    body = response.json() if response.status == 400 else None
    if isinstance(body, dict) and "code" not in body and isinstance(body.get("errors"), list):
        errors = [{**e, "code": int(ErrorCode.UNKNOWN_PROFILE_KEY)} for e in body["errors"]]
        response = response.with_json({**body, "errors": errors})
    return response


@fault("test_get_webhook_history", "Rate-limit headers rule", properties=True)
@exchange
async def rate_limit_header_missing_on_one_operation(request: Request, call: Call) -> Response:
    """Only the webhook history's answers lack x-ratelimit-count (every other operation keeps
    it): the property tests' check flags that operation."""
    response = await call(request)
    if request.path == "/hook/history":
        response = response.with_header(RATE.count_header, None)
    return response
