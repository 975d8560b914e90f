"""Direct messages through HTTP, what the contract rules do not check: Facebook takes media
without text (voice files too) and refuses a media URL with a query string, and the
correspondent's controls (read_messages, react_to_message, edit_message) refuse what the
correspondent cannot do: a second reaction replaces the first, an unknown conversation is not
read, and X (outside `x-sub-action-networks`) is refused. An unknown message and the profile's
own message (730, 731): test_server_error_catalogue.py."""

from __future__ import annotations

from typing import Any

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}


def _receive(api: Api, pk: dict[str, str], platform: str, sender: str, text: str) -> Any:
    body = {"platform": platform, "senderId": sender, "senderName": "Jane", "message": text}
    return api.sandbox("messages", body, headers=pk)


def test_facebook_media_without_text(api: Api) -> None:
    pk = {**api.linked_profile("Media", "facebook", account="empty"), **X_HEADERS}
    _receive(api, pk, "facebook", "600000000000001", "Hi")
    media = "https://img.example.com/a.jpg"
    many = api.ok(
        "POST",
        "/messages/facebook",
        json={"recipientId": "600000000000001", "mediaUrls": [media, "https://a.b/v.aac"]},
        headers=pk,
    )
    assert many["mediaUrls"] == [media, "https://a.b/v.aac"] and "message" not in many
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/messages/facebook",
        json={"recipientId": "600000000000001", "mediaUrls": [media + "?x=1"]},
        headers=pk,
    )


def test_correspondent_controls_refuse_what_cannot_happen(api: Api) -> None:
    pk = {**api.linked_profile("Reactions", "instagram", "twitter", account="empty"), **X_HEADERS}
    sender = "160000000000001"
    got = _receive(api, pk, "instagram", sender, "Hello")
    conv = got["conversationId"]
    for reaction in ("\u2764\ufe0f", "\U0001f602"):  # the second replaces the first
        api.sandbox(
            "messages/reaction",
            {"platform": "instagram", "messageId": got["id"], "reaction": reaction},
            headers=pk,
        )
    listed = api.ok("GET", "/messages/instagram", params={"conversationId": conv}, headers=pk)
    received = listed["messages"][0]
    assert [(r["senderId"], r["reaction"]) for r in received["reactions"]] == [
        (sender, "\U0001f602")
    ]
    read = {"platform": "instagram", "conversationId": "aWdfZAGnone"}
    api.error(ErrorCode.CONVERSATION_NOT_FOUND, "POST", "/_sandbox/messages/read", json=read,
              headers=pk)  # fmt: skip
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
