"""Rules of ads: the Facebook ad accounts need a linked Facebook Page (156) and answer
`count` accounts with `nextUpdate` after `x-refresh-seconds`; boosting a post refuses a run
shorter than `x-ad-delivery.minRunSeconds` (700), a budget with more decimals than
`budgetDecimals` or below the account's `minDailyBudget` (701), a post not published on
Facebook (702), an unknown ad account (703) and an unknown post (114), and answers the new ad
in review. The Ads add-on (399) is the generic rule of test_rules_gates.py. Facebook is linked
through the control (`link_network`).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta
from typing import Any

import pytest

from contract_tests import read_back
from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_ad_accounts_need_linked_facebook(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    path = spec.operation(OperationId.LIST_AD_ACCOUNTS).path
    response = client.get(path)
    rule = "list_ad_accounts refuses a profile without a linked Facebook Page"
    client.expect_error(response, "platform_not_linked", rule)
    profile_sandbox.link("facebook")
    response = client.get(path)
    body = client.expect_status(response, 200, "list_ad_accounts answers a linked Facebook Page")
    if body.get("count") != len(body.get("adAccounts") or []):
        client.fail(response, "list_ad_accounts: count is the number of adAccounts")
    refresh = int(spec.operation(OperationId.LIST_AD_ACCOUNTS).raw["x-refresh-seconds"])
    step = parse_timestamp(body["nextUpdate"]) - parse_timestamp(body["lastUpdated"])
    if step != timedelta(seconds=refresh):
        client.fail(response, f"list_ad_accounts: nextUpdate is lastUpdated + {refresh} s")


def _stamp(moment: Any) -> str:
    return str(moment.strftime("%Y-%m-%dT%H:%M:%SZ"))


def _publish(client: ApiClient, spec: ApiSpec, platform: str) -> Mapping[str, Any]:
    body = {"post": f"Contract post to boost on {platform}", "platforms": [platform]}
    response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
    return unwrap_post_result(client.expect_status(response, 200, "create_post publishes"))


def _advertiser(
    client: ApiClient, sandbox: Sandbox, spec: ApiSpec
) -> tuple[Mapping[str, Any], Mapping[str, Any]]:
    """Facebook linked: the first ad account and a post published on Facebook."""
    sandbox.link("facebook")
    response = client.get(spec.operation(OperationId.LIST_AD_ACCOUNTS).path)
    body = client.expect_status(response, 200, "list_ad_accounts answers a linked Facebook Page")
    return body["adAccounts"][0], _publish(client, spec, "facebook")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_boost_post_refusals(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    operation = spec.operation(OperationId.BOOST_POST)
    delivery = operation.raw["x-ad-delivery"]
    account, post = _advertiser(client, profile_sandbox, spec)
    good = {"postId": post["id"], "accountId": account["accountId"]}
    minimum = float(account["minDailyBudget"])
    start = parse_timestamp(profile_sandbox.now()) + timedelta(days=3)
    short = start + timedelta(seconds=int(delivery["minRunSeconds"]) - 1)
    dates = {"startDate": _stamp(start), "endDate": _stamp(short)}
    response = client.post(operation.path, json_body={**good, "budget": minimum + 1, **dates})
    rule = "boost_post refuses an ad shorter than x-ad-delivery.minRunSeconds"
    client.expect_error(response, "ad_run_too_short", rule)
    decimals = int(delivery["budgetDecimals"])
    precise = round(minimum + 1, decimals) + 10 ** -(decimals + 1)
    response = client.post(operation.path, json_body={**good, "budget": precise})
    rule = f"boost_post refuses a budget with more than {decimals} decimals"
    client.expect_error(response, "ad_budget_invalid", rule)
    if minimum > 0.01:
        low = round(minimum - 0.01, 2)
        response = client.post(operation.path, json_body={**good, "budget": low})
        rule = "boost_post refuses a budget below the account's minDailyBudget"
        client.expect_error(response, "ad_budget_invalid", rule)
    budget = {**good, "budget": minimum + 1}
    response = client.post(operation.path, json_body={**budget, "accountId": "act_0"})
    rule = "boost_post refuses an accountId that list_ad_accounts does not answer"
    client.expect_error(response, "ad_account_not_found", rule)
    response = client.post(operation.path, json_body={**budget, "minAge": 40, "maxAge": 30})
    client.expect_error(response, "ad_age_range_invalid", "boost_post refuses minAge above maxAge")
    response = client.post(operation.path, json_body={**budget, "postId": "NoSuchPost0contract"})
    client.expect_error(response, "post_not_found", "boost_post refuses an unknown postId")
    profile_sandbox.link("linkedin")
    elsewhere = _publish(client, spec, "linkedin")
    response = client.post(operation.path, json_body={**budget, "postId": elsewhere["id"]})
    rule = "boost_post refuses a post not published on Facebook"
    client.expect_error(response, "ad_post_not_on_facebook", rule)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_boost_post_answers_ad_in_review(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    operation = spec.operation(OperationId.BOOST_POST)
    account, post = _advertiser(client, profile_sandbox, spec)
    social = next(str(r["id"]) for r in post["postIds"] if r.get("platform") == "facebook")
    body = {"fbPostId": social, "accountId": account["accountId"],
            "budget": float(account["minDailyBudget"])}  # fmt: skip
    response = client.post(operation.path, json_body=body)
    answer = client.expect_status(response, 200, "boost_post boosts a post published on Facebook")
    if answer.get("deliveryStatus") != "PENDING_REVIEW":
        client.fail(response, "boost_post: a new active ad is in review (PENDING_REVIEW)")
    if answer.get("postId") != post["id"] or answer.get("fbPostId") != social:
        client.fail(response, "boost_post: the ad names the boosted post's postId and fbPostId")
    if answer.get("accountId") != account["accountId"]:
        client.fail(response, "boost_post: the ad is paid from the requested accountId")
    if not str(answer.get("adName")).startswith(f"API Post - {post['id']} - "):
        client.fail(response, "boost_post: the default adName is `API Post - <postId> - <time>`")
    both = {**body, "postId": post["id"], "fbPostId": "1_2"}  # an fbPostId no post has
    response = client.post(operation.path, json_body=both)
    rule = "boost_post: postId wins when both are sent (the fbPostId is not looked up)"
    answer = client.expect_status(response, 200, rule)
    if (answer.get("postId"), answer.get("fbPostId")) != (post["id"], social):
        client.fail(response, rule)
    paused = {**body, "status": "paused", "adName": "Contract paused boost"}
    response = client.post(operation.path, json_body=paused)
    answer = client.expect_status(response, 200, "boost_post boosts a post paused")
    if (answer.get("deliveryStatus"), answer.get("adName")) != ("PAUSED", paused["adName"]):
        client.fail(response, "boost_post: an ad created paused is PAUSED, with its adName")


def test_list_ads_needs_a_filter(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    response = client.get(spec.operation(OperationId.LIST_ADS).path)
    rule = "list_ads refuses a request without campaignId, accountId, adId, postId or socialPostId"
    client.expect_error(response, "dependent_parameter_missing", rule)


def _one_ad(client: ApiClient, spec: ApiSpec, rule: str, **filters: str) -> Mapping[str, Any]:
    response = client.get(spec.operation(OperationId.LIST_ADS).path, params=filters)
    body = client.expect_status(response, 200, rule)
    ads = body.get("ads") if isinstance(body, Mapping) else None
    if not isinstance(ads, list) or len(ads) != 1 or body.get("count") != 1:
        client.fail(response, rule, f"expected exactly one ad for {filters}")
    return dict(ads[0])


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
@pytest.mark.reads_back(OperationId.BOOST_POST, OperationId.UPDATE_AD)
def test_ad_reviewed_then_spends_its_daily_budget(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """The review time, the even spend of the daily budget and the figures it buys are
    `x-ad-delivery` of boost_post; update_ad pauses (no spend) and resumes (no new review);
    past its `endDate` the ad is COMPLETED."""
    client = user_profile.client
    delivery = spec.operation(OperationId.BOOST_POST).raw["x-ad-delivery"]
    review = int(delivery["reviewSeconds"])
    account, post = _advertiser(client, profile_sandbox, spec)
    social = next(str(r["id"]) for r in post["postIds"] if r.get("platform") == "facebook")
    budget_cents = round(float(account["minDailyBudget"]) * 100) + 300
    start = parse_timestamp("2031-03-01T00:00:00Z")
    with profile_sandbox.clock_at(_stamp(start)):
        end = start + timedelta(days=4)
        body = {"postId": post["id"], "accountId": account["accountId"], "goal": "interactions",
                "budget": budget_cents / 100, "endDate": _stamp(end)}  # fmt: skip
        response = client.post(spec.operation(OperationId.BOOST_POST).path, json_body=body)
        ad_id = client.expect_status(response, 200, "boost_post boosts a post")["adId"]
        ad = _one_ad(client, spec, "list_ads lists a boosted ad by adId", adId=ad_id)
        goal = ad["goal"] if isinstance(ad.get("goal"), Mapping) else {}
        listed = (goal.get("type"), bool(goal.get("title")), ad.get("budgetDaily"))
        if listed != ("interactions", True, budget_cents / 100) or ad.get("endDate") != _stamp(end):
            client.fail(response, "list_ads lists the ad's goal (type and title), budgetDaily "
                        "and endDate as boosted", repr(ad)[:300])  # fmt: skip
        both = {"adId": ad_id, "accountId": "act_0"}
        listing = client.get(spec.operation(OperationId.LIST_ADS).path, params=both)
        if client.expect_status(listing, 200, "list_ads answers 200").get("ads") != []:
            client.fail(listing, "list_ads: every filter sent must match (adId, another accountId)")
        if ad.get("deliveryStatus") != "PENDING_REVIEW" or ad.get("spend") != 0:
            client.fail(response, "list_ads: a new ad is in review and has spent nothing",
                        f"got {ad.get('deliveryStatus')!r}, spend {ad.get('spend')!r}")  # fmt: skip
        running = 43200
        profile_sandbox.set_clock(_stamp(start + timedelta(seconds=review + running)))
        ad = _one_ad(client, spec, "list_ads lists a boosted ad by socialPostId",
                     socialPostId=social)  # fmt: skip
        spent = budget_cents * running // 86400
        impressions = spent * int(delivery["impressionsPerUsd"]) // 100
        metrics = ad.get("metrics") or {}
        if ad.get("deliveryStatus") != "ACTIVE" or ad.get("spend") != spent / 100:
            client.fail(response, "list_ads: after x-ad-delivery.reviewSeconds the ad is ACTIVE "
                        "and spends its daily budget evenly",
                        f"expected ACTIVE and {spent / 100} after {running} s, got "
                        f"{ad.get('deliveryStatus')!r} and {ad.get('spend')!r}")  # fmt: skip
        reach = impressions * int(delivery["reachPerMilleImpressions"]) // 1000
        clicks = impressions * int(delivery["clicksPerMilleImpressions"]) // 1000
        if (metrics.get("reach"), metrics.get("clicks")) != (reach, clicks):
            client.fail(response, "list_ads: reach and clicks are x-ad-delivery's per mille "
                        f"of the impressions ({reach}, {clicks})", repr(metrics))  # fmt: skip
        if metrics.get("impressions") != impressions:
            client.fail(response, "list_ads: the impressions are x-ad-delivery.impressionsPerUsd "
                        "per dollar spent", f"expected {impressions}, got {metrics}")  # fmt: skip
        update = spec.operation(OperationId.UPDATE_AD).path
        response = client.request("PUT", update, json_body={"adId": ad_id, "status": "paused"})
        paused = client.expect_status(response, 200, "update_ad pauses an ad").get("ad") or {}
        if paused.get("deliveryStatus") != "PAUSED" or paused.get("status") != "PAUSED":
            client.fail(response, "update_ad: a paused ad is PAUSED")
        profile_sandbox.set_clock(_stamp(start + timedelta(seconds=review + 2 * running)))
        read = client.get(spec.operation(OperationId.LIST_ADS).path, params={"adId": ad_id})
        ad = _one_ad(client, spec, "list_ads lists a boosted ad by adId", adId=ad_id)
        text = read_back.rule(OperationId.UPDATE_AD, "list_ads shows the ad paused")
        read_back.expect_fields(client, read, text, ad, {"status": "PAUSED"})
        if ad.get("spend") != spent / 100:
            client.fail(response, "list_ads: a paused ad spends nothing",
                        f"expected {spent / 100}, got {ad.get('spend')!r}")  # fmt: skip
        response = client.request("PUT", update, json_body={"adId": "1", "status": "active"})
        client.expect_error(response, "ad_not_found", "update_ad refuses an unknown adId")
        response = client.request("PUT", update, json_body={"adId": ad_id, "status": "active"})
        resumed = client.expect_status(response, 200, "update_ad resumes an ad").get("ad") or {}
        if resumed.get("deliveryStatus") != "ACTIVE":
            client.fail(response, "update_ad: a resumed ad is ACTIVE again, without a review")
        profile_sandbox.set_clock(_stamp(end + timedelta(days=1)))
        ad = _one_ad(client, spec, "list_ads lists a boosted ad by adId", adId=ad_id)
        ran = int((end - start).total_seconds()) - review - running  # less the pause
        completed = (ad.get("deliveryStatus"), ad.get("isComplete"), ad.get("spend"))
        if completed != ("COMPLETED", True, budget_cents * ran // 86400 / 100):
            client.fail(response, "list_ads: past its endDate an ad is COMPLETED, having spent "
                        "its daily budget while it ran", repr(ad))  # fmt: skip


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_ad_history_spend_by_day(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """An ad that ran a day and a half after its review: one entry per UTC day it spent on,
    newest first, the day's share of the daily budget, totals that add up, the range
    (`x-ad-history.defaultDays` before the clock unless given) and the `/ads/facebook/spend`
    alias answering the same."""
    client = user_profile.client
    history_op = spec.operation(OperationId.GET_AD_SPEND_HISTORY)
    days = int(history_op.raw["x-ad-history"]["defaultDays"])
    review = int(spec.operation(OperationId.BOOST_POST).raw["x-ad-delivery"]["reviewSeconds"])
    account, post = _advertiser(client, profile_sandbox, spec)
    budget_cents = round(float(account["minDailyBudget"]) * 100) * 2 + 100
    start = parse_timestamp("2032-05-01T00:00:00Z")
    with profile_sandbox.clock_at(_stamp(start)):
        body = {"postId": post["id"], "accountId": account["accountId"],
                "budget": budget_cents / 100}  # fmt: skip
        response = client.post(spec.operation(OperationId.BOOST_POST).path, json_body=body)
        ad_id = client.expect_status(response, 200, "boost_post boosts a post")["adId"]
        approved = start + timedelta(seconds=review)
        first = approved.replace(hour=0, minute=0, second=0)
        now = approved + timedelta(hours=36)
        profile_sandbox.set_clock(_stamp(now))
        response = client.get(history_op.path, params={"postId": post["id"]})
        history = client.expect_status(response, 200, "get_ad_spend_history answers the ad's spend")
        got = [(e.get("adId"), e.get("spendDate"), e.get("spend")) for e in history["history"]]
        expected: list[tuple[str, str, float]] = []
        day = first
        while day < now:
            low, high = max(day, approved), min(day + timedelta(days=1), now)
            share = budget_cents * int((high - low).total_seconds()) // 86400
            if share > 0:
                expected.insert(0, (ad_id, _stamp(day), share / 100))
            day += timedelta(days=1)
        if [(a, d) for a, d, _ in got] != [(a, d) for a, d, _ in expected]:
            client.fail(response, "get_ad_spend_history has one entry per UTC day the ad spent on, "
                        "newest first", f"expected {expected}, got {got}")  # fmt: skip
        if [s for *_, s in got] != [s for *_, s in expected]:
            rule = "get_ad_spend_history: each day's spend is its share of the daily budget"
            client.fail(response, rule, f"expected {expected}, got {got}")
        total = round(sum(s for *_, s in expected), 2)
        if history["metrics"].get("totalSpend") != total:
            client.fail(response, "get_ad_spend_history: metrics.totalSpend is the entries' sum")
        window = (_stamp(now - timedelta(days=days)), _stamp(now))
        got_range = history["dateRange"]
        if (got_range.get("start"), got_range.get("end")) != window:
            rule = "get_ad_spend_history: the default range is x-ad-history.defaultDays before"
            client.fail(response, rule, f"expected {window}, got {got_range}")
        alias = client.get(
            spec.operation(OperationId.GET_AD_SPEND).path, params={"postId": post["id"]}
        )
        if client.expect_status(alias, 200, "get_ad_spend answers") != history:
            client.fail(alias, "get_ad_spend (the DOCS curl path) answers as get_ad_spend_history")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_targeting_lookups_filter_and_repeat(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Interests contain the search term (case-insensitive; `search`, or the deprecated `q`
    with the same answer; with both, `search` wins), regions and cities belong to the country
    (and region) asked for, and the same request answers the same list. Regions searched by
    name contain the term (case-insensitive); cities come by name, at most `limit`, with
    `count` the number listed; each region and city carries `key` and `id`, the same value;
    the DSA recommendation is the linked Page's name (paths/ads.yaml)."""
    client = user_profile.client
    profile_sandbox.link("facebook", display_name="Contract Bakery Page")

    def lookup(operation_id: OperationId, key: str, **params: str) -> list[Mapping[str, Any]]:
        response = client.get(spec.operation(operation_id).path, params=params)
        body = client.expect_status(response, 200, f"{operation_id} answers")
        again = client.get(spec.operation(operation_id).path, params=params)
        if client.expect_status(again, 200, f"{operation_id} answers") != body:
            client.fail(again, f"{operation_id}: the same request answers the same list")
        items = body.get(key)
        return [i for i in items if isinstance(i, Mapping)] if isinstance(items, list) else []

    term = "a"
    interests = lookup(OperationId.LIST_AD_INTERESTS, "interests", search=term.upper())
    strays = [i.get("name") for i in interests if term not in str(i.get("name")).casefold()]
    if strays:
        client.fail(client.get(spec.operation(OperationId.LIST_AD_INTERESTS).path,
                               params={"search": "A"}),
                    "list_ad_interests answers only interests whose name contains the term",
                    f"{strays}")  # fmt: skip
    alias = client.get(
        spec.operation(OperationId.LIST_AD_INTERESTS).path, params={"q": term.upper()}
    )
    if alias.status_code != 200 or alias.json().get("interests") != interests:
        client.fail(alias, "list_ad_interests reads the deprecated q as search")
    both = client.get(
        spec.operation(OperationId.LIST_AD_INTERESTS).path,
        params={"search": term.upper(), "q": "zzzz-contract"},
    )
    if both.status_code != 200 or both.json().get("interests") != interests:
        client.fail(both, "list_ad_interests: with search and q, search wins")
    searched = lookup(OperationId.LIST_AD_REGIONS, "regions", search="AL")
    strays = [r.get("name") for r in searched if "al" not in str(r.get("name")).casefold()]
    if strays:
        client.fail(client.get(spec.operation(OperationId.LIST_AD_REGIONS).path,
                               params={"search": "AL"}),
                    "list_ad_regions answers the regions whose name contains search",
                    f"{strays}")  # fmt: skip
    one = client.get(spec.operation(OperationId.LIST_AD_CITIES).path, params={"limit": 1})
    every = lookup(OperationId.LIST_AD_CITIES, "cities")
    answer = client.expect_status(one, 200, "list_ad_cities answers")
    if len(answer.get("cities") or []) != min(1, len(every)):
        client.fail(one, "list_ad_cities answers at most limit cities")
    names = [str(c.get("name")) for c in every]
    if names != sorted(names):
        client.fail(client.get(spec.operation(OperationId.LIST_AD_CITIES).path),
                    "list_ad_cities answers the cities by name", f"{names}")  # fmt: skip
    for operation_id, key, listed in (
        (OperationId.LIST_AD_REGIONS, "regions", searched),
        (OperationId.LIST_AD_CITIES, "cities", every),
    ):
        response = client.get(spec.operation(operation_id).path)
        body = client.expect_status(response, 200, f"{operation_id} answers")
        if body.get("count") != len(body.get(key) or []):
            client.fail(response, f"{operation_id}: count is the number of {key} listed")
        if any(item.get("key") != item.get("id") for item in listed):
            client.fail(response, f"{operation_id}: each of the {key} carries key and id alike")
    response = client.get(spec.operation(OperationId.LIST_AD_DSA_RECOMMENDATIONS).path)
    body = client.expect_status(response, 200, "list_ad_dsa_recommendations answers")
    if body.get("recommendations") != ["Contract Bakery Page"]:
        client.fail(response, "the DSA recommendation is the linked Facebook Page's name")
    country = "US"
    regions = lookup(OperationId.LIST_AD_REGIONS, "regions", countryCode=country)
    if any(r.get("countryCode") != country for r in regions):
        client.fail(client.get(spec.operation(OperationId.LIST_AD_REGIONS).path),
                    "list_ad_regions answers only regions of countryCode")  # fmt: skip
    for region in regions[:1]:
        wanted = str(region.get("id"))
        cities = lookup(OperationId.LIST_AD_CITIES, "cities", countryCode=country, regionId=wanted)
        if any(c.get("regionId") != wanted or c.get("countryCode") != country for c in cities):
            rule = "list_ad_cities answers only cities of countryCode and regionId"
            client.fail(client.get(spec.operation(OperationId.LIST_AD_CITIES).path), rule)
