"""get_post_history: the profile's posts, newest first, filtered by status, type, dates or
networks, served as the stored record texts (built through `PostRecord` when stored, see
`posts.stored_row`), without a row or a parse per post unless a network filter needs it. The
query is read as the generated `GetPostHistoryParameters` (`Call.params_as`) and the answer's
other fields are built as the generated `PostHistory`. The joined texts are kept
(`Service.post_history_texts`) under the query and the store's posts version, so a history
read again unchanged is not selected again."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from pydantic import MISSING
from social_publishing_models import PostHistory
from social_publishing_models.parameters import GetPostHistoryParameters

from spec_model import parse_timestamp

from ..service import Call, RawJson, Service, model_json
from .posts import record_of

HISTORY_REFRESH = timedelta(minutes=1)


@dataclass(frozen=True)
class Selection:
    """The posts a history query selects, as the store's listing reads them."""

    status: str | None
    post_type: str | None
    since: int | None
    until: int | None
    hide_deleted: bool


def _unix(value: datetime | str | MISSING) -> int | None:
    """A `HistoryTime` sent (a timestamp, or one without its zone, read as UTC) as Unix time."""
    if value is MISSING:
        return None
    moment = value if isinstance(value, datetime) else parse_timestamp(value)
    return int(moment.timestamp())


async def get_post_history(service: Service, call: Call) -> RawJson:
    query = call.params_as(GetPostHistoryParameters)
    limit = query.limit
    status = None if query.status is MISSING else query.status
    since = _unix(query.start_date)
    until = _unix(query.end_date)
    if since is None and until is None and query.last_days:  # startDate/endDate replace it
        since = int((service.now() - timedelta(days=query.last_days)).timestamp())
    wanted = frozenset(() if query.platforms is MISSING else query.platforms)
    selection = Selection(
        status=status,
        post_type=None if query.type is MISSING else query.type,
        since=since,
        until=until,
        hide_deleted=status is None,  # DOCS: deleted posts only with status=deleted
    )
    version = service.store.posts.posts_version()
    key = (call.profile.id, selection, tuple(sorted(wanted)), limit, version)
    cached = service.post_history_texts.get(key)
    if cached is None:
        texts = _texts(service, call.profile.id, selection, wanted, limit)
        cached = (len(texts), ",".join(texts))
        service.post_history_texts.put(key, cached)
    count, records = cached
    now = service.now()
    answer = PostHistory(
        history=[],
        ref_id=call.profile.ref_id,
        count=count,
        last_updated=now,
        next_update=now + HISTORY_REFRESH,
    )
    # The records were built through `PostRecord` when stored; their text is served as is, in
    # the answer's one list (its other fields are a refId, a count and two timestamps).
    text = model_json(answer)
    if text.count("[]") != 1:
        raise ValueError("a history answer without its one empty list")
    before, after = text.split("[]")
    return RawJson(f"{before}[{records}]{after}".encode())


def _texts(
    service: Service,
    profile_id: int,
    selection: Selection,
    wanted: frozenset[str],
    limit: int | None,
) -> list[str]:
    """The stored texts of the selected posts, newest first, at most `limit`."""
    posts = service.store.posts
    if wanted:  # the network filter is applied here, so the limit is too
        rows = posts.posts(
            profile_id,
            status=selection.status,
            post_type=selection.post_type,
            since=selection.since,
            until=selection.until,
            hide_deleted=selection.hide_deleted,
        )
        texts = [r.raw for r in rows if wanted.intersection(record_of(r).platforms)]
        return texts if limit is None else texts[:limit]
    return posts.post_texts(
        profile_id,
        status=selection.status,
        post_type=selection.post_type,
        since=selection.since,
        until=selection.until,
        hide_deleted=selection.hide_deleted,
        limit=limit,
    )
