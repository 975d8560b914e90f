"""Faults the rules of `contract_tests/test_rules_ads.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import NO_ACCOUNTS, asks
from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_field_dropped,
    answer_rewritten,
    body_rewritten,
    declare,
    each_entry,
    fields_ignored,
    filter_ignored,
    on,
    refreshed_at_once,
    refusal_accepted,
    request_rewritten,
    succeeded,
    write_ignored,
)

_BOOSTED = {
    "status": "success",
    "adId": "120218167147110411",
    "campaignId": "120218167147110400",
    "adName": "Faked",
    "accountId": "act_1",
    "fbPostId": "1_2",
    "deliveryStatus": "PENDING_REVIEW",
}


_boosting = on("POST", "/ads/facebook/boost")


def _budget(request: Request) -> object:
    body = request.json() if _boosting(request) else None
    return body.get("budget") if isinstance(body, dict) else None


def _three_decimals(request: Request) -> bool:
    return isinstance(b := _budget(request), float) and round(b, 2) != b


def _two_decimals(request: Request) -> bool:
    return isinstance(b := _budget(request), int | float) and round(b, 2) == b


for _name, _rule, _code, _where, _doc in (
    ("ads_short_run_accepted", "an ad shorter than x-ad-delivery", ErrorCode.AD_RUN_TOO_SHORT,
     _boosting, "accepts an ad that runs less than 30 hours (700 becomes 200)"),
    ("ads_budget_decimals_accepted", "a budget with more than", ErrorCode.AD_BUDGET_INVALID,
     _three_decimals, "accepts a budget with three decimals"),
    ("ads_budget_minimum_ignored", "a budget below the account's", ErrorCode.AD_BUDGET_INVALID,
     _two_decimals, "accepts a daily budget below the account's minDailyBudget"),
    ("ads_foreign_account_accepted", "an accountId that list_ad_accounts",
     ErrorCode.AD_ACCOUNT_NOT_FOUND, _boosting,
     "pays an ad from an account the Page does not have (703 becomes 200)"),
    ("ads_unknown_post_boosted", "an unknown postId", ErrorCode.POST_NOT_FOUND, _boosting,
     "boosts a Post ID that does not exist (114 becomes 200)"),
    ("ads_other_network_boosted", "a post not published on Facebook",
     ErrorCode.AD_POST_NOT_ON_FACEBOOK, _boosting,
     "boosts a post published on LinkedIn only (702 becomes 200)"),
):  # fmt: skip
    _shape = refusal_accepted(_code, _BOOSTED, where=_where)
    _refusal = fault("test_boost_post_refusals", f"boost_post refuses {_rule}")
    declare(globals(), _name, f"boost_post {_doc}.", _shape, _refusal)


@fault("test_boost_post_answers_ad_in_review", "a new active ad is in review")
@answer_rewritten(_boosting, lambda body: {**body, "deliveryStatus": "ACTIVE"}, status=succeeded)
def ads_review_skipped() -> None:
    """boost_post answers the new ad ACTIVE at once (no review)."""


@fault("test_boost_post_answers_ad_in_review", "postId wins when both are sent")
@body_rewritten(
    _boosting,
    lambda body: {k: v for k, v in body.items() if k != "postId" or "fbPostId" not in body},
)
def ads_fb_post_id_wins() -> None:
    """boost_post looks up `fbPostId` when both ids are sent (the postId is dropped)."""


_listing_ads = on("GET", "/ads/facebook/ads")
_ad_history = on("GET", "/ads/facebook/history", "/ads/facebook/spend")


@fault("test_list_ads_needs_a_filter", "list_ads refuses a request without campaignId")
@refusal_accepted(
    ErrorCode.DEPENDENT_PARAMETER_MISSING,
    {"status": "success", "ads": [], "count": 0},
    where=_listing_ads,
)
def ads_unfiltered_listed() -> None:
    """list_ads answers an empty list when no filter is sent (108 becomes 200)."""


_LISTED = "list_ads lists the ad's goal (type and title), budgetDaily and endDate as boosted"


@fault("test_ad_reviewed_then_spends_its_daily_budget", _LISTED)
@answer_rewritten(
    _listing_ads, each_entry("ads", lambda ad: ad | {"endDate": "2030-01-01T00:00:00Z"})
)
def ads_listed_end_wrong() -> None:
    """list_ads answers every ad's endDate as 2030-01-01."""


