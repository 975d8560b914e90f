"""Faults the rules of `contract_tests/test_rules_posts.py` must catch."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_field_dropped,
    answer_rewritten,
    body_rewritten,
    each_entry,
    failure_answered_ok,
    fields_ignored,
    filter_ignored,
    id_not_round_tripped,
    on,
    refusal_accepted,
    succeeded,
    without,
    write_ignored,
)

SPEC = ServiceSpec.load()


@fault("test_unknown_post_id", "HTTP 404")
@exchange
async def wrong_status_for_code(request: Request, call: Call) -> Response:
    """Unknown Post IDs (code 114) are answered with HTTP 400 instead of the catalogue's 404."""
    response = await call(request)
    if error_code(response) == ErrorCode.POST_NOT_FOUND:
        response = replace(response, status=400)
    return response


@fault("test_x_requests_need_own_credentials", "own-credential")
@exchange
async def x_headers_not_enforced(request: Request, call: Call) -> Response:
    """Requests that target X are served without the caller's own X credentials (no 419)."""
    for name in ("x-twitter-oauth1-api-key", "x-twitter-oauth1-api-secret"):
        if request.header(name) is None:
            request = request.with_header(name, "injected-by-fault")
    return await call(request)


@fault("test_x_thread_options_need_thread", "need thread: true")
@exchange
async def x_thread_options_without_thread_accepted(request: Request, call: Call) -> Response:
    """`twitterOptions.threadNumber` and thread `mediaUrls` without `thread: true` are served
    (the server is sent `thread: true` whenever they come)."""
    body = request.json()
    options = body.get("twitterOptions") if isinstance(body, dict) else None
    if isinstance(options, dict) and ("threadNumber" in options or "mediaUrls" in options):
        request = request.with_json({**body, "twitterOptions": {**options, "thread": True}})
    return await call(request)


# Caught by the deterministic links test and by schemathesis' stateful scenarios (test_links,
# whose create_post steps send publishable posts: contract_tests/schemas.py).
@fault("test_created_post_links_resolve", "ensure_resource_availability")
@fault("test_links", "ensure_resource_availability", properties=True, variant="stateful")
@exchange
async def created_post_not_found(request: Request, call: Call) -> Response:
    """A created post cannot be read back: get_post always answers 404 (code 114)."""
    response = await call(request)
    if request.method == "GET" and request.path.startswith("/post/") and response.status == 200:
        response = Response(404, [("content-type", "application/json")]).with_json(
            {
                "status": "error",
                "code": ErrorCode.POST_NOT_FOUND,
                "message": "No post with this ID exists.",
            }
        )
    return response


@fault("test_profile_key_answers_are_wrapped", "a User Profile's post result is wrapped")
@answer_rewritten(on("POST", "/post"), lambda body: body["posts"][0] if body.get("posts") else body)
def profile_post_result_unwrapped() -> None:
    """A User Profile's create_post answer is the bare result, without the `posts` wrapper."""


@fault("test_idempotency_key", "a repeated idempotencyKey answers the first post")
@fields_ignored(on("POST", "/post"), "idempotencyKey")
def idempotency_key_ignored() -> None:
    """`idempotencyKey` is ignored: a repeated key creates another post."""


@fault("test_created_post_read_back", "get_post answers shortenLinks")
@answer_field_dropped(
    lambda request: request.method == "GET" and request.path.startswith("/post/"), "shortenLinks"
)
def post_record_without_shorten_links() -> None:
    """get_post answers a post made through the service without its shortenLinks."""


@fault("test_delete_answers_the_id", "delete_post answers with the deleted post's id")
@answer_field_dropped(on("DELETE", "/post", "/delete"), "id")
def delete_answer_without_id() -> None:
    """delete_post answers success without naming the deleted post."""


@fault("test_approval_holds", "requiresApproval: the post waits for approval")
@fields_ignored(on("POST", "/post"), "requiresApproval")
def approval_ignored() -> None:
    """`requiresApproval` is ignored: the post is published at once."""


