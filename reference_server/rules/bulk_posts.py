"""`bulk_post` (PUT /post/bulk and its deprecated alias POST): one scheduled post per row of a
CSV file.

The file is read against the operation's `x-bulk-csv` (columns, list separator, row limit);
each row becomes the `create_post` request `{post, platforms, mediaUrls, scheduleDate}`,
checked against `create_post`'s body schema, read as the generated `PostRequest` and then
checked by `create_post`'s own rules (`posts.prepare_post`); the answer is the generated
`BulkPostResult`, each item made from the row's typed `PostResult`. Every row is checked
before anything is stored, and the posts are stored in one transaction: a bad row refuses the
whole file with one error naming the row (1 = the first row after the header) and nothing is
scheduled.
"""

from __future__ import annotations

import asyncio
import csv
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from jsonschema.exceptions import best_match
from pydantic import MISSING
from social_publishing_models import (
    BulkPostItem,
    BulkPostResult,
    PostRequest,
    PostResult,
    ProfilePostResults,
)

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Call, Service
from .posts import SCHEDULED, SUCCESS, PreparedPost, prepare_post, record_of

#: The operation whose `x-bulk-csv` this module reads, and the one each row is a request of.
OPERATION = OperationId.BULK_POST
ROW_OPERATION = OperationId.CREATE_POST
#: Longest cell text quoted back in an error message.
QUOTED_MAX = 80


@dataclass(frozen=True)
class CsvRules:
    """The operation's `x-bulk-csv`."""

    columns: tuple[str, ...]
    separator: str
    max_rows: int

    @classmethod
    def of(cls, service: Service) -> CsvRules:
        raw: Mapping[str, Any] = service.spec.operation(OPERATION).raw["x-bulk-csv"]
        return cls(tuple(raw["columns"]), str(raw["listSeparator"]), int(raw["maxRows"]))


def _unreadable(message: str) -> ApiError:
    return ApiError(ErrorCode.BULK_CSV_UNREADABLE, message)


def read_rows(path: Path, rules: CsvRules) -> list[dict[str, str]]:
    """The rows of posts of the CSV file at `path`, each a mapping of the required columns to
    its cells (other columns dropped). Blank lines are skipped. ApiError 617 when the file is
    not UTF-8 CSV with a header naming every column, a row has another number of cells than
    the header, or there is no row; 618 past `rules.max_rows` rows (reading stops there)."""
    rows: list[dict[str, str]] = []
    try:
        with path.open(encoding="utf-8-sig", newline="") as text:
            records = (r for r in csv.reader(text, strict=True) if any(c.strip() for c in r))
            header = next(records, None)
            if header is None:
                raise _unreadable("The CSV file is empty: it needs a header row and posts.")
            names = [name.strip() for name in header]
            missing = [c for c in rules.columns if c not in names]
            if missing:
                raise _unreadable(
                    f"The header row lacks the column(s) {', '.join(repr(m) for m in missing)}; "
                    f"it must name {', '.join(rules.columns)}."
                )
            twice = sorted({c for c in rules.columns if names.count(c) > 1})
            if twice:
                raise _unreadable(f"The header row names {', '.join(map(repr, twice))} twice.")
            where = {c: names.index(c) for c in rules.columns}
            for number, record in enumerate(records, start=1):
                if number > rules.max_rows:
                    raise ApiError(
                        ErrorCode.BULK_CSV_TOO_MANY_ROWS,
                        f"The CSV file has more than {rules.max_rows} rows of posts.",
                    )
                if len(record) != len(names):
                    raise _unreadable(
                        f"Row {number} has {len(record)} cells; the header row has {len(names)}."
                    )
                rows.append({c: record[i] for c, i in where.items()})
    except UnicodeDecodeError:
        raise _unreadable("The file is not UTF-8 text.") from None
    except csv.Error as error:
        raise _unreadable(f"The file is not valid CSV: {str(error)[:200]}.") from None
    if not rows:
        raise _unreadable("The CSV file has a header row but no row of posts.")
    return rows


def _items(cell: str, separator: str) -> list[str]:
    """The names or URLs of a list cell, spaces around each dropped."""
    return [item.strip() for item in cell.split(separator)] if cell.strip() else []


def _text(cell: object) -> str:
    """A cell as read (`model_construct` keeps it as the text it is)."""
    return cell if isinstance(cell, str) else ""


