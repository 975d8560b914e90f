"""Ads rules (the Ads add-on): the Facebook ad accounts of the acting profile's linked Page
and boosting its posts into ads.

The add-on gate (`x-add-ons`, code 399) is enforced before a rule runs. The sandbox has no
Meta to ask: every linked Facebook Page has one ad account made from the profile (stable id,
nothing spent yet; inferred). `nextUpdate` is the service clock plus the operation's
`x-refresh-seconds`. A boosted ad is stored with its schedule; how it is reviewed, runs and
spends is `networks/ad_delivery.py`, read at the service clock (nothing runs in the
background). Bodies are read as their generated models (`BoostPostRequest`, a "post id or
Facebook post id" alias read through `Call.body_one_of`; `AdUpdate`); the targeting fields
are stored as sent.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from functools import cache
from typing import Any

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    AdAccounts,
    AdBoosted,
    AdCities,
    AdDsaRecommendations,
    AdHistory,
    AdInterests,
    AdList,
    AdRegions,
    AdUpdate,
    AdUpdated,
    BoostByFacebookPostId,
    BoostByPostId,
    BoostPostRequest,
)

from spec_model import ServiceSpec, format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..networks import ad_targeting
from ..networks.ad_delivery import DAY, NOTHING, Delivery, DeliveryRates, between, figures
from ..service import Call, Service
from ..store import LinkRow, PostRow
from ..store.ads import AdRow

ACCOUNT_NETWORK = "facebook"
BOOST_REQUEST: TypeAdapter[BoostPostRequest] = TypeAdapter(BoostPostRequest)
#: The targeting fields of a boost, stored with the ad as sent.
TARGETING = ("minAge", "maxAge", "locations", "interests", "bidAmount")


def _account(call: Call, display_name: str, linked: int) -> dict[str, Any]:
    digest = hashlib.sha256(f"ads:{call.profile.ref_id}".encode()).hexdigest()
    return {
        "accountId": "act_" + str(int(digest, 16))[:12],
        "name": f"{display_name} Ads",
        "currency": "USD",
        "status": "Active",
        "amountSpent": 0,
        "balance": 0,
        "minDailyBudget": 1,
        "timezoneName": "UTC",
        "created": format_timestamp(datetime.fromtimestamp(linked, UTC)),
        "isPersonal": False,
    }


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
    accounts = accounts[: int(call.query.get("limit", 100))]
    now = service.now()
    assert call.operation is not None
    refresh = int(call.operation.raw["x-refresh-seconds"])
    return AdAccounts.model_validate(
        {
            "status": "success",
            "adAccounts": accounts,
            "count": len(accounts),
            "lastUpdated": format_timestamp(now),
            "nextUpdate": format_timestamp(now + timedelta(seconds=refresh)),
        }
    )


# -- boost_post -------------------------------------------------------------------------------

BOOST_OPERATION = OperationId.BOOST_POST
HISTORY_OPERATION = OperationId.GET_AD_SPEND_HISTORY  # its `x-ad-history`
CITIES_OPERATION = OperationId.LIST_AD_CITIES  # its `limit` default


def delivery_rates(service: Service) -> DeliveryRates:
    """The `x-ad-delivery` of `boost_post` (review time, minimum run, budget precision and
    the sandbox's delivery rates)."""
    return DeliveryRates.from_spec(service.spec.operation(BOOST_OPERATION).raw["x-ad-delivery"])


def _meta_id() -> str:
    """A new Meta object id (18 digits, as DOCS get-ad-history shows)."""
    return str(10**17 + secrets.randbelow(9 * 10**17))


def _facebook_post_id(row: PostRow) -> str | None:
    if row.status == "deleted":
        return None
    return next(
        (str(r["id"]) for r in row.body.get("postIds", []) if r.get("platform") == "facebook"),
        None,
    )


def _boosted_post(
    service: Service, call: Call, request: BoostByPostId | BoostByFacebookPostId
) -> tuple[str | None, str]:
    """(Post ID, Social Post ID on Facebook) of the post the request names (its `postId`
    when it gives both)."""
    profile_id = call.profile.id
    if request.post_id is not MISSING:
        row = service.store.posts.post(profile_id, request.post_id)
        if row is None or row.status == "deleted":
            raise ApiError(ErrorCode.POST_NOT_FOUND)
        social = _facebook_post_id(row)
        if social is None:
            raise ApiError(ErrorCode.AD_POST_NOT_ON_FACEBOOK)
        return row.id, social
    wanted = request.fb_post_id  # a body without postId gives fbPostId (its branch)
    for row in service.store.posts.posts(profile_id):
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


async def boost_post(service: Service, call: Call) -> AdBoosted:
    request = call.body_one_of(BOOST_REQUEST)
    link = _facebook_link(service, call)
    account = _account(call, link.display_name, link.created)
    if request.account_id != account["accountId"]:
        raise ApiError(ErrorCode.AD_ACCOUNT_NOT_FOUND)
    # The schema's defaults (18, 65) when not sent.
    if (request.min_age or 0) > (request.max_age or 0):
        raise ApiError(ErrorCode.AD_AGE_RANGE_INVALID)
    rates = delivery_rates(service)
    budget_cents = _budget_cents(request.budget, rates, Decimal(str(account["minDailyBudget"])))
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
    sent: dict[str, Any] = call.body  # the targeting is stored as sent (JSON numbers kept)
    body: dict[str, Any] = {
        "adName": name,
        "goal": request.goal,
        "budgetCents": budget_cents,
        "start": start,
        "end": end,
        "segments": [[now, None]] if active else [],
        "targeting": {k: sent[k] for k in TARGETING if k in sent},
    }
    ad = AdRow(_meta_id(), call.profile.id, account["accountId"], _meta_id(), post_id,
               fb_post_id, now, body)  # fmt: skip
    with service.store.transaction():
        service.store.ads.add(ad)
    answer: dict[str, Any] = {
        "status": "success",
        "adId": ad.id,
        "campaignId": ad.campaign_id,
        "adName": name,
        "accountId": ad.account_id,
        "fbPostId": fb_post_id,
        "deliveryStatus": "PENDING_REVIEW" if active else "PAUSED",
    }
    if post_id is not None:
        answer["postId"] = post_id
    return AdBoosted.model_validate(answer)


# -- list_ads, update_ad --------------------------------------------------------------------------

#: The filters of `list_ads` and the ad field each one matches.
AD_FILTERS = {
    "campaignId": "campaignId",
    "accountId": "accountId",
    "adId": "adId",
    "postId": "postId",
    "socialPostId": "fbPostId",
}


def delivery_of(row: AdRow) -> Delivery:
    body = row.body
    segments = tuple((int(a), None if b is None else int(b)) for a, b in body["segments"])
    return Delivery(row.created, int(body["start"]), body["end"], int(body["budgetCents"]),
                    segments)  # fmt: skip


def ad_view(service: Service, row: AdRow, at: int) -> dict[str, Any]:
    """The `Ad` of the row at the instant (its status, spend and metrics by then)."""
    rates = delivery_rates(service)
    delivery = delivery_of(row)
    state = delivery.status(rates, at)
    done = figures(delivery, rates, at)
    goal = str(row.body["goal"])
    goals = service.spec.operation(BOOST_OPERATION).raw["x-ad-delivery"]["goals"]
    paused = not delivery.segments or delivery.segments[-1][1] is not None

    def stamp(unix: int) -> str:
        return format_timestamp(datetime.fromtimestamp(unix, UTC))

    ad: dict[str, Any] = {
        "adId": row.id,
        "campaignId": row.campaign_id,
        "accountId": row.account_id,
        "adName": row.body["adName"],
        "fbPostId": row.fb_post_id,
        "network": ACCOUNT_NETWORK,
        "status": "PAUSED" if paused else "ACTIVE",
        "deliveryStatus": state,
        "isActive": state == "ACTIVE",
        "isComplete": state == "COMPLETED",
        "budgetDaily": delivery.budget_cents / 100,
        "budgetType": "daily",
        "goal": {"type": goal, **goals[goal]},
        "startDate": stamp(delivery.start),
        "created": stamp(row.created),
        "spend": done.spend,
        "metrics": done.metrics(),
    }
    if delivery.end is not None:
        ad["endDate"] = stamp(delivery.end)
    if row.post_id is not None:
        ad["postId"] = row.post_id
    return ad


async def list_ads(service: Service, call: Call) -> AdList:
    wanted = {AD_FILTERS[k]: str(v) for k, v in call.query.items() if k in AD_FILTERS}
    if not wanted:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            "One of campaignId, accountId, adId, postId or socialPostId is needed.",
        )
    _facebook_link(service, call)
    with service.store.transaction():
        rows = service.store.ads.of_profile(call.profile.id)
    now = service.now_unix()
    ads = [ad_view(service, r, now) for r in rows]
    ads = [a for a in ads if all(a.get(k) == v for k, v in wanted.items())]
    return AdList.model_validate({"status": "success", "ads": ads, "count": len(ads)})


