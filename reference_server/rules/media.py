"""Media library rules: uploads (multipart or data URI) and the library listing (which media
is still served: `media_retention.py`). An upload's text fields are read as the generated
`MediaUploadForm` (its file part apart), the answers built as the generated models."""

from __future__ import annotations

import mimetypes
from datetime import UTC, datetime, timedelta
from typing import Any

from pydantic import MISSING, TypeAdapter
from social_publishing_models import MediaItem, MediaLibrary, MediaLibraryItem, MediaUploadForm

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media.serving import OCTET_STREAM, valid_media_type
from ..media.urls import media_url_for
from ..service import Call, RawJson, Service, field_name
from ..store import MediaRow

#: The name of a file sent without one: the field that carried it (in either form).
DEFAULT_FILE_NAME = field_name(MediaUploadForm.model_construct(file=b""))

#: The library answer is an array (the page's form), written through its generated type.
LIBRARY: TypeAdapter[MediaLibrary] = TypeAdapter(MediaLibrary)


class UploadFields(MediaUploadForm):
    """The text fields of an upload (`fileName`, `description`; either form's, already checked
    against the schema): the file itself is the form's file part, read apart."""

    file: Any = None


def media_url(call: Call, row: MediaRow) -> str:
    return media_url_for(call.base_url, row.id, row.file_name)


def library_item(call: Call, row: MediaRow) -> MediaLibraryItem:
    return MediaLibraryItem(
        id=row.id,
        url=media_url(call, row),
        file_name=row.file_name,
        description=row.description,
        content_type=row.content_type,
        size=str(row.size),  # the page writes the size as a string of digits
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
    # already checked and decoded into a temp file (`media/data_uri.py`).
    form = call.form
    if form is None or form.file_path is None:
        raise ApiError(ErrorCode.MISSING_FILE)
    fields = UploadFields.model_validate(form.fields, by_alias=True, by_name=False)
    sent_name = None if fields.file_name is MISSING else fields.file_name
    file_name = sent_name or form.file_name or DEFAULT_FILE_NAME
    description = "" if fields.description is MISSING else fields.description
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
    if not service.store.media.add_media(row):  # the profile was deleted while the file arrived
        service.media.delete(media_id)
        raise ApiError(
            ErrorCode.UNKNOWN_PROFILE_KEY,
            "The profile was deleted during the upload; nothing was stored.",
        )
    return MediaItem(
        id=row.id, url=media_url(call, row), file_name=row.file_name, description=row.description
    )


async def list_media(service: Service, call: Call) -> RawJson:
    rows = service.store.media.media_library(call.profile.id, service.now_unix())
    items = [library_item(call, row) for row in rows]
    return RawJson(LIBRARY.dump_json(items, by_alias=True))
