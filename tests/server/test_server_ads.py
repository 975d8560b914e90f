"""Ads through HTTP: the Facebook ad accounts of the acting profile's linked Page (one sandbox
account, stable per profile), `limit`, `nextUpdate` after `x-refresh-seconds`, Facebook not
linked (156), and the Ads add-on gate (399, HTTP 403); boosting a post (by Post ID or Social
Post ID) and each of its refusals (114, 700-704)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
REFRESH = SPEC["paths"]["/ads/facebook/accounts"]["get"]["x-refresh-seconds"]
DELIVERY = SPEC["paths"]["/ads/facebook/boost"]["post"]["x-ad-delivery"]
BOOST = "/ads/facebook/boost"


def _ts(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_ad_accounts_of_linked_page(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Advertiser"})
    pk = {"Profile-Key": profile["profileKey"]}
    api.error(ErrorCode.PLATFORM_NOT_LINKED, "GET", "/ads/facebook/accounts", headers=pk)
    api.sandbox("link", {"platform": "facebook", "displayName": "Acme Bakery"}, headers=pk)
    listed = api.ok("GET", "/ads/facebook/accounts", headers=pk)
    assert listed["count"] == len(listed["adAccounts"]) == 1
    account = listed["adAccounts"][0]
    assert account["name"] == "Acme Bakery Ads" and account["accountId"].startswith("act_")
    assert _ts(listed["nextUpdate"]) - _ts(listed["lastUpdated"]) == timedelta(seconds=REFRESH)
    again = api.ok("GET", "/ads/facebook/accounts", params={"limit": 1}, headers=pk)
    assert again["adAccounts"][0]["accountId"] == account["accountId"]  # stable
    other = api.ok("POST", "/profiles", json={"title": "Advertiser 2"})
    other_pk = {"Profile-Key": other["profileKey"]}
    api.sandbox("link", {"platform": "facebook"}, headers=other_pk)
    theirs = api.ok("GET", "/ads/facebook/accounts", headers=other_pk)["adAccounts"][0]
    assert theirs["accountId"] != account["accountId"]
    api.error(
        ErrorCode.INVALID_REQUEST, "GET", "/ads/facebook/accounts", params={"limit": 0}, headers=pk
    )


def test_ads_add_on_gate(api: Api) -> None:
    status = api.ok("GET", "/_sandbox")
    api.sandbox("add-ons", {"addOns": [a for a in status["addOns"] if a != "Ads"]})
    try:
        response = api.error(ErrorCode.ADS_ADD_ON_REQUIRED, "GET", "/ads/facebook/accounts")
        assert response.status_code == 403
    finally:
        api.sandbox("add-ons", {"addOns": status["addOns"]})


def _stamp(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _advertiser(api: Api, title: str) -> tuple[dict[str, str], str, dict[str, Any]]:
    """A profile with Facebook and LinkedIn linked, its ad account id and a post published
    on Facebook."""
    profile = api.ok("POST", "/profiles", json={"title": title})
    pk = {"Profile-Key": profile["profileKey"]}
    api.sandbox("link", {"platform": "facebook"}, headers=pk)
    api.sandbox("link", {"platform": "linkedin"}, headers=pk)
    account = api.ok("GET", "/ads/facebook/accounts", headers=pk)["adAccounts"][0]
    post = api.create_post({"post": "Boost me", "platforms": ["facebook"]}, headers=pk)
    return pk, account["accountId"], post


def test_boost_post_by_either_id(api: Api) -> None:
    pk, account, post = _advertiser(api, "Booster")
    social = next(r["id"] for r in post["postIds"] if r["platform"] == "facebook")
    now = _ts(api.ok("GET", "/_sandbox")["now"])
    end = _stamp(now + timedelta(seconds=DELIVERY["minRunSeconds"]))
    body = {"postId": post["id"], "accountId": account, "budget": 5.25, "endDate": end}
    boosted = api.ok("POST", BOOST, json=body, headers=pk)
    assert boosted["deliveryStatus"] == "PENDING_REVIEW"
    assert boosted["postId"] == post["id"] and boosted["fbPostId"] == social
    assert boosted["accountId"] == account and boosted["adId"].isdigit()
    assert boosted["adName"].startswith(f"API Post - {post['id']} - ")
    by_social = {"fbPostId": social, "accountId": account, "budget": 1, "status": "paused",
                 "adName": "Paused boost"}  # fmt: skip
    paused = api.ok("POST", BOOST, json=by_social, headers=pk)
    assert paused["postId"] == post["id"] and paused["deliveryStatus"] == "PAUSED"
    assert paused["adName"] == "Paused boost" and paused["adId"] != boosted["adId"]


def test_boost_post_refusals(api: Api) -> None:
    pk, account, post = _advertiser(api, "Refused booster")
    now = _ts(api.ok("GET", "/_sandbox")["now"])
    start = now + timedelta(days=2)
    good = {"postId": post["id"], "accountId": account, "budget": 2}
    short = _stamp(start + timedelta(seconds=DELIVERY["minRunSeconds"] - 1))
    api.error(ErrorCode.AD_RUN_TOO_SHORT, "POST", BOOST, headers=pk,
              json={**good, "startDate": _stamp(start), "endDate": short})  # fmt: skip
    past_start = _stamp(now - timedelta(days=3))  # a past start is the service clock
    long_ago = now + timedelta(seconds=DELIVERY["minRunSeconds"] - 60)
    api.error(ErrorCode.AD_RUN_TOO_SHORT, "POST", BOOST, headers=pk,
              json={**good, "startDate": past_start, "endDate": _stamp(long_ago)})  # fmt: skip
    api.error(ErrorCode.AD_BUDGET_INVALID, "POST", BOOST, json={**good, "budget": 2.005},
              headers=pk)  # fmt: skip
    api.error(ErrorCode.AD_BUDGET_INVALID, "POST", BOOST, json={**good, "budget": 0.99},
              headers=pk)  # fmt: skip
    api.ok("POST", BOOST, json={**good, "budget": 1}, headers=pk)  # the account's minimum
    api.error(ErrorCode.AD_ACCOUNT_NOT_FOUND, "POST", BOOST,
              json={**good, "accountId": "act_1"}, headers=pk)  # fmt: skip
    api.error(ErrorCode.AD_AGE_RANGE_INVALID, "POST", BOOST,
              json={**good, "minAge": 40, "maxAge": 30}, headers=pk)  # fmt: skip
    api.error(ErrorCode.POST_NOT_FOUND, "POST", BOOST, json={**good, "postId": "NoSuchPost"},
              headers=pk)  # fmt: skip
    elsewhere = api.create_post({"post": "Only LinkedIn", "platforms": ["linkedin"]}, headers=pk)
    api.error(ErrorCode.AD_POST_NOT_ON_FACEBOOK, "POST", BOOST,
              json={**good, "postId": elsewhere["id"]}, headers=pk)  # fmt: skip
    api.error(ErrorCode.AD_POST_NOT_ON_FACEBOOK, "POST", BOOST,
              json={"fbPostId": "1_2", "accountId": account, "budget": 2}, headers=pk)  # fmt: skip
    api.ok("DELETE", "/post", json={"id": post["id"]}, headers=pk)
    api.error(ErrorCode.POST_NOT_FOUND, "POST", BOOST, json=good, headers=pk)
    other = api.ok("POST", "/profiles", json={"title": "Booster without Facebook"})
    api.error(ErrorCode.PLATFORM_NOT_LINKED, "POST", BOOST, json=good,
              headers={"Profile-Key": other["profileKey"]})  # fmt: skip
