"""The hashtag operations (Max Pack) on the reference server where no proven contract rule
looks: auto hashtags skip words already tagged and leave a text without candidates alone, a
keyword without letters or digits recommends nothing, `#` alone is no banned hashtag, and a
`recent` search answers other media than the top one. The documented rules themselves, the
linked accounts they need and the add-on gate: `contract_tests/test_rules_hashtags.py`,
`test_rules_gates.py`."""

from __future__ import annotations

from tests.server.server_harness import Api


def _auto(api: Api, post: str, **options: object) -> str:
    body = api.ok("POST", "/hashtags/auto", json={"post": post, **options})
    assert body["status"] == "success"
    return str(body["post"])


def test_auto_hashtags_skips_hashtags_and_keeps_short_texts(api: Api) -> None:
    assert _auto(api, "#Croissants today, croissants tomorrow", max=1) == (
        "#Croissants today, #croissants tomorrow"
    )
    assert _auto(api, "Hi to you all", position="end") == "Hi to you all"


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
