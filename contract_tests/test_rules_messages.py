"""Rules of direct messages: a correspondent's message is listed (and its conversation) and can
be answered, the correspondent must start the conversation (664), Facebook and Instagram need a
`recipientId` (108), X needs text even with media (662) while Facebook takes media alone (no
query string in a media URL), conversations archive and activate,
X pages with `limit`/`next`, the profile's auto-response settings round-trip, the
active-conversation limit per billing cycle (666) and the relink flag (362), and the
`messages` webhook's subActions `messageCreated`, `messageRead`, `reactionCreated` and
`messageEdited`: each is delivered to the suite's HTTPS receiver as a `MessagesEvent`, recorded
in the history with its hookId and url, and shows in `get_messages` (`read`, `reactions`, the
edited text); a read fires one `messageRead` per message read; the profile's own messages
fire nothing. The control's correspondent replaces an earlier reaction and refuses an unknown
conversation (660) or message (730), an edit of the profile's own message (731) and X (157).
The add-on gate (361) and `x-networks` (157) are the generic rules of test_rules_gates.py.

Networks are linked and incoming messages injected through the control (`link_network`,
`inject_message`, `set_messaging_state`; the correspondent reads, reacts and edits with
`read_messages`, `react_to_message`, `edit_message`); the auto-response settings and the
recipient rules need only the public API.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import timedelta
from typing import Any

import httpx
import pytest

from contract_tests import read_back
from contract_tests.fixtures import UserProfile
from contract_tests.hook_history import hook_history, still_queued
from contract_tests.receiver import WebhookReceiver
from contract_tests.run_settings import current_profile
from contract_tests.sandbox import SANDBOX_PATH, Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

SENDER = "555000000000001"


def _path(spec: ApiSpec, operation_id: OperationId, **values: str) -> str:
    path = spec.operation(operation_id).path
    for name, value in values.items():
        path = path.replace("{" + name + "}", value)
    return path


def _read(
    client: ApiClient, spec: ApiSpec, platform: str, rule: str, **params: Any
) -> tuple[httpx.Response, Any]:
    headers = spec.x_credential_headers() if platform == "twitter" else None
    response = client.get(
        _path(spec, OperationId.GET_MESSAGES, platform=platform),
        params=params or None,
        headers=headers,
    )
    return response, client.expect_status(response, 200, rule)


def _send(client: ApiClient, spec: ApiSpec, platform: str, body: dict[str, Any]) -> httpx.Response:
    headers = spec.x_credential_headers() if platform == "twitter" else None
    return client.post(
        _path(spec, OperationId.SEND_MESSAGE, platform=platform), json_body=body, headers=headers
    )


def _messages(body: Any) -> list[Mapping[str, Any]]:
    items = body.get("messages") if isinstance(body, Mapping) else None
    return [m for m in items if isinstance(m, Mapping)] if isinstance(items, list) else []


@pytest.fixture
def linked(user_profile: UserProfile, profile_sandbox: Sandbox) -> list[str]:
    platforms = ["facebook", "instagram", "twitter"]
    for platform in platforms:
        profile_sandbox.link(platform, account="empty")  # the tests count what it holds
    return platforms


@pytest.mark.reads_back(OperationId.SET_AUTO_RESPONSE)
def test_auto_response_settings_round_trip(user_profile: UserProfile, spec: ApiSpec) -> None:
    """Public API only: the settings change only the fields sent; "" resets the text."""
    client = user_profile.client
    path = spec.operation(OperationId.SET_AUTO_RESPONSE).path
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
    read = client.get(path)
    read_back.expect_fields(
        client,
        read,
        read_back.rule(
            OperationId.SET_AUTO_RESPONSE, "get_auto_response answers the settings sent"
        ),
        client.expect_status(read, 200, "get_auto_response answers settings"),
        {"autoResponseActive": True, "autoResponseMessage": "Soon"},
    )
    response = client.post(path, json_body={"autoResponseMessage": ""})
    reset = client.expect_status(response, 200, "set_auto_response resets the text with ''")
    if (
        reset.get("autoResponseMessage") != default_text
        or reset.get("autoResponseActive") is not True
    ):
        client.fail(response, "an empty autoResponseMessage resets the text and keeps the rest")


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_MESSAGE)
@pytest.mark.reads_back(OperationId.SEND_MESSAGE)
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
    refresh = int(spec.operation(OperationId.GET_MESSAGES).raw["x-refresh-seconds"])
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


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_MESSAGE)
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


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_MESSAGE)
def test_send_media_without_text(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Facebook takes media without text, voice files too (paths/messages.yaml send_message:
    `message` and/or `mediaUrls`; only X needs text), and refuses a media URL with a query
    string (`MessageMediaUrl`, 101)."""
    client = user_profile.client
    profile_sandbox.inject_message("facebook", SENDER, "Photos?")
    media = ["https://img.example.com/a.jpg", "https://img.example.com/v.aac"]
    response = _send(client, spec, "facebook", {"recipientId": SENDER, "mediaUrls": media})
    rule = "send_message on facebook takes media without text (voice files too)"
    sent = client.expect_status(response, 200, rule)
    if sent.get("mediaUrls") != media or "message" in sent:
        client.fail(response, rule, "the answer does not carry the media alone")
    queried = {"recipientId": SENDER, "mediaUrls": [media[0] + "?x=1"]}
    response = _send(client, spec, "facebook", queried)
    client.expect_error(response, "invalid_request", "a media URL with a query string is refused")


