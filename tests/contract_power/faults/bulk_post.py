"""Faults the rules of `contract_tests/test_rules_bulk_post.py` must catch."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace
from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import (
    asks,
)
from tests.contract_power.faults.exchange import (
    JSON_CONTENT_TYPE,
    SPEC,
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import write_ignored


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


@fault("test_bulk_post_schedules_every_row", "bulk_post schedules one post per CSV row")
@exchange
async def bulk_post_drops_last_row(request: Request, call: Call) -> Response:
    """bulk_post schedules every row of the file but the last."""
    text = _bulk_csv(request)
    lines = _csv_lines(text) if text is not None else []
    if len(lines) > 2:
        request = _with_csv(request, "\r\n".join(lines[:-1]) + "\r\n")
    return await call(request)


@fault("test_bulk_post_schedules_every_row", "bulk_post stores ordinary scheduled posts")
@exchange
async def bulk_post_first_network_only(request: Request, call: Call) -> Response:
    """bulk_post posts each row to the first network of its `platforms` cell only."""
    text = _bulk_csv(request)
    if text is None:
        return await call(request)
    reader = csv.reader(io.StringIO(text))
    rows = list(reader)
    if rows and "platforms" in rows[0]:
        at = rows[0].index("platforms")
        for row in rows[1:]:
            if len(row) > at:
                row[at] = row[at].split(",")[0]
        out = io.StringIO()
        csv.writer(out, lineterminator="\r\n").writerows(rows)
        request = _with_csv(request, out.getvalue())
    return await call(request)


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
@exchange
async def bulk_post_alias_missing(request: Request, call: Call) -> Response:
    """The deprecated POST /post/bulk is not served (405, as if only PUT existed)."""
    if asks(request, "POST", "/post/bulk"):
        request = replace(request, method="PATCH")
    return await call(request)


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


def _bulk_code_as(
    request: Request, response: Response, codes: tuple[ErrorCode, ...], to: ErrorCode
) -> Response:
    """A bulk_post refusal with one of `codes` answered with `to` instead."""
    body = response.json()
    if _is_bulk(request) and isinstance(body, dict) and body.get("code") in codes:
        return response.with_json({**body, "code": int(to)}, SPEC.facts.catalogue[to].status)
    return response


@fault("test_bulk_post_bad_row_refuses_the_file", "create_post's rules (past scheduleDate: 152)")
@exchange
async def bulk_post_past_row_as_invalid(request: Request, call: Call) -> Response:
    """A bulk row with a past scheduleDate is answered 619, not create_post's 152."""
    codes = (ErrorCode.SCHEDULE_DATE_IN_PAST,)
    return _bulk_code_as(request, await call(request), codes, ErrorCode.BULK_ROW_INVALID)


@fault("test_bulk_post_bad_row_refuses_the_file", "networks are all unlinked is refused (156)")
@exchange
async def bulk_post_unlinked_row_as_invalid(request: Request, call: Call) -> Response:
    """A bulk row whose networks are all unlinked is answered 619, not create_post's 156."""
    codes = (ErrorCode.PLATFORM_NOT_LINKED,)
    return _bulk_code_as(request, await call(request), codes, ErrorCode.BULK_ROW_INVALID)


@fault("test_bulk_post_unreadable_file_refused", "not a CSV file with the required columns (617)")
@exchange
async def bulk_post_unreadable_as_invalid_request(request: Request, call: Call) -> Response:
    """An unreadable CSV file is answered with the generic invalid_request."""
    codes = (ErrorCode.BULK_CSV_UNREADABLE,)
    return _bulk_code_as(request, await call(request), codes, ErrorCode.INVALID_REQUEST)


@fault("test_bulk_post_unreadable_file_refused", "without a file part is refused (120)")
@exchange
async def bulk_post_missing_file_as_unreadable(request: Request, call: Call) -> Response:
    """A bulk_post without a `file` part is answered 617, not 120."""
    codes = (ErrorCode.MISSING_FILE,)
    return _bulk_code_as(request, await call(request), codes, ErrorCode.BULK_CSV_UNREADABLE)


@fault("test_bulk_post_too_many_rows_refused", "x-bulk-csv.maxRows")
@exchange
async def bulk_post_without_row_limit(request: Request, call: Call) -> Response:
    """bulk_post silently schedules the first x-bulk-csv.maxRows rows of a longer file."""
    text = _bulk_csv(request)
    lines = _csv_lines(text) if text is not None else []
    limit = int(SPEC.operation(OperationId.BULK_POST).raw["x-bulk-csv"]["maxRows"])
    if len(lines) > limit + 1:
        request = _with_csv(request, "\r\n".join(lines[: limit + 1]) + "\r\n")
    return await call(request)


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
