"""Faults the rules of `contract_tests/test_rules_post_copy.py` must catch."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import (
    asks,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import read_json, refusal_accepted, write_ignored


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


@fault(
    "test_copy_to_unlinked_network_fails_there",
    "a copy to only unlinked networks answers 400 with the full result",
)
@exchange
async def failed_copy_answered_200(request: Request, call: Call) -> Response:
    """A copy that failed on every requested network (its full result with a 156 entry each)
    is answered HTTP 200, as if it had been published."""
    response = await call(request)
    if (
        asks(request, "POST", "/post/copy")
        and response.status == 400
        and error_code(response) is None
    ):
        response = replace(response, status=200)
    return response


copy_of_unknown_post_accepted = refusal_accepted(
    "copy_of_unknown_post_accepted",
    "copy_post of an unknown Post ID answers a made-up copy instead of code 114.",
    ErrorCode.POST_NOT_FOUND,
    lambda request: {
        "status": "success",
        "id": "CopyOfNothing0000000",
        "copiedFrom": (request.json() or {}).get("postId"),
        "postIds": [],
        "errors": [],
    },
    where=lambda request: asks(request, "POST", "/post/copy"),
    caught_by=fault("test_copy_of_unknown_post_refused", "copying an unknown Post ID is refused"),
)
