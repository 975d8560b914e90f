"""Faults the rules of `contract_tests/test_rules_messages.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import ControlOperationId, OperationId
from tests.contract_power.faults.common import change_events, sent_again_late
from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    accepted_refused,
    answer_rewritten,
    body_rewritten,
    declare,
    each_entry,
    filter_ignored,
    on,
    read_json,
    refreshed_at_once,
    refusal_accepted,
    succeeded,
    under,
    without,
    write_ignored,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts


def _messages_read(request: Request) -> bool:
    return (
        request.method == "GET"
        and request.path.startswith("/messages/")
        and request.path.count("/") == 2
        and request.path != "/messages/autoresponse"
    )


def _sent_only(body: dict[str, Any]) -> dict[str, Any]:
    if "messages" not in body:
        return body
    kept = [m for m in body.get("messages") or [] if m.get("action") != "received"]
    return {**body, "messages": kept, "messagesCount": len(kept)}


_SENT = {
    "status": "success",
    "messageId": "m_faked",
    "recipientId": "555000000000001",
    "conversationId": "t_1",
}


@fault(
    "test_archive_and_activate_conversation",
    "an archived conversation is listed only with status=archived",
)
@exchange
async def messages_archive_ignored(request: Request, call: Call) -> Response:
    """update_conversation answers the change but keeps the conversation as it was."""
    if request.method == "PUT" and request.path.startswith("/messages/"):
        body = request.json()
        if isinstance(body, dict) and body.get("status") == "archived":
            response = await call(request.with_json({**body, "status": "active"}))
            answer = response.json()
            if response.status == 200 and isinstance(answer, dict):
                return response.with_json({**answer, "conversationStatus": "archived"})
            return response
    return await call(request)


@fault(
    "test_x_messages_page_with_limit_and_next",
    "get_messages on X pages through every message with next",
)
@filter_ignored(
    lambda request: _messages_read(request) and request.path == "/messages/twitter", "next"
)
def messages_x_next_ignored() -> None:
    """get_messages on X ignores `next`: every page is the first one."""


_EMPTY_LISTING = {
    "status": "success",
    "messages": [],
    "messagesCount": 0,
    "lastUpdated": "2026-01-01T00:00:00Z",
    "nextUpdate": "2026-01-01T00:10:00Z",
}


def _reset_kept(body: dict[str, Any]) -> dict[str, Any]:
    if body.get("autoResponseMessage") != "":
        return body
    return without("autoResponseMessage")(body) or {"autoResponseWaitSeconds": 86400}


def _change_messages_events(
    parts: ServerParts, change: Callable[[dict[str, Any]], dict[str, Any] | None]
) -> ServerParts:
    """Deliveries of `messages` events are changed by `change` (None: not sent at all)."""
    return change_events(parts, lambda e: change(e) if e.get("action") == "messages" else e)


def _messages_event(sub_action: str) -> Callable[[dict[str, Any]], bool]:
    """Whether a queued body is a `messages` event of ``sub_action``."""
    return lambda body: body.get("action") == "messages" and body.get("subAction") == sub_action


@fault(
    "test_message_created_event_delivered",
    "messageCreated: what the correspondent did fires the messages webhook",
    parts=True,
)
def message_created_event_missing(parts: ServerParts) -> ServerParts:
    """A correspondent's message fires no `messageCreated` delivery."""
    return _change_messages_events(
        parts, lambda e: None if e.get("subAction") == "messageCreated" else e
    )


@fault(
    "test_message_read_event_delivered",
    "messageRead: what the correspondent did fires the messages webhook",
    parts=True,
)
def message_read_event_missing(parts: ServerParts) -> ServerParts:
    """The correspondent reading a message fires no `messageRead` delivery."""
    return _change_messages_events(
        parts, lambda e: None if e.get("subAction") == "messageRead" else e
    )


#: The conversations whose read was announced (by this fault's server process).
_READ_ANNOUNCED: set[str] = set()


def _first_read_only(event: dict[str, Any]) -> dict[str, Any] | None:
    if event.get("subAction") != "messageRead":
        return event
    conversation = str(event.get("conversationId") or event.get("senderId"))
    if conversation in _READ_ANNOUNCED:
        return None
    _READ_ANNOUNCED.add(conversation)
    return event


@fault(
    "test_each_message_read_fires_one_event",
    "one messageRead per message read",
    parts=True,
)
def message_read_event_once_per_conversation(parts: ServerParts) -> ServerParts:
    """A read announces only the first message read of a conversation."""
    return _change_messages_events(parts, _first_read_only)


