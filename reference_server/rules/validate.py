"""Validate rules (Max Pack): check a post without posting it, measure a text against each
network's limit, check JSON text, and moderate a text, all by the fixed sandbox rules of the
spec's `x-max-pack` (no AI, no network contacted, nothing stored). Requests are read as their
generated models (`Call.body_as`: `PostRequest` as `create_post` reads it, `PostLengthRequest`,
`JsonValidationRequest`, `ModerationRequest`)."""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    JsonValidation,
    JsonValidationRequest,
    Moderation,
    ModerationRequest,
    PostLengthRequest,
    PostLengthValidation,
    PostValidation,
)

from spec_model import MaxPackRules
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Answer, Call, Service
from .posts import (
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


def _validation_error(code: ErrorCode, platform: str, message: str, **extra: int) -> dict[str, Any]:
    return {
        "action": "validate",
        "status": "error",
        "code": int(code),
        "message": message,
        "platform": platform,
        **extra,
    }


async def validate_post(service: Service, call: Call) -> Answer:
    request = filled_request(service, call)
    limits = rules(service).text_limits
    linked = linked_platforms(service, call.profile.id)
    requested = request.platforms
    platforms: list[str] = list(linked) if requested == "all" else list(requested)
    require_twitter_credentials(service, call, platforms)
    schedule = request.schedule_date
    if schedule is not MISSING and schedule <= service.now():
        raise ApiError(ErrorCode.SCHEDULE_DATE_IN_PAST)
    check_media_urls(service, call, [] if request.media_urls is MISSING else request.media_urls)
    text = post_text(request)
    errors: list[dict[str, Any]] = []
    for platform in platforms:
        if platform not in linked:
            errors.append(
                _validation_error(
                    ErrorCode.PLATFORM_NOT_LINKED,
                    platform,
                    f"{platform} is not linked to the profile.",
                )
            )
        limit = limits.get(platform)
        if limit is not None and len(text) > limit:
            errors.append(
                _validation_error(
                    ErrorCode.POST_TOO_LONG,
                    platform,
                    f"The text has {len(text)} characters; {platform} allows {limit}.",
                    length=len(text),
                    maxLength=limit,
                )
            )
    answer: dict[str, Any] = {
        "status": "error" if errors else "success",
        "valid": not errors,
        "errors": errors,
    }
    if not errors:
        facts = service.spec.operation(VALIDATE_OPERATION).raw["x-validate"]
        answer["message"] = facts["validMessage"]
    result = PostValidation.model_validate(answer)
    return Answer(400 if errors else 200, result)


async def validate_post_length(service: Service, call: Call) -> PostLengthValidation:
    request = call.body_as(PostLengthRequest)
    text = request.post
    limits = rules(service).text_limits
    wanted = set(limits if request.platforms is MISSING else request.platforms)
    results = [
        {"platform": p, "length": len(text), "maxLength": m, "valid": len(text) <= m}
        for p, m in limits.items()
        if p in wanted
    ]
    return PostLengthValidation.model_validate(
        {"status": "success", "length": len(text), "results": results}
    )


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


async def validate_json(service: Service, call: Call) -> JsonValidation:
    # The text/plain body is the text (the page's form); the JSON body holds it as `json`.
    text = call.body if isinstance(call.body, str) else call.body_as(JsonValidationRequest).json_
    try:
        # Numbers kept as text: a 5,000-digit integer is JSON (too long for Python to convert).
        json.loads(text, parse_constant=_refuse_constant, parse_int=str)
    except json.JSONDecodeError as exc:
        return JsonValidation.model_validate(
            {
                "status": "success",
                "valid": False,
                "message": exc.msg,
                "line": exc.lineno,
                "column": exc.colno,
            }
        )
    except (ValueError, RecursionError) as exc:
        return JsonValidation.model_validate(
            {"status": "success", "valid": False, "message": str(exc) or "not JSON"}
        )
    facts = service.spec.operation(JSON_OPERATION).raw["x-validate"]
    return JsonValidation.model_validate(
        {"status": "success", "valid": True, "message": facts["validMessage"]}
    )


async def validate_moderation(service: Service, call: Call) -> Moderation:
    text = call.body_as(ModerationRequest).text
    max_pack = rules(service)
    matches: list[dict[str, Any]] = []
    for found in WORD.finditer(text):
        category = max_pack.moderation_category(found.group())
        if category is not None:
            matches.append({"word": found.group(), "category": category, "index": found.start()})
    categories = sorted({str(m["category"]) for m in matches})
    return Moderation.model_validate(
        {
            "status": "success",
            "flagged": bool(matches),
            "categories": categories,
            "matches": matches,
        }
    )
