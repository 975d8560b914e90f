"""Ads rules (the Ads add-on): the Facebook ad accounts of the acting profile's linked Page
and boosting its posts into ads.

The add-on gate (`x-add-ons`, code 399) is enforced before a rule runs. The sandbox has no
Meta to ask: every linked Facebook Page has one ad account made from the profile (stable id,
nothing spent yet; inferred). `nextUpdate` is the service clock plus the operation's
`x-refresh-seconds`. A boosted ad is stored with its schedule; how it is reviewed, runs and
spends is `networks/ad_delivery.py`, read at the service clock (nothing runs in the
background). Bodies are read as their generated models (`BoostPostRequest`, a "post id or
Facebook post id" alias read through `Call.body_one_of`; `AdUpdate`), query parameters as
the operation's generated parameters model (`Call.params_as`), and answers built as the
generated models; an ad's stored settings are written and read through `AdSettings`, the
targeting fields among them as sent.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from pydantic import MISSING, BaseModel, ConfigDict, TypeAdapter
from pydantic.alias_generators import to_camel
from social_publishing_models import (
    Ad,
    AdAccount,
    AdAccounts,
    AdBoosted,
    AdCities,
    AdCity,
    AdDsaRecommendations,
    AdGoal,
    AdGoalInfo,
    AdHistory,
    AdInterest,
    AdInterests,
    AdList,
    AdLocations,
    AdMetrics,
    AdRegion,
    AdRegions,
    AdSpendEntry,
    AdUpdate,
    AdUpdated,
    BoostByFacebookPostId,
    BoostByPostId,
    BoostPostRequest,
    DateRange,
    Metrics,
    PostRecord,
)
from social_publishing_models.parameters import (
    GetAdSpendHistoryParameters,
    ListAdAccountsParameters,
    ListAdCitiesParameters,
    ListAdInterestsParameters,
    ListAdRegionsParameters,
    ListAdsParameters,
)

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..networks import ad_targeting
from ..networks.ad_delivery import (
    DAY,
    NOTHING,
    Delivery,
    DeliveryRates,
    Figures,
    between,
    figures,
)
from ..service import Call, Service, live_post, model_data
from ..store import LinkRow, PostRow
from ..store.ads import AdRow

ACCOUNT_NETWORK = Network.FACEBOOK
BOOST_REQUEST: TypeAdapter[BoostPostRequest] = TypeAdapter(BoostPostRequest)
#: The ad account's smallest daily budget in USD (its `minDailyBudget`).
MIN_DAILY_BUDGET = 1


class AdTargeting(BaseModel):
    """The targeting fields of a boost (typed as the request model types them), stored with
    the ad as sent."""

    model_config = ConfigDict(alias_generator=to_camel, validate_by_name=True)

    min_age: int | MISSING | None = MISSING
    max_age: int | MISSING | None = MISSING
    locations: AdLocations | MISSING = MISSING
    interests: list[int] | MISSING = MISSING
    bid_amount: float | MISSING = MISSING


class AdSettings(BaseModel):
    """An ad's settings as stored (the `body` of its row): its name, goal, daily budget in
    cents, start and end (Unix seconds; no end: None), the segments of its ACTIVE status
    (`[from, to]`, to None while ACTIVE) and the targeting as sent."""

    model_config = ConfigDict(alias_generator=to_camel, validate_by_name=True)

    ad_name: str
    goal: AdGoal
    budget_cents: int
    start: int
    end: int | None
    segments: list[tuple[int, int | None]]
    targeting: dict[str, Any]


def _settings(row: AdRow) -> AdSettings:
    return AdSettings.model_validate(row.body)


def _account(call: Call, display_name: str, linked: int) -> AdAccount:
    digest = hashlib.sha256(f"ads:{call.profile.ref_id}".encode()).hexdigest()
    return AdAccount(
        account_id="act_" + str(int(digest, 16))[:12],
        name=f"{display_name} Ads",
        currency="USD",
        status="Active",
        amount_spent=0,
        balance=0,
        min_daily_budget=MIN_DAILY_BUDGET,
        timezone_name="UTC",
        created=datetime.fromtimestamp(linked, UTC),
        is_personal=False,
    )


def _facebook_link(service: Service, call: Call) -> LinkRow:
    link = next(
        (x for x in service.store.profiles.links(call.profile.id) if x.platform == ACCOUNT_NETWORK),
        None,
    )
    if link is None:
        raise ApiError(
            ErrorCode.PLATFORM_NOT_LINKED, f"{ACCOUNT_NETWORK} is not linked to the profile."
        )
    return link


async def list_ad_accounts(service: Service, call: Call) -> AdAccounts:
    link = _facebook_link(service, call)
    accounts = [_account(call, link.display_name, link.created)]
    accounts = accounts[: call.params_as(ListAdAccountsParameters).limit]
    now = service.now()
    assert call.operation is not None
    refresh = int(call.operation.raw["x-refresh-seconds"])
    return AdAccounts(
        ad_accounts=accounts,
        count=len(accounts),
        last_updated=now,
        next_update=now + timedelta(seconds=refresh),
    )


# -- boost_post -------------------------------------------------------------------------------

BOOST_OPERATION = OperationId.BOOST_POST
HISTORY_OPERATION = OperationId.GET_AD_SPEND_HISTORY  # its `x-ad-history`


def delivery_rates(service: Service) -> DeliveryRates:
    """The `x-ad-delivery` of `boost_post` (review time, minimum run, budget precision and
    the sandbox's delivery rates)."""
    return DeliveryRates.from_spec(service.spec.operation(BOOST_OPERATION).raw["x-ad-delivery"])


def _meta_id() -> str:
    """A new Meta object id (18 digits, as DOCS get-ad-history shows)."""
    return str(10**17 + secrets.randbelow(9 * 10**17))


def _facebook_post_id(row: PostRow) -> str | None:
    record = PostRecord.model_validate(row.body)
    return next((r.id for r in record.post_ids if r.platform == ACCOUNT_NETWORK), None)


def _boosted_post(
    service: Service, call: Call, request: BoostByPostId | BoostByFacebookPostId
) -> tuple[str | None, str]:
    """(Post ID, Social Post ID on Facebook) of the post the request names (its `postId`
    when it gives both)."""
    profile_id = call.profile.id
    if request.post_id is not MISSING:
        row = live_post(service.store.posts.post(profile_id, request.post_id))
        if row is None:
            raise ApiError(ErrorCode.POST_NOT_FOUND)
        social = _facebook_post_id(row)
        if social is None:
            raise ApiError(ErrorCode.AD_POST_NOT_ON_FACEBOOK)
        return row.id, social
    wanted = request.fb_post_id  # a body without postId gives fbPostId (its branch)
    for row in service.store.posts.posts(profile_id, hide_deleted=True):
        if _facebook_post_id(row) == wanted:
            return row.id, wanted
    raise ApiError(
        ErrorCode.AD_POST_NOT_ON_FACEBOOK,
        "No post published on the linked Facebook Page has this fbPostId.",
    )


def _budget_cents(sent: float, rates: DeliveryRates, minimum: Decimal) -> int:
    budget = Decimal(str(sent))
    if budget != round(budget, rates.budget_decimals):
        raise ApiError(
            ErrorCode.AD_BUDGET_INVALID,
            f"The budget has more than {rates.budget_decimals} decimals.",
        )
    if budget < minimum:
        raise ApiError(
            ErrorCode.AD_BUDGET_INVALID,
            f"The daily budget is below the ad account's minDailyBudget ({minimum}).",
        )
    return int(budget * 100)


def _targeting(call: Call, request: BoostByPostId | BoostByFacebookPostId) -> dict[str, Any]:
    """The targeting fields the request sent, with their values as sent (JSON numbers kept)."""
    typed = AdTargeting(
        min_age=request.min_age,
        max_age=request.max_age,
        locations=request.locations,
        interests=request.interests,
        bid_amount=request.bid_amount,
    )
    sent = typed.model_dump(by_alias=True, include=request.model_fields_set)
    body: dict[str, Any] = call.body
    return {k: body[k] for k in sent}


async def boost_post(service: Service, call: Call) -> AdBoosted:
    request = call.body_one_of(BOOST_REQUEST)
    link = _facebook_link(service, call)
    account = _account(call, link.display_name, link.created)
    if request.account_id != account.account_id:
        raise ApiError(ErrorCode.AD_ACCOUNT_NOT_FOUND)
    # The schema's defaults (18, 65) when not sent.
    if (request.min_age or 0) > (request.max_age or 0):
        raise ApiError(ErrorCode.AD_AGE_RANGE_INVALID)
    rates = delivery_rates(service)
    budget_cents = _budget_cents(request.budget, rates, Decimal(MIN_DAILY_BUDGET))
    now = service.now_unix()
    start = now
    if request.start_date is not MISSING:
        start = max(now, int(request.start_date.timestamp()))
    end = None if request.end_date is MISSING else int(request.end_date.timestamp())
    if end is not None and end - start < rates.min_run_seconds:
        hours = rates.min_run_seconds / 3600
        raise ApiError(ErrorCode.AD_RUN_TOO_SHORT, f"The ad must run at least {hours:g} hours.")
    post_id, fb_post_id = _boosted_post(service, call, request)
    active = request.status == "active"  # the schema's default: active
    name = (None if request.ad_name is MISSING else request.ad_name) or (
        f"API Post - {post_id or fb_post_id} - {format_timestamp(service.now())[:-1]}"
    )
    assert request.goal is not None  # the schema's default when not sent; never null
    settings = AdSettings(
        ad_name=name,
        goal=request.goal,
        budget_cents=budget_cents,
        start=start,
        end=end,
        segments=[(now, None)] if active else [],
        targeting=_targeting(call, request),
    )
    ad = AdRow(_meta_id(), call.profile.id, account.account_id, _meta_id(), post_id,
               fb_post_id, now, model_data(settings))  # fmt: skip
    with service.store.transaction():
        service.store.ads.add(ad)
    return AdBoosted(
        ad_id=ad.id,
        campaign_id=ad.campaign_id,
        ad_name=name,
        account_id=ad.account_id,
        post_id=MISSING if post_id is None else post_id,
        fb_post_id=fb_post_id,
        delivery_status="PENDING_REVIEW" if active else "PAUSED",
    )


# -- list_ads, update_ad --------------------------------------------------------------------------


def delivery_of(row: AdRow) -> Delivery:
    settings = _settings(row)
    return Delivery(row.created, settings.start, settings.end, settings.budget_cents,
                    tuple(settings.segments))  # fmt: skip


def ad_view(service: Service, row: AdRow, at: int) -> Ad:
    """The `Ad` of the row at the instant (its status, spend and metrics by then)."""
    rates = delivery_rates(service)
    settings = _settings(row)
    delivery = delivery_of(row)
    state = delivery.status(rates, at)
    done = figures(delivery, rates, at)
    goals = service.spec.operation(BOOST_OPERATION).raw["x-ad-delivery"]["goals"]
    paused = not delivery.segments or delivery.segments[-1][1] is not None

    def stamp(unix: int) -> datetime:
        return datetime.fromtimestamp(unix, UTC)

    return Ad(
        ad_id=row.id,
        campaign_id=row.campaign_id,
        account_id=row.account_id,
        ad_name=settings.ad_name,
        post_id=MISSING if row.post_id is None else row.post_id,
        fb_post_id=row.fb_post_id,
        status="PAUSED" if paused else "ACTIVE",
        delivery_status=state,
        is_active=state == "ACTIVE",
        is_complete=state == "COMPLETED",
        budget_daily=delivery.budget_cents / 100,
        goal=AdGoalInfo(type=settings.goal, **goals[settings.goal]),
        start_date=stamp(delivery.start),
        end_date=MISSING if delivery.end is None else stamp(delivery.end),
        created=stamp(row.created),
        spend=done.spend,
        metrics=AdMetrics.model_validate(done.metrics()),
    )


def _filters(ad: Ad, query: ListAdsParameters) -> tuple[tuple[str | MISSING, str | MISSING], ...]:
    """(the ad's field, the filter of `list_ads` it must equal when given) of every filter."""
    return (
        (ad.campaign_id, query.campaign_id),
        (ad.account_id, query.account_id),
        (ad.ad_id, query.ad_id),
        (ad.post_id, query.post_id),
        (ad.fb_post_id, query.social_post_id),
    )


def _chosen(ad: Ad, query: ListAdsParameters) -> bool:
    """Whether the ad matches every filter of `list_ads` the query gives."""
    return all(value is MISSING or field == value for field, value in _filters(ad, query))


async def list_ads(service: Service, call: Call) -> AdList:
    query = call.params_as(ListAdsParameters)
    given = (query.campaign_id, query.account_id, query.ad_id, query.post_id, query.social_post_id)
    if all(value is MISSING for value in given):
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            "One of campaignId, accountId, adId, postId or socialPostId is needed.",
        )
    _facebook_link(service, call)
    with service.store.transaction():
        rows = service.store.ads.of_profile(call.profile.id)
    now = service.now_unix()
    ads = [ad for ad in (ad_view(service, r, now) for r in rows) if _chosen(ad, query)]
    return AdList(ads=ads, count=len(ads))


