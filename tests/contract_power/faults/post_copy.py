"""Faults the rules of `contract_tests/test_rules_post_copy.py` must catch."""

from __future__ import annotations

from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.profiles import _created_post_id
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    body_rewritten,
    failure_answered_ok,
    fields_ignored,
    on,
    read_json,
    refusal_accepted,
    succeeded,
    write_ignored,
)

COPY = on("POST", "/post/copy")
SETTINGS = "test_copy_post_keeps_settings_and_schedules"


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


@fault(SETTINGS, "copy_post answers the bare result")
@answer_rewritten(
    COPY, lambda body: {"status": body.get("status"), "posts": [body]}, status=succeeded
)
def copy_answer_wrapped() -> None:
    """copy_post sent with a Profile-Key answers its result wrapped in `posts`."""


@fault(SETTINGS, "keeps the original's settings")
@body_rewritten(COPY, lambda body: {"faceBookOptions": {}, **body})
def copy_settings_not_carried() -> None:
    """copy_post does not carry the original's options: a copy without them has none."""


@fault(SETTINGS, "copy_post schedules a future scheduleDate")
@fields_ignored(COPY, "scheduleDate")
def copy_schedule_date_ignored() -> None:
    """copy_post ignores `scheduleDate`: the copy is published at once."""


@fault(SETTINGS, "options sent replace the original's")
@fields_ignored(COPY, "faceBookOptions")
def copy_options_not_replaced() -> None:
    """copy_post ignores the options sent: the copy keeps the original's."""


#: Post ID -> the Profile-Key that created it (None: the Primary Profile).
_OWNERS: dict[str, str | None] = {}


@fault(SETTINGS, "another profile's post cannot be copied")
@exchange
async def copy_post_any_profile(request: Request, call: Call) -> Response:
    """copy_post looks the original up in every profile (the Profile-Key is not applied)."""
    response = await call(request)
    sent = request.json()
    if asks(request, "POST", "/post") and response.status == 200:
        post_id = _created_post_id(response.json())
        if post_id is not None:
            _OWNERS[post_id] = request.header("profile-key")
    elif asks(request, "POST", "/post/copy") and isinstance(sent, dict):
        owner = _OWNERS.get(str(sent.get("postId")), "")
        if error_code(response) == ErrorCode.POST_NOT_FOUND and owner != "":
            response = await call(request.with_header("profile-key", owner))
    return response
