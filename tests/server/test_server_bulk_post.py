"""PUT /post/bulk where the spec is silent or no fault can reach: an Excel byte-order mark, a
column given twice, other columns in any order and blank lines, the `scheduled` events (the
delivery rules judge them; no seam tells a bulk post's apart), the uploaded files removed, the
Primary Profile's rows. The rest: `contract_tests/test_rules_bulk_post.py` and
`test_rules_declared_state.py`."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any

import httpx
import pytest

from spec_model.error_codes import ErrorCode
from tests.server.delivery_helpers import service_now, ts
from tests.server.server_harness import Api

COLUMNS = ["post", "platforms", "mediaUrls", "scheduleDate"]


def _csv(rows: list[list[str]], header: list[str] = COLUMNS) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


def _bulk(
    api: Api, content: bytes, headers: dict[str, str] | None = None, method: str = "PUT"
) -> httpx.Response:
    files = {"file": ("posts.csv", content, "text/csv")}
    return api.request(method, "/post/bulk", files=files, headers=headers)


def _texts(api: Api, pk: dict[str, str]) -> list[str]:
    history = api.ok("GET", "/history", params={"lastDays": "0"}, headers=pk)["history"]
    return [entry["post"] for entry in history]


@pytest.mark.usefixtures("restore_clock")
def test_bulk_schedules_rows_that_publish_and_fire_events(api: Api) -> None:
    pk = api.linked_profile("Bulk scheduler", "linkedin", "facebook", "twitter")
    hook = {"action": "scheduled", "url": "https://hooks.bulk.test/scheduled"}
    api.ok("POST", "/hook/webhook", json=hook, headers=pk)
    now = service_now(api)
    first, second = ts(now + timedelta(hours=1)), ts(now + timedelta(hours=2))
    rows = [
        ["Bulk one", "linkedin, facebook", "", first],
        ["Bulk two", " facebook ,reddit", "", second],
    ]
    response = _bulk(api, b"\xef\xbb\xbf" + _csv(rows), headers=pk)  # an Excel byte-order mark
    assert response.status_code == 200, response.text
    one, two = response.json()["posts"]
    assert (one["status"], one["post"], one["scheduleDate"]) == ("scheduled", "Bulk one", first)
    assert "errors" not in one
    assert (two["post"], two["scheduleDate"]) == ("Bulk two", second)
    assert "Bulk one" not in _texts(api, {})  # the User Profile's posts, not the Primary's

    # At the first's scheduleDate the `scheduled` events of its networks fire.
    api.sandbox("clock", {"set": first})
    # One `scheduled` event per network of the published post is queued for the hook.
    queued = api.ok("GET", "/_sandbox/deliveries", headers=pk)["deliveries"]
    assert [(d["action"], d["url"]) for d in queued] == [("scheduled", hook["url"])] * 2


def _refused(api: Api, code: ErrorCode, content: bytes, pk: dict[str, str]) -> str:
    response = _bulk(api, content, headers=pk)
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["code"] == code, body
    return str(body["message"])


def test_unreadable_and_unusual_files(api: Api) -> None:
    pk = api.linked_profile("Bulk files", "linkedin")
    soon = ts(service_now(api) + timedelta(hours=1))
    row = ["Row", "linkedin", "", soon]
    twice = _csv([row], [*COLUMNS, "post"])
    assert "twice" in _refused(api, ErrorCode.BULK_CSV_UNREADABLE, twice, pk)
    # Other columns, any order, blank lines: read.
    header = ["scheduleDate", "notes", "post", "mediaUrls", "platforms"]
    content = _csv([[soon, "ignored", "Reordered", "", "linkedin"]], header) + b"\r\n,,,,\r\n"
    response = _bulk(api, content, headers=pk)
    assert response.status_code == 200, response.text
    assert [p["post"] for p in response.json()["posts"]] == ["Reordered"]
    # The uploaded CSV files are read and removed, accepted or refused.
    assert list((api.server.data_dir / "tmp").iterdir()) == []


def test_answer_rows_follow_create_post_for_the_primary(api: Api) -> None:
    """Without a Profile-Key the posts are the Primary Profile's; the answer is the same shape."""
    api.sandbox("link", {"platform": "linkedin"})
    soon = ts(service_now(api) + timedelta(hours=1))
    response = _bulk(api, _csv([["Primary bulk", "linkedin", "", soon]]))
    assert response.status_code == 200, response.text
    item: dict[str, Any] = response.json()["posts"][0]
    assert api.ok("GET", f"/post/{item['id']}")["post"] == "Primary bulk"
