"""Webhooks, what the contract rules do not check: the control (`seed_webhook_history`) refuses
an entry that does not match its action's event schema. That a listed hook says `hasSecret`
and never shows the secret: `contract_tests/test_rules_webhooks.py`."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def test_control_refuses_an_invalid_history_entry(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "History"})
    headers = {"Profile-Key": profile["profileKey"]}
    now = api.ok("GET", "/_sandbox")["now"]
    bad = {
        "action": "social",
        "created": now,
        "displayName": "Acme Corp",
        "hookId": "h-1",
        "refId": "r",
        "source": "user",
        "timeStamp": 5,
        "title": "Primary Profile",
        "type": "link",
        "url": "https://hooks.test/social",
    }  # no platform
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/_sandbox/webhook-history",
        json={"entries": [bad]},
        headers=headers,
    )
    assert api.ok("GET", "/hook/history", headers=headers)["social"] == []
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
