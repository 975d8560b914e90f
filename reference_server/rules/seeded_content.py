"""The accounts linked sandbox networks hold (`account` of the control's `link_network`):
`generated` content from `networks/seeded_account.py`, stored lazily, `empty`, or `exact`
content from the control's `seed_network_content`.

A generated account is stored as the rows the API already reads (network posts, comments with
a `network:<id>` post, conversations and messages, reviews), so every operation on them works
as on injected ones. Linking stores what lies before the link; afterwards `sync` (called by the
rules that read an account's content, before they read) stores the items whose time the service
clock reached since the last sync, oldest first in short write transactions each advancing the
account's `synced_until`, and writes nothing when nothing new is due; `catch_up` runs it in a
worker thread, before a request's rule, for accounts long behind the clock. A clock moved
back stores nothing until it passes `synced_until` again. Links made before accounts existed
(no `seeded_accounts` row) are empty. `seed_network_content` reads its body as the generated
`NetworkContent` model, and stores its items, in a worker thread; it answers the generated
`NetworkContentSeeded`, and a review is stored as the generated `Review`.
"""

from __future__ import annotations

import asyncio
import json
import threading
import weakref
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, Final

from pydantic import MISSING, TypeAdapter, ValidationError
from social_publishing_models import (
    ContentConversation,
    ContentPost,
    ContentReview,
    NetworkContent,
    Review,
    ReviewReply,
)
from social_publishing_models.common import Platform
from social_publishing_models.parameters import SeedNetworkContentParameters
from social_publishing_models.sandbox import (
    AccountKind,
    NetworkContentSeeded,
    SeededPostIds,
)

from spec_model import ControlSpec, References, ServiceSpec, enum_values, format_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network
from spec_model.operation_ids import ControlOperationId, OperationId

from ..errors import ApiError
from ..networks.seeded_account import (
    SeededAccount,
    SeededComment,
    SeededFacts,
    SeededItems,
    SeededNetworks,
    SeededReview,
)
from ..service import Call, Service, field_name, model_data
from ..store import ProfileRow, Store, hand_over
from ..store.comments import comment_values
from ..store.messages import ConversationRow
from ..store.reviews import ReviewRow
from ..store.seeded_accounts import OUTSIDE_POST, AccountState
from .network_content import (
    POSTS,
    STORIES,
    OutsidePostRecord,
    check_rating,
    comment_row,
    conversation_id_for,
    message_body,
    review_body,
)

#: A generated account stored only up to this long ago is synced off the event loop before a
#: request of its profile runs (`catch_up`); within it few items are due (one post a day).
CATCH_UP_SECONDS = 7 * 86400
#: Catch-ups running at once in one process.
CATCH_UPS_AT_ONCE = 1
#: Most generated items one transaction of a sync stores.
SYNC_PART_ITEMS = 100
#: The span of service-clock time whose generated items a sync draws at once.
SYNC_WINDOW_SECONDS = 30 * 86400
#: Most rows one transaction of `seed_network_content` removes, and most comments one stores
#: (with their posts): a body may hold 20,000 comments, 5,000 messages and 200 reviews.
SEED_PART = 250
#: Held by the thread storing a `seed_network_content` body: one at a time per process, so
#: the parts of one never land among another's.
_SEEDING = threading.Lock()
#: The catch-up slots of each event loop.
_CATCH_UP_SLOTS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
    weakref.WeakKeyDictionary()
)
#: The catch-ups running in this process, by (service, profile, network).
_CATCHING_UP: dict[tuple[int, int, str], asyncio.Lock] = {}
LINK_OPERATION = ControlOperationId.LINK_NETWORK
FACTS = "x-seeded-account"
#: The field of `seed_network_content`'s body whose items are read one by one (`_content_of`).
LONG_LIST = field_name(NetworkContent.model_construct(posts=[]))
#: The kinds of account (`NetworkLink.account`).
GENERATED: Final = enum_values.AccountKind.GENERATED
EMPTY: Final = enum_values.AccountKind.EMPTY
EXACT: Final = enum_values.AccountKind.EXACT
ACCOUNT_KIND: TypeAdapter[AccountKind] = TypeAdapter(AccountKind)


@lru_cache(maxsize=4)
def _facts(control: ControlSpec) -> SeededFacts:
    return SeededFacts.from_spec(control.by_id[LINK_OPERATION].raw[FACTS])


def seeded_facts(service: Service) -> SeededFacts:
    """The numbers a generated account follows (`x-seeded-account`)."""
    return service.seams.decisions.seeded_facts(_facts(service.control))


