"""Files for uploads: data URIs (`data_uri`, the JSON body of `client.media.upload`) and the
files `File.from_path` opened, closed once their call is over.

`data_uri_body` builds the spec's `MediaUploadDataUri` model (generated, imported when called).
"""

import base64
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .types import File, guess_content_type

if TYPE_CHECKING:
    from social_publishing_client.models.media_upload_data_uri import MediaUploadDataUri


def data_uri(
    source: bytes | str | os.PathLike[str],
    *,
    content_type: str | None = None,
    file_name: str | None = None,
) -> str:
    """`data:<type>;base64,<data>` of a file or bytes (type guessed from the name)."""
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
) -> "MediaUploadDataUri":
    """The JSON body of `client.media.upload` (the file as a data URI)."""
    from social_publishing_client.models.media_upload_data_uri import MediaUploadDataUri

    if file_name is None and not isinstance(source, bytes):
        file_name = Path(source).name
    body = MediaUploadDataUri(file=data_uri(source, content_type=content_type, file_name=file_name))
    if file_name is not None:
        body.file_name = file_name
    if description is not None:
        body.description = description
    return body


def close_owned_files(arguments: Mapping[str, Any]) -> None:
    """Close the files `File.from_path` opened for this call's body."""
    body = arguments.get("body")
    for attribute in getattr(type(body), "__attrs_attrs__", ()):
        value = getattr(body, attribute.name)
        if isinstance(value, File) and value.close_after_send:
            value.payload.close()
