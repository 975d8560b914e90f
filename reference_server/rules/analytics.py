"""Analytics rules: the metrics of a post per network (`get_post_analytics`), by Post ID or by
a network's Social Post ID, and the analytics of the linked accounts (`get_social_analytics`),
from the sandbox networks (`networks/metrics.py`) over the service clock. A requested network
without analytics (the post was not published there: code 433; the network is not linked:
156) gets an `errors` entry: `status: partial` (HTTP 200) when another network answered, the
full result with HTTP 400 when none did. Requests are read as their generated models
(`Call.body_as`: `PostAnalyticsRequest`, `SocialAnalyticsRequest`; the control's
`PostAnalyticsSeed`), stored posts as `PostRecord`, and answers built as the generated models
(a network's entry as the generated base with the metrics the spec's schema yields)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    AnalyticsError,
    DailyValue,
    LinkedAccount,
    NetworkPostAnalytics,
    NetworkSocialAnalytics,
    Platform,
    PostAnalytics,
    PostAnalyticsRequest,
    PostAnalyticsSeed,
    PostAnalyticsSeeded,
    PostRecord,
    SocialAnalytics,
    SocialAnalyticsError,
    SocialAnalyticsRequest,
    XUserLookup,
)

from spec_model import format_timestamp
from spec_model.analytics_schemas import account_metric_schemas, post_metric_schemas
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network

from ..errors import ApiError
from ..networks.accounts import linked_account
from ..networks.metrics import account_facts, account_metrics, metric_value, post_metrics
from ..service import Answer, Call, Service, live_post, model_data, outcome, published_results
from ..store import PostRow
from . import seeded_content
from .posts import require_twitter_credentials
from .user_accounts import record_x_lookup

#: How long the networks' metrics stay current (`nextUpdate`; inferred: about 10 minutes).
REFRESH = timedelta(minutes=10)


class PostResult(NetworkPostAnalytics):
    """A network's entry of `PostAnalytics`: the generated base with the network's metrics
    (built by `post_metrics` from the network's metric schema; each network's model of the
    answer types them)."""

    analytics: dict[str, Any]


class AccountResult(NetworkSocialAnalytics):
    """A network's entry of `SocialAnalytics`: the generated base with the account's metrics
    (built by `account_metrics`) and its daily series when asked for."""

    analytics: dict[str, Any]
    daily: list[DailyValue] | MISSING = MISSING


def metric_hours(seconds: float) -> float:
    """Hours of a span, in whole minutes: the metrics change at most once a minute."""
    return (seconds // 60) / 60


def _find_post(service: Service, call: Call, request: PostAnalyticsRequest) -> PostRow:
    if request.search_platform_id is True:
        platforms = [] if request.platforms is MISSING else request.platforms
        if len(platforms) != 1:
            raise ApiError(ErrorCode.SOCIAL_ID_NEEDS_ONE_NETWORK)
        row = service.store.posts.post_by_social_id(call.profile.id, platforms[0], request.id)
    else:
        row = service.store.posts.post(call.profile.id, request.id)
    live = live_post(row)
    if live is None:
        raise ApiError(ErrorCode.ANALYTICS_POST_NOT_FOUND)
    return live


def post_facts(
    service: Service, call: Call, row: PostRow, record: PostRecord, platform: str, post_url: str
) -> dict[str, Any]:
    """The facts of a post on a network that its answers' `x-value-of` fields carry: its text,
    publishing time, address and media, and the profile's account there."""
    links = {link.platform: link for link in service.store.profiles.links(call.profile.id)}
    link = links.get(platform)
    account = linked_account(
        call.profile.ref_id, platform, link.display_name if link is not None else platform
    )
    return {
        "post.text": record.post,
        "post.created": format_timestamp(datetime.fromtimestamp(row.schedule or row.created, UTC)),
        "post.url": post_url,
        "post.media": list(record.media_urls),
        **account_facts(account),
    }


def _error(service: Service, platform: Platform) -> AnalyticsError:
    code = ErrorCode.ANALYTICS_NOT_AVAILABLE
    message = service.spec.facts.catalogue[code].message
    return AnalyticsError(code=int(code), message=message, platform=platform)


async def get_post_analytics(service: Service, call: Call) -> Answer:
    request = call.body_as(PostAnalyticsRequest)
    row = _find_post(service, call, request)
    record = PostRecord.model_validate(row.body)
    asked = None if request.platforms is MISSING else request.platforms
    requested: list[Platform] = list(asked or record.platforms)
    require_twitter_credentials(service, call, list(requested))
    schemas = post_metric_schemas(service.spec.refs)
    published = published_results(record)
    seeds = service.store.posts.post_metric_seeds(row.id)
    now = service.now()
    hours = metric_hours(now.timestamp() - (row.schedule or row.created))
    networks: dict[str, Any] = {}
    errors: list[AnalyticsError] = []
    for platform in requested:
        found = published.get(platform)
        if found is None or platform not in schemas:
            errors.append(_error(service, platform))
            continue
        facts = post_facts(service, call, row, record, platform, found.post_url)
        analytics = post_metrics(
            schemas[platform], service.spec.refs.resolve, row.id, platform, hours, facts
        )
        analytics.update(seeds.get(platform, {}))
        entry = PostResult(id=found.id, post_url=found.post_url, analytics=analytics,
                           last_updated=now, next_update=now + REFRESH)  # fmt: skip
        networks[platform] = model_data(entry)  # typed by the network's model of the answer
    answered = len(requested) - len(errors)
    result = PostAnalytics(
        status=outcome(answered, len(errors)),
        id=row.id,
        errors=errors or MISSING,
        **networks,
    )
    return Answer(200 if answered else 400, result)


