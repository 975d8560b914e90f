"""Test controls that stand in for a correspondent and the account in direct messages:
`read_messages`, `react_to_message`, `edit_message` (the correspondent reads, reacts, edits;
each fires its `messages` webhook in the same transaction, only from the networks of the
delivery's `x-sub-action-networks`) and `set_messaging_state` (links needing a relink, the
active-conversation limit). Writing a message is `messages.inject_message`. Bodies are read
as their generated models (`social_publishing_models.sandbox`).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    MessageEdit,
    MessageReactionInjection,
    MessagesReading,
    MessagingStateChange,
)

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Call, Service
from ..store import ProfileRow, Store
from ..store.messages import ConversationRow
from ..webhooks import events
from .messages import LIMIT_META, account_id, active_limit

MESSAGES_DELIVERY = OperationId.DELIVER_MESSAGES_EVENT


def _timestamp(seconds: int) -> str:
    return format_timestamp(datetime.fromtimestamp(seconds, UTC))


def require_sub_action_network(service: Service, sub_action: str, platform: str) -> None:
    """157 when `platform` does not report `sub_action` events (`x-sub-action-networks` of
    the messages delivery)."""
    networks = service.spec.operation(MESSAGES_DELIVERY).raw["x-sub-action-networks"]
    if platform not in networks[sub_action]:
        raise ApiError(
            ErrorCode.NETWORK_NOT_SUPPORTED, f"{platform} does not report {sub_action} events."
        )


def _acted_fields(
    sub_action: str, body: dict[str, Any], conversation: ConversationRow, own: str
) -> dict[str, Any]:
    """The `MessagesEvent` fields of something the correspondent did to message `body`."""
    return {
        "subAction": sub_action,
        "messageId": body["id"],
        "platform": conversation.platform,
        "conversationId": conversation.conversation_id,
        "senderId": conversation.correspondent_id,
        "recipientId": own,
    }


def _target(
    store: Store, profile: ProfileRow, platform: str, message_id: str
) -> tuple[int, dict[str, Any], ConversationRow]:
    """The profile's message `message_id` on `platform` and its conversation (730 if none)."""
    found = store.messages.message(profile.id, platform, message_id)
    conversation = (
        None
        if found is None
        else store.messages.conversation(profile.id, platform, found[1]["conversationId"])
    )
    if found is None or conversation is None:
        raise ApiError(
            ErrorCode.MESSAGE_NOT_FOUND, f"No message with this id exists on {platform}."
        )
    return found[0], found[1], conversation


def read_messages(service: Service, call: Call) -> dict[str, Any]:
    """`read_messages`: the correspondent reads every unread message the profile sent in the
    conversation; one `messageRead` event per message read."""
    profile = call.profile
    request = call.body_as(MessagesReading)
    platform, wanted = request.platform, request.conversation_id
    require_sub_action_network(service, "messageRead", platform)
    now = service.now_unix()
    read: list[str] = []
    with service.store.transaction() as db:
        conversation = service.store.messages.conversation(profile.id, platform, wanted)
        if conversation is None:
            raise ApiError(
                ErrorCode.CONVERSATION_NOT_FOUND,
                f"No conversation with this id exists on {platform}.",
            )
        own = account_id(profile, platform)
        for seq, body in service.store.messages.messages(profile.id, platform, [wanted]):
            if body["action"] != "sent" or body.get("read"):
                continue
            body = {**body, "read": True, "readAt": _timestamp(now)}
            service.store.messages.replace_message(seq, body)
            read.append(body["id"])
            fields = _acted_fields("messageRead", body, conversation, own)
            events.emit(service, profile, "messages", fields, db)
    service.delivery.wake()
    return {
        "status": "success",
        "platform": platform,
        "conversationId": wanted,
        "messageIds": read,
    }


def react_to_message(service: Service, call: Call) -> dict[str, Any]:
    """`react_to_message`: the correspondent reacts to a message (replacing their earlier
    reaction to it); a `reactionCreated` event."""
    profile = call.profile
    request = call.body_as(MessageReactionInjection)
    platform, reaction = request.platform, request.reaction
    require_sub_action_network(service, "reactionCreated", platform)
    now = service.now_unix()
    with service.store.transaction() as db:
        seq, body, conversation = _target(service.store, profile, platform, request.message_id)
        reactor = conversation.correspondent_id
        kept = [r for r in body.get("reactions", []) if r["senderId"] != reactor]
        entry = {"senderId": reactor, "reaction": reaction, "created": _timestamp(now)}
        body = {**body, "reactions": [*kept, entry]}
        service.store.messages.replace_message(seq, body)
        fields = _acted_fields("reactionCreated", body, conversation, account_id(profile, platform))
        events.emit(service, profile, "messages", {**fields, "reaction": reaction}, db)
    service.delivery.wake()
    return body


def edit_message(service: Service, call: Call) -> dict[str, Any]:
    """`edit_message`: the correspondent changes the text of a message they sent (731 for a
    message the profile sent); a `messageEdited` event with the new text."""
    profile = call.profile
    request = call.body_as(MessageEdit)
    platform, text = request.platform, request.message
    require_sub_action_network(service, "messageEdited", platform)
    with service.store.transaction() as db:
        seq, body, conversation = _target(service.store, profile, platform, request.message_id)
        if body["action"] != "received":
            raise ApiError(ErrorCode.MESSAGE_NOT_EDITABLE)
        body = {**body, "message": text, "edited": True}
        service.store.messages.replace_message(seq, body)
        fields = _acted_fields("messageEdited", body, conversation, account_id(profile, platform))
        events.emit(service, profile, "messages", {**fields, "message": text}, db)
    service.delivery.wake()
    return body


def set_messaging_state(service: Service, call: Call) -> dict[str, Any]:
    """`set_messaging_state`: links needing a relink (acting profile), the cycle's limit."""
    request = call.body_as(MessagingStateChange)
    with service.store.transaction():
        stored, relink = service.store.messages.settings(call.profile.id)
        if request.relink_required is not MISSING:
            relink = sorted(set(request.relink_required))
            service.store.messages.save_settings(call.profile.id, stored, relink)
    if request.active_conversation_limit is not MISSING:
        service.store.meta.set(LIMIT_META, str(request.active_conversation_limit))
    return {"relinkRequired": relink, "activeConversationLimit": active_limit(service)}
