"""Faults the rules of `contract_tests/test_rules_reviews.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    body_rewritten,
    on,
    refusal_accepted,
    refusal_recoded,
    succeeded,
    write_ignored,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts

REVIEWS_PATH = "/reviews"


@fault("test_reviews_listed_in_network_form", "averageRating and totalReviewCount")
@answer_rewritten(
    on("GET", REVIEWS_PATH),
    lambda body: (
        {**body, "totalReviewCount": body["totalReviewCount"] + 1}
        if isinstance(body.get("totalReviewCount"), int)
        else body
    ),
    status=succeeded,
)
def reviews_count_off() -> None:
    """list_reviews counts one review too many on Google Business Profile."""


@fault("test_review_unknown_ids_refused", "delete_review_reply of an unknown review id")
@refusal_accepted(
    ErrorCode.REVIEW_NOT_FOUND,
    {"status": "success"},
    where=lambda request: request.method == "DELETE",
)
def review_reply_delete_of_unknown_review() -> None:
    """delete_review_reply of an unknown review answers success instead of 349."""


@fault("test_review_unknown_ids_refused", "get_review of an unknown review id")
@refusal_recoded(
    lambda request: request.method == "GET" and request.path.startswith(REVIEWS_PATH + "/"),
    (ErrorCode.REVIEW_NOT_FOUND,),
    ErrorCode.POST_NOT_FOUND,
)
def review_unknown_id_generic() -> None:
    """get_review refuses an unknown id with post_not_found (114) instead of 349."""


@fault("test_review_reply_kept_and_deleted", "the review lists its latest reply", parts=True)
def review_reply_first_kept(parts: ServerParts) -> ServerParts:
    """reply_review keeps the first reply: a second one is answered but not stored."""

    def make(reply_review: Callable[..., Any]) -> Callable[..., Any]:
        async def reply_once(service: Any, call: Any) -> Any:
            with service.store.transaction():
                row = service.store.reviews.get(
                    call.profile.id, call.body["platform"], call.body["reviewId"]
                )
            answer = await reply_review(service, call)
            if row is not None and "reviewReply" in row.body:
                with service.store.transaction():
                    service.store.reviews.set_body(row, row.body)
            return answer

        return reply_once

    return replace(parts, handlers=parts.handlers.replacing(OperationId.REPLY_REVIEW, make))


# -- writes answered as done and never applied (read-back rules) ---------------------------------
async def _replied(request: Request, call: Call) -> dict[str, Any]:
    """The reply sent, answered under its network's name."""
    sent = request.json() if isinstance(request.json(), dict) else {}
    platform = str(sent.get("platform"))
    reply = {"action": "reply", "status": "success", "platform": platform}
    return {platform: reply | {"id": sent.get("reviewId"), "reply": sent.get("reply")}}


reply_review_ignored = write_ignored(
    OperationId.REPLY_REVIEW,
    caught_by=fault(
        "test_review_reply_kept_and_deleted", "the review lists its latest reply as reviewReply"
    ),
    answer=_replied,
)
delete_review_reply_ignored = write_ignored(
    OperationId.DELETE_REVIEW_REPLY,
    caught_by=fault("test_review_reply_kept_and_deleted", "a deleted reply is no longer listed"),
)


@fault("test_reviews_listed_in_network_form", "a review id is unknown on another network")
@exchange
async def review_ids_shared_by_networks(request: Request, call: Call) -> Response:
    """reply_review finds a review id on the other network when the named one has none."""
    response = await call(request)
    body = request.json()
    replying = request.method == "POST" and request.path == "/reviews"
    if replying and isinstance(body, dict) and error_code(response) == ErrorCode.REVIEW_NOT_FOUND:
        other = "gmb" if body.get("platform") == "facebook" else "facebook"
        return await call(request.with_json({**body, "platform": other}))
    return response


@fault("test_review_control_refusals", "inject_review refuses a network the profile has not")
@refusal_accepted(
    ErrorCode.PLATFORM_NOT_LINKED,
    {"status": "success", "id": "unlinked", "rating": "FIVE"},
    where=on("POST", "/_sandbox/reviews"),
)
def review_injected_unlinked() -> None:
    """The control's inject_review adds a review on a network the profile has not linked."""


_OWN_FORM = {
    "gmb": {"positive": "FIVE", "negative": "ONE"},
    "facebook": {"FIVE": "positive", "ONE": "negative"},
}


def _in_own_form(body: dict[str, Any]) -> dict[str, Any]:
    forms = _OWN_FORM.get(str(body.get("platform")), {})
    rating = str(body.get("rating"))
    return {**body, "rating": forms.get(rating, rating)}


@fault("test_review_control_refusals", "rating in the other network's form")
@body_rewritten(on("POST", "/_sandbox/reviews"), _in_own_form)
def review_rating_any_form() -> None:
    """The control's inject_review reads a rating in the other network's form as its own."""
