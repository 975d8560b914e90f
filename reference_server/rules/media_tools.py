"""Media tools: whether a media URL exists (own library looked up, other URLs HEAD-checked),
a media file's metadata (stored file read, other URLs fetched with the upload size bound), and
image resizing with Pillow into the media library, presigned upload URLs
(`presigned_uploads.py`); outbound requests go through `outbound/fetch.py`. Bodies are read as
their generated models (`MediaUrlCheck`, `ImageResizeRequest`), query parameters as the
operation's generated parameters model (`Call.params_as`), and answers built as the generated
models."""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from http import HTTPStatus
from pathlib import PurePosixPath
from typing import Any
from urllib.parse import unquote, urlsplit

from PIL import Image, ImageFilter, ImageOps, UnidentifiedImageError
from pydantic import MISSING
from social_publishing_models import (
    ImageDimensions,
    ImageResized,
    ImageResizeRequest,
    MediaMeta,
    MediaUploadUrl,
    MediaUrlCheck,
    MediaUrlExistence,
)
from social_publishing_models.parameters import (
    GetMediaMetaParameters,
    GetMediaUploadUrlParameters,
)

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..media.image_work import IMAGE_WORK
from ..media.mp4_facts import FORMAT_NAME, IMAGE_KIND, VIDEO_KIND, video_facts
from ..media.serving import OCTET_STREAM, served_type, valid_media_type
from ..media.urls import media_url_for
from ..outbound.fetch import FetchError, fetch_as_configured, head_as_configured, media_type_of
from ..service import Call, Service
from ..store import MediaRow
from . import random_content
from .media import media_url
from .media_retention import live_media, own_media_id
from .presigned_uploads import UploadGrant, signing_key, upload_url


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
    random = random_content.media_name_at(call, url)
    if random is not None:  # this server's random media (create_post's randomMediaUrl)
        found = await asyncio.to_thread(random_content.media, random)
        if found is not None:
            return MediaFile(*found)
    media_id = own_media_id(call, url)
    if media_id is not None:
        row = library_row(service, media_id, url)
        if row is None:
            raise ApiError(
                ErrorCode.MEDIA_UNAVAILABLE,
                "The media file is not in the media library (or expired).",
            )
        return MediaFile(service.media.path(media_id).read_bytes(), row.content_type)
    try:
        data, declared = await fetch_as_configured(
            service.settings, url, max_bytes=service.spec.facts.limits.upload_max_bytes
        )
    except FetchError as exc:
        raise ApiError(
            ErrorCode.MEDIA_NOT_FETCHABLE, f"The media file could not be fetched: {exc}."
        ) from None
    valid = valid_media_type(declared.split(";", 1)[0].strip()) if declared else None
    return MediaFile(data, valid or OCTET_STREAM)


def image_facts(data: bytes, *, refuse_bombs: bool = True) -> tuple[str, int, int] | None:
    """(media type, width, height) when Pillow reads `data` as an image (header only); None
    when it does not, or (with `refuse_bombs`) when the header declares more pixels than
    Pillow opens (`Image.DecompressionBombError` is raised instead when not)."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            image_format = image.format or ""
            width, height = image.size
    except Image.DecompressionBombError:
        if refuse_bombs:
            return None
        raise
    except (UnidentifiedImageError, OSError, ValueError):
        return None
    media_type = Image.MIME.get(image_format)
    if media_type is None or width < 1 or height < 1:
        return None
    return media_type, width, height


def library_status(service: Service, media_id: str, url: str) -> int:
    """What a request for the library file at `url` answers: 200 while the item is stored,
    not expired and named so, else 404 (as the file route answers; the service's
    `RuleDecisions.library_status` decides)."""
    live = library_row(service, media_id, url)
    stored = service.store.media.media(media_id)
    return service.seams.decisions.library_status(live, stored)


async def verify_media_exists(service: Service, call: Call) -> MediaUrlExistence:
    url = call.body_as(MediaUrlCheck).media_url
    media_id = own_media_id(call, url)
    random = random_content.media_name_at(call, url)
    status: int | None
    content_type: str | None = None
    if media_id is not None:
        status = library_status(service, media_id, url)
        row = library_row(service, media_id, url) if status == HTTPStatus.OK else None
        content_type = media_type_of(served_type(row.content_type)) if row else None
    elif random is not None:
        status = HTTPStatus.OK
        content_type = random_content.media_type(random)
    else:
        try:
            seen = await head_as_configured(service.settings, url)
        except FetchError:
            return MediaUrlExistence(media_url=url, exists=False)
        status, content_type = seen.status, seen.content_type
    exists = 200 <= status < 300
    # A file's type, not an error page's (spec).
    shown = content_type if exists and content_type is not None else MISSING
    return MediaUrlExistence(
        media_url=url, exists=exists, status_code=status, http_status=status, content_type=shown
    )


async def get_media_meta(service: Service, call: Call) -> MediaMeta:
    """The page's fields of the file at `url`: an image's format and size (Pillow, header
    only), a video's codec, duration and size (`mp4_facts`, its boxes), else its size."""
    url = call.params_as(GetMediaMetaParameters).url
    found = await media_file(service, call, url)
    size = len(found.data)
    image = image_facts(found.data)
    if image is not None:
        media_type, width, height = image
        return MediaMeta(
            url=url,
            filename=url,
            content_type=media_type,
            size=size,
            type=IMAGE_KIND,
            format=media_type.rsplit("/", 1)[-1].upper(),
            width=width,
            height=height,
        )
    video = await asyncio.to_thread(video_facts, io.BytesIO(found.data))
    if video is not None:
        return MediaMeta(
            url=url,
            filename=url,
            content_type=found.declared_type,
            size=size,
            type=VIDEO_KIND,
            format=FORMAT_NAME,
            codec=video.codec,
            duration=video.duration,
            width=video.width,
            height=video.height,
        )
    return MediaMeta(url=url, filename=url, content_type=found.declared_type, size=size)