@fault(
    "test_message_created_event_delivered",
    "messageCreated: what the correspondent did fires one messages event of that subAction",
    parts=True,
)
def message_created_event_sent_again_late(parts: ServerParts) -> ServerParts:
    """A correspondent's message is announced twice, the second `messageCreated` sent 2 s
    later (after any pause a rule could afford)."""
    return sent_again_late(parts, _messages_event("messageCreated"))


@fault("test_each_message_read_fires_one_event", "one messageRead per message read", parts=True)
def message_read_event_sent_again_late(parts: ServerParts) -> ServerParts:
    """Each message read is announced twice, the second `messageRead` sent 2 s later (after
    any pause a rule could afford)."""
    return sent_again_late(parts, _messages_event("messageRead"))


@fault("test_message_read_event_delivered", "get_messages marks a message the correspondent read")
@answer_rewritten(
    _messages_read, each_entry("messages", without("read", "readAt")), status=succeeded
)
def message_read_not_listed() -> None:
    """get_messages never shows that a message was read."""


@fault(
    "test_reaction_event_delivered",
    "reactionCreated: what the correspondent did fires one messages event of that subAction",
    parts=True,
)
def message_reaction_sent_as_created(parts: ServerParts) -> ServerParts:
    """A reaction is delivered with subAction `messageCreated`."""

    def relabel(event: dict[str, Any]) -> dict[str, Any]:
        if event.get("subAction") == "reactionCreated":
            return {**event, "subAction": "messageCreated"}
        return event

    return _change_messages_events(parts, relabel)


@fault(
    "test_reaction_event_delivered",
    "reactionCreated names the message and the reaction",
    parts=True,
)
def message_reaction_event_without_reaction(parts: ServerParts) -> ServerParts:
    """`reactionCreated` deliveries leave out the reaction."""
    return _change_messages_events(parts, lambda e: {k: v for k, v in e.items() if k != "reaction"})


@fault("test_reaction_event_delivered", "get_messages lists the correspondent's reaction")
@answer_rewritten(_messages_read, each_entry("messages", without("reactions")), status=succeeded)
def message_reactions_not_listed() -> None:
    """get_messages leaves out the reactions to messages."""


@fault(
    "test_message_edited_event_delivered",
    "messageEdited names the message and carries its new",
    parts=True,
)
def message_edit_event_old_text(parts: ServerParts) -> ServerParts:
    """`messageEdited` deliveries carry the text the message had before the edit."""

    before: dict[str, str] = {}

    def make(edit: Callable[..., Any]) -> Callable[..., Any]:
        def remembering(service: Any, call: Any) -> Any:
            platform = str(call.body["platform"])
            with service.store.transaction():
                found = service.store.messages.message(
                    call.profile.id, platform, call.body["messageId"]
                )
            if found is not None and "message" in found[1]:
                before[found[1]["id"]] = found[1]["message"]
            return edit(service, call)

        return remembering

    def old_text(event: dict[str, Any]) -> dict[str, Any]:
        if event.get("subAction") == "messageEdited" and event.get("messageId") in before:
            return {**event, "message": before[event["messageId"]]}
        return event

    parts = replace(parts, handlers=parts.handlers.replacing(ControlOperationId.EDIT_MESSAGE, make))
    return _change_messages_events(parts, old_text)


# -- writes answered as done and never applied (read-back rules) ---------------------------------
set_auto_response_ignored = write_ignored(
    OperationId.SET_AUTO_RESPONSE,
    caught_by=fault("test_auto_response_settings_round_trip", "set_auto_response is read back"),
    echo=True,
)


async def _sent(request: Request, call: Call) -> dict[str, Any]:
    """The message and recipient sent, in the conversation the recipient started (read from
    the server's list of the network's messages)."""
    sent = request.json() if isinstance(request.json(), dict) else {}
    platform = request.path.rstrip("/").rpartition("/")[2]
    listed = await read_json(request, call, OperationId.GET_MESSAGES, platform=platform)
    messages = (listed or {}).get("messages") or []
    started = [m for m in messages if m.get("senderId") == sent.get("recipientId")]
    return {
        "messageId": "IgnoredMessage000",
        "recipientId": sent.get("recipientId"),
        "conversationId": started[0].get("conversationId") if started else None,
        "message": sent.get("message"),
    }


send_message_ignored = write_ignored(
    OperationId.SEND_MESSAGE,
    caught_by=fault(
        "test_received_message_listed_and_answered",
        "get_messages lists the conversation's messages",
    ),
    answer=_sent,
)
update_conversation_ignored = write_ignored(
    OperationId.UPDATE_CONVERSATION,
    caught_by=fault(
        "test_archive_and_activate_conversation", "an archived conversation is listed only"
    ),
)


# -- media without text, and the control's correspondent ------------------------------------------
def _facebook_media_only(request: Request) -> bool:
    body = request.json()
    sending = request.method == "POST" and request.path == "/messages/facebook"
    return sending and isinstance(body, dict) and "message" not in body


