"""Posts where no contract rule that a fault proves looks: `platforms: "all"` with nothing
linked, each result's ids, options stored and unknown (also snake-case) fields ignored, a failed
post's idempotent repeat, the approval filter and rescheduling, media URLs echoed, history
windows by scheduleDate, the history's envelope and the SDK's GET /history/{id}, and delete in
bulk, of all scheduled, marked manually, and through DELETE /delete on X. Publishing, `all` and
each network's own outcome, reading back, history filters, idempotency, approval, retry, the X
credentials and the refusals each operation shares are the contract suite's
(`contract_tests/test_rules_posts.py`, `test_rules_post_history.py`,
`test_rules_declared_codes.py`)."""

from __future__ import annotations

from datetime import timedelta

from spec_model.error_codes import ErrorCode
from tests.server.delivery_helpers import service_now, ts
from tests.server.server_harness import X_HEADERS, Api


def test_publish_read_and_list(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Poster"})
    pk = {"Profile-Key": profile["profileKey"]}
    # Nothing linked: every network fails -> HTTP 400 with the full result (stored as error).
    failed = api.create_post({"post": "x", "platforms": ["linkedin"]}, headers=pk, status=400)
    api.error(
        ErrorCode.PLATFORM_NOT_LINKED,
        "POST",
        "/post",
        json={"post": "x", "platforms": "all"},
        headers=pk,
    )
    for platform in ("linkedin", "facebook", "twitter"):
        api.sandbox("link", {"platform": platform}, headers=pk)
    result = api.create_post({"post": "Hello", "platforms": "all"}, headers={**pk, **X_HEADERS})
    for r in result["postIds"]:
        assert r["id"] and r["postUrl"].startswith("https://") and r["idShare"]
    record = api.ok("GET", f"/post/{result['id']}", headers=pk)
    listed = api.ok("GET", "/history", headers=pk)
    assert [h["id"] for h in listed["history"]] == [result["id"], failed["id"]]
    assert listed["count"] == 2 and listed["refId"] == profile["refId"]
    assert listed["lastUpdated"] < listed["nextUpdate"]
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/history?platforms%5B0%5D=myspace", headers=pk)
    # GET /history/{id} answers the record; the SDK repeats the id in the query.
    assert api.ok("GET", f"/history/{result['id']}?id={result['id']}", headers=pk) == record
    api.error(ErrorCode.POST_NOT_FOUND, "GET", "/history/Unknown123", headers=pk)


def test_unknown_fields_are_ignored_and_stored_fields_echoed(api: Api) -> None:
    pk = api.linked_profile("Options", "youtube")
    body = {
        "post": "video",
        "platforms": ["youtube"],
        "source": "pypi",
        "someFutureField": {"a": 1},
        "notes": "Approved by Sam",
        "youTubeOptions": {"title": "Launch", "visibility": "unlisted", "madeForKids": False},
        "autoRepost": {"repeat": 2, "days": 7},
    }
    (result,) = api.ok("POST", "/post", json=body, headers=pk)["posts"]
    record = api.ok("GET", f"/post/{result['id']}", headers=pk)
    assert record["autoRepost"] == body["autoRepost"]
    assert record["youTubeOptions"] == body["youTubeOptions"]
    assert "source" not in record and "someFutureField" not in record
    # Described fields are still checked.
    for bad in (
        {"youTubeOptions": {"visibility": "everyone"}},
        {"youTubeOptions": {"title": "t" * 101}},
        {"autoRepost": {"repeat": 11, "days": 7}},
        {"notes": 5},
        {"idempotencyKey": ""},
    ):
        api.error(ErrorCode.INVALID_REQUEST, "POST", "/post", json={**body, **bad}, headers=pk)


def test_python_field_names_are_unknown_fields(api: Api) -> None:
    """The generated models also take their Python names (`schedule_date`, `made_for_kids`);
    the schema does not name them, so they are tolerated unknown fields, read and stored by
    no rule, whatever their value (a wrong one was a 500 once the record was built)."""
    pk = api.linked_profile("Snake case", "youtube")
    body = {
        "post": "video",
        "platforms": ["youtube"],
        "schedule_date": "tomorrow",
        "is_video": "yes",
        "youTubeOptions": {"title": "Launch", "made_for_kids": "maybe", "thumb_nail": 5},
    }
    result = api.create_post(body, headers=pk)
    assert result["status"] == "success" and "scheduleDate" not in result
    record = api.ok("GET", f"/post/{result['id']}", headers=pk)
    assert record["type"] == "immediate" and record["isVideo"] is False
    assert record["youTubeOptions"] == {"title": "Launch"}
    changed = api.ok(
        "PATCH",
        "/post",
        json={"id": result["id"], "notes": "kept", "you_tube_options": {"title": 1}},
        headers=pk,
    )
    assert changed["post"]["notes"] == "kept"
    assert changed["post"]["youTubeOptions"] == {"title": "Launch"}


def test_idempotency_key_repeats_a_failed_answer(api: Api) -> None:
    """A failed first post: the repeat gets the same HTTP 400 answer."""
    pk = api.linked_profile("Idempotent")
    failing = {"post": "x", "platforms": ["tiktok"], "idempotencyKey": "fail-1"}
    assert api.create_post(failing, headers=pk, status=400) == api.create_post(
        failing, headers=pk, status=400
    )


def test_approval_listed_and_reschedule(api: Api, restore_clock: None) -> None:
    pk = api.linked_profile("Approver", "linkedin")
    held = api.create_post(
        {"post": "check me", "platforms": ["linkedin"], "requiresApproval": True}, headers=pk
    )
    assert held["status"] == "awaiting approval" and held["postIds"] == []
    record = api.ok("GET", f"/post/{held['id']}", headers=pk)
    assert record["status"] == "awaiting approval" and record["approved"] is False
    waiting = api.ok("GET", "/history", params={"status": "awaiting approval"}, headers=pk)
    assert [h["id"] for h in waiting["history"]] == [held["id"]]
    api.error(ErrorCode.POST_NOT_FOUND, "PATCH", "/post", json={"id": "Nope42"}, headers=pk)
    # Rescheduling a pending post; the scheduler publishes it at the new time.
    current = service_now(api)
    later = api.create_post(
        {
            "post": "later",
            "platforms": ["linkedin"],
            "scheduleDate": ts(current + timedelta(days=2)),
        },
        headers=pk,
    )
    sooner = ts(current + timedelta(hours=1))
    moved = api.ok("PATCH", "/post", json={"id": later["id"], "scheduleDate": sooner}, headers=pk)
    assert moved["post"]["scheduleDate"] == sooner and moved["post"]["status"] == "pending"
    api.sandbox("clock", {"advanceSeconds": 2 * 3600})
    assert api.ok("GET", f"/post/{later['id']}", headers=pk)["status"] == "success"


def test_media_urls_echoed(api: Api) -> None:
    pk = api.linked_profile("Media poster", "instagram")
    item = api.ok("POST", "/media/upload", files={"file": ("a.png", b"abc")}, headers=pk)
    body = {"post": "pic", "platforms": ["instagram"], "mediaUrls": [item["url"]]}
    posted = api.create_post(body, headers=pk)
    assert posted["postIds"][0]["mediaUrls"] == [item["url"]]
    api.create_post(
        {**body, "mediaUrls": ["https://cdn.example.test/a.png"]},
        headers=pk,
    )


def test_schedule_and_delete(api: Api) -> None:
    pk = api.linked_profile("Scheduler", "linkedin", "twitter")
    current = service_now(api)
    when = ts(current + timedelta(days=1))
    scheduled = [
        api.create_post(
            {"post": f"later {i}", "platforms": ["linkedin"], "scheduleDate": when},
            headers=pk,
        )
        for i in range(3)
    ]
    assert scheduled[0]["status"] == "scheduled" and scheduled[0]["postIds"] == []
    assert scheduled[0]["scheduleDate"] == when
    record = api.ok("GET", f"/post/{scheduled[0]['id']}", headers=pk)
    assert record["status"] == "pending" and record["type"] == "scheduled"
    listed = api.ok("GET", "/history", params={"status": "pending"}, headers=pk)["history"]
    assert len(listed) == 3
    # History dates a scheduled post by its scheduleDate: startDate/endDate select it.
    window = {"startDate": ts(current + timedelta(hours=23)), "endDate": when}
    assert len(api.ok("GET", "/history", params=window, headers=pk)["history"]) == 3
    window = {"endDate": ts(current + timedelta(hours=23))}
    assert api.ok("GET", "/history", params=window, headers=pk)["history"] == []
    # Unknown id in bulk: post_not_found and nothing deleted.
    api.error(
        ErrorCode.POST_NOT_FOUND,
        "DELETE",
        "/post",
        json={"bulk": [scheduled[0]["id"], "Nope42"]},
        headers=pk,
    )
    assert api.ok("GET", f"/post/{scheduled[0]['id']}", headers=pk)["status"] == "pending"
    one = api.ok("DELETE", "/post", json={"id": scheduled[0]["id"]}, headers=pk)
    assert one == {"status": "success", "id": scheduled[0]["id"], "deleted": [scheduled[0]["id"]]}
    rest = api.ok("DELETE", "/post", json={"deleteAllScheduled": True}, headers=pk)
    assert sorted(rest["deleted"]) == sorted(s["id"] for s in scheduled[1:])
    assert api.ok("DELETE", "/post", json={"deleteAllScheduled": True}, headers=pk)["deleted"] == []
    tweet = api.create_post({"post": "t", "platforms": ["twitter"]}, headers={**pk, **X_HEADERS})
    # The SDK's DELETE /delete (with its `source` field) is the same operation.
    gone = api.ok(
        "DELETE", "/delete", json={"id": tweet["id"], "source": "pypi"}, headers={**pk, **X_HEADERS}
    )
    assert gone["id"] == tweet["id"] and gone["twitter"]["action"] == "delete"
    assert gone["twitter"]["id"] == tweet["postIds"][0]["id"]
    # markManualDeleted: removed at the network already, so no X headers are needed.
    tweet = api.create_post({"post": "u", "platforms": ["twitter"]}, headers={**pk, **X_HEADERS})
    manual = api.ok(
        "DELETE", "/post", json={"id": tweet["id"], "markManualDeleted": True}, headers=pk
    )
    assert manual == {"status": "success", "id": tweet["id"], "deleted": [tweet["id"]]}
    api.error(
        ErrorCode.INVALID_REQUEST, "DELETE", "/post", json={"deleteAllScheduled": False}, headers=pk
    )
    api.error(ErrorCode.INVALID_REQUEST, "DELETE", "/post", json={"bulk": []}, headers=pk)
