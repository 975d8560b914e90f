"""Rules of `bulk_post` (PUT /post/bulk; its deprecated alias POST /post/bulk): one scheduled
post per CSV row, in row order, stored as ordinary posts the scheduler publishes at their
`scheduleDate` (a row's unlinked network an `errors` entry, as create_post's); the file is
checked as a whole (a bad row refuses it, nothing is stored); an unreadable file (617), too
many rows (`x-bulk-csv.maxRows`, 618) and a missing `file` part (120) are refused; a row
refused by `create_post`'s rules (`x-media-rules` among them) gets that rule's code, a bad
cell (an empty text, a media URL that is not http(s)) 619 naming its column."""

from __future__ import annotations

import csv
import io
import time
import uuid
from datetime import timedelta
from typing import Any

import httpx
import pytest

from contract_tests import read_back
from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

#: How long a scheduled post may take to be published once the clock reaches its scheduleDate.
PUBLISH_WAIT_SECONDS = 5.0


def _rules(spec: ApiSpec) -> dict[str, Any]:
    return dict(spec.operation(OperationId.BULK_POST).raw["x-bulk-csv"])


def _csv(spec: ApiSpec, rows: list[dict[str, str]], columns: list[str] | None = None) -> bytes:
    names = columns if columns is not None else list(_rules(spec)["columns"])
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(names)
    writer.writerows([[row.get(name, "") for name in names] for row in rows])
    return out.getvalue().encode("utf-8")


def _send(
    client: ApiClient,
    spec: ApiSpec,
    content: bytes,
    operation_id: OperationId = OperationId.BULK_POST,
) -> httpx.Response:
    op = spec.operation(operation_id)
    files = {"file": ("posts.csv", content, "text/csv")}
    return client.request(op.method.upper(), op.path, files=files)