async def update_ad(service: Service, call: Call) -> AdUpdated:
    _facebook_link(service, call)
    request = call.body_as(AdUpdate)
    now = service.now_unix()
    with service.store.transaction():
        row = service.store.ads.get(call.profile.id, request.ad_id)
        if row is None:
            raise ApiError(ErrorCode.AD_NOT_FOUND)
        segments = [list(x) for x in row.body["segments"]]
        running = bool(segments) and segments[-1][1] is None
        if request.status == "paused" and running:
            segments[-1][1] = now
        elif request.status == "active" and not running:
            segments.append([now, None])
        body = {**row.body, "segments": segments}
        service.store.ads.set_body(row, body)
    updated = AdRow(row.id, row.profile_id, row.account_id, row.campaign_id, row.post_id,
                    row.fb_post_id, row.created, body)  # fmt: skip
    return AdUpdated.model_validate({"status": "success", "ad": ad_view(service, updated, now)})


# -- get_ad_spend_history --------------------------------------------------------------------

#: The fields of an `Ad` a spend entry repeats (DOCS get-ad-history).
ENTRY_FIELDS = ("adId", "adName", "budgetDaily", "budgetType", "deliveryStatus", "goal",
                "isActive", "isComplete", "network", "postId", "status")  # fmt: skip


