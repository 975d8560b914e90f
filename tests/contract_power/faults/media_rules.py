"""Faults the rules of `contract_tests/test_rules_media_rules.py` must catch."""

from __future__ import annotations

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
