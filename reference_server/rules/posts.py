"""Post rules: publish at once through the sandbox networks, store scheduled posts, read,
list and delete them.

`publish_post` publishes an immediate post; `publish_scheduled` publishes a due scheduled post
(the scheduler calls it): it claims the post, stores the outcome and queues one `scheduled`
event per network in one transaction, so a post is published once however many processes
look. At that time the post's own uploaded media must still be live (code 153 otherwise) and
each network still linked (code 151 for that network).
"""

from __future__ import annotations

import secrets
import string
from datetime import datetime, timedelta
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    PostDeleted,
    PostError,
    PostIdResult,
    PostRecord,
    PostResult,
)

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks import adapter
from ..service import Call, RawJson, Service
from ..store import PostRow
from ..webhooks import events
from .media import live_media, own_media_id

POST_ID_ALPHABET = string.ascii_letters + string.digits
POST_ID_LENGTH = 20


def new_post_id() -> str:
    return "".join(secrets.choice(POST_ID_ALPHABET) for _ in range(POST_ID_LENGTH))


def linked_platforms(service: Service, profile_id: int) -> list[str]:
    return [link.platform for link in service.store.links(profile_id)]


def require_twitter_credentials(service: Service, call: Call, platforms: list[str]) -> None:
    """The code of the headers' `x-sunset` (419) when a network is targeted without them."""
    for rule in service.spec.facts.header_requirements:
        if rule.when_targeting not in platforms or service.now() < rule.required_from:
            continue
        if not all(call.headers.get(name) for name in rule.headers):
            raise ApiError(ErrorCode(rule.error_code))


def check_media_urls(service: Service, call: Call, media_urls: list[str]) -> list[str]:
    """Code 153 when an address of this server's media is unknown or expired; else the ids of
    this server's media among the URLs."""
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


def _outcome(row: PostRow, errors: list[dict[str, Any]]) -> PostRow:
    """The post after publishing on each network that has no error."""
    body = dict(row.body)
    failed = {e.get("platform") for e in errors}
    results = [
        adapter(p).publish(row.id, body["mediaUrls"], body["isVideo"])
        for p in body["platforms"]
        if p not in failed
    ]
    status = "error" if errors else "success"
    body.update(status=status, postIds=results, errors=errors)
    return PostRow(
        row.id, row.profile_id, status, row.type, row.created, row.schedule, record_body(body)
    )


def record_body(fields: dict[str, Any]) -> dict[str, Any]:
    """A post record as stored: built through the spec's `PostRecord` model (a record the spec
    does not allow cannot be stored), in its JSON form; reads serve the stored text as is."""
    return PostRecord.model_validate(fields).model_dump(mode="json", by_alias=True)


def publish_post(service: Service, row: PostRow) -> PostRow:
    """Publish a stored post on each of its networks and store the outcome."""
    published = _outcome(row, [])
    service.store.put_post(published)
    return published


def _publishing_errors(service: Service, row: PostRow) -> list[dict[str, Any]]:
    """Why a scheduled post cannot be published now, as `PostError`s (one per network)."""
    platforms: list[str] = row.body["platforms"]
    expired = [m for m in service.store.post_media_ids(row.id) if live_media(service, m) is None]
    if expired:
        known = service.spec.facts.catalogue[ErrorCode.MEDIA_UNAVAILABLE].message
        message = f"{known} Expired or missing media: {', '.join(expired)}."
        return [
            {"code": ErrorCode.MEDIA_UNAVAILABLE, "message": message, "platform": p}
            for p in platforms
        ]
    linked = set(linked_platforms(service, row.profile_id))
    message = service.spec.facts.catalogue[ErrorCode.PLATFORM_NOT_LINKED].message
    return [
        {"code": ErrorCode.PLATFORM_NOT_LINKED, "message": message, "platform": p}
        for p in platforms
        if p not in linked
    ]


def publish_scheduled(service: Service, post_id: str) -> PostRow | None:
    """Publish the scheduled post `post_id` if it is still scheduled; return the outcome.

    The claim (status `scheduled` -> `success`/`error`), the stored outcome and the `scheduled`
    events (one per network, for the profile's hook) commit in one transaction.
    """
    store = service.store
    with store.transaction() as db:
        row = store.post_by_id(post_id)
        if row is None or row.status != "scheduled":
            return None  # published by another process, or deleted
        done = _outcome(row, _publishing_errors(service, row))
        store.put_post(done)
        profile = store.profile_by_id(row.profile_id)
        if profile is not None:
            for platform in done.body["platforms"]:
                fields = events.scheduled_fields(done, platform)
                events.emit(service, profile, "scheduled", fields, db)
    service.delivery.wake()
    return done


