"""Faults the rules of `contract_tests/test_rules_ads.py` must catch."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import (
    NO_ACCOUNTS,
    asks,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_field_dropped,
    faked_success,
    filter_ignored,
    refusal_accepted,
    write_ignored,
)

ads_unlinked_accepted = refusal_accepted(
    "ads_unlinked_accepted",
    "list_ad_accounts without a linked Facebook Page answers an empty list.",
    ErrorCode.PLATFORM_NOT_LINKED,
    NO_ACCOUNTS,
    caught_by=fault(
        "test_ad_accounts_need_linked_facebook",
        "list_ad_accounts refuses a profile without a linked Facebook Page",
    ),
)


@fault("test_ad_accounts_need_linked_facebook", "list_ad_accounts: nextUpdate is lastUpdated + ")
@exchange
async def ads_refresh_ignored(request: Request, call: Call) -> Response:
    """list_ad_accounts answers `nextUpdate` equal to `lastUpdated`."""
    response = await call(request)
    body = response.json()
    listed = asks(request, "GET", "/ads/facebook/accounts") and response.status == 200
    if listed and isinstance(body, dict):
        response = response.with_json({**body, "nextUpdate": body.get("lastUpdated")})
    return response


_BOOSTED = {
    "status": "success",
    "adId": "120218167147110411",
    "campaignId": "120218167147110400",
    "adName": "Faked",
    "accountId": "act_1",
    "fbPostId": "1_2",
    "deliveryStatus": "PENDING_REVIEW",
}


def _boosting(request: Request) -> bool:
    return asks(request, "POST", "/ads/facebook/boost")


ads_short_run_accepted = refusal_accepted(
    "ads_short_run_accepted",
    "boost_post accepts an ad that runs less than 30 hours (700 becomes 200).",
    ErrorCode.AD_RUN_TOO_SHORT,
    _BOOSTED,
    where=_boosting,
    caught_by=fault(
        "test_boost_post_refusals", "boost_post refuses an ad shorter than x-ad-delivery"
    ),
)


@fault("test_boost_post_refusals", "boost_post refuses a budget with more than")
@exchange
async def ads_budget_decimals_accepted(request: Request, call: Call) -> Response:
    """boost_post accepts a budget with three decimals."""
    response = await call(request)
    body = request.json() if _boosting(request) else None
    budget = body.get("budget") if isinstance(body, dict) else None
    if isinstance(budget, float) and round(budget, 2) != budget:
        return faked_success(response, ErrorCode.AD_BUDGET_INVALID, _BOOSTED)
    return response


@fault("test_boost_post_refusals", "boost_post refuses a budget below the account's")
@exchange
async def ads_budget_minimum_ignored(request: Request, call: Call) -> Response:
    """boost_post accepts a daily budget below the account's minDailyBudget."""
    response = await call(request)
    body = request.json() if _boosting(request) else None
    budget = body.get("budget") if isinstance(body, dict) else None
    if isinstance(budget, int | float) and round(budget, 2) == budget:
        return faked_success(response, ErrorCode.AD_BUDGET_INVALID, _BOOSTED)
    return response


ads_foreign_account_accepted = refusal_accepted(
    "ads_foreign_account_accepted",
    "boost_post pays an ad from an account the Page does not have (703 becomes 200).",
    ErrorCode.AD_ACCOUNT_NOT_FOUND,
    _BOOSTED,
    where=_boosting,
    caught_by=fault(
        "test_boost_post_refusals", "boost_post refuses an accountId that list_ad_accounts"
    ),
)


ads_unknown_post_boosted = refusal_accepted(
    "ads_unknown_post_boosted",
    "boost_post boosts a Post ID that does not exist (114 becomes 200).",
    ErrorCode.POST_NOT_FOUND,
    _BOOSTED,
    where=_boosting,
    caught_by=fault("test_boost_post_refusals", "boost_post refuses an unknown postId"),
)


ads_other_network_boosted = refusal_accepted(
    "ads_other_network_boosted",
    "boost_post boosts a post published on LinkedIn only (702 becomes 200).",
    ErrorCode.AD_POST_NOT_ON_FACEBOOK,
    _BOOSTED,
    where=_boosting,
    caught_by=fault(
        "test_boost_post_refusals", "boost_post refuses a post not published on Facebook"
    ),
)


