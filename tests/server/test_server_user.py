"""GET /user and its batch export on the reference server, what the contract rules do not
check: the Instagram quota (`instagramDetails`, `instagramQuota`) over the rolling 24 hours and
the monthly post count over the service clock; a batch file made at a later moment of the
service clock is not the latest once the clock is moved back."""

from __future__ import annotations

import pytest

from tests.server.server_harness import Api


@pytest.mark.usefixtures("restore_clock")
def test_instagram_quota_and_monthly_count(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("User quota", "instagram", "linkedin")
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


@pytest.mark.usefixtures("restore_clock")
def test_batch_after_the_clock_moved_back(api: Api) -> None:
    """A file made at a later moment of the clock is not the latest once the clock is moved
    back before it: the answer is one file, the same at each call, until its nextUpdate."""
    api.sandbox("clock", {"set": "2040-01-01T00:00:00Z"})
    later = api.ok("GET", "/user/batch")
    api.sandbox("clock", {"set": "2039-06-01T00:00:00Z"})
    first = api.ok("GET", "/user/batch")
    assert first["url"] != later["url"]
    assert first["lastUpdated"] == "2039-06-01T00:00:00Z"
    api.sandbox("clock", {"advanceSeconds": 60})
    assert api.ok("GET", "/user/batch")["url"] == first["url"]
