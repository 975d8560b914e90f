"""Shared types of the client package (`social_publishing_client.types`).

openapi-python-client's own `types.py` (`Unset`/`UNSET`, `File`, `Response`, the httpx file
types), which the api/ modules import, with what the façade adds: `datetime_to_wire`, the one
place a date-time becomes wire text (`YYYY-MM-DDThh:mm:ssZ` in UTC, naive refused; the
datetime property template calls it), `File.from_path`/`from_bytes` (a path is streamed and
closed after the call), `guess_content_type`, and `NOT_GIVEN`, the marker of a per-call option
that was not passed. Nothing here depends on the spec.
"""

import datetime
import io
import mimetypes
import os
from collections.abc import Mapping, MutableMapping
from http import HTTPStatus
from pathlib import Path
from typing import IO, BinaryIO, Generic, Literal, TypeVar

from attrs import define, field


def datetime_to_wire(value: datetime.datetime) -> str:
    """`value` as the service's `Timestamp`: `YYYY-MM-DDThh:mm:ssZ` in UTC (seconds, no fraction).

    Raises ValueError for a naive datetime: without an offset its instant is unknown.
    """
    if value.utcoffset() is None:
        raise ValueError(
            f"naive datetime {value.isoformat()!r}: "
            "give it a timezone (e.g. tzinfo=datetime.timezone.utc)"
        )
    return value.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class Unset:
    def __bool__(self) -> Literal[False]:
        return False


UNSET: Unset = Unset()


class NotGiven:
    """The type of `NOT_GIVEN`: a per-call option that was not passed (for `timeout`, None
    means no limit)."""

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN = NotGiven()

DEFAULT_CONTENT_TYPE = "application/octet-stream"


def guess_content_type(file_name: str | None) -> str:
    """The media type for a file name (`mimetypes`), or application/octet-stream."""
    if file_name:
        guessed, _ = mimetypes.guess_type(file_name, strict=False)
        if guessed:
            return guessed
    return DEFAULT_CONTENT_TYPE


# The types that `httpx.Client(files=)` can accept, copied from that library.
FileContent = IO[bytes] | bytes | str
FileTypes = (
    # (filename, file (or bytes), content_type)
    tuple[str | None, FileContent, str | None]
    # (filename, file (or bytes), content_type, headers)
    | tuple[str | None, FileContent, str | None, Mapping[str, str]]
)
RequestFiles = list[tuple[str, FileTypes]]


@define
class File:
    """Contains information for file uploads"""

    payload: BinaryIO
    file_name: str | None = None
    mime_type: str | None = None
    close_after_send: bool = field(default=False, kw_only=True, eq=False)
    """Set by `from_path`: the client closes the file once the call is over."""

    @classmethod
    def from_path(cls, path: str | os.PathLike[str], *, mime_type: str | None = None) -> "File":
        """The file at `path`, streamed from disk when sent (its name and guessed type)."""
        name = Path(path).name
        payload = open(path, "rb")  # noqa: SIM115 - closed by the client after the call
        return cls(payload, name, mime_type or guess_content_type(name), close_after_send=True)

    @classmethod
    def from_bytes(
        cls, data: bytes, file_name: str | None = None, *, mime_type: str | None = None
    ) -> "File":
        """`data` as a file part (type guessed from `file_name`)."""
        return cls(io.BytesIO(data), file_name, mime_type or guess_content_type(file_name))

    def to_tuple(self) -> FileTypes:
        """Return a tuple representation that httpx will accept for multipart/form-data"""
        return self.file_name, self.payload, self.mime_type


T = TypeVar("T")


@define
class Response(Generic[T]):
    """A response from an endpoint"""

    status_code: HTTPStatus
    content: bytes
    headers: MutableMapping[str, str]
    parsed: T | None


__all__ = [
    "NOT_GIVEN",
    "UNSET",
    "File",
    "FileTypes",
    "NotGiven",
    "RequestFiles",
    "Response",
    "Unset",
    "datetime_to_wire",
    "guess_content_type",
]