def _unqueried(body: dict[str, Any]) -> dict[str, Any]:
    media = [str(m).split("?")[0] for m in body.get("mediaUrls") or []]
    return {**body, "mediaUrls": media} if media else body


def _reacted_twice(message: dict[str, Any]) -> dict[str, Any]:
    return (
        {**message, "reactions": message["reactions"] * 2} if message.get("reactions") else message
    )


_SENDING, _CONTROLS = "test_send_media_without_text", "test_correspondent_controls_refuse"
_DONE, _CONTROL = {"status": "success"}, under("POST", "/_sandbox/messages/")
for _name, _test, _rule, _shape, _doc in (
    ("message_media_needs_text", _SENDING, "takes media without text",
     accepted_refused(ErrorCode.MESSAGE_TEXT_REQUIRED, _facebook_media_only),
     "send_message on Facebook refuses media without text (662), as on X"),
    ("message_media_query_dropped", _SENDING, "a media URL with a query string is refused",
     body_rewritten(under("POST", "/messages/"), _unqueried),
     "send_message drops a media URL's query string instead of refusing it"),
    ("message_reactions_pile_up", _CONTROLS, "a second reaction replaces the correspondent's",
     answer_rewritten(under("GET", "/messages/"), each_entry("messages", _reacted_twice)),
     "get_messages lists a correspondent's earlier reaction beside the latest"),
    ("message_control_any_network", _CONTROLS, "refuses X (157)",
     refusal_accepted(ErrorCode.NETWORK_NOT_SUPPORTED, _DONE, where=_CONTROL),
     "The control's correspondent reads, reacts and edits on X too (no code 157)"),
    *(
        (f"message_control_{path}_refusal_accepted", _CONTROLS,
         f"the control's {path} refuses an unknown {what}",
         refusal_accepted(code, _DONE, where=on("POST", f"/_sandbox/messages/{path}")),
         f"The control's {path} answers success for an unknown {what} (code {int(code)})")
        for path, code, what in (
            ("read", ErrorCode.CONVERSATION_NOT_FOUND, "conversation"),
            ("reaction", ErrorCode.MESSAGE_NOT_FOUND, "message"),
            ("edit", ErrorCode.MESSAGE_NOT_EDITABLE, "own message"),
        )
    ),
):  # fmt: skip
    declare(globals(), _name, f"{_doc}.", _shape, fault(_test, _rule))


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("messages_received_hidden",
     ("test_received_message_listed_and_answered",
      "get_messages lists a received message with action 'received'"),
     answer_rewritten(_messages_read, _sent_only, status=succeeded),
     "get_messages lists only the messages the profile sent."),
    ("messages_refresh_ignored",
     ("test_received_message_listed_and_answered", "get_messages: nextUpdate is lastUpdated + "),
     answer_rewritten(_messages_read, refreshed_at_once, status=succeeded),
     "get_messages answers `nextUpdate` equal to `lastUpdated`."),
    ("messages_cold_send_accepted",
     ("test_send_needs_started_conversation_and_recipient",
      "send_message refuses a correspondent who has not written first"),
     refusal_accepted(ErrorCode.CONVERSATION_NOT_STARTED, _SENT),
     "send_message to a correspondent who never wrote answers success."),
    ("messages_x_text_optional",
     ("test_send_needs_started_conversation_and_recipient", "send_message on X needs text"),
     refusal_accepted(ErrorCode.MESSAGE_TEXT_REQUIRED, _SENT),
     "send_message on X takes media without text."),
    ("messages_limit_unchecked",
     ("test_active_conversation_limit_and_relink",
      "send_message refuses one more active conversation than the cycle's limit"),
     refusal_accepted(ErrorCode.ACTIVE_CONVERSATION_LIMIT, _SENT),
     "send_message over the cycle's active-conversation limit answers success."),
    ("messages_relink_unchecked",
     ("test_active_conversation_limit_and_relink", "a link that needs a relink is refused"),
     refusal_accepted(ErrorCode.MESSAGING_RELINK_REQUIRED, _EMPTY_LISTING),
     "The messages operations serve a link that needs a relink (an empty listing)."),
    ("auto_response_reset_ignored",
     ("test_auto_response_settings_round_trip",
      "an empty autoResponseMessage resets the text and keeps the rest"),
     body_rewritten(on("POST", "/messages/autoresponse"), _reset_kept),
     '`autoResponseMessage: ""` keeps the earlier text instead of resetting it.'),
    ("message_edit_not_listed",
     ("test_message_edited_event_delivered", "get_messages lists an edited message's new text"),
     answer_rewritten(_messages_read, each_entry("messages", without("edited")), status=succeeded),
     "get_messages does not mark edited messages (`edited` left out)."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