@fault("test_ad_reviewed_then_spends_its_daily_budget", "reviewSeconds the ad is ACTIVE")
@answer_rewritten(
    _listing_ads,
    each_entry("ads", lambda ad: {**ad, "deliveryStatus": "PENDING_REVIEW"}),
    status=succeeded,
)
def ads_review_never_ends() -> None:
    """list_ads keeps every ad in review."""


@fault("test_ad_reviewed_then_spends_its_daily_budget", "spends its daily budget evenly")
@answer_rewritten(
    _listing_ads,
    each_entry("ads", lambda ad: {**ad, "spend": ad.get("spend", 0) * 2}),
    status=succeeded,
)
def ads_spend_doubled() -> None:
    """list_ads answers twice the spend."""


def _more_impressions(ad: dict[str, Any]) -> dict[str, Any]:
    metrics = ad.get("metrics")
    if isinstance(metrics, dict) and isinstance(metrics.get("impressions"), int):
        ad["metrics"] = {**metrics, "impressions": metrics["impressions"] + 1}
    return ad


def _more_reach(ad: dict[str, Any]) -> dict[str, Any]:
    metrics = ad.get("metrics")
    if isinstance(metrics, dict) and isinstance(metrics.get("reach"), int):
        ad["metrics"] = {**metrics, "reach": metrics["reach"] + 1}
    return ad


def _never_completed(ad: dict[str, Any]) -> dict[str, Any]:
    if ad.get("deliveryStatus") == "COMPLETED":
        return {**ad, "deliveryStatus": "ACTIVE", "isComplete": False, "isActive": True}
    return ad


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


def _paused_spending(ad: dict[str, Any]) -> dict[str, Any]:
    if ad.get("status") == "PAUSED" and isinstance(ad.get("spend"), int | float):
        ad["spend"] = round(ad["spend"] + 1.0, 2)
    return ad


@fault("test_ad_reviewed_then_spends_its_daily_budget", "update_ad refuses an unknown adId")
@refusal_accepted(
    ErrorCode.AD_NOT_FOUND, {"status": "success", "ad": {}}, where=on("PUT", "/ads/facebook/ads")
)
def ads_unknown_ad_updated() -> None:
    """update_ad answers success for an adId that does not exist (705 becomes 200)."""


@fault("test_ad_reviewed_then_spends_its_daily_budget", "lists a boosted ad by socialPostId")
@answer_rewritten(
    lambda request: _listing_ads(request) and "socialPostId" in dict(request.query),
    lambda body: {"status": "success", "ads": [], "count": 0},
)
def ads_social_post_filter_ignored() -> None:
    """list_ads finds nothing by socialPostId."""


def _in_history(change: Callable[[dict[str, Any]], None]) -> Callable[[Any], Any]:
    """An `answer_rewritten` change of an ad spend history (an answer without one is kept)."""

    def rewrite(body: dict[str, Any]) -> dict[str, Any]:
        if isinstance(body.get("history"), list):
            change(body)
        return body

    return rewrite


def _full_budget(body: dict[str, Any]) -> None:
    for entry in body["history"]:
        entry["spend"] = entry.get("budgetDaily", entry.get("spend"))


def _total_off(body: dict[str, Any]) -> None:
    metrics = body.get("metrics")
    if isinstance(metrics, dict) and isinstance(metrics.get("totalSpend"), int | float):
        metrics["totalSpend"] = round(metrics["totalSpend"] + 0.01, 2)


def _last_week(body: dict[str, Any]) -> dict[str, Any]:
    end = datetime.fromisoformat(str(body["dateRange"]["end"]).replace("Z", "+00:00"))
    start = (end - timedelta(days=7)).strftime("%Y-%m-%dT%H:%M:%SZ")
    return {**body, "dateRange": {**body["dateRange"], "start": start}}


@fault("test_ad_history_spend_by_day", "one entry per UTC day the ad spent on")
@answer_rewritten(
    _ad_history,
    _in_history(lambda body: body.update(history=body["history"][:1])),
    status=succeeded,
)
def ads_history_one_entry() -> None:
    """get_ad_spend_history answers only the newest day."""


@fault("test_ad_history_spend_by_day", "the default range is x-ad-history.defaultDays")
@answer_rewritten(
    lambda request: _ad_history(request) and "startDate" not in dict(request.query),
    _last_week,
    status=succeeded,
)
def ads_history_default_range_short() -> None:
    """get_ad_spend_history defaults to the last seven days."""


