"""Comment rules: comment on a post made through the service, list a post's comments (by Post
ID or Social Post ID) or one comment (by Social Comment ID), reply, and delete (one comment,
or every comment the service made on a post).

A comment made through the service gets one Comment ID (the answer's `commentId`; its `id` is
the Post ID) and, on each network, a Social Comment ID; comments made outside the service come
from the test control (`inject_comment`), which fires the `comments` webhook on the networks of
its delivery's `x-networks` (Facebook and Instagram). Which networks each operation supports is
the spec's `x-networks` (enforced before the rule runs); comments on a post the account made
outside the service (its generated past, `seeded_content`) are listed by the post's Social Post
ID (`searchPlatformId`), their rows naming the post `network:<Social Post ID>`; which networks
can delete a comment made outside the service is `x-networks-outside-comments` of
`delete_comments`. `nextUpdate` is the service clock plus the operation's `x-refresh-seconds`.
Requests are read as their generated models (`Call.body_as`: `CommentRequest`, `CommentReply`
or `CommentReplyLegacy`, and `CommentDeletionRequest`, whose body is optional; the control's
`CommentInjection`), path and query parameters as the operation's (`Call.params_as`); a stored
comment is a `CommentReplyItem` (built by `comment_row` of `network_content.py`, read
through it), and answers and the
`CommentsEvent` are built as their generated models.
"""

from __future__ import annotations

import secrets
import string
from datetime import timedelta
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    CommentDeletion,
    CommentDeletionRequest,
    CommentInjection,
    CommentItem,
    CommentPosted,
    CommentPostOutcome,
    CommentReplied,
    CommentReply,
    CommentReplyItem,
    CommentReplyLegacy,
    CommentReplyOutcome,
    CommentRequest,
    CommentsDeleted,
    CommentsEvent,
    DeleteCommentsParameters,
    GenericEvent,
    GetCommentsByQueryParameters,
    GetCommentsParameters,
    PostComments,
    PostRecord,
    ReplyCommentParameters,
)

from spec_model import enum_values
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..networks.comments import comment_urn
from ..service import Call, Service, model_data, own_fields
from ..store import PostRow, ProfileRow, Store
from ..store.comments import CommentRow
from ..store.seeded_accounts import OUTSIDE_POST
from . import events, random_content, seeded_content
from .network_content import comment_row
from .posts import require_twitter_credentials

COMMENT_ID_ALPHABET = string.ascii_letters + string.digits
COMMENT_ID_LENGTH = 20
#: The delivery of the `comments` webhook action (`webhooks:` of the spec).
COMMENTS_DELIVERY = OperationId.DELIVER_COMMENTS_EVENT


def new_comment_id() -> str:
    return "".join(secrets.choice(COMMENT_ID_ALPHABET) for _ in range(COMMENT_ID_LENGTH))


def _networks(call: Call) -> tuple[str, ...]:
    assert call.operation is not None and call.operation.networks is not None
    return call.operation.networks


def _one_platform(platforms: list[str] | None, what: str) -> str:
    if not platforms or len(platforms) != 1:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            f"{what} needs exactly one network in 'platforms'.",
        )
    return platforms[0]


def _live_post(service: Service, profile_id: int, post_id: str) -> PostRow | None:
    row = service.store.posts.post(profile_id, post_id)
    return None if row is None or row.status == enum_values.PostStatus.DELETED else row


def _published(row: PostRow) -> dict[str, str]:
    """Network -> Social Post ID of each network the post was published on."""
    return {r.platform: r.id for r in PostRecord.model_validate(row.body).post_ids}


def stored_comment(row: CommentRow) -> CommentReplyItem:
    """The stored comment as `get_comments` lists it (without its replies)."""
    return CommentReplyItem.model_validate(row.body)


def _author(service: Service, profile: ProfileRow, platform: str) -> str:
    """The name the acting profile's account has on ``platform`` (its link's display name)."""
    for link in service.store.profiles.links(profile.id):
        if link.platform == platform:
            return link.display_name
    return profile.title


# -- post_comment ---------------------------------------------------------------------------------


