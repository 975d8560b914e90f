"""Analytics on the reference server: the sandbox networks' metrics (zero at publishing,
growing with the service clock, the same for the same post and time; X's groups; account
counts by quarter and daily series), the seeding control, and what the spec leaves open: a
deleted post's analytics (186 here), the X user lookup's answers, an empty `platforms` (no
negative probe sends it). The rest: `contract_tests/test_rules_analytics.py` and
`test_rules_declared_codes.py`."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import REPO, X_HEADERS, Api

NOT_FOUND = ErrorCode.ANALYTICS_POST_NOT_FOUND


def _analytics(api: Api, body: dict[str, Any], pk: dict[str, str], status: int = 200) -> Any:
    response = api.post("/analytics/post", json=body, headers=pk)
    assert response.status_code == status, response.text
    return response.json()


def _only_counts(metrics: dict[str, Any]) -> dict[str, Any]:
    """The counts of an analytics object (nested objects kept), without texts and flags."""
    return {
        k: _only_counts(v) if isinstance(v, dict) else v
        for k, v in metrics.items()
        if isinstance(v, dict) or (isinstance(v, int) and not isinstance(v, bool))
    }


def _counts(metrics: dict[str, Any]) -> list[float]:
    """Every count and rate of an analytics object, nested objects and arrays included."""
    values: list[float] = []
    for value in metrics.values():
        if isinstance(value, dict):
            values += _counts(value)
        elif isinstance(value, list):
            values += [n for item in value if isinstance(item, dict) for n in _counts(item)]
        elif isinstance(value, int | float) and not isinstance(value, bool):
            values.append(value)
    return values


@pytest.mark.usefixtures("restore_clock")
def test_metrics_grow_after_publishing(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("Analytics growth", "facebook", "instagram", "linkedin")
    post = api.create_post(
        {"post": "Metrics", "platforms": ["facebook", "instagram", "linkedin"]}, headers=pk
    )
    at_start = _analytics(api, {"id": post["id"]}, pk)
    assert at_start["status"] == "success" and at_start["id"] == post["id"]
    assert "errors" not in at_start
    for result in post["postIds"]:
        answer = at_start[result["platform"]]
        assert answer["id"] == result["id"] and answer["postUrl"] == result["postUrl"]
        assert answer["lastUpdated"] == "2026-11-20T10:00:00Z"
        assert answer["nextUpdate"] == "2026-11-20T10:10:00Z"
        assert set(_counts(answer["analytics"])) == {0}  # nothing yet at publishing
    spec = ServiceSpec.load(REPO / "openapi.yaml")
    schema = spec.refs.lookup("/components/schemas/InstagramPostMetrics")
    # Every field of the schema, the required ones and those the page shows in its example.
    assert sorted(at_start["instagram"]["analytics"]) == sorted(schema["properties"])
    assert set(schema["required"]) < set(schema["properties"])
    instagram = at_start["instagram"]["analytics"]
    assert instagram["caption"] == "Metrics"
    assert instagram["created"] == "2026-11-20T10:00:00Z"
    assert instagram["username"].startswith("sandbox_")
    assert instagram["mediaProductType"] == "FEED"
    api.sandbox("clock", {"advanceSeconds": 3 * 3600})
    early = _analytics(api, {"id": post["id"], "platforms": ["facebook"]}, pk)
    assert sorted(k for k in early if k not in ("status", "id")) == ["facebook"]
    api.sandbox("clock", {"set": "2026-11-24T13:00:00Z"})
    late = _analytics(api, {"id": post["id"], "platforms": ["facebook"]}, pk)
    before, after = _counts(early["facebook"]["analytics"]), _counts(late["facebook"]["analytics"])
    assert all(a >= b for a, b in zip(after, before, strict=True))
    assert sum(after) > sum(before) > 0
    reactions = late["facebook"]["analytics"]["reactions"]
    assert reactions["total"] == sum(v for k, v in reactions.items() if k != "total")
    # A pure function of post, network and time (whole minutes): the same answer at that time.
    api.sandbox("clock", {"set": "2026-11-24T13:00:00Z"})
    assert _analytics(api, {"id": post["id"], "platforms": ["facebook"]}, pk) == late


def test_deleted_post_is_unknown(api: Api) -> None:
    """The spec does not say what a deleted post's analytics answer; here it is 186."""
    pk = api.linked_profile("Analytics deleted", "linkedin")
    post = api.create_post({"post": "Half", "platforms": ["linkedin"]}, headers=pk)
    api.ok("DELETE", "/post", json={"id": post["id"]}, headers=pk)
    assert _analytics(api, {"id": post["id"]}, pk, 404)["code"] == NOT_FOUND
    body = {"id": post["id"], "platforms": [], "searchPlatformId": True}  # minItems: no probe
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/analytics/post", json=body, headers=pk)


