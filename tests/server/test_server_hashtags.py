"""The hashtag operations (Max Pack) on the reference server: hashtags added by the documented
word rule (end and in place), recommendations for a keyword (a linked TikTok needed) with
their documented view counts, and the banned list of `x-max-pack.hashtags`."""

from __future__ import annotations

import hashlib

import pytest

from spec_model import MaxPackRules, ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


@pytest.fixture(scope="module")
def rules() -> MaxPackRules:
    found = ServiceSpec.load().max_pack
    assert found is not None
    return found


def _auto(api: Api, post: str, **options: object) -> str:
    body = api.ok("POST", "/hashtags/auto", json={"post": post, **options})
    assert body["status"] == "success"
    return str(body["post"])


def test_auto_hashtags_end_and_in_place(api: Api, rules: MaxPackRules) -> None:
    assert rules.hashtag_min_word_length == 4 and "with" in rules.hashtag_stop_words
    text = "Fresh Croissants with butter, fresh daily at the Bakery"
    # Candidates: Fresh(5) Croissants(10) butter(6) daily(5) Bakery(6); "with" is a stop
    # word, "at"/"the" too short, the second "fresh" counted once.
    assert _auto(api, text) == "Fresh #Croissants with #butter, fresh daily at the Bakery"
    assert _auto(api, text, position="end", max=3) == f"{text} #croissants #butter #bakery"
    assert _auto(api, text, position="end", max=5) == (
        f"{text} #croissants #butter #bakery #fresh #daily"
    )


def test_auto_hashtags_skips_hashtags_and_keeps_short_texts(api: Api) -> None:
    assert _auto(api, "#Croissants today, croissants tomorrow", max=1) == (
        "#Croissants today, #croissants tomorrow"
    )
    assert _auto(api, "Hi to you all", position="end") == "Hi to you all"
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "POST",
        "/hashtags/auto",
        json={"post": "Hello world", "max": 6},
    )
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "POST",
        "/hashtags/auto",
        json={"post": "Hello world", "position": "start"},
    )


def test_recommend_follows_the_rule_without_tiktok(api: Api, rules: MaxPackRules) -> None:
    created = api.ok("POST", "/profiles", json={"title": "Hashtag profile"})
    acting = {"Profile-Key": created["profileKey"]}
    # No linked TikTok account is needed: the data comes from TikTok, per the pages.
    unlinked = api.ok("GET", "/hashtags/recommend", params={"keyword": "Bake-ry!"}, headers=acting)
    api.sandbox("link", {"platform": "tiktok"}, headers=acting)
    body = api.ok("GET", "/hashtags/recommend", params={"keyword": "Bake-ry!"}, headers=acting)
    assert body == unlinked and body["keyword"] == "Bake-ry!"
    names = [r["name"] for r in body["recommendations"]]
    assert sorted(names) == sorted("bakery" + s for s in rules.recommend_suffixes)
    for entry in body["recommendations"]:
        digest = hashlib.sha256(entry["name"].encode()).hexdigest()
        assert entry["viewCount"] == int(digest[:8], 16)
    counts = [r["viewCount"] for r in body["recommendations"]]
    assert counts == sorted(counts, reverse=True)
    nothing = api.ok("GET", "/hashtags/recommend", params={"keyword": "#!"}, headers=acting)
    assert nothing == {"status": "success", "keyword": "#!", "recommendations": []}


def test_banned_list(api: Api, rules: MaxPackRules) -> None:
    banned = sorted(rules.banned_hashtags)[0]
    assert api.ok("GET", "/hashtags/banned", params={"hashtag": f"#{banned.upper()}"}) == {
        "status": "success",
        "hashtag": banned,
        "banned": True,
    }
    assert api.ok("GET", "/hashtags/banned", params={"hashtag": "bakery"}) == {
        "status": "success",
        "hashtag": "bakery",
        "banned": False,
    }
    assert api.ok("GET", "/hashtags/banned", params={"hashtag": "#"}) == {
        "status": "success",
        "hashtag": "",
        "banned": False,
    }


def test_hashtags_need_max_pack(api: Api) -> None:
    api.sandbox("add-ons", {"addOns": []})
    try:
        code = int(ErrorCode.ADD_ON_REQUIRED)
        api.error(code, "POST", "/hashtags/auto", json={"post": "Hello world"})
        api.error(code, "GET", "/hashtags/recommend", params={"keyword": "x"})
        api.error(code, "GET", "/hashtags/banned", params={"hashtag": "x"})
    finally:
        api.sandbox("add-ons", {"addOns": ["MaxPack"]})


def test_search_hashtag(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Hashtag search"})
    pk = {"Profile-Key": profile["profileKey"]}
    refused = api.get("/hashtags/search", params={"keyword": "bakery"}, headers=pk)
    assert refused.status_code == 400 and refused.json()["code"] == ErrorCode.PLATFORM_NOT_LINKED
    api.sandbox("link", {"platform": "instagram"}, headers=pk)
    found = api.ok("GET", "/hashtags/search", params={"keyword": "#Bakery"}, headers=pk)
    again = api.ok("GET", "/hashtags/search", params={"keyword": "bakery"}, headers=pk)
    assert found == again and found["hashtag"]["name"] == "bakery" and found["status"] == "success"
    assert found["hashtag"]["id"].startswith("17843") and len(found["hashtag"]["id"]) == 17
    media = found["searchResults"]
    assert len(media) == 3 and len({m["id"] for m in media}) == 3
    assert [m["caption"] for m in media] == ["#bakery today", "#bakery fresh", "#bakery classic"]
    assert media[0]["timestamp"] > media[1]["timestamp"] > media[2]["timestamp"]  # newest first
    other = api.ok("GET", "/hashtags/search", params={"keyword": "croissant"}, headers=pk)
    assert other["hashtag"]["id"] != found["hashtag"]["id"]
    recent = api.ok(
        "GET", "/hashtags/search", params={"keyword": "bakery", "searchType": "recent"}, headers=pk
    )
    assert recent["hashtag"] == found["hashtag"]
    assert {m["id"] for m in recent["searchResults"]}.isdisjoint(m["id"] for m in media)
    # The keyword needs an ASCII letter or digit (the schema's pattern): 101.
    empty = api.get("/hashtags/search", params={"keyword": "#!"}, headers=pk)
    assert empty.status_code == 400 and empty.json()["code"] == ErrorCode.INVALID_REQUEST
