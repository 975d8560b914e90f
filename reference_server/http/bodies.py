"""Request bodies: read within a size cap, decoded by their media type (JSON, multipart, a
JSON upload carrying a data URI, a `text/*` body as a string in its charset) and validated
against the operation's schema, with the field's catalogued code when the spec names one.

A body over `INLINE_BODY_MAX_BYTES` (an API body or a test-control one) is parsed and
validated in a worker thread: a long JSON parse and schema walk on the event loop would delay
every other request. Validation reads only the spec's validators and the body: no store.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
from collections.abc import AsyncIterator
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from starlette.requests import Request

from spec_model import Operation
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError, refuse_invalid
from ..media.data_uri import parse_body as parse_data_uri_body
from ..media.multipart import UploadForm, parse_upload
from ..service import Call, Service

JSON_BODY_MAX_BYTES = 1024 * 1024
INLINE_BODY_MAX_BYTES = 32 * 1024
DRAIN_MAX_BYTES = 256 * 1024 * 1024
SURROGATE_ESCAPE_RE = re.compile(rb"\\u[dD][89a-fA-F]")
JSON = "application/json"


def has_body(request: Request) -> bool:
    """Whether the request carries a body (an optional one may be left out)."""
    length = request.headers.get("content-length")
    if length is not None:
        return length.strip() != "0"
    return "transfer-encoding" in request.headers


async def read_body(service: Service, request: Request, op: Operation, call: Call) -> None:
    """Decode and validate the body of `op` into `call.body` (and `call.form` for uploads)."""
    header = request.headers.get("content-type", "")
    media_type = header.split(";", 1)[0].strip().lower()
    if media_type not in op.body_validators:
        accepted = " or ".join(op.body_validators)
        shown = header[:100] if header else "(none)"
        raise ApiError(
            ErrorCode.UNSUPPORTED_CONTENT_TYPE,
            f"Content-Type '{shown}' is not accepted; use {accepted}.",
        )
    validator = op.body_validators[media_type]
    upload_limit = service.spec.facts.limits.upload_max_bytes
    if media_type == "multipart/form-data":
        call.form = await parse_upload(
            header, request.stream(), service.media, upload_limit, 4 * upload_limit
        )
        fields: dict[str, Any] = dict(call.form.fields)
        fields.pop("file", None)
        if call.form.file_path is not None:
            fields["file"] = ""
        if "fileName" not in fields and call.form.file_name is not None:
            # The part's filename becomes the item's fileName: held to the same schema.
            fields["fileName"] = call.form.file_name
        await asyncio.to_thread(validate_body, op, media_type, validator, fields, call)
        return
    if op.canonical_id == OperationId.UPLOAD_MEDIA:
        await _data_uri_body(service, request, op, media_type, validator, call, upload_limit)
        return
    raw = await raw_body(request, JSON_BODY_MAX_BYTES, ErrorCode.INVALID_REQUEST)
    if media_type.startswith("text/"):  # a text body (validate_json's page form) is a string
        call.body = decode_text(raw, header)
        validate_body(op, media_type, validator, call.body, call)
        return

    def parse_and_validate() -> None:
        call.body = parse_json(raw)
        validate_body(op, media_type, validator, call.body, call)

    if len(raw) > INLINE_BODY_MAX_BYTES:
        await asyncio.to_thread(parse_and_validate)
    else:
        parse_and_validate()


async def read_control_body(request: Request, op: Operation, validate: bool) -> Any:
    """The JSON body of a test-control operation; checked against its schema in sandbox.yaml
    (invalid_request) unless the handler checks it itself (`validate` false)."""
    raw = await raw_body(request, JSON_BODY_MAX_BYTES, ErrorCode.INVALID_REQUEST)

    def parse_and_check() -> Any:
        body = parse_json(raw)
        if validate and JSON in op.body_validators:
            refuse_invalid(op.body_validators[JSON], body, "Body")
        return body

    if len(raw) > INLINE_BODY_MAX_BYTES:
        return await asyncio.to_thread(parse_and_check)
    return parse_and_check()


def validate_body(
    op: Operation,
    media_type: str,
    validator: Draft202012Validator,
    body: Any,
    call: Call,
) -> None:
    error = reported_error(validator, body)
    if error is None:
        return
    if call.form is not None and call.form.file_path is not None:
        call.form.file_path.unlink(missing_ok=True)
    code = _body_error_code(op, media_type, error)
    where = "/".join(str(p) for p in error.absolute_path)
    raise ApiError(code, f"Body{' field ' + repr(where) if where else ''}: {short_message(error)}")


async def _data_uri_body(
    service: Service,
    request: Request,
    op: Operation,
    media_type: str,
    validator: Draft202012Validator,
    call: Call,
    limit: int,
) -> None:
    """A JSON `upload_media` body: the data URI is checked and decoded into a temp file in
    a worker thread (`media/data_uri.py`); the rest is validated against the spec."""
    cap = math.ceil(limit / 3) * 4 + JSON_BODY_MAX_BYTES
    raw = await raw_body(request, cap, too_large_code=ErrorCode.FILE_TOO_LARGE)
    parsed = await asyncio.to_thread(parse_data_uri_body, raw, service.media, limit)
    del raw
    call.body = parsed.body
    if parsed.file is not None:
        call.form = UploadForm(
            file_path=parsed.file.path,
            file_size=parsed.file.size,
            file_content_type=parsed.file.content_type,
        )
    await asyncio.to_thread(validate_body, op, media_type, validator, call.body, call)
    if parsed.file is not None and parsed.file.error == ErrorCode.FILE_TOO_LARGE:
        raise ApiError(
            ErrorCode.FILE_TOO_LARGE,
            f"The file exceeds the maximum upload size of {limit} bytes.",
        )
    if parsed.file is not None and parsed.file.error is not None:
        raise ApiError(parsed.file.error)
    if call.form is not None:
        call.form.fields = {
            name: call.body[name] for name in ("fileName", "description") if name in call.body
        }


async def raw_body(request: Request, cap: int, too_large_code: ErrorCode) -> bytearray:
    """The request body (one growing buffer, no joined copy); ApiError past `cap` bytes."""
    raw = bytearray()
    stream: AsyncIterator[bytes] = request.stream()
    async for chunk in stream:
        if len(raw) + len(chunk) > cap:
            drained = 0
            async for rest in stream:  # read and drop the rest so the client gets the answer
                drained += len(rest)
                if drained > DRAIN_MAX_BYTES:
                    break
            raise ApiError(too_large_code, f"The request body is larger than {cap} bytes.")
        raw += chunk
    return raw


def decode_text(raw: bytearray, content_type: str) -> str:
    """A `text/*` body as a string: decoded by the header's `charset` (UTF-8 when it names
    none); ApiError(invalid_request) when the bytes are no text in it."""
    charset = "utf-8"
    for parameter in content_type.split(";")[1:]:
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "charset":
            charset = value.strip().strip('"') or charset
    try:
        return raw.decode(charset)
    except (LookupError, UnicodeError):
        raise ApiError(
            ErrorCode.INVALID_REQUEST, f"The body is not text in the charset {charset[:40]!r}."
        ) from None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_json(raw: bytearray) -> Any:
    """The JSON value of a request body; ApiError(malformed_json) when it is none."""
    try:
        body = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
        if SURROGATE_ESCAPE_RE.search(raw):  # a lone surrogate (\ud800) is no text to store
            json.dumps(body, ensure_ascii=False).encode("utf-8")
        return body
    except (ValueError, UnicodeError, RecursionError):
        raise ApiError(ErrorCode.MALFORMED_JSON) from None


def _missing(error: Any) -> list[str]:
    instance = error.instance if isinstance(error.instance, dict) else {}
    return [p for p in error.validator_value if p not in instance]


def short_message(error: Any) -> str:
    """A bounded description of a validation error (instances may be megabytes)."""
    if error.validator == "required":
        missing = _missing(error)
        return f"{', '.join(repr(m) for m in missing)} is required."
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = [k for k in error.instance if k not in allowed]
        return f"unexpected field(s) {', '.join(repr(e[:50]) for e in extra[:5])}."
    message = str(error.message)
    if len(message) > 300:
        message = message[:150] + " ... " + message[-100:]
    return message


def reported_error(validator: Draft202012Validator, body: Any) -> ValidationError | None:
    """The error a refused body is answered with: jsonschema's best match, read from the
    branches first when that is an `anyOf`/`oneOf` of whole-object branches at the top (the
    spec's "one of these fields" bodies). The first branch whose `required` fields the body
    gives is the shape the client chose: its best error names the wrong field (and so its
    code); when the body gives no branch's fields the `anyOf` error itself is answered."""
    error: ValidationError | None = best_match(validator.iter_errors(body))
    if error is None or error.validator not in ("anyOf", "oneOf") or error.path:
        return error
    branches: dict[int, list[ValidationError]] = {}
    for inner in error.context or ():
        branches.setdefault(int(inner.relative_schema_path[0]), []).append(inner)
    for index in sorted(branches):
        found = branches[index]
        if not any(e.validator == "required" and not e.path for e in found):
            chosen: ValidationError | None = best_match(found)
            return chosen
    return error


def _body_error_code(op: Operation, media_type: str, error: ValidationError) -> ErrorCode:
    """The code of a body the schema refuses: the field's `x-error-code` (a value that does not
    match) or `x-missing-error-code` (a required top-level field absent) from the spec, else
    the generic invalid_request."""
    path = list(error.absolute_path)
    if error.validator == "required":
        if path:
            return ErrorCode.INVALID_REQUEST
        for name in _missing(error):
            missing = op.body_field_codes(media_type, name).missing
            if missing is not None:
                return ErrorCode(missing)
        return ErrorCode.INVALID_REQUEST
    if path:
        invalid = op.body_field_codes(media_type, path[0]).invalid
        if invalid is not None:
            return ErrorCode(invalid)
    return ErrorCode.INVALID_REQUEST
