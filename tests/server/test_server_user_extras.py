"""The user sub-resources on the reference server: the batch export of every profile's user
record (a real file served from urlAvailable until it expires, a new one every 3 hours), the
linked Pinterest account's boards, the Google Business Profile location update with Google's
rolling limit on phoneNumbers, and the X users looked up this month."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}


@pytest.mark.usefixtures("restore_clock")
def test_batch_exports_every_profile_and_expires(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("Batch export one", "linkedin")
    batch = api.ok("GET", "/user/batch")
    assert batch["success"] is True
    assert batch["lastUpdated"] == "2026-11-20T10:00:00Z"
    assert batch["urlAvailable"] == "2026-11-20T10:05:00Z"
    assert batch["urlExpires"] == "2026-11-27T10:00:00Z"
    assert batch["nextUpdate"] == "2026-11-20T13:00:00Z"
    # Before urlAvailable the address answers 620 with the seconds left in Retry-After.
    early = httpx.get(batch["url"], timeout=30)
    assert early.status_code == 404 and early.json()["code"] == ErrorCode.BATCH_FILE_NOT_READY
    assert early.headers["retry-after"] == "300"
    api.sandbox("clock", {"set": "2026-11-20T10:04:59Z"})
    early = httpx.get(batch["url"], timeout=30)
    assert early.json()["code"] == ErrorCode.BATCH_FILE_NOT_READY
    assert early.headers["retry-after"] == "1"
    api.sandbox("clock", {"set": "2026-11-20T10:05:00Z"})
    records = httpx.get(batch["url"], timeout=30).json()
    primary = api.ok("GET", "/user")
    mine = api.ok("GET", "/user", headers=pk)
    by_ref = {r["refId"]: r for r in records}
    assert records[0]["refId"] == primary["refId"]
    assert by_ref[mine["refId"]] == mine
    # A Profile-Key is not read: the export is the account's, the same file within 3 hours.
    api.sandbox("clock", {"advanceSeconds": 3600})
    assert api.ok("GET", "/user/batch", headers=pk)["url"] == batch["url"]
    # Three hours after it was made, a new file holds the profiles made since.
    later = api.linked_profile("Batch export two")
    api.sandbox("clock", {"advanceSeconds": 2 * 3600})
    renewed = api.ok("GET", "/user/batch")
    assert renewed["url"] != batch["url"]
    assert renewed["lastUpdated"] == "2026-11-20T13:05:00Z"
    assert httpx.get(renewed["url"], timeout=30).json()["code"] == ErrorCode.BATCH_FILE_NOT_READY
    api.sandbox("clock", {"set": renewed["urlAvailable"]})
    later_ref = api.ok("GET", "/user", headers=later)["refId"]
    assert later_ref in {r["refId"] for r in httpx.get(renewed["url"], timeout=30).json()}
    # After urlExpires the address answers 404.
    api.sandbox("clock", {"set": "2026-11-27T10:00:00Z"})
    gone = httpx.get(batch["url"], timeout=30)
    assert gone.status_code == 404 and gone.json()["code"] == ErrorCode.ROUTE_NOT_FOUND
    assert httpx.get(renewed["url"], timeout=30).status_code == 200


@pytest.mark.usefixtures("restore_clock")
def test_batch_after_the_clock_moved_back(api: Api) -> None:
    """A file made at a later moment of the clock is not the latest once the clock is moved
    back before it: the answer is one file, the same at each call, until its nextUpdate."""
    api.sandbox("clock", {"set": "2040-01-01T00:00:00Z"})
    later = api.ok("GET", "/user/batch")
    api.sandbox("clock", {"set": "2039-06-01T00:00:00Z"})
    first = api.ok("GET", "/user/batch")
    assert first["url"] != later["url"]
    assert first["lastUpdated"] == "2039-06-01T00:00:00Z"
    api.sandbox("clock", {"advanceSeconds": 60})
    assert api.ok("GET", "/user/batch")["url"] == first["url"]


def test_batch_needs_a_business_plan(api: Api) -> None:
    api.sandbox("plan", {"plan": "Premium"})
    try:
        api.error(ErrorCode.PLAN_REQUIRED, "GET", "/user/batch")
    finally:
        api.sandbox("plan", {"plan": "Enterprise"})


def test_pinterest_boards(api: Api) -> None:
    pk = api.linked_profile("Pinterest boards")
    api.error(ErrorCode.PLATFORM_NOT_LINKED, "GET", "/user/details/pinterest", headers=pk)
    api.sandbox("link", {"platform": "pinterest"}, headers=pk)
    boards = api.ok("GET", "/user/details/pinterest", headers=pk)
    assert boards["status"] == "success"
    ids = [b["id"] for b in boards["boards"]]
    assert 1 <= len(ids) <= 5 and len(set(ids)) == len(ids)
    assert api.ok("GET", "/user/details/pinterest", headers=pk) == boards
    other = api.linked_profile("Pinterest boards other", "pinterest")
    assert api.ok("GET", "/user/details/pinterest", headers=other)["boards"] != boards["boards"]


@pytest.mark.usefixtures("restore_clock")
def test_gbp_location_update_and_phone_limit(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    pk = api.linked_profile("Location update")
    api.error(ErrorCode.PLATFORM_NOT_LINKED, "PATCH", "/user/gbp", json={"title": "x"}, headers=pk)
    api.sandbox("link", {"platform": "gmb", "displayName": "Acme Coffee"}, headers=pk)
    first = api.ok("PATCH", "/user/gbp", json={"websiteUrl": "https://acme.example"}, headers=pk)
    location = first["gmb"]["data"]
    assert first["status"] == "success" and first["gmb"]["status"] == "success"
    assert location["title"] == "Acme Coffee"
    assert location["websiteUrl"] == "https://acme.example"
    assert location["name"].startswith("locations/")
    second = api.ok("PATCH", "/user/gbp", json={"title": "Acme Roasters"}, headers=pk)
    assert second["gmb"]["data"] == {**location, "title": "Acme Roasters"}
    api.error(ErrorCode.INVALID_REQUEST, "PATCH", "/user/gbp", json={}, headers=pk)
    api.error(ErrorCode.INVALID_REQUEST, "PATCH", "/user/gmb", json={"title": "x"}, headers=pk)
    phones: dict[str, Any] = {"phoneNumbers": {"primaryPhone": "212-123-4567"}}
    for _ in range(5):
        api.ok("PATCH", "/user/gbp", json=phones, headers=pk)
        api.sandbox("clock", {"advanceSeconds": 3600})
    api.error(ErrorCode.NETWORK_UPDATE_LIMIT, "PATCH", "/user/gbp", json=phones, headers=pk)
    # Other fields are not limited; the first phone update leaves the window after 24 hours.
    api.ok("PATCH", "/user/gbp", json={"storeCode": "NYC-1"}, headers=pk)
    api.sandbox("clock", {"advanceSeconds": 19 * 3600 + 1})
    api.ok("PATCH", "/user/gbp", json=phones, headers=pk)


@pytest.mark.usefixtures("restore_clock")
def test_user_lookups_list_this_months_x_lookups(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-10-31T23:00:00Z"})
    body = {"platforms": ["twitter"], "userName": "october_user"}
    api.ok("POST", "/analytics/social", json=body, headers=X_HEADERS)
    api.sandbox("clock", {"set": "2026-11-01T08:00:00Z"})
    assert api.ok("GET", "/user/lookups") == {"status": "success", "x": []}
    for lookup in ({"userName": "someone"}, {"userId": "12345"}, {"userName": "someone"}):
        body = {"platforms": ["twitter"], **lookup}
        api.ok("POST", "/analytics/social", json=body, headers=X_HEADERS)
        api.sandbox("clock", {"advanceSeconds": 60})
    lookups = api.ok("GET", "/user/lookups")
    assert lookups["x"] == [
        {"userName": "someone", "created": "2026-11-01T08:00:00Z"},
        {"userId": "12345", "created": "2026-11-01T08:01:00Z"},
    ]
