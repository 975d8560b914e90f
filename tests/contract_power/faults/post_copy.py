"""Faults the rules of `contract_tests/test_rules_post_copy.py` must catch."""

from __future__ import annotations

from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.exchange import Call, Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    body_rewritten,
    failure_answered_ok,
    on,
    read_json,
    refusal_accepted,
    write_ignored,
)


@fault(
    "test_copy_post_publishes_the_original_on_the_requested_networks",
    "copy_post publishes a new post with the original's text on the requested networks",
)
@body_rewritten(on("POST", "/post/copy"), lambda body: {**body, "platforms": ["linkedin"]})
def copy_post_on_original_networks() -> None:
    """copy_post publishes the copy on linkedin whatever networks the request names."""


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
@failure_answered_ok(on("POST", "/post/copy"))
def failed_copy_answered_200() -> None:
    """A copy that failed on every requested network (its full result with a 156 entry each)
    is answered HTTP 200, as if it had been published."""


@fault("test_copy_of_unknown_post_refused", "copying an unknown Post ID is refused")
@refusal_accepted(
    ErrorCode.POST_NOT_FOUND,
    lambda request: {
        "status": "success",
        "id": "CopyOfNothing0000000",
        "copiedFrom": (request.json() or {}).get("postId"),
        "postIds": [],
        "errors": [],
    },
    where=on("POST", "/post/copy"),
)
def copy_of_unknown_post_accepted() -> None:
    """copy_post of an unknown Post ID answers a made-up copy instead of code 114."""