def _unix(text: str) -> int:
    return int(parse_timestamp(text).timestamp())


async def get_ad_spend_history(service: Service, call: Call) -> AdHistory:
    _facebook_link(service, call)
    now = service.now_unix()
    history = service.spec.operation(HISTORY_OPERATION).raw["x-ad-history"]
    default_days = int(history["defaultDays"])
    end = _unix(call.query["endDate"]) if "endDate" in call.query else now
    start = (
        _unix(call.query["startDate"]) if "startDate" in call.query else end - default_days * DAY
    )
    longest = int(history["maxDays"]) * DAY
    if start >= end or end - start > longest:
        raise ApiError(ErrorCode.AD_HISTORY_RANGE_INVALID)
    spent_until = min(end, now)  # nothing is spent after the service clock
    rates = delivery_rates(service)
    with service.store.transaction():
        rows = service.store.ads.of_profile(call.profile.id)
    rows = [r for r in rows if call.query.get("accountId", r.account_id) == r.account_id]
    if "postId" in call.query:
        rows = [r for r in rows if r.post_id == call.query["postId"]]
    entries: list[tuple[int, int, dict[str, Any]]] = []
    total = NOTHING
    for order, row in enumerate(rows):
        delivery = delivery_of(row)
        ad = ad_view(service, row, now)
        day = start - start % DAY
        while day < spent_until:
            spent = between(delivery, rates, max(day, start), min(day + DAY, spent_until))
            if spent.spent_cents > 0:
                entry = {k: ad[k] for k in ENTRY_FIELDS if k in ad}
                when = format_timestamp(datetime.fromtimestamp(day, UTC))
                entry.update(spend=spent.spend, metrics=spent.metrics(), spendDate=when)
                entries.append((-day, order, entry))
                total = total + spent
            day += DAY
    sums = total.metrics()
    date_range: dict[str, Any] = {
        "start": format_timestamp(datetime.fromtimestamp(start, UTC)),
        "end": format_timestamp(datetime.fromtimestamp(end, UTC)),
    }
    if "postId" in call.query:
        date_range["postId"] = call.query["postId"]
    return AdHistory.model_validate(
        {
            "status": "success",
            "history": [e for _, _, e in sorted(entries, key=lambda x: (x[0], x[1]))],
            "dateRange": date_range,
            "metrics": {
                "totalSpend": total.spend,
                "totalClicks": total.clicks,
                "totalImpressions": total.impressions,
                "totalReach": total.reach,
                "averageCTR": sums["ctr"],
                "averageFrequency": sums["frequency"],
                "cpm": sums["cpm"],
                "cpp": sums["cpp"],
            },
        }
    )


