"""Faults the rules of `contract_tests/test_rules_mentions.py` must catch."""

from __future__ import annotations

import json
from typing import Any

from tests.contract_power.faults.exchange import (
    ASGIApp,
)
from tests.contract_power.faults.registry import fault


@fault("test_mentions_event_delivered", "the mentions delivery body matches MentionsEvent")
def mention_event_field_dropped(app: ASGIApp) -> ASGIApp:
    """`mentions` deliveries lack the required `username` (signed as sent)."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def without_username(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        event = json.loads(body)
        if event.get("action") == "mentions":
            event.pop("username", None)
            body = json.dumps(event).encode()
        return enqueue(self, hook_id, url, secret, body, **kwargs)

    Outbox.enqueue = without_username  # type: ignore[method-assign]
    return app


@fault("test_mentions_event_delivered", "a mention of the profile fires the mentions webhook")
def mention_event_missing(app: ASGIApp) -> ASGIApp:
    """A mention fires no delivery (its event is never queued)."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def without_mentions(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        if kwargs.get("action") == "mentions":
            return "not-sent"
        return enqueue(self, hook_id, url, secret, body, **kwargs)

    Outbox.enqueue = without_mentions  # type: ignore[method-assign]
    return app
