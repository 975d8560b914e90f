"""Rules of direct messages: a correspondent's message is listed (and its conversation) and can
be answered, the correspondent must start the conversation (664), Facebook and Instagram need a
`recipientId` (108), X needs text even with media (662), conversations archive and activate,
X pages with `limit`/`next`, the profile's auto-response settings round-trip, the
active-conversation limit per billing cycle (666) and the relink flag (362). The add-on gate
(361) and `x-networks` (157) are the generic rules of test_rules_gates.py.

Networks are linked and incoming messages injected through the control (`link_network`,
`inject_message`, `set_messaging_state`); the auto-response settings and the recipient rules
need only the public API.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta
from typing import Any

import httpx
import pytest

from contract_tests.conftest import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient

SENDER = "555000000000001"


def _path(spec: ApiSpec, operation_id: str, **values: str) -> str:
    path = spec.operation(operation_id).path
    for name, value in values.items():
        path = path.replace("{" + name + "}", value)
    return path


def _x_headers(spec: ApiSpec) -> dict[str, str]:
    return {
        spec.header_name("TwitterApiKey"): "contract-consumer-key",
        spec.header_name("TwitterApiSecret"): "contract-consumer-secret",
    }


def _read(
    client: ApiClient, spec: ApiSpec, platform: str, rule: str, **params: Any
) -> tuple[httpx.Response, Any]:
    headers = _x_headers(spec) if platform == "twitter" else None
    response = client.get(
        _path(spec, "get_messages", platform=platform), params=params or None, headers=headers
    )
    return response, client.expect_status(response, 200, rule)


def _send(client: ApiClient, spec: ApiSpec, platform: str, body: dict[str, Any]) -> httpx.Response:
    headers = _x_headers(spec) if platform == "twitter" else None
    return client.post(
        _path(spec, "send_message", platform=platform), json_body=body, headers=headers
    )


def _messages(body: Any) -> list[Mapping[str, Any]]:
    items = body.get("messages") if isinstance(body, Mapping) else None
    return [m for m in items if isinstance(m, Mapping)] if isinstance(items, list) else []


@pytest.fixture
def linked(user_profile: UserProfile, profile_sandbox: Sandbox) -> list[str]:
    platforms = ["facebook", "instagram", "twitter"]
    for platform in platforms:
        profile_sandbox.link(platform)
    return platforms


def test_auto_response_settings_round_trip(user_profile: UserProfile, spec: ApiSpec) -> None:
    """Public API only: the settings change only the fields sent; "" resets the text."""
    client = user_profile.client
    path = spec.operation("set_auto_response").path
    before = client.expect_status(client.get(path), 200, "get_auto_response answers settings")
    schema = spec.resolve(spec.schema("AutoResponseSettings"))
    default_text = schema["x-default-message"]
    if before.get("autoResponseMessage") != default_text:
        client.fail(
            client.get(path), "a profile that never set it has the default auto-response text"
        )
    changed = client.expect_status(
        client.post(path, json_body={"autoResponseActive": True, "autoResponseMessage": "Soon"}),
        200,
        "set_auto_response changes the fields sent",
    )
    if (changed.get("autoResponseActive"), changed.get("autoResponseMessage")) != (True, "Soon"):
        client.fail(client.get(path), "set_auto_response answers the settings in force")
    response = client.post(path, json_body={"autoResponseMessage": ""})
    reset = client.expect_status(response, 200, "set_auto_response resets the text with ''")
    if (
        reset.get("autoResponseMessage") != default_text
        or reset.get("autoResponseActive") is not True
    ):
        client.fail(response, "an empty autoResponseMessage resets the text and keeps the rest")


@pytest.mark.control("link_network", "inject_message")
def test_received_message_listed_and_answered(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    got = profile_sandbox.inject_message("instagram", SENDER, "Open on Sunday?")
    conversation = str(got["conversationId"])
    response, listed = _read(client, spec, "instagram", "get_messages lists received messages")
    mine = [m for m in _messages(listed) if m.get("conversationId") == conversation]
    if [(m.get("action"), m.get("message")) for m in mine] != [("received", "Open on Sunday?")]:
        client.fail(response, "get_messages lists a received message with action 'received'")
    refresh = int(spec.operation("get_messages").raw["x-refresh-seconds"])
    step = parse_timestamp(listed["nextUpdate"]) - parse_timestamp(listed["lastUpdated"])
    if step != timedelta(seconds=refresh):
        client.fail(response, f"get_messages: nextUpdate is lastUpdated + {refresh} s")
    response = _send(client, spec, "instagram", {"recipientId": SENDER, "message": "Yes"})
    sent = client.expect_status(response, 200, "send_message answers a correspondent who wrote")
    if sent.get("conversationId") != conversation or sent.get("recipientId") != SENDER:
        client.fail(response, "send_message answers the conversation and recipient it sent to")
    response, listed = _read(
        client, spec, "instagram", "get_messages by conversationId", conversationId=conversation
    )
    if [(m.get("action"), m.get("message")) for m in _messages(listed)] != [
        ("received", "Open on Sunday?"),
        ("sent", "Yes"),
    ]:
        client.fail(response, "get_messages lists the conversation's messages, oldest first")
    response, ids = _read(
        client, spec, "instagram", "get_messages conversationsOnly", conversationsOnly="true"
    )
    if conversation not in (ids.get("conversationIds") or []):
        client.fail(response, "get_messages with conversationsOnly lists the conversation's id")


@pytest.mark.control("link_network", "inject_message")
def test_send_needs_started_conversation_and_recipient(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    response = _send(client, spec, "facebook", {"recipientId": SENDER, "message": "cold"})
    client.expect_error(
        response,
        "conversation_not_started",
        "send_message refuses a correspondent who has not written first",
    )
    x = profile_sandbox.inject_message("twitter", SENDER, "Hi")
    response = _send(client, spec, "facebook", {"conversationId": "t_1", "message": "x"})
    client.expect_error(
        response, "dependent_parameter_missing", "send_message on facebook needs recipientId"
    )
    media = {"mediaUrls": ["https://img.example.com/a.jpg"]}
    response = _send(client, spec, "twitter", {"recipientId": SENDER, **media})
    client.expect_error(response, "message_text_required", "send_message on X needs text")
    response = _send(
        client, spec, "twitter", {"conversationId": x["conversationId"], "message": "ok"}
    )
    sent = client.expect_status(response, 200, "send_message on X takes a conversationId")
    if sent.get("recipientId") != SENDER:
        client.fail(response, "send_message on X by conversationId reaches its correspondent")


@pytest.mark.control("link_network", "inject_message")
def test_archive_and_activate_conversation(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    conversation = str(profile_sandbox.inject_message("facebook", SENDER, "x")["conversationId"])
    path = _path(spec, "update_conversation", platform="facebook", conversationId=conversation)
    response = client.request("PUT", path, json_body={"status": "archived"})
    client.expect_status(response, 200, "update_conversation archives a conversation")
    response, active = _read(
        client, spec, "facebook", "get_messages conversationsOnly", conversationsOnly="true"
    )
    _, archived = _read(
        client,
        spec,
        "facebook",
        "get_messages archived",
        conversationsOnly="true",
        status="archived",
    )
    if conversation in active["conversationIds"] or conversation not in archived["conversationIds"]:
        client.fail(response, "an archived conversation is listed only with status=archived")
    client.request("PUT", path, json_body={"status": "active"})
    response, active = _read(
        client, spec, "facebook", "get_messages conversationsOnly", conversationsOnly="true"
    )
    if conversation not in active["conversationIds"]:
        client.fail(response, "an activated conversation is listed as active again")
    unknown = _path(spec, "update_conversation", platform="facebook", conversationId="t_0")
    response = client.request("PUT", unknown, json_body={"status": "archived"})
    client.expect_error(
        response, "conversation_not_found", "update_conversation refuses an unknown conversation"
    )


@pytest.mark.control("link_network", "inject_message")
def test_x_messages_page_with_limit_and_next(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    texts = [f"m{i}" for i in range(5)]
    for text in texts:
        profile_sandbox.inject_message("twitter", SENDER, text)
    seen: list[Any] = []
    params: dict[str, Any] = {"limit": 2}
    for _ in range(len(texts)):
        response, page = _read(client, spec, "twitter", "get_messages on X pages", **params)
        if len(_messages(page)) > 2:
            client.fail(response, "get_messages on X answers at most `limit` messages")
        seen += [m.get("message") for m in _messages(page)]
        if "next" not in page:
            break
        params = {"limit": 2, "next": page["next"]}
    if seen != texts:
        client.fail(response, "get_messages on X pages through every message with next")


@pytest.mark.control("link_network", "inject_message", "set_messaging_state")
def test_active_conversation_limit_and_relink(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    spec_limit = spec.operation("send_message").raw["x-messaging"]["activeConversationsPerCycle"]
    others = ["555000000000002", "555000000000003"]
    for sender in others:
        profile_sandbox.inject_message("facebook", sender, "hi")
    profile_sandbox.set_messaging_state(activeConversationLimit=1)
    try:
        first = _send(client, spec, "facebook", {"recipientId": others[0], "message": "a"})
        client.expect_status(first, 200, "send_message within the active-conversation limit")
        again = _send(client, spec, "facebook", {"recipientId": others[0], "message": "b"})
        client.expect_status(again, 200, "an active conversation is not counted twice")
        response = _send(client, spec, "facebook", {"recipientId": others[1], "message": "c"})
        client.expect_error(
            response,
            "active_conversation_limit",
            "send_message refuses one more active conversation than the cycle's limit",
        )
    finally:
        profile_sandbox.set_messaging_state(activeConversationLimit=spec_limit)
    profile_sandbox.set_messaging_state(relinkRequired=["facebook"])
    try:
        response = client.get(_path(spec, "get_messages", platform="facebook"))
        client.expect_error(
            response, "messaging_relink_required", "a link that needs a relink is refused"
        )
    finally:
        profile_sandbox.set_messaging_state(relinkRequired=[])
