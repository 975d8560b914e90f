"""get_post_history: the profile's posts, newest first, filtered by status, type, dates or
networks, served as the stored record texts (built through `PostRecord` when stored, see
`posts.record_body`), without a row or a parse per post unless a network filter needs it."""

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
    texts: list[str]
    if wanted:
        rows = service.store.posts(call.profile.id, **selection)
        texts = [r.raw for r in rows if wanted.intersection(r.body.get("platforms", []))]
    else:
        texts = service.store.post_texts(
            call.profile.id, **selection, limit=None if limit is None else int(limit)
        )
    if limit is not None:
        texts = texts[: int(limit)]
    now = service.now()
    tail = {
        "refId": call.profile.ref_id,
        "count": len(texts),
        "lastUpdated": format_timestamp(now),
        "nextUpdate": format_timestamp(now + HISTORY_REFRESH),
    }
    # The records were built through `PostRecord` when stored; their text is served as is.
    text = '{"history":[' + ",".join(texts) + "]," + json.dumps(tail)[1:]
    return RawJson(text.encode("utf-8"))
