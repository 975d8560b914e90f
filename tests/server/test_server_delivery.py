"""Events through the whole server, what the contract rules do not check: the mention
control's refusals (the mentions rules are another area's). Signed HTTPS deliveries, retries,
refusals, rotation windows, the delivery settings' refusals and trust (an untrusted receiver),
the events and the webhook history: `contract_tests/test_rules_delivery.py`,
`test_rules_webhooks.py`, `test_rules_messages.py`, `test_rules_comments.py`,
`test_rules_suspension.py`, `test_rules_posts.py`, `test_rules_media.py`."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def test_inject_mention_refusals(api: Api) -> None:
    """The control's inject_mention refuses a network outside the `mentions` delivery's
    x-networks (157) and one not linked (156); a mention's type and X address."""
    pk = api.linked_profile("Mentioned", "twitter", "linkedin")
    body = {"username": "jane", "text": "Love @acme"}
    api.error(
        ErrorCode.NETWORK_NOT_SUPPORTED,
        "POST",
        "/_sandbox/mentions",
        json={**body, "platform": "linkedin"},
        headers=pk,
    )
    api.error(
        ErrorCode.PLATFORM_NOT_LINKED,
        "POST",
        "/_sandbox/mentions",
        json={**body, "platform": "facebook"},
        headers=pk,
    )
    made = api.sandbox("mentions", {**body, "platform": "twitter", "type": "comment"}, headers=pk)
    assert made["type"] == "comment"
    assert made["postUrl"] == f"https://x.com/jane/status/{made['mentionId']}"
