"""Faults the rules of `contract_tests/test_rules_rate_limit.py` must catch."""

from __future__ import annotations

import json
from dataclasses import replace

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import (
    RATE,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault


@fault("test_answers_carry_rate_limit_headers", f"the {RATE.max_header} header is missing")
@exchange
async def rate_limit_headers_missing(request: Request, call: Call) -> Response:
    """Answers carry no rate-limit headers."""
    response = await call(request)
    return response.with_header(RATE.max_header, None).with_header(RATE.count_header, None)


@fault("test_answers_carry_rate_limit_headers", "increases with each request")
@exchange
async def rate_limit_count_frozen(request: Request, call: Call) -> Response:
    """x-ratelimit-count is always 1, whatever the requests used."""
    response = await call(request)
    if response.header(RATE.count_header) is not None:
        response = response.with_header(RATE.count_header, "1")
    return response


@fault("test_over_the_limit_answers_429", "answered 429")
@exchange
async def rate_limit_never_enforced(request: Request, call: Call) -> Response:
    """Requests over the limit are served anyway (the 429 becomes a 200)."""
    response = await call(request)
    if response.status == 429:
        response = response.with_header("retry-after", None).with_json({}, status=200)
    return response


@fault("test_over_the_limit_answers_429", "(rate_limited), got")
@exchange
async def rate_limit_wrong_code(request: Request, call: Call) -> Response:
    """A 429 carries the generic code of an invalid request instead of rate_limited."""
    response = await call(request)
    if response.status == 429:
        response = response.with_json({**response.json(), "code": int(ErrorCode.INVALID_REQUEST)})
    return response


@fault("test_over_the_limit_answers_429", "the body is not JSON")
@exchange
async def rate_limit_plain_text(request: Request, call: Call) -> Response:
    """A 429 answers with a plain-text body instead of the Error shape."""
    response = await call(request)
    if response.status == 429:
        response = replace(response, body=b"Too Many Requests")
        response = response.with_header("content-type", "text/plain")
        response = response.with_header("content-encoding", None)
    return response


@fault("test_rate_limited_on_primary_only_operations", "list_profiles: a rate_limited answer")
@exchange
async def rate_limit_headers_dropped_on_profiles_429(request: Request, call: Call) -> Response:
    """list_profiles' 429 (Primary Profile only) carries no rate-limit headers."""
    response = await call(request)
    if response.status == 429 and request.method == "GET" and request.path == "/profiles":
        response = response.with_header(RATE.max_header, None)
        response = response.with_header(RATE.count_header, None)
    return response


@fault(
    "test_rate_limited_on_primary_only_operations",
    "a limit set for one client address only leaves another address served",
)
@exchange
async def rate_limit_address_scope_ignored(request: Request, call: Call) -> Response:
    """set_rate_limit's callingAddressOnly is ignored: the limit holds for every address."""
    if request.method == "POST" and request.path == "/_sandbox/rate-limit":
        body = json.loads(request.body or b"{}")
        if isinstance(body, dict) and body.pop("callingAddressOnly", None):
            request = replace(request, body=json.dumps(body).encode())
    return await call(request)
