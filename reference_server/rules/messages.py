"""Direct-message rules (the Messaging add-on): read messages or conversations, send, archive or
activate a conversation, and the profile's auto-response; plus the test control that stands in
for a correspondent writing (`inject_message`; reading, reacting, editing and the account's
messaging state are `message_events.py`).

The add-on gate (`x-add-ons`, code 361) and `x-networks` (157) are enforced before a rule runs.
The send rules' facts are `x-messaging` of `send_message`; `nextUpdate` is the service clock
plus `x-refresh-seconds` of `get_messages`. What the correspondent does fires the `messages`
webhook in the same transaction as the change: `messageCreated`, `messageRead` (one per message
read), `reactionCreated`, `messageEdited`, each only from the networks of the delivery's
`x-sub-action-networks`. Bodies are read as their generated models (`Call.body_as`,
`Call.body_one_of` for the "text or media" bodies), parameters as the operation's
(`Call.params_as`); a stored message is a `Message` (built by
`new_message`, read by `stored_message`), and answers and `MessagesEvent`s are built as their
generated models.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import sqlite3
import string
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    AutoResponse,
    AutoResponseSettings,
    ConversationChange,
    ConversationUpdated,
    GenericEvent,
    GetMessagesParameters,
    Message,
    MessageInjection,
    Messages,
    MessageSent,
    MessagesEvent,
    SenderDetails,
    SendMessageParameters,
    SendMessageRequest,
    UpdateConversationParameters,
)
from social_publishing_models.messages import MessagePlatform

from spec_model.error_codes import ErrorCode
from spec_model.networks import Network
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Call, Service, model_data, own_fields
from ..store import ProfileRow
from ..store.messages import ConversationRow
from ..webhooks import events
from . import seeded_content
from .posts import require_twitter_credentials

SEND_OPERATION = OperationId.SEND_MESSAGE
#: What a `MessagesEvent` reports (its `subAction`).
SubAction = Literal["messageCreated", "messageRead", "reactionCreated", "messageEdited"]
READ_OPERATION = OperationId.GET_MESSAGES
SETTINGS_SCHEMA = "AutoResponseSettings"
LIMIT_META = "messaging_active_conversation_limit"
CURSOR = re.compile(r"^s([0-9]{1,18})$")
DEFAULT_PAGE = 100
ID_ALPHABET = string.ascii_letters + string.digits
#: The "text or media" bodies (whole-object `anyOf` branches, one generated model each).
SEND_REQUEST: TypeAdapter[SendMessageRequest] = TypeAdapter(SendMessageRequest)
INJECTION: TypeAdapter[MessageInjection] = TypeAdapter(MessageInjection)
PLATFORM: TypeAdapter[MessagePlatform] = TypeAdapter(MessagePlatform)


# -- identifiers (the sandbox networks' forms, inferred) -------------------------------------------


def _digits(seed: str, count: int) -> str:
    digest = hashlib.sha256(seed.encode()).hexdigest()
    return str(int(digest, 16))[:count].rjust(count, "1")


def account_id(profile: ProfileRow, platform: str) -> str:
    """The acting profile's own id on ``platform`` (stable)."""
    return _digits(f"account:{profile.ref_id}:{platform}", 17)


def conversation_id_for(profile: ProfileRow, platform: str, correspondent: str) -> str:
    """The conversation of the profile and ``correspondent`` on ``platform`` (stable)."""
    if platform == Network.FACEBOOK:
        return "t_" + _digits(f"conv:{profile.ref_id}:{correspondent}", 16)
    if platform == Network.TWITTER:
        return f"{correspondent}-{account_id(profile, platform)}"
    tail = hashlib.sha256(f"conv:{profile.ref_id}:{correspondent}".encode()).hexdigest()[:20]
    return "aWdfZAG" + tail


def new_message_id(platform: str) -> str:
    if platform == Network.TWITTER:
        return str(secrets.randbelow(9 * 10**18) + 10**18)
    prefix = "m_" if platform == Network.FACEBOOK else "aWdfZAG"
    return prefix + "".join(secrets.choice(ID_ALPHABET) for _ in range(24))


# -- shared checks ------------------------------------------------------------------------------


def _require_messaging_link(service: Service, call: Call, platform: str) -> None:
    """156 when the network is not linked, 362 when its link needs a relink, 419 for X."""
    if platform not in {link.platform for link in service.store.profiles.links(call.profile.id)}:
        raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")
    seeded_content.sync(service, call.profile, platform)  # the generated account's messages
    with service.store.transaction():
        _, relink = service.store.messages.settings(call.profile.id)
    if platform in relink:
        raise ApiError(ErrorCode.MESSAGING_RELINK_REQUIRED, f"Relink {platform} to use messaging.")
    require_twitter_credentials(service, call, [platform])