#: Operations whose `x-` facts these rules read.
RESIZE_OPERATION = OperationId.RESIZE_IMAGE
UPLOAD_URL_OPERATION = OperationId.GET_MEDIA_UPLOAD_URL
# Output formats kept from the source; any other source format is written as PNG.
_KEPT_FORMATS = {"PNG": ("png", "image/png"), "JPEG": ("jpg", "image/jpeg")}
_KEPT_FORMATS["WEBP"] = ("webp", "image/webp")
_BLUR_RADIUS = 24
#: An image's size as a resized file's name and description show it.
SIZE = "{width}x{height}"


def _target(service: Service, request: ImageResizeRequest) -> tuple[int, int]:
    """The size asked for: `dimensions`, else the `platform`'s size (the schema asks one)."""
    if request.dimensions is not MISSING:
        return request.dimensions.width, request.dimensions.height
    sizes = service.spec.operation(RESIZE_OPERATION).raw["x-resize"]["platformSizes"]
    size = ImageDimensions.model_validate(sizes[request.platform])  # the same shape
    return size.width, size.height


def _open_image(data: bytes, max_pixels: int) -> Image.Image:
    """The decoded image (307 when it is none, 461 when it has more than `max_pixels`,
    judged from its header before any pixel is decoded)."""
    try:
        facts = image_facts(data, refuse_bombs=False)
    except Image.DecompressionBombError:  # more pixels than Pillow opens: far over the limit
        raise ApiError(
            ErrorCode.IMAGE_TOO_LARGE_TO_RESIZE,
            f"The image has more than {max_pixels} pixels; at most {max_pixels} can be resized.",
        ) from None
    if facts is None:
        raise ApiError(
            ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
            "The media type is not supported; the file is not an image.",
        )
    _, width, height = facts
    if width * height > max_pixels:
        raise ApiError(
            ErrorCode.IMAGE_TOO_LARGE_TO_RESIZE,
            f"The image has {width * height} pixels; at most {max_pixels} can be resized.",
        )
    try:
        image = Image.open(io.BytesIO(data))
        image.load()
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError):
        raise ApiError(
            ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
            "The media type is not supported; the image cannot be decoded.",
        ) from None
    return image


