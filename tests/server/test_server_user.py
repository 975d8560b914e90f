"""GET /user on the reference server: the acting profile's record, its linked networks with the
account each sandbox link holds, the Instagram quota over the rolling 24 hours and the monthly
post count over the service clock, the billing cycle's active conversations, and `validate`."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

MESSAGING = load_document()["paths"]["/messages/{platform}"]["post"]["x-messaging"]
CONVERSATIONS_PER_CYCLE = int(MESSAGING["activeConversationsPerCycle"])


def _profile(api: Api, title: str) -> tuple[dict[str, Any], dict[str, str]]:
    profile = api.ok("POST", "/profiles", json={"title": title})
    return profile, {"Profile-Key": profile["profileKey"]}


def test_user_record_follows_links(api: Api) -> None:
    profile, pk = _profile(api, "User record")
    empty = api.ok("GET", "/user", headers=pk)
    assert empty["title"] == "User record" and empty["refId"] == profile["refId"]
    assert "activeSocialAccounts" not in empty and empty["displayNames"] == []
    api.sandbox("link", {"platform": "linkedin", "displayName": "Acme Li"}, headers=pk)
    api.sandbox("link", {"platform": "facebook", "displayName": "Acme Fb"}, headers=pk)
    user = api.ok("GET", "/user", params={"source": "pypi"}, headers=pk)
    assert user["activeSocialAccounts"] == ["facebook", "linkedin"]
    by_platform = {d["platform"]: d for d in user["displayNames"]}
    assert by_platform["facebook"]["displayName"] == "Acme Fb"
    assert by_platform["facebook"]["pageName"] == "Acme Fb" and by_platform["facebook"]["userId"]
    assert by_platform["linkedin"]["displayName"] == "Acme Li"
    assert by_platform["linkedin"]["type"] == "organization"
    assert by_platform["linkedin"]["profileUrl"].endswith(by_platform["linkedin"]["id"])
    # The same link answers the same account; another profile's link another one.
    assert api.ok("GET", "/user", headers=pk)["displayNames"] == user["displayNames"]
    other, other_pk = _profile(api, "User record other")
    api.sandbox("link", {"platform": "linkedin", "displayName": "Acme Li"}, headers=other_pk)
    (theirs,) = api.ok("GET", "/user", headers=other_pk)["displayNames"]
    assert theirs["id"] != by_platform["linkedin"]["id"]
    # Unlinking removes the network from the record.
    api.sandbox("unlink", {"platform": "facebook"}, headers=pk)
    after = api.ok("GET", "/user", headers=pk)
    assert after["activeSocialAccounts"] == ["linkedin"]
    assert [d["platform"] for d in after["displayNames"]] == ["linkedin"]
    # The Primary Profile answers its own record.
    primary = api.ok("GET", "/user")
    assert primary["title"] == "Primary Profile" and primary["refId"] != profile["refId"]
    for ref_id in (profile["refId"], other["refId"]):
        api.ok("DELETE", "/profiles", json={"refId": ref_id})


@pytest.mark.usefixtures("restore_clock")
def test_instagram_quota_and_monthly_count(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    profile, pk = _profile(api, "User quota")
    api.sandbox("link", {"platform": "instagram"}, headers=pk)
    api.sandbox("link", {"platform": "linkedin"}, headers=pk)
    for text in ("one", "two"):
        api.create_post({"post": text, "platforms": ["instagram"]}, headers=pk)
    api.create_post({"post": "three", "platforms": ["linkedin"]}, headers=pk)
    plain = api.ok("GET", "/user", headers=pk)
    (insta,) = [d for d in plain["displayNames"] if d["platform"] == "instagram"]
    assert "usedQuota" not in insta and "type" not in insta
    assert plain["monthlyPostCount"] == 3
    detailed = api.ok("GET", "/user", params={"instagramDetails": "true"}, headers=pk)
    (insta,) = [d for d in detailed["displayNames"] if d["platform"] == "instagram"]
    assert insta["usedQuota"] == 2 and insta["type"] == "business"
    older = api.ok("GET", "/user", params={"instagramQuota": "true"}, headers=pk)
    assert [d.get("usedQuota") for d in older["displayNames"]] == [2, None]
    # 25 hours later the two posts left the rolling window; the month still counts them.
    api.sandbox("clock", {"advanceSeconds": 25 * 3600})
    api.create_post({"post": "four", "platforms": ["instagram"]}, headers=pk)
    later = api.ok("GET", "/user", params={"instagramDetails": "true"}, headers=pk)
    assert [d.get("usedQuota") for d in later["displayNames"]] == [1, None]
    assert later["monthlyPostCount"] == 4
    # In the next month the count starts again.
    api.sandbox("clock", {"set": "2026-12-01T00:00:01Z"})
    assert api.ok("GET", "/user", headers=pk)["monthlyPostCount"] == 0
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_validate_needs_a_profile_key(api: Api) -> None:
    profile, pk = _profile(api, "User validate")
    assert api.ok("GET", "/user", params={"validate": "true"}, headers=pk)["validated"] is True
    assert "validated" not in api.ok("GET", "/user", headers=pk)
    api.error(ErrorCode.VALIDATE_NEEDS_PROFILE_KEY, "GET", "/user", params={"validate": "true"})
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/user", params={"validate": "maybe"}, headers=pk)
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
    api.error(ErrorCode.UNKNOWN_PROFILE_KEY, "GET", "/user", headers=pk)


def test_conversation_count_follows_the_messaging_limit(api: Api, restore_clock: None) -> None:
    """`messagingConversationMonthlyCount` counts the conversations the profile sent to in the
    billing cycle (inbound alone and repeated sends do not count), is what the limit (666) is
    checked against, starts again with the next cycle, and is absent without the Messaging
    add-on."""
    _, pk = _profile(api, "Conversations")
    api.sandbox("link", {"platform": "facebook"}, headers=pk)
    now = api.ok("GET", "/_sandbox")["now"]
    start = f"{int(now[:4]) + 1}-03-01T00:00:00Z"  # a fresh cycle, a month boundary away
    api.sandbox("clock", {"set": start})

    def count() -> int:
        value: int = api.ok("GET", "/user", headers=pk)["messagingConversationMonthlyCount"]
        return value

    senders = ["170000000000001", "170000000000002", "170000000000003"]
    for sender in senders:
        body = {"platform": "facebook", "senderId": sender, "message": "hi"}
        api.sandbox("messages", body, headers=pk)
    assert count() == 0

    def send(sender: str) -> int:
        reply = {"recipientId": sender, "message": "hello"}
        return api.request("POST", "/messages/facebook", json=reply, headers=pk).status_code

    assert send(senders[0]) == 200 and send(senders[0]) == 200
    assert count() == 1
    assert send(senders[1]) == 200 and count() == 2
    limit = api.sandbox("messaging", {"activeConversationLimit": 2})["activeConversationLimit"]
    try:
        refused = api.request(
            "POST",
            "/messages/facebook",
            json={"recipientId": senders[2], "message": "x"},
            headers=pk,
        )
        assert refused.json()["code"] == ErrorCode.ACTIVE_CONVERSATION_LIMIT
        assert count() == limit
    finally:
        api.sandbox("messaging", {"activeConversationLimit": CONVERSATIONS_PER_CYCLE})
    api.sandbox("clock", {"set": f"{int(now[:4]) + 1}-04-01T00:00:00Z"})
    assert count() == 0
    status = api.ok("GET", "/_sandbox")
    api.sandbox("add-ons", {"addOns": [a for a in status["addOns"] if a != "Messaging"]})
    try:
        assert "messagingConversationMonthlyCount" not in api.ok("GET", "/user", headers=pk)
    finally:
        api.sandbox("add-ons", {"addOns": status["addOns"]})
