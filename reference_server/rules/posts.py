"""Post rules: publish at once through the sandbox networks, schedule, hold for approval,
update, retry, copy, read and delete posts (listing them is `post_history.py`).

Each requested network has its own outcome (the service's `errors` array): a network that is
not linked gets an error entry (platform_not_linked) and the others publish; when every
network failed the answer is HTTP 400 with the full result. A post sent with a Profile-Key is
answered wrapped (`{status, posts: [...]}`) as the service does.

`publish_scheduled` publishes a due scheduled post (the scheduler calls it): it claims the
post, stores the outcome and queues one `scheduled` event per network in one transaction, so a
post is published once however many processes look. At that time the post's own uploaded media
must still be live (media_unavailable otherwise) and each network still linked.
"""

from __future__ import annotations

import secrets
import string
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from social_publishing_models import (
    CopyPostResult,
    PostDeleted,
    PostRecord,
    PostResult,
    PostUpdated,
    ProfilePostResults,
)

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media.retention import live_media, own_media_id
from ..networks import adapter
from ..service import Answer, Call, RawJson, Service, model_data, model_json
from ..store import PostRow, Store
from ..webhooks import events
from . import auto_schedule, random_content

POST_ID_ALPHABET = string.ascii_letters + string.digits
POST_ID_LENGTH = 20
#: The post record fields copied from a `create_post` request as sent (besides the options).
RECORD_FIELDS = (
    "notes",
    "requiresApproval",
    "idempotencyKey",
    "autoRepost",
    "autoSchedule",
    "shortenLinks",
)
#: The `<network>Options` fields, by their spec names (read from the generated record model).
OPTION_FIELDS = tuple(
    f.alias for f in PostRecord.model_fields.values() if f.alias and f.alias.endswith("Options")
)
#: A record's status -> the `status` of a post result built from it.
RESULT_STATUS = {
    "success": "success",
    "error": "error",
    "pending": "scheduled",
    "awaiting approval": "awaiting approval",
}
#: How long a history answer says it stays current (`nextUpdate`; DOCS: cached ~1 minute).


def new_post_id() -> str:
    return "".join(secrets.choice(POST_ID_ALPHABET) for _ in range(POST_ID_LENGTH))


def linked_platforms(service: Service, profile_id: int) -> list[str]:
    return [link.platform for link in service.store.profiles.links(profile_id)]


def require_twitter_credentials(service: Service, call: Call, platforms: list[str]) -> None:
    """The code of the headers' `x-sunset` (419) when a network is targeted without them."""
    for rule in service.spec.facts.header_requirements:
        if rule.when_targeting not in platforms or service.now() < rule.required_from:
            continue
        if not all(call.headers.get(name) for name in rule.headers):
            raise ApiError(ErrorCode(rule.error_code))


def check_media_urls(service: Service, call: Call, media_urls: list[str]) -> list[str]:
    """media_unavailable when an address of this server's media is unknown or expired; else
    the ids of this server's media among the URLs."""
    own: list[str] = []
    for url in media_urls:
        media_id = own_media_id(call, url)
        if media_id is None:
            continue
        if live_media(service, media_id) is None:
            raise ApiError(
                ErrorCode.MEDIA_UNAVAILABLE, f"The media {url[:300]} has expired or does not exist."
            )
        own.append(media_id)
    return own


def network_error(
    service: Service, code: ErrorCode, platform: str, message: str | None = None
) -> dict[str, Any]:
    """One `errors` entry (`PostError`) for a network."""
    known = service.spec.facts.catalogue[code].message
    return {
        "action": "post",
        "status": "error",
        "code": int(code),
        "message": message or known,
        "platform": platform,
    }


def record_body(fields: dict[str, Any]) -> dict[str, Any]:
    """A post record as stored: built through the spec's `PostRecord` model (a record the spec
    does not allow cannot be stored), in its JSON form; reads serve the stored text as is."""
    return dict(model_data(PostRecord.model_validate(fields)))


