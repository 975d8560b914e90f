"""The official Python SDK's profile-extras and link methods against the reference server, with
asserted answers: `unlinkSocial` (DELETE /profiles/social). The SDK adds `source: pypi` to
every body and query, which the server ignores."""

from __future__ import annotations

from typing import Any

import httpx

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