def _control(client: ApiClient, path: str, body: dict[str, Any]) -> httpx.Response:
    return client.post(f"{SANDBOX_PATH}/messages/{path}", json_body=body)


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.READ_MESSAGES,
    ControlOperationId.REACT_TO_MESSAGE,
    ControlOperationId.EDIT_MESSAGE,
)
def test_correspondent_controls_refuse_what_cannot_happen(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """The control's correspondent (sandbox.yaml read_messages, react_to_message,
    edit_message): a second reaction replaces the first; an unknown conversation (660) or
    message (730) and the profile's own message as an edit (731) are refused, and so is a
    network outside the event's `x-sub-action-networks` (157)."""
    client = user_profile.client
    received, sent_id = _conversation(client, spec, profile_sandbox, "instagram")
    conversation = str(received["conversationId"])
    for reaction in ("\u2764\ufe0f", "\U0001f602"):
        profile_sandbox.react_to_message("instagram", str(received["id"]), reaction)
    response, message = _listed(client, spec, "instagram", conversation, str(received["id"]))
    reactions = [(r.get("senderId"), r.get("reaction")) for r in message.get("reactions") or []]
    if reactions != [(SENDER, "\U0001f602")]:
        client.fail(
            response, "a second reaction replaces the correspondent's first", repr(reactions)
        )
    for path, body, code, rule in (
        ("read", {"conversationId": "aWdfZAGnone"}, "conversation_not_found", "conversation"),
        ("reaction", {"messageId": "aWdfZAGnone", "reaction": "x"}, "message_not_found", "message"),
        ("edit", {"messageId": sent_id, "message": "x"}, "message_not_editable", "own message"),
    ):
        response = _control(client, path, {"platform": "instagram", **body})
        client.expect_error(response, code, f"the control's {path} refuses an unknown {rule}")
    x = profile_sandbox.inject_message("twitter", SENDER, "dm")
    for path, body in (
        ("read", {"conversationId": x["conversationId"]}),
        ("reaction", {"messageId": x["id"], "reaction": "x"}),
        ("edit", {"messageId": x["id"], "message": "x"}),
    ):
        response = _control(client, path, {"platform": "twitter", **body})
        client.expect_error(
            response, "network_not_supported", f"the control's {path} refuses X (157)"
        )


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_MESSAGE)
@pytest.mark.reads_back(OperationId.UPDATE_CONVERSATION)
def test_archive_and_activate_conversation(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    conversation = str(profile_sandbox.inject_message("facebook", SENDER, "x")["conversationId"])
    path = _path(
        spec, OperationId.UPDATE_CONVERSATION, platform="facebook", conversationId=conversation
    )
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
    unknown = _path(
        spec, OperationId.UPDATE_CONVERSATION, platform="facebook", conversationId="t_0"
    )
    response = client.request("PUT", unknown, json_body={"status": "archived"})
    client.expect_error(
        response, "conversation_not_found", "update_conversation refuses an unknown conversation"
    )


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_MESSAGE)
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


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.SET_MESSAGING_STATE,
)
def test_active_conversation_limit_and_relink(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    spec_limit = spec.operation(OperationId.SEND_MESSAGE).raw["x-messaging"][
        "activeConversationsPerCycle"
    ]
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
        response = client.get(_path(spec, OperationId.GET_MESSAGES, platform="facebook"))
        client.expect_error(
            response, "messaging_relink_required", "a link that needs a relink is refused"
        )
    finally:
        profile_sandbox.set_messaging_state(relinkRequired=[])


# --- the messages webhook: what the correspondent does -------------------------------------------
MESSAGES_DELIVERY = OperationId.DELIVER_MESSAGES_EVENT


def _event_network(spec: ApiSpec, sub_action: str) -> str:
    """A network that reports `sub_action` (`x-sub-action-networks` of the messages delivery)."""
    networks = spec.operation(MESSAGES_DELIVERY).raw["x-sub-action-networks"][sub_action]
    return str(networks[0])


def _register(client: ApiClient, spec: ApiSpec, receiver: WebhookReceiver) -> tuple[str, str]:
    """The messages hook to the receiver: its (hookId, url)."""
    url = f"{receiver.base_url}/messages"
    response = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body={"action": "messages", "url": url},
    )
    registered = client.expect_status(response, 200, "register_webhook for the messages action")
    return str(registered.get("hookId")), url


