"""Webhooks: register (replacing), list, unregister, sunset by the clock; history grouping,
filter, window and exact shapes."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api
from tests.server.spec_check import SpecCheck

SPEC = load_document()
ACTIONS = SPEC["components"]["schemas"]["WebhookAction"]["enum"]
SUNSET = SPEC["components"]["schemas"]["WebhookAction"]["x-sunset"]
WINDOW_MONTHS = SPEC["x-limits"]["historyWindowMonths"]


def ts(value: datetime) -> str:
    return value.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_register_replace_list_unregister(api: Api) -> None:
    first = api.ok("POST", "/hook/webhook", json={"action": "scheduled", "url": "https://a.test/1"})
    second = api.ok(
        "POST",
        "/hook/webhook",
        json={"action": "scheduled", "url": "https://a.test/2", "secret": "s3cret"},
    )
    assert first["hookId"] != second["hookId"] and second["refId"] == first["refId"]
    hooks = [h for h in api.ok("GET", "/hook/webhook")["webhooks"] if h["action"] == "scheduled"]
    assert len(hooks) == 1 and hooks[0]["url"] == "https://a.test/2" and hooks[0]["hasSecret"]
    assert "secret" not in hooks[0]
    assert api.ok("DELETE", "/hook/webhook", json={"action": "scheduled"}) == {
        "status": "success",
        "action": "scheduled",
    }
    api.error(ErrorCode.WEBHOOK_NOT_FOUND, "DELETE", "/hook/webhook", json={"action": "scheduled"})
    api.error(ErrorCode.INVALID_WEBHOOK_ACTION, "DELETE", "/hook/webhook", json={"action": "nope"})
    api.error(
        ErrorCode.INVALID_WEBHOOK_ACTION,
        "POST",
        "/hook/webhook",
        json={"action": "nope", "url": "https://a.test"},
    )
    api.error(
        ErrorCode.WEBHOOK_URL_NOT_HTTPS,
        "POST",
        "/hook/webhook",
        json={"action": "feed", "url": "http://a.test"},
    )
    api.error(
        ErrorCode.WEBHOOK_URL_NOT_HTTPS,
        "POST",
        "/hook/webhook",
        json={"action": "feed", "url": "https://"},
    )


def test_list_has_a_key_per_registered_action(api: Api) -> None:
    """The list's canonical form: `status`, each registered action's address under its name,
    `updated` (the newest registration, absent without hooks), and the hooks in full."""
    key = api.ok("POST", "/profiles", json={"title": f"Hook keys {uuid.uuid4().hex[:8]}"})
    pk = {"Profile-Key": key["profileKey"]}
    assert api.ok("GET", "/hook/webhook", headers=pk) == {"status": "success", "webhooks": []}
    for action in ("feed", "social"):
        url = f"https://a.test/{action}"
        api.ok("POST", "/hook/webhook", json={"action": action, "url": url}, headers=pk)
    listed = api.ok("GET", "/hook/webhook", headers=pk)
    assert (listed["feed"], listed["social"]) == ("https://a.test/feed", "https://a.test/social")
    assert not set(ACTIONS) - {"feed", "social"} & set(listed)
    assert listed["updated"] == max(h["created"] for h in listed["webhooks"])
    SpecCheck().validate("WebhookList", listed)


def test_retired_action_by_clock(api: Api, restore_clock: None) -> None:
    ((action, rule),) = SUNSET.items()
    refused_from = datetime.fromisoformat(rule["unavailableFrom"].replace("Z", "+00:00"))
    api.sandbox("clock", {"set": ts(refused_from - timedelta(days=1))})
    api.ok("POST", "/hook/webhook", json={"action": action, "url": "https://a.test/aa"})
    assert action in api.ok("GET", "/hook/history")
    assert api.ok("GET", "/hook/history", params={"action": action}) == {action: []}
    api.sandbox("clock", {"set": ts(refused_from)})
    response = api.error(
        ErrorCode.ACTION_RETIRED,
        "POST",
        "/hook/webhook",
        json={"action": action, "url": "https://a.test"},
    )
    assert response.status_code == 410
    api.error(ErrorCode.ACTION_RETIRED, "GET", "/hook/history", params={"action": action})
    assert action not in api.ok("GET", "/hook/history")
    api.error(ErrorCode.INVALID_WEBHOOK_ACTION, "GET", "/hook/history", params={"action": "nope"})


def social(created: datetime, **extra: Any) -> dict[str, Any]:
    return {
        "action": "social",
        "created": ts(created),
        "displayName": "Acme Corp",
        "hookId": "h-1",
        "platform": "facebook",
        "refId": "r",
        "source": "user",
        "timeStamp": int(created.timestamp()),
        "title": "Primary Profile",
        "type": "link",
        "url": "https://hooks.test/social",
        **extra,
    }


def scheduled(created: datetime) -> dict[str, Any]:
    result = {
        "status": "success",
        "idShare": "urn:li:share:1",
        "id": "urn:li:share:1",
        "isVideo": False,
        "platform": "linkedin",
        "postUrl": "https://www.linkedin.com/feed/update/urn:li:share:1",
        "mediaUrls": [],
    }
    return {
        "action": "scheduled",
        "created": ts(created),
        "errors": [],
        "hookId": "h-2",
        "id": "Ab12",
        "idShare": "urn:li:share:1",
        "isVideo": False,
        "mediaUrls": [],
        "platform": "linkedin",
        "platforms": ["linkedin"],
        "post": "hello",
        "postIds": [result],
        "postUrl": result["postUrl"],
        "refId": "r",
        "source": "user",
        "status": "success",
        "subAction": "linkedinPublished",
        "timeStamp": int(created.timestamp()),
        "title": "Primary Profile",
        "url": "https://hooks.test/scheduled",
    }


def test_history_grouping_filter_window(api: Api, spec_check: SpecCheck) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "History"})
    headers = {"Profile-Key": profile["profileKey"]}
    now = datetime.fromisoformat(api.ok("GET", "/_sandbox")["now"].replace("Z", "+00:00"))
    old = now - timedelta(days=31 * WINDOW_MONTHS + 2)
    entries = [
        social(now - timedelta(days=2)),
        social(now - timedelta(days=1), type="unlink"),
        social(old),
        scheduled(now - timedelta(hours=3)),
        {
            "action": "messages",
            "created": ts(now - timedelta(hours=1)),
            "timeStamp": 5,
            "hookId": "h-1",
            "refId": "r-1",
            "url": "https://hooks.test/messages",
            "subAction": "messageCreated",
            "platform": "instagram",
            "conversationId": "aWdfZAGc1",
            "messageId": "aWdfZAGm1",
            "message": "Hello",
            "senderId": "1",
            "recipientId": "2",
        },
    ]
    api.sandbox("webhook-history", {"entries": entries}, headers=headers)
    grouped = api.ok("GET", "/hook/history", headers=headers)
    assert set(grouped) == {a for a in ACTIONS if a not in SUNSET}
    assert [e["type"] for e in grouped["social"]] == ["unlink", "link"]  # newest first, old gone
    assert grouped["scheduled"] == [entries[3]]
    assert grouped["messages"] == [entries[4]]
    assert grouped["feed"] == [] and grouped["batch"] == []
    for entry in grouped["social"]:
        spec_check.validate("SocialEvent", entry)
    assert api.ok("GET", "/hook/history", params={"action": "social"}, headers=headers) == {
        "social": grouped["social"]
    }
    # Invalid entries are refused by the sandbox control.
    bad = social(now)
    del bad["platform"]
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/_sandbox/webhook-history",
        json={"entries": [bad]},
        headers=headers,
    )
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_history_window_moves_with_clock(api: Api, restore_clock: None) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Window"})
    headers = {"Profile-Key": profile["profileKey"]}
    now = datetime.now(UTC).replace(microsecond=0)
    api.sandbox("webhook-history", {"entries": [social(now)]}, headers=headers)
    api.sandbox("clock", {"set": ts(now + timedelta(days=30 * WINDOW_MONTHS - 5))})
    assert len(api.ok("GET", "/hook/history", headers=headers)["social"]) == 1
    api.sandbox("clock", {"set": ts(now + timedelta(days=31 * WINDOW_MONTHS + 1))})
    assert api.ok("GET", "/hook/history", headers=headers)["social"] == []
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
