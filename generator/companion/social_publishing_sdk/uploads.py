"""Media upload helpers: a streamed multipart upload and the JSON data-URI body.

The multipart form hands httpx an open file object, which httpx sends in chunks: a file of the
maximum upload size is never held in memory at once. The data-URI form is for small files
(the whole file is Base64 text in a JSON body).
"""

from __future__ import annotations

import base64
import contextlib
import mimetypes
import os
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from social_publishing_client.api.media import upload_media
from social_publishing_client.client import AuthenticatedClient
from social_publishing_client.models.error import Error
from social_publishing_client.models.media_item import MediaItem
from social_publishing_client.models.media_upload_data_uri import MediaUploadDataUri
from social_publishing_client.models.media_upload_form import MediaUploadForm
from social_publishing_client.types import UNSET, File, Response, Unset

Source = str | os.PathLike[str] | BinaryIO
"""A file to upload: a path, or a binary file object open for reading."""

DEFAULT_CONTENT_TYPE = "application/octet-stream"


def guess_content_type(file_name: str | None) -> str:
    """The media type for a file name (`mimetypes`), or application/octet-stream."""
    if file_name:
        guessed, _ = mimetypes.guess_type(file_name, strict=False)
        if guessed:
            return guessed
    return DEFAULT_CONTENT_TYPE


def _name_of(source: Source) -> str | None:
    if isinstance(source, (str, os.PathLike)):
        return Path(source).name
    name = getattr(source, "name", None)
    return Path(name).name if isinstance(name, str) else None


@contextlib.contextmanager
def media_form(
    source: Source,
    *,
    file_name: str | None = None,
    description: str | None = None,
    content_type: str | None = None,
) -> Iterator[MediaUploadForm]:
    """The multipart body of `upload_media` for a path or file object.

    A path is opened here and closed on exit; a file object is used as given (and left open).
    """
    name = file_name or _name_of(source)
    mime = content_type or guess_content_type(name)
    with contextlib.ExitStack() as stack:
        if isinstance(source, (str, os.PathLike)):
            payload: BinaryIO = stack.enter_context(open(source, "rb"))
        else:
            payload = source
        yield MediaUploadForm(
            file=File(payload=payload, file_name=name, mime_type=mime),
            file_name=file_name if file_name is not None else UNSET,
            description=description if description is not None else UNSET,
        )


def upload_file(
    client: AuthenticatedClient,
    source: Source,
    *,
    file_name: str | None = None,
    description: str | None = None,
    content_type: str | None = None,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaItem]:
    """Upload a file with multipart/form-data, streamed from disk (or the file object)."""
    with media_form(
        source, file_name=file_name, description=description, content_type=content_type
    ) as form:
        return upload_media.sync_detailed(client=client, body=form, profile_key=profile_key)


async def upload_file_async(
    client: AuthenticatedClient,
    source: Source,
    *,
    file_name: str | None = None,
    description: str | None = None,
    content_type: str | None = None,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaItem]:
    """`upload_file` for the async client."""
    with media_form(
        source, file_name=file_name, description=description, content_type=content_type
    ) as form:
        return await upload_media.asyncio_detailed(
            client=client, body=form, profile_key=profile_key
        )


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
    """The JSON body of `upload_media` (the file as a data URI)."""
    if file_name is None and not isinstance(source, bytes):
        file_name = Path(source).name
    return MediaUploadDataUri(
        file=data_uri(source, content_type=content_type, file_name=file_name),
        file_name=file_name if file_name is not None else UNSET,
        description=description if description is not None else UNSET,
    )
