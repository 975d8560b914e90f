"""The official Python SDK's social-linking and link methods against the reference server, with
asserted answers: `unlinkSocial` (DELETE /profiles/social), `shortLink` and `shortLinkAnalytics`
(POST /links, GET /links/{id}, GET /links; the short link followed on the server) and
`generateJWT` (its linking page opened on the server). The SDK
adds `source: pypi` to every body and query, which the server ignores."""

from __future__ import annotations

from typing import Any

import httpx

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.sdk.test_official_sdk import API_KEY, TIMEOUT, SocialPost, link, primary, server

__all__ = ["primary", "server"]  # fixtures shared with test_official_sdk


def _linked(server: Any, profile_key: str) -> list[str]:
    answer = httpx.get(
        server.base_url + "/user",
        headers={"Authorization": f"Bearer {API_KEY}", "Profile-Key": profile_key},
        timeout=TIMEOUT,
    )
    assert answer.status_code == 200, answer.text
    return sorted(answer.json().get("activeSocialAccounts") or [])


def test_unlink_social(primary: Any, server: Any) -> None:
    created = primary.createProfile({"title": "SDK unlink"})
    key = created["profileKey"]
    acting = SocialPost(API_KEY).setProfileKey(key)
    link(server, key, "instagram")
    link(server, key, "linkedin")
    answer = acting.unlinkSocial({"platform": "instagram"})
    assert answer == {"status": "success", "platform": "instagram", "refId": created["refId"]}
    assert _linked(server, key) == ["linkedin"]
    assert acting.unlinkSocial({"platform": "instagram"}) == answer  # not linked: the same
    refused = acting.unlinkSocial({"platform": "myspace"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.INVALID_REQUEST


def test_short_link_and_analytics(primary: Any, server: Any) -> None:
    created = primary.createProfile({"title": "SDK links"})
    acting = SocialPost(API_KEY).setProfileKey(created["profileKey"])
    link = acting.shortLink({"url": "https://shop.test/menu", "utmCampaign": "spring"})
    assert link["status"] == "success" and link["originalUrl"] == "https://shop.test/menu"
    path = load_document()["paths"]["/links"]["post"]["x-short-link"]["path"]
    assert link["shortUrl"] == server.base_url + path.replace("{id}", link["id"])
    followed = httpx.get(link["shortUrl"], headers={"User-Agent": "curl/8.0"}, timeout=TIMEOUT)
    assert followed.status_code == 302
    assert followed.headers["location"] == "https://shop.test/menu?utm_campaign=spring"
    one = acting.shortLinkAnalytics({"id": link["id"]})  # also sends id as a query parameter
    assert one["status"] == "success" and one["analytics"]["id"] == link["id"]
    assert one["analytics"]["totalClicks"] == 1
    assert one["analytics"]["browserCounts"] == {"other": 1}
    listed = acting.shortLinkAnalytics({"fromCreatedDate": link["created"]})
    assert [a["id"] for a in listed["analytics"]] == [link["id"]]
    assert primary.shortLinkAnalytics({"id": link["id"]})["code"] == ErrorCode.LINK_NOT_FOUND


def test_generate_jwt(primary: Any, server: Any) -> None:
    created = primary.createProfile({"title": "SDK token"})
    answer = primary.generateJWT({"profileKey": created["profileKey"], "expiresIn": 15})
    assert answer["status"] == "success" and answer["title"] == "SDK token"
    assert answer["expiresIn"] == 15 and answer["emailSent"] is False
    page = httpx.get(answer["url"], timeout=TIMEOUT)
    assert page.status_code == 200 and "SDK token" in page.text
    refused = primary.generateJWT({"profileKey": "PK-NOT-A-PROFILE"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.PROFILE_NOT_FOUND