async def post_comment(service: Service, call: Call) -> CommentPosted:
    random_content.fill_comment(service, call)
    request = call.body_as(CommentRequest)
    assert isinstance(request.comment, str)  # fill_comment wrote it or refused the request
    profile = call.profile
    requested: list[str] | None = None if request.platforms is MISSING else list(request.platforms)
    store = service.store
    if request.search_platform_id is True:
        platform = _one_platform(requested, "A comment by Social Post ID")
        with store.transaction():
            post_id = service.store.comments.post_of_social_id(profile.id, platform, request.id)
        row = None if post_id is None else _live_post(service, profile.id, post_id)
    else:
        row = _live_post(service, profile.id, request.id)
    if row is None:
        raise ApiError(ErrorCode.POST_NOT_FOUND)
    published = _published(row)
    supported = _networks(call)
    platforms = requested or [p for p in published if p in supported]
    missing = [p for p in platforms if p not in published]
    if missing or not platforms:
        named = ", ".join(missing) or "any network that takes comments"
        raise ApiError(ErrorCode.NOT_ON_NETWORK, f"The post was not published on {named}.")
    require_twitter_credentials(service, call, platforms)
    comment_id = new_comment_id()
    now = service.now_unix()
    rows = [
        comment_row(
            profile,
            row.id,
            p,
            published[p],
            request.comment,
            _author(service, profile, p),
            now,
            comment_id=comment_id,
        )
        for p in platforms
    ]
    with store.transaction():
        service.store.comments.add(rows)
    answer = CommentPosted(id=row.id, comment_id=comment_id, post_id=row.id)
    outcomes: dict[str, Any] = {}  # the answer's field of each network
    for r in rows:
        urn = comment_urn(r.platform, r.social_post_id, r.social_id)
        made = stored_comment(r)
        outcomes[r.platform] = CommentPostOutcome(
            status=answer.status,  # the comment was made on every network
            comment_id=made.comment_id,
            comment=made.comment,
            platform=made.platform,
            post_id=made.post_id,
            comment_urn=MISSING if urn is None else urn,
        )
    return CommentPosted(id=answer.id, comment_id=answer.comment_id, post_id=row.id, **outcomes)


# -- get_comments ---------------------------------------------------------------------------------


def _listed(store: Store, row: CommentRow) -> CommentItem:
    replies = [stored_comment(r) for r in store.comments.replies_of(row)]
    return CommentItem(**dict(stored_comment(row)), replies=replies)


async def get_comments(service: Service, call: Call) -> PostComments:
    assert call.operation is not None
    # get_comments_by_query (the legacy page's `GET /comments?id=`) names it in the query
    params: GetCommentsParameters | GetCommentsByQueryParameters
    if call.operation.operation_id == OperationId.GET_COMMENTS_BY_QUERY:
        params = call.params_as(GetCommentsByQueryParameters)
    else:
        params = call.params_as(GetCommentsParameters)
    target = params.id
    platform: str | None = None if params.platform is MISSING else params.platform
    by_social_post = params.search_platform_id is True
    by_social_comment = params.comment_id is True
    profile = call.profile
    lists: dict[str, list[CommentItem]] = {}
    if (by_social_post or by_social_comment) and platform is None:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            "Query parameter 'platform' is required with searchPlatformId or commentId.",
        )
    if platform is not None:
        seeded_content.sync(service, profile, platform)  # the generated account's comments
    with service.store.transaction():
        if by_social_comment:
            assert platform is not None
            found = service.store.comments.by_social_id(profile.id, platform, target)
            if found is None:
                raise ApiError(ErrorCode.COMMENT_NOT_FOUND)
            require_twitter_credentials(service, call, [platform])
            lists[platform] = [_listed(service.store, found)]
        else:
            post_id: str | None = target
            if by_social_post:
                assert platform is not None
                post_id = service.store.comments.post_of_social_id(profile.id, platform, target)
                if post_id is None and service.store.seeded_accounts.network_post_exists(
                    profile.id, platform, target
                ):  # a post the account made outside the service
                    require_twitter_credentials(service, call, [platform])
                    outside = service.store.comments.of_post(profile.id, OUTSIDE_POST + target)
                    lists[platform] = [
                        _listed(service.store, r) for r in outside if r.thread_id is None
                    ]
            post = None if post_id is None else _live_post(service, profile.id, post_id)
            if post is None and not lists:
                raise ApiError(ErrorCode.POST_NOT_FOUND)
            if post is not None:
                supported = _networks(call)
                networks = [p for p in _published(post) if p in supported]
                if platform is not None:
                    networks = [p for p in networks if p == platform]
                require_twitter_credentials(service, call, networks)
                lists = {p: [] for p in networks}
                for row in service.store.comments.of_post(profile.id, post.id):
                    if row.thread_id is None and row.platform in lists:
                        lists[row.platform].append(_listed(service.store, row))
    now = service.now()
    assert call.operation is not None
    refresh = int(call.operation.raw["x-refresh-seconds"])
    by_network: dict[str, Any] = lists  # the answer's field of each network
    return PostComments(
        last_updated=now, next_update=now + timedelta(seconds=refresh), **by_network
    )


