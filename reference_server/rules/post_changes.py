"""Changes to a post made earlier: `update_post` (reschedule, approve, notes, YouTube options),
`retry_post` (the networks that failed), `copy_post` (a new post made by `create_post`'s rule
from the original) and `delete_post` (one, a bulk list or every scheduled post, removed from
the networks unless marked deleted by hand). Making and publishing posts is `posts.py`.

Requests are read as their generated models (`Call.body_as`: `PostUpdate`, `PostRetry`,
`PostCopy`, and `delete_post`'s anyOf `PostDeletion`, one model per branch); the post changed
is read and stored as the generated `PostRecord` (`posts.record_of`, `posts.changed_row`) and
answered as the generated answer models.
"""

from __future__ import annotations

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    CopyPostResult,
    DeleteAllScheduledPosts,
    DeleteOnePost,
    DeletePostsInBulk,
    NetworkDeletion,
    PostCopy,
    PostDeleted,
    PostDeletion,
    PostRequest,
    PostResult,
    PostRetry,
    PostUpdate,
    PostUpdated,
    ProfilePostResults,
)

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks import adapter
from ..service import Answer, Call, Service
from .posts import (
    DELETED,
    SCHEDULED,
    SUCCESS,
    changed_row,
    copy_options,
    linked_platforms,
    own_post,
    post_answer,
    post_outcome,
    publish,
    record_of,
    require_twitter_credentials,
)

#: `delete_post`'s body: the spec's anyOf `PostDeletion`, one generated model per branch.
POST_DELETION: TypeAdapter[DeleteOnePost | DeletePostsInBulk | DeleteAllScheduledPosts] = (
    TypeAdapter(PostDeletion)
)


async def update_post(service: Service, call: Call) -> PostUpdated:
    request = call.body_as(PostUpdate)
    row = own_post(service, call, request.id)
    record = record_of(row)
    approve = request.approved is True
    moved = request.schedule_date is not MISSING
    if (moved or approve) and row.status not in ("pending", "awaiting approval"):
        raise ApiError(ErrorCode.POST_NOT_PENDING)
    if request.schedule_date is not MISSING:
        if request.schedule_date <= service.now():
            raise ApiError(ErrorCode.SCHEDULE_DATE_IN_PAST)
        record.schedule_date = request.schedule_date
        record.type = SCHEDULED
    if request.notes is not MISSING:
        record.notes = request.notes
    if request.you_tube_options is not MISSING:
        record.you_tube_options = request.you_tube_options
    if approve and row.status == "awaiting approval":
        record.approved = True
        schedule = record.schedule_date
        if schedule is not MISSING and schedule > service.now():
            record.status = "pending"
        else:
            require_twitter_credentials(service, call, record.platforms)
            record.status = SUCCESS
    if record.status == SUCCESS and row.status != SUCCESS:
        record = post_outcome(record, list(record.errors))
    service.store.posts.put_post(changed_row(row, record))
    return PostUpdated(id=row.id, post=record)


async def retry_post(service: Service, call: Call) -> Answer:
    row = own_post(service, call, call.body_as(PostRetry).id)
    record = record_of(row)
    if row.status != "error" or not record.errors:
        raise ApiError(ErrorCode.POST_NOT_RETRYABLE)
    failed = [e.platform for e in record.errors if e.platform is not MISSING]
    require_twitter_credentials(service, call, failed)
    linked = set(linked_platforms(service, row.profile_id))
    still = [e for e in record.errors if e.platform not in linked]
    cleared = record.model_copy()
    cleared.errors = []
    done = post_outcome(cleared, still)
    done.retry_available = bool(still)
    service.store.posts.put_post(changed_row(row, done))
    return post_answer(call, done)


async def copy_post(service: Service, call: Call) -> Answer:
    """A new post with the original's text, media and options on the requested networks, made
    by `create_post`'s rule (its checks and outcomes), answered with `copiedFrom` and
    `originalPost` and never wrapped (inferred)."""
    request = call.body_as(PostCopy)
    original = record_of(own_post(service, call, request.post_id))
    # The copy's request: the original's stored fields as they are (a record, not held again to
    # what a client may send: a feed's image address may not fit `mediaUrls`), then the copy
    # request's own (typed, checked by its schema). Besides its text and options a copy keeps
    # the original's media, video flag, link shortening and notes (inferred: the docs say "the
    # same content and settings"; approval, auto-scheduling, reposting and idempotency are not).
    sent = PostRequest.model_construct(
        post=original.post,
        platforms=request.platforms,
        media_urls=original.media_urls,
        is_video=original.is_video,
        shorten_links=original.shorten_links,
        notes=original.notes,
        schedule_date=request.schedule_date,
    )
    copy_options(sent, original)
    copy_options(sent, request)
    answer = await publish(service, call, sent)
    assert isinstance(answer, Answer)  # no idempotencyKey: never a stored answer
    result = answer.body
    if isinstance(result, ProfilePostResults):  # a User Profile's wrapped result
        result = result.posts[0]
    assert isinstance(result, PostResult)
    # A wrapped result's `profileTitle` is no field of `CopyPostResult`: it is left out.
    copied = CopyPostResult(
        **dict(result), copied_from=request.post_id, original_post=original.post
    )
    return Answer(answer.status, copied)


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
        gone = [r.id for r in rows if r.status == DELETED]
        if gone:
            raise ApiError(
                ErrorCode.POST_ALREADY_DELETED,
                f"These posts have already been deleted: {', '.join(gone)}.",
            )
    answer = PostDeleted(deleted=[r.id for r in rows])
    if request.mark_manual_deleted is not True:
        records = [record_of(row) for row in rows]
        published = sorted({r.platform for record in records for r in record.post_ids})
        require_twitter_credentials(service, call, published)
        for record in records:
            for result in record.post_ids:
                removed = adapter(result.platform).remove(result.id)
                if len(rows) == 1:  # the one post's removal, under its network's name
                    setattr(answer, result.platform, _removal(result.id, removed))
    if ids is not None and request.bulk is MISSING:
        answer.id = ids[0]  # one post named by `id`
    store.posts.set_post_status([(profile_id, r.id) for r in rows], DELETED)
    return answer


def _removal(social_id: str, removed: bool) -> NetworkDeletion:
    """A network's `delete` outcome of a published post."""
    return NetworkDeletion(status=SUCCESS if removed else "error", id=social_id)


__all__ = ["copy_post", "delete_post", "retry_post", "update_post"]
