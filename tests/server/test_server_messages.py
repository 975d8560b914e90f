"""Direct messages through HTTP: messages injected through the test control are listed (and
their conversations), answers are sent under each network's recipient and media rules, the
correspondent must start the conversation, reply windows and the active-conversation limit per
billing cycle hold, conversations archive and activate, X pages with limit/next, the
auto-response answers incoming messages, and the Messaging add-on (361) and relink (362) gate
every operation."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import pytest

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}
FACTS = SPEC["paths"]["/messages/{platform}"]["post"]["x-messaging"]
REFRESH = SPEC["paths"]["/messages/{platform}"]["get"]["x-refresh-seconds"]
SETTINGS = SPEC["components"]["schemas"]["AutoResponseSettings"]


def _ts(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


@pytest.fixture(scope="module")
def acting(api: Api) -> dict[str, str]:
    profile = api.ok("POST", "/profiles", json={"title": "Messenger"})
    pk = {"Profile-Key": profile["profileKey"], **X_HEADERS}
    for platform in ("facebook", "instagram", "twitter"):
        api.sandbox("link", {"platform": platform, "account": "empty"}, headers=pk)
    return pk


def _new_profile(api: Api, title: str, *platforms: str) -> dict[str, str]:
    profile = api.ok("POST", "/profiles", json={"title": title})
    pk = {"Profile-Key": profile["profileKey"], **X_HEADERS}
    for platform in platforms:
        api.sandbox("link", {"platform": platform, "account": "empty"}, headers=pk)
    return pk


def _receive(api: Api, pk: dict[str, str], platform: str, sender: str, text: str) -> Any:
    body = {"platform": platform, "senderId": sender, "senderName": "Jane", "message": text}
    return api.sandbox("messages", body, headers=pk)


def test_received_message_listed_and_answered(api: Api, acting: dict[str, str]) -> None:
    got = _receive(api, acting, "instagram", "500000000000001", "Open on Sunday?")
    assert got["action"] == "received" and got["senderId"] == "500000000000001"
    listed = api.ok("GET", "/messages/instagram", headers=acting)
    assert _ts(listed["nextUpdate"]) - _ts(listed["lastUpdated"]) == timedelta(seconds=REFRESH)
    mine = [m for m in listed["messages"] if m["conversationId"] == got["conversationId"]]
    assert [m["message"] for m in mine] == ["Open on Sunday?"]
    assert listed["messagesCount"] == len(listed["messages"])
    sent = api.ok(
        "POST",
        "/messages/instagram",
        json={"recipientId": "500000000000001", "message": "Yes, 9 to 5."},
        headers=acting,
    )
    assert sent["recipientId"] == "500000000000001"
    assert sent["conversationId"] == got["conversationId"] and sent["messageId"]
    listed = api.ok(
        "GET",
        "/messages/instagram",
        params={"conversationId": got["conversationId"]},
        headers=acting,
    )
    assert [(m["action"], m.get("message")) for m in listed["messages"]] == [
        ("received", "Open on Sunday?"),
        ("sent", "Yes, 9 to 5."),
    ]
    sent_row = listed["messages"][1]
    assert (sent_row["senderId"], sent_row["recipientId"]) == (
        got["recipientId"],
        "500000000000001",
    )
    ids = api.ok("GET", "/messages/instagram", params={"conversationsOnly": "true"}, headers=acting)
    assert got["conversationId"] in ids["conversationIds"] and "messages" not in ids
    # Another network keeps its own conversations.
    assert (
        got["conversationId"]
        not in api.ok(
            "GET", "/messages/facebook", params={"conversationsOnly": "true"}, headers=acting
        )["conversationIds"]
    )


def test_send_rules_per_network(api: Api, acting: dict[str, str]) -> None:
    _receive(api, acting, "facebook", "600000000000001", "Hi")
    x = _receive(api, acting, "twitter", "600000000000002", "Hey")
    assert x["senderDetails"] == {"id": "600000000000002", "name": "Jane"}
    media = "https://img.example.com/a.jpg"
    # Facebook and Instagram need recipientId; X takes conversationId.
    api.error(
        ErrorCode.DEPENDENT_PARAMETER_MISSING,
        "POST",
        "/messages/facebook",
        json={"conversationId": "t_1", "message": "x"},
        headers=acting,
    )
    sent = api.ok(
        "POST",
        "/messages/twitter",
        json={"conversationId": x["conversationId"], "message": "ok"},
        headers=acting,
    )
    assert sent["recipientId"] == "600000000000002"
    # X needs text even with media, and takes one file; voice goes to FB/IG only.
    api.error(
        ErrorCode.MESSAGE_TEXT_REQUIRED,
        "POST",
        "/messages/twitter",
        json={"recipientId": "600000000000002", "mediaUrls": [media]},
        headers=acting,
    )
    api.error(
        ErrorCode.MESSAGE_TOO_MANY_MEDIA,
        "POST",
        "/messages/twitter",
        json={"recipientId": "600000000000002", "message": "2", "mediaUrls": [media, media]},
        headers=acting,
    )
    api.error(
        ErrorCode.VOICE_MESSAGE_NOT_SUPPORTED,
        "POST",
        "/messages/twitter",
        json={"recipientId": "600000000000002", "message": "v", "mediaUrls": ["https://a.b/v.wav"]},
        headers=acting,
    )
    many = api.ok(
        "POST",
        "/messages/facebook",
        json={"recipientId": "600000000000001", "mediaUrls": [media, "https://a.b/v.aac"]},
        headers=acting,
    )
    assert many["mediaUrls"] == [media, "https://a.b/v.aac"] and "message" not in many
    # A media URL with a query string is not valid (schema), a stranger did not write first.
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/messages/facebook",
        json={"recipientId": "600000000000001", "mediaUrls": [media + "?x=1"]},
        headers=acting,
    )
    api.error(
        ErrorCode.CONVERSATION_NOT_STARTED,
        "POST",
        "/messages/facebook",
        json={"recipientId": "699999999999999", "message": "cold"},
        headers=acting,
    )
    # X headers are needed on X; another network is refused by x-networks.
    bare = {"Profile-Key": acting["Profile-Key"]}
    api.error(ErrorCode.TWITTER_CREDENTIALS_REQUIRED, "GET", "/messages/twitter", headers=bare)
    api.error(ErrorCode.NETWORK_NOT_SUPPORTED, "GET", "/messages/linkedin", headers=bare)


def test_reply_window(api: Api, restore_clock: None) -> None:
    pk = _new_profile(api, "Window", "instagram", "facebook")
    for platform in ("instagram", "facebook"):
        _receive(api, pk, platform, "700000000000001", "hello")
    window = FACTS["replyWindowSeconds"]
    api.sandbox("clock", {"advanceSeconds": window["facebook"] + 1})
    api.error(
        ErrorCode.MESSAGING_WINDOW_CLOSED,
        "POST",
        "/messages/facebook",
        json={"recipientId": "700000000000001", "message": "late"},
        headers=pk,
    )
    api.ok(
        "POST",
        "/messages/instagram",
        json={"recipientId": "700000000000001", "message": "in time"},
        headers=pk,
    )
    api.sandbox("clock", {"advanceSeconds": window["instagram"]})
    api.error(
        ErrorCode.MESSAGING_WINDOW_CLOSED,
        "POST",
        "/messages/instagram",
        json={"recipientId": "700000000000001", "message": "late"},
        headers=pk,
    )


@pytest.fixture
def small_limit(api: Api) -> Iterator[int]:
    api.sandbox("messaging", {"activeConversationLimit": 2})
    yield 2
    api.sandbox("messaging", {"activeConversationLimit": FACTS["activeConversationsPerCycle"]})


def test_active_conversation_limit_per_cycle(
    api: Api, small_limit: int, restore_clock: None
) -> None:
    pk = _new_profile(api, "Limited", "facebook")
    now = _ts(api.ok("GET", "/_sandbox")["now"])
    # Start of a month, so the next cycle is a month boundary away.
    start = now.replace(day=1, hour=0, minute=0, second=0) + timedelta(days=32)
    start = start.replace(day=1)
    api.sandbox("clock", {"set": start.strftime("%Y-%m-%dT%H:%M:%SZ")})
    senders = [f"80000000000000{i}" for i in range(3)]
    for sender in senders:
        _receive(api, pk, "facebook", sender, "hi")

    def send(sender: str) -> Any:
        return api.request(
            "POST",
            "/messages/facebook",
            json={"recipientId": sender, "message": "reply"},
            headers=pk,
        )

    assert send(senders[0]).status_code == 200
    assert send(senders[1]).status_code == 200
    assert send(senders[0]).status_code == 200  # already active: not counted again
    refused = send(senders[2])
    assert refused.json()["code"] == ErrorCode.ACTIVE_CONVERSATION_LIMIT, refused.text
    # Inbound messages alone do not count; the next cycle starts afresh.
    _receive(api, pk, "facebook", senders[2], "still there?")
    assert send(senders[2]).json()["code"] == ErrorCode.ACTIVE_CONVERSATION_LIMIT
    api.sandbox("clock", {"advanceSeconds": 20 * 3600})
    _receive(api, pk, "facebook", senders[2], "hello?")
    nxt = (start + timedelta(days=32)).replace(day=1)
    api.sandbox("clock", {"set": nxt.strftime("%Y-%m-%dT%H:%M:%SZ")})
    _receive(api, pk, "facebook", senders[2], "new month")
    assert send(senders[2]).status_code == 200


def test_archive_and_activate(api: Api, acting: dict[str, str]) -> None:
    got = _receive(api, acting, "facebook", "900000000000001", "archive me")
    conv = got["conversationId"]
    done = api.ok("PUT", f"/messages/facebook/{conv}", json={"status": "archived"}, headers=acting)
    assert done == {"status": "success", "conversationId": conv, "conversationStatus": "archived"}
    active = api.ok(
        "GET", "/messages/facebook", params={"conversationsOnly": "true"}, headers=acting
    )
    archived = api.ok(
        "GET",
        "/messages/facebook",
        params={"conversationsOnly": "true", "status": "archived"},
        headers=acting,
    )
    assert conv not in active["conversationIds"] and conv in archived["conversationIds"]
    api.ok("PUT", f"/messages/facebook/{conv}", json={"status": "active"}, headers=acting)
    active = api.ok(
        "GET", "/messages/facebook", params={"conversationsOnly": "true"}, headers=acting
    )
    assert conv in active["conversationIds"]
    api.error(
        ErrorCode.CONVERSATION_NOT_FOUND,
        "PUT",
        "/messages/facebook/t_0000",
        json={"status": "archived"},
        headers=acting,
    )
    api.error(
        ErrorCode.CONVERSATION_NOT_FOUND,
        "GET",
        "/messages/facebook",
        params={"conversationId": "t_0000"},
        headers=acting,
    )


def test_x_pages_with_limit_and_next(api: Api) -> None:
    pk = _new_profile(api, "Pager", "twitter", "instagram")
    for i in range(5):
        _receive(api, pk, "twitter", "110000000000001", f"m{i}")
        _receive(api, pk, "instagram", "110000000000001", f"i{i}")
    seen: list[str] = []
    params: dict[str, Any] = {"limit": 2}
    for _ in range(5):
        page = api.ok("GET", "/messages/twitter", params=params, headers=pk)
        assert page["messagesCount"] == len(page["messages"]) <= 2
        seen += [m["message"] for m in page["messages"]]
        if "next" not in page:
            break
        params = {"limit": 2, "next": page["next"]}
    assert seen == [f"m{i}" for i in range(5)]
    # limit/next are X only: Instagram answers every message.
    ig = api.ok("GET", "/messages/instagram", params={"limit": 2}, headers=pk)
    assert len(ig["messages"]) == 5 and "next" not in ig
    api.error(
        ErrorCode.INVALID_CURSOR, "GET", "/messages/twitter", params={"next": "s999999"}, headers=pk
    )


def test_auto_response(api: Api, restore_clock: None) -> None:
    pk = _new_profile(api, "Auto", "instagram")
    defaults = api.ok("GET", "/messages/autoresponse", headers=pk)
    assert defaults == {
        "status": "success",
        "autoResponseActive": SETTINGS["properties"]["autoResponseActive"]["default"],
        "autoResponseMessage": SETTINGS["x-default-message"],
        "autoResponseWaitSeconds": SETTINGS["properties"]["autoResponseWaitSeconds"]["default"],
    }
    changed = api.ok(
        "POST",
        "/messages/autoresponse",
        json={
            "autoResponseActive": True,
            "autoResponseMessage": "Back soon",
            "autoResponseWaitSeconds": 60,
        },
        headers=pk,
    )
    assert changed["autoResponseMessage"] == "Back soon" and changed["autoResponseActive"]
    got = _receive(api, pk, "instagram", "120000000000001", "one")
    _receive(api, pk, "instagram", "120000000000001", "two")  # within the wait: no answer
    api.sandbox("clock", {"advanceSeconds": 61})
    _receive(api, pk, "instagram", "120000000000001", "three")
    listed = api.ok(
        "GET", "/messages/instagram", params={"conversationId": got["conversationId"]}, headers=pk
    )
    assert [(m["action"], m.get("message")) for m in listed["messages"]] == [
        ("received", "one"),
        ("sent", "Back soon"),
        ("received", "two"),
        ("received", "three"),
        ("sent", "Back soon"),
    ]
    assert listed["messages"][1]["autoResponse"] is True
    reset = api.ok("POST", "/messages/autoresponse", json={"autoResponseMessage": ""}, headers=pk)
    assert reset["autoResponseMessage"] == SETTINGS["x-default-message"]
    assert reset["autoResponseActive"] and reset["autoResponseWaitSeconds"] == 60
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/messages/autoresponse", json={}, headers=pk)


def test_add_on_and_relink_gates(api: Api, acting: dict[str, str]) -> None:
    status = api.ok("GET", "/_sandbox")
    others = [a for a in status["addOns"] if a != "Messaging"]
    api.sandbox("add-ons", {"addOns": others})
    try:
        for method, path in (
            ("GET", "/messages/instagram"),
            ("GET", "/messages/autoresponse"),
        ):
            api.error(ErrorCode.MESSAGING_NOT_ENABLED, method, path, headers=acting)
        # The control still injects (a network does not ask the add-on).
        _receive(api, acting, "instagram", "130000000000001", "no add-on")
    finally:
        api.sandbox("add-ons", {"addOns": status["addOns"]})
    state = api.sandbox("messaging", {"relinkRequired": ["instagram"]}, headers=acting)
    assert state["relinkRequired"] == ["instagram"]
    try:
        api.error(ErrorCode.MESSAGING_RELINK_REQUIRED, "GET", "/messages/instagram", headers=acting)
        api.error(
            ErrorCode.MESSAGING_RELINK_REQUIRED,
            "POST",
            "/messages/instagram",
            json={"recipientId": "130000000000001", "message": "x"},
            headers=acting,
        )
        api.ok("GET", "/messages/facebook", headers=acting)
    finally:
        api.sandbox("messaging", {"relinkRequired": []}, headers=acting)
    pk = _new_profile(api, "Unlinked")
    api.error(ErrorCode.PLATFORM_NOT_LINKED, "GET", "/messages/instagram", headers=pk)


def test_reads_reactions_and_edits_are_listed(api: Api, restore_clock: None) -> None:
    """What the correspondent does (the controls read_messages, react_to_message,
    edit_message) shows in get_messages: `read`/`readAt` on the profile's messages, one
    reaction per participant, the edited text with `edited`; the networks of
    x-sub-action-networks only, unknown conversations and messages refused."""
    pk = _new_profile(api, "Reactions", "instagram", "twitter")
    sender = "160000000000001"
    got = _receive(api, pk, "instagram", sender, "Hello")
    conv = got["conversationId"]
    sent = api.ok(
        "POST", "/messages/instagram", json={"recipientId": sender, "message": "Hi"}, headers=pk
    )
    now = api.ok("GET", "/_sandbox")["now"]
    read = api.sandbox(
        "messages/read", {"platform": "instagram", "conversationId": conv}, headers=pk
    )
    assert read["messageIds"] == [sent["messageId"]]
    api.sandbox("clock", {"advanceSeconds": 60})
    for reaction in ("\u2764\ufe0f", "\U0001f602"):  # the second replaces the first
        api.sandbox(
            "messages/reaction",
            {"platform": "instagram", "messageId": got["id"], "reaction": reaction},
            headers=pk,
        )
    api.sandbox(
        "messages/edit",
        {"platform": "instagram", "messageId": got["id"], "message": "Hello again"},
        headers=pk,
    )
    listed = api.ok("GET", "/messages/instagram", params={"conversationId": conv}, headers=pk)
    received, mine = listed["messages"]
    assert (received["message"], received["edited"]) == ("Hello again", True)
    assert [(r["senderId"], r["reaction"]) for r in received["reactions"]] == [
        (sender, "\U0001f602")
    ]
    assert _ts(received["reactions"][0]["created"]) - _ts(now) >= timedelta(seconds=60)
    assert "read" not in received and "reactions" not in mine and "edited" not in mine
    assert mine["read"] is True and mine["readAt"] == now
    # The correspondent cannot edit the profile's message; unknown ids are refused.
    for path, body, code in (
        (
            "messages/edit",
            {"platform": "instagram", "messageId": mine["id"], "message": "x"},
            ErrorCode.MESSAGE_NOT_EDITABLE,
        ),
        (
            "messages/reaction",
            {"platform": "instagram", "messageId": "aWdfZAGnone", "reaction": "x"},
            ErrorCode.MESSAGE_NOT_FOUND,
        ),
        (
            "messages/read",
            {"platform": "instagram", "conversationId": "aWdfZAGnone"},
            ErrorCode.CONVERSATION_NOT_FOUND,
        ),
    ):
        api.error(code, "POST", f"/_sandbox/{path}", json=body, headers=pk)
    # X reports new messages only (x-sub-action-networks).
    x = _receive(api, pk, "twitter", sender, "dm")
    for path, body in (
        ("messages/read", {"platform": "twitter", "conversationId": x["conversationId"]}),
        ("messages/reaction", {"platform": "twitter", "messageId": x["id"], "reaction": "x"}),
        ("messages/edit", {"platform": "twitter", "messageId": x["id"], "message": "x"}),
    ):
        api.error(
            ErrorCode.NETWORK_NOT_SUPPORTED, "POST", f"/_sandbox/{path}", json=body, headers=pk
        )
