"""Media library rules: uploads (multipart or data URI), the library listing, retention."""

from __future__ import annotations

import mimetypes
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import quote, urlsplit

from social_publishing_models import MediaItem, MediaLibrary, MediaLibraryItem

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media_serving import valid_media_type
from ..service import Call, Service
from ..store import MediaRow

DEFAULT_FILE_NAME = "file"
OCTET_STREAM = "application/octet-stream"


def media_url(call: Call, row: MediaRow) -> str:
    return f"{call.base_url}/media/files/{row.id}/{quote(row.file_name, safe='')}"


def library_item(call: Call, row: MediaRow) -> MediaLibraryItem:
    return MediaLibraryItem(
        id=row.id,
        url=media_url(call, row),
        file_name=row.file_name,
        description=row.description,
        content_type=row.content_type,
        size=row.size,
        time_created=datetime.fromtimestamp(row.created, UTC),
        expires_at=datetime.fromtimestamp(row.expires, UTC),
    )


def _content_type(declared: str | None, file_name: str) -> str:
    """The declared type without parameters when it is a valid `type/subtype`, else a guess
    from the file name (a malformed declared type, say with a control character, is dropped)."""
    valid = valid_media_type(declared.split(";", 1)[0]) if declared else None
    if valid is not None:
        return valid
    guessed, _ = mimetypes.guess_type(file_name)
    return guessed or OCTET_STREAM


async def upload_media(service: Service, call: Call) -> MediaItem:
    media_id = service.media.new_id()
    # Both forms arrive here as `call.form`: the multipart file part, or the JSON data URI
    # already checked and decoded into a temp file (`data_uri_upload`).
    form = call.form
    if form is None or form.file_path is None:
        raise ApiError(ErrorCode.MISSING_FILE)
    file_name = form.fields.get("fileName") or form.file_name or DEFAULT_FILE_NAME
    description = form.fields.get("description", "")
    content_type = _content_type(form.file_content_type, file_name)
    size = form.file_size
    service.media.commit(form.file_path, media_id)
    now = service.now()
    row = MediaRow(
        id=media_id,
        profile_id=call.profile.id,
        file_name=file_name,
        description=description,
        content_type=content_type,
        size=size,
        created=int(now.timestamp()),
        expires=int(
            (now + timedelta(days=service.spec.facts.limits.media_retention_days)).timestamp()
        ),
    )
    if not service.store.add_media(row):  # the profile was deleted while the file arrived
        service.media.delete(media_id)
        raise ApiError(
            ErrorCode.UNKNOWN_PROFILE_KEY,
            "The profile was deleted during the upload; nothing was stored.",
        )
    return MediaItem(
        id=row.id, url=media_url(call, row), file_name=row.file_name, description=row.description
    )


async def list_media(service: Service, call: Call) -> MediaLibrary:
    rows = service.store.media_library(call.profile.id, service.now_unix())
    return MediaLibrary(media=[library_item(call, row) for row in rows])


def live_media(service: Service, media_id: str) -> MediaRow | None:
    """The media item if it exists and has not expired by the service clock."""
    row = service.store.media(media_id)
    if row is None or row.expires <= service.now_unix():
        return None
    if not service.media.path(media_id).is_file():
        return None
    return row


def serve_media_file(service: Service, media_id: str, file_name: str) -> tuple[Path, MediaRow]:
    row = live_media(service, media_id)
    if row is None or row.file_name != file_name:
        raise ApiError(
            ErrorCode.ROUTE_NOT_FOUND, "No media file exists at this address (unknown or expired)."
        )
    return service.media.path(media_id), row


def own_media_id(call: Call, url: str) -> str | None:
    """The media id when `url` addresses this server's media files, else None."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.netloc.lower() != call.host.lower():
        return None
    segments = parts.path.split("/")
    if len(segments) == 5 and segments[1:3] == ["media", "files"]:
        return segments[3]
    return None
