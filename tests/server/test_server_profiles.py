"""User Profiles on the reference server: create, list (shape, filters), update, delete by
Profile Key, title or refId, the official SDK's older paths, and the store's migration."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from reference_server.store import Store
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api, RunningServer

ISO_MS = "%Y-%m-%dT%H:%M:%S.%fZ"


def _create(api: Api, title: str, **settings: Any) -> dict[str, Any]:
    created: dict[str, Any] = api.ok("POST", "/profiles", json={"title": title, **settings})
    return created


def _listed(api: Api, **params: Any) -> dict[str, Any]:
    body: dict[str, Any] = api.ok("GET", "/profiles", params=params)
    return body


def _ref_ids(api: Api, **params: Any) -> set[str]:
    return {p["refId"] for p in _listed(api, **params)["profiles"]}


def _as(profile: dict[str, Any]) -> dict[str, str]:
    return {"Profile-Key": profile["profileKey"]}


@pytest.mark.usefixtures("restore_clock")
def test_create_and_list_shape(api: Api) -> None:
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    plain = _create(api, "Shape Plain")
    assert plain["status"] == "success" and plain["profileKey"].startswith("PK-")
    dressed = _create(
        api,
        "Shape Dressed",
        tags=["bakery", "north"],
        messagingActive=True,
        hideTopHeader=True,
        topHeader="Hello",
        disableSocial=["tiktok"],
        source="pypi",  # the official SDK's extra field is ignored
    )
    api.sandbox("link", {"platform": "instagram"}, headers=_as(dressed))
    api.sandbox("link", {"platform": "facebook"}, headers=_as(dressed))
    body = _listed(api)
    by_ref = {p["refId"]: p for p in body["profiles"]}
    assert body["count"] == len(body["profiles"]) == 2
    first = by_ref[plain["refId"]]
    assert first["status"] == "active" and first["title"] == "Shape Plain"
    assert "activeSocialAccounts" not in first  # absent, not empty, when nothing is linked
    assert "tags" not in first and "profileKey" not in first
    created_utc = datetime.strptime(first["createdUTC"], ISO_MS).replace(tzinfo=UTC)
    assert abs(created_utc - datetime(2026, 11, 20, 10, tzinfo=UTC)) < timedelta(seconds=30)
    seconds, nanos = first["created"]["_seconds"], first["created"]["_nanoseconds"]
    assert seconds == int(created_utc.timestamp())
    assert nanos == created_utc.microsecond * 1000
    second = by_ref[dressed["refId"]]
    assert second["activeSocialAccounts"] == ["facebook", "instagram"]
    assert second["tags"] == ["bakery", "north"] and second["messagingActive"] is True
    assert second["hideTopHeader"] is True and second["topHeader"] == "Hello"
    assert second["disableSocial"] == ["tiktok"] and "source" not in second
    # lastUpdated is the service clock's now; nextUpdate five minutes later.
    last = datetime.strptime(body["lastUpdated"], ISO_MS).replace(tzinfo=UTC)
    after = datetime.strptime(body["nextUpdate"], ISO_MS).replace(tzinfo=UTC)
    assert created_utc <= last < created_utc + timedelta(seconds=30)
    assert after - last == timedelta(minutes=5)
    api.error(ErrorCode.PROFILE_TITLE_TAKEN, "POST", "/profiles", json={"title": "Shape Plain"})
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/profiles", json={"title": "   "})
    # White space as any engine knows it (Python: U+001D; ECMA: U+FEFF) is no title.
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/profiles", json={"title": "\x1d\ufeff"})
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/profiles", json={"title": "T", "tags": "x"})
    for profile in (plain, dressed):
        api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_list_filters(api: Api) -> None:
    none = _create(api, "Filter None")
    fb = _create(api, "Filter FB")
    both = _create(api, "Filter Both")
    api.sandbox("link", {"platform": "facebook"}, headers=_as(fb))
    for platform in ("facebook", "instagram"):
        api.sandbox("link", {"platform": platform}, headers=_as(both))
    everyone = {none["refId"], fb["refId"], both["refId"]}
    assert _ref_ids(api) == everyone
    assert _ref_ids(api, title="Filter FB") == {fb["refId"]}
    assert _ref_ids(api, title="filter fb") == set()  # titles match exactly
    assert _ref_ids(api, refId=both["refId"]) == {both["refId"]}
    assert _ref_ids(api, hasActiveSocialAccounts="true") == {fb["refId"], both["refId"]}
    assert _ref_ids(api, hasActiveSocialAccounts="false") == {none["refId"]}
    assert _ref_ids(api, hasActiveSocialAccounts="True") == {fb["refId"], both["refId"]}
    assert _ref_ids(api, includesActiveSocialAccounts="facebook") == {fb["refId"], both["refId"]}
    both_only = _ref_ids(api, includesActiveSocialAccounts="instagram,facebook")
    assert both_only == {both["refId"]}
    assert _ref_ids(api, includesActiveSocialAccounts="facebook", title="Filter FB") == {
        fb["refId"]
    }
    assert _listed(api, refId="nope") == {
        **_listed(api, refId="nope"),
        "profiles": [],
        "count": 0,
    }
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/profiles", params={"hasActiveSocialAccounts": 1})
    refused = api.error(
        ErrorCode.INVALID_REQUEST,
        "GET",
        "/profiles",
        params={"includesActiveSocialAccounts": "facebook,myspace"},
    )
    assert "includesActiveSocialAccounts" in refused.json()["message"]
    for profile in (none, fb, both):
        api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_update_title_and_settings(api: Api) -> None:
    mine = _create(api, "Update Mine", tags=["a"], topHeader="Top")
    other = _create(api, "Update Other")
    updated = api.ok(
        "PATCH",
        "/profiles",
        json={"title": "Update Renamed", "hideTopHeader": True},
        headers=_as(mine),
    )
    assert updated == {"status": "success", "refId": mine["refId"], "title": "Update Renamed"}
    listed = _listed(api, refId=mine["refId"])["profiles"][0]
    assert listed["title"] == "Update Renamed"
    # Settings not sent keep their values.
    assert listed["tags"] == ["a"] and listed["topHeader"] == "Top"
    assert listed["hideTopHeader"] is True
    # The title stays unique; sending its own title is no conflict.
    api.error(
        ErrorCode.PROFILE_TITLE_TAKEN,
        "PATCH",
        "/profiles",
        json={"title": "Update Other"},
        headers=_as(mine),
    )
    api.ok("PATCH", "/profiles", json={"title": "Update Renamed"}, headers=_as(mine))
    # The Profile-Key header names the profile: without it nothing is updated.
    # Neither the header nor the body's profileKey names a profile (162).
    api.error(ErrorCode.PROFILE_NOT_FOUND, "PATCH", "/profiles", json={"title": "No Header"})
    api.error(
        ErrorCode.UNKNOWN_PROFILE_KEY,
        "PATCH",
        "/profiles",
        json={"title": "Bad Key"},
        headers={"Profile-Key": "PK-NOPE"},
    )
    api.error(ErrorCode.INVALID_REQUEST, "PATCH", "/profiles", json={}, headers=_as(mine))
    # The official SDK's path and method (PUT /profiles/profile), with its `source` field.
    legacy = api.ok(
        "PUT",
        "/profiles/profile",
        json={"title": "Update Legacy", "source": "pypi"},
        headers=_as(mine),
    )
    assert legacy["title"] == "Update Legacy"
    assert _ref_ids(api, title="Update Legacy") == {mine["refId"]}
    for profile in (mine, other):
        api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_delete_by_each_name(server: RunningServer, api: Api) -> None:
    by_header = _create(api, "Delete Header")
    by_key = _create(api, "Delete Key")
    by_title = _create(api, "Delete Title")
    by_ref = _create(api, "Delete Ref")
    # The Profile-Key header alone, with no body at all (as the docs' curl example).
    with httpx.Client(base_url=server.url, timeout=30) as client:
        response = client.request(
            "DELETE",
            "/profiles",
            headers={"Authorization": f"Bearer {server.api_key}", **_as(by_header)},
        )
    assert response.status_code == 200, response.text
    assert response.json() == {"status": "success", "refId": by_header["refId"]}
    api.error(ErrorCode.UNKNOWN_PROFILE_KEY, "GET", "/media", headers=_as(by_header))
    # profileKey in the body (the official SDK's deleteProfile path and its `source`).
    deleted = api.ok(
        "DELETE",
        "/profiles/delete-profile",
        json={"profileKey": by_key["profileKey"], "source": "pypi"},
    )
    assert deleted["refId"] == by_key["refId"]
    # title: exact and case-sensitive.
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={"title": "delete title"})
    assert (
        api.ok("DELETE", "/profiles", json={"title": "Delete Title"})["refId"] == by_title["refId"]
    )
    # Names that disagree delete nothing.
    api.error(
        ErrorCode.PROFILE_NOT_FOUND,
        "DELETE",
        "/profiles",
        json={"refId": by_ref["refId"], "title": "Delete Header"},
    )
    assert _ref_ids(api, refId=by_ref["refId"]) == {by_ref["refId"]}
    # A Profile-Key header (of another) must agree with the body: nothing is deleted.
    survivor = _create(api, "Delete Survivor")
    api.error(
        ErrorCode.PROFILE_NOT_FOUND,
        "DELETE",
        "/profiles",
        json={"refId": by_ref["refId"]},
        headers=_as(survivor),
    )
    deleted = api.ok("DELETE", "/profiles", json={"refId": by_ref["refId"]})
    assert deleted["refId"] == by_ref["refId"]
    assert _ref_ids(api) == {survivor["refId"]}
    # Nothing named, unknown names, the Primary Profile: 162.
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={})
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={"refId": by_ref["refId"]})
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={"profileKey": "PK-NO"})
    primary_ref = api.ok("POST", "/hook/webhook", json={"action": "feed", "url": "https://a.test"})[
        "refId"
    ]
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={"refId": primary_ref})
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={"title": "Primary Profile"})
    api.error(ErrorCode.INVALID_REQUEST, "DELETE", "/profiles", json={"title": ""})
    api.ok("DELETE", "/profiles", headers=_as(survivor), json={"source": "pypi"})
    assert _ref_ids(api) == set()


def test_legacy_create(api: Api) -> None:
    created = api.ok(
        "POST", "/profiles/create-profile", json={"title": "Legacy Create", "source": "pypi"}
    )
    assert _ref_ids(api, title="Legacy Create") == {created["refId"]}
    api.error(
        ErrorCode.PROFILE_TITLE_TAKEN,
        "POST",
        "/profiles/create-profile",
        json={"title": "Legacy Create"},
    )
    api.ok("DELETE", "/profiles", json={"refId": created["refId"]})


def test_store_migrates_older_profiles_table(tmp_path: Path) -> None:
    """A data dir from before `created_ms` and `settings`: the columns are added on open and
    its rows read with their whole-second creation time and no settings."""
    path = tmp_path / "service.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE profiles (id INTEGER PRIMARY KEY, ref_id TEXT NOT NULL UNIQUE, "
        "title TEXT NOT NULL UNIQUE, key_hash TEXT UNIQUE, "
        "is_primary INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL);"
        "INSERT INTO profiles (ref_id, title, key_hash, created) "
        "VALUES ('old-ref', 'Old Title', 'h', 1795370400);"
    )
    db.commit()
    db.close()
    store = Store(path)
    try:
        (row,) = store.profiles.user_profiles()
        assert (row.ref_id, row.created_ms, row.settings) == ("old-ref", 1795370400000, {})
        updated = store.profiles.update_profile(row.id, "New Title", {"tags": ["t"]})
        assert updated is not None and updated.settings == {"tags": ["t"]}
    finally:
        store.close()


def test_a_profile_key_never_deletes_another_profile(api: Api) -> None:
    """DELETE /profiles with one profile's key and another's refId must not delete the other:
    the key acts for its own profile only (162), and both profiles stay."""
    mine = api.ok("POST", "/profiles", json={"title": "Deleter"})
    other = api.ok("POST", "/profiles", json={"title": "Target of a delete"})
    api.error(
        ErrorCode.PROFILE_NOT_FOUND,
        "DELETE",
        "/profiles",
        json={"refId": other["refId"]},
        headers={"Profile-Key": mine["profileKey"]},
    )
    listed = {p["refId"] for p in api.ok("GET", "/profiles")["profiles"]}
    assert {mine["refId"], other["refId"]} <= listed
    deleted = api.ok(
        "DELETE",
        "/profiles",
        json={"refId": mine["refId"]},
        headers={"Profile-Key": mine["profileKey"]},
    )
    assert deleted["refId"] == mine["refId"]


def test_sdk_profile_path_create_update_delete(api: Api) -> None:
    """`/profiles/profile`: the Node SDK's POST (create) and DELETE (profileKey in the body),
    both SDKs' PUT (update) and PATCH with `profileKey` in the body instead of the header."""
    made = api.ok("POST", "/profiles/profile", json={"title": "Node SDK", "source": "npm"})
    assert made["profileKey"] and made["title"] == "Node SDK"
    key = made["profileKey"]
    renamed = api.ok(
        "PUT",
        "/profiles/profile",
        json={"profileKey": key, "title": "Node SDK 2", "source": "pypi"},
    )
    assert renamed == {"status": "success", "refId": made["refId"], "title": "Node SDK 2"}
    api.ok("PATCH", "/profiles/profile", json={"profileKey": key, "title": "Node SDK 3"})
    assert _ref_ids(api, title="Node SDK 3") == {made["refId"]}
    api.ok("PUT", "/profiles/profile", json={"title": "Node SDK 4"}, headers=_as(made))
    assert _ref_ids(api, title="Node SDK 4") == {made["refId"]}
    other = _create(api, "Not this one")
    api.error(
        int(ErrorCode.PROFILE_NOT_FOUND),
        "PUT",
        "/profiles/profile",
        json={"profileKey": key, "title": "Hijack"},
        headers=_as(other),
    )
    api.error(int(ErrorCode.PROFILE_NOT_FOUND), "PUT", "/profiles/profile", json={"title": "x"})
    # The canonical PATCH /profiles takes the body's key too: it must agree with the header.
    api.error(
        int(ErrorCode.PROFILE_NOT_FOUND),
        "PATCH",
        "/profiles",
        json={"profileKey": key, "title": "Hijack"},
        headers=_as(other),
    )
    kept = api.ok("PATCH", "/profiles", json={"title": "Other title"}, headers=_as(other))
    assert kept["refId"] == other["refId"]
    by_body = api.ok("PATCH", "/profiles", json={"profileKey": key, "title": "Node SDK 5"})
    assert by_body["refId"] == made["refId"]
    api.error(
        int(ErrorCode.UNKNOWN_PROFILE_KEY),
        "PUT",
        "/profiles/profile",
        json={"profileKey": "PK-NOPE", "title": "x"},
    )
    assert _ref_ids(api, title="Other title") == {other["refId"]}
    gone = api.ok("DELETE", "/profiles/profile", json={"profileKey": key, "source": "npm"})
    assert gone["refId"] == made["refId"]
    assert made["refId"] not in _ref_ids(api)
