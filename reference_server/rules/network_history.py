"""History by network (`GET /history/{platform}`): the posts a linked account holds on one
network (those published through the service, those of the generated account's past
(`seeded_content`) and those the test control added as made outside it), newest first,
filtered by the network-specific parameters (`pagePublished`, `since`/`until`, `dataType`),
paged by `limit`/`next`, each with its metrics unless `skipAnalytics`; on X, `userId`/`userName`
read another account's posts. It shares `get_post_history_entry` with the
history of one post (OpenAPI cannot hold `/history/{id}` and `/history/{platform}` side by side):
a network name selects this rule. The control's `add_network_post` reads its body as the
generated `NetworkPostInjection` (`Call.body_as`), the parameters as
`GetPostHistoryEntryParameters` (`Call.params_as`); posts made through the service are read as
`PostRecord`, those made outside it as `OutsidePostRecord` (`network_content.py`), and the
answers are built as `NetworkHistory`/`NetworkPost`."""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any

from pydantic import MISSING, BaseModel, TypeAdapter, ValidationError
from social_publishing_models import (
    FacebookOptions,
    HistoryNetwork,
    InstagramOptions,
    LinkedAccount,
    NetworkHistory,
    NetworkPost,
    NetworkPostInjection,
    PostRecord,
    XUserLookup,
)
from social_publishing_models.parameters import GetPostHistoryEntryParameters

from spec_model import References, format_timestamp
from spec_model.analytics_schemas import post_metric_schemas
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network

from ..errors import ApiError
from ..networks.accounts import linked_account
from ..networks.metrics import Facts, account_facts, fill, post_metrics
from ..service import Call, RawJson, Service, model_data, published_results
from ..store.user_accounts import NetworkPostRow
from . import seeded_content
from .analytics import metric_hours
from .network_content import POSTS, STORIES, OutsidePostRecord
from .posts import get_post, linked_platforms, require_twitter_credentials
from .user_accounts import record_x_lookup

#: The networks with a history by network (the generated `HistoryNetwork`).
HISTORY_NETWORKS: TypeAdapter[HistoryNetwork] = TypeAdapter(HistoryNetwork)
#: The spec's schema of a post as the network holds it.
NETWORK_POST = "/components/schemas/NetworkPost"
#: The spec's schema of every network name.
PLATFORMS = "/components/schemas/Platform"
#: How long the answer says it stays current (the service refreshes about every 10 minutes).
REFRESH = timedelta(minutes=10)
#: The extension of a parameter naming the networks it applies to.
FOR_NETWORKS = "x-for-networks"
#: How many posts the sandbox X holds for a looked-up account.
LOOKUP_POSTS = 3
#: The networks whose posts can be stories; Facebook's posts can also be made by a person.
FACEBOOK, INSTAGRAM = Network.FACEBOOK, Network.INSTAGRAM
STORY_NETWORKS = (FACEBOOK, INSTAGRAM)
#: Where the X user lookup reads posts.
LOOKUP_NETWORK = Network.TWITTER


@dataclass(frozen=True)
class HeldPost:
    """A post as the network holds it; `seed` names its metrics, `seeds` are exact ones."""

    id: str
    post: str
    post_url: str
    created: int
    seed: str
    media_urls: list[str] = field(default_factory=list)
    by_page: bool = True
    story: bool = False
    seeds: dict[str, Any] = field(default_factory=dict)


@lru_cache(maxsize=4)
def _names(refs: References, pointer: str) -> frozenset[str]:
    return frozenset(str(v) for v in refs.lookup(pointer)["enum"])


@lru_cache(maxsize=32)
def _network_fields(refs: References, platform: str) -> dict[str, Any]:
    """The fields of `NetworkPost` that only some networks' posts carry (`x-for-networks`),
    those of `platform`, as an object schema."""
    properties = refs.lookup(NETWORK_POST)["properties"]
    return {
        "properties": {
            name: node
            for name, node in properties.items()
            if platform in refs.resolve(node).get(FOR_NETWORKS, ())
        }
    }


def _held_account(seed: str, platform: str, display_name: str, linked: int) -> LinkedAccount:
    """The account a network link holds (`networks.accounts`), linked at `linked`."""
    held = linked_account(seed, platform, display_name)
    return LinkedAccount(created=datetime.fromtimestamp(linked, UTC), **held)


def _story(record: PostRecord, platform: str) -> bool:
    """Whether the post was published on `platform` as a story (its network's options)."""
    if platform == FACEBOOK:
        options: FacebookOptions | InstagramOptions | MISSING = record.face_book_options
    elif platform == INSTAGRAM:
        options = record.instagram_options
    else:
        return False
    return options is not MISSING and options.stories is True


