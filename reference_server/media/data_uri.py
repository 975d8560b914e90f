"""JSON data-URI uploads read in time and memory proportional to their size, off the event loop.

`upload_media` accepts `{"file": "data:<type>;base64,<Base64>", ...}` of up to about 40 MB.
Parsing that with `json.loads` and checking the spec's pattern on the whole string held the
event loop for seconds and took over 1 GB. Instead:

* the raw body is collected into one `bytearray` (no list of chunks joined into a copy);
* in a worker thread, a small scanner walks the top-level object: every member but `file` is
  copied into a skeleton document, the `file` string is decoded as it is scanned (JSON escapes
  included) and its Base64 is checked and decoded in blocks straight into a temp file of the
  media library; in the skeleton, `file` becomes a placeholder data URI that matches the spec's
  pattern, so the spec's schema still validates every other member (`parse_body` returns it);
* every regular expression and decoder call covers at most `WINDOW` bytes, so the worker never
  holds the GIL for long and the event loop keeps serving.

The check of the `file` string is the spec's pattern for `MediaUploadDataUri.file`, written as
a scan: `data:`, a `type/subtype` of token characters, `;base64,`, then Base64 text whose length
is a multiple of four with `=` padding only at its end (`binascii` in strict mode).
"""

from __future__ import annotations

import binascii
import codecs
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from .files import MediaFiles

WINDOW = 256 * 1024
SKELETON_MAX_BYTES = 1024 * 1024
KEY_MAX_BYTES = 1024
PREFIX_MAX_BYTES = 256
PLACEHOLDER = b'"data:application/octet-stream;base64,"'
PREFIX_RE = re.compile(rb"data:([A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+);base64")
STRING_STOP_RE = re.compile(rb'["\\\x00-\x1f]')
VALUE_STOP_RE = re.compile(rb'["\[\]{}]')
SCALAR_END_RE = re.compile(rb"[ \t\n\r,\]}]")
NOT_WS_RE = re.compile(rb"[^ \t\n\r]")
ESCAPES = {
    ord('"'): b'"',
    ord("\\"): b"\\",
    ord("/"): b"/",
    ord("b"): b"\b",
    ord("f"): b"\f",
    ord("n"): b"\n",
    ord("r"): b"\r",
    ord("t"): b"\t",
}
HEX = frozenset(b"0123456789abcdefABCDEF")


class Malformed(Exception):
    """The body is not valid JSON."""


@dataclass
class DataUriFile:
    """The decoded `file` of the body: in a temp file, or why it is not acceptable."""

    path: Path | None = None
    size: int = 0
    content_type: str | None = None
    error: ErrorCode | None = None  # not a data URI, or too large


@dataclass
class ParsedBody:
    """The body with `file` replaced by a placeholder, and the decoded file (if a string)."""

    body: Any
    file: DataUriFile | None