def _enum(refs: References, name: str) -> frozenset[str]:
    return frozenset(str(v) for v in refs.lookup(f"/components/schemas/{name}")["enum"])


@lru_cache(maxsize=4)
def networks(spec: ServiceSpec) -> SeededNetworks:
    """Which networks hold which kinds: the spec's `HistoryNetwork`, `get_comments`
    `x-networks`, `MessagePlatform` and `ReviewNetwork`."""
    return SeededNetworks(
        history=_enum(spec.refs, "HistoryNetwork"),
        comments=frozenset(spec.operation(OperationId.GET_COMMENTS).networks or ()),
        messages=_enum(spec.refs, "MessagePlatform"),
        reviews=_enum(spec.refs, "ReviewNetwork"),
    )


def _holds_anything(service: Service, platform: str) -> bool:
    kinds = networks(service.spec)
    return platform in kinds.history | kinds.messages | kinds.reviews


def generated_account(service: Service, ref_id: str, platform: str, anchor: int) -> SeededAccount:
    """The generated account of the profile `ref_id` on `platform` first linked at `anchor`."""
    return SeededAccount(ref_id, platform, anchor, seeded_facts(service), networks(service.spec))


def _time_of(seconds: int) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def _when(seconds: int) -> str:
    return format_timestamp(_time_of(seconds))


# -- linking ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LinkedAccount:
    """The account a link holds, as `NetworkLinked` answers it: its kind (`account`) and, for
    a generated one, its anchor (`accountAnchor`; MISSING otherwise)."""

    account: AccountKind
    account_anchor: datetime | MISSING


def on_link(
    service: Service,
    profile: ProfileRow,
    platform: str,
    requested: str | None,
    was_linked: bool,
) -> LinkedAccount:
    """Set up the account of a link made in the caller's `service.store.transaction()`; the
    `account` (and, for a generated one, `accountAnchor`) fields of the link's answer.

    A new link gets `requested` (default generated); a network already linked changes only
    when `requested` names another kind. A generated account keeps its anchor across unlinks."""
    state = service.store.seeded_accounts.get(profile.id, platform)
    if state is not None and (
        requested in (None, state.kind)
        if was_linked or state.kind == GENERATED
        else requested == state.kind
    ):
        return _answer(state)
    if state is None and was_linked and requested is None:  # linked before accounts existed
        return _link_fields(EMPTY, None)
    now = service.now_unix()
    if (requested or GENERATED) == EMPTY:
        service.store.seeded_accounts.clear_content(profile.id, platform)
        state = AccountState(profile.id, platform, EMPTY, now, now)
        service.store.seeded_accounts.put(state)
        return _answer(state)
    seeded = generated_account(service, profile.ref_id, platform, now)
    state = AccountState(profile.id, platform, GENERATED, now, seeded.start - 1)
    service.store.seeded_accounts.put(state)
    _sync_in(service, profile, platform, now)
    return _answer(state)


def _answer(state: AccountState) -> LinkedAccount:
    return _link_fields(state.kind, state.anchor if state.kind == GENERATED else None)


def _link_fields(kind: str, anchor: int | None) -> LinkedAccount:
    """The `account` (and `accountAnchor`) fields of `link_network`'s answer (`NetworkLinked`),
    which the control's `link` rule adds to its own."""
    return LinkedAccount(
        ACCOUNT_KIND.validate_python(kind), MISSING if anchor is None else _time_of(anchor)
    )


def account_start(service: Service, profile_id: int, platform: str, linked: int) -> int:
    """Since when the account on `platform` exists (its analytics count from then): the start
    of a generated account's history, else the link's time `linked`."""
    with service.store.transaction():
        state = service.store.seeded_accounts.get(profile_id, platform)
    if state is None or state.kind != GENERATED:
        return linked
    return generated_account(service, "", platform, state.anchor).start


# -- storing generated items ------------------------------------------------------------------


