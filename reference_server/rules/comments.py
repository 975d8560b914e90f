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
`CommentInjection`).
"""

from __future__ import annotations

import secrets
import string
from datetime import UTC, datetime, timedelta
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    CommentDeletionRequest,
    CommentInjection,
    CommentPosted,
    CommentReplied,
    CommentReply,
    CommentReplyLegacy,
    CommentRequest,
    CommentsDeleted,
    PostComments,
)

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..networks.comments import author_id, comment_urn, social_comment_id
from ..service import Call, Service
from ..store import PostRow, ProfileRow, Store
from ..store.comments import CommentRow
from ..store.seeded_accounts import OUTSIDE_POST
from ..webhooks import events
from . import random_content, seeded_content
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
    return None if row is None or row.status == "deleted" else row


def _published(row: PostRow) -> dict[str, str]:
    """Network -> Social Post ID of each network the post was published on."""
    return {r["platform"]: r["id"] for r in row.body.get("postIds", [])}


def _author(service: Service, profile: ProfileRow, platform: str) -> str:
    """The name the acting profile's account has on ``platform`` (its link's display name)."""
    for link in service.store.profiles.links(profile.id):
        if link.platform == platform:
            return link.display_name
    return profile.title


def comment_row(
    profile: ProfileRow,
    post_id: str,
    platform: str,
    social_post_id: str,
    text: str,
    username: str,
    created: int,
    *,
    comment_id: str | None,
    parent: CommentRow | None = None,
    like_count: int = 0,
    hidden: bool = False,
) -> CommentRow:
    """A new comment on one network (a reply when ``parent`` is given)."""
    social_id = social_comment_id(platform, social_post_id)
    body: dict[str, Any] = {
        "comment": text,
        "commentId": social_id,
        "created": format_timestamp_unix(created),
        "from": {"id": author_id(platform, username), "username": username},
        "username": username,
        "hidden": hidden,
        "likeCount": like_count,
        "platform": platform,
        "postId": social_post_id,
    }
    if parent is not None:
        body["parentCommentId"] = parent.social_id
    return CommentRow(
        platform=platform,
        social_id=social_id,
        profile_id=profile.id,
        post_id=post_id,
        social_post_id=social_post_id,
        comment_id=comment_id,
        thread_id=None if parent is None else (parent.thread_id or parent.social_id),
        parent_id=None if parent is None else parent.social_id,
        created=created,
        body=body,
    )


def format_timestamp_unix(seconds: int) -> str:
    return format_timestamp(datetime.fromtimestamp(seconds, UTC))


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
    answer: dict[str, Any] = {
        "status": "success",
        "id": row.id,
        "commentId": comment_id,
        "postId": row.id,
    }
    for r in rows:
        outcome = {
            "status": "success",
            "commentId": r.social_id,
            "comment": r.body["comment"],
            "platform": r.platform,
            "postId": r.social_post_id,
        }
        urn = comment_urn(r.platform, r.social_post_id, r.social_id)
        if urn is not None:
            outcome["commentUrn"] = urn
        answer[r.platform] = outcome
    return CommentPosted.model_validate(answer)


# -- get_comments ---------------------------------------------------------------------------------


def _listed(store: Store, row: CommentRow) -> dict[str, Any]:
    return {**row.body, "replies": [r.body for r in store.comments.replies_of(row)]}


async def get_comments(service: Service, call: Call) -> PostComments:
    query = call.query
    # get_comments_by_query (the legacy page's `GET /comments?id=`) names it in the query
    target = str(call.path_params.get("id") or query["id"])
    platform: str | None = query.get("platform")
    by_social_post = bool(query.get("searchPlatformId"))
    by_social_comment = bool(query.get("commentId"))
    profile = call.profile
    lists: dict[str, list[dict[str, Any]]] = {}
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
    answer: dict[str, Any] = {
        "status": "success",
        "lastUpdated": format_timestamp(now),
        "nextUpdate": format_timestamp(now + timedelta(seconds=refresh)),
        **lists,
    }
    return PostComments.model_validate(answer)


# -- reply_comment --------------------------------------------------------------------------------


async def reply_comment(service: Service, call: Call) -> CommentReplied:
    in_path = call.path_params.get("commentId")
    request: CommentReply
    if in_path:
        request, target = call.body_as(CommentReply), str(in_path)
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
    answer: dict[str, Any] = {"status": "success", "id": reply_id}
    for r in rows:
        answer[r.platform] = {
            "status": "success",
            "commentId": r.social_id,
            "sourceCommentId": r.parent_id,
            "comment": r.body["comment"],
            "platform": r.platform,
        }
    return CommentReplied.model_validate(answer)


# -- delete_comments ------------------------------------------------------------------------------


def _deletion_platform(call: Call, body: CommentDeletionRequest) -> str | None:
    platform = call.query.get("platform") or (None if body.platform is MISSING else body.platform)
    if platform is None and body.platforms is not MISSING and body.platforms:
        platform = body.platforms[0]
    return None if platform is None else str(platform)


async def delete_comments(service: Service, call: Call) -> CommentsDeleted:
    target = call.path_params["id"]
    body = call.body_as(CommentDeletionRequest)  # optional: none sent, every field MISSING
    profile = call.profile
    by_social = bool(call.query.get("searchPlatformId") or body.search_platform_id is True)
    assert call.operation is not None
    outside_ok = tuple(call.operation.raw["x-networks-outside-comments"])
    if by_social and _deletion_platform(call, body) is not None:
        seeded_content.sync(service, profile, str(_deletion_platform(call, body)))
    with service.store.transaction():
        if by_social:
            platform = _deletion_platform(call, body)
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
    grouped: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        grouped.setdefault(r.platform, []).append(
            {
                "action": "delete",
                "status": "success",
                "id": r.social_id,
                "comment": r.body["comment"],
            }
        )
    answer: dict[str, Any] = {"status": "success"}
    for platform, deleted in grouped.items():
        answer[platform] = deleted[0] if len(deleted) == 1 else deleted
    return CommentsDeleted.model_validate(answer)


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
            events.emit(service, profile, "comments", comment_event_fields(row), db)
    service.delivery.wake()
    return {**row.body, "replies": []}


def comment_event_networks(service: Service) -> tuple[str, ...]:
    """The networks whose comments fire the `comments` webhook (its delivery's x-networks)."""
    declared = service.spec.operation(COMMENTS_DELIVERY).networks or ()
    return service.seams.decisions.comment_event_networks(declared)


def comment_event_fields(row: CommentRow) -> dict[str, Any]:
    """The `CommentsEvent` fields of a new comment (the common ones come from `events.emit`)."""
    fields = {
        "subAction": "commentCreated",
        "platform": row.platform,
        "id": row.post_id,
        "postId": row.social_post_id,
        "commentId": row.social_id,
        "comment": row.body["comment"],
        "username": row.body["username"],
        "from": row.body["from"],
    }
    if row.parent_id is not None:
        fields["parentCommentId"] = row.parent_id
    return fields


__all__ = [
    "comment_row",
    "delete_comments",
    "get_comments",
    "inject_comment",
    "post_comment",
    "reply_comment",
]
