"""The brand lookup (Max Pack) on the reference server: the networks of its `x-networks`, the
user name each needs, and the documented sandbox facts (address, followers)."""

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


def _followers(platform: str, username: str) -> int:
    return int(hashlib.sha256(f"{platform}:{username}".encode()).hexdigest()[:6], 16)


def test_brand_by_user(api: Api, rules: MaxPackRules) -> None:
    # The SDK's indexed array form, in the order asked.
    params = {
        "platforms[0]": "facebook",
        "platforms[1]": "instagram",
        "instagramUser": "bakery_lane",
        "facebookUser": "bakerylane",
        "source": "pypi",
    }
    body = api.ok("GET", "/brand/byUser", params=params)
    assert body == {
        "status": "success",
        "brands": [
            {
                "platform": "facebook",
                "username": "bakerylane",
                "followersCount": _followers("facebook", "bakerylane"),
                "profileUrl": rules.profile_urls["facebook"].replace("{username}", "bakerylane"),
            },
            {
                "platform": "instagram",
                "username": "bakery_lane",
                "followersCount": _followers("instagram", "bakery_lane"),
                "profileUrl": rules.profile_urls["instagram"].replace("{username}", "bakery_lane"),
            },
        ],
    }


X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key", "X-Twitter-OAuth1-Api-Secret": "secret"}


def test_brand_by_user_documented_example_and_at_sign(api: Api, rules: MaxPackRules) -> None:
    """The page's example (instagram and twitter, `twitterUser`), the SDK's `@acme` form: the
    `@` is not part of the name; X needs the own-credential headers."""
    params = {
        "platforms[0]": "instagram",
        "platforms[1]": "twitter",
        "twitterUser": "@acme",
        "instagramUser": "@nygiants",
    }
    api.error(int(ErrorCode.TWITTER_CREDENTIALS_REQUIRED), "GET", "/brand/byUser", params=params)
    body = api.ok("GET", "/brand/byUser", params=params, headers=X_HEADERS)
    assert [(b["platform"], b["username"]) for b in body["brands"]] == [
        ("instagram", "nygiants"),
        ("twitter", "acme"),
    ]
    assert body["brands"][1]["followersCount"] == _followers("twitter", "acme")
    assert body["brands"][1]["profileUrl"] == rules.profile_urls["twitter"].replace(
        "{username}", "acme"
    )
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "GET",
        "/brand/byUser",
        params={"platforms": "instagram", "instagramUser": "@@twice"},
    )


def test_brand_refusals(api: Api) -> None:
    api.error(
        int(ErrorCode.NETWORK_NOT_SUPPORTED),
        "GET",
        "/brand/byUser",
        params={"platforms": "instagram,tiktok", "instagramUser": "a"},
    )
    api.error(
        int(ErrorCode.DEPENDENT_PARAMETER_MISSING),
        "GET",
        "/brand/byUser",
        params={"platforms": "instagram,facebook", "instagramUser": "a"},
    )
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "GET",
        "/brand/byUser",
        params={"platforms": "instagram", "instagramUser": "no spaces"},
    )
    api.sandbox("add-ons", {"addOns": []})
    try:
        api.error(
            int(ErrorCode.ADD_ON_REQUIRED),
            "GET",
            "/brand/byUser",
            params={"platforms": "instagram", "instagramUser": "a"},
        )
    finally:
        api.sandbox("add-ons", {"addOns": ["MaxPack"]})