def _row(row: PostRow, body: dict[str, Any]) -> PostRow:
    body = record_body(body)
    schedule = body.get("scheduleDate")
    return PostRow(
        row.id,
        row.profile_id,
        body["status"],
        body["type"],
        row.created,
        int(parse_timestamp(schedule).timestamp()) if schedule else None,
        body,
    )


def _outcome(row: PostRow, errors: list[dict[str, Any]]) -> PostRow:
    """The post after publishing on each network that has no error (and no result yet)."""
    body = dict(row.body)
    done = {r["platform"] for r in body["postIds"]}
    failed = {e.get("platform") for e in errors}
    results = list(body["postIds"]) + [
        adapter(p).publish(row.id, body["mediaUrls"], body["isVideo"])
        for p in body["platforms"]
        if p not in failed and p not in done
    ]
    body.update(status="error" if errors else "success", postIds=results, errors=errors)
    return _row(row, body)


def _publishing_errors(service: Service, row: PostRow) -> list[dict[str, Any]]:
    """Why a post cannot be published now, as `PostError`s (one per network): the errors it
    already has (networks unlinked when it was created), expired media, networks unlinked."""
    platforms: list[str] = row.body["platforms"]
    errors = list(row.body["errors"])
    expired = [
        m for m in service.store.posts.post_media_ids(row.id) if live_media(service, m) is None
    ]
    if expired:
        known = service.spec.facts.catalogue[ErrorCode.MEDIA_UNAVAILABLE].message
        message = f"{known} Expired or missing media: {', '.join(expired)}."
        return [network_error(service, ErrorCode.MEDIA_UNAVAILABLE, p, message) for p in platforms]
    failed = {e.get("platform") for e in errors}
    linked = set(linked_platforms(service, row.profile_id))
    return errors + [
        network_error(service, ErrorCode.PLATFORM_NOT_LINKED, p)
        for p in platforms
        if p not in linked and p not in failed
    ]


def publish_scheduled(service: Service, post_id: str) -> PostRow | None:
    """Publish the scheduled post `post_id` if it is still pending; return the outcome.

    The claim (status `pending` -> `success`/`error`), the stored outcome and the `scheduled`
    events (one per network, for the profile's hook) commit in one transaction.
    """
    store = service.store
    with store.transaction() as db:
        row = store.posts.post_by_id(post_id)
        if row is None or row.status != "pending":
            return None  # published by another process, deleted, or rescheduled
        done = _outcome(row, _publishing_errors(service, row))
        store.posts.put_post(done)
        profile = store.profiles.profile_by_id(row.profile_id)
        if profile is not None:
            for platform in done.body["platforms"]:
                fields = events.scheduled_fields(done, platform)
                events.emit(service, profile, "scheduled", fields, db)
    service.delivery.wake()
    return done


def post_now(
    service: Service, profile_id: int, text: str, platforms: list[str], media_urls: list[str]
) -> PostRow:
    """Publish a post made by the service itself (a feed's article) on linked `platforms` now,
    and store it; the caller holds the transaction (`Store.transaction()`)."""
    now = service.now()
    body: dict[str, Any] = {
        "id": new_post_id(),
        "status": "success",
        "type": "immediate",
        "post": text,
        "platforms": platforms,
        "mediaUrls": media_urls,
        "isVideo": False,
        "postIds": [],
        "errors": [],
        "created": format_timestamp(now),
    }
    created = int(now.timestamp())
    row = _row(PostRow(body["id"], profile_id, "success", "immediate", created, None, {}), body)
    row = _outcome(row, _publishing_errors(service, row))
    service.store.posts.put_post(row)
    return row


