"""Post rules: publish at once through the sandbox networks, schedule, hold for approval and
read posts (changing them is `post_changes.py`, listing them `post_history.py`).

Each requested network has its own outcome (the service's `errors` array): a network that is
not linked gets an error entry (platform_not_linked) and the others publish; when every
network failed the answer is HTTP 400 with the full result. A post sent with a Profile-Key is
answered wrapped (`{status, posts: [...]}`) as the service does; one sent with `profileKeys`
(the older page's several-profile form) is published for each profile named and answered in
the same wrapping, one result per profile.

`publish_scheduled` publishes a due scheduled post (the scheduler calls it): it claims the
post, stores the outcome and queues one `scheduled` event per network in one transaction, so a
post is published once however many processes look. At that time the post's own uploaded media
must still be live (media_unavailable otherwise) and each network still linked.

The request is read as the generated `PostRequest` (`Call.body_as`); the fields a post record
keeps as sent (`RECORD_FIELDS`, the `<network>Options`) go into the record as the request's
typed values, which `PostRecord` (the same generated classes) stores exactly as it stored the
sent JSON.
"""

from __future__ import annotations

import json
import secrets
import string
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from pydantic import MISSING, BaseModel
from social_publishing_models import (
    PostRecord,
    PostRequest,
    PostResult,
    ProfilePostResults,
)

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media.retention import live_media, own_media_id
from ..networks import adapter
from ..service import Answer, Call, RawJson, Service, model_data, model_json
from ..store import PostRow, ProfileRow, Store
from ..webhooks import events
from . import auto_schedule, random_content, thread_options

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
#: `PostRequest`'s attribute of each field `random_content.fill_post` may write, by spec name.
FILLED = {"post": "post", "mediaUrls": "media_urls", "isVideo": "is_video"}
#: `PostRequest`'s attribute of each field a record keeps as sent, by its spec name.
KEPT_AS_SENT = {
    f.alias or name: name
    for name, f in PostRequest.model_fields.items()
    if (f.alias or name) in (*RECORD_FIELDS, *OPTION_FIELDS)
}
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
    does not allow cannot be stored), in its JSON form; reads serve the stored text as is. A
    record stored before `shortenLinks` was kept on every post gets `false` when it changes."""
    return dict(model_data(PostRecord.model_validate({"shortenLinks": False, **fields})))


def changed_row(row: PostRow, body: dict[str, Any]) -> PostRow:
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


def post_outcome(row: PostRow, errors: list[dict[str, Any]]) -> PostRow:
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
    return changed_row(row, body)


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
        done = post_outcome(row, _publishing_errors(service, row))
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
        "shortenLinks": False,
        "postIds": [],
        "errors": [],
        "created": format_timestamp(now),
    }
    created = int(now.timestamp())
    row = changed_row(
        PostRow(body["id"], profile_id, "success", "immediate", created, None, {}), body
    )
    row = post_outcome(row, _publishing_errors(service, row))
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


def post_answer(service: Service, call: Call, row: PostRow) -> Answer:
    failed_everywhere = bool(row.body["errors"]) and not row.body["postIds"]
    failed_everywhere = failed_everywhere and row.status == "error"
    return Answer(400 if failed_everywhere else 200, _result(service, call, row))


def _requested_platforms(
    service: Service, call: Call, request: PostRequest, linked: list[str]
) -> list[str]:
    """The networks a `create_post` request names (`all`: every linked one), checked for the
    X headers."""
    requested = request.platforms
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
    request = call.body_as(PostRequest)
    linked = linked_platforms(service, call.profile.id)
    platforms = _requested_platforms(service, call, request, linked)
    return _prepared(service, call, request, linked, platforms)


def post_text(request: PostRequest) -> str:
    """The text of a request `random_content.fill_post` has filled (it refuses one without
    `post` and without `randomPost: true`, code 108)."""
    if request.post is MISSING:
        raise RuntimeError("a post request read before random_content.fill_post")
    return request.post


def _prepared(
    service: Service, call: Call, request: PostRequest, linked: list[str], platforms: list[str]
) -> PreparedPost:
    now = service.now()
    schedule: datetime | None = None
    if request.schedule_date is not MISSING:
        schedule = request.schedule_date
        if schedule <= now:
            raise ApiError(ErrorCode.SCHEDULE_DATE_IN_PAST)
    auto = request.auto_schedule
    if auto is not MISSING and auto.schedule and set(platforms) & set(linked):
        # placed only when something can be published: a post failing everywhere takes no slot
        title = auto_schedule.DEFAULT_TITLE if auto.title is None else auto.title
        schedule = auto_schedule.place_post(service, call.profile.id, title)
    media_urls = [] if request.media_urls is MISSING else list(request.media_urls)
    own_media = check_media_urls(service, call, media_urls)
    text = post_text(request)
    errors = [
        network_error(
            service, ErrorCode.PLATFORM_NOT_LINKED, p, f"{p} is not linked to the profile."
        )
        for p in platforms
        if p not in linked
    ]
    for error in errors:
        error["post"] = text
    held = request.requires_approval is True
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
        "post": text,
        "platforms": platforms,
        "mediaUrls": media_urls,
        "isVideo": request.is_video is True,
        "shortenLinks": request.shorten_links is True,  # on every entry (DOCS get-history-id)
        "postIds": [],
        "errors": errors,
        "created": format_timestamp(now),
    }
    for field, name in KEPT_AS_SENT.items():
        if (value := getattr(request, name)) is not MISSING:
            body[field] = value  # a typed value: `record_body` stores it as PostRecord would
    if held:
        body["approved"] = False
    if schedule is not None:
        body["scheduleDate"] = format_timestamp(schedule)
    if status == "error" or (status == "success" and errors):
        body["retryAvailable"] = True  # failed everywhere, or about to fail where not linked
    created = int(now.timestamp())
    draft = PostRow(body["id"], call.profile.id, status, body["type"], created, None, body)
    # A post published at once gets its record (built through PostRecord) from `post_outcome`.
    row = post_outcome(draft, errors) if status == "success" else changed_row(draft, body)
    return PreparedPost(row, own_media, post_answer(service, call, row))


def filled_request(service: Service, call: Call) -> PostRequest:
    """The `create_post` (or `validate_post`) request as sent, with the random text and media
    `random_content.fill_post` writes into the body for `randomPost`/`randomMediaUrl` (108 when
    it has neither `post` nor `randomPost: true`, or X thread options without a thread:
    `thread_options`). Those values are the server's own, set on the
    model as made (raw reads of the filled body), not held to what a client may send: a random
    media address under a long Host header can be longer than `mediaUrls` takes."""
    request = call.body_as(PostRequest)
    thread_options.refuse_thread_options_without_thread(request)
    random_content.fill_post(service, call)
    if request.random_post is True or request.random_media_url is True:
        made = call.body
        filled = {name: made[field] for field, name in FILLED.items() if field in made}
        request = request.model_copy(update=filled)
    return request


async def create_post(service: Service, call: Call) -> Answer | RawJson:
    request = filled_request(service, call)
    if request.profile_keys is not MISSING:  # the older page's several-profile form
        return publish_for_profiles(service, call, request, list(request.profile_keys))
    return await publish(service, call, request)


def _named_profiles(service: Service, call: Call, keys: list[str]) -> list[ProfileRow]:
    """The User Profiles of `profileKeys`, in the order sent: 104 for an unknown key, 162 for a
    key other than the Profile-Key header's (a Profile Key acts for its own profile only)."""
    profiles: list[ProfileRow] = []
    for key in keys:
        row = service.store.profiles.profile_by_key(key)
        if row is None or row.is_primary:
            raise ApiError(ErrorCode.UNKNOWN_PROFILE_KEY, "profileKeys names an unknown key.")
        if not call.profile.is_primary and row.id != call.profile.id:
            raise ApiError(
                ErrorCode.PROFILE_NOT_FOUND,
                "profileKeys names a profile other than the Profile-Key header's.",
            )
        profiles.append(row)
    return profiles


