"""User Profiles on the reference server, what the contract rules do not check: the listed
shape (creation times, the list's times, blank titles refused), the update's answer, delete
names that must agree and the Primary Profile that cannot be deleted, and the store's
migration. No Profile Key in the listing, unique titles, settings listed and kept by an update,
no activeSocialAccounts when nothing is linked and a body `profileKey` that must agree with the
header: `contract_tests/test_rules_profiles.py`."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from reference_server.store import Store
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

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
    dressed = _create(api, "Shape Dressed", source="pypi")  # the SDK's extra field, ignored
    api.sandbox("link", {"platform": "instagram"}, headers=_as(dressed))
    api.sandbox("link", {"platform": "facebook"}, headers=_as(dressed))
    body = _listed(api)
    by_ref = {p["refId"]: p for p in body["profiles"]}
    assert body["count"] == len(body["profiles"]) == 2
    first = by_ref[plain["refId"]]
    assert first["status"] == "active" and first["title"] == "Shape Plain"
    assert "tags" not in first  # settings only when set
    created_utc = datetime.strptime(first["createdUTC"], ISO_MS).replace(tzinfo=UTC)
    assert abs(created_utc - datetime(2026, 11, 20, 10, tzinfo=UTC)) < timedelta(seconds=30)
    seconds, nanos = first["created"]["_seconds"], first["created"]["_nanoseconds"]
    assert seconds == int(created_utc.timestamp())
    assert nanos == created_utc.microsecond * 1000
    second = by_ref[dressed["refId"]]
    assert second["activeSocialAccounts"] == ["facebook", "instagram"]
    assert "source" not in second
    # lastUpdated is the service clock's now; nextUpdate five minutes later.
    last = datetime.strptime(body["lastUpdated"], ISO_MS).replace(tzinfo=UTC)
    after = datetime.strptime(body["nextUpdate"], ISO_MS).replace(tzinfo=UTC)
    assert created_utc <= last < created_utc + timedelta(seconds=30)
    assert after - last == timedelta(minutes=5)
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/profiles", json={"title": "   "})
    # White space as any engine knows it (Python: U+001D; ECMA: U+FEFF) is no title.
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/profiles", json={"title": "\x1d\ufeff"})
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/profiles", json={"title": "T", "tags": "x"})
    for profile in (plain, dressed):
        api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


def test_update_answer_and_refusals(api: Api) -> None:
    mine = _create(api, "Update Mine")
    updated = api.ok(
        "PATCH",
        "/profiles",
        json={"title": "Update Renamed", "hideTopHeader": True},
        headers=_as(mine),
    )
    assert updated == {"status": "success", "refId": mine["refId"], "title": "Update Renamed"}
    # Sending its own title is no conflict.
    api.ok("PATCH", "/profiles", json={"title": "Update Renamed"}, headers=_as(mine))
    # Neither the header nor the body's profileKey names a profile (162).
    api.error(ErrorCode.PROFILE_NOT_FOUND, "PATCH", "/profiles", json={"title": "No Header"})
    api.error(ErrorCode.INVALID_REQUEST, "PATCH", "/profiles", json={}, headers=_as(mine))
    api.ok("DELETE", "/profiles", json={"refId": mine["refId"]})


def test_delete_names_must_agree_and_primary_stays(api: Api) -> None:
    by_ref = _create(api, "Delete Ref")
    other = _create(api, "Delete Other")
    # Names that disagree delete nothing.
    api.error(
        ErrorCode.PROFILE_NOT_FOUND,
        "DELETE",
        "/profiles",
        json={"refId": by_ref["refId"], "title": "Delete Other"},
    )
    assert _ref_ids(api, refId=by_ref["refId"]) == {by_ref["refId"]}
    # Nothing named, the Primary Profile: 162; an empty title is no name.
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={})
    primary_ref = api.ok("POST", "/hook/webhook", json={"action": "feed", "url": "https://a.test"})[
        "refId"
    ]
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={"refId": primary_ref})
    api.error(ErrorCode.PROFILE_NOT_FOUND, "DELETE", "/profiles", json={"title": "Primary Profile"})
    api.error(ErrorCode.INVALID_REQUEST, "DELETE", "/profiles", json={"title": ""})
    for profile in (by_ref, other):
        api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})


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