def resized(image: Image.Image, size: tuple[int, int], mode: str) -> Image.Image:
    """`image` at exactly `size`: `crop` covers and crops the middle, `blur` and `fit` fit the
    whole image on a blurred cover of itself or on white."""
    has_alpha = image.mode in ("RGBA", "LA") or "transparency" in image.info
    source = image.convert("RGBA" if has_alpha else "RGB")
    if mode == "crop":
        return ImageOps.fit(source, size, Image.Resampling.LANCZOS)
    if mode == "blur":
        canvas = ImageOps.fit(source, size, Image.Resampling.BILINEAR)
        canvas = canvas.filter(ImageFilter.GaussianBlur(_BLUR_RADIUS))
    else:
        canvas = Image.new(source.mode, size, (255, 255, 255, 255)[: len(source.mode)])
    inner = ImageOps.contain(source, size, Image.Resampling.LANCZOS)
    offset = ((size[0] - inner.width) // 2, (size[1] - inner.height) // 2)
    canvas.paste(inner, offset, inner if source.mode == "RGBA" else None)
    return canvas


def _decode_and_resize(
    data: bytes, max_pixels: int, target: tuple[int, int], mode: str | None
) -> tuple[Image.Image, str]:
    """The resized image and the source's format (see `_open_image` for the refusals)."""
    with _open_image(data, max_pixels) as image:
        return resized(image, target, mode or "crop"), image.format or ""


def _size(image: Image.Image) -> str:
    """`<width>x<height>`, as a resized file's name and description show it."""
    return SIZE.format(width=image.width, height=image.height)


def _store(
    service: Service, call: Call, image: Image.Image, source_format: str, stem: str
) -> MediaRow:
    """Write `image` into the media library of the acting profile, like an upload; its file is
    named `stem` (without one: its media type's top-level type) with its size."""
    extension, content_type = _KEPT_FORMATS.get(source_format, ("png", "image/png"))
    stem = stem or content_type.partition("/")[0]
    save_format = source_format if source_format in _KEPT_FORMATS else "PNG"
    if save_format == "JPEG" and image.mode != "RGB":
        image = image.convert("RGB")
    media_id = service.media.new_id()
    handle, temp_path = service.media.temp_file()
    with handle:
        image.save(handle, format=save_format)
        size = handle.tell()
    service.media.commit(temp_path, media_id)
    now = service.now()
    retention = timedelta(days=service.spec.facts.limits.media_retention_days)
    row = MediaRow(
        id=media_id,
        profile_id=call.profile.id,
        file_name=f"{stem}-{_size(image)}.{extension}",
        description=f"Resized to {_size(image)}",
        content_type=content_type,
        size=size,
        created=int(now.timestamp()),
        expires=int((now + retention).timestamp()),
    )
    if not service.store.media.add_media(row):  # the profile was deleted meanwhile
        service.media.delete(media_id)
        raise ApiError(
            ErrorCode.UNKNOWN_PROFILE_KEY,
            "The profile was deleted during the resize; nothing was stored.",
        )
    return row


async def resize_image(service: Service, call: Call) -> ImageResized:
    request = call.body_as(ImageResizeRequest)
    url = request.media_url if request.media_url is not MISSING else request.image_url
    if url is MISSING:  # not reached: the schema asks for one of them
        raise ApiError(ErrorCode.INVALID_REQUEST, "Body: 'mediaUrl' or 'imageUrl' is required.")
    target = _target(service, request)
    found = await media_file(service, call, url)
    rules = service.spec.operation(RESIZE_OPERATION).raw["x-resize"]
    # Decoding and resampling take CPU time: off the event loop, within the process's one
    # memory budget for image work (a decode at maxSourcePixels needs about 490 MB).
    async with IMAGE_WORK:
        result, source_format = await asyncio.to_thread(
            _decode_and_resize, found.data, int(rules["maxSourcePixels"]), target, request.mode
        )
    stem = PurePosixPath(unquote(urlsplit(url).path)).stem[:100]
    row = _store(service, call, result, source_format, stem)
    answer = ImageResized(url=media_url(call, row), width=result.width, height=result.height)
    if request.platform is not MISSING:
        answer.platform = request.platform
    return answer


def upload_content_type(rules: dict[str, Any], sent: str | MISSING) -> str:
    """The media type a presigned upload stores: the short name's (`contentTypes`), the media
    type sent, or `defaultContentType`."""
    if sent is MISSING:
        return str(rules["defaultContentType"])
    return str(rules["contentTypes"].get(sent, sent))


async def get_media_upload_url(service: Service, call: Call) -> MediaUploadUrl:
    rules = service.spec.operation(UPLOAD_URL_OPERATION).raw["x-upload-url"]
    expires = service.now() + timedelta(seconds=int(rules["expiresInSeconds"]))
    query = call.params_as(GetMediaUploadUrlParameters)
    grant = UploadGrant(
        media_id=service.media.new_id(),
        profile_ref=call.profile.ref_id,
        file_name=query.file_name,
        content_type=upload_content_type(rules, query.content_type),
        expires=int(expires.timestamp()),
    )
    key = signing_key(service.settings.data_dir)
    access = media_url_for(call.base_url, grant.media_id, grant.file_name)
    return MediaUploadUrl(
        upload_url=upload_url(call.base_url, key, grant),
        access_url=access,
        content_type=grant.content_type,
        expires_at=datetime.fromtimestamp(grant.expires, UTC),
    )
