"""Review rules: list the reviews of a linked Facebook Page or Google Business Profile, read
one, reply (a second reply replaces the first) and delete the reply. Requests are read as
their generated models (`Call.body_as`: `ReviewReplyRequest`, `ReviewReplyDeletion`; the
control's `ReviewInjection`); a stored review is a `Review` (built by `review_body` of
`network_content.py`, read by `stored_review`), and answers are built as their generated models.

Reviews come from the networks; in the sandbox the linked account's generated past holds some
(`seeded_content`) and the test control adds them (`inject_review`, `seed_network_content`),
each with its rating in its network's form. Which networks each operation supports is the
spec's `x-networks` (enforced before the rule runs); `nextUpdate` is the service clock plus the
operation's `x-refresh-seconds`.
"""

from __future__ import annotations

import secrets
from datetime import UTC, timedelta
from typing import Any

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    GetReviewParameters,
    ListReviewsParameters,
    OneReview,
    Review,
    ReviewActionAnswer,
    ReviewActionResult,
    ReviewInjection,
    ReviewList,
    ReviewReply,
    ReviewReplyDeletion,
    ReviewReplyRequest,
)
from social_publishing_models.reviews import ReviewNetwork

from spec_model import enum_values, format_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network

from ..errors import ApiError
from ..networks.seeded_account import GMB_STARS
from ..service import Call, Service, model_data
from ..store import ProfileRow
from ..store.reviews import ReviewRow
from . import seeded_content
from .network_content import check_rating, new_review_id, review_body
from .posts import linked_platforms

NETWORK: TypeAdapter[ReviewNetwork] = TypeAdapter(ReviewNetwork)


def stored_review(row: ReviewRow) -> Review:
    """A stored review (`review_body`, its reply set by `reply_review`) as its model."""
    return Review.model_validate(row.body)


def _require_linked(service: Service, profile: ProfileRow, platform: str) -> None:
    if platform not in linked_platforms(service, profile.id):
        raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")
    seeded_content.sync(service, profile, platform)  # the generated account's new reviews


def _review(service: Service, profile: ProfileRow, platform: str, review_id: str) -> ReviewRow:
    _require_linked(service, profile, platform)
    with service.store.transaction():
        row = service.store.reviews.get(profile.id, platform, review_id)
    if row is None:
        raise ApiError(ErrorCode.REVIEW_NOT_FOUND)
    return row


async def list_reviews(service: Service, call: Call) -> ReviewList:
    platform = call.params_as(ListReviewsParameters).platform
    _require_linked(service, call.profile, platform)
    with service.store.transaction():
        rows = service.store.reviews.of_profile(call.profile.id, platform)
    if not rows:
        raise ApiError(ErrorCode.NO_REVIEWS)
    now = service.now()
    assert call.operation is not None
    refresh = int(call.operation.raw["x-refresh-seconds"])
    reviews = [stored_review(r) for r in rows]
    by_network: dict[str, Any] = {platform: reviews}  # the answer's field of the network
    answer = ReviewList(
        last_updated=now, next_update=now + timedelta(seconds=refresh), **by_network
    )
    if platform == Network.GMB:
        stars = [GMB_STARS[r.rating] for r in reviews]
        answer.average_rating = round(sum(stars) / len(stars), 2)
        answer.total_review_count = len(rows)
    return answer


async def get_review(service: Service, call: Call) -> OneReview:
    params = call.params_as(GetReviewParameters)
    row = _review(service, call.profile, params.platform, params.id)
    return OneReview.model_validate(row.body)


async def reply_review(service: Service, call: Call) -> ReviewActionAnswer:
    request = call.body_as(ReviewReplyRequest)
    platform = request.platform
    row = _review(service, call.profile, platform, request.review_id)
    review = stored_review(row)
    review.review_reply = ReviewReply(reply=request.reply, updated=service.now())
    with service.store.transaction():
        service.store.reviews.set_body(row, model_data(review))
    result = ReviewActionResult(
        action=enum_values.ReviewActionResultAction.REPLY,
        id=row.id,
        reply=request.reply,
        platform=NETWORK.validate_python(platform),
    )
    by_network: dict[str, Any] = {platform: result}  # the answer's field of the network
    return ReviewActionAnswer(**by_network)


async def delete_review_reply(service: Service, call: Call) -> ReviewActionAnswer:
    request = call.body_as(ReviewReplyDeletion)
    platform = request.platform
    row = _review(service, call.profile, platform, request.review_id)
    review = stored_review(row)
    if review.review_reply is MISSING:
        raise ApiError(ErrorCode.REVIEW_REPLY_NOT_FOUND)
    review.review_reply = MISSING
    with service.store.transaction():
        service.store.reviews.set_body(row, model_data(review))
    result = ReviewActionResult(
        action="delete", id=row.id, platform=NETWORK.validate_python(platform)
    )
    by_network: dict[str, Any] = {platform: result}  # the answer's field of the network
    return ReviewActionAnswer(**by_network)


# -- the test control -----------------------------------------------------------------------------


def inject_review(service: Service, call: Call) -> dict[str, Any]:
    """A review of the acting profile's account (`inject_review` of sandbox.yaml; body
    validated against its schema); the rating must be in the network's form."""
    request = call.body_as(ReviewInjection)
    profile = call.profile
    platform = request.platform
    rating = request.rating
    check_rating(platform, rating)
    _require_linked(service, profile, platform)
    created = (service.now() if request.created is MISSING else request.created).astimezone(UTC)
    reviewer_id = f"{secrets.randbelow(10**16):016d}"
    with service.store.transaction():
        while True:
            review_id = new_review_id(platform)
            body = review_body(
                platform,
                format_timestamp(created),
                rating,
                request.review or "",  # the spec's default, "" (never null)
                request.reviewer_name,
                reviewer_id,
                review_id,
            )
            row = ReviewRow(platform, review_id, profile.id, int(created.timestamp()), body)
            if service.store.reviews.add(row):
                return row.body


__all__ = [
    "check_rating",
    "delete_review_reply",
    "get_review",
    "inject_review",
    "list_reviews",
    "reply_review",
    "review_body",
]
