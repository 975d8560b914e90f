"""Events through the whole server, what the contract rules do not check: the sandbox X
network's address of a mention (a choice of this server). Signed HTTPS deliveries, retries,
refusals, rotation windows, the delivery settings' refusals and trust (an untrusted receiver),
the events, the mention control's refusals and type, and the webhook history:
`contract_tests/test_rules_delivery.py`, `test_rules_webhooks.py`, `test_rules_messages.py`,
`test_rules_comments.py`, `test_rules_suspension.py`, `test_rules_posts.py`,
`test_rules_media.py`, `test_rules_mentions.py`."""

from __future__ import annotations

from tests.server.server_harness import Api


def test_inject_mention_x_address(api: Api) -> None:
    """The sandbox X network's address of a mention (a choice of this server)."""
    pk = api.linked_profile("Mentioned", "twitter")
    body = {"username": "jo", "text": "@a", "platform": "twitter"}
    made = api.sandbox("mentions", body, headers=pk)
    assert made["postUrl"] == f"https://x.com/jo/status/{made['mentionId']}"
