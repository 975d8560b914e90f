"""History by network (`GET /history/{platform}`): the posts a linked account holds on one
network, newest first, paged by `limit`/`next`, each with its metrics unless `skipAnalytics`.
It shares `get_post_history_entry` with the history of one post (OpenAPI cannot hold
`/history/{id}` and `/history/{platform}` side by side): a network name selects this rule."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any

from pydantic import BaseModel
from social_publishing_models import NetworkHistory

from spec_model import References, format_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks.metrics import post_metrics
from ..service import Call, RawJson, Service
from ..store import PostRow
from .analytics import metric_hours, post_metric_schemas
from .posts import get_post, linked_platforms, require_twitter_credentials

#: The spec's schema listing the networks with a history by network.
HISTORY_NETWORKS = "/components/schemas/HistoryNetwork"
#: The spec's schema of every network name.
PLATFORMS = "/components/schemas/Platform"
#: How long the answer says it stays current (SERVICE-SURFACE 1: about 10 minutes).
REFRESH = timedelta(minutes=10)


@lru_cache(maxsize=4)
def _names(refs: References, pointer: str) -> frozenset[str]:
    return frozenset(str(v) for v in refs.lookup(pointer)["enum"])


def _published_at(row: PostRow) -> int:
    return row.schedule or row.created


def _network_posts(
    service: Service, call: Call, platform: str
) -> list[tuple[PostRow, dict[str, Any]]]:
    """The profile's posts published on `platform` (not deleted), newest first, each with
    its result on that network."""
    found: list[tuple[PostRow, dict[str, Any]]] = []
    for row in service.store.posts(call.profile.id, hide_deleted=True):
        for result in row.body.get("postIds", []):
            if result.get("platform") == platform and result.get("status") == "success":
                found.append((row, result))
                break
    found.sort(key=lambda item: (_published_at(item[0]), item[0].created), reverse=True)
    return found


def network_history(service: Service, call: Call, platform: str) -> NetworkHistory:
    refs = service.spec.refs
    if platform not in _names(refs, HISTORY_NETWORKS):
        raise ApiError(
            ErrorCode.NETWORK_NOT_SUPPORTED, f"The history by network does not support {platform}."
        )
    if platform not in linked_platforms(service, call.profile.id):
        raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")
    require_twitter_credentials(service, call, [platform])
    limit = int(call.query.get("limit", 10))
    start = int(call.query.get("next", "0"))
    everything = _network_posts(service, call, platform)
    page = everything[start : start + limit]
    now = service.now()
    schema = post_metric_schemas(refs).get(platform)
    posts: list[dict[str, Any]] = []
    for row, result in page:
        item: dict[str, Any] = {
            "id": result["id"],
            "post": row.body.get("post", ""),
            "postUrl": result.get("postUrl", ""),
            "created": format_timestamp(datetime.fromtimestamp(_published_at(row), UTC)),
            "mediaUrls": list(row.body.get("mediaUrls", [])),
        }
        if schema is not None and not call.query.get("skipAnalytics"):
            hours = metric_hours(now.timestamp() - _published_at(row))
            analytics = post_metrics(schema, refs.resolve, row.id, platform, hours)
            analytics.update(service.store.post_metric_seeds(row.id).get(platform, {}))
            item["analytics"] = analytics
        posts.append(item)
    answer: dict[str, Any] = {
        "status": "success",
        "platform": platform,
        "posts": posts,
        "lastUpdated": format_timestamp(now),
        "nextUpdate": format_timestamp(now + REFRESH),
    }
    if start + limit < len(everything):
        answer["next"] = str(start + limit)
    return NetworkHistory.model_validate(answer)


async def get_post_history_entry(service: Service, call: Call) -> BaseModel | RawJson:
    """A network name reads that network's posts; anything else is a Post ID."""
    name = str(call.path_params["id"])
    if name in _names(service.spec.refs, PLATFORMS):
        return network_history(service, call, name)
    return await get_post(service, call)


__all__ = ["get_post_history_entry", "network_history"]