def _result(service: Service, call: Call, row: PostRow) -> BaseModel:
    """The `PostResult` (or, for a User Profile, `ProfilePostResults`) of a stored post, with
    its HTTP status: 400 when every network failed."""
    body = row.body
    status = RESULT_STATUS.get(row.status, "error")
    if body["errors"] and status != "error":
        status = "error"  # DOCS: `error` unless every network succeeded
    result: dict[str, Any] = {
        "status": status,
        "id": row.id,
        "refId": call.profile.ref_id,
        "post": body["post"],
        "postIds": body["postIds"],
        "errors": body["errors"],
    }
    for name in ("scheduleDate", "idempotencyKey"):
        if name in body:
            result[name] = body[name]
    if not call.profile.is_primary:
        result["profileTitle"] = call.profile.title
        return ProfilePostResults.model_validate({"status": status, "posts": [result]})
    return PostResult.model_validate(result)


def _answer(service: Service, call: Call, row: PostRow) -> Answer:
    failed_everywhere = bool(row.body["errors"]) and not row.body["postIds"]
    failed_everywhere = failed_everywhere and row.status == "error"
    return Answer(400 if failed_everywhere else 200, _result(service, call, row))


def _requested_platforms(service: Service, call: Call, linked: list[str]) -> list[str]:
    """The networks a `create_post` request names (`all`: every linked one), checked for the
    X headers."""
    requested = call.body["platforms"]
    if requested == "all":
        if not linked:
            raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, "No network is linked to the profile.")
        platforms = list(linked)
    else:
        platforms = list(requested)
    require_twitter_credentials(service, call, platforms)
    return platforms


@dataclass(frozen=True)
class PreparedPost:
    """A post `create_post`'s rules made from a request, not stored yet: its row, the ids of
    this server's media it uses, and the answer `create_post` gives for it."""

    row: PostRow
    own_media: list[str]
    answer: Answer

    def store(self, store: Store) -> None:
        """Store the post; the caller holds the transaction (`Store.transaction()`)."""
        store.posts.put_post(self.row)
        store.posts.put_post_media(self.row.id, self.own_media)


def prepare_post(service: Service, call: Call) -> PreparedPost:
    """`create_post`'s rules for a request without `idempotencyKey`: the checks (ApiError),
    then the post and its answer, stored by the caller (`PreparedPost.store`)."""
    linked = linked_platforms(service, call.profile.id)
    return _prepared(service, call, linked, _requested_platforms(service, call, linked))


def _prepared(
    service: Service, call: Call, linked: list[str], platforms: list[str]
) -> PreparedPost:
    request = call.body
    now = service.now()
    schedule: datetime | None = None
    if "scheduleDate" in request:
        schedule = parse_timestamp(request["scheduleDate"])
        if schedule <= now:
            raise ApiError(ErrorCode.SCHEDULE_DATE_IN_PAST)
    auto = request.get("autoSchedule")
    if isinstance(auto, dict) and auto.get("schedule") and set(platforms) & set(linked):
        # placed only when something can be published: a post failing everywhere takes no slot
        title = str(auto.get("title", auto_schedule.DEFAULT_TITLE))
        schedule = auto_schedule.place_post(service, call.profile.id, title)
    media_urls = list(request.get("mediaUrls", []))
    own_media = check_media_urls(service, call, media_urls)
    errors = [
        network_error(
            service, ErrorCode.PLATFORM_NOT_LINKED, p, f"{p} is not linked to the profile."
        )
        for p in platforms
        if p not in linked
    ]
    for error in errors:
        error["post"] = request["post"]
    held = bool(request.get("requiresApproval"))
    if len(errors) == len(platforms):
        status = "error"
    elif held:
        status = "awaiting approval"
    elif schedule is not None:
        status = "pending"
    else:
        status = "success"
    body: dict[str, Any] = {
        "id": new_post_id(),
        "status": status,
        "type": "scheduled" if schedule else "immediate",
        "post": request["post"],
        "platforms": platforms,
        "mediaUrls": media_urls,
        "isVideo": bool(request.get("isVideo", False)),
        "postIds": [],
        "errors": errors,
        "created": format_timestamp(now),
    }
    body.update({f: request[f] for f in (*RECORD_FIELDS, *OPTION_FIELDS) if f in request})
    if held:
        body["approved"] = False
    if schedule is not None:
        body["scheduleDate"] = format_timestamp(schedule)
    if status == "error":
        body["retryAvailable"] = True
    row = _row(
        PostRow(body["id"], call.profile.id, status, body["type"], int(now.timestamp()), None, {}),
        body,
    )
    if status == "success":
        row = _outcome(row, errors)
        if row.body["errors"]:
            row = _row(row, {**row.body, "retryAvailable": True})
    return PreparedPost(row, own_media, _answer(service, call, row))