def sync(service: Service, profile: ProfileRow, platform: str) -> None:
    """Store the generated items of the account on `platform` that became due: drawn outside
    the store's lock a window of `SYNC_WINDOW_SECONDS` at a time (a long-grown account's items
    are never all alive at once), stored oldest first in transactions of at most
    `SYNC_PART_ITEMS` items, each advancing `synced_until` to its last item's time (a
    long-grown account never holds the lock long). Each part stores only what lies past
    `synced_until` as it then stands, so syncs of one account running at once store each item
    once. Nothing when the service's `RuleDecisions.stores_due_items` says so."""
    if not service.seams.decisions.stores_due_items() or not _holds_anything(service, platform):
        return
    now = service.now_unix()
    with service.store.transaction():
        state = service.store.seeded_accounts.get(profile.id, platform)
    if state is None or state.kind != GENERATED or now <= state.synced_until:
        return
    seeded = generated_account(service, profile.ref_id, platform, state.anchor)
    lo, stored = state.synced_until, False
    while lo < now:
        hi = min(lo + SYNC_WINDOW_SECONDS, now)
        items = seeded.items_between(lo, hi)
        if items:
            _store_parts(service, profile, platform, state, seeded, _parts(items, hi))
            stored = True
        elif hi == now and stored:  # the account is complete up to now (as one draw says)
            _store_parts(service, profile, platform, state, seeded, [(now, SeededItems())])
        lo = hi


def _store_parts(
    service: Service,
    profile: ProfileRow,
    platform: str,
    state: AccountState,
    seeded: SeededAccount,
    parts: list[tuple[int, SeededItems]],
) -> None:
    """Store each part (`_parts`) of a sync in a transaction of its own."""
    for until, part in parts:
        # The part's posts and comments as rows, built before its transaction (the store's
        # lock is held only to write them, unless another sync stored some meanwhile).
        rows = _outside_rows(profile, platform, part)
        with service.store.transaction():
            current = service.store.seeded_accounts.get(profile.id, platform)
            if (
                current is None
                or current.kind != GENERATED
                or current.anchor != state.anchor
                or current.synced_until >= until
            ):
                continue
            due = _after(part, current.synced_until)
            whole = len(due.posts) == len(part.posts) and len(due.comments) == len(part.comments)
            if due:
                _store(service.store, profile, platform, due, seeded, rows if whole else None)
            service.store.seeded_accounts.put(replace(current, synced_until=until))
        hand_over()


async def catch_up(service: Service, profile: ProfileRow) -> None:
    """Before a request of `profile` runs: sync, in a worker thread, each of its generated
    accounts stored only up to more than `CATCH_UP_SECONDS` ago (years of the service clock
    may have passed), so the event loop never draws or stores many items; the rule's own
    `sync` then finds at most a few due. The thread uses the store through its lock."""
    before = service.now_unix() - CATCH_UP_SECONDS
    for platform in service.store.seeded_accounts.lagging(profile.id, GENERATED, before):
        # Requests of one account at once wait for one catch-up rather than each drawing it.
        key = (id(service), profile.id, platform)
        lock = _CATCHING_UP.setdefault(key, asyncio.Lock())
        async with lock, _one_at_a_time():
            await asyncio.to_thread(sync, service, profile, platform)
        if not lock.locked():
            _CATCHING_UP.pop(key, None)


def _one_at_a_time() -> asyncio.Semaphore:
    """The catch-ups of this event loop run `CATCH_UPS_AT_ONCE` at a time: each is Python
    work that takes the interpreter lock from the loop's thread while it runs."""
    loop = asyncio.get_running_loop()
    slots = _CATCH_UP_SLOTS.get(loop)
    if slots is None:
        slots = _CATCH_UP_SLOTS[loop] = asyncio.Semaphore(CATCH_UPS_AT_ONCE)
    return slots


def _parts(items: SeededItems, now: int) -> list[tuple[int, SeededItems]]:
    """`items` cut, by time, into parts of at most `SYNC_PART_ITEMS` (more only when items
    share a second): each part with the time up to which it completes the account."""
    timed: list[tuple[int, int, Any]] = [
        *((p.created, 0, p) for p in items.posts),
        *((c.created, 1, c) for c in items.comments),
        *((m.created, 2, m) for m in items.messages),
        *((r.created, 3, r) for r in items.reviews),
    ]
    timed.sort(key=lambda entry: entry[0])  # stable: each kind keeps its order
    parts: list[tuple[int, SeededItems]] = []
    part = SeededItems()
    size = 0
    for n, (created, kind, item) in enumerate(timed):
        (part.posts, part.comments, part.messages, part.reviews)[kind].append(item)
        size += 1
        last = n + 1 == len(timed)
        if last or (size >= SYNC_PART_ITEMS and timed[n + 1][0] > created):
            parts.append((now if last else created, part))
            part, size = SeededItems(), 0
    return parts


