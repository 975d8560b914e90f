"""Ads through HTTP where no proven contract rule looks: the sandbox ad account (named for the
Page, stable per profile, its own per profile); the sandbox's lookup table (what a term finds,
a region's cities). The lookups' search (and `q`), order, counts, limits, keys and the DSA
recommendation, the gates, the accounts' refresh, boost_post's refusals and answer (both ids sent
too), the ad's goal, budget and end as listed, filters that must all match, its review, spend,
figures, pause, resumption and completion, the history by day and the lookups' filters:
`contract_tests/test_rules_ads.py`, `test_rules_time_limits.py`, `test_rules_gates.py`,
`test_rules_declared_codes.py`."""

from __future__ import annotations

from tests.server.server_harness import Api

BOOST = "/ads/facebook/boost"


def test_ad_accounts_of_linked_page(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Advertiser"})
    pk = {"Profile-Key": profile["profileKey"]}
    api.sandbox("link", {"platform": "facebook", "displayName": "Acme Bakery"}, headers=pk)
    listed = api.ok("GET", "/ads/facebook/accounts", headers=pk)
    account = listed["adAccounts"][0]
    assert account["name"] == "Acme Bakery Ads" and account["accountId"].startswith("act_")
    again = api.ok("GET", "/ads/facebook/accounts", params={"limit": 1}, headers=pk)
    assert again["adAccounts"][0]["accountId"] == account["accountId"]  # stable
    other = api.ok("POST", "/profiles", json={"title": "Advertiser 2"})
    other_pk = {"Profile-Key": other["profileKey"]}
    api.sandbox("link", {"platform": "facebook"}, headers=other_pk)
    theirs = api.ok("GET", "/ads/facebook/accounts", headers=other_pk)["adAccounts"][0]
    assert theirs["accountId"] != account["accountId"]


def test_targeting_lookups(api: Api) -> None:
    """The sandbox's own lookup table (paths/ads.yaml: deterministic sandbox data, not the
    spec's): what a term finds, regions of several countries, a region's cities, a city's key
    and region; and a looked-up interest and city taken by boost_post."""
    pk = api.linked_profile("Targeting")
    api.sandbox("link", {"platform": "facebook", "displayName": "Acme Bakery"}, headers=pk)
    found = api.ok("GET", "/ads/facebook/interests", params={"search": "bak"}, headers=pk)
    assert [i["name"] for i in found["interests"]] == ["Baking"]
    none = api.ok("GET", "/ads/facebook/interests", params={"search": "zzz"}, headers=pk)
    assert none["interests"] == []
    regions = api.ok("GET", "/ads/facebook/regions", params={"countryCode": "US"}, headers=pk)
    names = [r["name"] for r in regions["regions"]]
    assert "California" in names and names == sorted(names)
    every_region = api.ok("GET", "/ads/facebook/regions", headers=pk)["regions"]
    assert {r["countryCode"] for r in every_region} > {"US"}
    california = next(r["id"] for r in regions["regions"] if r["name"] == "California")
    in_california = {"countryCode": "US", "regionId": california}
    cities = api.ok("GET", "/ads/facebook/cities", params=in_california, headers=pk)["cities"]
    assert [c["name"] for c in cities] == ["Los Angeles", "San Francisco"]
    manhattan = api.ok("GET", "/ads/facebook/cities", params={"search": "manhattan"}, headers=pk)
    assert [(c["key"], c["regionId"]) for c in manhattan["cities"]] == [("2703980", "3875")]
    account = api.ok("GET", "/ads/facebook/accounts", headers=pk)["adAccounts"][0]["accountId"]
    post = api.create_post({"post": "Targeted", "platforms": ["facebook"]}, headers=pk)
    body = {"postId": post["id"], "accountId": account, "budget": 2,
            "interests": [found["interests"][0]["id"]],
            "locations": {"countries": ["US"], "cities": [cities[0]["id"]]}}  # fmt: skip
    api.ok("POST", BOOST, json=body, headers=pk)
