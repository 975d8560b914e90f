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

The request is read as the generated `PostRequest` (`Call.body_as`) and the post record is
built as the generated `PostRecord` from its typed fields (the fields a record keeps as sent,
the `<network>Options` among them, by attribute: `copy_options`); a stored record is read back
through `PostRecord` (`record_of`) and answered as `PostResult`.
"""

from __future__ import annotations

import secrets
import string
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Final, TypeVar

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    PostCopy,
    PostError,
    PostIdResult,
    PostRecord,
    PostRequest,
    PostResult,
    ProfilePostResult,
    ProfilePostResults,
)
from social_publishing_models.common import Platform
from social_publishing_models.parameters import GetPostParameters
from social_publishing_models.posts import PostResultStatus, PostStatus

from spec_model import enum_values
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..networks import adapter
from ..service import Answer, Call, RawJson, Service, model_data, model_json
from ..store import PostRow, ProfileRow, Store
from . import auto_schedule, events, random_content, thread_options
from .media_retention import live_media, own_media_id
from .media_rules import broken_rules

T = TypeVar("T")
POST_ID_ALPHABET = string.ascii_letters + string.digits
POST_ID_LENGTH = 20
#: The values of the spec's post enums these rules write (`PostStatus`, `PostResultStatus`,
#: `PostType`); mypy holds each use to the generated `Literal` it fills.
SUCCESS: Final = enum_values.PostStatus.SUCCESS
SCHEDULED: Final = enum_values.PostResultStatus.SCHEDULED
DELETED: Final = enum_values.PostStatus.DELETED
#: The operation whose path names the kind of request a `PostError` belongs to (`action`).
POST_OPERATION = OperationId.CREATE_POST
#: A list of network names (a profile's links) as the generated `Platform` values.
PLATFORM_NAME: TypeAdapter[Platform] = TypeAdapter(Platform)
PLATFORM_NAMES: TypeAdapter[list[Platform]] = TypeAdapter(list[Platform])
#: What a record stored before `shortenLinks` was kept on every post reads as (`false`); the
#: field is looked up by its attribute, so a renamed one stops the server at start.
LEGACY_RECORD = {PostRecord.model_fields["shorten_links"].alias: False}


def new_post_id() -> str:
    return "".join(secrets.choice(POST_ID_ALPHABET) for _ in range(POST_ID_LENGTH))


def linked_platforms(service: Service, profile_id: int) -> list[str]:
    return [link.platform for link in service.store.profiles.links(profile_id)]


def as_platform(name: str) -> Platform:
    """A network name the server holds as the generated `Platform`."""
    return PLATFORM_NAME.validate_python(name)


def as_platforms(names: Sequence[str]) -> list[Platform]:
    """Network names the server holds (a profile's links) as the generated `Platform`s."""
    return PLATFORM_NAMES.validate_python(list(names))


def require_twitter_credentials(service: Service, call: Call, platforms: Sequence[str]) -> None:
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
    service: Service,
    code: ErrorCode,
    platform: Platform,
    message: str | None = None,
    text: str | None = None,
) -> PostError:
    """One `errors` entry (`PostError`) for a network; `text`: the post's, on a new post."""
    known = service.spec.facts.catalogue[code].message
    return PostError(
        action=service.spec.operation(POST_OPERATION).path.strip("/"),
        code=int(code),
        message=message or known,
        platform=platform,
        post=MISSING if text is None else text,
    )


def record_of(row: PostRow) -> PostRecord:
    """The stored record of `row` as the generated `PostRecord` (every record was built through
    it when stored, `stored_row`)."""
    return PostRecord.model_validate({**LEGACY_RECORD, **row.body})


def stored_row(profile_id: int, created: int, record: PostRecord) -> PostRow:
    """The row that stores `record` (in its JSON form by the spec's names; reads serve the
    stored text as is)."""
    schedule = record.schedule_date
    return PostRow(
        record.id,
        profile_id,
        record.status,
        record.type,
        created,
        None if schedule is MISSING else int(schedule.timestamp()),
        dict(model_data(record)),
    )