# -- targeting lookups (the sandbox's own tables) ------------------------------------------------


async def list_ad_interests(service: Service, call: Call) -> AdInterests:
    # `search` is the documented name, `q` the spec's deprecated alias (search wins).
    term = call.query.get("search", call.query.get("q"))
    if term is None:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING, "The search term 'search' is required."
        )
    _facebook_link(service, call)
    found = ad_targeting.interests_matching(str(term))
    interests = [{"id": i.id, "name": i.name, "path": list(i.path),
                  "audienceSize": i.audience_size} for i in found]  # fmt: skip
    return AdInterests.model_validate({"status": "success", "interests": interests})


def _text(call: Call, name: str) -> str | None:
    value = call.query.get(name)
    return None if value is None else str(value)


async def list_ad_regions(service: Service, call: Call) -> AdRegions:
    _facebook_link(service, call)
    found = ad_targeting.regions_of(_text(call, "countryCode"), _text(call, "search"))
    regions = [{"key": r.id, "id": r.id, "name": r.name, "countryCode": r.country_code}
               for r in found]  # fmt: skip
    return AdRegions.model_validate({"status": "success", "regions": regions,
                                     "count": len(regions)})  # fmt: skip


@cache
def _cities_limit(spec: ServiceSpec) -> int:
    """`limit` of `list_ad_cities` when not sent: the parameter's default in the spec."""
    parameter = spec.operation(CITIES_OPERATION).parameter("limit", "query")
    if parameter is None:
        raise ValueError("list_ad_cities must have the query parameter limit")
    return int(parameter.schema["default"])


async def list_ad_cities(service: Service, call: Call) -> AdCities:
    _facebook_link(service, call)
    found = ad_targeting.cities_of(
        _text(call, "countryCode"), _text(call, "regionId"), _text(call, "search")
    )[: int(call.query.get("limit", _cities_limit(service.spec)))]
    cities = [{"key": c.id, "id": c.id, "name": c.name, "regionId": c.region_id,
               "countryCode": c.country_code} for c in found]  # fmt: skip
    return AdCities.model_validate({"status": "success", "cities": cities,
                                    "count": len(cities)})  # fmt: skip


async def list_ad_dsa_recommendations(service: Service, call: Call) -> AdDsaRecommendations:
    link = _facebook_link(service, call)
    answer = {"status": "success", "recommendations": [link.display_name]}
    return AdDsaRecommendations.model_validate(answer)


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