async def update_ad(service: Service, call: Call) -> AdUpdated:
    _facebook_link(service, call)
    request = call.body_as(AdUpdate)
    now = service.now_unix()
    with service.store.transaction():
        row = service.store.ads.get(call.profile.id, request.ad_id)
        if row is None:
            raise ApiError(ErrorCode.AD_NOT_FOUND)
        settings = _settings(row)
        segments = settings.segments
        running = bool(segments) and segments[-1][1] is None
        if request.status == "paused" and running:
            segments[-1] = (segments[-1][0], now)
        elif request.status == "active" and not running:
            segments.append((now, None))
        body = model_data(settings)
        service.store.ads.set_body(row, body)
    updated = AdRow(row.id, row.profile_id, row.account_id, row.campaign_id, row.post_id,
                    row.fb_post_id, row.created, body)  # fmt: skip
    return AdUpdated(ad=ad_view(service, updated, now))


# -- get_ad_spend_history --------------------------------------------------------------------


def _spend_entry(ad: Ad, spent: Figures, day: int) -> AdSpendEntry:
    """One day's spend of the ad, with the fields of its `Ad` an entry repeats (DOCS
    get-ad-history)."""
    return AdSpendEntry(
        ad_id=ad.ad_id,
        ad_name=ad.ad_name,
        budget_daily=ad.budget_daily,
        budget_type=ad.budget_type,
        delivery_status=ad.delivery_status,
        goal=ad.goal,
        is_active=ad.is_active,
        is_complete=ad.is_complete,
        network=ad.network,
        post_id=ad.post_id,
        status=ad.status,
        spend=spent.spend,
        metrics=AdMetrics.model_validate(spent.metrics()),
        spend_date=datetime.fromtimestamp(day, UTC),
    )


