"""Analytics rules: the metrics of a post per network (`get_post_analytics`), by Post ID or by
a network's Social Post ID, from the sandbox networks (`networks/metrics.py`) over the service
clock. A requested network the post was not published on gets an `errors` entry (code 433):
`status: partial` (HTTP 200) when another network answered, the full result with HTTP 400
when none did."""

from __future__ import annotations

from datetime import timedelta
from functools import lru_cache
from typing import Any

from social_publishing_models import PostAnalytics

from spec_model import References, format_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks.metrics import post_metrics
from ..service import Answer, Call, Service
from ..store import PostRow
from .posts import require_twitter_credentials

#: The spec's result schema, whose property per network names that network's metrics schema.
RESULT_SCHEMA = "/components/schemas/PostAnalytics"
#: How long the networks' metrics stay current (`nextUpdate`; inferred: about 10 minutes).
REFRESH = timedelta(minutes=10)
SECONDS_PER_HOUR = 3600.0


@lru_cache(maxsize=4)
def _metric_schemas(refs: References) -> dict[str, dict[str, Any]]:
    """Each network's `analytics` schema (resolved), read from the result schema."""
    result = refs.lookup(RESULT_SCHEMA)
    schemas: dict[str, dict[str, Any]] = {}
    for name, node in result["properties"].items():
        network = refs.resolve(node)
        for part in network.get("allOf", []):
            analytics = refs.resolve(part).get("properties", {}).get("analytics")
            if analytics is not None:
                schemas[name] = refs.resolve(analytics)
    return schemas


def _find_post(service: Service, call: Call) -> PostRow:
    body = call.body
    if body.get("searchPlatformId"):
        platforms = body.get("platforms") or []
        if len(platforms) != 1:
            raise ApiError(
                ErrorCode.INVALID_REQUEST,
                "searchPlatformId needs exactly one network in platforms: the network of the "
                "Social Post ID.",
            )
        row = service.store.post_by_social_id(call.profile.id, platforms[0], body["id"])
    else:
        row = service.store.post(call.profile.id, body["id"])
    if row is None or row.status == "deleted":
        raise ApiError(ErrorCode.ANALYTICS_POST_NOT_FOUND)
    return row


def _published(row: PostRow) -> dict[str, dict[str, Any]]:
    """The post's results on the networks it was published on, by network."""
    return {
        r["platform"]: r
        for r in row.body.get("postIds", [])
        if r.get("status") == "success" and "platform" in r
    }


def _error(service: Service, platform: str) -> dict[str, Any]:
    code = ErrorCode.ANALYTICS_NOT_AVAILABLE
    return {
        "action": "analytics",
        "status": "error",
        "code": int(code),
        "message": service.spec.facts.catalogue[code].message,
        "platform": platform,
    }


async def get_post_analytics(service: Service, call: Call) -> Answer:
    row = _find_post(service, call)
    requested: list[str] = list(call.body.get("platforms") or row.body.get("platforms", []))
    require_twitter_credentials(service, call, requested)
    schemas = _metric_schemas(service.spec.refs)
    published = _published(row)
    now = service.now()
    hours = (now.timestamp() - (row.schedule or row.created)) / SECONDS_PER_HOUR
    result: dict[str, Any] = {"id": row.id}
    errors: list[dict[str, Any]] = []
    for platform in requested:
        found = published.get(platform)
        if found is None or platform not in schemas:
            errors.append(_error(service, platform))
            continue
        analytics = post_metrics(
            schemas[platform], service.spec.refs.resolve, row.id, platform, hours
        )
        result[platform] = {
            "id": found["id"],
            "postUrl": found.get("postUrl", ""),
            "analytics": analytics,
            "lastUpdated": format_timestamp(now),
            "nextUpdate": format_timestamp(now + REFRESH),
        }
    answered = len(requested) - len(errors)
    result["status"] = "success" if not errors else "partial" if answered else "error"
    if errors:
        result["errors"] = errors
    return Answer(200 if answered else 400, PostAnalytics.model_validate(result))