@fault("test_boost_post_answers_ad_in_review", "a new active ad is in review")
@exchange
async def ads_review_skipped(request: Request, call: Call) -> Response:
    """boost_post answers the new ad ACTIVE at once (no review)."""
    response = await call(request)
    body = response.json()
    if _boosting(request) and response.status == 200 and isinstance(body, dict):
        response = response.with_json({**body, "deliveryStatus": "ACTIVE"})
    return response


ads_boosted_post_unnamed = answer_field_dropped(
    "ads_boosted_post_unnamed",
    "boost_post answers without the boosted post's Post ID.",
    _boosting,
    "postId",
    status=lambda status: status == 200,
    caught_by=fault(
        "test_boost_post_answers_ad_in_review", "the ad names the boosted post's postId"
    ),
)


def _listing_ads(request: Request) -> bool:
    return asks(request, "GET", "/ads/facebook/ads")


@fault("test_list_ads_needs_a_filter", "list_ads refuses a request without campaignId")
@exchange
async def ads_unfiltered_listed(request: Request, call: Call) -> Response:
    """list_ads answers an empty list when no filter is sent (108 becomes 200)."""
    response = await call(request)
    if not _listing_ads(request):
        return response
    empty = {"status": "success", "ads": [], "count": 0}
    return faked_success(response, ErrorCode.DEPENDENT_PARAMETER_MISSING, empty)


def _rewrite_ads(
    response: Response, change: Callable[[dict[str, Any]], dict[str, Any]]
) -> Response:
    body = response.json()
    if response.status == 200 and isinstance(body, dict) and isinstance(body.get("ads"), list):
        ads = [change(dict(a)) if isinstance(a, dict) else a for a in body["ads"]]
        response = response.with_json({**body, "ads": ads})
    return response


@fault("test_ad_reviewed_then_spends_its_daily_budget", "reviewSeconds the ad is ACTIVE")
@exchange
async def ads_review_never_ends(request: Request, call: Call) -> Response:
    """list_ads keeps every ad in review."""
    response = await call(request)
    if not _listing_ads(request):
        return response
    return _rewrite_ads(response, lambda a: {**a, "deliveryStatus": "PENDING_REVIEW"})


@fault("test_ad_reviewed_then_spends_its_daily_budget", "spends its daily budget evenly")
@exchange
async def ads_spend_doubled(request: Request, call: Call) -> Response:
    """list_ads answers twice the spend."""
    response = await call(request)
    if not _listing_ads(request):
        return response
    return _rewrite_ads(response, lambda a: {**a, "spend": a.get("spend", 0) * 2})


@fault("test_ad_reviewed_then_spends_its_daily_budget", "x-ad-delivery.impressionsPerUsd")
@exchange
async def ads_impressions_inflated(request: Request, call: Call) -> Response:
    """list_ads answers one impression more than the spend bought."""
    response = await call(request)
    if not _listing_ads(request):
        return response

    def more(ad: dict[str, Any]) -> dict[str, Any]:
        metrics = ad.get("metrics")
        if isinstance(metrics, dict) and isinstance(metrics.get("impressions"), int):
            ad["metrics"] = {**metrics, "impressions": metrics["impressions"] + 1}
        return ad

    return _rewrite_ads(response, more)


@fault(
    "test_ad_reviewed_then_spends_its_daily_budget",
    "update_ad is read back: list_ads shows the ad paused",
)
@exchange
async def ads_pause_not_applied(request: Request, call: Call) -> Response:
    """update_ad answers PAUSED but leaves the ad running."""
    if not asks(request, "PUT", "/ads/facebook/ads"):
        return await call(request)
    body = request.json()
    if not isinstance(body, dict) or body.get("status") != "paused":
        return await call(request)
    response = await call(request.with_json({**body, "status": "active"}))
    answer = response.json()
    ad = answer.get("ad") if isinstance(answer, dict) else None
    if response.status == 200 and isinstance(ad, dict):
        paused = {**ad, "status": "PAUSED", "deliveryStatus": "PAUSED", "isActive": False}
        response = response.with_json({**answer, "ad": paused})
    return response


