"""Analytics rules: the metrics of a post per network (`get_post_analytics`), by Post ID or by
a network's Social Post ID, and the analytics of the linked accounts (`get_social_analytics`),
from the sandbox networks (`networks/metrics.py`) over the service clock. A requested network
without analytics (the post was not published there: code 433; the network is not linked:
156) gets an `errors` entry: `status: partial` (HTTP 200) when another network answered, the
full result with HTTP 400 when none did. Requests are read as their generated models
(`Call.body_as`: `PostAnalyticsRequest`, `SocialAnalyticsRequest`; the control's
`PostAnalyticsSeed`)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    PostAnalytics,
    PostAnalyticsRequest,
    PostAnalyticsSeed,
    SocialAnalytics,
    SocialAnalyticsRequest,
)

from spec_model import References, format_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks.accounts import linked_account
from ..networks.metrics import account_facts, account_metrics, metric_value, post_metrics
from ..service import Answer, Call, Service
from ..store import PostRow
from . import seeded_content
from .posts import require_twitter_credentials
from .user_extras import record_x_lookup

#: The spec's result schema, whose property per network names that network's metrics schema.
RESULT_SCHEMA = "/components/schemas/PostAnalytics"
#: How long the networks' metrics stay current (`nextUpdate`; inferred: about 10 minutes).
REFRESH = timedelta(minutes=10)


def metric_hours(seconds: float) -> float:
    """Hours of a span, in whole minutes: the metrics change at most once a minute."""
    return (seconds // 60) / 60


@lru_cache(maxsize=4)
def post_metric_schemas(refs: References) -> dict[str, dict[str, Any]]:
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


def _find_post(service: Service, call: Call, request: PostAnalyticsRequest) -> PostRow:
    if request.search_platform_id is True:
        platforms = [] if request.platforms is MISSING else request.platforms
        if len(platforms) != 1:
            raise ApiError(ErrorCode.SOCIAL_ID_NEEDS_ONE_NETWORK)
        row = service.store.posts.post_by_social_id(call.profile.id, platforms[0], request.id)
    else:
        row = service.store.posts.post(call.profile.id, request.id)
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


def post_facts(
    service: Service, call: Call, row: PostRow, platform: str, post_url: str
) -> dict[str, Any]:
    """The facts of a post on a network that its answers' `x-value-of` fields carry: its text,
    publishing time, address and media, and the profile's account there."""
    links = {link.platform: link for link in service.store.profiles.links(call.profile.id)}
    link = links.get(platform)
    account = linked_account(
        call.profile.ref_id, platform, link.display_name if link is not None else platform
    )
    return {
        "post.text": str(row.body.get("post", "")),
        "post.created": format_timestamp(datetime.fromtimestamp(row.schedule or row.created, UTC)),
        "post.url": post_url,
        "post.media": list(row.body.get("mediaUrls", [])),
        **account_facts(account),
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
    request = call.body_as(PostAnalyticsRequest)
    row = _find_post(service, call, request)
    asked = None if request.platforms is MISSING else request.platforms
    requested: list[str] = list(asked or row.body.get("platforms", []))
    require_twitter_credentials(service, call, requested)
    schemas = post_metric_schemas(service.spec.refs)
    published = _published(row)
    seeds = service.store.posts.post_metric_seeds(row.id)
    now = service.now()
    hours = metric_hours(now.timestamp() - (row.schedule or row.created))
    result: dict[str, Any] = {"id": row.id}
    errors: list[dict[str, Any]] = []
    for platform in requested:
        found = published.get(platform)
        if found is None or platform not in schemas:
            errors.append(_error(service, platform))
            continue
        facts = post_facts(service, call, row, platform, found.get("postUrl", ""))
        analytics = post_metrics(
            schemas[platform], service.spec.refs.resolve, row.id, platform, hours, facts
        )
        analytics.update(seeds.get(platform, {}))
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


#: The spec's account-analytics result schema (a property per network).
SOCIAL_RESULT_SCHEMA = "/components/schemas/SocialAnalytics"
#: A quarter of `quarters`, in hours (91 days, inferred).
QUARTER_HOURS = 91 * 24.0
#: Days of a `daily` series, and of TikTok's `period60Days` one (inferred: 30 and 60).
DAILY_DAYS = 30
PERIOD_60_DAYS = 60
#: Where the X user lookup (`userId`/`userName`) answers.
LOOKUP_PLATFORM = "twitter"


@lru_cache(maxsize=4)
def _social_schemas(refs: References) -> dict[str, tuple[dict[str, Any], bool]]:
    """Each network's account `analytics` schema (resolved) and whether it has a daily series."""
    result = refs.lookup(SOCIAL_RESULT_SCHEMA)
    schemas: dict[str, tuple[dict[str, Any], bool]] = {}
    for name, node in result["properties"].items():
        for part in refs.resolve(node).get("allOf", []):
            properties = refs.resolve(part).get("properties", {})
            if "analytics" in properties:
                schemas[name] = (refs.resolve(properties["analytics"]), "daily" in properties)
    return schemas


def _daily(seed: str, platform: str, hours_now: float, days: int) -> list[dict[str, Any]]:
    """The last `days` days, oldest first: followers at each day's end and that day's views."""
    series = []
    end = hours_now
    for back in range(days - 1, -1, -1):
        day_end = end - back * 24.0
        views = metric_value(seed, platform, "daily.views", day_end) - metric_value(
            seed, platform, "daily.views", day_end - 24.0
        )
        series.append(
            {"followers": metric_value(seed, platform, "daily.followers", day_end), "views": views}
        )
    return series


async def get_social_analytics(service: Service, call: Call) -> Answer:
    request = call.body_as(SocialAnalyticsRequest)
    daily, period_60 = request.daily is True, request.period60_days is True  # MISSING is truthy
    if daily and period_60:
        raise ApiError(ErrorCode.ANALYTICS_OPTIONS_CONFLICT)
    by_id = request.user_id is not MISSING
    lookup: str | None = None
    if request.user_id is not MISSING:
        lookup = request.user_id
    elif request.user_name is not MISSING:
        lookup = request.user_name
    if lookup is not None:
        if not call.profile.is_primary:
            raise ApiError(ErrorCode.USER_LOOKUP_NEEDS_PRIMARY)
        if request.platforms != [LOOKUP_PLATFORM]:
            raise ApiError(ErrorCode.USER_LOOKUP_X_ONLY)
    platforms: list[str] = list(request.platforms)
    require_twitter_credentials(service, call, platforms)
    if lookup is not None:  # listed by get_user_lookups
        record_x_lookup(service, "userId" if by_id else "userName", lookup)
    schemas = _social_schemas(service.spec.refs)
    links = {link.platform: link for link in service.store.profiles.links(call.profile.id)}
    now = service.now()
    now_s = now.timestamp()
    quarters = 0 if request.quarters is MISSING else request.quarters
    result: dict[str, Any] = {}
    errors: list[dict[str, Any]] = []
    for platform in platforms:
        link = links.get(platform)
        if lookup is not None:  # another X account: its age is unknown, all time (inferred)
            seed = f"x-user:{lookup}"
            account = linked_account(seed, platform, str(lookup))
            hours_linked = metric_hours(now_s)
        elif link is None or platform not in schemas:
            errors.append(_social_error(service, platform))
            continue
        else:
            seed = call.profile.ref_id
            account = linked_account(seed, platform, link.display_name)
            account["created"] = format_timestamp(datetime.fromtimestamp(link.created, UTC))
            since = seeded_content.account_start(service, call.profile.id, platform, link.created)
            hours_linked = metric_hours(now_s - since)
        window = min(hours_linked, quarters * QUARTER_HOURS) if quarters else hours_linked
        schema, has_daily = schemas[platform]
        answer: dict[str, Any] = {
            "analytics": account_metrics(
                schema, service.spec.refs.resolve, seed, platform, window, account
            ),
            "lastUpdated": format_timestamp(now),
            "nextUpdate": format_timestamp(now + REFRESH),
        }
        days = 0
        if period_60 and platform == "tiktok":
            days = PERIOD_60_DAYS
        elif daily and has_daily:
            days = DAILY_DAYS
        if days:
            today = now.astimezone(UTC).date()
            series = _daily(seed, platform, hours_linked, days)
            for back, point in zip(range(days - 1, -1, -1), series, strict=True):
                point["date"] = (today - timedelta(days=back)).isoformat()
            answer["daily"] = series
        result[platform] = answer
    answered = len(platforms) - len(errors)
    result["status"] = "success" if not errors else "partial" if answered else "error"
    result["errors"] = errors
    return Answer(200 if answered else 400, SocialAnalytics.model_validate(result))


def _social_error(service: Service, platform: str) -> dict[str, Any]:
    code = ErrorCode.PLATFORM_NOT_LINKED
    return {
        "action": "analytics",
        "status": "error",
        "code": int(code),
        "message": f"{platform} is not linked to the profile.",
        "platform": platform,
    }


async def seed_post_analytics(service: Service, call: Call) -> dict[str, Any]:
    """The sandbox control `seed_post_analytics`: exact metrics of a published post on one
    network, each checked against the network's metric schema of the spec."""
    request = call.body_as(PostAnalyticsSeed)
    row = service.store.posts.post(call.profile.id, request.id)
    if row is None or row.status == "deleted":
        raise ApiError(ErrorCode.ANALYTICS_POST_NOT_FOUND)
    platform = request.platform
    schemas = post_metric_schemas(service.spec.refs)
    if platform not in _published(row) or platform not in schemas:
        raise ApiError(ErrorCode.ANALYTICS_NOT_AVAILABLE)
    properties = schemas[platform].get("properties", {})
    refs = service.spec.refs
    for name, value in request.analytics.items():
        if name not in properties:
            raise ApiError(
                ErrorCode.INVALID_REQUEST,
                f"{platform} has no metric {name[:100]!r}; it has {', '.join(properties)}.",
            )
        error = next(iter(refs.validator_for(properties[name]).iter_errors(value)), None)
        if error is not None:
            raise ApiError(ErrorCode.INVALID_REQUEST, f"{name}: {error.message[:200]}")
    service.store.posts.seed_post_metrics(row.id, platform, dict(request.analytics))
    return {
        "status": "success",
        "id": row.id,
        "platform": platform,
        "analytics": service.store.posts.post_metric_seeds(row.id).get(platform, {}),
    }