def _send_facts(service: Service) -> dict[str, Any]:
    facts: dict[str, Any] = service.spec.operation(SEND_OPERATION).raw["x-messaging"]
    return facts


def active_limit(service: Service) -> int:
    stored = service.store.meta.get(LIMIT_META)
    if stored is not None:
        return int(stored)
    return int(_send_facts(service)["activeConversationsPerCycle"])


def messaging_enabled(service: Service) -> bool:
    """Whether the account has the add-ons messaging needs (`x-add-ons` of send_message)."""
    needed = service.spec.operation(SEND_OPERATION).raw.get("x-add-ons", [])
    return all(add_on in service.add_ons for add_on in needed)


def conversation_count(service: Service, profile: ProfileRow, now: datetime) -> int:
    """The profile's active conversations in the billing cycle of `now` (what the limit of
    `active_limit` is checked against; get_user's `messagingConversationMonthlyCount`)."""
    with service.store.transaction():
        return service.store.messages.active_count(profile.id, billing_cycle(now))


def billing_cycle(now: datetime) -> str:
    """The sandbox's billing cycle: the calendar month (UTC) of the service clock."""
    return now.astimezone(UTC).strftime("%Y-%m")


def new_message(
    conversation: ConversationRow,
    profile: ProfileRow,
    *,
    received: bool,
    message_id: str,
    created: int,
    text: str | None,
    media: list[str] | None,
    auto_response: bool = False,
) -> Message:
    """A message of `conversation`, as `get_messages` lists it."""
    own = account_id(profile, conversation.platform)
    other = conversation.correspondent_id
    details = SenderDetails(id=other, name=conversation.correspondent_name or other)
    return Message(
        id=message_id,
        created=datetime.fromtimestamp(created, UTC),
        action="received" if received else "sent",
        message=MISSING if text is None else text,
        media_urls=list(media) if media else MISSING,
        conversation_id=conversation.conversation_id,
        recipient_id=own if received else other,
        sender_id=other if received else own,
        sender_details=details
        if conversation.platform == Network.TWITTER and received
        else MISSING,
        platform=PLATFORM.validate_python(conversation.platform),
        auto_response=True if auto_response else MISSING,
    )


def message_body(
    conversation: ConversationRow,
    profile: ProfileRow,
    *,
    received: bool,
    message_id: str,
    created: int,
    text: str | None,
    media: list[str] | None,
    auto_response: bool = False,
) -> dict[str, Any]:
    """`new_message` as stored (its JSON data)."""
    message = new_message(
        conversation,
        profile,
        received=received,
        message_id=message_id,
        created=created,
        text=text,
        media=media,
        auto_response=auto_response,
    )
    body: dict[str, Any] = model_data(message)
    return body


def stored_message(body: dict[str, Any]) -> Message:
    """A stored message (`message_body`, changed by `message_events`) as its model."""
    return Message.model_validate(body)


# -- get_messages ---------------------------------------------------------------------------------


async def get_messages(service: Service, call: Call) -> Messages:
    params = call.params_as(GetMessagesParameters)
    platform = params.platform
    _require_messaging_link(service, call, platform)
    status = "active" if params.status is MISSING else params.status
    conversations_only = params.conversations_only is True
    profile = call.profile
    with service.store.transaction():
        conversations = service.store.messages.conversations(profile.id, platform, status)
        wanted = params.conversation_id
        if wanted is not MISSING:
            conversations = [c for c in conversations if c.conversation_id == wanted]
            if not conversations:
                raise ApiError(
                    ErrorCode.CONVERSATION_NOT_FOUND,
                    f"No {status} conversation with this id exists on {platform}.",
                )
        ids = [c.conversation_id for c in conversations]
        listed = (
            [] if conversations_only else service.store.messages.messages(profile.id, platform, ids)
        )
    now = service.now()
    refresh = int(service.spec.operation(READ_OPERATION).raw["x-refresh-seconds"])
    next_update = now + timedelta(seconds=refresh)
    if conversations_only:
        return Messages(last_updated=now, next_update=next_update, conversation_ids=ids)
    following = None
    if platform == Network.TWITTER:
        listed, following = _page(
            listed,
            None if params.limit is MISSING else params.limit,
            None if params.next is MISSING else params.next,
        )
    return Messages(
        last_updated=now,
        next_update=next_update,
        messages=[stored_message(body) for _, body in listed],
        messages_count=len(listed),
        next=MISSING if following is None else following,
    )


def _page(
    listed: list[tuple[int, dict[str, Any]]], limit: int | None, cursor: str | None
) -> tuple[list[tuple[int, dict[str, Any]]], str | None]:
    """X's pages: `limit` messages from the one `next` names; the cursor of the rest."""
    start = 0
    if cursor is not None:
        found = CURSOR.match(cursor)
        seqs = [seq for seq, _ in listed]
        if found is None or int(found.group(1)) not in seqs:
            raise ApiError(ErrorCode.INVALID_CURSOR)
        start = seqs.index(int(found.group(1)))
    size = DEFAULT_PAGE if limit is None else limit
    page = listed[start : start + size]
    rest = listed[start + size :]
    return page, (f"s{rest[0][0]}" if rest else None)


