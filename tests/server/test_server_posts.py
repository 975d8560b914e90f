"""Posts: immediate publish through the sandbox networks, scheduling, read, list with filters,
delete (one, bulk, all scheduled)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from spec_model import load_document
from tests.server.server_harness import Api

SPEC = load_document()
PLATFORMS = SPEC["components"]["schemas"]["Platform"]["enum"]
X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}


def now(api: Api) -> datetime:
    return datetime.fromisoformat(api.ok("GET", "/_sandbox")["now"].replace("Z", "+00:00"))


def ts(value: datetime) -> str:
    return value.strftime("%Y-%m-%dT%H:%M:%SZ")


def new_profile(api: Api, title: str) -> tuple[dict[str, Any], dict[str, str]]:
    profile = api.ok("POST", "/profiles", json={"title": title})
    return profile, {"Profile-Key": profile["profileKey"]}


def test_publish_read_and_list(api: Api) -> None:
    profile, pk = new_profile(api, "Poster")
    api.error(151, "POST", "/post", json={"post": "x", "platforms": ["linkedin"]}, headers=pk)
    api.error(151, "POST", "/post", json={"post": "x", "platforms": "all"}, headers=pk)
    for platform in ("linkedin", "facebook", "twitter"):
        api.sandbox("link", {"platform": platform}, headers=pk)
    api.error(419, "POST", "/post", json={"post": "x", "platforms": ["twitter"]}, headers=pk)
    api.error(
        419,
        "POST",
        "/post",
        json={"post": "x", "platforms": "all"},
        headers={**pk, "X-Twitter-OAuth1-Api-Key": "only-key"},
    )
    result = api.ok(
        "POST", "/post", json={"post": "Hello", "platforms": "all"}, headers={**pk, **X_HEADERS}
    )
    assert result["status"] == "success" and result["errors"] == []
    assert sorted(r["platform"] for r in result["postIds"]) == ["facebook", "linkedin", "twitter"]
    for r in result["postIds"]:
        assert r["id"] and r["postUrl"].startswith("https://") and r["idShare"]
    again = api.ok("POST", "/post", json={"post": "Hi", "platforms": ["linkedin"]}, headers=pk)
    assert again["id"] != result["id"]
    record = api.ok("GET", f"/post/{result['id']}", headers=pk)
    assert record["type"] == "immediate" and record["postIds"] == result["postIds"]
    history = api.ok("GET", "/history", headers=pk)["history"]
    assert [h["id"] for h in history] == [again["id"], result["id"]]
    assert (
        api.ok("GET", "/history", params={"limit": 1}, headers=pk)["history"][0]["id"]
        == again["id"]
    )
    only_tw = api.ok("GET", "/history", params={"platforms": "twitter,reddit"}, headers=pk)
    assert [h["id"] for h in only_tw["history"]] == [result["id"]]
    assert api.ok("GET", "/history", params={"type": "scheduled"}, headers=pk)["history"] == []
    api.error(150, "GET", "/post/Unknown123", headers=pk)
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_media_urls_checked(api: Api, restore_clock: None) -> None:
    profile, pk = new_profile(api, "Media poster")
    api.sandbox("link", {"platform": "instagram"}, headers=pk)
    item = api.ok("POST", "/media/upload", files={"file": ("a.png", b"abc")}, headers=pk)
    body = {"post": "pic", "platforms": ["instagram"], "mediaUrls": [item["url"]]}
    posted = api.ok("POST", "/post", json=body, headers=pk)
    assert posted["postIds"][0]["mediaUrls"] == [item["url"]]
    missing = item["url"].replace(item["id"], "0" * 32)
    api.error(153, "POST", "/post", json={**body, "mediaUrls": [missing]}, headers=pk)
    api.ok(
        "POST",
        "/post",
        json={**body, "mediaUrls": ["https://cdn.example.test/a.png"]},
        headers=pk,
    )
    api.sandbox("clock", {"advanceSeconds": SPEC["x-limits"]["mediaRetentionDays"] * 86400 + 60})
    api.error(153, "POST", "/post", json=body, headers=pk)
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_schedule_and_delete(api: Api) -> None:
    profile, pk = new_profile(api, "Scheduler")
    api.sandbox("link", {"platform": "linkedin"}, headers=pk)
    api.sandbox("link", {"platform": "twitter"}, headers=pk)
    current = now(api)
    api.error(
        152,
        "POST",
        "/post",
        json={"post": "late", "platforms": ["linkedin"], "scheduleDate": ts(current)},
        headers=pk,
    )
    when = ts(current + timedelta(days=1))
    scheduled = [
        api.ok(
            "POST",
            "/post",
            json={"post": f"later {i}", "platforms": ["linkedin"], "scheduleDate": when},
            headers=pk,
        )
        for i in range(3)
    ]
    assert scheduled[0]["status"] == "scheduled" and scheduled[0]["postIds"] == []
    assert scheduled[0]["scheduleDate"] == when
    record = api.ok("GET", f"/post/{scheduled[0]['id']}", headers=pk)
    assert record["status"] == "scheduled" and record["type"] == "scheduled"
    listed = api.ok("GET", "/history", params={"status": "scheduled"}, headers=pk)["history"]
    assert len(listed) == 3
    # Unknown id in bulk: 150 and nothing deleted.
    api.error(150, "DELETE", "/post", json={"bulk": [scheduled[0]["id"], "Nope42"]}, headers=pk)
    assert api.ok("GET", f"/post/{scheduled[0]['id']}", headers=pk)["status"] == "scheduled"
    one = api.ok("DELETE", "/post", json={"id": scheduled[0]["id"]}, headers=pk)
    assert one == {"status": "success", "deleted": [scheduled[0]["id"]]}
    assert api.ok("GET", f"/post/{scheduled[0]['id']}", headers=pk)["status"] == "deleted"
    rest = api.ok("DELETE", "/post", json={"deleteAllScheduled": True}, headers=pk)
    assert sorted(rest["deleted"]) == sorted(s["id"] for s in scheduled[1:])
    assert api.ok("DELETE", "/post", json={"deleteAllScheduled": True}, headers=pk)["deleted"] == []
    # Deleting a post published on X needs the X headers.
    tweet = api.ok(
        "POST", "/post", json={"post": "t", "platforms": ["twitter"]}, headers={**pk, **X_HEADERS}
    )
    api.error(419, "DELETE", "/post", json={"id": tweet["id"]}, headers=pk)
    api.ok("DELETE", "/post", json={"bulk": [tweet["id"]]}, headers={**pk, **X_HEADERS})
    api.error(110, "DELETE", "/post", json={"id": "a", "bulk": ["b"]}, headers=pk)
    api.error(110, "DELETE", "/post", json={"deleteAllScheduled": False}, headers=pk)
    assert api.ok("GET", "/history", params={"status": "deleted"}, headers=pk)["history"]
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_every_network_publishes(api: Api) -> None:
    profile, pk = new_profile(api, "Everywhere")
    for platform in PLATFORMS:
        api.sandbox("link", {"platform": platform}, headers=pk)
    result = api.ok(
        "POST", "/post", json={"post": "all", "platforms": "all"}, headers={**pk, **X_HEADERS}
    )
    assert sorted(r["platform"] for r in result["postIds"]) == sorted(PLATFORMS)
    assert len({r["postUrl"] for r in result["postIds"]}) == len(PLATFORMS)
    api.sandbox("unlink", {"platform": "reddit"}, headers=pk)
    again = api.ok(
        "POST", "/post", json={"post": "all", "platforms": "all"}, headers={**pk, **X_HEADERS}
    )
    assert "reddit" not in {r["platform"] for r in again["postIds"]}
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