# -- reply_comment --------------------------------------------------------------------------------


async def reply_comment(service: Service, call: Call) -> CommentReplied:
    assert call.operation is not None
    request: CommentReply
    if call.operation.operation_id == OperationId.REPLY_COMMENT:
        request = call.body_as(CommentReply)
        target = call.params_as(ReplyCommentParameters).comment_id
    else:  # reply_comment_legacy: the comment's id in the body
        legacy = call.body_as(CommentReplyLegacy)
        request, target = legacy, legacy.comment_id
    by_social = request.search_platform_id is True
    profile = call.profile
    requested: list[str] = list(request.platforms)
    if by_social and len(requested) == 1:
        seeded_content.sync(service, profile, requested[0])
    with service.store.transaction():
        if by_social:
            platform = _one_platform(requested, "A reply by Social Comment ID")
            found = service.store.comments.by_social_id(profile.id, platform, target)
            targets = [] if found is None else [found]
        else:
            targets = service.store.comments.by_comment_id(profile.id, target)
    if not targets:
        raise ApiError(ErrorCode.COMMENT_NOT_FOUND)
    on = {t.platform: t for t in targets}
    missing = [p for p in requested if p not in on]
    if missing:
        raise ApiError(
            ErrorCode.NOT_ON_NETWORK, f"The comment was not made on {', '.join(missing)}."
        )
    require_twitter_credentials(service, call, requested)
    reply_id = new_comment_id()
    now = service.now_unix()
    rows = [
        comment_row(
            profile,
            on[p].post_id,
            p,
            on[p].social_post_id,
            request.comment,
            _author(service, profile, p),
            now,
            comment_id=reply_id,
            parent=on[p],
        )
        for p in requested
    ]
    with service.store.transaction():
        service.store.comments.add(rows)
    answer = CommentReplied(id=reply_id)
    outcomes: dict[str, Any] = {}  # the answer's field of each network
    for r in rows:
        made = stored_comment(r)
        assert made.parent_comment_id is not MISSING  # a reply
        outcomes[r.platform] = CommentReplyOutcome(
            status=answer.status,  # the reply was made on every network
            comment_id=made.comment_id,
            source_comment_id=made.parent_comment_id,
            comment=made.comment,
            platform=made.platform,
        )
    return CommentReplied(id=answer.id, **outcomes)


# -- delete_comments ------------------------------------------------------------------------------


def _deletion_platform(
    params: DeleteCommentsParameters, body: CommentDeletionRequest
) -> str | None:
    """The network of a Social Comment ID: the query's, else the body's `platform`, else the
    one of its `platforms`."""
    if params.platform is not MISSING:
        return params.platform
    if body.platform is not MISSING:
        return body.platform
    if body.platforms is not MISSING and body.platforms:
        return body.platforms[0]
    return None