class _Sink:
    """Checks a data URI given piece by piece and decodes its Base64 into `out`."""

    def __init__(self, out: BinaryIO, path: Path, limit: int) -> None:
        self.out: BinaryIO | None = out
        self.result = DataUriFile(path=path)
        self.limit = limit
        self.prefix = bytearray()
        self.in_data = False
        self.carry = bytearray()

    def _fail(self, code: ErrorCode) -> None:
        """Record the error (INVALID_DATA_URI wins over FILE_TOO_LARGE) and drop the temp file;
        after FILE_TOO_LARGE the rest is still checked, so a text that is also no data URI gets
        INVALID_DATA_URI."""
        if self.result.error is None or code == ErrorCode.INVALID_DATA_URI:
            self.result.error = code
        if code == ErrorCode.INVALID_DATA_URI:
            self.carry.clear()
        self._close(remove=True)

    def _close(self, remove: bool) -> None:
        if self.out is not None:
            self.out.close()
            self.out = None
        if remove and self.result.path is not None:
            self.result.path.unlink(missing_ok=True)
            self.result.path = None

    def feed(self, piece: bytes | bytearray) -> None:
        if self.result.error == ErrorCode.INVALID_DATA_URI:
            return
        if not self.in_data:
            comma = piece.find(b",")
            head = piece if comma < 0 else piece[:comma]
            if len(self.prefix) + len(head) > PREFIX_MAX_BYTES:
                self._fail(ErrorCode.INVALID_DATA_URI)
                return
            self.prefix += head
            if comma < 0:
                return
            match = PREFIX_RE.fullmatch(self.prefix)
            if match is None:
                self._fail(ErrorCode.INVALID_DATA_URI)
                return
            self.result.content_type = match.group(1).decode("ascii")
            self.in_data = True
            piece = piece[comma + 1 :]
        self.carry += piece
        if len(self.carry) > WINDOW + 4:
            # Hold back the last quantum: only the final one may carry padding.
            ready = (len(self.carry) - 4) // 4 * 4
            self._decode(self.carry[:ready], final=False)
            del self.carry[:ready]

    def _decode(self, block: bytes | bytearray, *, final: bool) -> None:
        if self.result.error == ErrorCode.INVALID_DATA_URI:
            return
        if not final and b"=" in block:
            self._fail(ErrorCode.INVALID_DATA_URI)
            return
        try:
            data = binascii.a2b_base64(block, strict_mode=True)
        except binascii.Error:
            self._fail(ErrorCode.INVALID_DATA_URI)
            return
        self.result.size += len(data)
        if self.result.size > self.limit:
            self._fail(ErrorCode.FILE_TOO_LARGE)
        elif self.out is not None:
            self.out.write(data)

    def finish(self) -> DataUriFile:
        if not self.in_data:
            self._fail(ErrorCode.INVALID_DATA_URI)
        elif self.result.error != ErrorCode.INVALID_DATA_URI:
            if len(self.carry) % 4:
                self._fail(ErrorCode.INVALID_DATA_URI)
            elif self.carry:
                self._decode(self.carry, final=True)
        self._close(remove=self.result.error is not None)
        return self.result


class _Scanner:
    def __init__(self, buf: bytearray) -> None:
        self.buf = buf
        self.end = len(buf)

    def ws(self, i: int) -> int:
        """The index of the next non-whitespace byte from `i` (or the end)."""
        while i < self.end:
            match = NOT_WS_RE.search(self.buf, i, min(i + WINDOW, self.end))
            if match is not None:
                return match.start()
            i += WINDOW
        return self.end

    def at(self, i: int) -> int:
        if i >= self.end:
            raise Malformed
        return self.buf[i]

    def string_end(self, i: int, sink: _Sink | None = None) -> int:
        """The index after the string starting at `i` (a quote); with `sink`, the decoded
        content is fed to it (escapes checked), else escapes are left to `json.loads`."""
        k = i + 1
        while True:
            stop = min(k + WINDOW, self.end)
            match = STRING_STOP_RE.search(self.buf, k, stop)
            found = match.start() if match is not None else stop
            if sink is not None and found > k:
                sink.feed(self.buf[k:found])
            if match is None:
                if stop >= self.end:
                    raise Malformed
                k = stop
                continue
            char = self.buf[found]
            if char == ord('"'):
                return found + 1
            if char < 0x20:
                raise Malformed
            k = found + 2  # a backslash and the escaped character
            escaped = self.at(found + 1)
            if escaped == ord("u"):
                digits = self.buf[found + 2 : found + 6]
                if len(digits) != 4 or not all(d in HEX for d in digits):
                    raise Malformed
                k = found + 6
                if sink is not None:
                    sink.feed(chr(int(digits, 16)).encode("utf-8", "surrogatepass"))
            elif escaped in ESCAPES:
                if sink is not None:
                    sink.feed(ESCAPES[escaped])
            else:
                raise Malformed

    def value_end(self, i: int) -> int:
        """The index after the JSON value starting at `i` (its validity is json.loads')."""
        first = self.at(i)
        if first == ord('"'):
            return self.string_end(i)
        if first not in b"[{":
            k = i
            while True:
                stop = min(k + WINDOW, self.end)
                match = SCALAR_END_RE.search(self.buf, k, stop)
                if match is not None:
                    return match.start()
                if stop >= self.end:
                    return self.end
                k = stop
        depth = 0
        k = i
        while True:
            if k - i > SKELETON_MAX_BYTES:
                raise ApiError(
                    ErrorCode.INVALID_REQUEST,
                    f"The request body is larger than {SKELETON_MAX_BYTES} bytes.",
                )
            stop = min(k + WINDOW, self.end)
            match = VALUE_STOP_RE.search(self.buf, k, stop)
            if match is None:
                if stop >= self.end:
                    raise Malformed
                k = stop
                continue
            char = self.buf[match.start()]
            if char == ord('"'):
                k = self.string_end(match.start())
                continue
            depth += 1 if char in b"[{" else -1
            k = match.start() + 1
            if depth == 0:
                return k


