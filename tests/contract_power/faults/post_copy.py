"""Faults the rules of `contract_tests/test_rules_post_copy.py` must catch."""

from __future__ import annotations

from typing import Any

from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import (
    asks,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import read_json, write_ignored


@fault(
    "test_copy_post_publishes_the_original_on_the_requested_networks",
    "copy_post publishes a new post with the original's text on the requested networks",
)
@exchange
async def copy_post_on_original_networks(request: Request, call: Call) -> Response:
    """copy_post publishes the copy on linkedin whatever networks the request names."""
    body = request.json()
    if asks(request, "POST", "/post/copy") and isinstance(body, dict):
        request = request.with_json({**body, "platforms": ["linkedin"]})
    return await call(request)


# -- writes answered as done and never applied (read-back rules) ---------------------------------
async def _copied(request: Request, call: Call) -> dict[str, Any]:
    """A made-up copy of the post sent (its text read from the server), published on the
    networks requested."""
    sent = request.json() if isinstance(request.json(), dict) else {}
    original = await read_json(request, call, OperationId.GET_POST, id=str(sent.get("postId")))
    published = [
        {"status": "success", "id": f"ignored-{p}", "platform": p}
        for p in sent.get("platforms") or []
    ]
    return {
        "id": "IgnoredCopy000000000",
        "copiedFrom": sent.get("postId"),
        "originalPost": (original or {}).get("post"),
        "postIds": published,
        "errors": [],
    }


copy_post_ignored = write_ignored(
    OperationId.COPY_POST,
    caught_by=fault(
        "test_copy_post_publishes_the_original_on_the_requested_networks", "get_post reads the copy"
    ),
    answer=_copied,
)