def _conversation(
    client: ApiClient, spec: ApiSpec, sandbox: Sandbox, platform: str
) -> tuple[Mapping[str, Any], str]:
    """A correspondent's message (injected) and the id of the profile's answer to it."""
    received = sandbox.inject_message(platform, SENDER, "Open on Sunday?")
    response = _send(client, spec, platform, {"recipientId": SENDER, "message": "Yes"})
    sent = client.expect_status(response, 200, "send_message answers a correspondent who wrote")
    return received, str(sent.get("messageId"))


def _delivered_event(
    client: ApiClient,
    spec: ApiSpec,
    sandbox: Sandbox,
    receiver: WebhookReceiver,
    hook: tuple[str, str],
    sub_action: str,
) -> Mapping[str, Any]:
    """The one `sub_action` delivery the receiver got once the target sent all it queued
    (`hook_history`), checked against `MessagesEvent` and the hook, and found in the history
    with its hookId and url."""
    wait = current_profile().delivery_wait_seconds
    if not receiver.wait_for(1, wait):
        client.fail(
            client.get(
                spec.operation(OperationId.GET_WEBHOOK_HISTORY).path,
                params={"action": "messages"},
            ),
            f"{sub_action}: what the correspondent did fires the messages webhook",
            f"nothing arrived within {wait:g} s",
        )
    history, recorded = hook_history(client, spec, sandbox, "messages", hook[1])
    events = [json.loads(d.body) for d in receiver.deliveries]
    sub_actions = [e.get("subAction") for e in events]
    unsent = still_queued(sandbox, hook[1])
    if sub_actions != [sub_action] or unsent:
        client.fail(
            history,
            f"{sub_action}: what the correspondent did fires one messages event of that subAction",
            f"{sub_actions!r}, {unsent} more queued",
        )
    event: Mapping[str, Any] = events[0]
    validator = spec.refs.schema_validator("MessagesEvent")
    errors = [e.message for e in validator.iter_errors(event)]
    if errors:
        client.fail(
            history, f"the {sub_action} delivery body matches MessagesEvent", "; ".join(errors[:5])
        )
    if (event.get("hookId"), event.get("url")) != hook:
        client.fail(history, f"the {sub_action} event names the hook and url", repr(event))
    if not any(e.get("subAction") == sub_action and e.get("hookId") == hook[0] for e in recorded):
        client.fail(history, f"history records the {sub_action} delivery with hookId and url")
    return event