@fault("test_ad_reviewed_then_spends_its_daily_budget", "list_ads: a paused ad spends nothing")
@exchange
async def ads_paused_keeps_spending(request: Request, call: Call) -> Response:
    """list_ads shows a paused ad as PAUSED but its spend still grows."""
    response = await call(request)
    if not _listing_ads(request):
        return response

    def spending(ad: dict[str, Any]) -> dict[str, Any]:
        if ad.get("status") == "PAUSED" and isinstance(ad.get("spend"), int | float):
            ad["spend"] = round(ad["spend"] + 1.0, 2)
        return ad

    return _rewrite_ads(response, spending)


@fault("test_ad_reviewed_then_spends_its_daily_budget", "update_ad refuses an unknown adId")
@exchange
async def ads_unknown_ad_updated(request: Request, call: Call) -> Response:
    """update_ad answers success for an adId that does not exist (705 becomes 200)."""
    response = await call(request)
    if not asks(request, "PUT", "/ads/facebook/ads"):
        return response
    return faked_success(response, ErrorCode.AD_NOT_FOUND, {"status": "success", "ad": {}})


@fault("test_ad_reviewed_then_spends_its_daily_budget", "lists a boosted ad by socialPostId")
@exchange
async def ads_social_post_filter_ignored(request: Request, call: Call) -> Response:
    """list_ads finds nothing by socialPostId."""
    response = await call(request)
    if not _listing_ads(request) or "socialPostId" not in dict(request.query):
        return response
    return _rewrite_ads(response, lambda a: a).with_json(
        {"status": "success", "ads": [], "count": 0}
    )


def _ad_history(request: Request) -> bool:
    return asks(request, "GET", "/ads/facebook/history", "/ads/facebook/spend")


def _rewrite_history(response: Response, change: Callable[[dict[str, Any]], None]) -> Response:
    body = response.json()
    if response.status == 200 and isinstance(body, dict) and isinstance(body.get("history"), list):
        body = json.loads(json.dumps(body))
        change(body)
        response = response.with_json(body)
    return response


@fault("test_ad_history_spend_by_day", "one entry per UTC day the ad spent on")
@exchange
async def ads_history_one_entry(request: Request, call: Call) -> Response:
    """get_ad_spend_history answers only the newest day."""
    response = await call(request)
    if not _ad_history(request):
        return response
    return _rewrite_history(response, lambda b: b.update(history=b["history"][:1]))


@fault("test_ad_history_spend_by_day", "each day's spend is its share of the daily budget")
@exchange
async def ads_history_full_budget_each_day(request: Request, call: Call) -> Response:
    """get_ad_spend_history answers the whole daily budget for every day."""
    response = await call(request)
    if not _ad_history(request):
        return response

    def full(body: dict[str, Any]) -> None:
        for entry in body["history"]:
            entry["spend"] = entry.get("budgetDaily", entry.get("spend"))

    return _rewrite_history(response, full)


@fault("test_ad_history_spend_by_day", "metrics.totalSpend is the entries' sum")
@exchange
async def ads_history_total_wrong(request: Request, call: Call) -> Response:
    """get_ad_spend_history answers a total one cent off."""
    response = await call(request)
    if not _ad_history(request):
        return response

    def off(body: dict[str, Any]) -> None:
        metrics = body.get("metrics")
        if isinstance(metrics, dict) and isinstance(metrics.get("totalSpend"), int | float):
            metrics["totalSpend"] = round(metrics["totalSpend"] + 0.01, 2)

    return _rewrite_history(response, off)


@fault("test_ad_history_spend_by_day", "the default range is x-ad-history.defaultDays")
@exchange
async def ads_history_default_range_short(request: Request, call: Call) -> Response:
    """get_ad_spend_history defaults to the last seven days."""
    from datetime import datetime, timedelta

    if _ad_history(request) and not any(k == "startDate" for k, _ in request.query):
        response = await call(request)
        body = response.json()
        if response.status == 200 and isinstance(body, dict):
            end = datetime.fromisoformat(str(body["dateRange"]["end"]).replace("Z", "+00:00"))
            start = (end - timedelta(days=7)).strftime("%Y-%m-%dT%H:%M:%SZ")
            body["dateRange"] = {**body["dateRange"], "start": start}
            response = response.with_json(body)
        return response
    return await call(request)


