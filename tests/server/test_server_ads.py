"""Ads through HTTP: the Facebook ad accounts of the acting profile's linked Page (one sandbox
account, stable per profile), `limit`, `nextUpdate` after `x-refresh-seconds`, Facebook not
linked (156), and the Ads add-on gate (399, HTTP 403)."""

from __future__ import annotations

from datetime import datetime, timedelta

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
REFRESH = SPEC["paths"]["/ads/facebook/accounts"]["get"]["x-refresh-seconds"]


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
