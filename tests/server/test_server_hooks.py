"""Webhooks, what the contract rules do not check: a listed hook never shows its secret, and the
control (`seed_webhook_history`) refuses an entry that does not match its action's event schema.
That it says `hasSecret`: `contract_tests/test_rules_webhooks.py`."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def test_listed_hook_never_shows_its_secret(api: Api) -> None:
    body = {"action": "scheduled", "url": "https://a.test/2", "secret": "s3cret"}
    api.ok("POST", "/hook/webhook", json=body)
    hooks = [h for h in api.ok("GET", "/hook/webhook")["webhooks"] if h["action"] == "scheduled"]
    assert len(hooks) == 1
    assert "secret" not in hooks[0] and "s3cret" not in str(hooks)
    api.ok("DELETE", "/hook/webhook", json={"action": "scheduled"})


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