def _after(items: SeededItems, since: int) -> SeededItems:
    """The items of `items` whose time lies after `since`."""
    return SeededItems(
        posts=[p for p in items.posts if p.created > since],
        comments=[c for c in items.comments if c.created > since],
        messages=[m for m in items.messages if m.created > since],
        reviews=[r for r in items.reviews if r.created > since],
    )


def _sync_in(service: Service, profile: ProfileRow, platform: str, now: int) -> None:
    state = service.store.seeded_accounts.get(profile.id, platform)
    if state is None or state.kind != GENERATED or now <= state.synced_until:
        return
    seeded = generated_account(service, profile.ref_id, platform, state.anchor)
    items = seeded.items_between(state.synced_until, now)
    if not items:
        return
    _store(service.store, profile, platform, items, seeded)
    service.store.seeded_accounts.put(replace(state, synced_until=now))


def _outside_rows(
    profile: ProfileRow, platform: str, items: SeededItems
) -> tuple[list[tuple[str, str, int, str]], list[tuple[Any, ...]]]:
    """The rows of the network posts and comments of `items` (built before a transaction)."""
    posts = [
        (
            platform,
            p.id,
            p.created,
            json.dumps(
                model_data(
                    OutsidePostRecord(
                        post=p.text,
                        post_url=p.post_url,
                        by_page=p.by_page,
                        data_type=STORIES if p.story else POSTS,
                        media_urls=p.media_urls,
                    )
                )
            ),
        )
        for p in items.posts
    ]
    comments = [
        comment_row(
            profile,
            OUTSIDE_POST + c.post.id,
            platform,
            c.post.id,
            c.text,
            c.username,
            c.created,
            comment_id=None,
            like_count=c.like_count,
            social_id=c.social_id,
        )
        for c in items.comments
    ]
    return posts, comment_values(comments)


def _store(
    store: Store,
    profile: ProfileRow,
    platform: str,
    items: SeededItems,
    seeded: SeededAccount,
    rows: tuple[list[tuple[str, str, int, str]], list[tuple[Any, ...]]] | None = None,
) -> None:
    """Store `items` (the rows of its posts and comments already built when `rows` given)."""
    posts, comments = _outside_rows(profile, platform, items) if rows is None else rows
    store.seeded_accounts.add_network_posts(profile.id, posts)
    store.comments.add_values(comments)
    for m in items.messages:
        _add_message(
            store,
            profile,
            platform,
            m.correspondent_id,
            m.correspondent_name,
            m.id,
            m.created,
            m.text,
            m.received,
        )
    for r in items.reviews:
        _add_review(store, profile, platform, r, r.id, r.created)


def _add_message(
    store: Store,
    profile: ProfileRow,
    platform: str,
    correspondent: str,
    name: str | None,
    message_id: str,
    created: int,
    text: str,
    received: bool,
) -> str:
    """Store one message of the conversation with `correspondent`; its conversation id."""
    found = store.messages.conversation_with(profile.id, platform, correspondent)
    conversation = ConversationRow(
        profile.id,
        platform,
        conversation_id_for(profile, platform, correspondent)
        if found is None
        else found.conversation_id,
        correspondent,
        name or (None if found is None else found.correspondent_name),
        "active" if received or found is None else found.status,
        max(created if received else 0, 0 if found is None else found.last_received),
        None if found is None else found.last_auto_response,
    )
    body = message_body(
        conversation,
        profile,
        received=received,
        message_id=message_id,
        created=created,
        text=text,
        media=None,
    )
    store.messages.add_message(profile.id, platform, body)
    store.messages.save_conversation(conversation)
    return conversation.conversation_id


def _add_review(
    store: Store,
    profile: ProfileRow,
    platform: str,
    review: SeededReview,
    review_id: str,
    created: int,
) -> None:
    store.reviews.add(_review_row(profile, platform, review, review_id, created))


def _review_row(
    profile: ProfileRow,
    platform: str,
    review: SeededReview,
    review_id: str,
    created: int,
) -> ReviewRow:
    """The stored row of `review` (built without the store's lock)."""
    made = review_body(
        platform,
        _when(created),
        review.rating,
        review.text,
        review.reviewer_name,
        review.reviewer_id,
        review_id,
    )
    stored = Review.model_validate(made)
    reply = review.reply
    if reply is not None:
        replied = created if review.reply_created is None else review.reply_created
        stored.review_reply = ReviewReply(reply=reply, updated=_time_of(replied))
    body = dict(model_data(stored))
    return ReviewRow(platform, review_id, profile.id, created, body)


# -- the test control: seed_network_content ---------------------------------------------------


