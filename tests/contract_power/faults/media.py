"""Faults the rules of `contract_tests/test_rules_media.py` must catch."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import WITHOUT_CONTROL, fault
from tests.contract_power.faults.shapes import (
    accepted_refused,
    answer_rewritten,
    documented_success,
    refusal_accepted,
    request_rewritten,
    succeeded,
    under,
    write_ignored,
)

UPLOAD_PATH = SPEC.operation(OperationId.UPLOAD_MEDIA).path


@fault("test_upload_oversize", "uploadMaxBytes")
@refusal_accepted(
    ErrorCode.FILE_TOO_LARGE,
    {
        "id": "oversize",
        "url": "http://127.0.0.1/media/files/oversize/file.bin",
        "fileName": "file.bin",
        "description": "",
    },
)
def oversize_accepted() -> None:
    """An upload over the limit is reported as stored."""


@fault("test_upload_at_limit", "a file of exactly x-limits.uploadMaxBytes")
@accepted_refused(
    ErrorCode.FILE_TOO_LARGE,
    lambda request: (
        asks(request, "POST", UPLOAD_PATH)
        and len(request.body) > SPEC.facts.limits.upload_max_bytes
    ),
    status=succeeded,
)
def upload_limit_off_by_one() -> None:
    """The upload limit is off by one: a file of exactly `uploadMaxBytes` is refused (the
    multipart body of such a file is longer than the limit; no other upload comes near it)."""


@fault("round_trip", "serves the uploaded bytes")
@exchange
async def upload_url_wrong_bytes(request: Request, call: Call) -> Response:
    """Uploaded media is served with its last byte changed."""
    response = await call(request)
    if request.path.startswith("/media/files/") and response.status == 200 and response.body:
        response = replace(response, body=response.body[:-1] + bytes([response.body[-1] ^ 0xFF]))
    return response


@fault("round_trip", "a byte range outside the file is refused")
@request_rewritten(
    under("GET", "/media/files/"), lambda request: request.with_header("Range", None)
)
def media_range_ignored() -> None:
    """A media file is served whole whatever byte range is asked (`Range` is ignored)."""


@fault("retention or expiry", "mediaRetentionDays")
@fault(
    "retention or expiry",
    "mediaRetentionDays",
    server_args=WITHOUT_CONTROL,
    variant="without_control",
)
@exchange
async def media_retention_shortened(request: Request, call: Call) -> Response:
    """Uploads are announced to expire 30 days after upload instead of the spec's retention."""
    from datetime import datetime, timedelta

    response = await call(request)
    body = response.json()
    if request.path == "/media" and response.status == 200 and isinstance(body, list):
        for item in body:
            created = datetime.strptime(item["timeCreated"], "%Y-%m-%dT%H:%M:%SZ")
            item["expiresAt"] = (created + timedelta(days=30)).strftime("%Y-%m-%dT%H:%M:%SZ")
        response = response.with_json(body)
    return response


# -- writes answered as done and never applied (read-back rules) ---------------------------------
upload_media_ignored = write_ignored(
    OperationId.UPLOAD_MEDIA,
    caught_by=fault(
        "test_upload_data_uri_round_trip",
        "upload round-trip: the returned url serves the uploaded bytes",
    ),
    echo=True,
)


@fault("test_upload_missing_file_refused", "an upload without a file part is refused")
@refusal_accepted(ErrorCode.MISSING_FILE, documented_success(OperationId.UPLOAD_MEDIA))
def upload_without_file_accepted() -> None:
    """An upload without a `file` part answers a made-up upload (the documented example) instead of
    code 120."""


@fault("test_upload_broken_data_uri_refused", "a data URI with broken Base64 is refused")
@refusal_accepted(ErrorCode.INVALID_DATA_URI, documented_success(OperationId.UPLOAD_MEDIA))
def broken_data_uri_accepted() -> None:
    """An upload whose data URI has broken Base64 answers a made-up upload (the documented example)
    instead of code 121."""


LIST_PATH = SPEC.operation(OperationId.LIST_MEDIA).path


@fault("round_trip", "list_media answers an array of items")
@exchange
async def media_library_wrapped(request: Request, call: Call) -> Response:
    """list_media answers an object `{media: [...]}` instead of the page's array."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", LIST_PATH) and response.status == 200 and isinstance(body, list):
        response = response.with_json({"media": body})
    return response


@fault("round_trip", "size the byte count as a string of digits")
@exchange
async def media_size_as_number(request: Request, call: Call) -> Response:
    """list_media writes each item's `size` as a JSON number, not the page's string."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", LIST_PATH) and response.status == 200 and isinstance(body, list):
        items = [
            {**item, "size": int(item["size"])} if isinstance(item, dict) else item for item in body
        ]
        response = response.with_json(items)
    return response


def _expired_media_published(body: dict[str, Any]) -> dict[str, Any]:
    codes = [e.get("code") for e in body.get("errors") or [] if isinstance(e, dict)]
    if body.get("status") != "error" or codes != [ErrorCode.MEDIA_UNAVAILABLE]:
        return body
    return {**body, "status": "success", "errors": []}


@fault("test_media_kept_for_retention_days", "expired before its date fails to publish")
@answer_rewritten(
    lambda request: request.method == "GET" and request.path.startswith("/post/"),
    _expired_media_published,
    status=succeeded,
)
def scheduled_post_with_expired_media_published() -> None:
    """get_post shows a scheduled post whose uploaded media expired as published."""
