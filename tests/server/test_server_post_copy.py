"""POST /post/copy: a new post with the original's text, media and options on the requested
networks, made by create_post's rule (unlinked networks, scheduleDate, X headers), and 114 for
an unknown original."""

from __future__ import annotations

from datetime import datetime, timedelta

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def _now(api: Api) -> datetime:
    return datetime.fromisoformat(api.ok("GET", "/_sandbox")["now"].replace("Z", "+00:00"))


def _ts(value: datetime) -> str:
    return value.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_copy_publishes_schedules_and_refuses(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Copier"})
    pk = {"Profile-Key": profile["profileKey"]}
    for platform in ("linkedin", "facebook"):
        api.sandbox("link", {"platform": platform}, headers=pk)
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
    assert copy["copiedFrom"] == original["id"] and copy["originalPost"] == "Copy me"
    assert copy["id"] != original["id"] and copy["status"] == "error"
    assert [r["platform"] for r in copy["postIds"]] == ["facebook"]
    assert [(e["platform"], e["code"]) for e in copy["errors"]] == [
        ("pinterest", ErrorCode.PLATFORM_NOT_LINKED)
    ]
    record = api.ok("GET", f"/post/{copy['id']}", headers=pk)
    assert record["post"] == "Copy me" and record["notes"] == "kept"
    assert record["platforms"] == ["facebook", "pinterest"]
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

    # create_post's refusals: a past date, every network unlinked (400 with the full result).
    past = {**body, "scheduleDate": _ts(_now(api) - timedelta(hours=1))}
    api.error(ErrorCode.SCHEDULE_DATE_IN_PAST, "POST", "/post/copy", json=past, headers=pk)
    body = {"postId": original["id"], "platforms": ["reddit"]}
    response = api.request("POST", "/post/copy", json=body, headers=pk)
    assert response.status_code == 400, response.text
    assert response.json()["copiedFrom"] == original["id"]
    assert response.json()["errors"][0]["code"] == ErrorCode.PLATFORM_NOT_LINKED
    api.error(
        ErrorCode.POST_NOT_FOUND,
        "POST",
        "/post/copy",
        json={"postId": "NoSuchPost0000", "platforms": ["facebook"]},
        headers=pk,
    )
