"""POST /post/copy where no proven contract rule looks: the copy is not wrapped for a User
Profile, carries the original's notes and options unless the request sends its own, a future
scheduleDate schedules it; another profile's post is not found (114). Publishing on the
requested networks, a copy to unlinked networks only (HTTP 400 with the full result), an unknown
original (114) and the past-date refusal: `contract_tests/test_rules_post_copy.py` and
`test_rules_declared_codes.py`."""

from __future__ import annotations

from datetime import datetime, timedelta

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def _now(api: Api) -> datetime:
    return datetime.fromisoformat(api.ok("GET", "/_sandbox")["now"].replace("Z", "+00:00"))


def _ts(value: datetime) -> str:
    return value.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_copy_keeps_options_schedules_and_refuses(api: Api) -> None:
    pk = api.linked_profile("Copier", "linkedin", "facebook")
    original = api.create_post(
        {
            "post": "Copy me",
            "platforms": ["linkedin"],
            "notes": "kept",
            "faceBookOptions": {"link": "https://example.com/old"},
        },
        headers=pk,
    )
    api.error(
        ErrorCode.POST_NOT_FOUND,
        "POST",
        "/post/copy",
        json={"postId": original["id"], "platforms": ["facebook"]},  # not the Primary's post
    )
    body = {"postId": original["id"], "platforms": ["facebook", "pinterest"]}
    response = api.request("POST", "/post/copy", json=body, headers=pk)
    assert response.status_code == 200, response.text
    copy = response.json()
    assert "posts" not in copy  # never wrapped, even with a Profile-Key
    assert copy["status"] == "error"  # pinterest is not linked; facebook published
    assert [r["platform"] for r in copy["postIds"]] == ["facebook"]
    record = api.ok("GET", f"/post/{copy['id']}", headers=pk)
    assert record["notes"] == "kept"
    assert record["faceBookOptions"] == {"link": "https://example.com/old"}
    assert api.ok("GET", f"/post/{original['id']}", headers=pk)["platforms"] == ["linkedin"]

    # Options sent replace the original's; a future scheduleDate schedules the copy.
    later = _ts(_now(api) + timedelta(days=2))
    body = {
        "postId": original["id"],
        "platforms": ["facebook"],
        "scheduleDate": later,
        "faceBookOptions": {"link": "https://example.com/new"},
    }
    scheduled = api.ok("POST", "/post/copy", json=body, headers=pk)
    assert scheduled["status"] == "scheduled" and scheduled["postIds"] == []
    record = api.ok("GET", f"/post/{scheduled['id']}", headers=pk)
    assert record["status"] == "pending" and record["scheduleDate"] == later
    assert record["faceBookOptions"] == {"link": "https://example.com/new"}
