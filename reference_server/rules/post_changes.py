"""Changes to a post made earlier: `update_post` (reschedule, approve, notes, YouTube options),
`retry_post` (the networks that failed), `copy_post` (a new post made by `create_post`'s rule
from the original) and `delete_post` (one, a bulk list or every scheduled post, removed from
the networks unless marked deleted by hand). Making and publishing posts is `posts.py`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from social_publishing_models import CopyPostResult, PostDeleted, PostUpdated

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks import adapter
from ..service import Answer, Call, Service, model_data
from .posts import (
    OPTION_FIELDS,
    changed_row,
    create_post,
    linked_platforms,
    own_post,
    post_answer,
    post_outcome,
    require_twitter_credentials,
)


async def update_post(service: Service, call: Call) -> PostUpdated:
    request = call.body
    row = own_post(service, call, request["id"])
    body = dict(row.body)
    if ("scheduleDate" in request or request.get("approved")) and row.status not in (
        "pending",
        "awaiting approval",
    ):
        raise ApiError(ErrorCode.POST_NOT_PENDING)
    if "scheduleDate" in request:
        schedule = parse_timestamp(request["scheduleDate"])
        if schedule <= service.now():
            raise ApiError(ErrorCode.SCHEDULE_DATE_IN_PAST)
        body.update(scheduleDate=format_timestamp(schedule), type="scheduled")
    for name in ("notes", "youTubeOptions"):
        if name in request:
            body[name] = request[name]
    if request.get("approved") and row.status == "awaiting approval":
        body["approved"] = True
        schedule_text = body.get("scheduleDate")
        if schedule_text and parse_timestamp(schedule_text) > service.now():
            body["status"] = "pending"
        else:
            require_twitter_credentials(service, call, body["platforms"])
            body["status"] = "success"
    updated = changed_row(row, body)
    if updated.status == "success" and row.status != "success":
        updated = post_outcome(updated, list(body["errors"]))
    service.store.posts.put_post(updated)
    return PostUpdated.model_validate({"status": "success", "id": row.id, "post": updated.body})


async def retry_post(service: Service, call: Call) -> Answer:
    row = own_post(service, call, call.body["id"])
    if row.status != "error" or not row.body["errors"]:
        raise ApiError(ErrorCode.POST_NOT_RETRYABLE)
    failed = [e["platform"] for e in row.body["errors"] if "platform" in e]
    require_twitter_credentials(service, call, failed)
    linked = set(linked_platforms(service, row.profile_id))
    still = [e for e in row.body["errors"] if e.get("platform") not in linked]
    body = {**row.body, "errors": []}
    done = post_outcome(changed_row(row, body), still)
    done = changed_row(done, {**done.body, "retryAvailable": bool(still)})
    service.store.posts.put_post(done)
    return post_answer(service, call, done)


#: The original's fields a copy keeps besides its text and options (inferred: the docs say "the
#: same content and settings"; approval, auto-scheduling, reposting and idempotency are not).
COPIED_FIELDS = ("mediaUrls", "isVideo", "shortenLinks", "notes")


async def copy_post(service: Service, call: Call) -> Answer:
    """A new post with the original's text, media and options on the requested networks, made
    by `create_post`'s rule (its checks and outcomes), answered with `copiedFrom` and
    `originalPost` and never wrapped (inferred)."""
    request = call.body
    original = own_post(service, call, request["postId"]).body
    created: dict[str, Any] = {"post": original["post"], "platforms": request["platforms"]}
    created.update({f: original[f] for f in (*COPIED_FIELDS, *OPTION_FIELDS) if f in original})
    created.update({f: request[f] for f in ("scheduleDate", *OPTION_FIELDS) if f in request})
    answer = await create_post(service, replace(call, body=created))
    assert isinstance(answer, Answer)  # no idempotencyKey: never a stored answer
    result = model_data(answer.body)
    if "posts" in result:  # a User Profile's wrapped result
        result = {k: v for k, v in result["posts"][0].items() if k != "profileTitle"}
    result.update(copiedFrom=request["postId"], originalPost=original["post"])
    return Answer(answer.status, CopyPostResult.model_validate(result))


async def delete_post(service: Service, call: Call) -> PostDeleted:
    request = call.body
    store = service.store
    profile_id = call.profile.id
    if request.get("deleteAllScheduled"):
        rows = store.posts.posts(profile_id, status="pending")
    elif "id" not in request and "bulk" not in request:
        raise ApiError(
            ErrorCode.INVALID_REQUEST,
            "Body: 'id', 'bulk' or 'deleteAllScheduled': true is required.",
        )
    else:
        ids = list(request["bulk"]) if "bulk" in request else [request["id"]]
        found = {i: store.posts.post(profile_id, i) for i in ids}
        unknown = [i for i, r in found.items() if r is None]
        if unknown:
            raise ApiError(
                ErrorCode.POST_NOT_FOUND,
                f"No post with these IDs exists for the profile: {', '.join(unknown)}.",
            )
        rows = [r for r in found.values() if r is not None]
        gone = [r.id for r in rows if r.status == "deleted"]
        if gone:
            raise ApiError(
                ErrorCode.POST_ALREADY_DELETED,
                f"These posts have already been deleted: {', '.join(gone)}.",
            )
    manual = bool(request.get("markManualDeleted"))
    answer: dict[str, Any] = {"status": "success", "deleted": [r.id for r in rows]}
    if not manual:
        published = sorted({r["platform"] for row in rows for r in row.body["postIds"]})
        require_twitter_credentials(service, call, published)
        for row in rows:
            for result in row.body["postIds"]:
                removed = adapter(result["platform"]).remove(result["id"])
                if len(rows) == 1:
                    answer[result["platform"]] = {
                        "action": "delete",
                        "status": "success" if removed else "error",
                        "id": result["id"],
                    }
    if not request.get("deleteAllScheduled") and "bulk" not in request:
        answer["id"] = request["id"]
    store.posts.set_post_status([(profile_id, r.id) for r in rows], "deleted")
    return PostDeleted.model_validate(answer)


__all__ = ["copy_post", "delete_post", "retry_post", "update_post"]
