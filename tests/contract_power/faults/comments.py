"""Faults the rules of `contract_tests/test_rules_comments.py` must catch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from reference_server.seams import RuleDecisions
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks, change_events, sent_again_late, with_seams
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    declare,
    fields_ignored,
    filter_ignored,
    on,
    read_json,
    refreshed_at_once,
    refusal_accepted,
    request_rewritten,
    succeeded,
    under,
    unserved,
    without,
    write_ignored,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts


_comments_read = under("GET", "/comments/")


@fault("test_comment_unknown_ids_refused", "post_comment refuses an unknown Post ID")
@refusal_accepted(
    ErrorCode.POST_NOT_FOUND,
    {"status": "success", "id": "MadeUpPost0001", "commentId": "MadeUpComment0001"},
    where=on("POST", "/comments"),
)
def comment_unknown_post_accepted() -> None:
    """post_comment with an unknown Post ID answers success (with a made-up Comment ID)."""


@fault(
    "test_comment_listed_by_post_id_and_social_post_id",
    "post_comment answers the Comment ID as commentId and the Post ID as id",
)
@answer_rewritten(
    on("POST", "/comments"), lambda body: {**body, "id": body.get("commentId")}, status=succeeded
)
def comment_answer_id_is_comment_id() -> None:
    """post_comment answers the Comment ID as `id` (the Post ID only as `postId`)."""


@fault(
    "test_comment_only_where_published",
    "post_comment refuses a network the post was not published on",
)
@exchange
async def comment_unpublished_network_accepted(request: Request, call: Call) -> Response:
    """post_comment to a network the post is not on comments wherever the post is instead."""
    response = await call(request)
    body = request.json()
    refused = error_code(response) == ErrorCode.NOT_ON_NETWORK
    if asks(request, "POST", "/comments") and refused and isinstance(body, dict):
        response = await call(
            request.with_json({k: v for k, v in body.items() if k != "platforms"})
        )
    return response


@fault("test_delete_comments_by_comment_id_and_post_id", "delete_comments by Post ID deletes")
@exchange
async def comment_delete_by_post_keeps_comments(request: Request, call: Call) -> Response:
    """delete_comments by Post ID answers success but deletes nothing (by Comment ID works)."""
    if request.method != "DELETE" or not request.path.startswith("/comments/"):
        return await call(request)
    target = request.path.rsplit("/", 1)[-1]
    probe = await call(Request("GET", f"/post/{target}", [], request.headers, b""))
    if probe.status == 200:  # the path names a post: pretend
        return Response(200, [("content-type", "application/json")], b'{"status":"success"}')
    return await call(request)


@fault(
    "test_comments_event_delivered", "the comments delivery body matches CommentsEvent", parts=True
)
def comment_event_field_dropped(parts: ServerParts) -> ServerParts:
    """`comments` deliveries lack the required `commentId` (signed as sent)."""
    return change_events(
        parts,
        lambda e: (
            {k: v for k, v in e.items() if k != "commentId"} if e.get("action") == "comments" else e
        ),
    )


class _EveryNetworkComments(RuleDecisions):
    def comment_event_networks(self, declared: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(SPEC.facts.platforms)


@fault("test_comments_event_delivered", "the comments webhook fires only for", parts=True)
def comment_event_every_network(parts: ServerParts) -> ServerParts:
    """The `comments` webhook fires for comments on every network (its x-networks ignored)."""
    return with_seams(parts, decisions=_EveryNetworkComments())


@fault("test_comments_event_delivered", "the comments webhook fires only for", parts=True)
def comment_event_sent_again_late(parts: ServerParts) -> ServerParts:
    """A `comments` event is queued twice, the second sent 2 s later (after any pause a rule
    could afford)."""
    return sent_again_late(parts, lambda queued: queued.get("action") == "comments")


# -- writes answered as done and never applied (read-back rules) ---------------------------------
async def _commented(request: Request, call: Call) -> dict[str, Any]:
    """The Post ID sent as `id`, a made-up Comment ID, and one made-up commentId on each network
    the request names (else on each network its post was published on, read from the
    server)."""
    sent = request.json() if isinstance(request.json(), dict) else {}
    post = await read_json(request, call, OperationId.GET_POST, id=str(sent.get("id")))
    published = [r.get("platform") for r in (post or {}).get("postIds") or []]
    networks = sent.get("platforms") or published
    made = {"status": "success", "comment": sent.get("comment")}
    ids = {"id": sent.get("id"), "commentId": "IgnoredComment0000", "postId": sent.get("id")}
    return ids | {str(p): made | {"commentId": f"ignored-{p}", "platform": p} for p in networks}


post_comment_ignored = write_ignored(
    OperationId.POST_COMMENT,
    caught_by=fault(
        "test_comment_listed_by_post_id_and_social_post_id", "get_comments by Post ID lists"
    ),
    answer=_commented,
)
reply_comment_ignored = write_ignored(
    OperationId.REPLY_COMMENT,
    caught_by=fault(
        "test_reply_by_comment_id_in_both_forms", "reply_comment by Comment ID in the path form"
    ),
)
reply_comment_legacy_ignored = write_ignored(
    OperationId.REPLY_COMMENT_LEGACY,
    caught_by=fault(
        "test_reply_by_comment_id_in_both_forms",
        "reply_comment by Comment ID in the SDK's body form",
    ),
)
delete_comments_ignored = write_ignored(
    OperationId.DELETE_COMMENTS,
    caught_by=fault(
        "test_delete_comments_by_comment_id_and_post_id",
        "delete_comments by Comment ID deletes that comment only",
    ),
)


@fault("test_comments_event_delivered", "and the parent of a reply", parts=True)
def comment_event_parent_dropped(parts: ServerParts) -> ServerParts:
    """`comments` deliveries of replies lack their `parentCommentId`."""
    return change_events(
        parts,
        lambda e: (
            {k: v for k, v in e.items() if k != "parentCommentId"}
            if e.get("action") == "comments"
            else e
        ),
    )


def _deleting_comment(request: Request) -> bool:
    return request.method == "DELETE" and request.path.startswith("/comments/")


def _without_urn(body: dict[str, Any]) -> dict[str, Any]:
    linkedin = body.get("linkedin")
    if isinstance(linkedin, dict):
        body["linkedin"] = without("commentUrn")(linkedin)
    return body


@fault(
    "test_outside_comment_deletion_networks_and_body_form",
    "deleted only on the networks of x-networks-outside-comments",
)
@refusal_accepted(ErrorCode.NETWORK_NOT_SUPPORTED, {"status": "success"}, where=_deleting_comment)
def outside_comment_deleted_anywhere() -> None:
    """delete_comments answers success for an outside comment on any network."""


@fault("test_outside_comment_only_where_published", "inject_comment refuses a network the post")
@refusal_accepted(
    ErrorCode.NOT_ON_NETWORK,
    {"status": "success", "commentId": "outside", "platform": "facebook"},
    where=on("POST", "/_sandbox/comments"),
)
def outside_comment_off_the_post_networks() -> None:
    """The control's inject_comment adds a comment on a network the post is not on."""


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("comment_search_platform_id_ignored",
     ("test_comment_listed_by_post_id_and_social_post_id",
      "get_comments by Social Post ID (searchPlatformId and platform)"),
     filter_ignored(_comments_read, "searchPlatformId"),
     "get_comments ignores `searchPlatformId`: a Social Post ID is looked up as a Post ID."),
    ("comment_refresh_ignored",
     ("test_comment_listed_by_post_id_and_social_post_id", "nextUpdate is lastUpdated + "),
     answer_rewritten(_comments_read, refreshed_at_once, status=succeeded),
     "get_comments answers `nextUpdate` equal to `lastUpdated` (no refresh interval)."),
    ("comment_query_form_missing",
     ("test_comment_listed_by_post_id_and_social_post_id",
      "get_comments_by_query (the id in the query) lists the same comments"),
     request_rewritten(on("GET", "/comments"), unserved),
     "The legacy query form of get_comments (`GET /comments?id=`) is not served."),
    ("comment_social_comment_id_ignored",
     ("test_outside_comment_by_social_comment_id",
      "get_comments by Social Comment ID (commentId and platform)"),
     filter_ignored(_comments_read, "commentId"),
     "get_comments ignores `commentId`: a Social Comment ID is looked up as a Post ID."),
    ("comment_reply_body_form_missing",
     ("test_reply_by_comment_id_in_both_forms", "reply_comment by Comment ID in the SDK's body"),
     request_rewritten(on("POST", "/comments/reply"), unserved),
     "The SDK's body form of reply_comment (`POST /comments/reply`) is not served."),
    ("comment_urn_dropped",
     ("test_outside_comment_deletion_networks_and_body_form", "answers the comment's commentUrn"),
     answer_rewritten(on("POST", "/comments"), _without_urn, status=succeeded),
     "post_comment answers a LinkedIn comment without its `commentUrn`."),
    ("comment_deletion_body_form_ignored",
     ("test_outside_comment_deletion_networks_and_body_form", "in the SDK's body form"),
     fields_ignored(_deleting_comment, "searchPlatformId", "platforms"),
     "delete_comments ignores the SDK's JSON body (`searchPlatformId`, `platforms`)."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
