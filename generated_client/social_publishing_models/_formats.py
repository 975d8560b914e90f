"""Python types for the spec's string formats, used by the generated models.

The generator points datamodel-code-generator at this module (`--import-overrides`), so every
`format: date-time` field is a `AwareDatetime` from here: it parses any RFC 3339 time with an
offset and serialises as the spec's `YYYY-MM-DDThh:mm:ssZ` (UTC, whole seconds; a fraction is
cut off, never rounded up into the future). Every `format: binary` part is an `UploadFile`: a
path, bytes or an open binary file, sent streamed by the client (`FilePart`).
"""

from __future__ import annotations

import mimetypes
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Annotated, Any

import pydantic
from pydantic import PlainSerializer, PlainValidator, WithJsonSchema

TIMESTAMP_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
DEFAULT_CONTENT_TYPE = "application/octet-stream"


def format_timestamp(value: datetime) -> str:
    """`value` as the spec's `YYYY-MM-DDThh:mm:ssZ` (converted to UTC, fraction cut off)."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("a date-time needs a time zone (use datetime.now(UTC) or tzinfo=UTC)")
    return value.astimezone(UTC).strftime(TIMESTAMP_FORMAT)


AwareDatetime = Annotated[
    pydantic.AwareDatetime,
    PlainSerializer(format_timestamp, return_type=str, when_used="json"),
]
"""A time zone aware `datetime`; JSON form `YYYY-MM-DDThh:mm:ssZ`."""


def guess_content_type(file_name: str | None) -> str:
    """The media type for a file name (`mimetypes`), or application/octet-stream."""
    if file_name:
        guessed, _ = mimetypes.guess_type(file_name, strict=False)
        if guessed:
            return guessed
    return DEFAULT_CONTENT_TYPE


@dataclass(frozen=True)
class FilePart:
    """A file part of a multipart body: a path (opened when sent), bytes or an open file."""

    content: bytes | IO[bytes] | Path
    file_name: str | None = None
    content_type: str | None = None

    @classmethod
    def of(cls, value: Any) -> FilePart:
        """A `FilePart` for a path, bytes, a binary file object or a `FilePart`."""
        if isinstance(value, FilePart):
            return value
        if isinstance(value, (bytes, bytearray, memoryview)):
            return cls(bytes(value))
        if isinstance(value, (str, os.PathLike)):
            path = Path(value)
            return cls(path, path.name)
        if hasattr(value, "read"):
            name = getattr(value, "name", None)
            return cls(value, Path(name).name if isinstance(name, str) else None)
        raise ValueError("a file is a path, bytes, a binary file object or a FilePart")

    @property
    def name(self) -> str:
        """The filename sent in the part (`upload` when none is known)."""
        return self.file_name or "upload"

    @property
    def media_type(self) -> str:
        """The part's Content-Type: given, or guessed from the filename."""
        return self.content_type or guess_content_type(self.file_name)


UploadFile = Annotated[
    FilePart | bytes | IO[bytes] | str | os.PathLike[str],
    PlainValidator(FilePart.of),
    PlainSerializer(lambda part: part, return_type=Any),
    WithJsonSchema({"type": "string", "format": "binary"}),
]
"""A file to upload: a path, bytes, an open binary file or a `FilePart` (parsed to FilePart)."""
