"""The official SDK's `history({'id': <network>})`: the SDK moves `id` into the path, so a
network name reads the history by network (`GET /history/{platform}`), against a reference
server subprocess; answers are read from the JSON (the SDK returns `r.json()`)."""

from __future__ import annotations

from typing import Any

import pytest

from contract_tests.server import ReferenceServer
from spec_model.error_codes import ErrorCode
from tests.sdk.test_official_sdk import API_KEY, SocialPost, link, server

__all__ = ["server"]  # the fixture shared with test_official_sdk


@pytest.fixture(scope="module")
def acting(server: ReferenceServer) -> tuple[Any, str]:
    created = SocialPost(API_KEY).createProfile({"title": "SDK network history"})
    assert created.get("status") == "success", created
    return SocialPost(API_KEY).setProfileKey(created["profileKey"]), created["profileKey"]


def test_history_by_network(server: ReferenceServer, acting: tuple[Any, str]) -> None:
    sdk, profile_key = acting
    link(server, profile_key, "threads", account="empty")  # the test counts the posts
    link(server, profile_key, "linkedin", account="empty")
    made = [
        sdk.post({"post": f"thread {i}", "platforms": ["threads"]})["posts"][0] for i in range(3)
    ]
    sdk.post({"post": "only linkedin", "platforms": ["linkedin"]})
    ids = [m["postIds"][0]["id"] for m in made]
    first = sdk.history({"id": "threads", "limit": 2})
    assert first["status"] == "success" and first["platform"] == "threads", first
    assert [p["post"] for p in first["posts"]] == ["thread 2", "thread 1"], first
    assert all("analytics" in p for p in first["posts"])
    rest = sdk.history({"id": "threads", "limit": 2, "next": first["next"]})
    assert [p["id"] for p in rest["posts"]] == [ids[0]] and "next" not in rest, rest
    skipped = sdk.history({"id": "threads", "skipAnalytics": True})
    assert [p["id"] for p in skipped["posts"]] == ids[::-1], skipped
    assert all("analytics" not in p for p in skipped["posts"])
    refused = sdk.history({"id": "telegram"})
    assert refused["status"] == "error" and refused["code"] == ErrorCode.NETWORK_NOT_SUPPORTED
    unlinked = sdk.history({"id": "tiktok"})
    assert unlinked["code"] == ErrorCode.PLATFORM_NOT_LINKED, unlinked