@fault("test_delete_answers_the_id", "delete_post answers 200")
@id_not_round_tripped(on("POST", "/post"), "id")
def post_id_not_round_tripped() -> None:
    """create_post answers another Post ID than the one it stored (delete_post does not know it)."""


# -- writes answered as done and never applied (read-back rules) ---------------------------------
create_post_ignored = write_ignored(
    OperationId.CREATE_POST,
    caught_by=fault("test_created_post_read_back", "create_post is read back"),
)
update_post_ignored = write_ignored(
    OperationId.UPDATE_POST,
    caught_by=fault("test_updated_post_read_back and not legacy", "update_post is read back"),
)
update_post_legacy_ignored = write_ignored(
    OperationId.UPDATE_POST_LEGACY,
    caught_by=fault("test_updated_post_read_back and legacy", "update_post_legacy is read back"),
)
delete_post_ignored = write_ignored(
    OperationId.DELETE_POST,
    caught_by=fault("test_deleted_post_gone and not legacy", "delete_post is read back"),
)
delete_post_legacy_ignored = write_ignored(
    OperationId.DELETE_POST_LEGACY,
    caught_by=fault("test_deleted_post_gone and legacy", "delete_post_legacy is read back"),
)


@fault("test_retried_post_read_back", "retry_post refuses a post that did not fail")
@refusal_accepted(ErrorCode.POST_NOT_RETRYABLE, {"status": "success", "postIds": []})
def retry_of_published_post_accepted() -> None:
    """retry_post of a post that did not fail answers success instead of code 155."""


retry_post_ignored = write_ignored(
    OperationId.RETRY_POST,
    caught_by=fault("test_retried_post_read_back", "retry_post is read back"),
)


@fault(
    "test_profile_keys_post_for_each_profile",
    "create_post with profileKeys answers one result per profile",
)
@fields_ignored(on("POST", "/post"), "profileKeys")
def post_profile_keys_ignored() -> None:
    """create_post ignores `profileKeys`: the post goes to the acting profile only."""


@fault(
    "test_unlinked_network_refused",
    "a post to only unlinked networks answers 400 with the full result",
)
@failure_answered_ok(on("POST", "/post"))
def failed_post_answered_200() -> None:
    """A post that failed on every requested network (its full result with a 156 entry each)
    is answered HTTP 200, as if it had been published."""


@fault("test_past_schedule_date_refused", "a past scheduleDate is refused")
@exchange
async def past_schedule_date_published_now(request: Request, call: Call) -> Response:
    """A scheduleDate in the past is not refused (code 152): the post is published at once."""
    response = await call(request)
    body = request.json()
    if error_code(response) == ErrorCode.SCHEDULE_DATE_IN_PAST and isinstance(body, dict):
        response = await call(
            request.with_json({k: v for k, v in body.items() if k != "scheduleDate"})
        )
    return response


@fault("test_deleted_scheduled_posts_never_publish", "deleteAllScheduled deletes every pending")
@fields_ignored(on("DELETE", "/post"), "deleteAllScheduled")
def delete_all_scheduled_ignored() -> None:
    """delete_post ignores `deleteAllScheduled` (the body is then read without it)."""


@fault("test_networks_each_their_own_outcome", "platforms all publishes on every linked network")
@body_rewritten(
    on("POST", "/post"),
    lambda body: (
        body | {"platforms": list(SPEC.facts.platforms)} if body.get("platforms") == "all" else body
    ),
)
def all_means_every_network() -> None:
    """`platforms: all` targets every network of the service, linked or not."""


def _failures_hidden(body: dict[str, Any]) -> dict[str, Any]:
    for result in [body, *body.get("posts", [])]:
        if result.get("postIds") and result.get("errors"):
            body["status"] = result["status"] = "success"
            result["errors"] = []
    return body


@fault("test_networks_each_their_own_outcome", "a network that is not linked fails alone")
@answer_rewritten(on("POST", "/post"), _failures_hidden, status=succeeded)
def partial_failure_answered_success() -> None:
    """A post that failed on some networks and published on others answers `success`,
    without the failed networks' entries."""