def _social(api: Api, body: dict[str, Any], headers: dict[str, str], status: int = 200) -> Any:
    response = api.post("/analytics/social", json=body, headers=headers)
    assert response.status_code == status, response.text
    return response.json()


@pytest.mark.usefixtures("restore_clock")
def test_social_analytics_grow_with_windows(api: Api, restore_clock: None) -> None:
    # Frozen: two requests "at the same time" see the same second however slow they are.
    api.sandbox("clock/frozen", {"frozen": True})
    api.sandbox("clock", {"set": "2026-01-01T00:00:00Z"})
    pk = api.linked_profile("Social analytics", "tiktok")
    api.sandbox("link", {"platform": "facebook", "displayName": "Acme Fb"}, headers=pk)
    api.sandbox("clock", {"set": "2026-03-01T00:00:00Z"})
    first = _social(api, {"platforms": ["facebook", "tiktok"]}, pk)
    assert first["status"] == "success" and first["errors"] == []
    facebook = first["facebook"]["analytics"]
    assert facebook["name"] == "Acme Fb" and facebook["verified"] is False
    assert facebook["followersCount"] > 0
    reactions = facebook["reactions"]
    assert reactions["total"] == sum(v for k, v in reactions.items() if k != "total")
    user = api.ok("GET", "/user", headers=pk)
    (fb_account,) = [d for d in user["displayNames"] if d["platform"] == "facebook"]
    assert facebook["id"] == fb_account["id"] and facebook["link"] == fb_account["profileUrl"]
    assert "daily" not in first["facebook"]
    # Later, the counts have grown; the same request at the same time answers the same.
    at = {"set": "2026-09-01T00:00:00Z"}
    api.sandbox("clock", at)
    later = _social(api, {"platforms": ["facebook"]}, pk)
    # Every count at least as large; their sum larger (one count alone may stay put when its
    # ceiling, drawn from the profile's random refId, is small).
    grown, before = _counts(later["facebook"]["analytics"]), _counts(facebook)
    assert all(g >= b for g, b in zip(grown, before, strict=True))
    assert sum(grown) > sum(before)
    api.sandbox("clock", at)
    assert _social(api, {"platforms": ["facebook"]}, pk) == later
    # One quarter counts less than all time once the link is older than a quarter.
    api.sandbox("clock", at)
    quarter = _social(api, {"platforms": ["facebook"], "quarters": 1}, pk)
    api.sandbox("clock", at)
    all_time = _social(api, {"platforms": ["facebook"], "quarters": 0}, pk)
    assert all_time == later
    quarter_counts = _counts(_only_counts(quarter["facebook"]["analytics"]))
    all_counts = _counts(_only_counts(all_time["facebook"]["analytics"]))
    assert all(q <= a for q, a in zip(quarter_counts, all_counts, strict=True))
    assert sum(quarter_counts) < sum(all_counts)
    # Daily series: 30 days (Facebook, TikTok), 60 on TikTok with period60Days.
    daily = _social(api, {"platforms": ["facebook", "tiktok"], "daily": True}, pk)
    for platform in ("facebook", "tiktok"):
        series = daily[platform]["daily"]
        assert len(series) == 30 and series[-1]["date"] == "2026-09-01"
        assert series[0]["date"] == "2026-08-03"
        followers = [p["followers"] for p in series]
        assert followers == sorted(followers) and all(p["views"] >= 0 for p in series)
    sixty = _social(api, {"platforms": ["facebook", "tiktok"], "period60Days": True}, pk)
    assert len(sixty["tiktok"]["daily"]) == 60 and "daily" not in sixty["facebook"]


