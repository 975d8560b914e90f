"""Faults the rules of `contract_tests/test_rules_bulk_post.py` must catch."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.exchange import (
    JSON_CONTENT_TYPE,
    SPEC,
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    each_entry,
    on,
    refusal_recoded,
    request_rewritten,
    succeeded,
    without,
    write_ignored,
)


def _is_bulk(request: Request) -> bool:
    return request.method in ("PUT", "POST") and request.path == "/post/bulk"


def _bulk_csv(request: Request) -> str | None:
    """The CSV text of a bulk_post request's `file` part, or None."""
    if not _is_bulk(request):
        return None
    content_type = request.header("content-type") or ""
    boundary = content_type.partition("boundary=")[2].strip().strip('"')
    if not boundary:
        return None
    for part in request.body.split(b"--" + boundary.encode()):
        head, _, content = part.partition(b"\r\n\r\n")
        if b'name="file"' in head:
            return content.removesuffix(b"\r\n").decode("utf-8", "replace")
    return None


def _with_csv(request: Request, text: str) -> Request:
    """The request with `text` as its only part, the `file` part."""
    boundary = "contract-power-bulk-boundary"
    body = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n'
        f"Content-Type: text/csv\r\n\r\n{text}\r\n--{boundary}--\r\n"
    ).encode()
    request = request.with_header("content-type", f"multipart/form-data; boundary={boundary}")
    return replace(request, body=body)


def _csv_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def _csv_as(change: Callable[[str], str | None]) -> Callable[[Request], Request]:
    """A `request_rewritten` change: the request's CSV file sent as ``change(text)`` (None:
    as it is)."""

    def rewrite(request: Request) -> Request:
        text = _bulk_csv(request)
        changed = change(text) if text is not None else None
        return request if changed is None else _with_csv(request, changed)

    return rewrite


def _lines_as(change: Callable[[list[str]], list[str]]) -> Callable[[str], str | None]:
    """A `_csv_as` change: the file's non-blank lines (its header first) as ``change(lines)``."""

    def rewrite(text: str) -> str | None:
        lines = _csv_lines(text)
        kept = change(lines)
        return None if kept == lines else "\r\n".join(kept) + "\r\n"

    return rewrite


def _first_networks(text: str) -> str | None:
    """The file with each row's `platforms` cell cut to its first network."""
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or "platforms" not in rows[0]:
        return None
    at = rows[0].index("platforms")
    for row in rows[1:]:
        if len(row) > at:
            row[at] = row[at].split(",")[0]
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(rows)
    return out.getvalue()


@fault("test_bulk_post_schedules_every_row", "bulk_post schedules one post per CSV row")
@request_rewritten(
    _is_bulk, _csv_as(_lines_as(lambda lines: lines[:-1] if len(lines) > 2 else lines))
)
def bulk_post_drops_last_row() -> None:
    """bulk_post schedules every row of the file but the last."""


@fault("test_bulk_post_schedules_every_row", "bulk_post stores ordinary scheduled posts")
@request_rewritten(_is_bulk, _csv_as(_first_networks))
def bulk_post_first_network_only() -> None:
    """bulk_post posts each row to the first network of its `platforms` cell only."""


_BULK_IDS: set[str] = set()


@fault("test_bulk_post_schedules_every_row", "published at their scheduleDate")
@exchange
async def bulk_posts_never_published(request: Request, call: Call) -> Response:
    """Posts made by bulk_post stay `pending` after their scheduleDate."""
    response = await call(request)
    body = response.json()
    if _is_bulk(request) and response.status == 200 and isinstance(body, dict):
        _BULK_IDS.update(str(p.get("id")) for p in body.get("posts", []))
    post_id = request.path.removeprefix("/post/")
    mine = request.method == "GET" and post_id in _BULK_IDS and isinstance(body, dict)
    if mine and body.get("status") == "success":
        response = response.with_json({**body, "status": "pending", "postIds": []})
    return response


@fault("test_bulk_post_schedules_every_row", "x-alias-of: POST /post/bulk does what bulk_post")
@request_rewritten(on("POST", "/post/bulk"), lambda request: replace(request, method="PATCH"))
def bulk_post_alias_missing() -> None:
    """The deprecated POST /post/bulk is not served (405, as if only PUT existed)."""