def changed_row(row: PostRow, record: PostRecord) -> PostRow:
    """`row` holding the changed `record`."""
    return stored_row(row.profile_id, row.created, record)


def copy_options(
    target: PostRecord | PostRequest, source: PostRequest | PostCopy | PostRecord
) -> None:
    """Set on `target` each `<network>Options` that `source` has (the others are left as they
    are): a record keeps them as sent, and a copy sends the original's unless it names its own."""
    target.you_tube_options = _kept(source.you_tube_options, target.you_tube_options)
    target.instagram_options = _kept(source.instagram_options, target.instagram_options)
    target.pinterest_options = _kept(source.pinterest_options, target.pinterest_options)
    target.face_book_options = _kept(source.face_book_options, target.face_book_options)
    target.linked_in_options = _kept(source.linked_in_options, target.linked_in_options)
    target.tik_tok_options = _kept(source.tik_tok_options, target.tik_tok_options)
    target.reddit_options = _kept(source.reddit_options, target.reddit_options)
    target.twitter_options = _kept(source.twitter_options, target.twitter_options)
    target.gmb_options = _kept(source.gmb_options, target.gmb_options)
    target.threads_options = _kept(source.threads_options, target.threads_options)
    target.bluesky_options = _kept(source.bluesky_options, target.bluesky_options)
    target.telegram_options = _kept(source.telegram_options, target.telegram_options)
    target.snapchat_options = _kept(source.snapchat_options, target.snapchat_options)


def _kept(sent: T | MISSING, kept: T | MISSING) -> T | MISSING:
    return kept if sent is MISSING else sent


def post_outcome(record: PostRecord, errors: list[PostError]) -> PostRecord:
    """The post after publishing on each network that has no error (and no result yet)."""
    done = {r.platform for r in record.post_ids}
    failed = {e.platform for e in errors}
    results = list(record.post_ids) + [
        PostIdResult.model_validate(
            adapter(p).publish(record.id, record.media_urls, record.is_video)
        )
        for p in record.platforms
        if p not in failed and p not in done
    ]
    outcome = record.model_copy()
    outcome.status = "error" if errors else SUCCESS
    outcome.post_ids = results
    outcome.errors = errors
    return outcome