def _refuse_kind(message: str) -> ApiError:
    return ApiError(ErrorCode.NETWORK_NOT_SUPPORTED, message)


def _time(value: datetime | MISSING, default: int) -> int:
    """Unix seconds of an item's `created`, `default` when not sent."""
    return default if value is MISSING else int(value.timestamp())


async def seed_network_content(service: Service, call: Call) -> dict[str, Any]:
    """Replace the account's outside content with the body's (already valid) items. The body
    is read as its model, and the items stored, in a worker thread (a body may hold thousands
    of items): the store's own lock keeps its one connection safe there."""
    try:  # the control's path parameters are not checked before its rules
        platform = call.params_as(SeedNetworkContentParameters).platform
    except ValidationError as exc:
        sent = str(exc.errors()[0].get("input", ""))
        raise ApiError(
            ErrorCode.INVALID_REQUEST, f"Path: {sent[:50]!r} is not a network."
        ) from None
    content = await asyncio.to_thread(_content_of, call)
    body, posts = content.body, content.posts
    profile = call.profile
    kinds = networks(service.spec)
    conversations = [] if body.conversations is MISSING else body.conversations
    reviews = [] if body.reviews is MISSING else body.reviews
    if posts and platform not in kinds.history:
        raise _refuse_kind(f"{platform} holds no history of posts.")
    if any(content.comments) and platform not in kinds.comments:
        raise _refuse_kind(f"{platform} holds no comments.")
    if conversations and platform not in kinds.messages:
        raise _refuse_kind(f"{platform} holds no conversations.")
    if reviews and platform not in kinds.reviews:
        raise _refuse_kind(f"{platform} holds no reviews.")
    for given in reviews:
        check_rating(platform, given.rating)
    if platform not in {link.platform for link in service.store.profiles.links(profile.id)}:
        raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")
    now = service.now_unix()
    return await asyncio.to_thread(
        _one_seed_at_a_time,
        service,
        profile,
        platform,
        content,
        conversations,
        reviews,
        now,
    )


@dataclass(frozen=True)
class _Content:
    """A `seed_network_content` body: its model without the posts, the posts as sent (each
    already read as `ContentPost`) and how many comments each holds."""

    body: NetworkContent
    posts: list[Any]
    comments: list[int]


def _content_of(call: Call) -> _Content:
    """The body as `NetworkContent` (`Call.body_as`), its posts read one by one: one
    validation of a body of thousands of items would hold the interpreter lock throughout (the
    one raw read of the body, by the name of its long list). The posts' models are dropped
    once read (`_seed_exact` reads each part's again just before storing it), so the tens of
    thousands of objects of a large body's comments are never alive at once for the cyclic
    collector's full passes to walk."""
    raw = call.body if isinstance(call.body, dict) else {}
    sent = raw.get(LONG_LIST)
    rest = {name: value for name, value in raw.items() if name != LONG_LIST}
    body = NetworkContent.model_validate(rest, by_alias=True, by_name=False)
    posts = [] if sent is None else list(sent)
    comments = []
    for post in posts:
        given = _post(post)
        comments.append(0 if given.comments is MISSING else len(given.comments))
    return _Content(body, posts, comments)


def _post(sent: Any) -> ContentPost:
    return ContentPost.model_validate(sent, by_alias=True, by_name=False)