async def create_post(service: Service, call: Call) -> PostResult:
    request = call.body
    linked = linked_platforms(service, call.profile.id)
    requested = request["platforms"]
    if requested == "all":
        if not linked:
            raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, "No network is linked to the profile.")
        platforms = list(linked)
    else:
        platforms = list(requested)
    require_twitter_credentials(service, call, platforms)
    missing = [p for p in platforms if p not in linked]
    if missing:
        raise ApiError(
            ErrorCode.PLATFORM_NOT_LINKED, f"Not linked to the profile: {', '.join(missing)}."
        )
    now = service.now()
    schedule: datetime | None = None
    if "scheduleDate" in request:
        schedule = parse_timestamp(request["scheduleDate"])
        if schedule <= now:
            raise ApiError(ErrorCode.SCHEDULE_DATE_IN_PAST)
    media_urls = list(request.get("mediaUrls", []))
    own_media = check_media_urls(service, call, media_urls)
    body: dict[str, Any] = {
        "id": new_post_id(),
        "status": "scheduled" if schedule else "success",
        "type": "scheduled" if schedule else "immediate",
        "post": request["post"],
        "platforms": platforms,
        "mediaUrls": media_urls,
        "isVideo": bool(request.get("isVideo", False)),
        "postIds": [],
        "errors": [],
        "created": format_timestamp(now),
    }
    if schedule is not None:
        body["scheduleDate"] = format_timestamp(schedule)
    body = record_body(body)
    row = PostRow(
        id=body["id"],
        profile_id=call.profile.id,
        status=body["status"],
        type=body["type"],
        created=int(now.timestamp()),
        schedule=int(schedule.timestamp()) if schedule else None,
        body=body,
    )
    if schedule is None:
        service.store.put_post(row)
        row = publish_post(service, row)
    else:
        with service.store.transaction():
            service.store.put_post(row)
            service.store.put_post_media(row.id, own_media)
    stored_schedule = row.body.get("scheduleDate")
    return PostResult(
        status=row.body["status"],
        id=row.id,
        post=row.body["post"],
        post_ids=[PostIdResult.model_validate(r) for r in row.body["postIds"]],
        errors=[PostError.model_validate(e) for e in row.body["errors"]],
        schedule_date=parse_timestamp(stored_schedule) if stored_schedule else MISSING,
    )


async def get_post(service: Service, call: Call) -> RawJson:
    row = service.store.post(call.profile.id, call.path_params["id"])
    if row is None:
        raise ApiError(ErrorCode.POST_NOT_FOUND)
    return RawJson(row.raw.encode("utf-8"))  # stored through `record_body`


async def delete_post(service: Service, call: Call) -> PostDeleted:
    request = call.body
    profile_id = call.profile.id
    if request.get("deleteAllScheduled"):
        rows = service.store.posts(profile_id, status="scheduled")
    else:
        ids = [request["id"]] if "id" in request else list(request["bulk"])
        found = {i: service.store.post(profile_id, i) for i in ids}
        unknown = [i for i, r in found.items() if r is None]
        if unknown:
            raise ApiError(
                ErrorCode.POST_NOT_FOUND,
                f"No post with these IDs exists for the profile: {', '.join(unknown)}.",
            )
        rows = [r for r in found.values() if r is not None]
    published_platforms = sorted(
        {p for r in rows if r.status == "success" for p in r.body.get("platforms", [])}
    )
    require_twitter_credentials(service, call, published_platforms)
    for row in rows:
        if row.status == "success":
            for result in row.body.get("postIds", []):
                adapter(result["platform"]).remove(result["id"])
    service.store.set_post_status([(profile_id, r.id) for r in rows], "deleted")
    return PostDeleted(deleted=[r.id for r in rows])


def _param_default(call: Call, name: str) -> Any:
    assert call.operation is not None
    param = call.operation.parameter(name, "query")
    return None if param is None else param.schema.get("default")


async def get_post_history(service: Service, call: Call) -> RawJson:
    last_days = call.query.get("lastDays", _param_default(call, "lastDays"))
    limit = call.query.get("limit", _param_default(call, "limit"))
    since = None
    if last_days:
        since = int((service.now() - timedelta(days=int(last_days))).timestamp())
    rows = service.store.posts(
        call.profile.id,
        status=call.query.get("status"),
        post_type=call.query.get("type"),
        since=since,
    )
    wanted = set(call.query.get("platforms", []))
    if wanted:
        rows = [r for r in rows if wanted.intersection(r.body.get("platforms", []))]
    if limit is not None:
        rows = rows[: int(limit)]
    # The records were built through `PostRecord` when stored; their text is served as is.
    return RawJson(('{"history":[' + ",".join(r.raw for r in rows) + "]}").encode("utf-8"))


__all__ = [
    "create_post",
    "delete_post",
    "get_post",
    "get_post_history",
    "publish_post",
    "publish_scheduled",
]