@fault("test_ad_history_spend_by_day", "get_ad_spend (the DOCS curl path) answers as")
@answer_rewritten(
    on("GET", "/ads/facebook/spend"),
    _in_history(lambda body: body.update(history=[])),
    status=succeeded,
)
def ads_spend_alias_empty() -> None:
    """The /ads/facebook/spend alias answers no entries."""


_ZZZ = {"id": 1, "name": "Zzz", "path": ["Zzz"], "audienceSize": 0}


@fault("test_targeting_lookups_filter_and_repeat", "only interests whose name contains the term")
@answer_rewritten(
    on("GET", "/ads/facebook/interests"),
    lambda body: (
        {**body, "interests": [*body["interests"], _ZZZ]}
        if isinstance(body.get("interests"), list)
        else body
    ),
    status=succeeded,
)
def ads_interests_unfiltered() -> None:
    """list_ad_interests appends an interest that does not match the term."""


@fault("test_targeting_lookups_filter_and_repeat", "list_ad_regions answers only regions of")
@request_rewritten(
    on("GET", "/ads/facebook/regions"),
    lambda request: replace(
        request, query=[(k, "GB" if k == "countryCode" else v) for k, v in request.query]
    ),
)
def ads_regions_of_other_country() -> None:
    """list_ad_regions answers another country's regions."""


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


@fault("test_boost_post_refusals", "boost_post refuses minAge above maxAge")
@refusal_accepted(
    ErrorCode.AD_AGE_RANGE_INVALID, {"status": "success", "adId": "contract"}, where=_boosting
)
def boost_age_range_reversed() -> None:
    """boost_post accepts a minAge above maxAge."""


_LOOKUPS = "test_targeting_lookups_filter_and_repeat"
_INTERESTS, _REGIONS, _CITIES, _DSA = (
    on("GET", f"/ads/facebook/{k}")
    for k in ("interests", "regions", "cities", "dsaRecommendations")
)


def _q_only(request: Request) -> Request:
    return replace(request, query=[p for p in request.query if p[0] == "q"])


def _both_terms(request: Request) -> bool:
    return _INTERESTS(request) and {"q", "search"} <= {k for k, _ in request.query}