def _seed_exact(
    service: Service,
    profile: ProfileRow,
    platform: Platform,
    content: _Content,
    conversations: list[ContentConversation],
    reviews: list[ContentReview],
    now: int,
) -> dict[str, Any]:
    """Store the exact items (run in a worker thread); the answer of `seed_network_content`.
    Every write is a short transaction of its own, so the store's lock, which every request
    takes on the event loop, is never held over a large body: the account turns exact first
    (no catch-up grows it meanwhile); what it held is removed in parts of `SEED_PART` rows;
    the posts are stored in parts of at most `SEED_PART` comments, each part's posts read as
    models and its rows built just before its transaction (few objects alive at once); then
    each conversation, then the reviews. A read meanwhile may see part of the old or the new
    content."""
    store = service.store
    # The exact items get ids like generated ones, from an account anchored now.
    seeded = generated_account(service, profile.ref_id, platform, now)
    with store.transaction():
        store.seeded_accounts.put(AccountState(profile.id, platform, EXACT, now, now))
    store.seeded_accounts.clear_content_in_parts(profile.id, platform, SEED_PART)
    made: list[SeededPostIds] = []
    for part in _post_parts(content.comments):
        items = SeededItems()
        for n in part:
            given = _post(content.posts[n])
            post_ids, post_items = _exact_post(platform, n, given, seeded, now)
            made.append(post_ids)
            items.posts.extend(post_items.posts)
            items.comments.extend(post_items.comments)
        _store_part(store, profile, _outside_rows(profile, platform, items))
    conversation_ids = []
    for n, c in enumerate(conversations):
        with store.transaction():
            conversation_ids.append(_seed_conversation(store, profile, platform, c, seeded, n, now))
        hand_over()
    rows: list[ReviewRow] = []
    ids: list[str] = []
    for n, r in enumerate(reviews):
        created = _time(r.created, now)
        review = replace(
            seeded.review(seeded.facts.reviews_before_link + n),
            created=created,
            rating=r.rating,
            text=r.review or "",  # the schema's default: ""
            reviewer_name=r.reviewer_name,
            reply=None if r.reply is MISSING else r.reply,
            reply_created=created,
        )
        rows.append(_review_row(profile, platform, review, review.id, created))
        ids.append(review.id)
    with store.transaction():
        for row in rows:
            store.reviews.add(row)
    answer = NetworkContentSeeded(
        platform=platform,
        account=EXACT,
        posts=made,
        conversation_ids=conversation_ids,
        review_ids=ids,
    )
    return dict(model_data(answer))  # the control's handlers answer JSON data


def _post_parts(comments: list[int]) -> list[range]:
    """The indexes of posts holding `comments` comments each cut, in order, into parts of at
    most `SEED_PART` comments (a post holds at most as many)."""
    parts: list[range] = []
    start = size = 0
    for n, count in enumerate(comments):
        if size + count > SEED_PART and n > start:
            parts.append(range(start, n))
            start, size = n, 0
        size += count
    if start < len(comments):
        parts.append(range(start, len(comments)))
    return parts


def _store_part(
    store: Store,
    profile: ProfileRow,
    rows: tuple[list[tuple[str, str, int, str]], list[tuple[Any, ...]]],
) -> None:
    """One part of the posts of `seed_network_content` and their comments, in a transaction of
    its own (then the loop's thread may take the store's lock)."""
    posts, comments = rows
    with store.transaction():
        store.seeded_accounts.add_network_posts(profile.id, posts)
        store.comments.add_values(comments)
    hand_over()


def _one_seed_at_a_time(*args: Any) -> dict[str, Any]:
    """`_seed_exact` holding `_SEEDING` (in the worker thread, never on the loop)."""
    with _SEEDING:
        return _seed_exact(*args)


def _exact_post(
    platform: str,
    n: int,
    given: ContentPost,
    seeded: SeededAccount,
    now: int,
) -> tuple[SeededPostIds, SeededItems]:
    """The `n`th post of the body (and its comments) as items, and its part of the answer."""
    template = seeded.post(seeded.facts.posts_before_link + n)
    created = _time(given.created, now)
    post = replace(
        template,
        created=created,
        text=given.post,
        media_urls=[] if given.media_urls is MISSING else list(given.media_urls),
        # the schema's default: true
        by_page=platform != Network.FACEBOOK or bool(given.by_page),
        story=platform in seeded.networks.stories and given.data_type == STORIES,
    )
    items = SeededItems(posts=[post])
    for m, c in enumerate([] if given.comments is MISSING else given.comments):
        items.comments.append(
            SeededComment(
                post,
                m,
                seeded.comment_id(post, f"exact-{n}", m),
                _time(c.created, created),
                c.comment,
                c.username,
                c.like_count or 0,  # the schema's default: 0
            )
        )
    ids = [c.social_id for c in items.comments]
    return SeededPostIds(id=post.id, post_url=post.post_url, comment_ids=ids), items


def _seed_conversation(
    store: Store,
    profile: ProfileRow,
    platform: str,
    given: ContentConversation,
    seeded: SeededAccount,
    number: int,
    now: int,
) -> str:
    conversation = ""
    for m, message in enumerate(given.messages):
        received = message.action == "received"  # the schema's default: received
        conversation = _add_message(
            store,
            profile,
            platform,
            given.sender_id,
            None if given.sender_name is MISSING else given.sender_name,
            seeded.message_id(f"exact-{number}", m),
            _time(message.created, now),
            message.message,
            received,
        )
    return conversation


__all__ = [
    "account_start",
    "catch_up",
    "generated_account",
    "networks",
    "on_link",
    "seed_network_content",
    "sync",
]
