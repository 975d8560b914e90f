"""The official Python SDK's Max Pack methods (hashtags; later generate and brand) against the
reference server, with asserted answers. The SDK adds `source: pypi` to every body and query,
which the server ignores."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from spec_model import MaxPackRules, ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.sdk.test_official_sdk import API_KEY, SocialPost, link, primary, server

__all__ = ["primary", "server"]  # fixtures shared with test_official_sdk


@pytest.fixture(scope="module")
def rules() -> MaxPackRules:
    found = ServiceSpec.load().max_pack
    assert found is not None
    return found


def test_auto_hashtags(primary: Any) -> None:
    text = "Our bakery opens a second shop downtown"
    answer = primary.autoHashtags({"post": text, "position": "end", "max": 2})
    assert answer == {"status": "success", "post": f"{text} #downtown #bakery"}
    answer = primary.autoHashtags({"post": text, "max": 1})
    assert answer == {"status": "success", "post": text.replace("downtown", "#downtown")}
    refused = primary.autoHashtags({"post": text, "max": 9})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.INVALID_REQUEST


def test_recommend_hashtags(primary: Any, server: Any, rules: MaxPackRules) -> None:
    created = primary.createProfile({"title": "SDK hashtags"})
    acting = SocialPost(API_KEY).setProfileKey(created["profileKey"])
    refused = acting.recommendHashtags({"keyword": "bakery"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.PLATFORM_NOT_LINKED
    link(server, created["profileKey"], "tiktok")
    answer = acting.recommendHashtags({"keyword": "Bakery"})
    assert answer["status"] == "success"
    names = [r["name"] for r in answer["recommendations"]]
    assert sorted(names) == sorted("bakery" + s for s in rules.recommend_suffixes)
    views = [r["viewCount"] for r in answer["recommendations"]]
    assert views == sorted(views, reverse=True)
    first = answer["recommendations"][0]
    assert first["viewCount"] == int(hashlib.sha256(first["name"].encode()).hexdigest()[:8], 16)


def test_check_banned_hashtags(primary: Any, rules: MaxPackRules) -> None:
    banned = sorted(rules.banned_hashtags)[-1]
    answer = primary.checkBannedHashtags({"hashtag": f"#{banned}"})
    assert answer == {"status": "success", "hashtag": banned, "banned": True}
    answer = primary.checkBannedHashtags({"hashtag": "Sourdough"})
    assert answer == {"status": "success", "hashtag": "sourdough", "banned": False}
