"""Faults the rules of `contract_tests/test_rules_post_history.py` must catch."""

from __future__ import annotations

from dataclasses import replace

from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault


@fault("post_history_filters", "post history filter")
@exchange
async def post_history_type_ignored(request: Request, call: Call) -> Response:
    """The `type` filter of the post history is ignored."""
    if request.path == "/history":
        request = replace(request, query=[(k, v) for k, v in request.query if k != "type"])
    return await call(request)