def _publishing_errors(service: Service, profile_id: int, record: PostRecord) -> list[PostError]:
    """Why a post cannot be published now, as `PostError`s (one per network): the errors it
    already has (networks unlinked when it was created), expired media, networks unlinked."""
    expired = [
        m for m in service.store.posts.post_media_ids(record.id) if live_media(service, m) is None
    ]
    if expired:
        known = service.spec.facts.catalogue[ErrorCode.MEDIA_UNAVAILABLE].message
        message = f"{known} Expired or missing media: {', '.join(expired)}."
        return [
            network_error(service, ErrorCode.MEDIA_UNAVAILABLE, p, message)
            for p in record.platforms
        ]
    errors = list(record.errors)
    failed = {e.platform for e in errors}
    linked = set(linked_platforms(service, profile_id))
    return errors + [
        network_error(service, ErrorCode.PLATFORM_NOT_LINKED, p)
        for p in record.platforms
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
        record = record_of(row)
        done = changed_row(
            row, post_outcome(record, _publishing_errors(service, row.profile_id, record))
        )
        store.posts.put_post(done)
        profile = store.profiles.profile_by_id(row.profile_id)
        action = service.spec.operation(OperationId.DELIVER_SCHEDULED_EVENT).path
        if profile is not None:
            published = record_of(done)
            for platform in record.platforms:
                fields = events.scheduled_fields(service, profile, published, platform)
                events.emit(service, profile, action, fields, db)
    service.delivery.wake()
    return done


def post_now(
    service: Service, profile_id: int, text: str, platforms: list[str], media_urls: list[str]
) -> PostRow:
    """Publish a post made by the service itself (a feed's article) on linked `platforms` now,
    and store it; the caller holds the transaction (`Store.transaction()`)."""
    now = service.now()
    record = PostRecord(
        id=new_post_id(),
        status=SUCCESS,
        type="immediate",
        post=text,
        platforms=as_platforms(platforms),
        media_urls=media_urls,
        is_video=False,
        shorten_links=False,
        post_ids=[],
        errors=[],
        created=now,
    )
    outcome = post_outcome(record, _publishing_errors(service, profile_id, record))
    row = stored_row(profile_id, int(now.timestamp()), outcome)
    service.store.posts.put_post(row)
    return row


def result_status(record: PostRecord) -> PostResultStatus:
    """The `status` of a post result built from a record: `error` unless every network
    succeeded (DOCS), `scheduled` while it waits for its time."""
    status: PostStatus = record.status
    if record.errors or status not in (SUCCESS, "pending", "awaiting approval"):
        return "error"
    if status == "pending":
        return SCHEDULED
    return SUCCESS if status == SUCCESS else "awaiting approval"


def _result(call: Call, record: PostRecord) -> PostResult | ProfilePostResults:
    """The `PostResult` (or, for a User Profile, `ProfilePostResults`) of a stored post."""
    status = result_status(record)
    result = PostResult(
        status=status,
        id=record.id,
        ref_id=call.profile.ref_id,
        post=record.post,
        post_ids=record.post_ids,
        errors=record.errors,
        schedule_date=record.schedule_date,
        idempotency_key=record.idempotency_key,
    )
    if call.profile.is_primary:
        return result
    posted = ProfilePostResult(**dict(result), profile_title=call.profile.title)
    return ProfilePostResults(status=status, posts=[posted])


def post_answer(call: Call, record: PostRecord) -> Answer:
    """The answer of a post made or retried: its result, HTTP 400 when every network failed."""
    failed_everywhere = bool(record.errors) and not record.post_ids
    failed_everywhere = failed_everywhere and record.status == "error"
    return Answer(400 if failed_everywhere else 200, _result(call, record))


def _requested_platforms(
    service: Service, call: Call, request: PostRequest, linked: list[str]
) -> list[Platform]:
    """The networks a `create_post` request names (`all`: every linked one), checked for the
    X headers."""
    requested = request.platforms
    if isinstance(requested, list):
        platforms = list(requested)
    else:  # `all`
        if not linked:
            raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, "No network is linked to the profile.")
        platforms = as_platforms(linked)
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


def prepare_post(service: Service, call: Call, request: PostRequest) -> PreparedPost:
    """`create_post`'s rules for a request without `idempotencyKey`: the checks (ApiError),
    then the post and its answer, stored by the caller (`PreparedPost.store`)."""
    linked = linked_platforms(service, call.profile.id)
    platforms = _requested_platforms(service, call, request, linked)
    return _prepared(service, call, request, linked, platforms)


def post_text(request: PostRequest) -> str:
    """The text of a request `random_content.filled_post` has filled (it refuses one without
    `post` and without `randomPost: true`, code 108)."""
    if request.post is MISSING:
        raise RuntimeError("a post request read before random_content.filled_post")
    return request.post