# -- send_message ---------------------------------------------------------------------------------


async def send_message(service: Service, call: Call) -> MessageSent:
    platform = call.params_as(SendMessageParameters).platform
    _require_messaging_link(service, call, platform)
    request = call.body_one_of(SEND_REQUEST)
    profile = call.profile
    facts = _send_facts(service)
    recipient = None if request.recipient_id is MISSING else request.recipient_id
    wanted = None if request.conversation_id is MISSING else request.conversation_id
    if recipient is None and (platform != Network.TWITTER or wanted is None):
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            f"A message on {platform} needs recipientId or conversationId."
            if platform == Network.TWITTER
            else f"A message on {platform} needs recipientId.",
        )
    text = None if request.message is MISSING else request.message
    media: list[str] = [] if request.media_urls is MISSING else list(request.media_urls)
    if platform == Network.TWITTER and text is None:
        raise ApiError(ErrorCode.MESSAGE_TEXT_REQUIRED)
    most = facts["maxMediaPerMessage"].get(platform)
    if most is not None and len(media) > int(most):
        raise ApiError(
            ErrorCode.MESSAGE_TOO_MANY_MEDIA,
            f"{platform} takes at most {most} media file(s) in a message.",
        )
    voice = tuple("." + ext for ext in facts["voiceExtensions"])
    if platform not in facts["voiceNetworks"] and any(url.lower().endswith(voice) for url in media):
        raise ApiError(ErrorCode.VOICE_MESSAGE_NOT_SUPPORTED)
    now = service.now()
    cycle = billing_cycle(now)
    with service.store.transaction():
        if recipient is not None:
            conversation = service.store.messages.conversation_with(
                profile.id, platform, str(recipient)
            )
        else:
            conversation = service.store.messages.conversation(profile.id, platform, str(wanted))
        if conversation is None or (wanted is not None and conversation.conversation_id != wanted):
            raise ApiError(
                ErrorCode.CONVERSATION_NOT_STARTED,
                f"The correspondent has not started a conversation with the profile on {platform}.",
            )
        window = facts["replyWindowSeconds"].get(platform)
        if window is not None and int(now.timestamp()) - conversation.last_received > int(window):
            raise ApiError(
                ErrorCode.MESSAGING_WINDOW_CLOSED,
                f"The correspondent last wrote more than {window} s ago; {platform} allows "
                "replies only within that window.",
            )
        if not service.store.messages.is_active(
            profile.id, cycle, platform, conversation.conversation_id
        ):
            limit = active_limit(service)
            if service.store.messages.active_count(profile.id, cycle) >= limit:
                raise ApiError(
                    ErrorCode.ACTIVE_CONVERSATION_LIMIT,
                    f"The profile has {limit} active conversations in this billing cycle.",
                )
            service.store.messages.mark_active(
                profile.id, cycle, platform, conversation.conversation_id
            )
        if conversation.status != "active":
            conversation = _with_status(conversation, "active")
            service.store.messages.save_conversation(conversation)
        sent = new_message(
            conversation,
            profile,
            received=False,
            message_id=new_message_id(platform),
            created=int(now.timestamp()),
            text=text,
            media=media,
        )
        service.store.messages.add_message(profile.id, platform, model_data(sent))
    return MessageSent(
        message_id=sent.id,
        recipient_id=conversation.correspondent_id,
        conversation_id=conversation.conversation_id,
        message=sent.message,
        media_urls=sent.media_urls,
    )


def _with_status(row: ConversationRow, status: str) -> ConversationRow:
    return replace(row, status=status)


# -- update_conversation --------------------------------------------------------------------------


async def update_conversation(service: Service, call: Call) -> ConversationUpdated:
    params = call.params_as(UpdateConversationParameters)
    platform = params.platform
    _require_messaging_link(service, call, platform)
    wanted = params.conversation_id
    status = call.body_as(ConversationChange).status
    with service.store.transaction():
        conversation = service.store.messages.conversation(call.profile.id, platform, wanted)
        if conversation is None:
            raise ApiError(
                ErrorCode.CONVERSATION_NOT_FOUND,
                f"No conversation with this id exists on {platform}.",
            )
        service.store.messages.save_conversation(_with_status(conversation, status))
    return ConversationUpdated(conversation_id=wanted, conversation_status=status)


# -- auto-response --------------------------------------------------------------------------------


