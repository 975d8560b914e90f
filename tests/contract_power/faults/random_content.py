"""Faults the rules of `contract_tests/test_rules_random_content.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import asks, without_body_fields
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault


@fault("test_random_post_writes_text_and_attaches_an_image", "randomPost: true makes the service")
@exchange
async def random_post_ignored(request: Request, call: Call) -> Response:
    """create_post ignores `randomPost` (a body without `post` is refused with 108)."""
    return await call(without_body_fields(request, "/post", "randomPost"))


@fault("test_random_post_writes_text_and_attaches_an_image", "randomMediaUrl: true attaches one")
@exchange
async def random_media_ignored(request: Request, call: Call) -> Response:
    """create_post ignores `randomMediaUrl`: the post has no media."""
    return await call(without_body_fields(request, "/post", "randomMediaUrl"))


@fault("test_random_video_has_the_orientation", "attaches a portrait video")
@exchange
async def random_video_orientation_swapped(request: Request, call: Call) -> Response:
    """A random portrait video is landscape (`isPortraitVideo` read as `isLandscapeVideo`)."""
    body = request.json()
    if asks(request, "POST", "/post") and isinstance(body, dict) and "isPortraitVideo" in body:
        body = {k: v for k, v in body.items() if k != "isPortraitVideo"}
        request = request.with_json({**body, "isLandscapeVideo": True})
    return await call(request)


@fault("test_post_text_or_random_post_required", "neither post nor randomPost")
@exchange
async def post_text_missing_as_invalid(request: Request, call: Call) -> Response:
    """A post without `post` or `randomPost: true` is refused with the shape code 101, not 108."""
    response = await call(request)
    if (
        asks(request, "POST", "/post")
        and error_code(response) == ErrorCode.DEPENDENT_PARAMETER_MISSING
    ):
        body = response.json()
        response = response.with_json({**body, "code": int(ErrorCode.INVALID_REQUEST)})
    return response


@fault("test_random_comment_writes_the_text", "randomComment: true makes the service write")
@exchange
async def random_comment_ignored(request: Request, call: Call) -> Response:
    """post_comment ignores `randomComment` (a body without `comment` is refused with 108)."""
    return await call(without_body_fields(request, "/comments", "randomComment"))