@fault("test_deleted_scheduled_posts_never_publish", "update_post's scheduleDate reschedules")
@fields_ignored(on("PATCH", "/post"), "scheduleDate")
def reschedule_ignored() -> None:
    """update_post ignores `scheduleDate`: a pending post keeps its old date."""


@fault("test_approval_holds", "status=awaiting approval lists the held posts only")
@filter_ignored(
    lambda request: request.path == "/history" and ("status", "awaiting approval") in request.query,
    "status",
)
def awaiting_approval_filter_ignored() -> None:
    """The history's `status=awaiting approval` filter is ignored: every post is listed."""


@fault("test_delete_answers_the_id", "unknown Post ID in bulk is refused (114) and deletes nothing")
@exchange
async def bulk_delete_stops_at_unknown(request: Request, call: Call) -> Response:
    """delete_post with `bulk` deletes the posts it knows before refusing an unknown one."""
    response, body = await call(request), request.json()
    if asks(request, "DELETE", "/post") and error_code(response) == ErrorCode.POST_NOT_FOUND:
        for post_id in body.get("bulk") or []:
            await call(request.with_json({"id": post_id}))
    return response


@fault("test_delete_answers_the_id", "bulk deletes every post named")
@body_rewritten(
    on("DELETE", "/post"),
    lambda body: body | {"bulk": body["bulk"][:1]} if body.get("bulk") else body,
)
def bulk_delete_first_only() -> None:
    """delete_post with `bulk` deletes only the first post named."""


@fault("test_unknown_post_id_refused", "updating an unknown Post ID is refused")
@refusal_accepted(ErrorCode.POST_NOT_FOUND, {"status": "success"}, where=on("PATCH", "/post"))
def update_unknown_post_accepted() -> None:
    """update_post of an unknown Post ID answers success instead of code 114."""


def _history_of_a_post(request: Request) -> bool:
    name = request.path.removeprefix("/history/")
    return request.method == "GET" and name != request.path and name not in SPEC.facts.platforms


@fault("test_unknown_post_id_refused", "the history record of an unknown Post ID is refused")
@refusal_accepted(ErrorCode.POST_NOT_FOUND, {"status": "success"}, where=_history_of_a_post)
def history_entry_unknown_post_accepted() -> None:
    """get_post_history_entry of an unknown Post ID answers success instead of code 114."""


@fault("test_created_post_read_back", "get_post_history_entry of a Post ID answers get_post's")
@answer_field_dropped(_history_of_a_post, "notes")
def history_entry_without_notes() -> None:
    """get_post_history_entry of a Post ID answers the record without its notes."""


@fault("test_created_post_read_back", "get_post_history answers `count`")
@answer_field_dropped(on("GET", "/history"), "count", "refId")
def post_history_without_envelope() -> None:
    """get_post_history answers its posts without `count` and `refId`."""


_KEYS_SEEN: set[tuple[str | None, str]] = set()


@fault("test_idempotency_key", "creates no other, with its HTTP status")
@exchange
async def idempotent_repeat_answered_ok(request: Request, call: Call) -> Response:
    """The repeat of a post that failed everywhere answers its result with HTTP 200."""
    response, body = await call(request), request.json()
    key = body.get("idempotencyKey") if asks(request, "POST", "/post") else None
    if isinstance(key, str):
        seen = (request.header("profile-key"), key)
        if seen in _KEYS_SEEN and response.status == 400 and error_code(response) is None:
            response = replace(response, status=200)
        _KEYS_SEEN.add(seen)
    return response


@fault("test_created_post_read_back", "get_post and get_post_history show the fields sent")
@fields_ignored(on("POST", "/post"), "autoRepost")
def post_options_not_stored() -> None:
    """create_post drops `autoRepost` instead of storing it."""


@fault("test_deleted_scheduled_posts_never_publish", "answer names a scheduled post's scheduleDate")
@answer_rewritten(on("POST", "/post"), each_entry("posts", without("scheduleDate")))
def scheduled_answer_without_date() -> None:
    """create_post answers a User Profile's scheduled post without its `scheduleDate`."""
