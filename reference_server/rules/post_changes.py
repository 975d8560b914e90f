"""Changes to a post made earlier: `update_post` (reschedule, approve, notes, YouTube options),
`retry_post` (the networks that failed), `copy_post` (a new post made by `create_post`'s rule
from the original) and `delete_post` (one, a bulk list or every scheduled post, removed from
the networks unless marked deleted by hand). Making and publishing posts is `posts.py`.

Requests are read as their generated models (`Call.body_as`: `PostUpdate`, `PostRetry`,
`PostCopy`, and `delete_post`'s anyOf `PostDeletion`, one model per branch).
"""

from __future__ import annotations

from typing import Any

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    CopyPostResult,
    DeleteAllScheduledPosts,
    DeleteOnePost,
    DeletePostsInBulk,
    PostCopy,
    PostDeleted,
    PostDeletion,
    PostRequest,
    PostRetry,
    PostUpdate,
    PostUpdated,
)

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks import adapter
from ..service import Answer, Call, Service, model_data
from .posts import (
    OPTION_FIELDS,
    changed_row,
    linked_platforms,
    own_post,
    post_answer,
    post_outcome,
    publish,
    require_twitter_credentials,
)

#: `delete_post`'s body: the spec's anyOf `PostDeletion`, one generated model per branch.
POST_DELETION: TypeAdapter[DeleteOnePost | DeletePostsInBulk | DeleteAllScheduledPosts] = (
    TypeAdapter(PostDeletion)
)


async def update_post(service: Service, call: Call) -> PostUpdated:
    request = call.body_as(PostUpdate)
    row = own_post(service, call, request.id)
    body = dict(row.body)
    approve = request.approved is True
    moved = request.schedule_date is not MISSING
    if (moved or approve) and row.status not in ("pending", "awaiting approval"):
        raise ApiError(ErrorCode.POST_NOT_PENDING)
    if request.schedule_date is not MISSING:
        if request.schedule_date <= service.now():
            raise ApiError(ErrorCode.SCHEDULE_DATE_IN_PAST)
        body.update(scheduleDate=format_timestamp(request.schedule_date), type="scheduled")
    if request.notes is not MISSING:
        body["notes"] = request.notes
    if request.you_tube_options is not MISSING:
        body["youTubeOptions"] = request.you_tube_options  # stored by `changed_row`'s PostRecord
    if approve and row.status == "awaiting approval":
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
    row = own_post(service, call, call.body_as(PostRetry).id)
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


#: The attribute of each field of `PostRequest` and of `PostCopy`, by its spec name.
REQUEST_NAMES = {f.alias or name: name for name, f in PostRequest.model_fields.items()}
COPY_NAMES = {f.alias or name: name for name, f in PostCopy.model_fields.items()}
#: The original's fields a copy keeps besides its text and options (inferred: the docs say "the
#: same content and settings"; approval, auto-scheduling, reposting and idempotency are not).
COPIED_FIELDS = ("mediaUrls", "isVideo", "shortenLinks", "notes")


async def copy_post(service: Service, call: Call) -> Answer:
    """A new post with the original's text, media and options on the requested networks, made
    by `create_post`'s rule (its checks and outcomes), answered with `copiedFrom` and
    `originalPost` and never wrapped (inferred)."""
    request = call.body_as(PostCopy)
    original = own_post(service, call, request.post_id).body
    # The copy's request: the original's stored fields as they are (a record, not held again to
    # what a client may send: a feed's image address may not fit `mediaUrls`), then the copy
    # request's own (typed, checked by its schema).
    fields = {
        REQUEST_NAMES[f]: original[f]
        for f in ("post", *COPIED_FIELDS, *OPTION_FIELDS)
        if f in original
    }
    fields["platforms"] = request.platforms
    for field in ("scheduleDate", *OPTION_FIELDS):
        value = getattr(request, COPY_NAMES[field])
        if value is not MISSING:
            fields[REQUEST_NAMES[field]] = value
    answer = await publish(service, call, PostRequest.model_construct(**fields))
    assert isinstance(answer, Answer)  # no idempotencyKey: never a stored answer
    result = model_data(answer.body)
    if "posts" in result:  # a User Profile's wrapped result
        result = {k: v for k, v in result["posts"][0].items() if k != "profileTitle"}
    result.update(copiedFrom=request.post_id, originalPost=original["post"])
    return Answer(answer.status, CopyPostResult.model_validate(result))


def _named_posts(
    request: DeleteOnePost | DeletePostsInBulk | DeleteAllScheduledPosts,
) -> list[str] | None:
    """The Post IDs a `delete_post` body names (`bulk` before `id`); None when it deletes
    every scheduled post. Each branch of the anyOf requires one of the three, so a body that
    is neither of the first two is a `DeleteOnePost`."""
    if request.delete_all_scheduled is True:
        return None
    if request.bulk is not MISSING:
        return list(request.bulk)
    return [request.id]


async def delete_post(service: Service, call: Call) -> PostDeleted:
    request = call.body_one_of(POST_DELETION)
    store = service.store
    profile_id = call.profile.id
    ids = _named_posts(request)
    if ids is None:
        rows = store.posts.posts(profile_id, status="pending")
    else:
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
    manual = request.mark_manual_deleted is True
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
    if ids is not None and request.bulk is MISSING:
        answer["id"] = ids[0]  # one post named by `id`
    store.posts.set_post_status([(profile_id, r.id) for r in rows], "deleted")
    return PostDeleted.model_validate(answer)


__all__ = ["copy_post", "delete_post", "retry_post", "update_post"]