async def get_ad_spend_history(service: Service, call: Call) -> AdHistory:
    _facebook_link(service, call)
    now = service.now_unix()
    history = service.spec.operation(HISTORY_OPERATION).raw["x-ad-history"]
    default_days = int(history["defaultDays"])
    # get_ad_spend, the alias of get_ad_spend_history, takes the same parameters.
    query = call.params_as(GetAdSpendHistoryParameters)
    end = now if query.end_date is MISSING else int(query.end_date.timestamp())
    start = (
        end - default_days * DAY
        if query.start_date is MISSING
        else int(query.start_date.timestamp())
    )
    longest = int(history["maxDays"]) * DAY
    if start >= end or end - start > longest:
        raise ApiError(ErrorCode.AD_HISTORY_RANGE_INVALID)
    spent_until = min(end, now)  # nothing is spent after the service clock
    rates = delivery_rates(service)
    with service.store.transaction():
        rows = service.store.ads.of_profile(call.profile.id)
    rows = [r for r in rows if query.account_id in (MISSING, r.account_id)]
    if query.post_id is not MISSING:
        rows = [r for r in rows if r.post_id == query.post_id]
    entries: list[tuple[int, int, AdSpendEntry]] = []
    total = NOTHING
    for order, row in enumerate(rows):
        delivery = delivery_of(row)
        ad = ad_view(service, row, now)
        day = start - start % DAY
        while day < spent_until:
            spent = between(delivery, rates, max(day, start), min(day + DAY, spent_until))
            if spent.spent_cents > 0:
                entries.append((-day, order, _spend_entry(ad, spent, day)))
                total = total + spent
            day += DAY
    sums = AdMetrics.model_validate(total.metrics())
    return AdHistory(
        history=[e for _, _, e in sorted(entries, key=lambda x: (x[0], x[1]))],
        date_range=DateRange(
            start=datetime.fromtimestamp(start, UTC),
            end=datetime.fromtimestamp(end, UTC),
            post_id=query.post_id,
        ),
        metrics=Metrics(
            total_spend=total.spend,
            total_clicks=total.clicks,
            total_impressions=total.impressions,
            total_reach=total.reach,
            average_ctr=sums.ctr,
            average_frequency=sums.frequency,
            cpm=sums.cpm,
            cpp=sums.cpp,
        ),
    )