#: A quarter of `quarters`, in hours (91 days, inferred).
QUARTER_HOURS = 91 * 24.0
#: Days of a `daily` series, and of TikTok's `period60Days` one (inferred: 30 and 60).
DAILY_DAYS = 30
PERIOD_60_DAYS = 60
#: Where the X user lookup (`userId`/`userName`) answers.
LOOKUP_PLATFORM = Network.TWITTER
#: The network with a `period60Days` series.
PERIOD_60_PLATFORM = Network.TIKTOK


def _daily(seed: str, platform: str, hours_now: float, days: int, today: date) -> list[DailyValue]:
    """The last `days` days, oldest first: followers at each day's end and that day's views."""
    series = []
    end = hours_now
    for back in range(days - 1, -1, -1):
        day_end = end - back * 24.0
        views = metric_value(seed, platform, "daily.views", day_end) - metric_value(
            seed, platform, "daily.views", day_end - 24.0
        )
        followers = metric_value(seed, platform, "daily.followers", day_end)
        when = (today - timedelta(days=back)).isoformat()
        series.append(DailyValue(date=when, followers=followers, views=views))
    return series


async def get_social_analytics(service: Service, call: Call) -> Answer:
    request = call.body_as(SocialAnalyticsRequest)
    daily, period_60 = request.daily is True, request.period60_days is True  # MISSING is truthy
    if daily and period_60:
        raise ApiError(ErrorCode.ANALYTICS_OPTIONS_CONFLICT)
    lookup: str | None = None  # the X user looked up: by userId when both are sent
    looked_up: XUserLookup | None = None  # the same, as `record_x_lookup` notes it
    if request.user_id is not MISSING:
        lookup = request.user_id
        looked_up = XUserLookup(user_id=lookup, created=service.now())
    elif request.user_name is not MISSING:
        lookup = request.user_name
        looked_up = XUserLookup(user_name=lookup, created=service.now())
    if lookup is not None:
        if not call.profile.is_primary:
            raise ApiError(ErrorCode.USER_LOOKUP_NEEDS_PRIMARY)
        if request.platforms != [LOOKUP_PLATFORM]:
            raise ApiError(ErrorCode.USER_LOOKUP_X_ONLY)
    platforms: list[Platform] = list(request.platforms)
    require_twitter_credentials(service, call, list(platforms))
    if looked_up is not None:  # listed by get_user_lookups
        record_x_lookup(service, looked_up)
    schemas = account_metric_schemas(service.spec.refs)
    links = {link.platform: link for link in service.store.profiles.links(call.profile.id)}
    now = service.now()
    now_s = now.timestamp()
    quarters = 0 if request.quarters is MISSING else request.quarters
    networks: dict[str, Any] = {}
    errors: list[SocialAnalyticsError] = []
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
            held = linked_account(seed, platform, link.display_name)
            linked = datetime.fromtimestamp(link.created, UTC)
            account = model_data(LinkedAccount(created=linked, **held))
            since = seeded_content.account_start(service, call.profile.id, platform, link.created)
            hours_linked = metric_hours(now_s - since)
        window = min(hours_linked, quarters * QUARTER_HOURS) if quarters else hours_linked
        schema, has_daily = schemas[platform]
        metrics = account_metrics(
            schema, service.spec.refs.resolve, seed, platform, window, account
        )
        days = 0
        if period_60 and platform == PERIOD_60_PLATFORM:
            days = PERIOD_60_DAYS
        elif daily and has_daily:
            days = DAILY_DAYS
        series = _daily(seed, platform, hours_linked, days, now.astimezone(UTC).date())
        answer = AccountResult(analytics=metrics, last_updated=now, next_update=now + REFRESH,
                               daily=series if days else MISSING)  # fmt: skip
        networks[platform] = model_data(answer)  # typed by the network's model of the answer
    answered = len(platforms) - len(errors)
    result = SocialAnalytics(status=outcome(answered, len(errors)), errors=errors, **networks)
    return Answer(200 if answered else 400, result)


def _social_error(service: Service, platform: Platform) -> SocialAnalyticsError:
    code = ErrorCode.PLATFORM_NOT_LINKED
    message = f"{platform} is not linked to the profile."
    return SocialAnalyticsError(code=int(code), message=message, platform=platform)


async def seed_post_analytics(service: Service, call: Call) -> dict[str, Any]:
    """The sandbox control `seed_post_analytics`: exact metrics of a published post on one
    network, each checked against the network's metric schema of the spec."""
    request = call.body_as(PostAnalyticsSeed)
    row = live_post(service.store.posts.post(call.profile.id, request.id))
    if row is None:
        raise ApiError(ErrorCode.ANALYTICS_POST_NOT_FOUND)
    platform = request.platform
    schemas = post_metric_schemas(service.spec.refs)
    published = published_results(PostRecord.model_validate(row.body))
    if platform not in published or platform not in schemas:
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
    seeded = service.store.posts.post_metric_seeds(row.id).get(platform, {})
    return dict(model_data(PostAnalyticsSeeded(id=row.id, platform=platform, analytics=seeded)))