def _listed(
    client: ApiClient, spec: ApiSpec, platform: str, conversation: str, message_id: str
) -> tuple[httpx.Response, Mapping[str, Any]]:
    response, listed = _read(
        client, spec, platform, "get_messages by conversationId", conversationId=conversation
    )
    found = next((m for m in _messages(listed) if m.get("id") == message_id), None)
    if found is None:
        client.fail(response, "get_messages lists every message of the conversation")
    return response, found


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.SET_DELIVERY_SETTINGS,
    ControlOperationId.LIST_DELIVERIES,
)
def test_message_created_event_delivered(
    user_profile: UserProfile,
    linked: list[str],
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    """A correspondent's message fires `messageCreated` naming the message, its conversation,
    the correspondent and the text; the profile's answer fires nothing."""
    client = user_profile.client
    platform = _event_network(spec, "messageCreated")
    hook = _register(client, spec, event_receiver)
    received, _ = _conversation(client, spec, profile_sandbox, platform)
    event = _delivered_event(client, spec, profile_sandbox, event_receiver, hook, "messageCreated")
    fields = ("messageId", "conversationId", "senderId", "message")
    expected = (received.get("id"), received.get("conversationId"), SENDER, "Open on Sunday?")
    if tuple(event.get(name) for name in fields) != expected:
        client.fail(
            client.get(spec.operation(OperationId.GET_WEBHOOK_HISTORY).path),
            "messageCreated names the message, its conversation, the correspondent and the text",
            repr(event),
        )


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.READ_MESSAGES,
    ControlOperationId.SET_DELIVERY_SETTINGS,
    ControlOperationId.LIST_DELIVERIES,
)
def test_message_read_event_delivered(
    user_profile: UserProfile,
    linked: list[str],
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    """The correspondent reading the profile's message fires `messageRead` naming that
    message, and get_messages marks it `read`."""
    client = user_profile.client
    platform = _event_network(spec, "messageRead")
    received, sent_id = _conversation(client, spec, profile_sandbox, platform)
    hook = _register(client, spec, event_receiver)
    conversation = str(received["conversationId"])
    profile_sandbox.read_messages(platform, conversation)
    event = _delivered_event(client, spec, profile_sandbox, event_receiver, hook, "messageRead")
    if (event.get("messageId"), event.get("senderId")) != (sent_id, SENDER):
        client.fail(
            client.get(spec.operation(OperationId.GET_WEBHOOK_HISTORY).path),
            "messageRead names the message read and the correspondent who read it",
            repr(event),
        )
    response, message = _listed(client, spec, platform, conversation, sent_id)
    if message.get("read") is not True:
        client.fail(response, "get_messages marks a message the correspondent read with read: true")


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.READ_MESSAGES,
    ControlOperationId.SET_DELIVERY_SETTINGS,
    ControlOperationId.LIST_DELIVERIES,
)
def test_each_message_read_fires_one_event(
    user_profile: UserProfile,
    linked: list[str],
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    """Reading a conversation fires one `messageRead` per message read; reading it again
    reads nothing and fires nothing."""
    client = user_profile.client
    platform = _event_network(spec, "messageRead")
    received, first = _conversation(client, spec, profile_sandbox, platform)
    response = _send(client, spec, platform, {"recipientId": SENDER, "message": "Until 6"})
    sent = client.expect_status(response, 200, "send_message answers a correspondent who wrote")
    _, url = _register(client, spec, event_receiver)
    conversation = str(received["conversationId"])
    profile_sandbox.read_messages(platform, conversation)
    profile_sandbox.read_messages(platform, conversation)
    event_receiver.wait_for(2, current_profile().delivery_wait_seconds)
    response, _ = hook_history(client, spec, profile_sandbox, "messages", url, 2)
    read = sorted(str(json.loads(d.body).get("messageId")) for d in event_receiver.deliveries)
    unsent = still_queued(profile_sandbox, url)
    if read != sorted([first, str(sent.get("messageId"))]) or unsent:
        client.fail(
            response,
            "reading a conversation fires one messageRead per message read, none when read again",
            f"{read!r}, {unsent} more queued",
        )


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.REACT_TO_MESSAGE,
    ControlOperationId.SET_DELIVERY_SETTINGS,
    ControlOperationId.LIST_DELIVERIES,
)
def test_reaction_event_delivered(
    user_profile: UserProfile,
    linked: list[str],
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    """The correspondent reacting to a message fires `reactionCreated` with the reaction, and
    get_messages lists it in the message's reactions."""
    client = user_profile.client
    platform = _event_network(spec, "reactionCreated")
    received, sent_id = _conversation(client, spec, profile_sandbox, platform)
    hook = _register(client, spec, event_receiver)
    reaction = "\U0001f44d"
    profile_sandbox.react_to_message(platform, sent_id, reaction)
    event = _delivered_event(client, spec, profile_sandbox, event_receiver, hook, "reactionCreated")
    if (event.get("messageId"), event.get("reaction")) != (sent_id, reaction):
        client.fail(
            client.get(spec.operation(OperationId.GET_WEBHOOK_HISTORY).path),
            "reactionCreated names the message and the reaction",
            repr(event),
        )
    response, message = _listed(client, spec, platform, str(received["conversationId"]), sent_id)
    reactions = message.get("reactions")
    if not isinstance(reactions, list) or [
        (r.get("senderId"), r.get("reaction")) for r in reactions if isinstance(r, Mapping)
    ] != [(SENDER, reaction)]:
        client.fail(response, "get_messages lists the correspondent's reaction to the message")


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.EDIT_MESSAGE,
    ControlOperationId.SET_DELIVERY_SETTINGS,
    ControlOperationId.LIST_DELIVERIES,
)
def test_message_edited_event_delivered(
    user_profile: UserProfile,
    linked: list[str],
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    """The correspondent editing their message fires `messageEdited` with the new text, and
    get_messages lists the new text."""
    client = user_profile.client
    platform = _event_network(spec, "messageEdited")
    received, _ = _conversation(client, spec, profile_sandbox, platform)
    hook = _register(client, spec, event_receiver)
    message_id = str(received["id"])
    profile_sandbox.edit_message(platform, message_id, "Open on Saturday?")
    event = _delivered_event(client, spec, profile_sandbox, event_receiver, hook, "messageEdited")
    if (event.get("messageId"), event.get("message")) != (message_id, "Open on Saturday?"):
        client.fail(
            client.get(spec.operation(OperationId.GET_WEBHOOK_HISTORY).path),
            "messageEdited names the message and carries its new text",
            repr(event),
        )
    conversation = str(received["conversationId"])
    response, message = _listed(client, spec, platform, conversation, message_id)
    if (message.get("message"), message.get("edited")) != ("Open on Saturday?", True):
        client.fail(response, "get_messages lists an edited message's new text with edited: true")
