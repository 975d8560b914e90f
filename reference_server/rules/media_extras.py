"""Media extras: whether a media URL exists (own library looked up, other URLs HEAD-checked)
and a media file's metadata (stored file read, other URLs fetched with the upload size bound),
both through the egress policy of `fetch.py`."""

from __future__ import annotations

import io
from dataclasses import dataclass
from http import HTTPStatus
from urllib.parse import unquote, urlsplit

from PIL import Image, UnidentifiedImageError
from social_publishing_models import MediaMeta, MediaUrlExistence

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..fetch import FetchError, fetch_bytes, head_status
from ..media_serving import valid_media_type
from ..service import Call, Service
from ..store import MediaRow
from .media import OCTET_STREAM, live_media, own_media_id


@dataclass(frozen=True)
class MediaFile:
    """A media file's bytes and the type declared for it (at upload, or by the fetched URL)."""

    data: bytes
    declared_type: str


def library_row(service: Service, media_id: str, url: str) -> MediaRow | None:
    """The library item `url` names: stored, not expired and named so; else None."""
    row = live_media(service, media_id)
    name = unquote(urlsplit(url).path.rsplit("/", 1)[-1])
    return row if row is not None and row.file_name == name else None


async def media_file(service: Service, call: Call, url: str) -> MediaFile:
    """The file at `url`: read from the media library (153 when it is not there), or fetched
    with at most `x-limits.uploadMaxBytes` bytes (460 when that fails)."""
    media_id = own_media_id(call, url)
    if media_id is not None:
        row = library_row(service, media_id, url)
        if row is None:
            raise ApiError(
                ErrorCode.MEDIA_UNAVAILABLE,
                "The media file is not in the media library (or expired).",
            )
        return MediaFile(service.media.path(media_id).read_bytes(), row.content_type)
    settings = service.settings
    try:
        data, declared = await fetch_bytes(
            url,
            max_bytes=service.spec.facts.limits.upload_max_bytes,
            timeout=settings.fetch_timeout_seconds,
            allow_private=settings.allow_private_targets,
            external=settings.external_fetch,
            proxy=settings.fetch_proxy,
        )
    except FetchError as exc:
        raise ApiError(
            ErrorCode.MEDIA_NOT_FETCHABLE, f"The media file could not be fetched: {exc}."
        ) from None
    valid = valid_media_type(declared.split(";", 1)[0].strip()) if declared else None
    return MediaFile(data, valid or OCTET_STREAM)


def image_facts(data: bytes) -> tuple[str, int, int] | None:
    """(media type, width, height) when Pillow reads `data` as an image (header only)."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            image_format = image.format or ""
            width, height = image.size
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError):
        return None
    media_type = Image.MIME.get(image_format)
    if media_type is None or width < 1 or height < 1:
        return None
    return media_type, width, height


def library_status(service: Service, media_id: str, url: str) -> int:
    """What a request for the library file at `url` answers: 200 while the item is stored,
    not expired and named so, else 404 (as the file route answers)."""
    found = library_row(service, media_id, url) is not None
    return HTTPStatus.OK if found else HTTPStatus.NOT_FOUND


async def verify_media_exists(service: Service, call: Call) -> MediaUrlExistence:
    url: str = call.body["mediaUrl"]
    media_id = own_media_id(call, url)
    if media_id is not None:
        status: int | None = library_status(service, media_id, url)
    else:
        settings = service.settings
        try:
            status = await head_status(
                url,
                timeout=settings.fetch_timeout_seconds,
                allow_private=settings.allow_private_targets,
                external=settings.external_fetch,
                proxy=settings.fetch_proxy,
            )
        except FetchError:
            status = None
    exists = status is not None and 200 <= status < 300
    if status is None:
        return MediaUrlExistence(media_url=url, exists=exists)
    return MediaUrlExistence(media_url=url, exists=exists, http_status=status)


async def get_media_meta(service: Service, call: Call) -> MediaMeta:
    url: str = call.query["url"]
    found = await media_file(service, call, url)
    image = image_facts(found.data)
    if image is None:
        return MediaMeta(url=url, content_type=found.declared_type, size=len(found.data))
    media_type, width, height = image
    return MediaMeta(
        url=url, content_type=media_type, size=len(found.data), width=width, height=height
    )