def _account_facts(service: Service, call: Call, platform: str, lookup: Any) -> Facts:
    """The `account.*` facts of the account whose posts are read."""
    if lookup is not None:
        value = str(lookup[1])
        return account_facts(linked_account(f"x-user:{value}", platform, value))
    link = next(k for k in service.store.profiles.links(call.profile.id) if k.platform == platform)
    return account_facts(linked_account(call.profile.ref_id, platform, link.display_name))


def _published_posts(service: Service, call: Call, platform: str) -> list[HeldPost]:
    """The profile's posts published on `platform` through the service (not deleted)."""
    held: list[HeldPost] = []
    for row in service.store.posts.posts(call.profile.id, hide_deleted=True):
        record = PostRecord.model_validate(row.body)
        result = published_results(record).get(platform)
        if result is not None:
            held.append(
                HeldPost(
                    id=result.id,
                    post=record.post,
                    post_url=result.post_url,
                    created=row.schedule or row.created,
                    seed=row.id,
                    media_urls=list(record.media_urls),
                    story=_story(record, platform),
                    seeds=service.store.posts.post_metric_seeds(row.id).get(platform, {}),
                )
            )
    return held


def _outside_posts(service: Service, call: Call, platform: str) -> list[HeldPost]:
    """The posts the test control added as made outside the service."""
    with service.store.transaction():
        rows = service.store.user_accounts.network_posts(call.profile.id, platform)
    held = []
    for row in rows:
        record = OutsidePostRecord.model_validate(row.body)
        media = [] if record.media_urls is MISSING else record.media_urls
        held.append(
            HeldPost(
                id=row.id,
                post=record.post,
                post_url=record.post_url,
                created=row.created,
                seed=f"outside:{row.id}",
                media_urls=list(media),
                by_page=record.by_page,
                story=record.data_type == STORIES,
            )
        )
    return held


def _looked_up_posts(service: Service, value: str) -> list[HeldPost]:
    """The sandbox X account of `value`: one post a day on each of the days before today."""
    seed = f"x-user:{value}"
    # The looked-up account's link time is unknown (and unused here).
    username = _held_account(seed, LOOKUP_NETWORK, value, 0).username
    day = int(service.now().astimezone(UTC).replace(hour=0, minute=0, second=0).timestamp())
    held = []
    for index in range(LOOKUP_POSTS):
        digest = hashlib.sha256(f"{seed}:{index}".encode()).hexdigest()
        post_id = str(10**18 + int(digest[:15], 16))
        held.append(
            HeldPost(
                id=post_id,
                post=f"Post {index + 1} of @{username}.",
                post_url=f"https://x.com/{username}/status/{post_id}",
                created=day - (index + 1) * 86400 + int(digest[15:19], 16) % 86400,
                seed=f"{seed}:{index}",
            )
        )
    return held


def _check_parameters(call: Call, platform: str) -> None:
    """A parameter sent for a network outside its `x-for-networks`: code 616."""
    assert call.operation is not None
    for param in call.operation.parameters:
        networks = param.extensions.get(FOR_NETWORKS)
        if networks is not None and param.name in call.query and platform not in networks:
            raise ApiError(
                ErrorCode.PARAMETER_NOT_FOR_NETWORK,
                f"{param.name} applies to {', '.join(networks)} only, not {platform}.",
            )


def _lookup(
    service: Service, query: GetPostHistoryEntryParameters
) -> tuple[XUserLookup, str] | None:
    """The X user lookup (as `record_x_lookup` notes it) and the value looked up: `userId` when
    both are sent."""
    if query.user_id is not MISSING:
        return XUserLookup(user_id=query.user_id, created=service.now()), query.user_id
    if query.user_name is not MISSING:
        return XUserLookup(user_name=query.user_name, created=service.now()), query.user_name
    return None


def _filtered(query: GetPostHistoryEntryParameters, posts: list[HeldPost]) -> list[HeldPost]:
    if query.page_published is True:
        posts = [p for p in posts if p.by_page]
    days = {p.id: format_timestamp(datetime.fromtimestamp(p.created, UTC))[:10] for p in posts}
    since, until = query.since, query.until
    if since is not MISSING:
        posts = [p for p in posts if days[p.id] >= since]
    if until is not MISSING:
        posts = [p for p in posts if days[p.id] <= until]
    if query.data_type is not MISSING:
        stories = query.data_type == STORIES
        posts = [p for p in posts if p.story == stories]
    return posts


