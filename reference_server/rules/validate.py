"""Validate rules (Max Pack): check a post without posting it, measure a text against each
network's limit, check JSON text, and moderate a text, all by the fixed sandbox rules of the
spec's `x-max-pack` (no AI, no network contacted, nothing stored). Requests are read as their
generated models (`Call.body_as`: `PostRequest` as `create_post` reads it, `PostLengthRequest`,
`JsonValidationRequest`, `ModerationRequest`) and answered as the generated answer models,
built by keyword."""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    JsonValidation,
    JsonValidationRequest,
    Moderation,
    ModerationMatch,
    ModerationRequest,
    PostLengthRequest,
    PostLengthResult,
    PostLengthValidation,
    PostValidation,
    PostValidationError,
)

from spec_model import MaxPackRules
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Answer, Call, Service
from .posts import (
    SUCCESS,
    as_platforms,
    check_media_urls,
    filled_request,
    linked_platforms,
    post_text,
    require_twitter_credentials,
)

#: A word of a text: a maximal run of letters and digits (`x-max-pack.moderation`).
WORD = re.compile(r"[^\W_]+")

#: The operation whose `x-validate` facts (the valid post's message) `validate_post` uses.
VALIDATE_OPERATION = OperationId.VALIDATE_POST
#: The operation whose `x-validate` facts (the valid text's message) `validate_json` uses.
JSON_OPERATION = OperationId.VALIDATE_JSON


def rules(service: Service) -> MaxPackRules:
    """The spec's `x-max-pack` (the served spec describes the Max Pack operations with it)."""
    found = service.spec.max_pack
    if found is None:
        raise RuntimeError("the served spec describes Max Pack operations without x-max-pack")
    return found


async def validate_post(service: Service, call: Call) -> Answer:
    request = filled_request(service, call)
    limits = rules(service).text_limits
    linked = linked_platforms(service, call.profile.id)
    requested = request.platforms
    platforms = list(requested) if isinstance(requested, list) else as_platforms(linked)
    require_twitter_credentials(service, call, platforms)
    schedule = request.schedule_date
    if schedule is not MISSING and schedule <= service.now():
        raise ApiError(ErrorCode.SCHEDULE_DATE_IN_PAST)
    check_media_urls(service, call, [] if request.media_urls is MISSING else request.media_urls)
    text = post_text(request)
    errors: list[PostValidationError] = []
    for platform in platforms:
        if platform not in linked:
            errors.append(
                PostValidationError(
                    code=int(ErrorCode.PLATFORM_NOT_LINKED),
                    message=f"{platform} is not linked to the profile.",
                    platform=platform,
                )
            )
        limit = limits.get(platform)
        if limit is not None and len(text) > limit:
            errors.append(
                PostValidationError(
                    code=int(ErrorCode.POST_TOO_LONG),
                    message=f"The text has {len(text)} characters; {platform} allows {limit}.",
                    platform=platform,
                    length=len(text),
                    max_length=limit,
                )
            )
    if errors:
        return Answer(400, PostValidation(status="error", valid=False, errors=errors))
    facts = service.spec.operation(VALIDATE_OPERATION).raw["x-validate"]
    valid = PostValidation(status=SUCCESS, valid=True, errors=[], message=facts["validMessage"])
    return Answer(200, valid)


async def validate_post_length(service: Service, call: Call) -> PostLengthValidation:
    request = call.body_as(PostLengthRequest)
    text = request.post
    limits = rules(service).text_limits
    wanted = set(limits if request.platforms is MISSING else request.platforms)
    results = [
        PostLengthResult(
            platform=p, length=len(text), max_length=limits[p], valid=len(text) <= limits[p]
        )
        for p in as_platforms(list(limits))
        if p in wanted
    ]
    return PostLengthValidation(length=len(text), results=results)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


async def validate_json(service: Service, call: Call) -> JsonValidation:
    # The text/plain body is the text (the page's form); the JSON body holds it as `json`.
    text = call.body if isinstance(call.body, str) else call.body_as(JsonValidationRequest).json_
    try:
        # Numbers kept as text: a 5,000-digit integer is JSON (too long for Python to convert).
        json.loads(text, parse_constant=_refuse_constant, parse_int=str)
    except json.JSONDecodeError as exc:
        return JsonValidation(valid=False, message=exc.msg, line=exc.lineno, column=exc.colno)
    except (ValueError, RecursionError) as exc:
        return JsonValidation(valid=False, message=str(exc) or "not JSON")
    facts = service.spec.operation(JSON_OPERATION).raw["x-validate"]
    return JsonValidation(valid=True, message=facts["validMessage"])


async def validate_moderation(service: Service, call: Call) -> Moderation:
    text = call.body_as(ModerationRequest).text
    max_pack = rules(service)
    matches: list[ModerationMatch] = []
    for found in WORD.finditer(text):
        category = max_pack.moderation_category(found.group())
        if category is not None:
            matches.append(
                ModerationMatch(word=found.group(), category=category, index=found.start())
            )
    categories = sorted({m.category for m in matches})
    return Moderation(flagged=bool(matches), categories=categories, matches=matches)