def publish_for_profiles(
    service: Service, call: Call, request: PostRequest, keys: list[str]
) -> Answer:
    """`create_post` with `profileKeys`: the post for each named profile (each checked and
    prepared before any is stored, then all stored in one transaction), answered as one
    `ProfilePostResults` with every profile's result in the order sent; HTTP 400 only when
    every post failed everywhere. An `idempotencyKey` works per profile, as without them."""
    store = service.store
    key = None if request.idempotency_key is MISSING else request.idempotency_key
    done: list[tuple[ProfileRow, Answer | RawJson]] = []
    for profile in _named_profiles(service, call, keys):
        acting = replace(call, profile=profile)
        linked = linked_platforms(service, profile.id)
        platforms = _requested_platforms(service, acting, request, linked)
        prior = None if key is None else store.posts.idempotent_answer(profile.id, key)
        if prior is not None:
            done.append((profile, Answer(prior[0], RawJson(prior[1].encode("utf-8")))))
            continue
        prepared = _prepared(service, acting, request, linked, platforms)
        done.append((profile, prepared.answer))
        with store.transaction():
            if key is not None:
                text = model_json(prepared.answer.body)
                store.posts.claim_idempotency(
                    profile.id, key, prepared.row.id, prepared.answer.status, text
                )
            prepared.store(store)
    results: list[dict[str, Any]] = []
    statuses: list[int] = []
    for _profile, answer in done:
        assert isinstance(answer, Answer)
        body = answer.body
        data = json.loads(body.content) if isinstance(body, RawJson) else model_data(body)
        results.extend(data["posts"])
        statuses.append(answer.status)
    overall = "success" if all(r["status"] == "success" for r in results) else "error"
    wrapped = ProfilePostResults.model_validate({"status": overall, "posts": results})
    return Answer(400 if all(s == 400 for s in statuses) else 200, wrapped)


async def publish(service: Service, call: Call, request: PostRequest) -> Answer | RawJson:
    """`create_post`'s rules for a typed request (`copy_post` makes one from a stored post)."""
    store = service.store
    linked = linked_platforms(service, call.profile.id)
    platforms = _requested_platforms(service, call, request, linked)
    key = None if request.idempotency_key is MISSING else request.idempotency_key
    if key is not None:
        prior = store.posts.idempotent_answer(call.profile.id, key)
        if prior is not None:  # the first post's answer, once per profile
            return Answer(prior[0], RawJson(prior[1].encode("utf-8")))
    prepared = _prepared(service, call, request, linked, platforms)
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


def own_post(service: Service, call: Call, post_id: str) -> PostRow:
    row = service.store.posts.post(call.profile.id, post_id)
    if row is None:
        raise ApiError(ErrorCode.POST_NOT_FOUND)
    return row


async def get_post(service: Service, call: Call) -> RawJson:
    row = own_post(service, call, call.path_params["id"])
    return RawJson(row.raw.encode("utf-8"))  # stored through `record_body`


__all__ = [
    "create_post",
    "get_post",
    "own_post",
    "publish",
    "publish_for_profiles",
    "publish_scheduled",
]
