"""Rules of the hashtag operations (Max Pack), as the spec documents their sandbox behaviour with
the facts of `x-max-pack.hashtags`: `auto_hashtags` makes the longest candidate words hashtags
(in place or appended, at most `max`), `recommend_hashtags` recommends the keyword with each
documented suffix, most viewed first, `check_banned_hashtag` reports the documented list
whatever the case or a leading `#`.

Every rule uses the public API on a fresh User Profile (recommendations need no linked
account). A target whose account lacks the Max Pack add-on answers its code; the tests then
skip.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from itertools import pairwise
from typing import Any

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.max_pack_rules import call_max_pack, expected_auto, rules_of
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from spec_model.operation_ids import ControlOperationId, OperationId

TEXTS = [
    "Our bakery opens a second shop downtown",
    "Fresh Croissants with butter, fresh daily at the Bakery",
    "#Croissants today, croissants tomorrow with Coffee",
    "Hi to you all",
]


def test_auto_hashtags_rule(user_profile: UserProfile, spec: ApiSpec) -> None:
    """The answer is the documented rule's text for each position and `max` (and the default
    `auto`/2 when they are left out)."""
    rules = rules_of(spec)
    client = user_profile.client
    for text in TEXTS:
        cases: list[dict[str, Any]] = [{}]
        cases += [{"position": p, "max": m} for p in ("auto", "end") for m in (1, 3, 5)]
        for options in cases:
            position, most = options.get("position", "auto"), options.get("max", 2)
            want = expected_auto(text, rules, position, most)
            rule = f"auto_hashtags adds the documented hashtags ({position}, max {most})"
            body = {"post": text, **options}
            response = call_max_pack(client, spec, OperationId.AUTO_HASHTAGS, json_body=body)
            answer = client.expect_status(response, 200, rule)
            if answer.get("post") != want:
                client.fail(response, rule, f"expected post {want!r}")


def test_auto_hashtags_legacy_max_hashtags(user_profile: UserProfile, spec: ApiSpec) -> None:
    """The legacy path (`auto_hashtags_legacy`, an `x-alias-of` of `auto_hashtags`) applies the
    same rule, the most hashtags named `maxHashtags` (`max` wins when both are sent)."""
    rules = rules_of(spec)
    client = user_profile.client
    legacy = [
        OperationId(op.operation_id)
        for op in spec.paths
        if op.alias_of == OperationId.AUTO_HASHTAGS
    ]
    for operation_id in legacy:
        for text in TEXTS:
            for body, most in (
                ({"maxHashtags": 1}, 1),
                ({"maxHashtags": 3}, 3),
                ({"maxHashtags": 1, "max": 3}, 3),
            ):
                want = expected_auto(text, rules, "auto", most)
                rule = f"{operation_id} reads maxHashtags as max ({body})"
                response = call_max_pack(
                    client, spec, operation_id, json_body={"post": text, **body}
                )
                answer = client.expect_status(response, 200, rule)
                if answer.get("post") != want:
                    client.fail(response, rule, f"expected post {want!r}")


def test_recommend_hashtags_rule(user_profile: UserProfile, spec: ApiSpec) -> None:
    """Public API only, on a profile without a linked TikTok account (the pages say only that
    the data comes from TikTok): the keyword (letters and digits, lower case) with each
    documented suffix, the documented view counts, most viewed first."""
    rules = rules_of(spec)
    client = user_profile.client
    response = call_max_pack(
        client, spec, OperationId.RECOMMEND_HASHTAGS, params={"keyword": "Bake-Ry 2!"}
    )
    rule = "recommend_hashtags answers a profile without a linked TikTok account"
    body = client.expect_status(response, 200, rule)
    names = ["bakery2" + suffix for suffix in rules.recommend_suffixes]
    views = {n: int(hashlib.sha256(n.encode()).hexdigest()[:8], 16) for n in names}
    order = sorted(names, key=lambda n: (-views[n], n))
    want = [{"name": n, "viewCount": views[n]} for n in order]
    if body.get("recommendations") != want:
        client.fail(
            response,
            "recommend_hashtags follows the documented rule, most viewed first",
            f"expected {want}",
        )
    if body.get("keyword") != "Bake-Ry 2!":
        client.fail(response, "recommend_hashtags echoes the keyword as sent")
    response = call_max_pack(client, spec, OperationId.RECOMMEND_HASHTAGS, params={"keyword": "#!"})
    rule = "recommend_hashtags recommends nothing for a keyword without letters or digits"
    want_none = {"status": "success", "keyword": "#!", "recommendations": []}
    if client.expect_status(response, 200, rule) != want_none:
        client.fail(response, rule, f"expected {want_none}")


def test_banned_hashtags_list(user_profile: UserProfile, spec: ApiSpec) -> None:
    """Each documented banned hashtag is banned with or without `#`, in any case; the
    answer names it lower case without `#`; a hashtag off the list is not banned."""
    rules = rules_of(spec)
    client = user_profile.client
    asked = [(f"#{w.upper()}", w, True) for w in sorted(rules.banned_hashtags)]
    asked += [(w, w, True) for w in sorted(rules.banned_hashtags)[:1]]
    asked += [("#BakeryLife", "bakerylife", False), ("#", "", False)]
    for hashtag, name, banned in asked:
        rule = f"check_banned_hashtag reports {hashtag!r} {'banned' if banned else 'allowed'}"
        response = call_max_pack(
            client, spec, OperationId.CHECK_BANNED_HASHTAG, params={"hashtag": hashtag}
        )
        body = client.expect_status(response, 200, rule)
        want = {"status": "success", "hashtag": name, "banned": banned}
        if body != want:
            client.fail(response, rule, f"expected {want}")


def test_search_hashtag_needs_instagram(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    response = call_max_pack(client, spec, OperationId.SEARCH_HASHTAG, params={"keyword": "bakery"})
    client.expect_error(
        response, "platform_not_linked", "search_hashtag needs a linked Instagram account"
    )


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_search_hashtag_rule(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (a linked Instagram account): the hashtag is the keyword's letters
    and digits in lower case, with the documented ID, and the documented media (ids, captions,
    counts, addresses; timestamps an hour apart, newest first, in Instagram's form)."""
    profile_sandbox.link("instagram")
    client = user_profile.client
    op = spec.operation(OperationId.SEARCH_HASHTAG)
    facts = op.raw["x-hashtag-search"]
    for keyword, name, kind in (
        ("#Bake-Ry 2!", "bakery2", "top"),
        ("Croissants", "croissants", "top"),
        ("Croissants", "croissants", "recent"),
    ):
        params = {"keyword": keyword} | ({} if kind == "top" else {"searchType": kind})
        response = call_max_pack(client, spec, OperationId.SEARCH_HASHTAG, params=params)
        body = client.expect_status(response, 200, "search_hashtag answers a linked profile")
        digest = hashlib.sha256(name.encode()).hexdigest()
        want_tag = {"id": "17843" + str(int(digest, 16) % 10**12).zfill(12), "name": name}
        want_media = []
        for i in range(int(facts["results"])):
            h = hashlib.sha256(f"{name}:{kind}:{i}".encode()).hexdigest()
            media_id = "17" + str(int(h, 16) % 10**15).zfill(15)
            want_media.append(
                {
                    "caption": f"#{name} {facts['words'][i % len(facts['words'])]}",
                    "commentsCount": int(h[:4], 16),
                    "id": media_id,
                    "likeCount": int(h[4:10], 16),
                    "mediaType": "IMAGE",
                    "mediaUrl": f"https://scontent.cdninstagram.com/v/{media_id}.jpg",
                    "permalink": f"https://www.instagram.com/p/{h[10:21]}/",
                }
            )
        media = body.get("searchResults") if isinstance(body, dict) else None
        got = [{k: v for k, v in m.items() if k != "timestamp"} for m in media or []]
        rule = f"search_hashtag follows the documented rule ({kind} media)"
        if body.get("status") != "success" or body.get("hashtag") != want_tag or got != want_media:
            client.fail(response, rule, f"expected hashtag {want_tag} and media {want_media}")
        stamps = [datetime.strptime(m["timestamp"], "%Y-%m-%dT%H:%M:%S+0000") for m in media or []]
        gaps = {(a - b).total_seconds() for a, b in pairwise(stamps)}
        if gaps - {3600.0}:
            client.fail(response, rule, f"timestamps an hour apart, newest first: {stamps}")