def _later(sandbox: Sandbox, hours: int) -> str:
    moment = parse_timestamp(sandbox.now()) + timedelta(hours=hours)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _history_texts(client: ApiClient, spec: ApiSpec) -> list[str]:
    response = client.get(
        spec.operation(OperationId.GET_POST_HISTORY).path, params={"lastDays": "0"}
    )
    body = client.expect_status(response, 200, "get_post_history answers 200")
    return [str(entry.get("post")) for entry in body.get("history", [])]


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
@pytest.mark.reads_back(OperationId.BULK_POST, OperationId.BULK_POST_LEGACY)
def test_bulk_post_schedules_every_row(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: rows are scheduled only on linked networks, and publishing waits
    for the clock."""
    client = user_profile.client
    first, second = "linkedin", "facebook"
    profile_sandbox.link(first)
    profile_sandbox.link(second)
    tag = uuid.uuid4().hex[:8]
    separator = str(_rules(spec)["listSeparator"])
    rows = [
        {
            "post": f"Bulk one {tag}",
            "platforms": f"{first}{separator} {second}",
            "mediaUrls": "",
            "scheduleDate": _later(profile_sandbox, 2),
        },
        {
            "post": f"Bulk two {tag}",
            "platforms": f" {second} ",
            "mediaUrls": "https://example.com/contract/bulk.png",
            "scheduleDate": _later(profile_sandbox, 3),
        },
    ]
    rule = "bulk_post schedules one post per CSV row, in row order, with the row's fields"
    response = _send(client, spec, _csv(spec, rows))
    answer = client.expect_status(response, 200, rule)
    posts = answer.get("posts") if isinstance(answer, dict) else None
    if answer.get("status") != "success" or not isinstance(posts, list):
        client.fail(response, rule, f"status {answer.get('status')!r}, posts {posts!r}")
    got = [(p.get("post"), p.get("scheduleDate"), p.get("status")) for p in posts]
    wanted = [(r["post"], r["scheduleDate"], "scheduled") for r in rows]
    if got != wanted:
        client.fail(response, rule, f"posts {got!r}, expected {wanted!r}")
    stored_rule = "bulk_post stores ordinary scheduled posts that get_post reads"
    expected = [([first, second], []), ([second], [rows[1]["mediaUrls"]])]
    for item, (platforms, media) in zip(posts, expected, strict=True):
        path = spec.operation(OperationId.GET_POST).path.replace("{id}", str(item.get("id")))
        record = client.expect_status(client.get(path), 200, stored_rule)
        seen = (record.get("status"), record.get("platforms"), record.get("mediaUrls", []))
        if seen != ("pending", platforms, media):
            client.fail(response, stored_rule, f"record {seen!r}, not pending {platforms} {media}")
    publish_rule = "bulk_post's posts are published at their scheduleDate (service clock)"
    path = spec.operation(OperationId.GET_POST).path.replace("{id}", str(posts[0]["id"]))
    with profile_sandbox.clock_at(rows[0]["scheduleDate"]):
        deadline = time.monotonic() + PUBLISH_WAIT_SECONDS
        record = client.expect_status(client.get(path), 200, publish_rule)
        while record.get("status") == "pending" and time.monotonic() < deadline:
            time.sleep(0.1)  # a scheduler may poll: a bounded wait
            record = client.expect_status(client.get(path), 200, publish_rule)
    if record.get("status") != "success":
        client.fail(response, publish_rule, f"status {record.get('status')!r} at scheduleDate")
    _check_unlinked_network_of_a_row(client, spec, profile_sandbox, first)
    alias_rule = "x-alias-of: POST /post/bulk does what bulk_post does"
    alias_rows = [
        {**rows[1], "post": f"Bulk alias {tag}", "scheduleDate": _later(profile_sandbox, 5)}
    ]
    response = _send(client, spec, _csv(spec, alias_rows), OperationId.BULK_POST_LEGACY)
    alias = client.expect_status(response, 200, alias_rule)
    if [p.get("post") for p in alias.get("posts", [])] != [alias_rows[0]["post"]]:
        client.fail(response, alias_rule, f"posts {alias.get('posts')!r}")
    text = read_back.rule(OperationId.BULK_POST_LEGACY, "get_post reads the row's post")
    path = spec.operation(OperationId.GET_POST).path.replace(
        "{id}", str(alias["posts"][0].get("id"))
    )
    read = client.get(path)
    read_back.expect_fields(
        client,
        read,
        text,
        client.expect_status(read, 200, text),
        {"post": alias_rows[0]["post"], "scheduleDate": alias_rows[0]["scheduleDate"]},
    )


def _check_unlinked_network_of_a_row(
    client: ApiClient, spec: ApiSpec, sandbox: Sandbox, linked: str
) -> None:
    """A row's network that is not linked, beside a linked one: an `errors` entry (156), the
    row and the answer `error`, and the post stays scheduled on the other (bulk_post,
    spec/paths/posts.yaml: "as create_post")."""
    unlinked = next(p for p in ("reddit", "pinterest") if p != linked)
    row = {
        "post": f"Bulk partly {uuid.uuid4().hex[:8]}",
        "platforms": f"{linked},{unlinked}",
        "mediaUrls": "",
        "scheduleDate": _later(sandbox, 4),
    }
    response = _send(client, spec, _csv(spec, [row]))
    rule = "a bulk_post row's unlinked network gets its errors entry (156), the post stays"
    answer = client.expect_status(response, 200, rule)
    posts = answer.get("posts") or [{}]
    errors = [(e.get("platform"), e.get("code")) for e in posts[0].get("errors") or []]
    statuses = (answer.get("status"), posts[0].get("status"))
    if errors != [(unlinked, spec.error_code("platform_not_linked"))] or statuses != ("error",) * 2:
        client.fail(response, rule, f"errors {errors!r}, status of the answer and row {statuses}")
    path = spec.operation(OperationId.GET_POST).path.replace("{id}", str(posts[0].get("id")))
    record = client.expect_status(client.get(path), 200, rule)
    if record.get("status") != "pending" or linked not in (record.get("platforms") or []):
        client.fail(response, rule, f"stored {record.get('status')!r} {record.get('platforms')}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_bulk_post_bad_row_refuses_the_file(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the good row is a post only with a linked network."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    tag = uuid.uuid4().hex[:8]
    good = {
        "post": f"Bulk good {tag}",
        "platforms": "linkedin",
        "mediaUrls": "",
        "scheduleDate": _later(profile_sandbox, 2),
    }
    bad = {**good, "post": f"Bulk bad {tag}", "scheduleDate": "4/6/21 12:50"}
    rule = "bulk_post refuses the whole file for a bad row (619, naming row and column)"
    response = _send(client, spec, _csv(spec, [good, bad]))
    error = client.expect_error(response, "bulk_row_invalid", rule)
    message = str(error.get("message"))
    if "2" not in message or "scheduleDate" not in message:
        client.fail(response, rule, f"the message does not name row 2, scheduleDate: {message!r}")
    if good["post"] in _history_texts(client, spec):
        client.fail(response, rule, "the good row before the bad one was stored")
    for column, cell in (("post", ""), ("mediaUrls", "ftp://example.com/contract/a.png")):
        refused = _send(client, spec, _csv(spec, [good, {**good, column: cell}]))
        error = client.expect_error(refused, "bulk_row_invalid", f"{rule}: {column} {cell!r}")
        if column not in str(error.get("message")):
            client.fail(refused, rule, f"the message does not name {column}: {error!r}")
    rules, max_pack = spec.media_rules, spec.max_pack
    if rules is not None and max_pack is not None:
        count = next(r for r in rules.rules if (r.network, r.kind) == ("linkedin", "maxImages"))
        assert count.max_count is not None
        images = ",".join(f"https://example.com/m{i}.jpg" for i in range(count.max_count + 1))
        text = "x" * (max_pack.text_limits["linkedin"] + 1)
        for code, change in ((count.error_code, {"mediaUrls": images}),
                             (rules.text_error_code, {"post": text})):  # fmt: skip
            refused = _send(client, spec, _csv(spec, [good, {**good, **change}]))
            name = spec.error_catalogue[code].name
            client.expect_error(
                refused, name, f"a bulk_post row is checked by x-media-rules ({code})"
            )
    past = {**good, "scheduleDate": "2000-01-01T00:00:00Z"}
    rule = "a bulk_post row is checked by create_post's rules (past scheduleDate: 152)"
    client.expect_error(
        _send(client, spec, _csv(spec, [good, past])), "schedule_date_in_past", rule
    )
    unlinked = {**good, "platforms": "pinterest"}
    rule = "a bulk_post row whose networks are all unlinked is refused (156)"
    client.expect_error(
        _send(client, spec, _csv(spec, [good, unlinked])), "platform_not_linked", rule
    )
    if good["post"] in _history_texts(client, spec):
        client.fail(response, rule, "a refused file stored its good row")


def test_bulk_post_unreadable_file_refused(spec: ApiSpec, user_profile: UserProfile) -> None:
    client = user_profile.client
    row = {"post": "x", "platforms": "linkedin", "mediaUrls": "", "scheduleDate": "x"}
    columns = list(_rules(spec)["columns"])
    rule = "bulk_post refuses a file that is not a CSV file with the required columns (617)"
    cases = {
        "an empty file": b"",
        f"no {columns[-1]} column": _csv(spec, [row], columns[:-1]),
        "a header without rows": _csv(spec, []),
        "bytes that are not UTF-8": b"\xff\xfe\x00post\x00\xff",
        "no header row": b"\n\n",
        "a row with another number of cells": _csv(spec, [row]).rstrip(b"\r\n") + b",extra\r\n",
        "a quote never closed": b",".join(c.encode() for c in columns) + b'\n"open,quote\n',
    }
    for case, content in cases.items():
        client.expect_error(_send(client, spec, content), "bulk_csv_unreadable", f"{rule}: {case}")
    op = spec.operation(OperationId.BULK_POST)
    response = client.request(
        op.method.upper(), op.path, files={"other": ("a.csv", b"a", "text/csv")}
    )
    client.expect_error(response, "missing_file", "bulk_post without a file part is refused (120)")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_bulk_post_too_many_rows_refused(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the rows are otherwise valid (a linked network)."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    limit = int(_rules(spec)["maxRows"])
    when = _later(profile_sandbox, 2)
    rows = [
        {"post": f"Row {n}", "platforms": "linkedin", "mediaUrls": "", "scheduleDate": when}
        for n in range(limit + 1)
    ]
    rule = f"bulk_post refuses more than x-bulk-csv.maxRows ({limit}) rows (618)"
    client.expect_error(_send(client, spec, _csv(spec, rows)), "bulk_csv_too_many_rows", rule)
    if any(text.startswith("Row ") for text in _history_texts(client, spec)):
        client.fail(
            client.get(spec.operation(OperationId.GET_POST_HISTORY).path), rule, "rows were stored"
        )