async def create_post(service: Service, call: Call) -> Answer | RawJson:
    random_content.fill_post(service, call)
    store = service.store
    linked = linked_platforms(service, call.profile.id)
    platforms = _requested_platforms(service, call, linked)
    key = call.body.get("idempotencyKey")
    if key is not None:
        prior = store.posts.idempotent_answer(call.profile.id, key)
        if prior is not None:  # the first post's answer, once per profile
            return Answer(prior[0], RawJson(prior[1].encode("utf-8")))
    prepared = _prepared(service, call, linked, platforms)
    answer = prepared.answer
    with store.transaction():
        if key is not None:
            text = model_json(answer.body)
            prior = store.posts.claim_idempotency(
                call.profile.id, key, prepared.row.id, answer.status, text
            )
            if prior is not None:  # a concurrent request with the key won
                return Answer(prior[0], RawJson(prior[1].encode("utf-8")))
        prepared.store(store)
    return answer


def _own_post(service: Service, call: Call, post_id: str) -> PostRow:
    row = service.store.posts.post(call.profile.id, post_id)
    if row is None:
        raise ApiError(ErrorCode.POST_NOT_FOUND)
    return row


async def get_post(service: Service, call: Call) -> RawJson:
    row = _own_post(service, call, call.path_params["id"])
    return RawJson(row.raw.encode("utf-8"))  # stored through `record_body`


async def update_post(service: Service, call: Call) -> PostUpdated:
    request = call.body
    row = _own_post(service, call, request["id"])
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
    updated = _row(row, body)
    if updated.status == "success" and row.status != "success":
        updated = _outcome(updated, list(body["errors"]))
    service.store.posts.put_post(updated)
    return PostUpdated.model_validate({"status": "success", "id": row.id, "post": updated.body})


async def retry_post(service: Service, call: Call) -> Answer:
    row = _own_post(service, call, call.body["id"])
    if row.status != "error" or not row.body["errors"]:
        raise ApiError(ErrorCode.POST_NOT_RETRYABLE)
    failed = [e["platform"] for e in row.body["errors"] if "platform" in e]
    require_twitter_credentials(service, call, failed)
    linked = set(linked_platforms(service, row.profile_id))
    still = [e for e in row.body["errors"] if e.get("platform") not in linked]
    body = {**row.body, "errors": []}
    done = _outcome(_row(row, body), still)
    done = _row(done, {**done.body, "retryAvailable": bool(still)})
    service.store.posts.put_post(done)
    return _answer(service, call, done)


#: The original's fields a copy keeps besides its text and options (inferred: the docs say "the
#: same content and settings"; approval, auto-scheduling, reposting and idempotency are not).
COPIED_FIELDS = ("mediaUrls", "isVideo", "shortenLinks", "notes")


async def copy_post(service: Service, call: Call) -> Answer:
    """A new post with the original's text, media and options on the requested networks, made
    by `create_post`'s rule (its checks and outcomes), answered with `copiedFrom` and
    `originalPost` and never wrapped (inferred)."""
    request = call.body
    original = _own_post(service, call, request["postId"]).body
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


__all__ = [
    "copy_post",
    "create_post",
    "delete_post",
    "get_post",
    "publish_scheduled",
    "retry_post",
    "update_post",
]