@fault("test_bulk_post_bad_row_refuses_the_file", "refuses the whole file for a bad row")
@exchange
async def bulk_post_keeps_rows_before_bad_one(request: Request, call: Call) -> Response:
    """bulk_post schedules each row on its own: the rows before a bad one are stored."""
    text = _bulk_csv(request)
    lines = _csv_lines(text) if text is not None else []
    if len(lines) < 3:
        return await call(request)
    header, rows = lines[0], lines[1:]
    posts: list[Any] = []
    for number, row in enumerate(rows, start=1):
        response = await call(_with_csv(request, f"{header}\r\n{row}\r\n"))
        body = response.json()
        if response.status != 200 or not isinstance(body, dict):
            if isinstance(body, dict) and isinstance(body.get("message"), str):
                message = str(body["message"]).replace("Row 1", f"Row {number}", 1)
                response = response.with_json({**body, "message": message})
            return response
        posts += body.get("posts", [])
    return Response(
        200,
        [("content-type", JSON_CONTENT_TYPE)],
        json.dumps({"status": "success", "posts": posts}).encode(),
    )


@fault("test_bulk_post_bad_row_refuses_the_file", "create_post's rules (past scheduleDate: 152)")
@refusal_recoded(_is_bulk, (ErrorCode.SCHEDULE_DATE_IN_PAST,), ErrorCode.BULK_ROW_INVALID)
def bulk_post_past_row_as_invalid() -> None:
    """A bulk row with a past scheduleDate is answered 619, not create_post's 152."""


@fault("test_bulk_post_bad_row_refuses_the_file", "networks are all unlinked is refused (156)")
@refusal_recoded(_is_bulk, (ErrorCode.PLATFORM_NOT_LINKED,), ErrorCode.BULK_ROW_INVALID)
def bulk_post_unlinked_row_as_invalid() -> None:
    """A bulk row whose networks are all unlinked is answered 619, not create_post's 156."""


@fault("test_bulk_post_bad_row_refuses_the_file", "a bulk_post row is checked by x-media-rules")
@refusal_recoded(
    _is_bulk, (ErrorCode.TOO_MANY_MEDIA, ErrorCode.POST_TOO_LONG), ErrorCode.BULK_ROW_INVALID
)
def bulk_post_media_rule_row_as_invalid() -> None:
    """A bulk row that breaks a rule of x-media-rules is answered 619, not the rule's code."""


@fault("test_bulk_post_unreadable_file_refused", "not a CSV file with the required columns (617)")
@refusal_recoded(_is_bulk, (ErrorCode.BULK_CSV_UNREADABLE,), ErrorCode.INVALID_REQUEST)
def bulk_post_unreadable_as_invalid_request() -> None:
    """An unreadable CSV file is answered with the generic invalid_request."""


@fault("test_bulk_post_unreadable_file_refused", "without a file part is refused (120)")
@refusal_recoded(_is_bulk, (ErrorCode.MISSING_FILE,), ErrorCode.BULK_CSV_UNREADABLE)
def bulk_post_missing_file_as_unreadable() -> None:
    """A bulk_post without a `file` part is answered 617, not 120."""


_MAX_ROWS = int(SPEC.operation(OperationId.BULK_POST).raw["x-bulk-csv"]["maxRows"])


@fault("test_bulk_post_too_many_rows_refused", "x-bulk-csv.maxRows")
@request_rewritten(_is_bulk, _csv_as(_lines_as(lambda lines: lines[: _MAX_ROWS + 1])))
def bulk_post_without_row_limit() -> None:
    """bulk_post silently schedules the first x-bulk-csv.maxRows rows of a longer file."""


# -- writes answered as done and never applied (read-back rules) ---------------------------------
async def _scheduled(request: Request, call: Call) -> dict[str, Any]:
    """One made-up scheduled post per CSV row, with the row's text and date."""
    rows = csv.DictReader(io.StringIO(_bulk_csv(request) or ""))
    posts = [
        {"status": "scheduled", "id": f"IgnoredBulk{index:09d}"}
        | {"post": row.get("post"), "scheduleDate": row.get("scheduleDate")}
        for index, row in enumerate(rows)
    ]
    return {"status": "success", "posts": posts}


bulk_post_ignored = write_ignored(
    OperationId.BULK_POST,
    caught_by=fault(
        "test_bulk_post_schedules_every_row",
        "bulk_post stores ordinary scheduled posts that get_post reads",
    ),
    answer=_scheduled,
)
bulk_post_legacy_ignored = write_ignored(
    OperationId.BULK_POST_LEGACY,
    caught_by=fault("test_bulk_post_schedules_every_row", "bulk_post_legacy is read back"),
    answer=_scheduled,
)


@fault("test_bulk_post_schedules_every_row", "a bulk_post row's unlinked network gets its errors")
@answer_rewritten(
    _is_bulk,
    lambda body: each_entry("posts", without("errors"))(body) | {"status": "success"},
    status=succeeded,
)
def bulk_post_row_failure_hidden() -> None:
    """bulk_post answers a row that failed on a network without its `errors`, the file `success`."""