def _prepared(
    service: Service,
    call: Call,
    request: PostRequest,
    linked: list[str],
    platforms: list[Platform],
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
            service,
            ErrorCode.PLATFORM_NOT_LINKED,
            p,
            f"{p} is not linked to the profile.",
            text,
        )
        for p in platforms
        if p not in linked
    ]
    on_linked: list[str] = [p for p in platforms if p in linked]
    sent = model_data(request)
    media_rules = broken_rules(
        service, call, on_linked, text, media_urls, request.is_video is True, sent
    )
    errors += [  # the networks' media and text rules (x-media-rules), on linked networks
        network_error(service, b.code, as_platform(b.platform), b.message, text)
        for b in media_rules
    ]
    held = request.requires_approval is True
    status: PostStatus
    if len(errors) == len(platforms):
        status = "error"
    elif held:
        status = "awaiting approval"
    elif schedule is not None:
        status = "pending"
    else:
        status = SUCCESS
    record = PostRecord(
        id=new_post_id(),
        status=status,
        type="immediate" if schedule is None else SCHEDULED,
        post=text,
        platforms=platforms,
        media_urls=media_urls,
        is_video=request.is_video is True,
        shorten_links=request.shorten_links is True,  # on every entry (DOCS get-history-id)
        post_ids=[],
        errors=errors,
        schedule_date=MISSING if schedule is None else schedule,
        created=now,
        # kept as sent
        notes=request.notes,
        requires_approval=request.requires_approval,
        idempotency_key=request.idempotency_key,
        auto_repost=request.auto_repost,
        auto_schedule=request.auto_schedule,
        approved=False if held else MISSING,
        # failed everywhere, or about to fail where not linked
        retry_available=True if status == "error" or (status == SUCCESS and errors) else MISSING,
    )
    copy_options(record, request)
    # A post published at once gets its outcome from `post_outcome`.
    if status == SUCCESS:
        record = post_outcome(record, errors)
    row = stored_row(call.profile.id, int(now.timestamp()), record)
    return PreparedPost(row, own_media, post_answer(call, record))


def filled_request(service: Service, call: Call) -> PostRequest:
    """The `create_post` (or `validate_post`) request as sent, with the random text and media
    of `randomPost`/`randomMediaUrl` (`random_content.filled_post`; 108 when it has neither
    `post` nor `randomPost: true`, or X thread options without a thread: `thread_options`)."""
    request = call.body_as(PostRequest)
    thread_options.refuse_thread_options_without_thread(request)
    return random_content.filled_post(service, call, request)


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


def _profile_results(answer: Answer) -> list[ProfilePostResult]:
    """The results of a User Profile's post answer (made now, or stored for its key)."""
    body = answer.body
    if isinstance(body, RawJson):
        return ProfilePostResults.model_validate_json(body.content).posts
    assert isinstance(body, ProfilePostResults)  # a User Profile's result is wrapped
    return body.posts


def publish_for_profiles(
    service: Service, call: Call, request: PostRequest, keys: list[str]
) -> Answer:
    """`create_post` with `profileKeys`: the post for each named profile (each checked and
    prepared before any is stored, then all stored in one transaction), answered as one
    `ProfilePostResults` with every profile's result in the order sent; HTTP 400 only when
    every post failed everywhere. An `idempotencyKey` works per profile, as without them."""
    store = service.store
    key = None if request.idempotency_key is MISSING else request.idempotency_key
    done: list[Answer] = []
    for profile in _named_profiles(service, call, keys):
        acting = replace(call, profile=profile)
        linked = linked_platforms(service, profile.id)
        platforms = _requested_platforms(service, acting, request, linked)
        prior = None if key is None else store.posts.idempotent_answer(profile.id, key)
        if prior is not None:
            done.append(Answer(prior[0], RawJson(prior[1].encode("utf-8"))))
            continue
        prepared = _prepared(service, acting, request, linked, platforms)
        done.append(prepared.answer)
        with store.transaction():
            if key is not None:
                text = model_json(prepared.answer.body)
                store.posts.claim_idempotency(
                    profile.id, key, prepared.row.id, prepared.answer.status, text
                )
            prepared.store(store)
    results = [result for answer in done for result in _profile_results(answer)]
    overall: PostResultStatus = SUCCESS
    if any(r.status != SUCCESS for r in results):
        overall = "error"
    wrapped = ProfilePostResults(status=overall, posts=results)
    return Answer(400 if all(a.status == 400 for a in done) else 200, wrapped)


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
    row = own_post(service, call, call.params_as(GetPostParameters).id)
    return RawJson(row.raw.encode("utf-8"))  # stored through `stored_row`


__all__ = [
    "create_post",
    "get_post",
    "own_post",
    "publish",
    "publish_for_profiles",
    "publish_scheduled",
]
