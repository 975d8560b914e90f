"""The official Python SDK's request forms that `test_sdk_every_method.py` does not take:
`updateProfile` naming the profile by the Profile-Key header (`setProfileKey`), `getProfiles`
filtered by title, `deleteProfile` by title, and `history({'id': <network>})`, which the SDK
moves into the path (`GET /history/{platform}`), paged with `next`."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model.error_codes import ErrorCode
from tests.sdk.conftest import API_KEY, Control, SocialPost


@pytest.mark.usefixtures("server")
def test_profiles_by_header_and_by_title() -> None:
    primary = SocialPost(API_KEY)
    a = primary.createProfile({"title": "SDK alpha"})
    b = primary.createProfile({"title": "SDK beta"})
    assert a["status"] == b["status"] == "success", (a, b)
    only = primary.getProfiles({"title": "SDK alpha"})["profiles"]
    assert [p["refId"] for p in only] == [a["refId"]], only
    updated = SocialPost(API_KEY).setProfileKey(a["profileKey"]).updateProfile({"title": "SDK c"})
    assert updated.get("status") == "success", updated
    assert [p["refId"] for p in primary.getProfiles({"title": "SDK c"})["profiles"]] == [a["refId"]]
    assert primary.getProfiles({"title": "SDK alpha"})["profiles"] == []
    deleted = primary.deleteProfile({"title": "SDK beta"})
    assert deleted.get("status") == "success", deleted
    refs = {p["refId"] for p in primary.getProfiles()["profiles"]}
    assert b["refId"] not in refs and a["refId"] in refs


def test_history_by_network(control: Control) -> None:
    key = SocialPost(API_KEY).createProfile({"title": "SDK network history"})["profileKey"]
    sdk: Any = SocialPost(API_KEY).setProfileKey(key)
    control("link", {"platform": "threads", "account": "empty"}, key)  # the test counts posts
    made = [
        sdk.post({"post": f"thread {i}", "platforms": ["threads"]})["posts"][0] for i in range(3)
    ]
    ids = [m["postIds"][0]["id"] for m in made]
    first = sdk.history({"id": "threads", "limit": 2})
    assert first["status"] == "success" and first["platform"] == "threads", first
    assert [p["post"] for p in first["posts"]] == ["thread 2", "thread 1"], first
    rest = sdk.history({"id": "threads", "limit": 2, "next": first["next"]})
    assert [p["id"] for p in rest["posts"]] == [ids[0]] and "next" not in rest, rest
    refused = sdk.history({"id": "telegram"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.NETWORK_NOT_SUPPORTED
