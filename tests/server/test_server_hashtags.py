"""The hashtag operations (Max Pack) on the reference server where no proven contract rule
looks: a keyword without letters or digits recommends nothing, `#` alone is no banned hashtag,
and a `recent` search answers other media than the top one. The documented rules themselves
(auto hashtags skipping words already tagged and leaving a text without candidates alone
among them), the linked accounts they need and the add-on gate:
`contract_tests/test_rules_hashtags.py`, `test_rules_gates.py`."""

from __future__ import annotations

from tests.server.server_harness import Api


def test_recommend_and_banned_without_a_word(api: Api) -> None:
    nothing = api.ok("GET", "/hashtags/recommend", params={"keyword": "#!"})
    assert nothing == {"status": "success", "keyword": "#!", "recommendations": []}
    assert api.ok("GET", "/hashtags/banned", params={"hashtag": "#"}) == {
        "status": "success",
        "hashtag": "",
        "banned": False,
    }


def test_search_hashtag_recent(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Hashtag search"})
    pk = {"Profile-Key": profile["profileKey"]}
    api.sandbox("link", {"platform": "instagram"}, headers=pk)
    top = api.ok("GET", "/hashtags/search", params={"keyword": "bakery"}, headers=pk)
    recent = api.ok(
        "GET", "/hashtags/search", params={"keyword": "bakery", "searchType": "recent"}, headers=pk
    )
    assert recent["hashtag"] == top["hashtag"]
    assert {m["id"] for m in recent["searchResults"]}.isdisjoint(
        m["id"] for m in top["searchResults"]
    )