@fault("test_ad_history_spend_by_day", "get_ad_spend (the DOCS curl path) answers as")
@exchange
async def ads_spend_alias_empty(request: Request, call: Call) -> Response:
    """The /ads/facebook/spend alias answers no entries."""
    response = await call(request)
    if not asks(request, "GET", "/ads/facebook/spend"):
        return response
    return _rewrite_history(response, lambda b: b.update(history=[]))


@fault("test_targeting_lookups_filter_and_repeat", "only interests whose name contains the term")
@exchange
async def ads_interests_unfiltered(request: Request, call: Call) -> Response:
    """list_ad_interests appends an interest that does not match the term."""
    response = await call(request)
    body = response.json()
    listed = asks(request, "GET", "/ads/facebook/interests") and response.status == 200
    if listed and isinstance(body, dict) and isinstance(body.get("interests"), list):
        extra = {"id": 1, "name": "Zzz", "path": ["Zzz"], "audienceSize": 0}
        response = response.with_json({**body, "interests": [*body["interests"], extra]})
    return response


ads_interests_alias_ignored = filter_ignored(
    "ads_interests_alias_ignored",
    "list_ad_interests ignores the deprecated `q` (answers as if no term was sent).",
    lambda request: asks(request, "GET", "/ads/facebook/interests"),
    "q",
    caught_by=fault("test_targeting_lookups_filter_and_repeat", "reads the deprecated q as search"),
)


@fault("test_targeting_lookups_filter_and_repeat", "list_ad_regions answers only regions of")
@exchange
async def ads_regions_of_other_country(request: Request, call: Call) -> Response:
    """list_ad_regions answers another country's regions."""
    if not asks(request, "GET", "/ads/facebook/regions"):
        return await call(request)
    query = [(k, "GB" if k == "countryCode" else v) for k, v in request.query]
    return await call(replace(request, query=query))


@fault("test_targeting_lookups_filter_and_repeat", "list_ad_cities answers only cities of")
@exchange
async def ads_cities_region_ignored(request: Request, call: Call) -> Response:
    """list_ad_cities ignores regionId."""
    if not asks(request, "GET", "/ads/facebook/cities"):
        return await call(request)
    return await call(replace(request, query=[(k, v) for k, v in request.query if k != "regionId"]))


_SHUFFLES: list[int] = []


@fault("test_targeting_lookups_filter_and_repeat", "the same request answers the same list")
@exchange
async def ads_lookup_shuffled(request: Request, call: Call) -> Response:
    """list_ad_regions answers its list in another order every other time."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", "/ads/facebook/regions") and isinstance(body, dict):
        regions = body.get("regions")
        _SHUFFLES.append(1)
        if isinstance(regions, list) and len(_SHUFFLES) % 2 == 0:
            response = response.with_json({**body, "regions": regions[::-1]})
    return response


# -- writes answered as done and never applied (read-back rules) ---------------------------------
boost_post_ignored = write_ignored(
    OperationId.BOOST_POST,
    caught_by=fault(
        "test_ad_reviewed_then_spends_its_daily_budget", "list_ads lists a boosted ad by adId"
    ),
)
update_ad_ignored = write_ignored(
    OperationId.UPDATE_AD,
    caught_by=fault("test_ad_reviewed_then_spends_its_daily_budget", "update_ad is read back"),
)


boost_age_range_reversed = refusal_accepted(
    "boost_age_range_reversed",
    "boost_post accepts a minAge above maxAge.",
    ErrorCode.AD_AGE_RANGE_INVALID,
    {"status": "success", "adId": "contract"},
    where=lambda request: asks(request, "POST", "/ads/facebook/boost"),
    caught_by=fault("test_boost_post_refusals", "boost_post refuses minAge above maxAge"),
)