# -- targeting lookups (the sandbox's own tables) ------------------------------------------------


async def list_ad_interests(service: Service, call: Call) -> AdInterests:
    # `search` is the documented name, `q` the spec's deprecated alias (search wins).
    query = call.params_as(ListAdInterestsParameters)
    term = query.q if query.search is MISSING else query.search
    if term is MISSING:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING, "The search term 'search' is required."
        )
    _facebook_link(service, call)
    found = ad_targeting.interests_matching(term)
    interests = [AdInterest(id=i.id, name=i.name, path=list(i.path),
                            audience_size=i.audience_size) for i in found]  # fmt: skip
    return AdInterests(interests=interests)


def _given(value: str | MISSING) -> str | None:
    return None if value is MISSING else value


async def list_ad_regions(service: Service, call: Call) -> AdRegions:
    _facebook_link(service, call)
    query = call.params_as(ListAdRegionsParameters)
    found = ad_targeting.regions_of(_given(query.country_code), _given(query.search))
    regions = [AdRegion(key=r.id, id=r.id, name=r.name, country_code=r.country_code)
               for r in found]  # fmt: skip
    return AdRegions(regions=regions, count=len(regions))


async def list_ad_cities(service: Service, call: Call) -> AdCities:
    _facebook_link(service, call)
    query = call.params_as(ListAdCitiesParameters)
    found = ad_targeting.cities_of(
        _given(query.country_code), _given(query.region_id), _given(query.search)
    )[: query.limit]
    cities = [AdCity(key=c.id, id=c.id, name=c.name, region_id=c.region_id,
                     country_code=c.country_code) for c in found]  # fmt: skip
    return AdCities(cities=cities, count=len(cities))


async def list_ad_dsa_recommendations(service: Service, call: Call) -> AdDsaRecommendations:
    link = _facebook_link(service, call)
    return AdDsaRecommendations(recommendations=[link.display_name])


__all__ = [
    "ad_view",
    "boost_post",
    "delivery_rates",
    "get_ad_spend_history",
    "list_ad_accounts",
    "list_ad_cities",
    "list_ad_dsa_recommendations",
    "list_ad_interests",
    "list_ad_regions",
    "list_ads",
    "update_ad",
]
