"""The profile extras through the whole server: `unlink_social` (DELETE /profiles/social)
unlinks a network from the acting profile and sends the `social` unlink event to a real HTTPS
receiver (test CA), as the sandbox control does; a network that is not linked answers 200 and
sends nothing."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest
import trustme

from spec_model.error_codes import ErrorCode
from testkit.https_receiver import HttpsReceiver
from tests.server.conftest import server_trusting
from tests.server.delivery_helpers import (
    all_recorded,
    check_signed,
    event_errors,
    wait_deliveries,
)
from tests.server.server_harness import Api, RunningServer

SECRET = "profile-extras-secret"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, ca: trustme.CA) -> Iterator[RunningServer]:
    with server_trusting(ca, tmp_path_factory.mktemp("profile-extras")) as running:
        yield running


def linked(api: Api, headers: dict[str, str]) -> list[str]:
    user = api.ok("GET", "/user", headers=headers)
    return sorted(user.get("activeSocialAccounts", []))


def test_unlink_social_unlinks_and_sends_the_event(api: Api, receiver: HttpsReceiver) -> None:
    receiver.reset()
    created = api.ok("POST", "/profiles", json={"title": "Unlinker"})
    pk = {"Profile-Key": created["profileKey"]}
    url = f"{receiver.url}/social"
    body = {"action": "social", "url": url, "secret": SECRET}
    hook_id = api.ok("POST", "/hook/webhook", json=body, headers=pk)["hookId"]
    for platform, name in (("tiktok", "Bakery Tok"), ("reddit", "Bakery Reddit")):
        api.sandbox("link", {"platform": platform, "displayName": name}, headers=pk)
    wait_deliveries(api, pk, all_recorded(2))
    receiver.reset()

    answer = api.ok("DELETE", "/profiles/social", json={"platform": "tiktok"}, headers=pk)
    assert answer == {"status": "success", "platform": "tiktok", "refId": created["refId"]}
    assert linked(api, pk) == ["reddit"]
    got = receiver.wait_for(1, 10)
    assert len(got) == 1
    check_signed(got[0], SECRET)
    event = json.loads(got[0].body)
    assert event_errors("SocialEvent", event) == []
    assert (event["type"], event["platform"], event["displayName"]) == (
        "unlink",
        "tiktok",
        "Bakery Tok",
    )
    assert (event["hookId"], event["refId"], event["title"]) == (
        hook_id,
        created["refId"],
        "Unlinker",
    )
    wait_deliveries(api, pk, all_recorded(3))  # recorded once the receiver answered
    history = api.ok("GET", "/hook/history", params={"action": "social"}, headers=pk)["social"]
    assert {**event, "deliveryStatus": "delivered"} in history

    # Not linked (any more): the same answer, nothing unlinked, no event.
    again = api.ok("DELETE", "/profiles/social", json={"platform": "tiktok"}, headers=pk)
    assert again == answer
    assert linked(api, pk) == ["reddit"]
    time.sleep(0.5)
    assert len(receiver.requests) == 1


def test_unlink_social_acts_for_the_primary_profile_without_a_key(api: Api) -> None:
    api.sandbox("link", {"platform": "bluesky"})
    other = api.ok("POST", "/profiles", json={"title": "Bystander"})
    pk = {"Profile-Key": other["profileKey"]}
    api.sandbox("link", {"platform": "bluesky"}, headers=pk)
    primary = api.ok("GET", "/user")["refId"]
    answer = api.ok("DELETE", "/profiles/social", json={"platform": "bluesky"})
    assert answer["refId"] == primary and answer["refId"] != other["refId"]
    assert "bluesky" not in linked(api, {})
    assert linked(api, pk) == ["bluesky"]  # another profile's link stays


def test_unlink_social_refusals(api: Api) -> None:
    api.error(ErrorCode.INVALID_REQUEST, "DELETE", "/profiles/social", json={"platform": "myspace"})
    api.error(ErrorCode.INVALID_REQUEST, "DELETE", "/profiles/social", json={})
    api.error(
        ErrorCode.MALFORMED_JSON,
        "DELETE",
        "/profiles/social",
        content=b"{",
        headers={"Content-Type": "application/json"},
    )
    api.error(
        ErrorCode.UNKNOWN_PROFILE_KEY,
        "DELETE",
        "/profiles/social",
        json={"platform": "twitter"},
        headers={"Profile-Key": "PK-NOPE"},
    )
