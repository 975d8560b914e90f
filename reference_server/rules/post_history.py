"""get_post_history: the profile's posts, newest first, filtered by status, type, dates or
networks, served as the stored record texts (built through `PostRecord` when stored, see
`posts.record_body`), without a row or a parse per post unless a network filter needs it. The
joined texts are kept (`Service.post_history_texts`) under the query and the store's posts
version, so a history read again unchanged is not selected again."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from spec_model import format_timestamp, parse_timestamp

from ..service import Call, RawJson, Service

HISTORY_REFRESH = timedelta(minutes=1)


def _param_default(call: Call, name: str) -> Any:
    assert call.operation is not None
    param = call.operation.parameter(name, "query")
    return None if param is None else param.schema.get("default")


async def get_post_history(service: Service, call: Call) -> RawJson:
    query = call.query
    limit = query.get("limit", _param_default(call, "limit"))
    status = query.get("status")
    since = int(parse_timestamp(query["startDate"]).timestamp()) if "startDate" in query else None
    until = int(parse_timestamp(query["endDate"]).timestamp()) if "endDate" in query else None
    if since is None and until is None:  # startDate/endDate replace lastDays
        last_days = query.get("lastDays", _param_default(call, "lastDays"))
        if last_days:
            since = int((service.now() - timedelta(days=int(last_days))).timestamp())
    wanted = set(query.get("platforms", []))
    selection: dict[str, Any] = {
        "status": status,
        "post_type": query.get("type"),
        "since": since,
        "until": until,
        "hide_deleted": status is None,  # DOCS: deleted posts only with status=deleted
    }
    version = service.store.posts.posts_version()
    key = (call.profile.id, tuple(sorted(selection.items())), tuple(sorted(wanted)), limit, version)
    cached = service.post_history_texts.get(key)
    if cached is None:
        texts = _texts(service, call.profile.id, selection, wanted, limit)
        cached = (len(texts), ",".join(texts))
        service.post_history_texts.put(key, cached)
    count, records = cached
    now = service.now()
    tail = {
        "refId": call.profile.ref_id,
        "count": count,
        "lastUpdated": format_timestamp(now),
        "nextUpdate": format_timestamp(now + HISTORY_REFRESH),
    }
    # The records were built through `PostRecord` when stored; their text is served as is.
    text = '{"history":[' + records + "]," + json.dumps(tail)[1:]
    return RawJson(text.encode("utf-8"))


def _texts(
    service: Service, profile_id: int, selection: dict[str, Any], wanted: set[str], limit: Any
) -> list[str]:
    """The stored texts of the selected posts, newest first, at most `limit`."""
    if wanted:  # the network filter is applied here, so the limit is too
        rows = service.store.posts.posts(profile_id, **selection)
        texts = [r.raw for r in rows if wanted.intersection(r.body.get("platforms", []))]
        return texts if limit is None else texts[: int(limit)]
    return service.store.posts.post_texts(
        profile_id, **selection, limit=None if limit is None else int(limit)
    )