def _unchecked(value: object) -> Any:
    """A value of the row's request before the body schema checks it."""
    return value


def row_request(service: Service, number: int, row: dict[str, str], rules: CsvRules) -> Any:
    """The `create_post` request a row makes, checked against `create_post`'s body schema
    (619 naming the row and the column otherwise)."""
    # The cells by the request fields their columns name (text, not yet checked), and the
    # request they make: list cells split at the separator, the date without spaces around it.
    sent: dict[str, Any] = dict(row)
    cells = PostRequest.model_construct(**sent)
    made = PostRequest.model_construct(
        post=cells.post,
        platforms=_unchecked(_items(_text(cells.platforms), rules.separator)),
        media_urls=_unchecked([u for u in _items(_text(cells.media_urls), rules.separator) if u]),
        schedule_date=_unchecked(_text(cells.schedule_date).strip()),
    )
    request = made.model_dump(by_alias=True, exclude_unset=True, warnings=False)
    validator = service.spec.operation(ROW_OPERATION).body_validators["application/json"]
    error = best_match(validator.iter_errors(request))
    if error is None:
        return request
    path = list(error.absolute_path)
    # (an error of the whole request, which every column sent rules out, names the first one)
    column = str(path[0]) if path else rules.columns[0]
    cell = row.get(column, "")
    quoted = cell if len(cell) <= QUOTED_MAX else cell[:QUOTED_MAX] + "..."
    reason = str(error.message)
    if len(reason) > 200:
        reason = reason[:200] + "..."
    raise ApiError(
        ErrorCode.BULK_ROW_INVALID,
        f"Row {number}, column '{column}' ({quoted!r}) does not make a valid post: {reason}",
    )


def _prepared_row(service: Service, call: Call, number: int, sent: Any) -> PreparedPost:
    """`create_post`'s rules for one row (its request as `row_request` made it, read as the
    generated `PostRequest` as `create_post` reads a body); its refusals name the row."""
    row_call = replace(call, body=sent)
    request = row_call.body_as(PostRequest)
    try:
        prepared = prepare_post(service, row_call, request)
    except ApiError as error:
        known = service.spec.facts.catalogue[error.code].message
        raise ApiError(error.code, f"Row {number}: {error.message or known}") from None
    if prepared.answer.status != 200:  # create_post's 400: every network of the row failed
        errors = record_of(prepared.row).errors
        broken = [e for e in errors if e.code != ErrorCode.PLATFORM_NOT_LINKED]
        if broken:  # a rule of x-media-rules on every network the row names that is linked
            first = broken[0]
            raise ApiError(ErrorCode(first.code), f"Row {number}: {first.message}")
        named = request.platforms if isinstance(request.platforms, list) else []
        raise ApiError(
            ErrorCode.PLATFORM_NOT_LINKED,
            f"Row {number}: no network of the row is linked to the profile ({', '.join(named)}).",
        )
    return prepared


def _item(prepared: PreparedPost) -> BulkPostItem:
    result = prepared.answer.body
    if isinstance(result, ProfilePostResults):  # a User Profile's wrapped result
        result = result.posts[0]
    assert isinstance(result, PostResult)
    assert result.schedule_date is not MISSING and result.post is not MISSING  # a row's post
    if result.status not in (SCHEDULED, "error"):  # is scheduled, or failed where unlinked
        raise RuntimeError(f"a bulk post answered {result.status!r}")
    return BulkPostItem(
        status=result.status,
        schedule_date=result.schedule_date,
        id=result.id,
        post=result.post,
        errors=result.errors or MISSING,
    )


async def bulk_post(service: Service, call: Call) -> BulkPostResult:
    form = call.form
    if form is None or form.file_path is None:
        raise ApiError(ErrorCode.MISSING_FILE)
    path = form.file_path
    try:
        rules = CsvRules.of(service)
        rows = await asyncio.to_thread(read_rows, path, rules)
    finally:
        path.unlink(missing_ok=True)
    prepared = [
        _prepared_row(service, call, number, row_request(service, number, row, rules))
        for number, row in enumerate(rows, start=1)
    ]
    with service.store.transaction():
        for post in prepared:
            post.store(service.store)
    items = [_item(p) for p in prepared]
    every = all(i.status == SCHEDULED for i in items)
    return BulkPostResult(status=SUCCESS if every else "error", posts=items)


__all__ = ["CsvRules", "bulk_post", "read_rows", "row_request"]