for _name, _rule, _shape, _doc in (
    ("ads_interests_q_wins", "with search and q, search wins",
     request_rewritten(_both_terms, _q_only),
     "list_ad_interests given both `search` and `q` searches by `q`"),
    ("ads_regions_search_ignored", "answers the regions whose name contains search",
     filter_ignored(_REGIONS, "search"), "list_ad_regions ignores `search`"),
    ("ads_cities_limit_ignored", "list_ad_cities answers at most limit cities",
     filter_ignored(_CITIES, "limit"), "list_ad_cities ignores `limit`"),
    ("ads_cities_not_by_name", "list_ad_cities answers the cities by name",
     answer_rewritten(_CITIES, lambda b: {**b, "cities": b.get("cities", [])[::-1]}),
     "list_ad_cities answers the cities in reverse name order"),
    ("ads_regions_count_wrong", "list_ad_regions: count is the number of regions listed",
     answer_rewritten(_REGIONS, lambda b: {**b, "count": len(b["regions"]) + 1}),
     "list_ad_regions answers a `count` one more than the regions it lists"),
    ("ads_city_key_not_id", "each of the cities carries key and id alike",
     answer_rewritten(_CITIES, each_entry("cities", lambda c: {**c, "key": f"{c.get('id')}0"})),
     "list_ad_cities answers each city's `key` differing from its `id`"),
    ("ads_dsa_recommends_nothing", "the DSA recommendation is the linked Facebook Page's name",
     answer_rewritten(_DSA, lambda b: {**b, "recommendations": []}),
     "list_ad_dsa_recommendations recommends no name"),
):  # fmt: skip
    declare(globals(), _name, f"{_doc}.", _shape, fault(_LOOKUPS, _rule))


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("ads_unlinked_accepted",
     ("test_ad_accounts_need_linked_facebook",
      "list_ad_accounts refuses a profile without a linked Facebook Page"),
     refusal_accepted(ErrorCode.PLATFORM_NOT_LINKED, NO_ACCOUNTS),
     "list_ad_accounts without a linked Facebook Page answers an empty list."),
    ("ads_refresh_ignored",
     ("test_ad_accounts_need_linked_facebook", "list_ad_accounts: nextUpdate is lastUpdated + "),
     answer_rewritten(on("GET", "/ads/facebook/accounts"), refreshed_at_once, status=succeeded),
     "list_ad_accounts answers `nextUpdate` equal to `lastUpdated`."),
    ("ads_boosted_post_unnamed",
     ("test_boost_post_answers_ad_in_review", "the ad names the boosted post's postId"),
     answer_field_dropped(_boosting, "postId", status=lambda status: status == 200),
     "boost_post answers without the boosted post's Post ID."),
    ("ads_default_name_wrong", ("test_boost_post_answers_ad_in_review", "the default adName is"),
     answer_rewritten(_boosting, lambda body: {**body, "adName": "Boosted post"}, status=succeeded),
     "boost_post names every ad `Boosted post` instead of the spec's default."),
    ("ads_paused_status_ignored",
     ("test_boost_post_answers_ad_in_review", "an ad created paused is PAUSED"),
     fields_ignored(_boosting, "status"),
     "boost_post ignores `status: paused` (the ad goes to review like an active one)."),
    ("ads_goal_ignored", ("test_ad_reviewed_then_spends_its_daily_budget", _LISTED),
     fields_ignored(_boosting, "goal"),
     "boost_post ignores `goal`: the ad gets the default goal."),
    ("ads_listed_budget_wrong", ("test_ad_reviewed_then_spends_its_daily_budget", _LISTED),
     answer_rewritten(_listing_ads, each_entry("ads", lambda ad: ad | {"budgetDaily": 1})),
     "list_ads answers every ad's budgetDaily as 1."),
    ("ads_account_filter_ignored",
     ("test_ad_reviewed_then_spends_its_daily_budget", "every filter sent must match"),
     filter_ignored(_listing_ads, "accountId"),
     "list_ads ignores its accountId filter."),
    ("ads_impressions_inflated",
     ("test_ad_reviewed_then_spends_its_daily_budget", "x-ad-delivery.impressionsPerUsd"),
     answer_rewritten(_listing_ads, each_entry("ads", _more_impressions), status=succeeded),
     "list_ads answers one impression more than the spend bought."),
    ("ads_reach_inflated",
     ("test_ad_reviewed_then_spends_its_daily_budget", "reach and clicks are x-ad-delivery's"),
     answer_rewritten(_listing_ads, each_entry("ads", _more_reach), status=succeeded),
     "list_ads answers one more reached person than the impressions give."),
    ("ads_never_completed",
     ("test_ad_reviewed_then_spends_its_daily_budget", "past its endDate an ad is COMPLETED"),
     answer_rewritten(_listing_ads, each_entry("ads", _never_completed), status=succeeded),
     "list_ads shows an ad past its endDate as still ACTIVE."),
    ("ads_paused_keeps_spending",
     ("test_ad_reviewed_then_spends_its_daily_budget", "list_ads: a paused ad spends nothing"),
     answer_rewritten(_listing_ads, each_entry("ads", _paused_spending), status=succeeded),
     "list_ads shows a paused ad as PAUSED but its spend still grows."),
    ("ads_history_full_budget_each_day",
     ("test_ad_history_spend_by_day", "each day's spend is its share of the daily budget"),
     answer_rewritten(_ad_history, _in_history(_full_budget), status=succeeded),
     "get_ad_spend_history answers the whole daily budget for every day."),
    ("ads_history_total_wrong",
     ("test_ad_history_spend_by_day", "metrics.totalSpend is the entries' sum"),
     answer_rewritten(_ad_history, _in_history(_total_off), status=succeeded),
     "get_ad_spend_history answers a total one cent off."),
    ("ads_interests_alias_ignored",
     ("test_targeting_lookups_filter_and_repeat", "reads the deprecated q as search"),
     filter_ignored(on("GET", "/ads/facebook/interests"), "q"),
     "list_ad_interests ignores the deprecated `q` (answers as if no term was sent)."),
    ("ads_cities_region_ignored",
     ("test_targeting_lookups_filter_and_repeat", "list_ad_cities answers only cities of"),
     filter_ignored(on("GET", "/ads/facebook/cities"), "regionId"),
     "list_ad_cities ignores regionId."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
