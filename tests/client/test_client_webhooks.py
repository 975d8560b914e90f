"""Webhook signature verification against vectors computed here with hmac, and parsing."""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any

import pytest
from pydantic import MISSING
from social_publishing_client.api import (
    InvalidDelivery,
    parse_delivery,
    read_delivery,
    sign_body,
    verify_delivery,
)
from social_publishing_models import (
    FeedEvent,
    GenericEvent,
    MentionsEvent,
    MessagesEvent,
    ScheduledEvent,
    SocialEvent,
)
from social_publishing_models.spec_facts import (
    DELIVERY_ATTEMPT_HEADER,
    DELIVERY_ID_HEADER,
    ROTATION_SIGNATURE_HEADER,
    SIGNATURE_HEADER,
    TIMESTAMP_HEADER,
)

SECRET = "4c1d9e8a-shared-secret"
GENERIC_ACTIONS = ("batch", "automations", "suspended")
NOW = 1_795_684_502
SOCIAL = {
    "action": "social",
    "created": "2026-11-20T09:15:02Z",
    "displayName": "Acme Corp",
    "hookId": "h-1a2b3c4d5e6f7a8b",
    "platform": "facebook",
    "refId": "9d2f7c3b1a8e4f60b5c2d9e1f4a7b3c8",
    "source": "user",
    "timeStamp": NOW,
    "title": "Primary Profile",
    "type": "link",
    "url": "https://hooks.acme.test/social/social",
}


def _body(event: dict[str, object]) -> bytes:
    return json.dumps(event, separators=(",", ":")).encode()


def _headers(body: bytes, secret: str = SECRET, timestamp: int = NOW) -> dict[str, str]:
    signature = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return {SIGNATURE_HEADER: signature, TIMESTAMP_HEADER: str(timestamp)}


def test_known_vector() -> None:
    # Independently computed: HMAC-SHA256("key", "The quick brown fox jumps over the lazy dog").
    expected = "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8"
    assert sign_body(b"The quick brown fox jumps over the lazy dog", "key") == expected


@pytest.mark.parametrize(
    ("signed_at", "lower_case", "tolerance"),
    [(NOW - 10, False, 300), (NOW, True, 300), (NOW - 3600, False, 7200)],
    ids=["as-signed", "header-names-in-any-case", "a-configured-tolerance"],
)
def test_a_valid_delivery_is_parsed_into_its_action_model(
    signed_at: int, lower_case: bool, tolerance: int
) -> None:
    body = _body(SOCIAL)
    headers = _headers(body, timestamp=signed_at)
    if lower_case:
        headers = {name.lower(): value for name, value in headers.items()}
    event = verify_delivery(body, headers, SECRET, now=NOW, tolerance_seconds=tolerance)
    assert isinstance(event, SocialEvent) and event.display_name == "Acme Corp"


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("tampered", "signature"),
        ("wrong-secret", "signature"),
        ("old", "more than 300 s"),  # the default tolerance
        ("future", "more than 300 s"),
        ("unsigned", "missing"),
    ],
)
def test_rejected_deliveries(change: str, reason: str) -> None:
    body = _body(SOCIAL)
    headers = _headers(body)
    if change == "tampered":
        body = body.replace(b"Acme Corp", b"Evil Corp")
    elif change == "wrong-secret":
        headers = _headers(body, secret="another-secret")
    elif change == "old":
        headers = _headers(body, timestamp=NOW - 301)
    elif change == "future":
        headers = _headers(body, timestamp=NOW + 301)
    elif change == "unsigned":
        del headers[SIGNATURE_HEADER]
    with pytest.raises(InvalidDelivery, match=reason):
        verify_delivery(body, headers, SECRET, now=NOW)


SENT = {"created": "2026-11-21T12:00:03Z", "timeStamp": NOW}
SCHEDULED = {
    **SENT,
    "action": "scheduled",
    "errors": [],
    "hookId": "h-5b8e2c9a7d1f4e3b",
    "id": "Ab12Cd34Ef56Gh78Ij90",
    "idShare": "urn:li:share:1",
    "isVideo": False,
    "mediaUrls": [],
    "platform": "linkedin",
    "platforms": ["linkedin"],
    "post": "Hi",
    "postIds": [],
    "postUrl": "https://www.linkedin.com/feed/update/urn:li:share:1",
    "refId": "r",
    "source": "user",
    "status": "success",
    "subAction": "linkedinPublished",
    "title": "Primary Profile",
    "url": "https://hooks.acme.test/social/scheduled",
}
MESSAGE_READ = {
    **SENT,
    "action": "messages",
    "hookId": "h-0c9d8e7f6a5b4c3d",
    "refId": "r",
    "url": "https://hooks.acme.test/social/messages",
    "subAction": "messageRead",
    "platform": "instagram",
    "conversationId": "aWdfZAGNvbnYxMjM0NTY3ODkw",
    "messageId": "aWdfZAG1lc3NhZ2UxMjM0NTY3",
    "senderId": "17841400000000001",
    "recipientId": "17841400000000000",
}
MENTION = {
    **SENT,
    "action": "mentions",
    "hookId": "h-2b3c4d5e6f7a8b9c",
    "refId": "r",
    "url": "https://hooks.acme.test/social/mentions",
    "subAction": "mentionCreated",
    "platform": "instagram",
    "mentionId": "17912345678905678",
    "type": "comment",
    "text": "Love @acme",
    "username": "jane.doe",
}
#: (event, its model, a field of the model, the field's value)
PARSED: list[tuple[dict[str, Any], type[Any], str, Any]] = [
    (SCHEDULED, ScheduledEvent, "sub_action", "linkedinPublished"),
    (
        {**SENT, "action": "feed", "itemTitle": "Spring menu"},
        FeedEvent,
        "item_title",
        "Spring menu",
    ),
    (MESSAGE_READ, MessagesEvent, "reaction", MISSING),
    (
        {**MESSAGE_READ, "subAction": "reactionCreated", "reaction": "\U0001f44d"},
        MessagesEvent,
        "reaction",
        "\U0001f44d",
    ),
    (
        {**MESSAGE_READ, "subAction": "messageEdited", "message": "Open on Saturday?"},
        MessagesEvent,
        "message",
        "Open on Saturday?",
    ),
    (MENTION, MentionsEvent, "mention_id", "17912345678905678"),
    *[({**SENT, "action": a, "extra": 1}, GenericEvent, "action", a) for a in GENERIC_ACTIONS],
]


