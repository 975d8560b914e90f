"""GET /history/{platform} where the spec speaks of the reference server only or not at all:
lastUpdated and nextUpdate, a deleted post gone at once (read at each request; the service
refreshes about every 10 minutes), a page past the end, entry fields per network
(`x-for-networks`), the control's refusal for an unlinked network, the looked-up X user's
generated posts. The rest: `contract_tests/test_rules_network_history.py`,
`test_rules_posts.py`, `test_rules_declared_state.py`."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import REPO, X_HEADERS, Api


def _network(api: Api, platform: str, pk: dict[str, str], **params: Any) -> dict[str, Any]:
    response = api.get(f"/history/{platform}", params=params, headers=pk)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


@pytest.mark.usefixtures("restore_clock")
def test_network_history_times_deleted_and_page_end(api: Api) -> None:
    # Frozen: the answer's times are the clock's, however long the requests take.
    api.sandbox("clock/frozen", {"frozen": True})
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("Network history", "linkedin", account="empty")
    api.create_post({"post": "one", "platforms": ["linkedin"]}, headers=pk)
    api.sandbox("clock", {"advanceSeconds": 60})
    third = api.create_post({"post": "three", "platforms": ["linkedin"]}, headers=pk)
    api.sandbox("clock", {"advanceSeconds": 3600})
    linkedin = _network(api, "linkedin", pk)
    assert linkedin["lastUpdated"] == "2026-11-20T11:01:00Z"
    assert linkedin["nextUpdate"] == "2026-11-20T11:11:00Z"
    assert [p["post"] for p in linkedin["posts"]] == ["three", "one"]
    # A deleted post leaves the network's history.
    api.ok("DELETE", "/post", json={"id": third["id"]}, headers=pk)
    assert [p["post"] for p in _network(api, "linkedin", pk)["posts"]] == ["one"]
    empty = _network(api, "linkedin", pk, next="500")
    assert empty["posts"] == [] and "next" not in empty


def test_outside_post_on_an_unlinked_network_refused(api: Api) -> None:
    pk = api.linked_profile("Network history filters", "facebook", account="empty")
    body = {"platform": "linkedin", "post": "x"}
    api.error(
        ErrorCode.PLATFORM_NOT_LINKED, "POST", "/_sandbox/network-posts", json=body, headers=pk
    )


@pytest.mark.usefixtures("restore_clock")
def test_x_user_lookup_generated_posts(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    someone = _network(api, "twitter", X_HEADERS, userName="someone")
    assert len(someone["posts"]) == 3
    assert [p["created"][:10] for p in someone["posts"]] == [
        "2026-11-19",
        "2026-11-18",
        "2026-11-17",
    ]
    assert all(p["postUrl"].startswith("https://x.com/") for p in someone["posts"])


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
