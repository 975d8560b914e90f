"""Faults the rules of `contract_tests/test_rules_mentions.py` must catch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import change_events
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import declare, fields_ignored, on, refusal_accepted

if TYPE_CHECKING:
    from reference_server.parts import ServerParts

MENTIONS_PATH = "/_sandbox/mentions"
MADE = {"status": "success", "platform": "linkedin", "mentionId": "1", "type": "post"}


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


# -- inject_mention's refusals and type (sandbox.yaml), as rows: (name, shape, caught, doc)
for _name, _shape, _caught, _doc in (
    ("mention_unsupported_network_accepted",
     refusal_accepted(ErrorCode.NETWORK_NOT_SUPPORTED, MADE, where=on("POST", MENTIONS_PATH)),
     "a network outside x-networks reports no mentions",
     "inject_mention makes a mention on a network outside the mentions x-networks."),
    ("mention_unlinked_network_accepted",
     refusal_accepted(ErrorCode.PLATFORM_NOT_LINKED, MADE, where=on("POST", MENTIONS_PATH)),
     "a mention on a network not linked is refused",
     "inject_mention makes a mention on a network the profile has not linked."),
    ("mention_type_ignored", fields_ignored(on("POST", MENTIONS_PATH), "type"),
     "a mention of the type asked", "inject_mention ignores `type` (every mention a post)."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault("test_mention_injection_refusals", _caught))
