"""GET /history/{platform} on the reference server: the posts a network holds for the profile
(published there, not deleted), newest first, paged by `limit`/`next`, with the metrics
`get_post_analytics` answers unless `skipAnalytics`; networks without such a history (157),
unlinked networks (156), X without its headers (419); a Post ID still reads one post."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}


def _profile(api: Api, title: str, *platforms: str) -> dict[str, str]:
    profile = api.ok("POST", "/profiles", json={"title": title})
    pk = {"Profile-Key": profile["profileKey"]}
    for platform in platforms:
        api.sandbox("link", {"platform": platform}, headers=pk)
    return pk


def _network(api: Api, platform: str, pk: dict[str, str], **params: Any) -> dict[str, Any]:
    response = api.get(f"/history/{platform}", params=params, headers=pk)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


@pytest.mark.usefixtures("restore_clock")
def test_network_history_lists_the_networks_posts(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = _profile(api, "Network history", "linkedin", "facebook")
    first = api.create_post({"post": "one", "platforms": ["linkedin", "facebook"]}, headers=pk)
    api.sandbox("clock", {"advanceSeconds": 60})
    second = api.create_post({"post": "two", "platforms": ["facebook"]}, headers=pk)
    api.sandbox("clock", {"advanceSeconds": 60})
    third = api.create_post({"post": "three", "platforms": ["linkedin"]}, headers=pk)
    api.sandbox("clock", {"advanceSeconds": 3600})
    linkedin = _network(api, "linkedin", pk)
    assert linkedin["status"] == "success" and linkedin["platform"] == "linkedin"
    assert linkedin["lastUpdated"] == "2026-11-20T11:02:00Z"
    assert linkedin["nextUpdate"] == "2026-11-20T11:12:00Z"
    assert [p["post"] for p in linkedin["posts"]] == ["three", "one"]
    results = {r["platform"]: r for r in first["postIds"]}
    newest, oldest = linkedin["posts"][1], linkedin["posts"][0]
    assert newest["id"] == results["linkedin"]["id"]
    assert newest["postUrl"] == results["linkedin"]["postUrl"]
    assert newest["created"] == "2026-11-20T10:00:00Z"
    assert oldest["id"] == third["postIds"][0]["id"]
    assert "next" not in linkedin
    facebook = _network(api, "facebook", pk)
    assert [p["id"] for p in facebook["posts"]] == [
        second["postIds"][0]["id"],
        results["facebook"]["id"],
    ]
    # The metrics are those of get_post_analytics at the same time.
    analytics = api.ok("POST", "/analytics/post", json={"id": first["id"]}, headers=pk)
    assert newest["analytics"] == analytics["linkedin"]["analytics"]
    assert any(v for v in newest["analytics"].values() if isinstance(v, int))
    skipped = _network(api, "linkedin", pk, skipAnalytics="true")
    assert all("analytics" not in p for p in skipped["posts"])
    # A deleted post leaves the network's history.
    api.ok("DELETE", "/post", json={"id": third["id"]}, headers=pk)
    assert [p["post"] for p in _network(api, "linkedin", pk)["posts"]] == ["one"]
    # A Post ID still reads the post's record.
    record = api.ok("GET", f"/history/{first['id']}", headers=pk)
    assert record["id"] == first["id"] and record["post"] == "one"


def test_network_history_pages(api: Api) -> None:
    pk = _profile(api, "Network history pages", "bluesky")
    texts = [f"page post {i}" for i in range(5)]
    for text in texts:
        api.create_post({"post": text, "platforms": ["bluesky"]}, headers=pk)
    seen: list[str] = []
    params: dict[str, Any] = {"limit": 2, "skipAnalytics": "true"}
    pages = 0
    while True:
        page = _network(api, "bluesky", pk, **params)
        assert len(page["posts"]) <= 2
        seen += [p["post"] for p in page["posts"]]
        pages += 1
        if "next" not in page:
            break
        params["next"] = page["next"]
    assert pages == 3
    assert sorted(seen) == sorted(texts) and len(set(seen)) == 5
    empty = _network(api, "bluesky", pk, next="500")
    assert empty["posts"] == [] and "next" not in empty


@pytest.mark.parametrize(
    ("platform", "code"),
    [
        ("gmb", ErrorCode.NETWORK_NOT_SUPPORTED),
        ("reddit", ErrorCode.NETWORK_NOT_SUPPORTED),
        ("telegram", ErrorCode.NETWORK_NOT_SUPPORTED),
        ("pinterest", ErrorCode.PLATFORM_NOT_LINKED),
        ("twitter", ErrorCode.TWITTER_CREDENTIALS_REQUIRED),
    ],
)
def test_network_history_refusals(api: Api, platform: str, code: ErrorCode) -> None:
    pk = _profile(api, f"Network history refusal {platform}", "gmb", "reddit", "twitter")
    response = api.get(f"/history/{platform}", headers=pk)
    assert response.status_code == 400, response.text
    assert response.json()["code"] == code


def test_network_history_of_x_with_its_headers(api: Api) -> None:
    pk = _profile(api, "Network history X", "twitter")
    headers = {**pk, **X_HEADERS}
    post = api.create_post({"post": "on X", "platforms": ["twitter"]}, headers=headers)
    body = _network(api, "twitter", headers)
    assert [p["id"] for p in body["posts"]] == [post["postIds"][0]["id"]]


def test_unknown_post_id_is_still_404(api: Api) -> None:
    response = api.get("/history/NoSuchPost00000000000")
    assert response.status_code == 404
    assert response.json()["code"] == ErrorCode.POST_NOT_FOUND
