"""Review rules: list the reviews of a linked Facebook Page or Google Business Profile, read
one, reply (a second reply replaces the first) and delete the reply. Requests are read as
their generated models (`Call.body_as`: `ReviewReplyRequest`, `ReviewReplyDeletion`; the
control's `ReviewInjection`).

Reviews come from the networks; in the sandbox the linked account's generated past holds some
(`seeded_content`) and the test control adds them (`inject_review`, `seed_network_content`),
each with its rating in its network's form. Which networks each operation supports is the
spec's `x-networks` (enforced before the rule runs); `nextUpdate` is the service clock plus the
operation's `x-refresh-seconds`.
"""

from __future__ import annotations

import secrets
import string
from datetime import UTC, timedelta
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    OneReview,
    ReviewActionAnswer,
    ReviewInjection,
    ReviewList,
    ReviewReplyDeletion,
    ReviewReplyRequest,
)

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks.seeded_account import GMB_STARS
from ..service import Call, Service
from ..store import ProfileRow
from ..store.reviews import ReviewRow
from . import seeded_content
from .posts import linked_platforms

_ID_ALPHABET = string.ascii_letters + string.digits


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
    platform = str(call.query["platform"])
    _require_linked(service, call.profile, platform)
    with service.store.transaction():
        rows = service.store.reviews.of_profile(call.profile.id, platform)
    if not rows:
        raise ApiError(ErrorCode.NO_REVIEWS)
    now = service.now()
    assert call.operation is not None
    refresh = int(call.operation.raw["x-refresh-seconds"])
    answer: dict[str, Any] = {
        "status": "success",
        platform: [r.body for r in rows],
        "lastUpdated": format_timestamp(now),
        "nextUpdate": format_timestamp(now + timedelta(seconds=refresh)),
    }
    if platform == "gmb":
        stars = [GMB_STARS[r.body["rating"]] for r in rows]
        answer["averageRating"] = round(sum(stars) / len(stars), 2)
        answer["totalReviewCount"] = len(rows)
    return ReviewList.model_validate(answer)


async def get_review(service: Service, call: Call) -> OneReview:
    row = _review(service, call.profile, str(call.query["platform"]), call.path_params["id"])
    return OneReview.model_validate({"status": "success", **row.body})


async def reply_review(service: Service, call: Call) -> ReviewActionAnswer:
    request = call.body_as(ReviewReplyRequest)
    platform = request.platform
    row = _review(service, call.profile, platform, request.review_id)
    reply = request.reply
    body = {**row.body, "reviewReply": {"reply": reply, "updated": format_timestamp(service.now())}}
    with service.store.transaction():
        service.store.reviews.set_body(row, body)
    result = {"action": "reply", "status": "success", "id": row.id, "reply": reply}
    return ReviewActionAnswer.model_validate(
        {"status": "success", platform: {**result, "platform": platform}}
    )


async def delete_review_reply(service: Service, call: Call) -> ReviewActionAnswer:
    request = call.body_as(ReviewReplyDeletion)
    platform = request.platform
    row = _review(service, call.profile, platform, request.review_id)
    if "reviewReply" not in row.body:
        raise ApiError(ErrorCode.REVIEW_REPLY_NOT_FOUND)
    body = {k: v for k, v in row.body.items() if k != "reviewReply"}
    with service.store.transaction():
        service.store.reviews.set_body(row, body)
    result = {"action": "delete", "status": "success", "id": row.id, "platform": platform}
    return ReviewActionAnswer.model_validate({"status": "success", platform: result})


# -- the test control -----------------------------------------------------------------------------


def _new_id(platform: str) -> str:
    if platform == "facebook":  # a Page's open graph story id: <page id>_<story id>
        return f"{secrets.randbelow(10**15):015d}_{secrets.randbelow(10**16):016d}"
    return "".join(secrets.choice(_ID_ALPHABET) for _ in range(22))


def check_rating(platform: str, rating: str) -> None:
    """invalid_request unless `rating` has the network's form: ONE..FIVE on gmb, else
    positive/negative (the body schemas allow both forms on every network)."""
    if (platform == "gmb") != (rating in GMB_STARS):
        form = "ONE to FIVE" if platform == "gmb" else "positive or negative"
        raise ApiError(ErrorCode.INVALID_REQUEST, f"A {platform} rating is {form}.")


def review_body(
    platform: str, when: str, rating: str, text: str, reviewer_name: str, reviewer_id: str
) -> dict[str, Any]:
    """A review's body without its id: on Facebook the reviewer has an id and a Graph
    picture, elsewhere only a name and the review an `updated` time (`when`)."""
    body: dict[str, Any] = {"created": when, "rating": rating, "review": text}
    if platform == "facebook":
        picture = f"https://graph.facebook.com/{reviewer_id}/picture"
        body["reviewer"] = {
            "name": reviewer_name,
            "id": reviewer_id,
            "profile": {"url": picture, "height": 50, "width": 50, "isSilhouette": True},
        }
    else:
        body["reviewer"] = {"name": reviewer_name}
        body["updated"] = when
    return body


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
    body = review_body(
        platform,
        format_timestamp(created),
        rating,
        request.review or "",  # the spec's default, "" (never null)
        request.reviewer_name,
        f"{secrets.randbelow(10**16):016d}",
    )
    with service.store.transaction():
        while True:
            review_id = _new_id(platform)
            row = ReviewRow(
                platform, review_id, profile.id, int(created.timestamp()), body | {"id": review_id}
            )
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