def _check_utf8(buf: bytearray) -> None:
    decoder = codecs.getincrementaldecoder("utf-8")()
    try:
        for start in range(0, len(buf), WINDOW):
            decoder.decode(buf[start : start + WINDOW])
        decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        raise Malformed from None


def _loads(text: bytes | bytearray) -> Any:
    def reject(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")

    body = json.loads(text.decode("utf-8"), parse_constant=reject)
    if re.search(rb"\\u[dD][89a-fA-F]", text):  # a lone surrogate (\ud800) is no text to store
        json.dumps(body, ensure_ascii=False).encode("utf-8")
    return body


def parse_body(buf: bytearray, files: MediaFiles, limit: int) -> ParsedBody:
    """Parse an `upload_media` JSON body (run it in a worker thread).

    Raises ApiError 112 for a body that is not JSON. The returned file's temp file (when it
    has no error) belongs to the caller.
    """
    result: DataUriFile | None = None
    try:
        _check_utf8(buf)
        scan = _Scanner(buf)
        i = scan.ws(0)
        if i >= scan.end or buf[i] != ord("{"):
            return ParsedBody(_loads(buf), None)  # not an object: the schema refuses it
        skeleton = bytearray(b"{")
        i = scan.ws(i + 1)
        if scan.at(i) != ord("}"):
            while True:
                if scan.at(i) != ord('"'):
                    raise Malformed
                j = scan.string_end(i)
                key = _loads(buf[i:j]) if j - i <= KEY_MAX_BYTES else None
                skeleton += buf[i:j]
                i = scan.ws(j)
                if scan.at(i) != ord(":"):
                    raise Malformed
                skeleton += b":"
                i = scan.ws(i + 1)
                if key == "file" and scan.at(i) == ord('"'):
                    if result is not None and result.path is not None:  # a repeated key: last wins
                        result.path.unlink(missing_ok=True)
                    out, path = files.temp_file()
                    sink = _Sink(out, path, limit)
                    try:
                        j = scan.string_end(i, sink)
                    finally:
                        result = sink.finish()
                    skeleton += PLACEHOLDER
                else:
                    j = scan.value_end(i)
                    skeleton += buf[i:j]
                if len(skeleton) > SKELETON_MAX_BYTES:
                    raise ApiError(
                        ErrorCode.INVALID_REQUEST,
                        f"The request body is larger than {SKELETON_MAX_BYTES} bytes.",
                    )
                i = scan.ws(j)
                if scan.at(i) == ord(","):
                    skeleton += b","
                    i = scan.ws(i + 1)
                    continue
                break
        if scan.at(i) != ord("}") or scan.ws(i + 1) != scan.end:
            raise Malformed
        skeleton += b"}"
        body = _loads(skeleton)
    except (Malformed, ValueError, UnicodeError, RecursionError):
        if result is not None and result.path is not None:
            result.path.unlink(missing_ok=True)
        raise ApiError(ErrorCode.MALFORMED_JSON) from None
    except BaseException:
        if result is not None and result.path is not None:
            result.path.unlink(missing_ok=True)
        raise
    if not isinstance(body.get("file"), str):  # `file` was not a string after all
        if result is not None and result.path is not None:
            result.path.unlink(missing_ok=True)
        result = None
    return ParsedBody(body, result)
