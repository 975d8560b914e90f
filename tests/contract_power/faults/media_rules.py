"""Faults the rules of `contract_tests/test_rules_media_rules.py` must catch."""

from __future__ import annotations

import base64
import struct
from collections.abc import Callable
from typing import Any

from spec_model import MediaRules
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault

POST_PATH = SPEC.operation(OperationId.CREATE_POST).path


def _media_rules() -> MediaRules:
    if SPEC.media_rules is None:
        raise RuntimeError("the spec has no x-media-rules")
    return SPEC.media_rules


RULES = _media_rules()
#: The codes of the media rules (the text length's code is another fault's).
MEDIA_CODES = frozenset(r.error_code for r in RULES.rules)


def _results(body: Any) -> list[dict[str, Any]]:
    """The post results of a `create_post` answer (a User Profile's are wrapped)."""
    if not isinstance(body, dict):
        return []
    posts = body.get("posts")
    return [p for p in posts if isinstance(p, dict)] if isinstance(posts, list) else [body]


def _without_codes(response: Response, codes: frozenset[int]) -> Response:
    body = response.json()
    results = _results(body)
    for result in results:
        errors = result.get("errors")
        if isinstance(errors, list):
            result["errors"] = [e for e in errors if e.get("code") not in codes]
    return response.with_json(body) if results else response


@fault("test_media_rules_refused", "x-media-rules: ")
@exchange
async def media_rules_ignored(request: Request, call: Call) -> Response:
    """create_post answers without the errors entries of the networks' media rules (as if it
    never checked them)."""
    response = await call(request)
    if asks(request, "POST", POST_PATH):
        response = _without_codes(response, MEDIA_CODES)
    return response


@fault("test_text_length_rule", "x-media-rules.textLength: ")
@exchange
async def text_length_ignored(request: Request, call: Call) -> Response:
    """create_post answers without the errors entries of the text length rule."""
    response = await call(request)
    if asks(request, "POST", POST_PATH):
        response = _without_codes(response, frozenset({RULES.text_error_code}))
    return response


@fault("test_text_length_rule", "splits it")
@exchange
async def thread_text_refused(request: Request, call: Call) -> Response:
    """create_post ignores the option that splits a long text into a thread (X's
    `twitterOptions.thread`) when it checks the text's length: the long post is refused."""
    body = request.json()
    if asks(request, "POST", POST_PATH) and isinstance(body, dict):
        for options, flag in RULES.text_split_when.values():
            sent = body.get(options)
            if isinstance(sent, dict) and flag in sent:
                body = {**body, options: {k: v for k, v in sent.items() if k != flag}}
        request = request.with_json(body)
    return await call(request)


@fault("test_media_counts_at_limit_accepted", "x-media-rules: ")
@exchange
async def media_count_off_by_one(request: Request, call: Call) -> Response:
    """A post of exactly the most images (or videos) a network takes is refused with the count
    rule's code, as if the maximum were one less."""
    response = await call(request)
    sent = request.json()
    if not asks(request, "POST", POST_PATH) or not isinstance(sent, dict):
        return response
    urls, platforms = sent.get("mediaUrls"), sent.get("platforms")
    if not isinstance(urls, list) or not isinstance(platforms, list):
        return response
    counted = [
        r
        for r in RULES.rules
        if r.kind in ("maxImages", "maxVideos")
        and r.network in platforms
        and r.max_count == len(urls)
    ]
    body = response.json()
    for result in _results(body):
        for rule in counted:
            entry = {
                "action": "post",
                "status": "error",
                "code": rule.error_code,
                "message": "The post has too many media items.",
                "platform": rule.network,
            }
            result.setdefault("errors", []).append(entry)
    return response.with_json(body)


UPLOAD_PATH = SPEC.operation(OperationId.UPLOAD_MEDIA).path
#: The fewest bytes a file-size rule of x-media-rules refuses.
SMALLEST_REFUSED = min(
    (r.max_bytes + 1 for r in RULES.rules if r.max_bytes is not None), default=1 << 62
)
#: The addresses of uploads a fault treats as acceptable, whatever the rules say.
PASSED: set[str] = set()


def _uploaded(request: Request) -> bytes | None:
    """The file an `upload_media` request carries as a base64 data URI (None: another
    request)."""
    sent = request.json()
    if not asks(request, "POST", UPLOAD_PATH) or not isinstance(sent, dict):
        return None
    file = sent.get("file")
    if not isinstance(file, str) or not file.startswith("data:") or "," not in file:
        return None
    try:
        return base64.b64decode(file.split(",", 1)[1])
    except ValueError:
        return None


def _mp4_size(content: bytes) -> tuple[int, int] | None:
    """Width and height of a version-0 track header (`tkhd`) of an MP4, else None."""
    at = content.find(b"tkhd")
    if at < 0 or len(content) < at + 4 + 84 or content[at + 4] != 0:
        return None
    width, height = struct.unpack(">II", content[at + 80 : at + 88])
    return (width >> 16, height >> 16) if width >> 16 and height >> 16 else None


async def _passing(request: Request, call: Call, passes: Callable[[bytes], bool]) -> Response:
    """The server, except that the errors entries of the media rules are dropped from a
    post of uploaded media that `passes` marks (as if those uploads broke no rule)."""
    content = _uploaded(request)
    response = await call(request)
    if content is not None and passes(content):
        answer = response.json()
        if isinstance(answer, dict) and isinstance(answer.get("url"), str):
            PASSED.add(answer["url"])
        return response
    sent = request.json()
    if asks(request, "POST", POST_PATH) and isinstance(sent, dict):
        urls = sent.get("mediaUrls")
        if isinstance(urls, list) and PASSED.intersection(u for u in urls if isinstance(u, str)):
            return _without_codes(response, MEDIA_CODES)
    return response


@fault("test_media_rules_refused", "imageFileSize is refused")
@exchange
async def media_file_sizes_ignored(request: Request, call: Call) -> Response:
    """create_post never checks the size of an uploaded file: a post of a file larger than a
    network's `imageFileSize` (or `videoFileSize`) gets no errors entry for it."""
    return await _passing(request, call, lambda content: len(content) >= SMALLEST_REFUSED)


def _breaks_video_ratio(content: bytes) -> bool:
    size = _mp4_size(content)
    return size is not None and any(r.video_size_problem(*size) for r in RULES.rules)


@fault("test_media_rules_refused", "videoAspectRatio is refused")
@exchange
async def video_aspect_ratios_ignored(request: Request, call: Call) -> Response:
    """create_post never checks a video's width and height: a post of an uploaded video wider
    (or taller) than a network's `videoAspectRatio` gets no errors entry for it."""
    return await _passing(request, call, _breaks_video_ratio)