@pytest.mark.parametrize(
    ("event", "model", "field", "value"),
    PARSED,
    ids=[f"{event['action']}-{event.get('subAction', '')}" for event, *_ in PARSED],
)
def test_each_action_gets_its_model(
    event: dict[str, Any], model: type[Any], field: str, value: Any
) -> None:
    parsed = parse_delivery(_body(event))
    assert type(parsed) is model and getattr(parsed, field) == value


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b'{"action": "nope"}', "unknown webhook action"),
        (b"{", "not JSON"),
        (_body({k: v for k, v in SOCIAL.items() if k != "hookId"}), "not a valid 'social' event"),
        (_body({**MESSAGE_READ, "subAction": "messageDeleted"}), "not a valid 'messages' event"),
        (_body({**MENTION, "type": "story"}), "not a valid 'mentions' event"),
    ],
)
def test_bodies_that_are_not_events_are_refused(body: bytes, reason: str) -> None:
    with pytest.raises(InvalidDelivery, match=reason):
        parse_delivery(body)


OLD_SECRET = "the-secret-being-replaced"


def _rotating_headers(body: bytes) -> dict[str, str]:
    """A delivery during a rotation: the old secret's signature in the signature header, the
    new one's in the rotation header (computed here with hmac)."""
    return {
        SIGNATURE_HEADER: hmac.new(OLD_SECRET.encode(), body, hashlib.sha256).hexdigest(),
        ROTATION_SIGNATURE_HEADER: hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest(),
        TIMESTAMP_HEADER: str(NOW),
    }


#: (the secret or secrets given, body changed after signing, the old secret's signature header
#: left out, the refusal or None: accepted)
ROTATION: list[tuple[str | list[str] | tuple[str, ...], bool, bool, str | None]] = [
    (SECRET, False, False, None),
    (OLD_SECRET, False, False, None),
    ([OLD_SECRET, SECRET], False, False, None),
    (("x", SECRET), False, False, None),
    (SECRET, False, True, None),  # the rotation header alone verifies with the new secret
    ("a-third-secret", False, False, "signature does not match"),
    (SECRET, True, False, "signature does not match"),  # nor for a changed body
    ([], False, False, "no secret"),
    (OLD_SECRET, False, True, "signature does not match"),
]


@pytest.mark.parametrize(("secret", "tampered", "rotation_only", "refusal"), ROTATION)
def test_a_delivery_during_a_rotation(
    secret: str | list[str] | tuple[str, ...],
    tampered: bool,
    rotation_only: bool,
    refusal: str | None,
) -> None:
    body = _body(SOCIAL)
    headers = _rotating_headers(body)
    if rotation_only:
        del headers[SIGNATURE_HEADER]
    if tampered:
        body = _body({**SOCIAL, "type": "unlink"})
    if refusal is None:
        assert isinstance(verify_delivery(body, headers, secret, now=NOW), SocialEvent)
    else:
        with pytest.raises(InvalidDelivery, match=refusal):
            verify_delivery(body, headers, secret, now=NOW)


def test_read_delivery_exposes_id_and_attempt() -> None:
    body = _body(SOCIAL)
    headers = {**_headers(body), DELIVERY_ID_HEADER: "abc123", DELIVERY_ATTEMPT_HEADER: "4"}
    delivery = read_delivery(body, headers, SECRET, now=NOW)
    assert (delivery.delivery_id, delivery.attempt, delivery.timestamp) == ("abc123", 4, NOW)
    assert isinstance(delivery.event, SocialEvent) and delivery.event.hook_id == SOCIAL["hookId"]
    bare = read_delivery(body, _headers(body), SECRET, now=NOW)
    assert (bare.delivery_id, bare.attempt) == (None, 1)


@pytest.mark.parametrize("attempt", ["0", "two", "-1", ""])
def test_malformed_attempt_header_is_refused(attempt: str) -> None:
    body = _body(SOCIAL)
    headers = {**_headers(body), DELIVERY_ATTEMPT_HEADER: attempt}
    with pytest.raises(InvalidDelivery, match=DELIVERY_ATTEMPT_HEADER):
        read_delivery(body, headers, SECRET, now=NOW)