def _auto_response(service: Service, stored: dict[str, Any]) -> AutoResponse:
    """The settings in force: the stored fields (those sent, by their spec names) over the
    schema's defaults (the generated model's); no message or an empty one: the schema's
    `x-default-message`."""
    settings = AutoResponseSettings.model_validate(stored)
    schema = service.spec.document["components"]["schemas"][SETTINGS_SCHEMA]
    message = settings.auto_response_message
    wait = settings.auto_response_wait_seconds
    if wait is None:  # null: the default
        wait = AutoResponseSettings().auto_response_wait_seconds
        assert wait is not None
    return AutoResponse(
        auto_response_active=bool(settings.auto_response_active),
        auto_response_message=message
        if message is not MISSING and message
        else str(schema["x-default-message"]),
        auto_response_wait_seconds=wait,
    )


async def get_auto_response(service: Service, call: Call) -> AutoResponse:
    with service.store.transaction():
        stored, _ = service.store.messages.settings(call.profile.id)
    return _auto_response(service, stored)


async def set_auto_response(service: Service, call: Call) -> AutoResponse:
    with service.store.transaction():
        stored, relink = service.store.messages.settings(call.profile.id)
        # The fields sent (not the model's defaults) over the stored ones.
        stored.update(
            call.body_as(AutoResponseSettings).model_dump(by_alias=True, exclude_unset=True)
        )
        service.store.messages.save_settings(call.profile.id, stored, relink)
    return _auto_response(service, stored)


# -- the test controls ----------------------------------------------------------------------------


def inject_message(service: Service, call: Call) -> dict[str, Any]:
    """A correspondent writes to the acting profile (`inject_message`; body validated)."""
    request = call.body_one_of(INJECTION)
    profile = call.profile
    platform = request.platform
    if platform not in {link.platform for link in service.store.profiles.links(profile.id)}:
        raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")
    seeded_content.sync(service, profile, platform)  # earlier generated messages come first
    sender = request.sender_id
    now = service.now_unix()
    with service.store.transaction() as db:
        found = service.store.messages.conversation_with(profile.id, platform, sender)
        conversation = ConversationRow(
            profile.id,
            platform,
            conversation_id_for(profile, platform, sender)
            if found is None
            else found.conversation_id,
            sender,
            (None if found is None else found.correspondent_name)
            if request.sender_name is MISSING
            else request.sender_name,
            "active",
            now,
            None if found is None else found.last_auto_response,
        )
        received = new_message(
            conversation,
            profile,
            received=True,
            message_id=new_message_id(platform),
            created=now,
            text=None if request.message is MISSING else request.message,
            media=None if request.media_urls is MISSING else request.media_urls,
        )
        service.store.messages.add_message(profile.id, platform, model_data(received))
        stored, _ = service.store.messages.settings(profile.id)
        settings = _auto_response(service, stored)
        last = conversation.last_auto_response
        if settings.auto_response_active and (
            last is None or now - last >= settings.auto_response_wait_seconds
        ):
            conversation = replace(conversation, last_auto_response=now)
            service.store.messages.add_message(
                profile.id,
                platform,
                message_body(
                    conversation,
                    profile,
                    received=False,
                    message_id=new_message_id(platform),
                    created=now,
                    text=settings.auto_response_message,
                    media=None,
                    auto_response=True,
                ),
            )
        service.store.messages.save_conversation(conversation)
        event = message_event(service, profile, "messageCreated", received)
        event.message, event.media_urls = received.message, received.media_urls
        event.sender_details = received.sender_details
        emit_message_event(service, profile, event, db)
    service.delivery.wake()
    answer: dict[str, Any] = model_data(received)
    return answer


def message_event(
    service: Service, profile: ProfileRow, sub_action: SubAction, message: Message
) -> MessagesEvent:
    """The `MessagesEvent` of `sub_action` on `message`, by the correspondent (the sender of a
    message received, the recipient of one sent); the fields every event has (`GenericEvent`'s:
    the hook's, the time) are left to `events.emit`, which fills them in."""
    received = message.action == "received"
    return MessagesEvent(
        created=service.now(),
        time_stamp=service.now_unix(),
        hook_id="",
        ref_id=profile.ref_id,
        url="",
        sub_action=sub_action,
        platform=message.platform,
        conversation_id=message.conversation_id,
        message_id=message.id,
        sender_id=message.sender_id if received else message.recipient_id,
        recipient_id=message.recipient_id if received else message.sender_id,
    )


def emit_message_event(
    service: Service, profile: ProfileRow, event: MessagesEvent, db: sqlite3.Connection
) -> None:
    """Queue `event` in the transaction of `db` (its own fields; the common ones: `emit`)."""
    events.emit(service, profile, event.action, own_fields(event, GenericEvent), db)


__all__ = [
    "conversation_count",
    "get_auto_response",
    "get_messages",
    "inject_message",
    "messaging_enabled",
    "send_message",
    "set_auto_response",
    "update_conversation",
]
