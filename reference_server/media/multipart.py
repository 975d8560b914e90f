"""Streaming parse of a `multipart/form-data` upload with the size limit enforced as it streams.

The file part goes straight to a temp file in the data dir; the byte count is checked on every
chunk, so an oversize file is refused at the limit without ever being held in memory.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from python_multipart.exceptions import FormParserError
from python_multipart.multipart import MAX_BOUNDARY_LENGTH, MultipartParser, parse_options_header

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from .files import MediaFiles

FIELD_MAX_BYTES = 64 * 1024
MAX_PARTS = 32


class FileTooLarge(Exception):
    """The file part passed the upload limit."""


@dataclass
class UploadForm:
    """The parsed form: text fields, and the file part (in a temp file) if present."""

    fields: dict[str, str] = field(default_factory=dict)
    file_path: Path | None = None
    file_size: int = 0
    file_name: str | None = None
    file_content_type: str | None = None


class _Collector:
    def __init__(self, files: MediaFiles, limit: int) -> None:
        self.files = files
        self.limit = limit
        self.form = UploadForm()
        self._headers: dict[bytes, bytes] = {}
        self._hname = b""
        self._hvalue = b""
        self._name: str | None = None
        self._is_file = False
        self._data = bytearray()
        self._out: BinaryIO | None = None
        self.parts = 0
        self.error: ApiError | None = None

    def on_part_begin(self) -> None:
        self._headers = {}
        self._name = None
        self._is_file = False
        self._data = bytearray()
        self.parts += 1
        if self.parts > MAX_PARTS:
            raise ApiError(ErrorCode.INVALID_REQUEST, "The multipart body has too many parts.")

    def on_header_field(self, data: bytes, start: int, end: int) -> None:
        self._hname += data[start:end]

    def on_header_value(self, data: bytes, start: int, end: int) -> None:
        self._hvalue += data[start:end]

    def on_header_end(self) -> None:
        self._headers[self._hname.lower()] = self._hvalue
        self._hname = b""
        self._hvalue = b""

    def on_headers_finished(self) -> None:
        _, options = parse_options_header(self._headers.get(b"content-disposition", b""))
        raw_name = options.get(b"name")
        if raw_name is None:
            raise ApiError(
                ErrorCode.INVALID_REQUEST,
                "A multipart part has no name in its Content-Disposition.",
            )
        self._name = raw_name.decode("utf-8", "replace")
        if self._name == "file" and self.form.file_path is None:
            self._is_file = True
            raw_filename = options.get(b"filename")
            if raw_filename is not None:
                self.form.file_name = raw_filename.decode("utf-8", "replace")
            ctype = self._headers.get(b"content-type")
            if ctype:
                self.form.file_content_type = ctype.decode("latin-1").strip()
            self._out, self.form.file_path = self.files.temp_file()

    def on_part_data(self, data: bytes, start: int, end: int) -> None:
        chunk = data[start:end]
        if self._is_file:
            self.form.file_size += len(chunk)
            if self.form.file_size > self.limit:
                raise FileTooLarge
            assert self._out is not None
            self._out.write(chunk)
        else:
            if len(self._data) + len(chunk) > FIELD_MAX_BYTES:
                raise ApiError(
                    ErrorCode.INVALID_REQUEST, f"The form field '{self._name}' is too long."
                )
            self._data.extend(chunk)

    def on_part_end(self) -> None:
        if self._is_file:
            assert self._out is not None
            self._out.close()
            self._out = None
        elif self._name is not None and self._name not in self.form.fields:
            self.form.fields[self._name] = self._data.decode("utf-8", "replace")

    def discard(self) -> None:
        if self._out is not None:
            self._out.close()
            self._out = None
        if self.form.file_path is not None:
            self.form.file_path.unlink(missing_ok=True)
            self.form.file_path = None


async def parse_upload(
    content_type: str,
    stream: AsyncIterator[bytes],
    files: MediaFiles,
    limit: int,
    drain_limit: int,
) -> UploadForm:
    """Parse the multipart body from `stream`.

    Raises ApiError 122 when the file passes `limit` (the temp file is removed; the rest of the
    body, up to `drain_limit` bytes, is read and dropped so the client can read the answer).
    """
    _, params = parse_options_header(content_type)
    boundary = params.get(b"boundary")
    if not boundary:
        raise ApiError(ErrorCode.INVALID_REQUEST, "The multipart Content-Type has no boundary.")
    if len(boundary) > MAX_BOUNDARY_LENGTH:  # the parser refuses it with an error of its own
        raise ApiError(
            ErrorCode.INVALID_REQUEST,
            f"The multipart boundary is longer than {MAX_BOUNDARY_LENGTH} characters.",
        )
    collector = _Collector(files, limit)
    parser = MultipartParser(
        boundary,
        {
            "on_part_begin": collector.on_part_begin,
            "on_part_data": collector.on_part_data,
            "on_part_end": collector.on_part_end,
            "on_header_field": collector.on_header_field,
            "on_header_value": collector.on_header_value,
            "on_header_end": collector.on_header_end,
            "on_headers_finished": collector.on_headers_finished,
        },
    )
    try:
        async for chunk in stream:
            parser.write(chunk)
        parser.finalize()
    except FileTooLarge:
        collector.discard()
        drained = 0
        async for chunk in stream:
            drained += len(chunk)
            if drained > drain_limit:
                break
        raise ApiError(
            ErrorCode.FILE_TOO_LARGE, f"The file exceeds the maximum upload size of {limit} bytes."
        ) from None
    except FormParserError:
        collector.discard()
        raise ApiError(ErrorCode.INVALID_REQUEST, "The multipart body is not valid.") from None
    except BaseException:
        collector.discard()
        raise
    if collector._out is not None:  # body ended inside the file part
        collector.discard()
        raise ApiError(
            ErrorCode.INVALID_REQUEST, "The multipart body ended before the file part did."
        )
    return collector.form
