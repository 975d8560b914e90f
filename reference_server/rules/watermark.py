"""Watermark rules: linked channel with permission, image type and aspect ratio, as the
operation's `x-watermark` states them. The request is read as the generated `WatermarkSettings`
(`Call.body_as`); the settings are stored as sent (below), the answers built as the generated
models."""

from __future__ import annotations

import io

from PIL import Image, UnidentifiedImageError
from social_publishing_models import WatermarkRemoved, WatermarkResult, WatermarkSettings

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media.retention import live_media, own_media_id
from ..outbound.fetch import FetchError, fetch_as_configured
from ..service import Call, Service

#: An image's size in messages.
SIZE = "{width}x{height}"


async def _image_bytes(service: Service, call: Call, url: str) -> bytes:
    media_id = own_media_id(call, url)
    if media_id is not None:
        row = live_media(service, media_id)
        if row is None:
            raise ApiError(
                ErrorCode.WATERMARK_IMAGE_UNAVAILABLE,
                "The watermark image is not in the media library (or expired).",
            )
        return service.media.path(media_id).read_bytes()
    try:
        data, _ = await fetch_as_configured(
            service.settings, url, max_bytes=service.spec.facts.limits.upload_max_bytes
        )
    except FetchError as exc:
        raise ApiError(
            ErrorCode.WATERMARK_IMAGE_UNAVAILABLE,
            f"The watermark image could not be fetched: {exc}.",
        ) from None
    return data


def _ratio(width: int, height: int) -> str:
    return f"{width / height:.2f}" if height else "undefined"


def _type_names(media_types: tuple[str, ...]) -> str:
    """`image/png`, `image/jpeg` -> "PNG, JPEG" (for messages)."""
    names = [m.split("/", 1)[1].upper() for m in media_types]
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]


def _check_channel(service: Service, call: Call, refusal: str) -> None:
    """250 unless the profile has a linked YouTube channel it may manage (`refusal`: what the
    message says cannot be done)."""
    platform = service.spec.facts.watermark.platform
    channel = next(
        (x for x in service.store.profiles.links(call.profile.id) if x.platform == platform), None
    )
    if channel is None:
        raise ApiError(
            ErrorCode.WATERMARK_NOT_PERMITTED,
            f"{refusal}; the profile has no linked YouTube channel.",
        )
    if not channel.can_manage:
        raise ApiError(
            ErrorCode.WATERMARK_NOT_PERMITTED,
            f"{refusal}; the profile may not manage the YouTube channel.",
        )


async def remove_youtube_watermark(service: Service, call: Call) -> WatermarkRemoved:
    """DOCS remove-youtube-watermark: the channel's watermark is removed (none: the same)."""
    _check_channel(service, call, "The watermark cannot be removed")
    service.store.posts.delete_watermark(call.profile.id)
    return WatermarkRemoved(message="Watermark removed from the YouTube channel.")


async def set_youtube_watermark(service: Service, call: Call) -> WatermarkResult:
    request = call.body_as(WatermarkSettings)
    rules = service.spec.facts.watermark
    _check_channel(service, call, "The watermark cannot be set")
    data = await _image_bytes(service, call, request.media_urls[0])
    try:
        with Image.open(io.BytesIO(data)) as image:
            image_format = image.format or ""
            width, height = image.size
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError):
        raise ApiError(
            ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
            "The media type is not supported; the file is not an image.",
        ) from None
    media_type = Image.MIME.get(image_format, image_format.lower() or "unknown")
    if media_type not in rules.image_types:
        raise ApiError(
            ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
            f"The media type {media_type} is not supported; use {_type_names(rules.image_types)}.",
        )
    if not rules.ratio_ok(width, height):
        wanted = f"{rules.aspect_width}:{rules.aspect_height}"
        raise ApiError(
            ErrorCode.WATERMARK_ASPECT_RATIO,
            f"The image aspect ratio must be {wanted} "
            f"({_ratio(rules.aspect_width, rules.aspect_height)}); the image is "
            f"{SIZE.format(width=width, height=height)} ({_ratio(width, height)}).",
        )
    # Stored as sent: the model's fields, each with the body's value (the model reads the JSON
    # numbers `offsetMs` and `durationMs` as floats, 5 -> 5.0; the stored settings keep the
    # sent number's form).
    sent = call.body
    settings = {name: sent[name] for name in request.model_dump(by_alias=True)}
    service.store.posts.put_watermark(call.profile.id, settings)
    return WatermarkResult(
        message="Watermark set on the YouTube channel.",
        media_urls=request.media_urls,
        timing_type=request.timing_type,
        offset_ms=request.offset_ms,
        duration_ms=request.duration_ms,
    )
