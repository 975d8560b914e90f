"""Faults the rules of `contract_tests/test_rules_mentions.py` must catch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.contract_power.faults.common import change_events
from tests.contract_power.faults.registry import fault

if TYPE_CHECKING:
    from reference_server.overrides import Overrides


@fault(
    "test_mentions_event_delivered",
    "the mentions delivery body matches MentionsEvent",
    override=True,
)
def mention_event_field_dropped(overrides: Overrides) -> None:
    """`mentions` deliveries lack the required `username` (signed as sent)."""
    change_events(
        overrides,
        lambda e: (
            {k: v for k, v in e.items() if k != "username"} if e.get("action") == "mentions" else e
        ),
    )


@fault(
    "test_mentions_event_delivered",
    "a mention of the profile fires the mentions webhook",
    override=True,
)
def mention_event_missing(overrides: Overrides) -> None:
    """A mention fires no delivery (its event is never queued)."""
    change_events(overrides, lambda e: None if e.get("action") == "mentions" else e)
