"""The official Python SDK's Max Pack methods (hashtags, generate, brand) against the
reference server, with asserted answers. The SDK adds `source: pypi` to every body and query,
which the server ignores."""

from __future__ import annotations

import base64
import hashlib
from typing import Any

import pytest

from spec_model import MaxPackRules, ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.sdk.test_official_sdk import API_KEY, PNG, SocialPost, link, primary, server

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
    # No linked TikTok account is needed (the pages: the data comes from TikTok).
    unlinked = acting.recommendHashtags({"keyword": "Bakery"})
    link(server, created["profileKey"], "tiktok")
    answer = acting.recommendHashtags({"keyword": "Bakery"})
    assert answer == unlinked and answer["status"] == "success" and answer["keyword"] == "Bakery"
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


def _upload(client: Any, name: str, content: bytes, media_type: str) -> str:
    data_uri = f"data:{media_type};base64," + base64.b64encode(content).decode()
    uploaded = client.upload({"file": data_uri, "fileName": name})
    assert str(uploaded.get("url", "")).startswith("http"), uploaded
    return str(uploaded["url"])


def test_generate_post_and_rewrite(primary: Any, rules: MaxPackRules) -> None:
    facts = rules.generate
    answer = primary.generatePost({"text": "our bakery opens a second shop downtown"})
    post = "Our bakery opens a second shop downtown. #downtown #bakery"
    assert {k: v for k, v in answer.items() if k not in ("usage", "totalMonthlyUsage")} == {
        "status": "success",
        "post": post,
    }
    assert answer["usage"] == 7 + 9  # the words of the text sent and of the post
    total = answer["totalMonthlyUsage"]
    answer = primary.generatePost({"text": "Hi", "emojis": True, "hashtags": False})
    assert (answer["post"], answer["usage"]) == (f"Hi. {facts.emoji}", 2)
    assert answer["totalMonthlyUsage"] in (total + 2, 2)  # 2: the service's month turned
    answer = primary.generateRewrite({"post": "Our new logo is here!", "rewrites": 2})
    assert answer == {
        "status": "success",
        "posts": [o + "Our new logo is here!" for o in facts.rewrite_openers[:2]],
    }


def test_generate_transcription_and_alt_text(primary: Any, rules: MaxPackRules) -> None:
    video = b"\x00\x00\x00\x18ftypmp42" + bytes(32)
    url = _upload(primary, "clip.mp4", video, "video/mp4")
    answer = primary.generateTranscription({"videoUrl": url})
    template = rules.generate.transcription_template
    want = template.replace("{fileName}", "clip.mp4").replace("{size}", str(len(video)))
    assert answer == {"status": "success", "transcription": want}
    refused = primary.generateTranscription({"videoUrl": "https://example.com/clip.mp4"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.MEDIA_UNAVAILABLE
    image = _upload(primary, "dot.png", PNG, "image/png")
    answer = primary.generateAltText({"url": image, "keywords": ["dot"]})
    assert answer == {
        "status": "success",
        "altText": "An image of 1x1 pixels showing dot.",
        "url": image,
    }


def test_generate_translation_and_sentiment(primary: Any) -> None:
    answer = primary.generateTranslation({"text": "Good morning", "lang": "es"})
    assert answer == {"status": "success", "translation": "[es] Good morning", "lang": "es"}
    answer = primary.generateSentiment({"text": "Great bread, awful queue, great staff"})
    assert answer == {"status": "success", "sentiment": "positive", "score": 1 / 3}


def test_get_brand_by_user(primary: Any, rules: MaxPackRules) -> None:
    answer = primary.getBrandByUser({"platforms": ["instagram"], "instagramUser": "bakery_lane"})
    digest = hashlib.sha256(b"instagram:bakery_lane").hexdigest()
    assert answer == {
        "status": "success",
        "brands": [
            {
                "platform": "instagram",
                "username": "bakery_lane",
                "followersCount": int(digest[:6], 16),
                "profileUrl": rules.profile_urls["instagram"].replace("{username}", "bakery_lane"),
            }
        ],
    }
    refused = primary.getBrandByUser({"platforms": ["tiktok"], "tiktokUser": "bakery"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.NETWORK_NOT_SUPPORTED
