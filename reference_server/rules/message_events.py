"""Test controls that stand in for a correspondent and the account in direct messages:
`read_messages`, `react_to_message`, `edit_message` (the correspondent reads, reacts, edits;
each fires its `messages` webhook in the same transaction, only from the networks of the
delivery's `x-sub-action-networks`) and `set_messaging_state` (links needing a relink, the
active-conversation limit). Writing a message is `messages.inject_message`. Bodies are read
as their generated models (`social_publishing_models.sandbox`); a stored message is changed
as its `Message` model, and answers and events are built as their generated models.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    Message,
    MessageEdit,
    MessageReaction,
    MessageReactionInjection,
    MessagesRead,
    MessagesReading,
    MessagingState,
    MessagingStateChange,
)

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Call, Service, model_data
from ..store import ProfileRow, Store
from ..store.messages import ConversationRow
from .messages import (
    LIMIT_META,
    PLATFORM,
    SubAction,
    active_limit,
    emit_message_event,
    message_event,
    stored_message,
)

MESSAGES_DELIVERY = OperationId.DELIVER_MESSAGES_EVENT


def require_sub_action_network(service: Service, sub_action: SubAction, platform: str) -> None:
    """157 when `platform` does not report `sub_action` events (`x-sub-action-networks` of
    the messages delivery)."""
    networks = service.spec.operation(MESSAGES_DELIVERY).raw["x-sub-action-networks"]
    if platform not in networks[sub_action]:
        raise ApiError(
            ErrorCode.NETWORK_NOT_SUPPORTED, f"{platform} does not report {sub_action} events."
        )


def _target(
    store: Store, profile: ProfileRow, platform: str, message_id: str
) -> tuple[int, Message, ConversationRow]:
    """The profile's message `message_id` on `platform` and its conversation (730 if none)."""
    found = store.messages.message(profile.id, platform, message_id)
    message = None if found is None else stored_message(found[1])
    conversation = (
        None
        if message is None
        else store.messages.conversation(profile.id, platform, message.conversation_id)
    )
    if found is None or message is None or conversation is None:
        raise ApiError(
            ErrorCode.MESSAGE_NOT_FOUND, f"No message with this id exists on {platform}."
        )
    return found[0], message, conversation


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
        for seq, body in service.store.messages.messages(profile.id, platform, [wanted]):
            message = stored_message(body)
            if message.action != "sent" or message.read is True:
                continue
            message.read, message.read_at = True, datetime.fromtimestamp(now, UTC)
            service.store.messages.replace_message(seq, model_data(message))
            read.append(message.id)
            emit_message_event(
                service, profile, message_event(service, profile, "messageRead", message), db
            )
    service.delivery.wake()
    answer: dict[str, Any] = model_data(
        MessagesRead(platform=platform, conversation_id=wanted, message_ids=read)
    )
    return answer


def react_to_message(service: Service, call: Call) -> dict[str, Any]:
    """`react_to_message`: the correspondent reacts to a message (replacing their earlier
    reaction to it); a `reactionCreated` event."""
    profile = call.profile
    request = call.body_as(MessageReactionInjection)
    platform, reaction = request.platform, request.reaction
    require_sub_action_network(service, "reactionCreated", platform)
    now = service.now_unix()
    with service.store.transaction() as db:
        seq, message, conversation = _target(service.store, profile, platform, request.message_id)
        reactor = conversation.correspondent_id
        earlier = [] if message.reactions is MISSING else message.reactions
        kept = [r for r in earlier if r.sender_id != reactor]
        entry = MessageReaction(
            sender_id=reactor, reaction=reaction, created=datetime.fromtimestamp(now, UTC)
        )
        message.reactions = [*kept, entry]
        body: dict[str, Any] = model_data(message)
        service.store.messages.replace_message(seq, body)
        event = message_event(service, profile, "reactionCreated", message)
        event.reaction = reaction
        emit_message_event(service, profile, event, db)
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
        seq, message, _ = _target(service.store, profile, platform, request.message_id)
        if message.action != "received":
            raise ApiError(ErrorCode.MESSAGE_NOT_EDITABLE)
        message.message, message.edited = text, True
        body: dict[str, Any] = model_data(message)
        service.store.messages.replace_message(seq, body)
        event = message_event(service, profile, "messageEdited", message)
        event.message = text
        emit_message_event(service, profile, event, db)
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
    state = MessagingState(
        relink_required=[PLATFORM.validate_python(p) for p in relink],
        active_conversation_limit=active_limit(service),
    )
    answer: dict[str, Any] = model_data(state)
    return answer
