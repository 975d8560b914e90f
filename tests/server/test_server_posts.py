"""Posts where the spec leaves the answer to the server: `platforms: "all"` with nothing
linked, snake-case names as unknown fields (hostile values), whether a held post reads
`approved: false`, media URLs echoed, a post on X deleted with `markManualDeleted` without the
X headers, and schema bounds no negative probe sends. What the spec states is the contract
suite's (`contract_tests/test_rules_posts.py`, `test_rules_post_history.py`,
`test_rules_declared_codes.py`)."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import X_HEADERS, Api


def test_all_with_nothing_linked(api: Api) -> None:
    body, pk = {"post": "x", "platforms": "all"}, api.linked_profile("Poster")
    api.error(ErrorCode.PLATFORM_NOT_LINKED, "POST", "/post", json=body, headers=pk)


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


def test_media_urls_echoed(api: Api) -> None:
    pk = api.linked_profile("Media poster", "instagram")
    item = api.ok("POST", "/media/upload", files={"file": ("a.png", b"abc")}, headers=pk)
    body = {"post": "pic", "platforms": ["instagram"], "mediaUrls": [item["url"]]}
    posted = api.create_post(body, headers=pk)
    assert posted["postIds"][0]["mediaUrls"] == [item["url"]]


def test_held_post_and_manual_delete(api: Api) -> None:
    pk = api.linked_profile("Approver", "linkedin", "twitter")
    held = api.create_post(
        {"post": "check me", "platforms": ["linkedin"], "requiresApproval": True}, headers=pk
    )
    assert api.ok("GET", f"/post/{held['id']}", headers=pk)["approved"] is False
    # markManualDeleted: removed at the network already, so no X headers are needed.
    tweet = api.create_post({"post": "u", "platforms": ["twitter"]}, headers={**pk, **X_HEADERS})
    manual = api.ok(
        "DELETE", "/post", json={"id": tweet["id"], "markManualDeleted": True}, headers=pk
    )
    assert manual == {"status": "success", "id": tweet["id"], "deleted": [tweet["id"]]}
    entry = tweet["postIds"][0]  # idShare is optional in PostIdResult; this server gives one
    assert entry["idShare"] and entry["postUrl"].startswith("https://")
    listed = api.ok("GET", "/history", headers=pk)
    assert listed["lastUpdated"] < listed["nextUpdate"]


def test_bounds_no_negative_probe_sends(api: Api) -> None:
    """minItems, const, maxLength, minLength and nested fields' enums and bounds
    (test_rules_negative.py probes the top-level fields' required, enum, type and numeric
    bounds only)."""
    pk = api.linked_profile("Bounds", "youtube")
    post = {"post": "video", "platforms": ["youtube"]}
    for method, body in (
        ("DELETE", {"bulk": []}),
        ("DELETE", {"deleteAllScheduled": False}),
        ("POST", {**post, "youTubeOptions": {"title": "t" * 101}}),
        ("POST", {**post, "youTubeOptions": {"visibility": "everyone"}}),
        ("POST", {**post, "autoRepost": {"repeat": 11, "days": 7}}),
        ("POST", {**post, "idempotencyKey": ""}),
    ):
        api.error(ErrorCode.INVALID_REQUEST, method, "/post", json=body, headers=pk)
