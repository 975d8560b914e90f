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