def network_history(service: Service, call: Call, platform: str) -> NetworkHistory:
    refs = service.spec.refs
    try:
        network = HISTORY_NETWORKS.validate_python(platform)
    except ValidationError:
        raise ApiError(
            ErrorCode.NETWORK_NOT_SUPPORTED, f"The history by network does not support {platform}."
        ) from None
    _check_parameters(call, platform)
    query = call.params_as(GetPostHistoryEntryParameters)
    lookup = _lookup(service, query)
    if lookup is not None and not call.profile.is_primary:
        raise ApiError(ErrorCode.USER_LOOKUP_NEEDS_PRIMARY)
    if lookup is None and platform not in linked_platforms(service, call.profile.id):
        raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")
    require_twitter_credentials(service, call, [platform])
    if lookup is not None:
        record_x_lookup(service, lookup[0])
        everything = _looked_up_posts(service, lookup[1])
    else:
        seeded_content.sync(service, call.profile, platform)
        everything = _published_posts(service, call, platform)
        everything += _outside_posts(service, call, platform)
    # Newest first; a stable sort keeps the store's order (newest first) within one second.
    everything.sort(key=lambda p: p.created, reverse=True)
    everything = _filtered(query, everything)
    assert query.limit is not None  # a query parameter is never null; its default when not sent
    limit = query.limit
    start = 0 if query.next is MISSING else int(query.next)
    now = service.now()
    schema = post_metric_schemas(refs).get(platform)
    fields = _network_fields(refs, platform)
    account = _account_facts(service, call, platform, lookup)
    posts: list[NetworkPost] = []
    for held in everything[start : start + limit]:
        created = format_timestamp(datetime.fromtimestamp(held.created, UTC))
        extra: dict[str, Any] = {}  # the network's own fields, by spec name
        facts = {
            **account,
            "post.text": held.post,
            "post.created": created,
            "post.url": held.post_url,
            "post.media": held.media_urls,
        }
        hours = metric_hours(now.timestamp() - held.created)
        analytics: dict[str, Any] = {}
        if schema is not None:
            analytics = post_metrics(schema, refs.resolve, held.seed, platform, hours, facts)
            analytics.update(held.seeds)
        # A count the post's metrics also hold is theirs (the same at the same time).
        for name, value in fill(fields, refs.resolve, held.seed, platform, hours, facts).items():
            same = analytics.get(name)
            extra[name] = same if isinstance(value, int) and isinstance(same, int) else value
        shown = schema is not None and query.skip_analytics is not True
        item = NetworkPost(
            id=held.id,
            post=held.post,
            post_url=held.post_url,
            created=datetime.fromtimestamp(held.created, UTC),
            media_urls=held.media_urls,
            analytics=analytics if shown else MISSING,
            **extra,
        )
        posts.append(item)
    more = start + limit < len(everything)
    return NetworkHistory(
        platform=network,
        posts=posts,
        next=str(start + limit) if more else MISSING,
        last_updated=now,
        next_update=now + REFRESH,
    )


async def get_post_history_entry(service: Service, call: Call) -> BaseModel | RawJson:
    """A network name reads that network's posts; anything else is a Post ID."""
    name = call.params_as(GetPostHistoryEntryParameters).id
    if name in _names(service.spec.refs, PLATFORMS):
        # Off the event loop: an account holds up to `maxAfterLink` posts past its link, read
        # and sorted whole (the store is used through its lock).
        return await asyncio.to_thread(network_history, service, call, name)
    return await get_post(service, call)


def add_network_post(service: Service, call: Call) -> dict[str, Any]:
    """The test control's `add_network_post`: a post made outside the service on the acting
    profile's linked account (the body is already valid)."""
    request = call.body_as(NetworkPostInjection)
    platform = request.platform
    if platform not in linked_platforms(service, call.profile.id):
        raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")
    created = service.now_unix()
    if request.created is not MISSING:
        created = int(request.created.timestamp())
    link = next(k for k in service.store.profiles.links(call.profile.id) if k.platform == platform)
    account = _held_account(call.profile.ref_id, platform, link.display_name, link.created)
    digest = hashlib.sha256(f"outside:{account.id}:{request.post}:{created}".encode())
    number = str(int(digest.hexdigest()[:15], 16))
    with service.store.transaction():
        taken = {r.id for r in service.store.user_accounts.network_posts(call.profile.id, platform)}
        while f"{account.id}_{number}" in taken or number in taken:
            number = str(int(number) + 1)
        post_id = f"{account.id}_{number}" if platform == FACEBOOK else number
        post_url = f"{account.profile_url}/posts/{post_id}"
        stored = OutsidePostRecord(
            post=request.post,
            post_url=post_url,
            by_page=bool(request.by_page) if platform == FACEBOOK else True,
            data_type=(request.data_type or POSTS) if platform in STORY_NETWORKS else POSTS,
        )
        service.store.user_accounts.add_network_post(
            call.profile.id, NetworkPostRow(platform, post_id, created, model_data(stored))
        )
    made = datetime.fromtimestamp(created, UTC)
    answer = NetworkPost(id=post_id, post=request.post, post_url=post_url, created=made,
                         media_urls=[])  # fmt: skip
    return dict(model_data(answer))


__all__ = ["add_network_post", "get_post_history_entry", "network_history"]