def test_social_analytics_lookup(api: Api) -> None:
    lookup = {"platforms": ["twitter"], "userName": "someone_else"}
    found = _social(api, lookup, X_HEADERS)
    assert found["twitter"]["analytics"]["username"].startswith("sandbox_")
    assert found["twitter"]["analytics"]["name"] == "someone_else"
    assert _social(api, {**lookup, "userName": "another"}, X_HEADERS) != found
    api.error(
        ErrorCode.USER_LOOKUP_X_ONLY,
        "POST",
        "/analytics/social",
        json={"platforms": ["twitter", "linkedin"], "userId": "42"},
        headers=X_HEADERS,
    )


@pytest.mark.usefixtures("restore_clock")
def test_seeded_metrics_are_answered_exactly(api: Api) -> None:
    pk = api.linked_profile("Analytics seeds", "facebook")
    post = api.create_post({"post": "Seeded", "platforms": ["facebook", "reddit"]}, headers=pk)
    reactions = {"like": 5, "love": 1, "haha": 0, "wow": 0, "sorry": 0, "anger": 0, "total": 6}
    seed = {"id": post["id"], "platform": "facebook", "analytics": {"likeCount": 4242}}
    seeded = api.sandbox("post-analytics", seed, headers=pk)
    assert seeded == {**seed, "status": "success"}
    seed["analytics"] = {"reactions": reactions}
    seeded = api.sandbox("post-analytics", seed, headers=pk)
    assert seeded["analytics"] == {"likeCount": 4242, "reactions": reactions}
    api.sandbox("clock", {"advanceSeconds": 7 * 24 * 3600})
    answer = _analytics(api, {"id": post["id"], "platforms": ["facebook"]}, pk)["facebook"]
    assert answer["analytics"]["likeCount"] == 4242 and answer["analytics"]["reactions"] == (
        reactions
    )
    assert answer["analytics"]["commentsCount"] > 0  # not seeded: the network's own value
    refused = [
        (ErrorCode.INVALID_REQUEST, {**seed, "analytics": {"retweetCount": 1}}),
        (ErrorCode.INVALID_REQUEST, {**seed, "analytics": {"likeCount": -1}}),
        (ErrorCode.INVALID_REQUEST, {**seed, "analytics": {"reactions": {"like": 1}}}),
        (ErrorCode.ANALYTICS_NOT_AVAILABLE, {**seed, "platform": "reddit"}),
        (ErrorCode.ANALYTICS_POST_NOT_FOUND, {**seed, "id": "NoSuchPost"}),
    ]
    for code, body in refused:
        api.error(code, "POST", "/_sandbox/post-analytics", json=body, headers=pk)


@pytest.mark.usefixtures("restore_clock")
def test_x_metrics_groups_and_post_facts(api: Api) -> None:
    """X's public, organic and non-public groups grow with time; the author and the text are
    the account's and the post's."""
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("Analytics X groups", "twitter")
    headers = {**pk, **X_HEADERS}
    post = api.create_post({"post": "Launch #news", "platforms": ["twitter"]}, headers=headers)
    at_start = _analytics(api, {"id": post["id"]}, headers)["twitter"]["analytics"]
    assert set(_counts(at_start)) == {0}
    api.sandbox("clock", {"advanceSeconds": 48 * 3600})
    later = _analytics(api, {"id": post["id"]}, headers)["twitter"]["analytics"]
    for group in ("publicMetrics", "organicMetrics", "nonPublicMetrics"):
        assert all(isinstance(v, int) for v in later[group].values())
        assert sum(later[group].values()) > sum(at_start[group].values()) == 0
    assert later["post"] == "Launch #news" and later["created"] == "2026-11-20T10:00:00Z"
    account = api.ok("GET", "/user", headers=pk)
    linked = {a["platform"]: a for a in account["displayNames"]}
    assert later["username"] == linked["twitter"]["username"]
    assert later["name"] == linked["twitter"]["displayName"]
