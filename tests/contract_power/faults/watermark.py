"""Faults the rules of `contract_tests/test_rules_watermark.py` must catch."""

from __future__ import annotations

from typing import Any

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_field_dropped,
    body_rewritten,
    on,
    refusal_accepted,
)


def _echoed(request: Request) -> dict[str, Any]:
    """A set watermark's answer echoing the settings sent."""
    body = request.json() or {}
    settings = {k: body.get(k) for k in ("mediaUrls", "timingType", "offsetMs", "durationMs")}
    return {"status": "success", "message": "Watermark set on the YouTube channel.", **settings}


@fault("test_non_square_image_refused", "must be square")
@refusal_accepted(ErrorCode.WATERMARK_ASPECT_RATIO, _echoed)
def watermark_non_square_accepted() -> None:
    """Non-square watermark images are accepted."""


@fault("test_webp_refused", "webp images are refused")
@refusal_accepted(ErrorCode.MEDIA_TYPE_NOT_SUPPORTED, _echoed)
def webp_accepted() -> None:
    """webp watermark images are accepted."""


@fault("test_only_first_media_url_used", "first media URL")
@exchange
async def watermark_last_url_used(request: Request, call: Call) -> Response:
    """The watermark uses the last media URL instead of the first."""
    body = request.json()
    if request.path == "/post/youTubeWatermark" and isinstance(body, dict):
        urls = body.get("mediaUrls")
        if isinstance(urls, list) and len(urls) > 1:
            response = await call(request.with_json({**body, "mediaUrls": urls[::-1]}))
            answer = response.json()
            if response.status == 200 and isinstance(answer, dict):
                response = response.with_json({**answer, "mediaUrls": urls})
            return response
    return await call(request)


@fault("test_channel_required or test_unmanageable_channel", "YouTube channel")
@refusal_accepted(ErrorCode.WATERMARK_NOT_PERMITTED, _echoed)
def watermark_channel_not_required() -> None:
    """A watermark is set although the profile has no YouTube channel it may manage."""


@fault("test_remove_needs_a_channel", "remove_youtube_watermark needs a linked YouTube channel")
@exchange
async def watermark_removed_without_channel(request: Request, call: Call) -> Response:
    """remove_youtube_watermark answers success for a profile without a YouTube channel."""
    response = await call(request)
    if asks(request, "DELETE", "/post/youTubeWatermark") and error_code(response) is not None:
        removed = {"status": "success", "message": "Watermark removed from the YouTube channel."}
        response = response.with_json(removed, status=200)
    return response


#: Profile-Key headers whose watermark the fault below saw removed (and not set since).
_REMOVED: set[str] = set()


@fault("test_set_then_remove", "remove_youtube_watermark answers the same once none is set")
@exchange
async def watermark_remove_twice_refused(request: Request, call: Call) -> Response:
    """remove_youtube_watermark refuses a channel that has no watermark (not idempotent)."""
    response = await call(request)
    key = request.header("Profile-Key") or ""
    if asks(request, "POST", "/post/youTubeWatermark") and response.status == 200:
        _REMOVED.discard(key)
    elif asks(request, "DELETE", "/post/youTubeWatermark") and response.status == 200:
        if key in _REMOVED:
            refused = {"status": "error", "code": 101, "message": "No watermark is set."}
            return response.with_json(refused, status=400)
        _REMOVED.add(key)
    return response


@fault("test_numbers_must_be_positive", "must be positive")
@exchange
async def watermark_zero_offset_accepted(request: Request, call: Call) -> Response:
    """offsetMs/durationMs of 0 or less are accepted."""
    body = request.json()
    if request.path == "/post/youTubeWatermark" and isinstance(body, dict):
        fixed = {
            k: (
                1
                if k in ("offsetMs", "durationMs") and isinstance(v, int | float) and v <= 0
                else v
            )
            for k, v in body.items()
        }
        if fixed != body:
            response = await call(request.with_json(fixed))
            answer = response.json()
            if response.status == 200 and isinstance(answer, dict):
                response = response.with_json(
                    {**answer, **{k: body[k] for k in fixed if k in body}}
                )
            return response
    return await call(request)


@fault("test_all_fields_required", "durationMs is required")
@body_rewritten(on("POST", "/post/youTubeWatermark"), lambda body: {"durationMs": 5000, **body})
def watermark_duration_defaulted() -> None:
    """A watermark request without durationMs is not refused (code 101): it defaults to 5000."""


@fault("test_square_image_accepted_and_echoed", "the watermark result echoes the settings")
@answer_field_dropped(
    on("POST", "/post/youTubeWatermark"), "offsetMs", status=lambda status: status == 200
)
def watermark_answer_without_offset() -> None:
    """A watermark that is set is answered without its offsetMs."""


@fault("test_unmanageable_channel_refused", "remove: a channel the profile may not manage")
@refusal_accepted(
    ErrorCode.WATERMARK_NOT_PERMITTED,
    {"status": "success", "message": "Watermark removed from the YouTube channel."},
    where=on("DELETE", "/post/youTubeWatermark"),
)
def watermark_removed_from_unmanageable_channel() -> None:
    """remove_youtube_watermark answers success for a channel the profile may not manage."""
