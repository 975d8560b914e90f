"""GET /user on the reference server: the acting profile's record, its linked networks with the
account each sandbox link holds, the Instagram quota over the rolling 24 hours and the monthly
post count over the service clock, and `validate`."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def _profile(api: Api, title: str) -> tuple[dict[str, Any], dict[str, str]]:
    profile = api.ok("POST", "/profiles", json={"title": title})
    return profile, {"Profile-Key": profile["profileKey"]}


def test_user_record_follows_links(api: Api) -> None:
    profile, pk = _profile(api, "User record")
    empty = api.ok("GET", "/user", headers=pk)
    assert empty["title"] == "User record" and empty["refId"] == profile["refId"]
    assert "activeSocialAccounts" not in empty and empty["displayNames"] == []
    api.sandbox("link", {"platform": "linkedin", "displayName": "Acme Li"}, headers=pk)
    api.sandbox("link", {"platform": "facebook", "displayName": "Acme Fb"}, headers=pk)
    user = api.ok("GET", "/user", params={"source": "pypi"}, headers=pk)
    assert user["activeSocialAccounts"] == ["facebook", "linkedin"]
    by_platform = {d["platform"]: d for d in user["displayNames"]}
    assert by_platform["facebook"]["displayName"] == "Acme Fb"
    assert by_platform["facebook"]["pageName"] == "Acme Fb" and by_platform["facebook"]["userId"]
    assert by_platform["linkedin"]["displayName"] == "Acme Li"
    assert by_platform["linkedin"]["type"] == "organization"
    assert by_platform["linkedin"]["profileUrl"].endswith(by_platform["linkedin"]["id"])
    # The same link answers the same account; another profile's link another one.
    assert api.ok("GET", "/user", headers=pk)["displayNames"] == user["displayNames"]
    other, other_pk = _profile(api, "User record other")
    api.sandbox("link", {"platform": "linkedin", "displayName": "Acme Li"}, headers=other_pk)
    (theirs,) = api.ok("GET", "/user", headers=other_pk)["displayNames"]
    assert theirs["id"] != by_platform["linkedin"]["id"]
    # Unlinking removes the network from the record.
    api.sandbox("unlink", {"platform": "facebook"}, headers=pk)
    after = api.ok("GET", "/user", headers=pk)
    assert after["activeSocialAccounts"] == ["linkedin"]
    assert [d["platform"] for d in after["displayNames"]] == ["linkedin"]
    # The Primary Profile answers its own record.
    primary = api.ok("GET", "/user")
    assert primary["title"] == "Primary Profile" and primary["refId"] != profile["refId"]
    for ref_id in (profile["refId"], other["refId"]):
        api.ok("DELETE", "/profiles", json={"refId": ref_id})


@pytest.mark.usefixtures("restore_clock")
def test_instagram_quota_and_monthly_count(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    profile, pk = _profile(api, "User quota")
    api.sandbox("link", {"platform": "instagram"}, headers=pk)
    api.sandbox("link", {"platform": "linkedin"}, headers=pk)
    for text in ("one", "two"):
        api.create_post({"post": text, "platforms": ["instagram"]}, headers=pk)
    api.create_post({"post": "three", "platforms": ["linkedin"]}, headers=pk)
    plain = api.ok("GET", "/user", headers=pk)
    (insta,) = [d for d in plain["displayNames"] if d["platform"] == "instagram"]
    assert "usedQuota" not in insta and "type" not in insta
    assert plain["monthlyPostCount"] == 3
    detailed = api.ok("GET", "/user", params={"instagramDetails": "true"}, headers=pk)
    (insta,) = [d for d in detailed["displayNames"] if d["platform"] == "instagram"]
    assert insta["usedQuota"] == 2 and insta["type"] == "business"
    older = api.ok("GET", "/user", params={"instagramQuota": "true"}, headers=pk)
    assert [d.get("usedQuota") for d in older["displayNames"]] == [2, None]
    # 25 hours later the two posts left the rolling window; the month still counts them.
    api.sandbox("clock", {"advanceSeconds": 25 * 3600})
    api.create_post({"post": "four", "platforms": ["instagram"]}, headers=pk)
    later = api.ok("GET", "/user", params={"instagramDetails": "true"}, headers=pk)
    assert [d.get("usedQuota") for d in later["displayNames"]] == [1, None]
    assert later["monthlyPostCount"] == 4
    # In the next month the count starts again.
    api.sandbox("clock", {"set": "2026-12-01T00:00:01Z"})
    assert api.ok("GET", "/user", headers=pk)["monthlyPostCount"] == 0
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_validate_needs_a_profile_key(api: Api) -> None:
    profile, pk = _profile(api, "User validate")
    assert api.ok("GET", "/user", params={"validate": "true"}, headers=pk)["validated"] is True
    assert "validated" not in api.ok("GET", "/user", headers=pk)
    api.error(ErrorCode.VALIDATE_NEEDS_PROFILE_KEY, "GET", "/user", params={"validate": "true"})
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/user", params={"validate": "maybe"}, headers=pk)
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
    api.error(ErrorCode.UNKNOWN_PROFILE_KEY, "GET", "/user", headers=pk)