async def delete_comments(service: Service, call: Call) -> CommentsDeleted:
    params = call.params_as(DeleteCommentsParameters)
    target = params.id
    body = call.body_as(CommentDeletionRequest)  # optional: none sent, every field MISSING
    profile = call.profile
    by_social = params.search_platform_id is True or body.search_platform_id is True
    assert call.operation is not None
    outside_ok = tuple(call.operation.raw["x-networks-outside-comments"])
    named = _deletion_platform(params, body)
    if by_social and named is not None:
        seeded_content.sync(service, profile, named)
    with service.store.transaction():
        if by_social:
            platform = named
            if platform is None:
                raise ApiError(
                    ErrorCode.DEPENDENT_PARAMETER_MISSING,
                    "A Social Comment ID needs its network ('platform' or 'platforms').",
                )
            found = service.store.comments.by_social_id(profile.id, platform, target)
            if found is None:
                raise ApiError(ErrorCode.COMMENT_NOT_FOUND)
            if not found.made_here and platform not in outside_ok:
                raise ApiError(
                    ErrorCode.NETWORK_NOT_SUPPORTED,
                    f"Comments made outside the service cannot be deleted on {platform} "
                    f"(x-networks-outside-comments: {', '.join(outside_ok)}).",
                )
            rows = [found]
        else:
            rows = service.store.comments.by_comment_id(profile.id, target)
            if not rows and _live_post(service, profile.id, target) is not None:
                rows = [
                    r for r in service.store.comments.of_post(profile.id, target) if r.made_here
                ]
                if not rows:
                    raise ApiError(
                        ErrorCode.COMMENT_NOT_FOUND,
                        "No comment made through the service exists on this post.",
                    )
            if not rows:
                raise ApiError(
                    ErrorCode.COMMENT_NOT_FOUND, "No comment or post with this ID exists."
                )
        require_twitter_credentials(service, call, sorted({r.platform for r in rows}))
        service.store.comments.delete(rows)
    done = CommentsDeleted().status  # every comment was deleted
    grouped: dict[str, list[CommentDeletion]] = {}
    for r in rows:
        grouped.setdefault(r.platform, []).append(
            CommentDeletion(status=done, id=r.social_id, comment=stored_comment(r).comment)
        )
    # the answer's field of each network: its one deletion, or the list of several
    by_network: dict[str, Any] = {p: d[0] if len(d) == 1 else d for p, d in grouped.items()}
    return CommentsDeleted(**by_network)


# -- the test control -----------------------------------------------------------------------------


def inject_comment(service: Service, call: Call) -> dict[str, Any]:
    """A comment made outside the service (`inject_comment` of sandbox.yaml; body validated)."""
    request = call.body_as(CommentInjection)
    profile = call.profile
    platform = request.platform
    post = _live_post(service, profile.id, request.post_id)
    if post is None:
        raise ApiError(ErrorCode.POST_NOT_FOUND)
    published = _published(post)
    if platform not in published:
        raise ApiError(ErrorCode.NOT_ON_NETWORK, f"The post was not published on {platform}.")
    with service.store.transaction() as db:
        parent = None
        if request.reply_to is not MISSING:
            parent = service.store.comments.by_social_id(profile.id, platform, request.reply_to)
            if parent is None or parent.post_id != post.id:
                raise ApiError(
                    ErrorCode.COMMENT_NOT_FOUND, "replyTo names no comment of this post there."
                )
        row = comment_row(
            profile,
            post.id,
            platform,
            published[platform],
            request.comment,
            request.username,
            service.now_unix(),
            comment_id=None,
            parent=parent,
            like_count=request.like_count or 0,  # the spec's default, 0 (never null)
            hidden=request.hidden is True,
        )
        service.store.comments.add([row])
        if platform in comment_event_networks(service):
            event = comment_event(service, profile, row)
            fields = own_fields(event, GenericEvent)  # the common ones come from emit
            events.emit(service, profile, event.action, fields, db)
    service.delivery.wake()
    injected: dict[str, Any] = model_data(CommentItem(**dict(stored_comment(row)), replies=[]))
    return injected


def comment_event_networks(service: Service) -> tuple[str, ...]:
    """The networks whose comments fire the `comments` webhook (its delivery's x-networks)."""
    declared = service.spec.operation(COMMENTS_DELIVERY).networks or ()
    return service.seams.decisions.comment_event_networks(declared)


def comment_event(service: Service, profile: ProfileRow, row: CommentRow) -> CommentsEvent:
    """The `CommentsEvent` of a new comment; its fields every event has (`GenericEvent`'s:
    the hook's, the time) are left to `events.emit`, which fills them in."""
    made = stored_comment(row)
    assert made.username is not MISSING  # comment_row names the author
    return CommentsEvent(
        created=service.now(),
        time_stamp=service.now_unix(),
        hook_id="",
        ref_id=profile.ref_id,
        url="",
        platform=made.platform,
        id=row.post_id,
        post_id=made.post_id,
        comment_id=made.comment_id,
        parent_comment_id=made.parent_comment_id,
        comment=made.comment,
        username=made.username,
        from_=made.from_,
    )


__all__ = [
    "comment_row",
    "delete_comments",
    "get_comments",
    "inject_comment",
    "post_comment",
    "reply_comment",
]
