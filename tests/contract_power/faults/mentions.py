"""Faults the rules of `contract_tests/test_rules_mentions.py` must catch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.contract_power.faults.common import change_events
from tests.contract_power.faults.registry import fault

if TYPE_CHECKING:
    from reference_server.parts import ServerParts


@fault(
    "test_mentions_event_delivered", "the mentions delivery body matches MentionsEvent", parts=True
)
def mention_event_field_dropped(parts: ServerParts) -> ServerParts:
    """`mentions` deliveries lack the required `username` (signed as sent)."""
    return change_events(
        parts,
        lambda e: (
            {k: v for k, v in e.items() if k != "username"} if e.get("action") == "mentions" else e
        ),
    )


@fault(
    "test_mentions_event_delivered",
    "a mention of the profile fires the mentions webhook",
    parts=True,
)
def mention_event_missing(parts: ServerParts) -> ServerParts:
    """A mention fires no delivery (its event is never queued)."""
    return change_events(parts, lambda e: None if e.get("action") == "mentions" else e)
