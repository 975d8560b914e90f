"""Faults the rules of `contract_tests/test_rules_timestamps.py` must catch."""

from __future__ import annotations

from typing import Any

from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault


@fault("test_timestamps", "Timestamp")
@exchange
async def timestamp_format(request: Request, call: Call) -> Response:
    """Timestamps are sent with `+00:00` instead of `Z`."""
    response = await call(request)
    body = response.json()
    if response.status == 200 and body is not None:

        def fix(node: Any) -> Any:
            if isinstance(node, dict):
                return {
                    k: (
                        v[:-1] + "+00:00"
                        if k in ("created", "timeCreated", "expiresAt") and isinstance(v, str)
                        else fix(v)
                    )
                    for k, v in node.items()
                }
            if isinstance(node, list):
                return [fix(item) for item in node]
            return node

        response = response.with_json(fix(body))
    return response
