"""GET /history/{platform} on the reference server: the posts a network holds for the profile
(published there, not deleted), newest first, paged by `limit`/`next`, with the metrics
`get_post_analytics` answers unless `skipAnalytics`; networks without such a history (157),
unlinked networks (156), X without its headers (419); a Post ID still reads one post."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import REPO, Api

X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}


def _network(api: Api, platform: str, pk: dict[str, str], **params: Any) -> dict[str, Any]:
    response = api.get(f"/history/{platform}", params=params, headers=pk)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


@pytest.mark.usefixtures("restore_clock")
def test_network_history_lists_the_networks_posts(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("Network history", "linkedin", "facebook", account="empty")
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
    pk = api.linked_profile("Network history pages", "bluesky", account="empty")
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
    pk = api.linked_profile(f"Network history refusal {platform}", "gmb", "reddit", "twitter")
    response = api.get(f"/history/{platform}", headers=pk)
    assert response.status_code == 400, response.text
    assert response.json()["code"] == code


def test_network_history_of_x_with_its_headers(api: Api) -> None:
    pk = api.linked_profile("Network history X", "twitter", account="empty")
    headers = {**pk, **X_HEADERS}
    post = api.create_post({"post": "on X", "platforms": ["twitter"]}, headers=headers)
    body = _network(api, "twitter", headers)
    assert [p["id"] for p in body["posts"]] == [post["postIds"][0]["id"]]


def test_unknown_post_id_is_still_404(api: Api) -> None:
    response = api.get("/history/NoSuchPost00000000000")
    assert response.status_code == 404
    assert response.json()["code"] == ErrorCode.POST_NOT_FOUND


def _outside(api: Api, pk: dict[str, str], **body: Any) -> dict[str, Any]:
    made: dict[str, Any] = api.sandbox("network-posts", body, headers=pk)
    return made


def _ids(api: Api, platform: str, pk: dict[str, str], **params: Any) -> list[str]:
    return [p["id"] for p in _network(api, platform, pk, skipAnalytics="true", **params)["posts"]]


@pytest.mark.usefixtures("restore_clock")
def test_facebook_filters_page_days_and_stories(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-03-25T10:00:00Z"})
    pk = api.linked_profile("Network history filters", "facebook", "instagram", account="empty")
    api.error(
        ErrorCode.PLATFORM_NOT_LINKED,
        "POST",
        "/_sandbox/network-posts",
        json={"platform": "linkedin", "post": "x"},
        headers=pk,
    )
    days = ["2026-03-16T23:59:59Z", "2026-03-17T00:00:00Z", "2026-03-20T23:59:59Z"]
    early, first, last = (
        _outside(api, pk, platform="facebook", post=f"on {d}", created=d)["id"] for d in days
    )
    late = _outside(api, pk, platform="facebook", post="late", created="2026-03-21T00:00:00Z")
    visitor = _outside(api, pk, platform="facebook", post="visitor", byPage=False)
    api.sandbox("clock", {"advanceSeconds": 60})
    story = _outside(api, pk, platform="facebook", post="story", dataType="stories")
    api.sandbox("clock", {"advanceSeconds": 60})
    published = api.create_post({"post": "page", "platforms": ["facebook"]}, headers=pk)
    own = published["postIds"][0]["id"]
    everything = [own, story["id"], visitor["id"], late["id"], last, first, early]
    assert _ids(api, "facebook", pk) == everything
    assert visitor["id"] not in _ids(api, "facebook", pk, pagePublished="true")
    assert len(_ids(api, "facebook", pk, pagePublished="true")) == 6
    assert _ids(api, "facebook", pk, since="2026-03-17", until="2026-03-20") == [last, first]
    assert _ids(api, "facebook", pk, since="2026-03-21") == everything[:4]
    assert _ids(api, "facebook", pk, dataType="stories") == [story["id"]]
    assert story["id"] not in _ids(api, "facebook", pk, dataType="posts")
    ig_story = _outside(api, pk, platform="instagram", post="ig story", dataType="stories")
    api.sandbox("clock", {"advanceSeconds": 60})
    ig_post = _outside(api, pk, platform="instagram", post="ig post")
    assert _ids(api, "instagram", pk, dataType="stories") == [ig_story["id"]]
    # A story published through the service (faceBookOptions.stories) is a story too.
    api.sandbox("clock", {"advanceSeconds": 60})
    body = {"post": "fb story", "platforms": ["facebook"], "faceBookOptions": {"stories": True}}
    fb_story = api.create_post(body, headers=pk)["postIds"][0]["id"]
    assert _ids(api, "facebook", pk, dataType="stories") == [fb_story, story["id"]]
    assert _ids(api, "instagram", pk, dataType="posts") == [ig_post["id"]]
    # The filters of other networks are refused.
    for params in ({"pagePublished": "true"}, {"since": "2026-03-17"}, {"userName": "x"}):
        response = api.get("/history/instagram", params=params, headers=pk)
        assert response.json()["code"] == ErrorCode.PARAMETER_NOT_FOR_NETWORK, params
    response = api.get("/history/linkedin", params={"dataType": "posts"}, headers=pk)
    assert response.json()["code"] == ErrorCode.PARAMETER_NOT_FOR_NETWORK


@pytest.mark.usefixtures("restore_clock")
def test_x_user_lookup(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("Network history lookup", "twitter")
    response = api.get("/history/twitter", params={"userName": "someone"}, headers=pk | X_HEADERS)
    assert response.json()["code"] == ErrorCode.USER_LOOKUP_NEEDS_PRIMARY
    api.error(ErrorCode.TWITTER_CREDENTIALS_REQUIRED, "GET", "/history/twitter?userName=someone")
    someone = _network(api, "twitter", X_HEADERS, userName="someone")
    assert len(someone["posts"]) == 3
    assert [p["created"][:10] for p in someone["posts"]] == [
        "2026-11-19",
        "2026-11-18",
        "2026-11-17",
    ]
    assert all(p["postUrl"].startswith("https://x.com/") for p in someone["posts"])
    assert _network(api, "twitter", X_HEADERS, userName="someone") == someone
    other = _network(api, "twitter", X_HEADERS, userId="42", userName="someone")
    assert {p["id"] for p in other["posts"]}.isdisjoint(p["id"] for p in someone["posts"])
    lookups = api.ok("GET", "/user/lookups")["x"]
    assert {"userName": "someone", "created": "2026-11-20T10:00:00Z"} in lookups
    assert {"userId": "42", "created": "2026-11-20T10:00:00Z"} in lookups


@pytest.mark.usefixtures("restore_clock")
def test_entries_carry_their_networks_fields(api: Api) -> None:
    """The engagement and media fields of a network's entries are those its `x-for-networks`
    name; a count the post's metrics also hold is the same number."""
    spec = ServiceSpec.load(REPO / "openapi.yaml")
    fields = spec.refs.lookup("/components/schemas/NetworkPost")["properties"]
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("Network fields", "facebook", "twitter", account="empty")
    headers = {**pk, **X_HEADERS}
    post = api.create_post(
        {"post": "Fields #launch", "platforms": ["facebook", "twitter"]}, headers=headers
    )
    api.sandbox("clock", {"advanceSeconds": 30 * 3600})
    analytics = api.ok("POST", "/analytics/post", json={"id": post["id"]}, headers=headers)
    for platform in ("facebook", "twitter"):
        entry = _network(api, platform, headers)["posts"][0]
        own = {n for n, f in fields.items() if platform in f.get("x-for-networks", [platform])}
        assert set(entry) == own | {"analytics"}, platform
        metrics = analytics[platform]["analytics"]
        assert entry["likeCount"] == metrics["likeCount"]
        assert sum(v for v in entry.values() if type(v) is int) > 0  # counts have grown
        if platform == "facebook":
            assert entry["commentsCount"] == metrics["commentsCount"]
            assert entry["mediaType"] == "TEXT"  # a post without media
        else:
            assert entry["username"] == metrics["username"]
        skipped = _network(api, platform, headers, skipAnalytics="true")["posts"][0]
        assert "analytics" not in skipped and skipped["likeCount"] == entry["likeCount"]
