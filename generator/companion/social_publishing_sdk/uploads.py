"""Upload bodies: file parts for the multipart form, and data URIs for the JSON form.

A multipart upload sends a `FilePart` (or a path, bytes or open binary file, which the model
turns into one); httpx reads a file in chunks, so a file of the maximum upload size is never
held in memory at once. The data-URI form is for small files (the whole file as Base64 text).
"""

from __future__ import annotations

import base64
import os
from pathlib import Path

from social_publishing_models import MediaUploadDataUri
from social_publishing_models._formats import FilePart, guess_content_type


def data_uri(
    source: bytes | str | os.PathLike[str],
    *,
    content_type: str | None = None,
    file_name: str | None = None,
) -> str:
    """`data:<content-type>;base64,<Base64 text>` for bytes or a file path.

    The media type is `content_type`, else guessed from the path or `file_name`, else
    application/octet-stream.
    """
    if isinstance(source, bytes):
        data = source
    else:
        data = Path(source).read_bytes()
        file_name = file_name or Path(source).name
    mime = content_type or guess_content_type(file_name)
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"


def data_uri_body(
    source: bytes | str | os.PathLike[str],
    *,
    file_name: str | None = None,
    description: str | None = None,
    content_type: str | None = None,
) -> MediaUploadDataUri:
    """The JSON body of `client.media.upload` (the file as a data URI)."""
    if file_name is None and not isinstance(source, bytes):
        file_name = Path(source).name
    fields: dict[str, str] = {}
    if file_name is not None:
        fields["file_name"] = file_name
    if description is not None:
        fields["description"] = description
    return MediaUploadDataUri(
        file=data_uri(source, content_type=content_type, file_name=file_name), **fields
    )


__all__ = ["FilePart", "data_uri", "data_uri_body", "guess_content_type"]
